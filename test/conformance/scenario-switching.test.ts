import { afterEach, describe, expect, it } from 'vitest';
import { applicationKeyListSchema, subscriptionResponseSchema, WELL_KNOWN_IDS } from '../../src/index.js';
import { ADAPTERS, type Target, useTarget } from '../support/adapters.js';
import { expectError, expectOk } from './expect.js';

const KEYS = '/v2/application-keys';
const PATH = '/subscriptions/subscriptions';
const PRIMARY = `${PATH}/${WELL_KNOWN_IDS.active}`;
const NAMES = [
  'default',
  'canceled',
  'closed',
  'edge-cases',
  'empty',
  'many-keys',
  'many-subscriptions',
  'paused',
  'payments-failing',
  'rate-limited',
  'resumed',
  'server-error',
  'suspended',
];

async function primary(api: Target, query: string, headers: Record<string, string> = {}) {
  return expectOk(await api.get(`${PRIMARY}${query}`, headers), subscriptionResponseSchema);
}

describe.each(ADAPTERS)('scenarios via %s', (adapter) => {
  const api = useTarget(adapter);

  it('knows exactly the built-in scenarios', () => {
    expect(api.emulator.scenarios).toEqual(NAMES);
  });

  it('the query flag and the header each choose the world, and the answer says which', async () => {
    await expectOk(await api.get(`${KEYS}?scenario=empty`), applicationKeyListSchema, 'empty');
    await expectOk(await api.get(KEYS, { 'X-Emulator-Scenario': 'empty' }), applicationKeyListSchema, 'empty');
    await expectOk(await api.get(KEYS), applicationKeyListSchema, 'default');
  });

  it('an unknown scenario is a 400 that lists every valid name', async () => {
    for (const response of [
      await api.get(`${KEYS}?scenario=nope`),
      await api.get(PRIMARY, { 'X-Emulator-Scenario': 'nope' }),
      await api.token({ grant_type: 'implicit', client_id: 'a' }, '/oauth/access_token?scenario=nope'),
      await api.get(`${KEYS}?scenario=Default`),
    ]) {
      const body = await expectError(response, 400, 'unknown scenario');
      for (const name of NAMES) expect(body.errors[0]?.detail).toContain(name);
    }
  });

  it('an empty ?scenario= is a 400', async () => {
    await expectError(await api.get(`${KEYS}?scenario=`), 400, 'empty scenario');
    await expectError(await api.get(`${PRIMARY}?scenario`), 400, 'empty scenario');
  });

  it('rate-limited answers 429 with Retry-After on every API route, the token endpoint included', async () => {
    for (const response of [
      await api.get(`${KEYS}?scenario=rate-limited`),
      await api.get(`${KEYS}/x`, { 'X-Emulator-Scenario': 'rate-limited' }),
      await api.get(`${PRIMARY}?scenario=rate-limited`),
      await api.get(`/v2${PRIMARY}?scenario=rate-limited`),
      await api.token({ grant_type: 'implicit', client_id: 'a' }, '/oauth/access_token?scenario=rate-limited'),
      await api.fetch('/oauth/access_token', { method: 'POST', headers: { 'X-Emulator-Scenario': 'rate-limited' } }),
    ]) {
      expect(response.headers.get('retry-after')).toBe('30');
      await expectError(response, 429, 'rate limit', { scenario: 'rate-limited' });
    }
  });

  it('server-error answers 500 on every API route, the token endpoint included', async () => {
    for (const response of [
      await api.get(`${KEYS}?scenario=server-error`),
      await api.get(`${KEYS}/x?scenario=server-error`),
      await api.get(`${PRIMARY}`, { 'X-Emulator-Scenario': 'server-error' }),
      await api.token({ grant_type: 'implicit', client_id: 'a' }, '/oauth/access_token?scenario=server-error'),
    ]) {
      await expectError(response, 500, undefined, { scenario: 'server-error' });
    }
  });

  it('HEAD in rate-limited is a 429 without a body', async () => {
    const response = await api.fetch(`${KEYS}?scenario=rate-limited`, { method: 'HEAD' });
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('30');
    expect(response.headers.get('x-emulator-scenario')).toBe('rate-limited');
    expect(await response.text()).toBe('');
  });
});

describe.each(ADAPTERS)('scenario precedence via %s', (adapter) => {
  const api = useTarget(adapter);
  afterEach(() => api.emulator.reset());

  const shown = async (query: string, headers: Record<string, string> = {}) => {
    const response = await api.get(`${PRIMARY}${query}`, headers);
    const body = await expectOk(response, subscriptionResponseSchema);
    return { scenario: response.headers.get('x-emulator-scenario'), action: body.data.state?.attributes.action };
  };

  it('query flag, then header, then use(), then default', async () => {
    expect(await shown('')).toEqual({ scenario: 'default', action: undefined });
    api.emulator.use('paused');
    expect(await shown('')).toEqual({ scenario: 'paused', action: 'pause' });
    expect(await shown('', { 'X-Emulator-Scenario': 'canceled' })).toEqual({ scenario: 'canceled', action: 'cancel' });
    expect(await shown('?scenario=resumed', { 'X-Emulator-Scenario': 'canceled' })).toEqual({
      scenario: 'resumed',
      action: 'resume',
    });
    api.emulator.reset();
    expect(await shown('')).toEqual({ scenario: 'default', action: undefined });
    expect(await shown('', { 'X-Emulator-Scenario': 'canceled' })).toEqual({ scenario: 'canceled', action: 'cancel' });
  });

  it('use() of a scenario with behaviour affects requests that name none', async () => {
    api.emulator.use('rate-limited');
    await expectError(await api.get(KEYS), 429, undefined, { scenario: 'rate-limited' });
    await expectOk(await api.get(`${KEYS}?scenario=default`), applicationKeyListSchema, 'default');
    api.emulator.use('default');
    await expectOk(await api.get(KEYS), applicationKeyListSchema, 'default');
  });

  it('use() of an unknown name throws and changes nothing', async () => {
    expect(() => api.emulator.use('nope')).toThrow(/unknown scenario "nope".*paused/);
    expect(await shown('')).toEqual({ scenario: 'default', action: undefined });
  });

  it('reset() rebuilds identical worlds', async () => {
    const before = await (await api.get(`${KEYS}?page[limit]=100&scenario=edge-cases`)).text();
    api.emulator.reset();
    expect(await (await api.get(`${KEYS}?page[limit]=100&scenario=edge-cases`)).text()).toBe(before);
  });
});

describe.each(ADAPTERS)('start-up scenario via %s', (adapter) => {
  const api = useTarget(adapter, { scenario: 'closed' });

  it('is current until use(), and reset() returns to it', async () => {
    expect((await primary(api, '')).data.meta.status).toBe('inactive');
    api.emulator.use('default');
    expect((await primary(api, '')).data.state).toBeUndefined();
    api.emulator.reset();
    const response = await api.get(PRIMARY);
    expect(response.headers.get('x-emulator-scenario')).toBe('closed');
    const { data } = await expectOk(response, subscriptionResponseSchema);
    expect(data.meta.status).toBe('inactive');
    expect(data.meta).toMatchObject({ closed: true, status: 'inactive' });
  });
});
