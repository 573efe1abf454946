import { describe, expect, it, vi } from 'vitest';
import {
  applicationKeyListSchema,
  createEmulator,
  subscriptionResponseSchema,
  WELL_KNOWN_IDS,
} from '../../src/index.js';
import { MAX_SESSIONS, SESSION_BYTES, SESSION_MEGABYTES } from '../../src/store/store.js';
import { ADAPTERS, AUTH, SERVER_ADAPTERS, type Target, useTarget } from '../support/adapters.js';
import { call, getJson } from '../support/inprocess.js';
import { expectError, expectJson, expectOk } from './expect.js';

const KEYS = '/v2/application-keys';
const ADMIN = '/__emulator';

function createKey(api: Target, name: string, headers: Record<string, string> = {}, query = '') {
  return api.fetch(`${KEYS}${query}`, {
    method: 'POST',
    headers: { ...AUTH, 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify({ data: { type: 'application_key', name } }),
  });
}

async function names(api: Target, headers: Record<string, string> = {}, query = ''): Promise<string[]> {
  const body = await expectOk(await api.get(`${KEYS}?page[limit]=100${query}`, headers), applicationKeyListSchema);
  return body.data.map((key) => key.name);
}

describe.each(ADAPTERS)('sessions via %s', (adapter) => {
  const api = useTarget(adapter);

  it('every answer names its session; default when none is chosen', async () => {
    const response = await api.get(KEYS);
    expect(response.headers.get('x-emulator-session')).toBe('default');
    const error = await api.get('/v2/application-keys/nope');
    expect(error.headers.get('x-emulator-session')).toBe('default');
  });

  it('?session= beats the header, which beats the current session', async () => {
    expect((await createKey(api, 'in-q', {}, '?session=q')).status).toBe(201);
    expect((await createKey(api, 'in-h', { 'X-Emulator-Session': 'h' })).status).toBe(201);
    expect(await names(api, { 'X-Emulator-Session': 'h' }, '&session=q')).toContain('in-q');
    expect(await names(api, { 'X-Emulator-Session': 'h' })).toContain('in-h');
    expect(await names(api)).not.toContain('in-h');
    api.emulator.session('h');
    expect(await names(api)).toContain('in-h');
    api.emulator.session('default');
  });

  it('writes are kept apart by (scenario, session): a key made in paused/alice is seen there only', async () => {
    await createKey(api, 'alice-key', { 'X-Emulator-Session': 'alice', 'X-Emulator-Scenario': 'paused' });
    expect(await names(api, { 'X-Emulator-Session': 'alice', 'X-Emulator-Scenario': 'paused' })).toContain('alice-key');
    expect(await names(api, { 'X-Emulator-Session': 'alice' })).not.toContain('alice-key');
    expect(await names(api, { 'X-Emulator-Session': 'bob', 'X-Emulator-Scenario': 'paused' })).not.toContain(
      'alice-key',
    );
  });

  it.each(['', 'a b', 'x'.repeat(65), 'é', 'a/b', '..%2F'])('session name %j is a 400', async (name) => {
    await expectError(await api.get(`${KEYS}?session=${encodeURIComponent(name)}`), 400, 'session');
  });

  it('a session given twice is a 400', async () => {
    await expectError(await api.get(`${KEYS}?session=a&session=b`), 400, 'session');
  });

  it('emulator.session() refuses a bad name with a TypeError', () => {
    expect(() => api.emulator.session('no spaces')).toThrow(TypeError);
  });

  it('reset() drops every session’s writes and goes back to the current session of the start', async () => {
    await createKey(api, 'doomed', { 'X-Emulator-Session': 'reset-me' });
    api.emulator.session('reset-me');
    api.emulator.reset();
    expect((await api.get(KEYS)).headers.get('x-emulator-session')).toBe('default');
    expect(await names(api, { 'X-Emulator-Session': 'reset-me' })).not.toContain('doomed');
  });

  it('20 sessions x 3 scenarios writing and reading at once each see only their own writes', async () => {
    const scenarios = ['default', 'paused', 'many-keys'];
    const lanes = scenarios.flatMap((scenario) =>
      Array.from({ length: 20 }, (_, i) => ({ scenario, session: `iso-${i}` })),
    );
    const lane = async ({ scenario, session }: { scenario: string; session: string }) => {
      const headers = { 'X-Emulator-Scenario': scenario, 'X-Emulator-Session': session };
      const made: string[] = [];
      for (let step = 0; step < 3; step++) {
        const name = `${scenario}/${session}/${step}`;
        expect((await createKey(api, name, headers)).status).toBe(201);
        made.push(name);
        const body = await expectOk(
          await api.get(`${KEYS}?page[offset]=${scenario === 'many-keys' ? 9990 : 0}&page[limit]=100`, headers),
          applicationKeyListSchema,
        );
        const own = body.data.map((key) => key.name).filter((key) => key.includes('/iso-'));
        expect(own).toEqual(made);
      }
      const paused = await expectOk(
        await api.get(`/v2/subscriptions/subscriptions/${WELL_KNOWN_IDS.active}`, headers),
        subscriptionResponseSchema,
      );
      expect(paused.data.meta.paused).toBe(scenario === 'paused');
    };
    await Promise.all(lanes.map(lane));
  });
});

// The admin API is served by the HTTP server only.
describe.each(SERVER_ADAPTERS)('session admin over real HTTP', (adapter) => {
  const api = useTarget(adapter);

  it('PUT /__emulator/session sets the current session; GET sessions lists those holding writes', async () => {
    const put = await api.fetch(`${ADMIN}/session`, { method: 'PUT', body: JSON.stringify({ name: 'carol' }) });
    expect(await expectJson(put, 200)).toEqual({ current: 'default', session: 'carol' });
    expect(put.headers.get('x-emulator-session')).toBe('carol');
    await createKey(api, 'carol-key');
    expect(await names(api)).toContain('carol-key');
    const listed = (await expectJson(await api.fetch(`${ADMIN}/sessions`), 200)) as {
      current: string;
      data: unknown[];
    };
    expect(listed).toEqual({
      current: 'carol',
      data: [{ scenario: 'default', session: 'carol', writes: 1, clock: '2026-01-01T00:00:00Z' }],
    });
    await expectError(
      await api.fetch(`${ADMIN}/session`, { method: 'PUT', body: JSON.stringify({ name: 'no way' }) }),
      400,
      'session',
    );
  });

  it('DELETE /__emulator/sessions/NAME drops that session’s writes; POST reset drops them all', async () => {
    await createKey(api, 'dave-key', { 'X-Emulator-Session': 'dave' });
    await createKey(api, 'erin-key', { 'X-Emulator-Session': 'erin' });
    expect(await expectJson(await api.fetch(`${ADMIN}/sessions/dave`, { method: 'DELETE' }), 200)).toEqual({
      session: 'dave',
      dropped: true,
    });
    expect(await names(api, { 'X-Emulator-Session': 'dave' })).not.toContain('dave-key');
    expect(await names(api, { 'X-Emulator-Session': 'erin' })).toContain('erin-key');
    expect(await expectJson(await api.fetch(`${ADMIN}/sessions/dave`, { method: 'DELETE' }), 200)).toEqual({
      session: 'dave',
      dropped: false,
    });
    await expectJson(await api.fetch(`${ADMIN}/reset`, { method: 'POST' }), 200);
    expect(await names(api, { 'X-Emulator-Session': 'erin' })).not.toContain('erin-key');
  });

  it('a refused write makes no session; concurrent first writes of one session all land in it', async () => {
    await expectJson(await api.fetch(`${ADMIN}/reset`, { method: 'POST' }), 200);
    const json = { 'Content-Type': 'application/json', ...AUTH };
    const over = JSON.stringify({ data: { type: 'application_key', name: 'greedy', reserved_rate_limit: 1000 } });
    await expectError(await api.fetch(`${KEYS}?session=frank`, { method: 'POST', headers: json, body: over }), 409);
    await expectError(await api.fetch(`${KEYS}?session=frank`, { method: 'POST', headers: json, body: '{}' }), 400);
    const sessions = async () =>
      ((await expectJson(await api.fetch(`${ADMIN}/sessions`), 200)) as { data: unknown[] }).data;
    expect(await sessions()).toEqual([]);
    await Promise.all(
      ['a', 'b', 'c', 'd'].map((name) => createKey(api, `grace-${name}`, { 'X-Emulator-Session': 'grace' })),
    );
    expect(
      (await names(api, { 'X-Emulator-Session': 'grace' })).filter((name) => name.startsWith('grace-')).sort(),
    ).toEqual(['grace-a', 'grace-b', 'grace-c', 'grace-d']);
    expect(await sessions()).toMatchObject([{ session: 'grace', writes: 4 }]);
  });
});

describe('the session limit', () => {
  it(`keeps at most ${MAX_SESSIONS} sessions with writes, drops the least recently used and says so`, async () => {
    const onNotice = vi.fn();
    const emulator = createEmulator({ onNotice });
    const write = (session: string) =>
      call(emulator, `${KEYS}?session=${session}`, { json: { data: { type: 'application_key', name: session } } });
    for (let i = 0; i < MAX_SESSIONS; i++) expect((await write(`s${i}`)).status).toBe(201);
    await write('s0'); // s0 is now the most recently used; s1 the least
    expect(onNotice).not.toHaveBeenCalled();
    await write('one-more');
    expect(onNotice).toHaveBeenCalledTimes(1);
    expect(onNotice.mock.calls[0]?.[0]).toMatch(/session s1 .*more than 1000 sessions/);
  });

  it('keeps the writes of all sessions within about SESSION_BYTES: past it the least recently used go', async () => {
    const onNotice = vi.fn();
    const emulator = createEmulator({ scenario: 'many-subscriptions', onNotice });
    const invoices = async (session: string) => {
      const path = `/v2/subscriptions/subscriptions/${WELL_KNOWN_IDS.active}/invoices?session=${session}`;
      const answer = await getJson<{ meta: { results: { total: number } } }>(emulator, path);
      return answer.body.meta.results.total;
    };
    const before = await invoices('none');
    // A month for 2,000 subscriptions copies every one of their lives into the session: some 4 MB each time.
    let moves = 0;
    while (onNotice.mock.calls.length === 0 && moves < 200)
      await emulator.clock.advance('P1M', { session: `m${moves++}` });
    expect(onNotice.mock.calls[0]?.[0]).toMatch(new RegExp(`session m0 .*more than about ${SESSION_MEGABYTES} MB`));
    expect(moves * 4_000_000).toBeGreaterThan(SESSION_BYTES * 0.6); // not dropped long before the budget
    // Dropped: a request to it is told so (never served the world as if nothing had happened).
    const gone = await call(emulator, `/v2/subscriptions/subscriptions/${WELL_KNOWN_IDS.active}/invoices?session=m0`);
    expect(gone.status).toBe(410);
    expect(((await gone.json()) as { errors: { detail: string }[] }).errors[0]?.detail).toMatch(
      /^dropped the writes of session m0 .*; DELETE \/__emulator\/sessions\/m0 or POST \/__emulator\/reset starts it anew/,
    );
    expect(await invoices(`m${moves - 1}`)).toBe(before + 1); // the newest still holds its month
  });

  it('keeps them within sessionMemory when given: a budget of 7 MB holds two months of many-subscriptions', async () => {
    const onNotice = vi.fn();
    const emulator = createEmulator({ scenario: 'many-subscriptions', onNotice, sessionMemory: 7 });
    let moves = 0;
    while (onNotice.mock.calls.length === 0 && moves < 20)
      await emulator.clock.advance('P1M', { session: `m${moves++}` });
    // Some 3.1 MB a month: the third does not fit beside the first two, so the first goes.
    expect(moves).toBe(3);
    expect(onNotice.mock.calls[0]?.[0]).toMatch(/session m0 .*more than about 7 MB/);
    expect(emulator.clock.now({ session: 'm1' })).toBe('2026-02-01T00:00:00Z');
  });

  it('refuses a sessionMemory that is not megabytes above 0', () => {
    expect(() => createEmulator({ sessionMemory: 0 })).toThrow(/sessionMemory must be megabytes > 0, got 0/);
    expect(() => createEmulator({ sessionMemory: Number.NaN })).toThrow(TypeError);
  });
});
