import { expect } from 'vitest';
import { z } from 'zod';
import { formatMoney, type Lifecycle, type SubscriptionBundle } from '../../src/factories/index.js';
import {
  type ApplicationKey,
  applicationKeyListSchema,
  applicationKeySchema,
  type DisplayPrice,
  type PriceMap,
  planSchema,
  productSchema,
  type Subscription,
  subscriptionResponseSchema,
  subscriptionSchema,
} from '../../src/schemas/index.js';
import type { World } from '../../src/store/world.js';

const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/;
const MAY_BE_FUTURE = new Set(['end_date', 'invoice_after']);
const ms = (timestamp: string | undefined) => Date.parse(timestamp as string);

/** At most `max` indexes out of `count`, spread evenly, always with the first and the last. */
export function sampleIndexes(count: number, max = 500): number[] {
  if (count <= max) return Array.from({ length: count }, (_, index) => index);
  const step = (count - 1) / (max - 1);
  return [...new Set(Array.from({ length: max }, (_, i) => Math.round(i * step)))];
}

/** Every ISO timestamp anywhere in `value` is at or before `now`, but for `end_date` and `invoice_after`. */
function expectNothingInFuture(value: unknown, now: Date, path: string): void {
  if (value === null || typeof value !== 'object') return;
  for (const [key, item] of Object.entries(value)) {
    const here = `${path}.${key}`;
    if (typeof item === 'string' && ISO.test(item) && !MAY_BE_FUTURE.has(key)) {
      expect(ms(item), `${here} (${item}) is in the future`).toBeLessThanOrEqual(+now);
    } else expectNothingInFuture(item, now, here);
  }
}

function expectCreatedBeforeUpdated(times: { created_at: string; updated_at: string }, where: string): void {
  expect(ms(times.created_at), `${where}: created_at after updated_at`).toBeLessThanOrEqual(ms(times.updated_at));
}

/** One application key: schema and timestamps. */
export function checkKey(raw: unknown, now: Date, where = 'key'): ApplicationKey {
  const key = applicationKeySchema.parse(raw);
  const { created_at, updated_at, last_used_at } = key.meta.timestamps;
  expectCreatedBeforeUpdated({ created_at, updated_at }, where);
  expect(ms(last_used_at), `${where}: last_used_at before created_at`).toBeGreaterThanOrEqual(ms(created_at));
  expectNothingInFuture(key, now, where);
  return key;
}

/** Every price map shown has the subscription currency; every display price is in it and formatted by our code. */
function expectPrices(
  maps: Record<string, PriceMap | undefined>,
  shown: DisplayPrice | undefined,
  currency: string,
  where: string,
) {
  for (const [name, map] of Object.entries(maps)) {
    if (map !== undefined) expect(Object.keys(map), `${where}.${name} lacks ${currency}`).toContain(currency);
  }
  for (const [name, price] of Object.entries(shown ?? {})) {
    expect(price.currency, `${where}.meta.display_price.${name}.currency`).toBe(currency);
    expect(price.formatted, `${where}.meta.display_price.${name}.formatted`).toBe(formatMoney(price.amount, currency));
  }
}

/** The lifecycle row a subscription claims to be in, read from its state (or its lack of one). */
export function lifecycleOf(subscription: Subscription): Lifecycle {
  const state = subscription.state;
  if (state === undefined) return 'active';
  const { action } = state.attributes;
  if (action === 'resume') return 'resumed';
  if (action === 'pause') return state.meta.suspended ? 'suspended' : 'paused';
  return state.meta.closed ? 'closed' : 'canceled';
}

type Row = {
  action: 'pause' | 'cancel' | 'resume';
  flags: [canceled: boolean, paused: boolean, closed: boolean, suspended: boolean];
  status: 'active' | 'inactive';
};
/** The rule table (README "Lifecycle rules"), written out again so that the factories cannot grade themselves. */
const RULES: Record<Exclude<Lifecycle, 'active'>, Row> = {
  paused: { action: 'pause', flags: [false, true, false, false], status: 'active' },
  canceled: { action: 'cancel', flags: [true, false, false, false], status: 'active' },
  resumed: { action: 'resume', flags: [false, false, false, false], status: 'active' },
  closed: { action: 'cancel', flags: [true, false, true, false], status: 'inactive' },
  suspended: { action: 'pause', flags: [false, true, false, true], status: 'inactive' },
};

