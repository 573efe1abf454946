import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { tokenResponseSchema, WELL_KNOWN_IDS } from '../../src/index.js';
import { ADAPTERS, MSW_ADAPTERS, MSW_BASE, SERVER_ADAPTERS, useTarget } from '../support/adapters.js';
import { expectError, expectOk } from './expect.js';

const KEYS = '/v2/application-keys';
const SUBSCRIPTION = `/subscriptions/subscriptions/${WELL_KNOWN_IDS.active}`;
const MISSING_SUBSCRIPTION = '/subscriptions/subscriptions/00000000-0000-4000-8000-000000000999';

describe.each(ADAPTERS)('errors via %s', (adapter) => {
  const api = useTarget(adapter);

  it.each([
    ['DELETE', KEYS, 'GET, HEAD, POST'],
    ['PUT', KEYS, 'GET, HEAD, POST'],
    ['POST', `${KEYS}/some-id`, 'GET, HEAD, PUT, DELETE'],
    ['PATCH', `${KEYS}/`, 'GET, HEAD, POST'],
    ['PATCH', SUBSCRIPTION, 'GET, HEAD, PUT, DELETE'],
    ['POST', `/v2${SUBSCRIPTION}`, 'GET, HEAD, PUT, DELETE'],
    ['PUT', `/v2${SUBSCRIPTION}/states`, 'GET, HEAD, POST'],
    ['DELETE', '/v2/subscriptions/subscriptions', 'GET, HEAD, POST'],
    ['POST', `/v2${SUBSCRIPTION}/invoices`, 'GET, HEAD'],
    ['GET', '/oauth/access_token', 'POST'],
    ['DELETE', '/oauth/access_token', 'POST'],
  ])('%s %s is a 405 with Allow: %s', async (method, path, allow) => {
    const response = await api.fetch(path, { method, headers: { Authorization: 'Bearer x' } });
    expect(response.headers.get('allow')).toBe(allow);
    await expectError(response, 405, method, { scenario: 'default' });
  });

  it('405 comes before the scenario name, its behaviour and auth', async () => {
    for (const scenario of ['nope', 'rate-limited', 'server-error', '']) {
      const response = await api.fetch(`${KEYS}?scenario=${scenario}`, { method: 'DELETE' });
      expect(response.headers.get('allow')).toBe('GET, HEAD, POST');
      await expectError(response, 405);
    }
  });

  it('an unknown scenario comes before auth', async () => {
    await expectError(await api.get(`${KEYS}?scenario=nope`, { Authorization: null }), 400, 'unknown scenario');
  });

  it('scenario behaviour comes before auth and parameters', async () => {
    const rateLimited = await api.get(`${KEYS}?scenario=rate-limited&page[limit]=0`, { Authorization: null });
    expect(rateLimited.headers.get('retry-after')).toBe('30');
    await expectError(rateLimited, 429, undefined, { scenario: 'rate-limited' });
    const failing = await api.get(`${SUBSCRIPTION}?scenario=server-error&include=x`, { Authorization: 'Basic x' });
    await expectError(failing, 500, undefined, { scenario: 'server-error' });
  });

  it('the scenario name comes before parameters', async () => {
    await expectError(await api.get(`${KEYS}?page[limit]=0&scenario=nope`), 400, 'unknown scenario');
  });

  it('auth comes before parameters and the record', async () => {
    await expectError(await api.get(`${KEYS}?page[limit]=0`, { Authorization: null }), 401);
    await expectError(await api.get('/subscriptions/subscriptions/not-a-uuid', { Authorization: null }), 401);
    await expectError(await api.get(MISSING_SUBSCRIPTION, { Authorization: null }), 401);
    await expectError(await api.get(`${KEYS}/unknown`, { Authorization: null }), 401);
  });

  it('parameters come before the record', async () => {
    await expectError(await api.get(`${MISSING_SUBSCRIPTION}?include=plans&include=plans`), 400, 'include');
    await expectError(await api.get(`${KEYS}/unknown?page[limit]=1&page[limit]=2`), 400, 'page[limit]');
  });

  it.each([
    'scenario=default&scenario=default',
    'scenario=default&scenario=paused',
    'foo=1&foo=2',
    'page[offset]=0&page[offset]=0',
  ])('a parameter given twice (%s) is a 400', async (query) => {
    await expectError(await api.get(`${KEYS}?${query}`), 400, 'twice');
  });

  it('a malformed percent-escape in the query is a 400', async () => {
    await expectError(await api.get(`${KEYS}?foo=%E0%A4%A`), 400, 'percent-encoding');
    await expectError(await api.get(`${KEYS}?page%5Blimit%5=5`), 400, 'percent-encoding');
  });

  it('the token endpoint also takes a JSON body, refuses other types (415) and bodies over 16 KiB (413)', async () => {
    const json = JSON.stringify({ grant_type: 'implicit', client_id: 'app' });
    const headers = { 'Content-Type': 'application/json' };
    await expectOk(
      await api.fetch('/oauth/access_token', { method: 'POST', body: json, headers }),
      tokenResponseSchema,
    );
    await expectError(
      await api.fetch('/oauth/access_token', { method: 'POST', body: '{"grant_type":', headers }),
      400,
      'JSON',
    );
    await expectError(
      await api.fetch('/oauth/access_token', { method: 'POST', body: 'x', headers: { 'Content-Type': 'text/plain' } }),
      415,
    );
    const big = new URLSearchParams({ grant_type: 'implicit', client_id: 'x'.repeat(20_000) });
    await expectError(await api.fetch('/oauth/access_token', { method: 'POST', body: big }), 413);
  });

  it('never answers 5xx to odd input', async () => {
    const paths = [
      `${KEYS}?page[limit]=${'9'.repeat(500)}`,
      `${KEYS}?${'a'.repeat(4000)}=1`,
      `${KEYS}?=&&&=x&page[limit]`,
      `${KEYS}?__proto__=1&constructor=2`,
      `${KEYS}/%00`,
      `${KEYS}/${'x'.repeat(3000)}`,
      `/subscriptions/subscriptions/%ZZ`,
      `/subscriptions/subscriptions/${WELL_KNOWN_IDS.active.toUpperCase()}`,
      `${SUBSCRIPTION}?include=${','.repeat(100)}`,
      `${SUBSCRIPTION}?include=__proto__`,
      `${KEYS}?scenario=${'%FF'}`,
      `${KEYS}?scenario=__proto__`,
      `${KEYS}?scenario=${'x'.repeat(2000)}`,
    ];
    for (const path of paths) {
      const response = await api.get(path);
      expect(response.status, path).toBeLessThan(500);
      expect(response.headers.get('x-emulator-scenario'), path).toBeTruthy();
      const body = await response.json();
      if (response.status >= 400) expect(body.errors?.[0]?.status, path).toBe(String(response.status));
    }
  });
});

