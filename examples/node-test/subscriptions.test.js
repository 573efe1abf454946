import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { createEmulator, WELL_KNOWN_IDS } from 'commerce-emulator';

// A real HTTP server on a free port (no msw needed): anything that speaks HTTP can use `server.url`.
let server;
before(async () => {
  server = await createEmulator().listen(); // { url: 'http://127.0.0.1:PORT', close() }
});
after(() => server.close());

const headers = { Authorization: 'Bearer any-token' };

test('a paused subscription with its plan, and the application keys', async () => {
  // ?scenario=paused answers from the world where subscription ...001 is paused
  const res = await fetch(
    `${server.url}/v2/subscriptions/subscriptions/${WELL_KNOWN_IDS.active}?include=plans&scenario=paused`,
    { headers },
  );
  assert.equal(res.status, 200);
  const { data, included } = await res.json();
  assert.equal(data.meta.paused, true);
  assert.ok(included.plans.some((plan) => plan.id === data.attributes.plan_id));

  const keys = await (await fetch(`${server.url}/v2/application-keys`, { headers })).json();
  assert.equal(keys.data.length, 25);
  assert.equal(keys.meta.results.total, 30);
});
