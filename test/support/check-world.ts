import { expect } from 'vitest';
import type { Life } from '../../src/billing/life.js';
import { live } from '../../src/billing/timeline.js';
import type { Lifecycle, SubscriptionBundle } from '../../src/factories/index.js';
import { Renderer } from '../../src/render/renderer.js';
import { subscriptionBody } from '../../src/render/subscriptions.js';
import { type ApplicationKey, type Subscription, subscriptionResponseSchema } from '../../src/schemas/index.js';
import type { World } from '../../src/store/world.js';
import { bundleProblems } from '../../src/validate/bundle.js';
import { keyProblems } from '../../src/validate/key.js';
import { formatProblems } from '../../src/validate/problems.js';
import { worldProblems } from '../../src/validate/world.js';

const ms = (timestamp: string | undefined) => Date.parse(timestamp as string);

/** One application key passes the product's own validation (schema and data rules). */
export function checkKey(raw: ApplicationKey, now: Date, where = 'key'): ApplicationKey {
  expect(formatProblems(keyProblems(raw, now), where)).toEqual([]);
  return raw;
}

/** The lifecycle row a subscription claims to be in, read from its flags and state. */
export function lifecycleOf(subscription: Subscription): Lifecycle {
  const { meta, state } = subscription;
  if (meta.closed) return 'closed';
  if (meta.suspended) return 'suspended';
  if (state === undefined) return 'active';
  if (state.attributes.action === 'resume') return 'resumed';
  return state.attributes.action === 'pause' ? 'paused' : 'canceled';
}

type Row = {
  /** The subscriber's latest action; none for the outcomes of dunning. */
  action: 'pause' | 'cancel' | 'resume' | undefined;
  flags: [canceled: boolean, paused: boolean, closed: boolean, suspended: boolean];
  status: 'active' | 'inactive';
};
/** The rule table (README "Lifecycle rules"), written out again so that the engine cannot grade itself. */
const RULES: Record<Exclude<Lifecycle, 'active'>, Row> = {
  paused: { action: 'pause', flags: [false, true, false, false], status: 'active' },
  canceled: { action: 'cancel', flags: [true, false, false, false], status: 'active' },
  resumed: { action: 'resume', flags: [false, false, false, false], status: 'active' },
  closed: { action: undefined, flags: [false, false, true, false], status: 'inactive' },
  suspended: { action: undefined, flags: [false, false, false, true], status: 'inactive' },
};

/** The oracle: the row's action, flags and status, and a billing run not yet come for the active ones. */
function checkLifecycle(subscription: Subscription, now: Date, where: string): Lifecycle {
  const lifecycle = lifecycleOf(subscription);
  const { meta, state } = subscription;
  const at = (name: string) => `${where}: ${lifecycle} ${name}`;
  const flags = [meta.canceled, meta.paused, meta.closed, meta.suspended];
  if (lifecycle === 'active') {
    expect(flags, at('flags')).toEqual([false, false, false, false]);
    expect(meta.status, at('status')).toBe('active');
    expect(ms(meta.invoice_after), at('invoice_after')).toBeGreaterThan(+now);
    return lifecycle;
  }
  const row = RULES[lifecycle];
  expect(state?.attributes.action, at('action')).toBe(row.action);
  expect(flags, at('flags')).toEqual(row.flags);
  expect(meta.status, at('status')).toBe(row.status);
  if (row.status === 'active') expect(ms(meta.invoice_after), at('invoice_after')).toBeGreaterThan(+now);
  if (lifecycle === 'canceled') expect(ms(meta.timestamps.end_date), at('end_date')).toBeGreaterThan(+now);
  if (lifecycle === 'resumed')
    expect(ms(meta.timestamps.resumed_at), at('resumed_at')).toBeGreaterThan(ms(meta.timestamps.paused_at));
  return lifecycle;
}

/** A subscription bundle passes the product's validation and is in the lifecycle it claims. Returns the lifecycle. */
export function checkBundle(bundle: SubscriptionBundle, now: Date, where = String(bundle.subscription.id)): Lifecycle {
  expect(formatProblems(bundleProblems(bundle, now), where)).toEqual([]);
  return checkLifecycle(bundle.subscription, now, where);
}

/** Every schema and data rule over a whole world, and its bodies. Returns each subscription's lifecycle. */
export function checkWorld(world: World, now: Date, storeRateLimit = 100): Map<string, Lifecycle> {
  expect(formatProblems(worldProblems(world, now, storeRateLimit), 'world')).toEqual([]);
  const { keys, subscriptions } = world;
  let total = 0;
  for (let index = 0; index < keys.count; index++) total += keys.at(index).reserved_rate_limit;
  expect(world.totalReservedRateLimit, 'totalReservedRateLimit is the sum over every key').toBe(total);
  for (const index of new Set([0, keys.count - 1].filter((i) => i >= 0 && i < keys.count))) {
    const key = keys.at(index);
    expect(keys.indexOf(key.id), `key ${index} is indexed by its id`).toBe(index);
    expect(keys.get(key.id), `key ${index} by id is the same record`).toBe(key);
  }

  const render = new Renderer();
  const lifecycles = new Map<string, Lifecycle>();
  const ids = Array.from(
    { length: subscriptions.count },
    (_, i) => subscriptions.at(i).bundle.subscription.id as string,
  );
  const known = ids.filter((id) => id.startsWith('00000000-0000-4000-8000-00000000000'));
  for (const id of ids.length > 60 ? new Set([...known, ...ids.slice(0, 30), ...ids.slice(-30)]) : ids) {
    const life = subscriptions.get(id);
    const bundle = life?.bundle as SubscriptionBundle;
    expect(bundle.subscription.id, `subscription stored under ${id}`).toBe(id);
    lifecycles.set(id, checkLifecycle(bundle.subscription, now, id));
    const body = (include: ('products' | 'plans')[]) =>
      subscriptionResponseSchema.parse(
        JSON.parse(subscriptionBody(render, world, '2024', life as Life, new Set(include))),
      );
    const full = body(['products', 'plans']);
    const { included, ...data } = full.data;
    const { subscription, products, plans } = JSON.parse(JSON.stringify(bundle)) as SubscriptionBundle;
    expect(data, `${id}: body data is the stored subscription`).toEqual(subscription);
    expect(included, `${id}: data.included`).toEqual({ products, plans });
    expect(full.included, `${id}: top-level included is the same object`).toEqual(included);
    expect(body([]), `${id}: the body without include has no included`).toEqual({ data });
  }
  return lifecycles;
}

/** A bundle lived through its lifecycle by the billing engine, as a world would hold it. */
export function lived(bundle: SubscriptionBundle, lifecycle: Lifecycle, now: Date): SubscriptionBundle {
  return live(bundle, lifecycle, now, { dunningAction: 'suspend', model: '2024' }).bundle;
}
