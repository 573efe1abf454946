import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import {
  applicationKeyListSchema,
  createEmulator,
  subscriptionResponseSchema,
  WELL_KNOWN_IDS,
} from 'commerce-emulator';
import { setupServer } from 'msw/node';

// A CommonJS project: tsc compiles these imports to require(), and type-checks them against commerce-emulator's and
// msw's CommonJS declarations.
const API = 'https://api.example.com';
const headers = { Authorization: 'Bearer any-token' };

const emulator = createEmulator();
const server = setupServer(...emulator.handlers);

before(() => server.listen({ onUnhandledRequest: 'error' }));
after(() => server.close());

test('a paused subscription with its plan, and the application keys', async () => {
  // ?scenario=paused answers from the world where subscription ...001 is paused
  const res = await fetch(
    `${API}/v2/subscriptions/subscriptions/${WELL_KNOWN_IDS.active}?include=plans&scenario=paused`,
    { headers },
  );
  assert.equal(res.status, 200);
  // The exported zod schemas check the answer and type it.
  const { data, included } = subscriptionResponseSchema.parse(await res.json());
  assert.equal(data.meta.paused, true);
  assert.ok(included?.plans?.some((plan) => plan.id === data.attributes.plan_id));

  const keys = applicationKeyListSchema.parse(await (await fetch(`${API}/v2/application-keys`, { headers })).json());
  assert.equal(keys.data.length, 25);
  assert.equal(keys.meta.results.total, 30);
});
