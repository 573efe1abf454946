import { describe, expect, it } from 'vitest';
import { DEFAULT_NOW } from '../../src/factories/index.js';
import {
  applicationKeyListSchema,
  applicationKeyResponseSchema,
  type Subscription,
  subscriptionResponseSchema,
  WELL_KNOWN_IDS,
} from '../../src/index.js';
import { ADAPTERS, type Target, useTarget } from '../support/adapters.js';
import { expectError, expectJson, expectOk } from './expect.js';

const KEYS = '/v2/application-keys';
const PATH = '/subscriptions/subscriptions';
const PRIMARY = `${PATH}/${WELL_KNOWN_IDS.active}`;

const NOW = Date.parse(DEFAULT_NOW);

type Lifecycle = Exclude<keyof typeof WELL_KNOWN_IDS, 'active'>;
const none = { canceled: false, paused: false, closed: false, suspended: false };
/** DESIGN.md "Data" and "Time and billing": each lifecycle as the rule table gives it. */
const RULES: Record<Lifecycle, { action: string | undefined; flags: typeof none; status: 'active' | 'inactive' }> = {
  paused: { action: 'pause', flags: { ...none, paused: true }, status: 'active' },
  canceled: { action: 'cancel', flags: { ...none, canceled: true }, status: 'active' },
  resumed: { action: 'resume', flags: none, status: 'active' },
  closed: { action: undefined, flags: { ...none, closed: true }, status: 'inactive' },
  suspended: { action: undefined, flags: { ...none, suspended: true }, status: 'inactive' },
};

function expectLifecycle(subscription: Subscription, lifecycle: Lifecycle): void {
  const rule = RULES[lifecycle];
  const { state, meta } = subscription;
  const at = (name: keyof typeof meta.timestamps) => Date.parse(meta.timestamps[name] ?? 'missing');
  expect(meta.status).toBe(rule.status);
  expect(state?.attributes.action).toBe(rule.action);
  const { canceled, paused, closed, suspended } = meta;
  expect({ canceled, paused, closed, suspended }).toEqual(rule.flags);
  expect(at('created_at')).toBeLessThanOrEqual(at('updated_at'));
  for (const name of ['created_at', 'updated_at', 'paused_at', 'resumed_at', 'canceled_at'] as const) {
    if (meta.timestamps[name] !== undefined) expect(at(name), name).toBeLessThanOrEqual(NOW);
  }
  if (state !== undefined) expect(Date.parse(state.meta.created_at)).toBeLessThanOrEqual(NOW);
  if (rule.status === 'active')
    expect(Date.parse(meta.invoice_after), 'the next billing run has not come').toBeGreaterThan(NOW);
  if (lifecycle === 'paused') expect(at('paused_at')).toBeGreaterThan(0);
  if (lifecycle === 'canceled') {
    expect(at('canceled_at')).toBeGreaterThan(0);
    expect(at('end_date')).toBe(Date.parse(meta.invoice_after));
  }
  if (lifecycle === 'resumed') {
    expect(at('resumed_at')).toBeGreaterThan(at('paused_at'));
    expect(meta.timestamps.canceled_at).toBeUndefined();
  }
}

async function primary(api: Target, query: string, headers: Record<string, string> = {}) {
  return expectOk(await api.get(`${PRIMARY}${query}`, headers), subscriptionResponseSchema);
}