describe.each(SERVER_ADAPTERS)('unknown paths over real HTTP', (adapter) => {
  const api = useTarget(adapter);

  it.each([
    '/',
    '/v2',
    '/v2/unknown',
    '/v1/application-keys',
    `${KEYS}/a/b`,
    `${KEYS}//`,
    '/subscriptions',
    '/subscriptions/subscriptions/a/b',
    '/v2/subscriptions',
    '/oauth',
    '/favicon.ico',
  ])('%s is a 404 over real HTTP, before scenario and auth', async (path) => {
    await expectError(await api.get(path), 404, undefined, { scenario: 'default' });
    await expectError(await api.get(`${path}?scenario=nope`, { Authorization: null }), 404);
    await expectError(await api.fetch(`${path}?scenario=rate-limited`, { method: 'DELETE' }), 404);
  });
});

describe.each(MSW_ADAPTERS)('unknown paths through MSW (%s)', (adapter) => {
  const api = useTarget(adapter);

  it('are left to the consumer’s own handlers, while the emulated paths still answer', async () => {
    api.msw?.use(http.get(`${MSW_BASE}/v2/unknown`, () => HttpResponse.json({ mine: true })));
    const response = await api.get('/v2/unknown');
    expect(await response.json()).toEqual({ mine: true });
    expect(response.headers.get('x-emulator-scenario')).toBeNull();
    expect((await api.get(KEYS)).status).toBe(200);
    api.msw?.resetHandlers();
  });
});
