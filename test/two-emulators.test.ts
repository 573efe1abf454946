import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmulator, type EmulatorOptions, type RunningServer, WELL_KNOWN_IDS } from '../src/index.js';
import { BEARER } from './support/inprocess.js';

// No state is shared between emulators: every cache belongs to its emulator. Two of them, with different seeds and
// scenarios, answer 1,000 interleaved requests through MSW, request() and a real server, each from its own world.
const OPTIONS: Record<'a' | 'b', EmulatorOptions> = {
  a: { seed: 1, baseUrl: 'http://a.test' },
  b: { seed: 2, scenario: 'paused', session: 'bee', baseUrl: 'http://b.test' },
};
const PATHS = [
  '/v2/application-keys?page[limit]=5',
  '/v2/application-keys?page[offset]=10&page[limit]=3',
  `/v2/subscriptions/subscriptions/${WELL_KNOWN_IDS.active}?include=plans,products`,
  `/v2/subscriptions/subscriptions/${WELL_KNOWN_IDS.active}/states`,
  '/v2/subscriptions/subscriptions?page[limit]=3&include=plans',
  `/subscriptions/subscriptions/${WELL_KNOWN_IDS.resumed}/invoices`,
  '/v2/application-keys/nope',
];

const emulators = { a: createEmulator(OPTIONS.a), b: createEmulator(OPTIONS.b) };
const servers: Partial<Record<'a' | 'b', RunningServer>> = {};
const msw = setupServer(...emulators.a.handlers, ...emulators.b.handlers);

beforeAll(async () => {
  msw.listen({ onUnhandledRequest: 'bypass' });
  servers.a = await emulators.a.listen();
  servers.b = await emulators.b.listen();
});
afterAll(async () => {
  msw.close();
  await servers.a?.close();
  await servers.b?.close();
});

type Via = 'msw' | 'request' | 'http';

/** Where a request goes: through MSW (each emulator on its own origin), request() or its server. */
function url(name: 'a' | 'b', via: Via, path: string): string {
  return via === 'http' ? `${servers[name]?.url}${path}` : `${OPTIONS[name].baseUrl}${path}`;
}

async function ask(name: 'a' | 'b', via: Via, path: string): Promise<string> {
  const at = url(name, via, path);
  const response =
    via === 'request' ? await emulators[name].request(at, { headers: BEARER }) : await fetch(at, { headers: BEARER });
  return `${response.status} ${response.headers.get('x-emulator-scenario')} ${await response.text()}`;
}

describe('two emulators in one process', () => {
  it('answer 1,000 interleaved requests, each from its own world only', async () => {
    // What each answers alone, from a fresh emulator with the same options and the same URL.
    const expected = new Map<string, string>();
    for (const name of ['a', 'b'] as const) {
      const alone = createEmulator(OPTIONS[name]);
      for (const via of ['msw', 'request', 'http'] as const) {
        for (const path of PATHS) {
          const response = await alone.request(url(name, via, path), { headers: BEARER });
          expected.set(
            `${name} ${via} ${path}`,
            `${response.status} ${response.headers.get('x-emulator-scenario')} ${await response.text()}`,
          );
        }
      }
    }
    expect(expected.get(`a request ${PATHS[0]}`)).not.toBe(expected.get(`b request ${PATHS[0]}`));
    const plan = Array.from({ length: 1000 }, (_, i) => {
      const name = (['a', 'b'] as const)[(i * 7) % 2] as 'a' | 'b';
      const via = (['msw', 'request', 'http'] as const)[(i * 5) % 3] as Via;
      return { name, via, path: PATHS[(i * 3) % PATHS.length] as string };
    });
    const answers = await Promise.all(plan.map(({ name, via, path }) => ask(name, via, path)));
    plan.forEach(({ name, via, path }, i) => {
      expect(answers[i], `${name} ${via} ${path}`).toBe(expected.get(`${name} ${via} ${path}`));
    });
  });

  it('a write in one is never seen by the other, even in a session of the same name', async () => {
    const body = JSON.stringify({ data: { type: 'application_key', name: 'only in a', reserved_rate_limit: 0 } });
    const headers = { ...BEARER, 'content-type': 'application/json', 'x-emulator-session': 'bee' };
    const created = await emulators.a.request('http://a.test/v2/application-keys', { method: 'POST', headers, body });
    expect(created.status).toBe(201);
    const { data } = (await created.json()) as { data: { id: string } };
    const read = (name: 'a' | 'b') =>
      emulators[name].request(`http://x/v2/application-keys/${data.id}?scenario=default`, { headers });
    expect((await read('a')).status).toBe(200);
    expect((await read('b')).status).toBe(404);
    expect(emulators.b.requests({ method: 'POST' })).toEqual([]);
  });
});
