import type { Faker } from '@faker-js/faker';
import type { OfferingExtras } from '../catalog/types.js';
import type { ApplicationKey, Plan, PriceMap, Product, Subscription } from '../schemas/index.js';
import { type Account, makeAccount } from './account.js';
import type { Lifecycle } from './lifecycle.js';
import { displayPrice, formatMoney, priceMap } from './money.js';
import { bundlePrice } from './price.js';
import { between, createFaker, iso, uuidFrom } from './random.js';
import { makeOffering, makeSubscription, relationshipsOf, type SubscriptionBundle } from './subscription.js';

type Json = Record<string, unknown>;
const DAY = 86_400_000;

const isObject = (value: unknown): value is Json =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** Fields whose `null` is a value the API answers (a key never used), not a field left out. */
const NULL_IS_A_VALUE = new Set(['last_used_at']);

/**
 * `base` with every field of `given` laid over it, at every depth: what is given is kept as given, and a field given
 * `null` is left out (as in a JSON merge patch: an optional field the record does not have), but where `null` is the
 * API's own value.
 */
export function overlay<T>(base: T, given: unknown): T {
  if (!isObject(given) || !isObject(base)) return (given === undefined ? base : given) as T;
  const out: Json = { ...base };
  for (const [key, value] of Object.entries(given)) {
    if (value === null && !NULL_IS_A_VALUE.has(key)) delete out[key];
    else if (value !== undefined) out[key] = overlay(out[key], value);
  }
  return out as T;
}

/**
 * Given timestamps bound the made ones: a made `updated_at` is not before a given `created_at`, a made `created_at`
 * not after a given `updated_at` (and a made `last_used_at` not before the creation).
 */
function bound(times: Json | undefined, given: unknown): void {
  if (times === undefined) return;
  const created = time(times.created_at);
  const updated = time(times.updated_at);
  if (created === undefined || updated === undefined) return;
  if (at(given, 'created_at') !== undefined && at(given, 'updated_at') === undefined && updated < created) {
    times.updated_at = times.created_at;
  }
  if (at(given, 'updated_at') !== undefined && at(given, 'created_at') === undefined && created > updated) {
    times.created_at = times.updated_at;
  }
  const used = time(times.last_used_at);
  if (used !== undefined && at(given, 'last_used_at') === undefined && used < (time(times.created_at) ?? used)) {
    times.last_used_at = times.created_at;
  }
}

/** A value of `given` at a path, if it is there (a field given `null` is not: it is left out). */
function at(given: unknown, ...path: string[]): unknown {
  return path.reduce<unknown>((node, key) => (isObject(node) ? (node[key] ?? undefined) : undefined), given);
}

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
const time = (value: unknown) =>
  typeof value === 'string' && !Number.isNaN(Date.parse(value)) ? Date.parse(value) : undefined;

/** A private faker for one record of a scenario: the same scenario name and position give the same record. */
export function recordFaker(scenario: string, position: number, kind: string, now: Date): Faker {
  const faker = createFaker(0, now);
  const words = uuidFrom(`${scenario}/${kind}`).replaceAll('-', '').match(/.{8}/g) ?? [];
  faker.seed([...words.map((word) => Number.parseInt(word, 16)), position]);
  return faker;
}

/** Where a record comes from: the scenario (by name), its position among its kind, and the reference date. */
export interface RecordContext {
  scenario: string;
  position: number;
  now: Date;
}

/**
 * A whole application key from a partial one: what is given is kept; the rest is made (an id and client id from the
 * scenario and position, a name, no reserved share, created an hour after the record before it, never used).
 */
export function completeKey(given: Json, { scenario, position, now }: RecordContext): ApplicationKey {
  const faker = recordFaker(scenario, position, 'key', now);
  const end = Math.floor(+now / 1000) * 1000;
  // Keys given no dates are made an hour apart, from 30 days before `now`, so that the list keeps the given order.
  const created =
    time(at(given, 'meta', 'timestamps', 'created_at')) ?? Math.min(end, end - 30 * DAY + position * 3_600_000);
  const made: ApplicationKey = {
    id: uuidFrom(`${scenario}/key/${position}`),
    type: 'application_key',
    name: `${faker.commerce.productName()} key`,
    client_id: faker.string.alphanumeric(40),
    reserved_rate_limit: 0,
    meta: { timestamps: { last_used_at: iso(created), created_at: iso(created), updated_at: iso(created) } },
  };
  const key = overlay(made, given);
  bound(key.meta?.timestamps as Json | undefined, at(given, 'meta', 'timestamps'));
  return key;
}

