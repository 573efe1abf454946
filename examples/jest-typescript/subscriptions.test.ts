import { gateway, MemoryStorageFactory } from '@elasticpath/js-sdk';
import { createEmulator, WELL_KNOWN_IDS } from 'commerce-emulator';
import { setupServer } from 'msw/node';

const emulator = createEmulator();
const server = setupServer(...emulator.handlers);

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  jest.spyOn(console, 'info').mockImplementation(() => {}); // the SDK logs its token decisions
});
afterEach(() => emulator.reset()); // drop what a test wrote, back to the start-up scenario
afterAll(() => server.close());

// The platform's official SDK, unchanged: its requests (a token, then the API) never leave the process.
// The emulator's handlers answer on any origin, so the SDK keeps its usual https host.
function sdk() {
  return gateway({
    client_id: 'any-client-id', // any id and secret get a token
    client_secret: 'any-secret',
    host: 'api.example.com',
    storage: new MemoryStorageFactory(), // Node has no localStorage
    disableCart: true, // no cart id to make
    fetchMaxAttempts: 1, // fail at once, not after the SDK's retries
  });
}

test('the SDK reads a paused subscription', async () => {
  emulator.use('paused'); // or the SDK's `headers: { 'X-Emulator-Scenario': 'paused' }`
  const { data } = await sdk().Subscriptions.Get(WELL_KNOWN_IDS.active);
  expect(data.id).toBe(WELL_KNOWN_IDS.active);
  expect(data.meta.paused).toBe(true);
});

test('the SDK lists the application keys', async () => {
  const keys = await sdk().ApplicationKeys.All();
  expect(keys.data).toHaveLength(25);
  expect(keys.meta.results.total).toBe(30);
});
