const { setupServer } = require('msw/node');
const { createEmulator, WELL_KNOWN_IDS } = require('commerce-emulator');

// The emulator's MSW handlers answer the API's paths on any origin: point your client at its usual base URL.
const API = 'https://api.example.com';
const headers = { Authorization: 'Bearer any-token' };

const emulator = createEmulator();
const server = setupServer(...emulator.handlers);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => emulator.reset()); // drop what a test wrote
afterAll(() => server.close());

test('a paused subscription with its plan, and the application keys', async () => {
  // ?scenario=paused answers from the world where subscription ...001 is paused
  const res = await fetch(
    `${API}/v2/subscriptions/subscriptions/${WELL_KNOWN_IDS.active}?include=plans&scenario=paused`,
    { headers },
  );
  expect(res.status).toBe(200);
  const { data, included } = await res.json();
  expect(data.meta.paused).toBe(true);
  expect(included.plans.map((plan) => plan.id)).toContain(data.attributes.plan_id);

  const keys = await (await fetch(`${API}/v2/application-keys`, { headers })).json();
  expect(keys.data).toHaveLength(25);
  expect(keys.meta.results.total).toBe(30);
});