/** The lifecycle a partial subscription asks for, read off its flags and timestamps. */
export function lifecycleOf(given: unknown): Lifecycle {
  const meta = at(given, 'meta');
  if (at(meta, 'closed') === true) return 'closed';
  if (at(meta, 'suspended') === true) return 'suspended';
  if (at(meta, 'canceled') === true) return 'canceled';
  if (at(meta, 'paused') === true) return 'paused';
  const action = at(given, 'state', 'attributes', 'action') ?? at(meta, 'state', 'attributes', 'action');
  if (action === 'resume') return 'resumed';
  if (action === 'cancel') return 'canceled';
  if (action === 'pause') return 'paused';
  const t = at(meta, 'timestamps');
  if (at(t, 'resumed_at') !== undefined) return 'resumed';
  if (at(t, 'canceled_at') !== undefined) return 'canceled';
  if (at(t, 'paused_at') !== undefined) return 'paused';
  return 'active';
}

/** Price entries given without an amount (a currency added, `includes_tax` alone) get one, converted from the made price. */
function fillAmounts(map: Record<string, { amount?: unknown }> | undefined, made: PriceMap, currency: string): void {
  if (!isObject(map)) return;
  const amount = made[currency]?.amount ?? Object.values(made)[0]?.amount ?? 999;
  const from = made[currency] === undefined ? (Object.keys(made)[0] ?? currency) : currency;
  for (const [code, entry] of Object.entries(map)) {
    if (isObject(entry) && entry.amount === undefined)
      entry.amount = priceMap(amount, from, [code])[code]?.amount ?? amount;
  }
}

/** A product or plan from a partial one over a made one of the same offering: its display price follows its price. */
function completeResource<T extends Product | Plan>(base: T, given: Json, id: string, currency: string): T {
  const made = overlay({ ...base, id }, given);
  // A price map given is the whole map: the currencies it leaves out are not made (an export loads back as it was).
  for (const [holder, field] of [
    ['attributes', 'price'],
    ['meta', 'price'],
    ['attributes', 'fixed_price'],
  ] as const) {
    const map = at(given, holder, field);
    if (isObject(map)) (made[holder] as Json)[field] = structuredClone(map);
  }
  bound(made.attributes as Json, at(given, 'attributes'));
  const source =
    (made.type === 'subscription_offering_plan' ? (base as Plan).meta.price : (base as Product).attributes.price) ?? {};
  if (made.type === 'subscription_offering_plan') {
    const plan = made as Plan;
    fillAmounts(plan.meta.price, source, currency);
    fillAmounts(plan.attributes.fixed_price, source, currency);
  } else fillAmounts((made as Product).attributes.price, source, currency);
  const priced = (
    made.type === 'subscription_offering_plan'
      ? ((made as Plan).meta.price ?? (made as Plan).attributes.fixed_price)
      : (made as Product).attributes.price
  ) as Record<string, { amount?: unknown }> | undefined;
  const amount = priced?.[currency]?.amount;
  if (
    at(given, 'meta', 'display_price') === undefined &&
    made.meta.display_price !== undefined &&
    Number.isInteger(amount)
  ) {
    const tax = made.meta.display_price.with_tax.amount / Math.max(1, made.meta.display_price.without_tax.amount) - 1;
    made.meta = { ...made.meta, display_price: displayPrice(amount as number, currency, Math.round(tax * 100)) };
  }
  if (made.type === 'subscription_offering_plan') {
    const plan = made as Plan;
    // One price given: the other follows, so that a plan shows one price; a plan given its `base_price_percentage`
    // and no fixed price is priced from its products (its `meta.price` is what that comes to).
    const byPercentage = at(given, 'attributes', 'base_price_percentage') !== undefined;
    if (
      at(given, 'meta', 'price') !== undefined &&
      at(given, 'attributes', 'fixed_price') === undefined &&
      !byPercentage
    ) {
      plan.attributes = { ...plan.attributes, fixed_price: plan.meta.price };
    } else if (at(given, 'attributes', 'fixed_price') !== undefined && at(given, 'meta', 'price') === undefined) {
      plan.meta = { ...plan.meta, price: plan.attributes.fixed_price };
    }
  }
  // A display price given without its text: the text follows the amount given.
  for (const kind of ['without_tax', 'with_tax'] as const) {
    const shown = made.meta.display_price?.[kind] as Json | undefined;
    if (shown && at(given, 'meta', 'display_price', kind, 'formatted') === undefined) {
      if (Number.isInteger(shown.amount) && typeof shown.currency === 'string') {
        shown.formatted = formatMoney(shown.amount as number, shown.currency);
      }
    }
  }
  if (at(given, 'meta', 'timestamps') === undefined) {
    const { created_at, updated_at } = made.attributes;
    made.meta = { ...made.meta, timestamps: { created_at, updated_at } };
  }
  return made;
}

