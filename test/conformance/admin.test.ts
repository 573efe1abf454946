import { afterEach, describe, expect, it } from 'vitest';
import { applicationKeyListSchema, subscriptionResponseSchema, WELL_KNOWN_IDS } from '../../src/index.js';
import { VERSION } from '../../src/version.generated.js';
import { useTarget } from '../support/adapters.js';
import { expectError, expectJson, expectOk } from './expect.js';

// The admin API is served by `listen()` only: MSW handlers answer the emulated API, nothing else.
const ADMIN = '/__emulator';
const PRIMARY = `/subscriptions/subscriptions/${WELL_KNOWN_IDS.active}`;

function putScenario(body: string, headers: Record<string, string> = { 'Content-Type': 'application/json' }) {
  return { method: 'PUT', body, headers };
}

describe('admin API over real HTTP', () => {
  const api = useTarget('node');
  afterEach(() => api.emulator.reset());

  it('GET health says ok, the version, the API version and the current scenario', async () => {
    expect(await expectJson(await api.fetch(`${ADMIN}/health`), 200, 'default')).toEqual({
      status: 'ok',
      version: VERSION,
      api_version: '2024',
      scenario: 'default',
      session: 'default',
    });
  });

  it('GET scenarios lists every name with its one-line description, and the well-known ids', async () => {
    const body = (await expectJson(await api.fetch(`${ADMIN}/scenarios`), 200, 'default')) as {
      current: string;
      scenarios: { name: string; description: string; status?: number }[];
      ids: unknown;
    };
    expect(body.current).toBe('default');
    expect(body.scenarios.map((scenario) => scenario.name)).toEqual(api.emulator.scenarios);
    for (const { description } of body.scenarios) {
      expect(description.trim().length).toBeGreaterThan(0);
      expect(description).not.toContain('\n');
    }
    expect(body.scenarios.find((scenario) => scenario.name === 'rate-limited')?.status).toBe(429);
    expect(body.scenarios.find((scenario) => scenario.name === 'server-error')?.status).toBe(500);
    expect(body.ids).toEqual(WELL_KNOWN_IDS);
  });

  it('PUT scenario switches the current scenario for requests that name none', async () => {
    const response = await api.fetch(`${ADMIN}/scenario`, putScenario('{"name":"paused"}'));
    expect(await expectJson(response, 200, 'paused')).toEqual({ current: 'paused', session: 'default' });
    const body = await expectOk(await api.get(PRIMARY), subscriptionResponseSchema, 'paused');
    expect(body.data.state?.meta.paused).toBe(true);
    expect(await expectJson(await api.fetch(`${ADMIN}/health`), 200, 'paused')).toMatchObject({ scenario: 'paused' });
    await expectOk(await api.get(`${PRIMARY}?scenario=default`), subscriptionResponseSchema, 'default');
  });

  it('PUT scenario takes a JSON body whatever its declared type', async () => {
    const response = await api.fetch(`${ADMIN}/scenario`, putScenario('{"name":"closed"}', {}));
    expect(await expectJson(response, 200, 'closed')).toEqual({ current: 'closed', session: 'default' });
  });

  it.each([
    ['an unknown name', '{"name":"nope"}', 'unknown scenario "nope"'],
    ['a missing name', '{}', 'name'],
    ['a name that is not a string', '{"name":3}', 'name'],
    ['bad JSON', '{"name":', 'not valid JSON'],
    ['an empty body', '', 'name'],
    ['a JSON array', '[]', 'name'],
  ])('PUT scenario with %s is a 400 in the envelope and changes nothing', async (_what, body, detail) => {
    await expectError(await api.fetch(`${ADMIN}/scenario`, putScenario(body)), 400, detail, { scenario: 'default' });
    await expectOk(await api.get('/v2/application-keys'), applicationKeyListSchema, 'default');
  });

  it('the unknown-name error lists every valid name', async () => {
    const body = await expectError(await api.fetch(`${ADMIN}/scenario`, putScenario('{"name":"nope"}')), 400);
    for (const name of api.emulator.scenarios) expect(body.errors[0]?.detail).toContain(name);
  });

  it('a body over 16 KiB is a 413 in the envelope', async () => {
    const body = JSON.stringify({ name: 'x'.repeat(20_000) });
    await expectError(await api.fetch(`${ADMIN}/scenario`, putScenario(body)), 413);
  });

  it('POST reset returns to the start-up scenario', async () => {
    await api.fetch(`${ADMIN}/scenario`, putScenario('{"name":"empty"}'));
    await expectOk(await api.get('/v2/application-keys'), applicationKeyListSchema, 'empty');
    const response = await api.fetch(`${ADMIN}/reset`, { method: 'POST' });
    expect(await expectJson(response, 200, 'default')).toEqual({ current: 'default', session: 'default' });
    const list = await expectOk(await api.get('/v2/application-keys'), applicationKeyListSchema, 'default');
    expect(list.meta.results.total).toBe(30);
  });

  it('is never rate-limited or failed by a scenario', async () => {
    api.emulator.use('rate-limited');
    await expectError(await api.get('/v2/application-keys'), 429);
    expect(await expectJson(await api.fetch(`${ADMIN}/health`), 200, 'rate-limited')).toMatchObject({ status: 'ok' });
    await api.fetch(`${ADMIN}/scenario`, putScenario('{"name":"server-error"}'));
    expect((await api.fetch(`${ADMIN}/scenarios`)).status).toBe(200);
    expect((await api.fetch(`${ADMIN}/reset`, { method: 'POST' })).status).toBe(200);
    await expectOk(await api.get('/v2/application-keys'), applicationKeyListSchema, 'default');
  });

  it.each([
    ['GET', '/nope'],
    ['POST', '/health'],
    ['GET', '/scenario'],
    ['GET', '/reset'],
  ])('%s %s is a 404 in the envelope listing the admin endpoints', async (method, path) => {
    await expectError(await api.fetch(`${ADMIN}${path}`, { method }), 404, 'GET /__emulator/health');
  });
});

describe('admin API switched off', () => {
  const api = useTarget('node', { admin: false });

  it.each([
    ['GET', '/health'],
    ['GET', '/scenarios'],
    ['PUT', '/scenario'],
    ['POST', '/reset'],
  ])('%s /__emulator%s is the API’s unknown-path 404', async (method, path) => {
    const init = method === 'PUT' ? putScenario('{"name":"paused"}') : { method };
    await expectError(await api.fetch(`${ADMIN}${path}`, init), 404, 'no endpoint', { scenario: 'default' });
  });
});
