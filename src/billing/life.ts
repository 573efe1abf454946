import type { ApiVersion } from '../catalog/types.js';
import { addInterval, iso, type SubscriptionBundle } from '../factories/index.js';
import type { Plan, PriceMap, Product, Subscription, SubscriptionState } from '../schemas/index.js';

/** One invoice of a subscription, as the engine keeps it (rendered to the API's shape on read). */
export interface InvoiceRow {
  number: number;
  /** Billing period, ms. */
  start: number;
  end: number;
  /** What the invoice charges before tax, in minor units (the sum of its items). */
  amount: number;
  outstanding: boolean;
  retriesLimitReached: boolean;
  /**
   * The retries the dunning rule in force allowed when its last failed attempt was decided on (a store's rule may
   * change between retries); absent under the subscription's own ten.
   */
  retriesLimit?: number;
  /** The zero-priced invoice of a trial, which is no paid period of the plan. */
  trial?: true;
  createdAt: number;
  updatedAt: number;
  /** The plan (2026 pricing option) and product (2026 plan) it bills: the subscription's when it was made. */
  option: string;
  plan?: string;
  /** Tax must be added (a tax run) before payment is taken. */
  taxRequired?: boolean;
  /** The tax items a tax run added, and when. */
  taxes?: { items: TaxItem[]; addedAt: number; amount: number };
  /** The switch this invoice was made at, on an offering with a proration policy. */
  proration?: Proration;
}

/** A tax rate applied to a whole invoice (`tax_item`); `rate` is a fraction: 0.2 is 20%. */
export interface TaxItem {
  type: 'tax_item';
  name?: string;
  code?: string;
  rate: number;
  jurisdiction?: string;
}

/**
 * A switch of pricing option (2024 plan) mid-period, prorated by day: the period paid on the old option is cut at the
 * switch, its unused days refunded against the new option's first period, which starts at the switch.
 */
export interface Proration {
  policyId: string;
  /** What the period cut short cost on the old option. */
  before: number;
  /** The unused days' share of it (rounded down to the minor unit). */
  refunded: number;
  /** The new option's price for its first period, from the switch. */
  cost: number;
  /** The plan (2026 pricing option) and product (2026 plan) switched from. */
  wasOption: string;
  wasPlan?: string;
  at: number;
}

/** One payment attempt on an invoice. */
export interface PaymentRow {
  /** The invoice's number. */
  invoice: number;
  /** Attempt number on that invoice, from 1. */
  attempt: number;
  at: number;
  success: boolean;
  /** What it charges (the invoice's total when it was made), in minor units. */
  amount: number;
  gateway: string;
  /** A manual payment (`manual_payments`): no gateway charges it; `UpdateInvoicePayment` records how it went. */
  manual?: boolean;
  /** A manual payment waiting for its outcome. */
  pending?: boolean;
  /** When `UpdateInvoicePayment` recorded the outcome. */
  settledAt?: number;
  /** When the money was taken, as `UpdateInvoicePayment` gave it. */
  takenAt?: number;
  externalId?: string;
  failure?: string;
}

/** A refund of (part of) a successful payment. */
export interface RefundRow {
  invoice: number;
  attempt: number;
  /** The refund's number on that payment, from 1. */
  number: number;
  amount: number;
  reason: string;
  at: number;
}

/** What decides a subscription's payments and what dunning ends in. */
export interface BillingRules {
  /** Payments attempted at or after this time (ms) fail; `Infinity` when they all succeed. */
  failFrom: number;
  /** What happens after the 11th failed attempt on an invoice. */
  dunningAction: DunningAction;
  /**
   * Whose rule sets the price: `2024` charges the plan's price for all of the offering's products, `2026` the pricing
   * option's price for the subscription's one plan (see src/factories/price.ts).
   */
  model: ApiVersion;
  /**
   * Whether invoices need tax added (a tax run) before payment is taken. Neither API version says what makes an
   * invoice `tax_required`; nothing sets this yet, so invoices are made without it.
   */
  taxRequired?: boolean;
}

export type DunningAction = 'suspend' | 'close' | 'none';

export interface Dunning {
  invoice: number;
  attempts: number;
  next: number;
}

/**
 * A subscription's life: its record as it stands, the subscriber's actions (the states list), its invoices and
 * payments, where it is in its billing schedule, and an invoice in dunning if any. The engine and the subscriber's
 * moves change a life; sessions copy one before changing it.
 */
export interface Life {
  bundle: SubscriptionBundle;
  states: SubscriptionState[];
  invoices: InvoiceRow[];
  payments: PaymentRow[];
  /** Refunds of its successful payments, oldest first. */
  refunds?: RefundRow[];
  /** The first billing run (after any trial), ms; run `i` is `i` intervals after it. */
  firstRun: number;
  /** Runs already made (the next is run `runs`). */
  runs: number;
  /** Invoices paid, kept as they are paid: a run reads it without counting the invoices (linear billing). */
  paid: number;
  /** Invoices whose payment failed: the attempts made and when the next retry comes. */
  dunning: Dunning[];
  rules: BillingRules;
  /** Prices that stopped when the subscription switched plan or pricing option, oldest first (2026 `price_update_history`). */
  priceHistory?: PriceChange[];
}

