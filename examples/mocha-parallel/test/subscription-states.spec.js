import assert from 'node:assert/strict';
import { basename } from 'node:path';
import { WELL_KNOWN_IDS } from 'commerce-emulator';

let url;
before(() => {
  url = process.env.EMULATOR_URL;
});
const session = basename(import.meta.filename); // this file's own session
const headers = {
  Authorization: 'Bearer any-token',
  'Content-Type': 'application/json',
  'X-Emulator-Session': session,
};
after(() => fetch(`${url}/__emulator/sessions/${session}`, { method: 'DELETE' }));

it('pausing subscription ...001 in this session', async () => {
  const subscription = `${url}/v2/subscriptions/subscriptions/${WELL_KNOWN_IDS.active}`;
  const body = JSON.stringify({ data: { type: 'subscription_state', attributes: { action: 'pause' } } });
  const paused = await fetch(`${subscription}/states`, { method: 'POST', headers, body });
  assert.equal(paused.status, 204);

  const { data } = await (await fetch(subscription, { headers })).json();
  assert.equal(data.meta.paused, true);
  const states = await (await fetch(`${subscription}/states`, { headers })).json();
  assert.deepEqual(
    states.data.map((state) => state.attributes.action),
    ['pause'],
  );
});
