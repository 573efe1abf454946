import { describe, expect, it } from 'vitest';
import { createEmulator, WELL_KNOWN_IDS } from '../../src/index.js';
import { ADAPTERS, AUTH, SERVER_ADAPTERS, useTarget } from '../support/adapters.js';
import { call } from '../support/inprocess.js';
import { expectJson } from './expect.js';

const KEYS = '/v2/application-keys';

describe.each(ADAPTERS)('request journal via %s', (adapter) => {
  const api = useTarget(adapter, { journal: 50 });

  it('records what was sent and answered: method, path, query, headers, body, status, scenario, session, timing', async () => {
    api.emulator.requests.clear();
    await api.get(`${KEYS}?page[limit]=5&scenario=paused`, { 'X-Emulator-Session': 'journal' });
    const [entry] = api.emulator.requests();
    expect(entry).toMatchObject({
      id: expect.any(Number),
      method: 'GET',
      path: KEYS,
      query: { 'page[limit]': '5', scenario: 'paused' },
      body: null,
      status: 200,
      scenario: 'paused',
      session: 'journal',
    });
    expect(Date.parse(entry?.time ?? '')).toBeGreaterThan(Date.now() - 60_000);
    expect(entry?.durationMs).toBeGreaterThanOrEqual(0);
    expect(entry?.headers['x-emulator-session']).toBe('journal');
    expect(JSON.parse(entry?.response.body ?? '{}').meta.page.limit).toBe(5);
    expect(entry?.response.headers['X-Emulator-Scenario']).toBe('paused');
  });

  it('hides secrets: the bearer token, and client_secret in form and JSON bodies', async () => {
    api.emulator.requests.clear();
    await api.token({ grant_type: 'client_credentials', client_id: 'app', client_secret: 'hunter2' });
    const body = JSON.stringify({ data: { type: 'application_key', name: 'Secretive' } });
    await api.fetch(KEYS, { method: 'POST', headers: { ...AUTH, 'Content-Type': 'application/json' }, body });
    const [token, created] = api.emulator.requests();
    expect(token?.body).toBe('grant_type=client_credentials&client_id=app&client_secret=***');
    expect(created?.headers.authorization).toBe('Bearer ***');
    expect(created?.status).toBe(201);
    expect(created?.response.body).toMatch(/"client_secret":"\*\*\*"/);
    expect(JSON.stringify(api.emulator.requests())).not.toContain('conformance-token');
    expect(JSON.stringify(api.emulator.requests())).not.toContain('hunter2');
  });

  it('filters by method, path (exact, * or RegExp), status, scenario and session', async () => {
    api.emulator.requests.clear();
    await api.get(KEYS);
    await api.get(`${KEYS}/nope`);
    await api.get(`/v2/subscriptions/subscriptions/${WELL_KNOWN_IDS.active}?scenario=closed`);
    await api.fetch(KEYS, { method: 'DELETE', headers: AUTH });
    await api.get(`${KEYS}?session=x&page[limit]=1`);
    const requests = api.emulator.requests;
    expect(requests({ path: KEYS }).map((e) => e.method)).toEqual(['GET', 'DELETE', 'GET']);
    expect(requests({ path: `${KEYS}/*` }).map((e) => e.status)).toEqual([404]);
    expect(requests({ path: /subscriptions/ }).map((e) => e.scenario)).toEqual(['closed']);
    expect(requests({ method: 'delete' }).map((e) => e.status)).toEqual([405]);
    expect(requests({ status: 404 })).toHaveLength(1);
    expect(requests({ session: 'x' })).toHaveLength(1);
    expect(requests({ scenario: 'closed', status: 200 })).toHaveLength(1);
  });

  it('keeps the last N (--journal), newest last, and clear() empties it', async () => {
    api.emulator.requests.clear();
    for (let i = 0; i < 60; i++) await api.get(`${KEYS}?page[offset]=${i}`);
    const all = api.emulator.requests();
    expect(all).toHaveLength(50);
    expect(all.at(-1)?.query['page[offset]']).toBe('59');
    expect(all[0]?.query['page[offset]']).toBe('10');
    expect(all.map((e) => e.id)).toEqual([...all.map((e) => e.id)].sort((a, b) => a - b));
    api.emulator.requests.clear();
    expect(api.emulator.requests()).toEqual([]);
  });

  it('each entry keeps its own path, query, headers and answer, whether the one before was the same or not', async () => {
    api.emulator.requests.clear();
    const sent = [
      ['one', 's1', `${KEYS}?page[limit]=1`],
      ['one', 's1', `${KEYS}?page[limit]=1`],
      ['two', 's2', `${KEYS}/nope`],
      ['one', 's1', `${KEYS}?page[limit]=1`],
      ['two', 's1', `${KEYS}?page[limit]=2`],
    ] as const;
    // Past the bound twice over, so that the ring wraps and old slots are written again.
    for (let round = 0; round < 21; round++) {
      for (const [trace, session, path] of sent)
        await api.get(path, { 'X-Trace': trace, 'X-Emulator-Session': session });
    }
    const last = api.emulator.requests().slice(-sent.length);
    expect(api.emulator.requests()).toHaveLength(50);
    expect(last.map((e) => [e.headers['x-trace'], e.session, `${e.path}${e.query['page[limit]'] ?? ''}`])).toEqual(
      sent.map(([trace, session, path]) => [trace, session, path.replace('?page[limit]=', '')]),
    );
    expect(last.map((e) => e.status)).toEqual([200, 200, 404, 200, 200]);
    expect(last.map((e) => e.response.headers['X-Emulator-Session'])).toEqual(['s1', 's1', 's2', 's1', 's1']);
    expect(last.map((e) => JSON.parse(e.response.body).data?.length)).toEqual([1, 1, undefined, 1, 2]);
    const ids = api.emulator.requests().map((e) => e.id);
    expect(ids).toEqual(ids.map((_, i) => (ids[0] as number) + i));
  });

  it('200 parallel requests are each recorded once', async () => {
    api.emulator.requests.clear();
    const big = createEmulator({ journal: 1000 });
    const answers = await Promise.all(Array.from({ length: 200 }, (_, i) => call(big, `${KEYS}?n=${i}`)));
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    const seen = big.requests().map((e) => Number(e.query.n));
    expect(seen.sort((a, b) => a - b)).toEqual(Array.from({ length: 200 }, (_, i) => i));
    await Promise.all(Array.from({ length: 200 }, (_, i) => api.get(`${KEYS}?n=${i}`)));
    expect(new Set(api.emulator.requests().map((e) => e.query.n)).size).toBe(50);
  });
});