/** The prices a switch stopped, and when (2026 `SubscriptionPriceUpdateHistoryEntry`). */
export interface PriceChange {
  price_changes: {
    plan_prices?: Record<string, PriceMap>;
    pricing_option_prices?: Record<string, { base_price_percentage?: number; fixed_price?: PriceMap }>;
  };
  valid_until: string;
}

/** The plan a subscription is on. */
export function planOf(bundle: SubscriptionBundle): Plan | undefined {
  return bundle.plans.find((plan) => plan.id === bundle.subscription.attributes.plan_id);
}

/** The subscription's 2026 plan: one of its offering's products (the first when none was chosen). */
export function productOf(bundle: SubscriptionBundle): Product | undefined {
  return bundle.products.find((product) => product.id === bundle.planId) ?? bundle.products[0];
}

/** The time of billing run `index` on the plan: the interval counted from the first run, so that month ends hold. */
export function runTime(life: Pick<Life, 'bundle' | 'firstRun'>, index: number): number {
  const plan = planOf(life.bundle)?.attributes;
  if (plan === undefined) return Number.POSITIVE_INFINITY;
  return addInterval(life.firstRun, plan.billing_interval_type, plan.billing_frequency * index);
}

/**
 * When a subscription on a `close` plan ends: its `plan_length` billing intervals after its first run (the end of the
 * last paid period); undefined on a `roll` plan.
 */
export function planEndOf(life: Pick<Life, 'bundle' | 'firstRun'>): number | undefined {
  const plan = planOf(life.bundle)?.attributes;
  if (plan?.end_behavior !== 'close') return undefined;
  return addInterval(life.firstRun, plan.billing_interval_type, plan.billing_frequency * plan.plan_length);
}

/**
 * A subscription as made, before anything happened to it: active, no flags, its first run ahead, and on a `close`
 * plan the `end_date` its length gives.
 */
export function startLife(bundle: SubscriptionBundle, rules: BillingRules): Life {
  const plan = planOf(bundle)?.attributes;
  const created = Date.parse(bundle.subscription.meta.timestamps.created_at);
  const firstRun =
    plan === undefined ? created : addInterval(created, plan.billing_interval_type, plan.trial_period ?? 0);
  const { state: _state, ...meta } = bundle.subscription.meta;
  const subscription: Subscription = {
    ...bundle.subscription,
    meta: {
      ...meta,
      timestamps: { created_at: meta.timestamps.created_at, updated_at: meta.timestamps.created_at },
      status: 'active',
      canceled: false,
      paused: false,
      closed: false,
      suspended: false,
      invoice_after: iso(firstRun),
    },
  };
  delete subscription.state;
  const end = planEndOf({ bundle, firstRun });
  if (end !== undefined) subscription.meta.timestamps.end_date = iso(end);
  return {
    bundle: { ...bundle, subscription },
    states: [],
    invoices: [],
    payments: [],
    firstRun,
    runs: 0,
    paid: 0,
    dunning: [],
    rules,
  };
}

/**
 * A copy a session may change without touching the world's. Only an outstanding invoice is ever changed (paid, retried,
 * taxed, given up on): the others are shared with the life copied, frozen so that a change to one would throw rather
 * than write through to the world. A clock moved a month in `many-subscriptions` held 6.2 MB a session copying every
 * invoice, 3.1 sharing the settled ones (`scratch`, heap after a forced collection, 5 sessions).
 */
export function copyLife(life: Life): Life {
  return {
    ...life,
    bundle: { ...life.bundle, subscription: copySubscription(life.bundle.subscription) },
    states: [...life.states],
    invoices: life.invoices.map(copyInvoice),
    payments: [...life.payments],
    ...(life.refunds === undefined ? {} : { refunds: [...life.refunds] }),
    dunning: life.dunning.map((entry) => ({ ...entry })),
  };
}

/** An outstanding invoice copied, a settled one shared (and frozen: it never changes again). */
function copyInvoice(invoice: InvoiceRow): InvoiceRow {
  return invoice.outstanding ? { ...invoice } : Object.freeze(invoice);
}

/** What the engine and the subscriber's moves change: `meta` and its timestamps; the rest is shared. */
function copySubscription(subscription: Subscription): Subscription {
  const { meta } = subscription;
  return { ...subscription, meta: { ...meta, timestamps: { ...meta.timestamps } } };
}

/**
 * After any change to the flags or `invoice_after`: `state` (and `meta.state`) is the latest action with the flags
 * and `invoice_after` as they stand now, so that the two places always agree with `meta`.
 */
export function syncState(subscription: Subscription, latest: SubscriptionState | undefined): void {
  const { meta } = subscription;
  delete meta.state;
  delete subscription.state;
  if (latest === undefined) return;
  const state: SubscriptionState = {
    ...latest,
    meta: {
      created_at: latest.meta.created_at,
      canceled: meta.canceled,
      paused: meta.paused,
      closed: meta.closed,
      suspended: meta.suspended,
      invoice_after: meta.invoice_after,
    },
  };
  subscription.state = state;
  meta.state = state;
}