describe.each(ADAPTERS)('scenario worlds via %s', (adapter) => {
  const api = useTarget(adapter);

  it('default has each lifecycle subscription at its well-known id, and ...001 never acted on', async () => {
    expect((await primary(api, '')).data.state).toBeUndefined();
    expect((await primary(api, '')).data.meta.status).toBe('active');
    for (const lifecycle of Object.keys(RULES) as Lifecycle[]) {
      const body = await expectOk(
        await api.get(`${PATH}/${WELL_KNOWN_IDS[lifecycle]}`),
        subscriptionResponseSchema,
        'default',
      );
      expectLifecycle(body.data, lifecycle);
    }
  });

  it.each(Object.keys(RULES) as Lifecycle[])(
    '%s puts ...001 into that state and keeps the rest of default',
    async (name) => {
      const body = await primary(api, `?scenario=${name}`);
      expect(body.data.id).toBe(WELL_KNOWN_IDS.active);
      expectLifecycle(body.data, name);
      const plain = await primary(api, '');
      expect(body.data.attributes).toEqual(plain.data.attributes);
      const keys = await expectOk(await api.get(`${KEYS}?page[limit]=100&scenario=${name}`), applicationKeyListSchema);
      const defaultKeys = await expectOk(await api.get(`${KEYS}?page[limit]=100`), applicationKeyListSchema);
      expect(keys.data).toEqual(defaultKeys.data);
      expect(keys.meta).toEqual(defaultKeys.meta);
      for (const id of Object.values(WELL_KNOWN_IDS).slice(1)) {
        const other = await api.get(`${PATH}/${id}?scenario=${name}&include=plans`);
        const inDefault = await api.get(`${PATH}/${id}?include=plans`);
        expect(await expectJson(other, 200, name)).toEqual(await expectJson(inDefault, 200, 'default'));
      }
    },
  );

  it('empty has no keys and no subscriptions', async () => {
    const body = await expectOk(await api.get(`${KEYS}?scenario=empty`), applicationKeyListSchema, 'empty');
    expect(body.data).toEqual([]);
    expect(body.meta).toEqual({
      page: { limit: 25, offset: 0, current: 1, total: 0 },
      results: { total: 0 },
      total_reserved_rate_limit: 0,
    });
    expect(body.links.last).toBe(body.links.first);
    expect(body.links).toEqual({
      current: `${api.base}${KEYS}?scenario=empty&page%5Boffset%5D=0&page%5Blimit%5D=25`,
      first: `${api.base}${KEYS}?scenario=empty&page%5Boffset%5D=0&page%5Blimit%5D=25`,
      last: `${api.base}${KEYS}?scenario=empty&page%5Boffset%5D=0&page%5Blimit%5D=25`,
      next: null,
      prev: null,
    });
    const later = await expectOk(
      await api.get(`${KEYS}?scenario=empty&page[offset]=50&page[limit]=10`),
      applicationKeyListSchema,
    );
    expect(later.meta.page).toEqual({ limit: 10, offset: 50, current: 6, total: 0 });
    expect(later.links.last).toBe(later.links.first);
    for (const id of Object.values(WELL_KNOWN_IDS)) {
      await expectError(await api.get(`${PATH}/${id}?scenario=empty`), 404, id, { scenario: 'empty' });
    }
  });

  it('edge-cases serves records at every limit, valid by the schemas', async () => {
    const keys = await expectOk(
      await api.get(`${KEYS}?scenario=edge-cases&page[limit]=100`),
      applicationKeyListSchema,
      'edge-cases',
    );
    const lengths = keys.data.map((key) => key.name.length);
    expect(lengths).toContain(1);
    expect(lengths).toContain(255);
    expect(keys.meta.total_reserved_rate_limit).toBe(100);
    expect(keys.data.map((key) => key.reserved_rate_limit)).toContain(100);
    // One never used: the platform's definition types last_used_at as a string, and shows a new key's as its creation.
    expect(keys.data.filter((key) => key.meta.timestamps.last_used_at === key.meta.timestamps.created_at)).not.toEqual(
      [],
    );
    for (const key of keys.data) {
      await expectOk(
        await api.get(`${KEYS}/${key.id}?scenario=edge-cases`),
        applicationKeyResponseSchema,
        'edge-cases',
      );
    }
    const body = await primary(api, '?scenario=edge-cases&include=products,plans');
    expect(body.data.attributes.external_ref).toHaveLength(2048);
    expect(body.data.included?.plans?.some((plan) => plan.attributes.base_price_percentage === 100)).toBe(true);
    expect(body.data.included?.products?.some((product) => product.attributes.external_ref === undefined)).toBe(true);
  });

  it('many-keys has 10,000 keys in 400 pages of 25', async () => {
    const body = await expectOk(await api.get(`${KEYS}?scenario=many-keys`), applicationKeyListSchema, 'many-keys');
    expect(body.meta.page).toEqual({ limit: 25, offset: 0, current: 1, total: 400 });
    expect(body.meta.results.total).toBe(10_000);
    await primary(api, '?scenario=many-keys');
  });
});