describe.each(SERVER_ADAPTERS)('request journal over real HTTP', (adapter) => {
  const api = useTarget(adapter);

  it('GET /__emulator/requests filters and limits; DELETE clears; admin requests are not recorded', async () => {
    await api.fetch('/__emulator/requests', { method: 'DELETE' });
    await api.get(KEYS);
    await api.get(`${KEYS}/nope`);
    await api.get(KEYS, { 'X-Emulator-Session': 's' });
    const all = (await expectJson(await api.fetch('/__emulator/requests'), 200)) as {
      data: { id: number; status: number; session: string }[];
    };
    expect(all.data.map((e) => e.status)).toEqual([200, 404, 200]);
    const some = (await expectJson(await api.fetch('/__emulator/requests?status=200&session=s'), 200)) as typeof all;
    expect(some.data).toHaveLength(1);
    const after = (await expectJson(
      await api.fetch(`/__emulator/requests?after=${all.data[0]?.id}&limit=1`),
      200,
    )) as typeof all;
    expect(after.data.map((e) => e.session)).toEqual(['s']);
    const bad = await api.fetch('/__emulator/requests?status=abc');
    expect(bad.status).toBe(400);
    await api.fetch('/__emulator/requests', { method: 'DELETE' });
    expect(((await expectJson(await api.fetch('/__emulator/requests'), 200)) as typeof all).data).toEqual([]);
  });

  it('--journal 0 records nothing', async () => {
    const off = createEmulator({ journal: 0 });
    await call(off, KEYS);
    expect(off.requests()).toEqual([]);
  });
});
