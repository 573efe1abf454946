import { basename } from 'node:path';
import { WELL_KNOWN_IDS } from 'commerce-emulator';
import { afterAll, expect, inject, test } from 'vitest';

const url = inject('emulatorUrl');
const session = basename(import.meta.filename); // this file's own session
const headers = { Authorization: 'Bearer any-token', 'X-Emulator-Session': session };
afterAll(() => fetch(`${url}/__emulator/sessions/${session}`, { method: 'DELETE' }));

test("the journal, filtered by session, holds this file's requests only", async () => {
  await fetch(`${url}/v2/application-keys`, { headers });
  await fetch(`${url}/v2/subscriptions/subscriptions/${WELL_KNOWN_IDS.active}?include=plans`, { headers });
  await fetch(`${url}/v2/subscriptions/subscriptions/not-a-uuid`, { headers });

  // The other workers' requests go to the same journal at the same time: ?session= picks out this file's.
  const { data } = await (await fetch(`${url}/__emulator/requests?session=${session}`)).json();
  expect(data.map((entry) => [entry.method, entry.path, entry.status])).toEqual([
    ['GET', '/v2/application-keys', 200],
    ['GET', `/v2/subscriptions/subscriptions/${WELL_KNOWN_IDS.active}`, 200],
    ['GET', '/v2/subscriptions/subscriptions/not-a-uuid', 400],
  ]);
  expect(data[1].query).toMatchObject({ include: 'plans' });
  expect(data[0].headers.authorization).toBe('Bearer ***'); // secrets are hidden
});