const INTERVALS = ['day', 'week', 'month', 'year'];
const count = (value: unknown, min: number) => Number.isInteger(value) && (value as number) >= min;

/** Whether a plan's schedule and moves can be used to draw dates and pick a plan. */
function schedulable({ attributes: a }: Plan): boolean {
  return (
    INTERVALS.includes(a.billing_interval_type) &&
    count(a.billing_frequency, 1) &&
    count(a.plan_length, 1) &&
    (a.trial_period === undefined || count(a.trial_period, 0)) &&
    ['close', 'roll'].includes(a.end_behavior) &&
    [a.can_pause, a.can_resume, a.can_cancel].every((flag) => typeof flag === 'boolean')
  );
}

/** What a partial subscription record becomes before it is lived: the bundle as made, and how to live it. */
export interface MadeSubscription {
  bundle: SubscriptionBundle;
  lifecycle: Lifecycle;
  /** The given times of the subscriber's moves (ms). */
  moves: { paused?: number; canceled?: number; resumed?: number };
  /** The given subscription fields, laid over the lived record. */
  given: Json;
}

/**
 * A whole subscription with its offering's products and plans from a partial record: every field given is kept as
 * given, every field left out is made so that the whole agrees (the currency flows into the prices and display
 * prices, a given `plan_id` makes that plan the active one, given timestamps bound the made ones). Ids are given or
 * made from the scenario and position.
 */
