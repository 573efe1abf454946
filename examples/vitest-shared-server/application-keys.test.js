import { basename } from 'node:path';
import { afterAll, expect, inject, test } from 'vitest';

const url = inject('emulatorUrl');
// This file's own session, named after it: its writes are seen by its own requests only, whatever the other
// workers write meanwhile.
const session = basename(import.meta.filename);
const headers = {
  Authorization: 'Bearer any-token',
  'Content-Type': 'application/json',
  'X-Emulator-Session': session,
};
afterAll(() => fetch(`${url}/__emulator/sessions/${session}`, { method: 'DELETE' })); // drop this file's writes

test('a key created in this session is listed in it, and nowhere else', async () => {
  const body = JSON.stringify({ data: { type: 'application_key', name: 'Mobile app' } });
  const created = await fetch(`${url}/v2/application-keys`, { method: 'POST', headers, body });
  expect(created.status).toBe(201);
  const { data: key } = await created.json();

  const mine = await (await fetch(`${url}/v2/application-keys?page[limit]=100`, { headers })).json();
  expect(mine.meta.results.total).toBe(31);
  expect(mine.data.at(-1).id).toBe(key.id);

  const otherSession = { ...headers, 'X-Emulator-Session': 'someone-else' };
  const theirs = await (await fetch(`${url}/v2/application-keys`, { headers: otherSession })).json();
  expect(theirs.meta.results.total).toBe(30);
});
