import { basename } from 'node:path';
import { WELL_KNOWN_IDS } from 'commerce-emulator';
import { afterAll, expect, inject, test } from 'vitest';

const url = inject('emulatorUrl');
const session = basename(import.meta.filename); // this file's own session
const headers = {
  Authorization: 'Bearer any-token',
  'Content-Type': 'application/json',
  'X-Emulator-Session': session,
};
afterAll(() => fetch(`${url}/__emulator/sessions/${session}`, { method: 'DELETE' }));

const subscription = `${url}/v2/subscriptions/subscriptions/${WELL_KNOWN_IDS.active}`;

test('pausing subscription ...001 in this session', async () => {
  const body = JSON.stringify({ data: { type: 'subscription_state', attributes: { action: 'pause' } } });
  const paused = await fetch(`${subscription}/states`, { method: 'POST', headers, body });
  expect(paused.status).toBe(204);

  const { data } = await (await fetch(subscription, { headers })).json();
  expect(data.meta.paused).toBe(true);
  const states = await (await fetch(`${subscription}/states`, { headers })).json();
  expect(states.data.map((state) => state.attributes.action)).toEqual(['pause']);
});