export function completeSubscription(
  record: { subscription?: Json; products?: Json[]; plans?: Json[] },
  context: RecordContext & { accounts: ReadonlyMap<string, Account> },
): MadeSubscription {
  const { scenario, position, now } = context;
  const faker = recordFaker(scenario, position, 'subscription', now);
  const given = record.subscription ?? {};
  const idOf = (kind: string, index: number) => uuidFrom(`${scenario}/subscription/${position}/${kind}/${index}`);
  const givenCurrency = text(at(given, 'attributes', 'currency'));
  const currency = givenCurrency !== undefined && /^[A-Z]{3}$/.test(givenCurrency) ? givenCurrency : undefined;
  const offering = makeOffering(faker, now, currency);
  // Given products and plans each complete the offering's one at their position (cycling), keeping a given id.
  const completeAll = <T extends Product | Plan>(kind: string, made: T[], partial: Json[] | undefined): T[] =>
    partial?.map((one, i) =>
      completeResource(made[i % made.length] as T, one, text(one.id) ?? idOf(kind, i), offering.currency),
    ) ?? made;
  const products = completeAll('product', offering.products, record.products);
  const givenPlanId = text(at(given, 'attributes', 'plan_id'));
  let plans = completeAll('plan', offering.plans, record.plans);
  // A given plan_id no plan carries goes to the first plan without an id of its own.
  if (givenPlanId !== undefined && !plans.some((plan) => plan.id === givenPlanId)) {
    const free = plans.findIndex((_, i) => record.plans?.[i]?.id === undefined);
    if (free !== -1) plans = plans.map((plan, i) => (i === free ? { ...plan, id: givenPlanId } : plan));
  }
  // A plan given no price of its own costs what its schedule makes of the products (as given): the 2024 rule.
  plans = plans.map((plan, i) => {
    const own = record.plans?.[i];
    if (at(own, 'meta', 'price') !== undefined || at(own, 'attributes', 'fixed_price') !== undefined) return plan;
    if (!schedulable(plan) || record.products === undefined) return plan;
    const price = bundlePrice(
      plan.attributes,
      products.map((product) => product.attributes),
    );
    const amount = price[offering.currency]?.amount;
    if (amount === undefined) return plan;
    const display =
      at(own, 'meta', 'display_price') === undefined
        ? displayPrice(amount, offering.currency, offering.extras.tax)
        : plan.meta.display_price;
    return { ...plan, meta: { ...plan.meta, price, ...(display === undefined ? {} : { display_price: display }) } };
  });
  // The features each made product had go to the product at its position.
  const configurations: OfferingExtras['configurations'] = {};
  products.forEach((product, i) => {
    const made = offering.products[i % offering.products.length]?.id as string;
    configurations[product.id as string] = offering.extras.configurations[made] ?? {};
  });
  const lifecycle = lifecycleOf(given);
  const offeringBundle = {
    ...offering,
    extras: { ...offering.extras, configurations },
    products,
    plans: plans.map((plan) => ({ ...plan, meta: { ...plan.meta, active_plan: false } })),
    offering: {
      ...offering.offering,
      relationships: relationshipsOf(products, plans),
      meta: {
        ...offering.offering.meta,
        external_product_refs: products.flatMap((p) => p.attributes.external_ref ?? []),
      },
    },
  };
  const givenOffering = at(given, 'attributes', 'offering');
  if (isObject(givenOffering)) {
    offeringBundle.offering = overlay(offeringBundle.offering, givenOffering);
    bound(offeringBundle.offering.attributes as Json, at(givenOffering, 'attributes'));
    if (at(givenOffering, 'meta', 'timestamps') === undefined) {
      const { created_at, updated_at } = offeringBundle.offering.attributes;
      offeringBundle.offering.meta = { ...offeringBundle.offering.meta, timestamps: { created_at, updated_at } };
    }
  }
  const accountId = text(at(given, 'attributes', 'account_id'));
  const known = accountId === undefined ? undefined : context.accounts.get(accountId);
  const account = known ?? { ...makeAccount(faker), ...(accountId === undefined ? {} : { id: accountId }) };
  const moves = {
    paused: time(at(given, 'meta', 'timestamps', 'paused_at')),
    canceled: time(at(given, 'meta', 'timestamps', 'canceled_at')),
    resumed: time(at(given, 'meta', 'timestamps', 'resumed_at')),
  };
  const earliest = Math.min(...Object.values(moves).filter((value): value is number => value !== undefined), +now);
  const givenCreated = time(at(given, 'meta', 'timestamps', 'created_at'));
  // Dates are drawn on plans whose schedule makes sense: a plan given a schedule the schemas refuse is drawn on as
  // made (the given fields go back over it below, and the checks name them).
  const drawable = {
    ...offeringBundle,
    plans: offeringBundle.plans.map((plan, i) =>
      schedulable(plan) ? plan : { ...(offering.plans[i % offering.plans.length] as Plan), id: plan.id },
    ),
  };
  const made = makeSubscription(faker, drawable, {
    id: text(given.id) ?? idOf('subscription', 0),
    lifecycle,
    now,
    account,
    planId: givenPlanId ?? plans.find((plan) => plan.attributes.can_pause && plan.attributes.can_resume)?.id,
    created: givenCreated ?? (earliest < +now ? between(faker, earliest - 200 * DAY, earliest - DAY) : undefined),
  });
  // What the subscription record itself is given (its offering was handled above) is laid over it now, so that the
  // engine lives it with the given plan, dates and currency.
  const { offering: _offering, ...givenAttributes } = (at(given, 'attributes') as Json | undefined) ?? {};
  const subscription = overlay(made.subscription, { attributes: givenAttributes }) as Subscription;
  subscription.attributes.offering = offeringBundle.offering;
  // A given plan field the choice of the active plan set again (`meta.active_plan`) goes back to what was given.
  const plansAsGiven = made.plans.map((plan, i) => {
    const chosen = offeringBundle.plans[i] as Plan;
    const asMade = { ...chosen, meta: { ...chosen.meta, active_plan: plan.meta.active_plan } };
    return record.plans?.[i] === undefined ? asMade : overlay(asMade, record.plans[i]);
  });
  return { bundle: { ...made, plans: plansAsGiven, subscription }, lifecycle, moves, given };
}