function checkLifecycle(subscription: Subscription, now: Date, where: string): Lifecycle {
  const lifecycle = lifecycleOf(subscription);
  const { meta, state } = subscription;
  const t = meta.timestamps;
  const at = (name: string) => `${where}: ${lifecycle} ${name}`;
  if (lifecycle === 'active' || state === undefined) {
    expect(state, at('state')).toBeUndefined();
    expect(meta.status, at('status')).toBe('active');
    for (const name of ['paused_at', 'resumed_at', 'canceled_at', 'end_date'] as const) {
      expect(t[name], at(name)).toBeUndefined();
    }
    return lifecycle;
  }
  const row = RULES[lifecycle];
  const { canceled, paused, closed, suspended } = state.meta;
  expect(state.attributes.action, `${where}: ${lifecycle} action`).toBe(row.action);
  expect([canceled, paused, closed, suspended], `${where}: ${lifecycle} flags`).toEqual(row.flags);
  expect(meta.status, at('status')).toBe(row.status);
  const last = { pause: t.paused_at, cancel: t.canceled_at, resume: t.resumed_at }[row.action];
  expect(last, `${where}: ${lifecycle} has no time for its last action`).toBeDefined();
  expect(state.meta.created_at, `${where}: state.meta.created_at is not the last action's`).toBe(last);
  for (const name of ['paused_at', 'resumed_at', 'canceled_at'] as const) {
    if (t[name] === undefined) continue;
    expect(ms(t[name]), at(name)).toBeGreaterThanOrEqual(ms(t.created_at));
    expect(ms(t[name]), `${at(name)} after updated_at`).toBeLessThanOrEqual(ms(t.updated_at));
  }
  if (row.action === 'cancel') expect(t.end_date, at('end_date')).toBeDefined();
  if (t.end_date !== undefined) expect(ms(t.end_date), at('end_date')).toBeGreaterThanOrEqual(ms(t.canceled_at));
  if (lifecycle === 'resumed') expect(ms(t.resumed_at), at('resumed_at')).toBeGreaterThan(ms(t.paused_at));
  const invoiceAfter = ms(state.meta.invoice_after);
  expect(invoiceAfter, `${where}: invoice_after before the last action`).toBeGreaterThanOrEqual(ms(last));
  // Active paused/canceled/resumed subscriptions have not reached their next billing run; a canceled one has not ended.
  if (row.status === 'active') expect(invoiceAfter, `${where}: ${lifecycle} invoice_after`).toBeGreaterThan(+now);
  if (lifecycle === 'canceled') expect(ms(t.end_date), at('end_date')).toBeGreaterThan(+now);
  if (lifecycle === 'closed') expect(ms(t.end_date), at('end_date')).toBeLessThanOrEqual(+now);
  return lifecycle;
}

function expectRelationships(relationships: Subscription['relationships'], bundle: SubscriptionBundle, where: string) {
  const identify = (resource: { type: string; id?: string | undefined }) => ({ type: resource.type, id: resource.id });
  expect(relationships, `${where} relationships`).toEqual({
    products: { data: bundle.products.map(identify) },
    plans: { data: bundle.plans.map(identify) },
  });
}

/** A subscription with its offering's products and plans: schemas, coherence and lifecycle. Returns the lifecycle. */
export function checkBundle(bundle: SubscriptionBundle, now: Date, where = String(bundle.subscription.id)): Lifecycle {
  const subscription = subscriptionSchema.parse(bundle.subscription);
  const products = bundle.products.map((product) => productSchema.parse(product));
  const plans = bundle.plans.map((plan) => planSchema.parse(plan));
  const { currency, plan_id, offering } = subscription.attributes;

  expect(
    plans.map((plan) => plan.id),
    `${where}: plan_id`,
  ).toContain(plan_id);
  const active = plans.filter((plan) => plan.meta.active_plan === true).map((plan) => plan.id);
  expect(active, `${where}: exactly the subscription's plan has meta.active_plan`).toEqual([plan_id]);

  const priced = [
    ...products.map((r, i) => [`products[${i}]`, r, { 'attributes.price': r.attributes.price }] as const),
    ...plans.map((r, i) => [`plans[${i}]`, r, { fixed_price: r.attributes.fixed_price, price: r.meta.price }] as const),
  ];
  for (const [name, resource, maps] of priced) {
    expectPrices(maps, resource.meta.display_price, currency, `${where}: ${name}`);
  }
  for (const [name, { attributes, meta }] of [['offering', offering] as const, ...priced]) {
    expectCreatedBeforeUpdated(attributes, `${where}: ${name}`);
    const { created_at, updated_at } = attributes;
    expect(meta.timestamps, `${where}: ${name}.meta.timestamps`).toEqual({ created_at, updated_at });
  }
  const ids = [...products, ...plans].map((resource) => resource.id);
  expect(new Set(ids).size, `${where}: product and plan ids are unique`).toBe(ids.length);

  expectRelationships(subscription.relationships, bundle, `${where}: subscription`);
  expectRelationships(offering.relationships, bundle, `${where}: offering`);
  expect(offering.meta.external_product_refs, `${where}: offering.meta.external_product_refs`).toEqual(
    products.flatMap((product) => product.attributes.external_ref ?? []),
  );
  expectCreatedBeforeUpdated(subscription.meta.timestamps, `${where}: subscription`);
  expectNothingInFuture(bundle, now, where);
  return checkLifecycle(subscription, now, where);
}

const pageDataSchema = z.array(applicationKeySchema);
const pageMetaSchema = applicationKeyListSchema.shape.meta;

/** Every schema and coherence rule of the Data section over a whole world. Returns each subscription's lifecycle. */
export function checkWorld(world: World, now: Date): Map<string, Lifecycle> {
  const count = world.keyCount;
  let total = 0;
  for (let index = 0; index < count; index++) total += world.keyAt(index).reserved_rate_limit;
  expect(world.totalReservedRateLimit, 'totalReservedRateLimit is the sum over every key').toBe(total);

  // Each sampled index with its right neighbour, so that adjacent pairs are compared even when the sample is sparse.
  const examined = [...new Set(sampleIndexes(count).flatMap((index) => [index, index + 1]))].filter((i) => i < count);
  let previous: ApplicationKey | undefined;
  for (const index of examined) {
    const key = checkKey(world.keyAt(index), now, `key ${index}`);
    expect(world.keyIndexOf(key.id), `key ${index} is not indexed by its id`).toBe(index);
    expect(world.keyJson(key.id), `keyJson of key ${index}`).toBe(JSON.stringify(key));
    if (previous !== undefined) {
      const [before, after] = [ms(previous.meta.timestamps.created_at), ms(key.meta.timestamps.created_at)];
      expect(before, `key ${index}: list order is creation order`).toBeLessThanOrEqual(after);
      if (before === after) expect(previous.id < key.id, `key ${index}: same creation time, not by id`).toBe(true);
    }
    previous = key;
  }

  const limit = 25;
  for (const offset of [0, Math.max(0, count - limit), count]) {
    const page = world.page(offset, limit);
    const data = pageDataSchema.parse(JSON.parse(page.data));
    const ids = Array.from({ length: Math.min(count, offset + limit) - offset }, (_, i) => world.keyAt(offset + i).id);
    expect(
      data.map((key) => key.id),
      `page at ${offset}`,
    ).toEqual(ids);
    const meta = pageMetaSchema.parse(JSON.parse(page.meta));
    expect(meta.results.total).toBe(count);
    expect(meta.total_reserved_rate_limit).toBe(total);
  }

  const lifecycles = new Map<string, Lifecycle>();
  for (const id of world.subscriptionIds()) {
    const bundle = world.subscription(id);
    if (bundle === undefined) throw new Error(`subscriptionIds() lists ${id}, subscription(id) does not find it`);
    expect(bundle.subscription.id, `subscription stored under ${id}`).toBe(id);
    lifecycles.set(id, checkBundle(bundle, now, id));

    const body = (include: ('products' | 'plans')[]) =>
      subscriptionResponseSchema.parse(JSON.parse(world.subscriptionBody(id, new Set(include)) ?? 'null'));
    const full = body(['products', 'plans']);
    const { included, ...data } = full.data;
    const { subscription, products, plans } = JSON.parse(JSON.stringify(bundle)) as SubscriptionBundle;
    expect(data, `${id}: body data is the stored subscription`).toEqual(subscription);
    expect(included, `${id}: data.included`).toEqual({ products, plans });
    expect(full.included, `${id}: top-level included`).toEqual([...products, ...plans]);
    expect(body([]), `${id}: the body without include has no included`).toEqual({ data });
  }
  return lifecycles;
}
