import { describe, expect, it } from 'vitest';
import { billedBundle } from '../../test/support/billing.js';
import { MONTHLY_RULES } from '../../test/support/plans.js';
import { iso } from '../factories/index.js';
import type { Plan } from '../schemas/index.js';
import { act, Refused } from './actions.js';
import {
  addTaxes,
  advance,
  begin,
  type DunningPolicy,
  gatewayOf,
  MANUAL_GATEWAY,
  nextEvent,
  priceOf,
  proratable,
  prorate,
  refund,
  refundable,
  refundRefusal,
  settle,
  settleRefusal,
  taxOf,
  taxRefusal,
  totalOf,
} from './engine.js';
import { type DunningAction, type InvoiceRow, type Life, type PaymentRow, startLife } from './life.js';

// The billing engine rule by rule, on lives made the way the emulator makes them (src/billing/subscribe.ts: a bundle
// from the factories, `startLife`, `begin`), moved by `advance`, `act`, `settle`, `addTaxes`, `prorate` and `refund`,
// with every outcome checked exactly: flags, status, timestamps, invoice and payment rows, dunning.

const DAY = 86_400_000;
const HOUR = 3_600_000;
const NOW = Date.parse('2026-01-01T00:00:00Z');
const PRICE = 1000;

type PlanAttributes = Plan['attributes'];

interface Setup {
  /** The subscription's plan, over a daily `roll` plan that allows every move. */
  plan?: Partial<PlanAttributes>;
  /** The plan's price in USD (its `meta.price`); none with `null`. */
  price?: number | null;
  fixedPrice?: Record<string, { amount: number; includes_tax: boolean }>;
  /** Payments from this time on fail. */
  failFrom?: number;
  dunningAction?: DunningAction;
  manual?: boolean;
  pending?: boolean;
  goLiveAfter?: number;
  model?: '2024' | '2026';
  /** The payment authority's gateway; none with `null`. */
  gateway?: 'elastic_path_payments_stripe' | 'authorize_net' | null;
  /** The subscription's plan id names no plan of its bundle. */
  noPlan?: boolean;
  /** The bundle has no products. */
  noProducts?: boolean;
}

/** A subscription made at NOW (not yet billed: `made(...)` begins it as a create does). */
function lifeOf(setup: Setup = {}): Life {
  const made = billedBundle({
    seed: 11,
    now: NOW,
    created: NOW,
    id: '00000000-0000-4000-8000-000000000019',
    rules: {
      ...MONTHLY_RULES,
      billing_interval_type: 'day',
      trial_period: 0,
      ...(setup.fixedPrice === undefined ? {} : { fixed_price: setup.fixedPrice }),
      ...setup.plan,
    },
    price: setup.price === null ? null : (setup.price ?? PRICE),
  });
  const plans = made.plans;
  const subscription = made.subscription;
  const { payment_authority: _authority, ...attributes } = subscription.attributes;
  const bundle = {
    ...made,
    plans,
    ...(setup.noProducts ? { products: [], planId: undefined } : {}),
    subscription: {
      ...subscription,
      attributes: {
        ...attributes,
        ...(setup.noPlan ? { plan_id: '00000000-0000-4000-8000-0000000000ff' } : {}),
        ...(setup.gateway === null
          ? {}
          : { payment_authority: { type: setup.gateway ?? 'elastic_path_payments_stripe' } }),
      },
      meta: {
        ...subscription.meta,
        manual_payments: setup.manual ?? false,
        pending: setup.pending ?? false,
      },
    },
  };
  const life = startLife(bundle, {
    failFrom: setup.failFrom ?? Number.POSITIVE_INFINITY,
    dunningAction: setup.dunningAction ?? 'suspend',
    model: setup.model ?? '2024',
  });
  // As an update sets it (src/billing/subscribe.ts): a create starts with no go_live_after.
  if (setup.goLiveAfter !== undefined) meta(life).timestamps.go_live_after = iso(setup.goLiveAfter);
  return life;
}

/** A subscription made at NOW and billed from then, as a create does (unless it is pending). */
function made(setup: Setup = {}, prepaid = false): Life {
  const life = lifeOf(setup);
  if (!life.bundle.subscription.meta.pending) begin(life, NOW, prepaid);
  return life;
}

const meta = (life: Life) => life.bundle.subscription.meta;
const flags = (life: Life) => {
  const { status, paused, canceled, closed, suspended, pending } = meta(life);
  return { status, paused, canceled, closed, suspended, pending };
};
const payments = (life: Life) => life.payments.map((row) => [row.invoice, row.attempt, row.at, row.success]);
const invoice = (life: Life, number: number) => life.invoices[number - 1] as InvoiceRow;
const payment = (life: Life, number: number, attempt: number) =>
  life.payments.find((row) => row.invoice === number && row.attempt === attempt) as PaymentRow;
const refused = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (error instanceof Refused) return error.detail;
    throw error;
  }
  return null;
};
/** A store rule: `retries` retries, waiting `delays[n - 1]` days before retry n (the last entry after that). */
const rule = (retries: number, delays: number[], action: DunningPolicy['action']): DunningPolicy => ({
  retries,
  delay: (n) => (delays[Math.min(n, delays.length) - 1] as number) * DAY,
  action,
});
const ACTIVE = { status: 'active', paused: false, canceled: false, closed: false, suspended: false, pending: false };

describe('what an invoice charges (priceOf)', () => {
  it('2024: the plan price in the subscription currency, else the plan fixed price, else 0', () => {
    expect(priceOf(lifeOf({ price: 1234 }))).toBe(1234);
    expect(priceOf(lifeOf({ price: null, fixedPrice: { USD: { amount: 777, includes_tax: false } } }))).toBe(777);
    expect(priceOf(lifeOf({ price: null, fixedPrice: { EUR: { amount: 777, includes_tax: false } } }))).toBe(0);
    expect(priceOf(lifeOf({ price: null }))).toBe(0);
  });

  it('2024 and 2026: a subscription whose plan is not in its bundle charges 0', () => {
    expect(priceOf(lifeOf({ noPlan: true }))).toBe(0);
    expect(priceOf(lifeOf({ noPlan: true, model: '2026' }))).toBe(0);
  });

  it('2026: the pricing option fixed price for the plan, 0 without a product (2026 plan)', () => {
    const fixed = { USD: { amount: 4321, includes_tax: false } };
    expect(priceOf(lifeOf({ model: '2026', fixedPrice: fixed }))).toBe(4321);
    expect(priceOf(lifeOf({ model: '2026', fixedPrice: fixed, noProducts: true }))).toBe(0);
  });
});

describe('billing begins (begin)', () => {
  it('a subscription is billed at once: invoice 1 for the first interval, its payment taken, the schedule one ahead', () => {
    const life = made();
    expect(life.invoices).toStrictEqual([
      {
        number: 1,
        start: NOW,
        end: NOW + DAY,
        amount: PRICE,
        outstanding: false,
        retriesLimitReached: false,
        createdAt: NOW,
        updatedAt: NOW,
        option: life.bundle.subscription.attributes.plan_id,
        plan: life.bundle.planId,
      },
    ]);
    expect(life.payments).toStrictEqual([
      { invoice: 1, attempt: 1, at: NOW, amount: PRICE, gateway: 'elastic_path_payments_stripe', success: true },
    ]);
    expect([life.runs, life.paid, meta(life).invoice_after]).toEqual([1, 1, iso(NOW + DAY)]);
    expect(flags(life)).toEqual(ACTIVE);
  });

  it('an invoice of a subscription with no product (2026 plan) names none', () => {
    const life = made({ noProducts: true });
    expect(Object.hasOwn(invoice(life, 1), 'plan')).toBe(false);
    expect(invoice(life, 1).amount).toBe(PRICE);
  });

  it('a first invoice paid elsewhere (prepaid) is paid with no payment, and counts as a paid run', () => {
    const life = made({}, true);
    expect(life.invoices).toStrictEqual([
      {
        number: 1,
        start: NOW,
        end: NOW + DAY,
        amount: PRICE,
        outstanding: false,
        retriesLimitReached: false,
        createdAt: NOW,
        updatedAt: NOW,
        option: life.bundle.subscription.attributes.plan_id,
        plan: life.bundle.planId,
      },
    ]);
    expect(life.payments).toEqual([]);
    expect([life.runs, life.paid, meta(life).invoice_after]).toEqual([1, 1, iso(NOW + DAY)]);
  });

  it('a trial gets a zero-priced trial invoice, paid, and the paid runs start at its end', () => {
    const life = made({ plan: { trial_period: 3 } });
    expect(life.invoices).toStrictEqual([
      {
        number: 1,
        start: NOW,
        end: NOW + 3 * DAY,
        amount: 0,
        outstanding: false,
        retriesLimitReached: false,
        trial: true,
        createdAt: NOW,
        updatedAt: NOW,
        option: life.bundle.subscription.attributes.plan_id,
        plan: life.bundle.planId,
      },
    ]);
    expect([life.runs, life.paid, life.payments.length, meta(life).invoice_after]).toEqual([
      0,
      0,
      0,
      iso(NOW + 3 * DAY),
    ]);
    expect(advance(life, NOW + 3 * DAY)).toBe(true);
    expect(payments(life)).toEqual([[2, 1, NOW + 3 * DAY, true]]);
    expect([life.runs, life.paid]).toEqual([1, 1]);
  });

  it('a subscription with no plan in its bundle is never billed', () => {
    const life = made({ noPlan: true });
    expect([life.firstRun, life.invoices.length, nextEvent(life)]).toEqual([NOW, 0, Number.POSITIVE_INFINITY]);
    expect(advance(life, NOW + 400 * DAY)).toBe(false);
  });
});

describe('billing runs (advance)', () => {
  it('runs every billing run up to and including `until`, and says whether anything happened', () => {
    const life = made();
    expect(advance(life, NOW + DAY - 1)).toBe(false);
    expect(life.invoices.length).toBe(1);
    expect(advance(life, NOW + 3 * DAY)).toBe(true);
    expect(life.invoices.map((row) => [row.number, row.start, row.end, row.outstanding])).toEqual([
      [1, NOW, NOW + DAY, false],
      [2, NOW + DAY, NOW + 2 * DAY, false],
      [3, NOW + 2 * DAY, NOW + 3 * DAY, false],
      [4, NOW + 3 * DAY, NOW + 4 * DAY, false],
    ]);
    expect([life.runs, life.paid, meta(life).invoice_after, meta(life).timestamps.updated_at]).toEqual([
      4,
      4,
      iso(NOW + 4 * DAY),
      iso(NOW + 3 * DAY),
    ]);
    expect(advance(life, NOW + 3 * DAY)).toBe(false);
  });

  it('a plan whose schedule does not move forward (billing_frequency 0) bills nothing and does not hang', () => {
    const life = made({ plan: { billing_frequency: 0 } });
    expect(life.invoices).toEqual([]);
    expect(advance(life, NOW + 10 * DAY)).toBe(false);
    expect(life.runs).toBe(0);
  });

  it('picking up on a schedule that does not move forward stops at once', () => {
    const life = made({ plan: { billing_frequency: 0 } }, true);
    act(life, 'pending', NOW + HOUR);
    act(life, 'resume', NOW + 2 * HOUR);
    expect([life.runs, meta(life).invoice_after, meta(life).pending]).toEqual([1, iso(NOW), false]);
  });

  it('a close plan closes at the run after its plan_length paid runs, with no invoice', () => {
    const life = made({ plan: { end_behavior: 'close', plan_length: 2 } });
    expect(meta(life).timestamps.end_date).toBe(iso(NOW + 2 * DAY));
    advance(life, NOW + DAY);
    expect([life.invoices.length, life.paid, meta(life).closed]).toEqual([2, 2, false]);
    expect(advance(life, NOW + 2 * DAY)).toBe(true);
    expect(flags(life)).toEqual({ ...ACTIVE, status: 'inactive', closed: true });
    expect([life.invoices.length, life.runs, meta(life).invoice_after]).toEqual([2, 3, iso(NOW + 3 * DAY)]);
    expect(nextEvent(life)).toBe(Number.POSITIVE_INFINITY);
    expect(advance(life, NOW + 30 * DAY)).toBe(false);
  });

  it('a close plan counts paid runs only: an invoice still unpaid keeps it open a run longer', () => {
    const life = made({ plan: { end_behavior: 'close', plan_length: 2 }, failFrom: NOW + DAY, dunningAction: 'none' });
    advance(life, NOW + 2 * DAY);
    // Invoice 2 failed: only 1 paid run, so run 2 bills invoice 3 rather than closing.
    expect([life.paid, life.invoices.length, meta(life).closed]).toEqual([1, 3, false]);
  });

  it('a paused or canceled subscription gets no invoice at its runs and turns inactive; the schedule moves on', () => {
    const paused = made();
    act(paused, 'pause', NOW + HOUR);
    advance(paused, NOW + 2 * DAY);
    expect([paused.invoices.length, paused.runs, meta(paused).invoice_after]).toEqual([1, 3, iso(NOW + 3 * DAY)]);
    expect(flags(paused)).toEqual({ ...ACTIVE, status: 'inactive', paused: true });
    const canceled = made();
    act(canceled, 'cancel', NOW + HOUR);
    advance(canceled, NOW + DAY);
    expect([canceled.invoices.length, meta(canceled).status]).toEqual([1, 'inactive']);
  });

  it('after a run the subscription state shows the latest action with the flags as they are now', () => {
    const life = made();
    act(life, 'pause', NOW + HOUR);
    advance(life, NOW + DAY);
    const state = life.bundle.subscription.state;
    expect(state?.attributes).toEqual({ action: 'pause' });
    expect(state?.meta).toEqual({
      created_at: iso(NOW + HOUR),
      canceled: false,
      paused: true,
      closed: false,
      suspended: false,
      invoice_after: iso(NOW + 2 * DAY),
    });
    expect(meta(life).state).toBe(state);
  });

  it('nextEvent: the next run or retry, whichever is first; going live for a pending one; never once ended', () => {
    const life = made({ failFrom: NOW, plan: { billing_interval_type: 'week' } });
    // The first payment failed: its retry (a day later) comes before the next run (a week later).
    expect(nextEvent(life)).toBe(NOW + DAY);
    const paid = made({ plan: { billing_interval_type: 'week' } });
    expect(nextEvent(paid)).toBe(NOW + 7 * DAY);
    expect(nextEvent(lifeOf({ pending: true, goLiveAfter: NOW + 5 * DAY }))).toBe(NOW + 5 * DAY);
    expect(nextEvent(lifeOf({ pending: true }))).toBe(Number.POSITIVE_INFINITY);
    const closed = made({ plan: { end_behavior: 'close', plan_length: 1 } });
    advance(closed, NOW + DAY);
    expect(meta(closed).closed).toBe(true);
    expect(nextEvent(closed)).toBe(Number.POSITIVE_INFINITY);
  });
});

describe('pending subscriptions (goLive, pickUp)', () => {
  it('a pending subscription is not billed until its go_live_after, then billing begins there', () => {
    const life = made({ pending: true, goLiveAfter: NOW + 5 * DAY });
    expect(advance(life, NOW + 5 * DAY - 1)).toBe(false);
    expect([life.invoices.length, meta(life).pending]).toEqual([0, true]);
    expect(advance(life, NOW + 5 * DAY)).toBe(true);
    expect(flags(life)).toEqual(ACTIVE);
    expect(meta(life).timestamps.go_live).toBe(iso(NOW + 5 * DAY));
    expect(Object.hasOwn(meta(life).timestamps, 'go_live_after')).toBe(false);
    expect(meta(life).timestamps.updated_at).toBe(iso(NOW + 5 * DAY));
    expect(life.invoices.map((row) => [row.number, row.start, row.end, row.outstanding])).toEqual([
      [1, NOW + 5 * DAY, NOW + 6 * DAY, false],
    ]);
    // Billed as a create is, not as prepaid: the first invoice has its payment.
    expect(payments(life)).toEqual([[1, 1, NOW + 5 * DAY, true]]);
    expect(meta(life).invoice_after).toBe(iso(NOW + 6 * DAY));
  });

  it('a pending subscription with no go_live_after waits for a resume', () => {
    const life = made({ pending: true });
    expect(advance(life, NOW + 100 * DAY)).toBe(false);
    expect(life.invoices).toEqual([]);
    act(life, 'resume', NOW + 2 * DAY);
    expect(flags(life)).toEqual(ACTIVE);
    expect(payments(life)).toEqual([[1, 1, NOW + 2 * DAY, true]]);
  });

  it('going live on a close plan dates its end from the first run, then', () => {
    const life = made({ pending: true, goLiveAfter: NOW + 5 * DAY, plan: { end_behavior: 'close', plan_length: 3 } });
    expect(meta(life).timestamps.end_date).toBe(iso(NOW + 3 * DAY));
    advance(life, NOW + 5 * DAY);
    expect(meta(life).timestamps.end_date).toBe(iso(NOW + 8 * DAY));
  });

  it('one billed before picks up on its schedule: the runs missed are skipped, a run due at that very time too', () => {
    const life = made();
    act(life, 'pending', NOW + HOUR);
    expect(advance(life, NOW + 3 * DAY)).toBe(false);
    act(life, 'resume', NOW + 3 * DAY);
    expect([life.invoices.length, life.runs, meta(life).invoice_after]).toEqual([1, 4, iso(NOW + 4 * DAY)]);
    expect(meta(life).pending).toBe(false);
    // The state is the resume's, with the flags as they are now.
    expect(life.bundle.subscription.state?.attributes).toEqual({ action: 'resume' });
    expect(life.bundle.subscription.state?.meta.invoice_after).toBe(iso(NOW + 4 * DAY));
  });

  it('going live by the clock keeps the last action as the state, with the flags as they are now', () => {
    const life = made();
    act(life, 'pending', NOW + HOUR);
    meta(life).timestamps.go_live_after = iso(NOW + 2 * DAY + HOUR);
    advance(life, NOW + 2 * DAY + HOUR);
    expect(meta(life).pending).toBe(false);
    expect(life.bundle.subscription.state?.attributes).toEqual({ action: 'pending' });
    expect(life.bundle.subscription.state?.meta.invoice_after).toBe(iso(NOW + 3 * DAY));
    expect([life.invoices.length, life.runs]).toEqual([1, 3]);
  });
});

describe('payments and gateways', () => {
  it('payments name the gateway: manual with manual payments, else the payment authority, else the default', () => {
    expect(gatewayOf(made({ manual: true, gateway: 'authorize_net' }))).toBe(MANUAL_GATEWAY);
    expect(gatewayOf(made({ gateway: 'authorize_net' }))).toBe('authorize_net');
    expect(gatewayOf(made({ gateway: null }))).toBe('elastic_path_payments_stripe');
    expect(made({ gateway: 'authorize_net' }).payments[0]?.gateway).toBe('authorize_net');
  });

  it('a free plan invoice (0) is charged like any other: a payment of 0', () => {
    const life = made({ price: 0 });
    expect(life.payments).toStrictEqual([
      { invoice: 1, attempt: 1, at: NOW, amount: 0, gateway: 'elastic_path_payments_stripe', success: true },
    ]);
    expect([invoice(life, 1).outstanding, life.paid]).toEqual([false, 1]);
  });

  it('with manual payments a run makes a pending payment and no retry; the invoice stays outstanding', () => {
    const life = made({ manual: true });
    expect(life.payments).toStrictEqual([
      {
        invoice: 1,
        attempt: 1,
        at: NOW,
        amount: PRICE,
        gateway: MANUAL_GATEWAY,
        success: false,
        manual: true,
        pending: true,
      },
    ]);
    expect([invoice(life, 1).outstanding, life.paid, life.dunning]).toEqual([true, 0, []]);
  });

  it('a manual payment pending at a run leaves an inactive subscription inactive until it is paid', () => {
    const life = made({ manual: true });
    act(life, 'pause', NOW + HOUR);
    advance(life, NOW + DAY);
    act(life, 'resume', NOW + DAY + HOUR);
    expect(meta(life).status).toBe('inactive');
    advance(life, NOW + 2 * DAY);
    expect(meta(life).status).toBe('inactive');
    expect(payment(life, 2, 1).pending).toBe(true);
    settle(life, invoice(life, 2), payment(life, 2, 1), { success: true }, NOW + 2 * DAY + HOUR);
    // Invoice 1's payment is still pending, but no invoice is in dunning.
    expect(meta(life).status).toBe('active');
  });
});

describe('failed payments and dunning', () => {
  it('a failed payment is retried daily ten times under the subscription rules, then its dunning action applies', () => {
    const life = made({ failFrom: NOW, dunningAction: 'suspend', plan: { billing_interval_type: 'month' } });
    expect(life.dunning).toEqual([{ invoice: 1, attempts: 1, next: NOW + DAY }]);
    expect(Object.hasOwn(invoice(life, 1), 'retriesLimit')).toBe(false);
    advance(life, NOW + 9 * DAY);
    expect(life.dunning).toEqual([{ invoice: 1, attempts: 10, next: NOW + 10 * DAY }]);
    expect(flags(life)).toEqual(ACTIVE);
    advance(life, NOW + 10 * DAY);
    expect(payments(life)).toEqual(Array.from({ length: 11 }, (_, k) => [1, k + 1, NOW + k * DAY, false]));
    expect(life.dunning).toEqual([]);
    expect(flags(life)).toEqual({ ...ACTIVE, status: 'inactive', suspended: true });
    expect(invoice(life, 1)).toMatchObject({ outstanding: true, retriesLimitReached: true, updatedAt: NOW + 10 * DAY });
    expect(Object.hasOwn(invoice(life, 1), 'retriesLimit')).toBe(false);
    expect(meta(life).timestamps.updated_at).toBe(iso(NOW + 10 * DAY));
  });

  it.each([
    ['close', { closed: true }],
    ['suspend', { suspended: true }],
  ] as const)('dunning action %s ends billing, inactive', (action, flag) => {
    const life = made({ failFrom: NOW });
    advance(life, NOW + 5 * DAY, rule(1, [1], action));
    expect(flags(life)).toEqual({ ...ACTIVE, status: 'inactive', ...flag });
    expect(nextEvent(life)).toBe(Number.POSITIVE_INFINITY);
    expect(invoice(life, 1).retriesLimitReached).toBe(true);
    expect(invoice(life, 1).retriesLimit).toBe(1);
  });

  it('dunning action none leaves the subscription as it is, billing on', () => {
    const life = made({ failFrom: NOW });
    advance(life, NOW + DAY, rule(0, [1], 'none'));
    expect(flags(life)).toEqual(ACTIVE);
    expect([invoice(life, 1).retriesLimitReached, invoice(life, 2).retriesLimitReached]).toEqual([true, true]);
    expect(life.dunning).toEqual([]);
  });

  it('dunning action pause pauses it from the last retry; one paused already keeps its paused_at', () => {
    const life = made({ failFrom: NOW });
    advance(life, NOW + DAY, rule(1, [1], 'pause'));
    expect(flags(life)).toEqual({ ...ACTIVE, status: 'inactive', paused: true });
    expect(meta(life).timestamps.paused_at).toBe(iso(NOW + DAY));
    const paused = made({ failFrom: NOW });
    act(paused, 'pause', NOW + HOUR);
    advance(paused, NOW + DAY, rule(1, [1], 'pause'));
    expect(meta(paused).timestamps.paused_at).toBe(iso(NOW + HOUR));
  });

  it('a store rule retries as it says and notes its limit on the invoice; a later rule in force replaces the limit', () => {
    const life = made({ failFrom: NOW, plan: { billing_interval_type: 'month' } });
    // The first attempt was under the subscription's own rule (no limit noted); the retries under a store rule of 3.
    advance(life, NOW + DAY, rule(3, [2], 'suspend'));
    expect(invoice(life, 1).retriesLimit).toBe(3);
    expect(life.dunning).toEqual([{ invoice: 1, attempts: 2, next: NOW + 3 * DAY }]);
    // A rule of ten retries (as many as the subscription's own) in force now: noted, since one was noted before.
    advance(life, NOW + 3 * DAY, rule(10, [1], 'suspend'));
    expect(invoice(life, 1).retriesLimit).toBe(10);
    expect(life.dunning).toEqual([{ invoice: 1, attempts: 3, next: NOW + 4 * DAY }]);
  });

  it('after a retry the state is the last action, with the flags as they are now', () => {
    const life = made({ failFrom: NOW, plan: { billing_interval_type: 'week' } });
    act(life, 'pause', NOW + HOUR);
    advance(life, NOW + DAY);
    expect(life.dunning).toEqual([{ invoice: 1, attempts: 2, next: NOW + 2 * DAY }]);
    expect(life.bundle.subscription.state?.attributes).toEqual({ action: 'pause' });
    expect(life.bundle.subscription.state?.meta.paused).toBe(true);
  });

  it('a retry due at the same time as a run comes first', () => {
    const life = made({ failFrom: NOW });
    advance(life, NOW + DAY);
    expect(payments(life)).toEqual([
      [1, 1, NOW, false],
      [1, 2, NOW + DAY, false],
      [2, 1, NOW + DAY, false],
    ]);
  });

  it('retries of several invoices run in date order, the invoice in dunning longest first at the same time', () => {
    const life = made({ failFrom: NOW });
    // Invoice 1's first attempt is under the subscription's own rule (retry 1 a day later); then retry 1 two days
    // after a failure, retry 2 five days after retry 1.
    const policy = rule(3, [2, 5], 'none');
    advance(life, NOW + 3 * DAY, policy);
    // Invoice 1 is retried at day 1, then at day 6; invoice 2 (made at day 1) at day 3, before it.
    expect(payments(life)).toEqual([
      [1, 1, NOW, false],
      [1, 2, NOW + DAY, false],
      [2, 1, NOW + DAY, false],
      [3, 1, NOW + 2 * DAY, false],
      [2, 2, NOW + 3 * DAY, false],
      [4, 1, NOW + 3 * DAY, false],
    ]);
    const tie = made({ failFrom: NOW, plan: { billing_interval_type: 'week' } });
    // Invoice 1: retry 1 at day 1, retry 2 at day 9. Invoice 2 (day 7): retry 1 at day 9 too.
    advance(tie, NOW + 9 * DAY, rule(3, [2, 8], 'none'));
    expect(payments(tie).slice(-3)).toEqual([
      [2, 1, NOW + 7 * DAY, false],
      [1, 3, NOW + 9 * DAY, false],
      [2, 2, NOW + 9 * DAY, false],
    ]);
  });
});

describe('recording a payment outcome (settleRefusal, settle)', () => {
  it('a pending manual payment takes a success: the invoice is paid, the payment settled with what was given', () => {
    const life = made({ manual: true });
    const at = NOW + HOUR;
    expect(settleRefusal(life, invoice(life, 1), payment(life, 1, 1), { success: true })).toBeNull();
    const settled = settle(
      life,
      invoice(life, 1),
      payment(life, 1, 1),
      { success: true, externalId: 'ch_1', takenAt: NOW + 60_000 },
      at,
    );
    expect(settled).toStrictEqual({
      invoice: 1,
      attempt: 1,
      at: NOW,
      amount: PRICE,
      gateway: MANUAL_GATEWAY,
      success: true,
      manual: true,
      pending: false,
      settledAt: at,
      externalId: 'ch_1',
      takenAt: NOW + 60_000,
    });
    expect(life.payments).toStrictEqual([settled]);
    expect([invoice(life, 1).outstanding, invoice(life, 1).updatedAt, life.paid]).toEqual([false, at, 1]);
    expect(meta(life).timestamps.updated_at).toBe(iso(at));
    expect(flags(life)).toEqual(ACTIVE);
  });

  it('a success taken with no time given is taken at the update', () => {
    const life = made({ manual: true });
    const settled = settle(life, invoice(life, 1), payment(life, 1, 1), { success: true }, NOW + HOUR);
    expect(settled.takenAt).toBe(NOW + HOUR);
    expect(Object.hasOwn(settled, 'externalId')).toBe(false);
  });

  it('a settled payment leaves the last action as the state, with the flags as they are now', () => {
    const life = made({ manual: true });
    act(life, 'pause', NOW + HOUR);
    settle(life, invoice(life, 1), payment(life, 1, 1), { success: true }, NOW + 2 * HOUR);
    expect(life.bundle.subscription.state?.attributes).toEqual({ action: 'pause' });
    expect(life.bundle.subscription.state?.meta.paused).toBe(true);
  });

  it('a manual retry is a new pending payment: the dunning action waits for its outcome', () => {
    const life = made({ manual: true, plan: { billing_interval_type: 'month' } });
    const policy = rule(1, [1], 'suspend');
    settle(life, invoice(life, 1), payment(life, 1, 1), { success: false }, NOW + HOUR, policy);
    advance(life, NOW + DAY + HOUR, policy);
    expect(payments(life)).toEqual([
      [1, 1, NOW, false],
      [1, 2, NOW + DAY + HOUR, false],
    ]);
    expect([payment(life, 1, 2).pending, invoice(life, 1).retriesLimitReached, life.dunning]).toEqual([
      true,
      false,
      [],
    ]);
    expect(flags(life)).toEqual(ACTIVE);
    settle(life, invoice(life, 1), payment(life, 1, 2), { success: false }, NOW + 2 * DAY, policy);
    expect(flags(life)).toEqual({ ...ACTIVE, status: 'inactive', suspended: true });
    expect(invoice(life, 1).retriesLimitReached).toBe(true);
  });

  it('a pending manual payment takes a failure: retried as the rule says, with a new pending payment', () => {
    const life = made({ manual: true, plan: { billing_interval_type: 'month' } });
    const at = NOW + HOUR;
    const settled = settle(life, invoice(life, 1), payment(life, 1, 1), { success: false, failure: 'declined' }, at);
    expect(settled).toStrictEqual({
      invoice: 1,
      attempt: 1,
      at: NOW,
      amount: PRICE,
      gateway: MANUAL_GATEWAY,
      success: false,
      manual: true,
      pending: false,
      settledAt: at,
      failure: 'declined',
    });
    expect(life.dunning).toEqual([{ invoice: 1, attempts: 1, next: at + DAY }]);
    expect(settleRefusal(life, invoice(life, 1), settled, { success: true })).toBe(
      `the payment failed and the invoice is still being retried (the next attempt is at ${iso(at + DAY)}): only a pending manual payment, or the last failed payment of an invoice whose retries are over, can be updated`,
    );
    advance(life, at + DAY);
    expect(life.dunning).toEqual([]);
    expect(payment(life, 1, 2)).toStrictEqual({
      invoice: 1,
      attempt: 2,
      at: at + DAY,
      amount: PRICE,
      gateway: MANUAL_GATEWAY,
      success: false,
      manual: true,
      pending: true,
    });
    expect(settleRefusal(life, invoice(life, 1), settled, { success: true })).toBe(
      'the payment failed and attempt 2 was made on the invoice after it: only a pending manual payment, or the last failed payment of an invoice whose retries are over, can be updated',
    );
  });

  it('a failure with no reason given records none', () => {
    const life = made({ manual: true });
    const settled = settle(life, invoice(life, 1), payment(life, 1, 1), { success: false }, NOW + HOUR);
    expect(Object.hasOwn(settled, 'failure')).toBe(false);
  });

  it('a manual payment failing after its last retry: the dunning action', () => {
    const life = made({ manual: true, plan: { billing_interval_type: 'month' } });
    settle(life, invoice(life, 1), payment(life, 1, 1), { success: false }, NOW + HOUR, rule(0, [1], 'close'));
    expect(flags(life)).toEqual({ ...ACTIVE, status: 'inactive', closed: true });
    expect([invoice(life, 1).retriesLimitReached, invoice(life, 1).retriesLimit, life.dunning]).toEqual([true, 0, []]);
  });

  it('a settled payment cannot be updated again; a success never', () => {
    const life = made({ manual: true });
    const settled = settle(life, invoice(life, 1), payment(life, 1, 1), { success: true }, NOW + HOUR);
    expect(settleRefusal(life, invoice(life, 1), settled, { success: true })).toBe(
      'the payment succeeded already: a settled payment cannot be updated',
    );
  });

  it("the retry message names this invoice's next attempt, not another's", () => {
    const life = made({ failFrom: NOW });
    advance(life, NOW + 2 * DAY, rule(5, [3], 'none'));
    // Invoice 1 failed at NOW and day 1 (retry at day 4), invoice 2 at day 1 (retry at day 4), invoice 3 at day 2
    // (retry at day 5): invoice 1's last failed payment is its second, though others were charged after it.
    expect(life.dunning.map((entry) => [entry.invoice, entry.next])).toEqual([
      [1, NOW + 4 * DAY],
      [2, NOW + 4 * DAY],
      [3, NOW + 5 * DAY],
    ]);
    expect(settleRefusal(life, invoice(life, 3), payment(life, 3, 1), { success: true })).toBe(
      `the payment failed and the invoice is still being retried (the next attempt is at ${iso(NOW + 5 * DAY)}): only a pending manual payment, or the last failed payment of an invoice whose retries are over, can be updated`,
    );
    expect(settleRefusal(life, invoice(life, 1), payment(life, 1, 2), { success: true })).toBe(
      `the payment failed and the invoice is still being retried (the next attempt is at ${iso(NOW + 4 * DAY)}): only a pending manual payment, or the last failed payment of an invoice whose retries are over, can be updated`,
    );
  });

  it('the last failed payment of an invoice whose retries are over takes a success only; the subscription stays ended until resumed', () => {
    const life = made({ failFrom: NOW, dunningAction: 'suspend', plan: { billing_interval_type: 'month' } });
    advance(life, NOW + 10 * DAY);
    expect(meta(life).suspended).toBe(true);
    const last = payment(life, 1, 11);
    expect(settleRefusal(life, invoice(life, 1), last, { success: false })).toBe(
      'the payment failed already: record a success to mark the invoice paid',
    );
    expect(settleRefusal(life, invoice(life, 1), last, { success: true })).toBeNull();
    const at = NOW + 12 * DAY;
    const settled = settle(life, invoice(life, 1), last, { success: true }, at);
    expect(settled).toStrictEqual({
      invoice: 1,
      attempt: 11,
      at: NOW + 10 * DAY,
      amount: PRICE,
      gateway: 'elastic_path_payments_stripe',
      success: true,
      settledAt: at,
      takenAt: at,
    });
    expect([invoice(life, 1).outstanding, life.paid]).toEqual([false, 1]);
    expect(flags(life)).toEqual({ ...ACTIVE, status: 'inactive', suspended: true });
    act(life, 'resume', at + HOUR);
    expect(flags(life)).toEqual(ACTIVE);
    expect(meta(life).invoice_after).toBe(iso(Date.parse('2026-02-01T00:00:00Z')));
  });

  it('a success on a paused or canceled subscription pays the invoice and leaves it inactive', () => {
    for (const action of ['pause', 'cancel'] as const) {
      const life = made({ manual: true });
      act(life, action, NOW + HOUR);
      advance(life, NOW + DAY);
      expect(meta(life).status).toBe('inactive');
      settle(life, invoice(life, 1), payment(life, 1, 1), { success: true }, NOW + DAY + HOUR);
      expect([invoice(life, 1).outstanding, meta(life).status]).toEqual([false, 'inactive']);
    }
  });

  it('a success while another invoice is in dunning leaves the status as it is', () => {
    const life = made({ manual: true, plan: { billing_interval_type: 'week' } });
    act(life, 'pause', NOW + HOUR);
    advance(life, NOW + 7 * DAY);
    act(life, 'resume', NOW + 7 * DAY + HOUR);
    const policy = rule(3, [30], 'none');
    settle(life, invoice(life, 1), payment(life, 1, 1), { success: false }, NOW + 7 * DAY + 2 * HOUR, policy);
    advance(life, NOW + 14 * DAY, policy);
    settle(life, invoice(life, 2), payment(life, 2, 1), { success: true }, NOW + 14 * DAY + HOUR, policy);
    expect(life.dunning.map((entry) => entry.invoice)).toEqual([1]);
    expect(meta(life).status).toBe('inactive');
  });
});

describe('tax runs (taxRefusal, addTaxes)', () => {
  const vat = { type: 'tax_item' as const, name: 'VAT', rate: 0.2 };

  it('tax is each rate share of the amount, rounded down to the minor unit', () => {
    expect(taxOf(999, [vat, { type: 'tax_item', rate: 0.05 }])).toBe(199 + 49);
  });

  it('refuses a paid invoice, one taxed already, no items, a negative or non-finite rate, an unsafe total', () => {
    const paid = made();
    expect(taxRefusal(invoice(paid, 1), [vat])).toBe('the invoice is paid: tax is added to outstanding invoices only');
    const life = made({ manual: true });
    const row = invoice(life, 1);
    expect(taxRefusal(row, [])).toBe('no tax items: a tax run adds at least one to an invoice (it is then taxed)');
    for (const rate of [-0.1, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(taxRefusal(row, [vat, { type: 'tax_item', rate }])).toBe(
        `a tax rate must be a fraction of at least 0 (0.2 is 20%), got ${rate}`,
      );
    }
    expect(taxRefusal(row, [{ type: 'tax_item', rate: 0 }])).toBeNull();
    expect(taxRefusal({ ...row, amount: Number.MAX_SAFE_INTEGER - 10 }, [{ type: 'tax_item', rate: 0.5 }])).toBe(
      `the tax at these rates would make the invoice's total more than ${Number.MAX_SAFE_INTEGER}`,
    );
    expect(taxRefusal({ ...row, amount: Number.MAX_SAFE_INTEGER - 10 }, [{ type: 'tax_item', rate: 0 }])).toBeNull();
    expect(taxRefusal(row, [vat])).toBeNull();
    addTaxes(life, row, [vat], NOW + HOUR);
    expect(taxRefusal(row, [vat])).toBe(`tax was added to the invoice already, at ${iso(NOW + HOUR)}`);
  });

  it('tax added to an outstanding invoice grows its total and its pending manual payment, no other payment', () => {
    const life = made({ manual: true, plan: { billing_interval_type: 'week' } });
    advance(life, NOW + 7 * DAY);
    // Invoice 1's payment failed (its retry is a day later); invoice 2's is pending.
    settle(life, invoice(life, 1), payment(life, 1, 1), { success: false }, NOW + 7 * DAY + HOUR);
    const before = [...life.payments];
    const at = NOW + 7 * DAY + 2 * HOUR;
    addTaxes(life, invoice(life, 2), [vat], at);
    expect(invoice(life, 2)).toMatchObject({
      taxes: { items: [vat], addedAt: at, amount: 200 },
      updatedAt: at,
      outstanding: true,
    });
    expect(totalOf(invoice(life, 2))).toBe(1200);
    expect(life.payments).toStrictEqual([before[0], { ...before[1], amount: 1200 }]);
    expect(Object.keys(life.payments)).toEqual(['0', '1']);
    expect(meta(life).timestamps.updated_at).toBe(iso(at));
    // Invoice 1: its payment failed (not pending), and it is taxed now too; no payment is made or changed.
    addTaxes(life, invoice(life, 1), [vat], at);
    expect(life.payments).toStrictEqual([before[0], { ...before[1], amount: 1200 }]);
    expect(life.dunning).toEqual([{ invoice: 1, attempts: 1, next: NOW + 8 * DAY + HOUR }]);
    // Its retry charges the taxed total.
    advance(life, NOW + 8 * DAY + HOUR);
    expect(payment(life, 1, 2)).toMatchObject({ amount: 1200, pending: true });
  });

  it("tax added to an invoice updates its own pending payment, not another invoice's", () => {
    const life = made({ manual: true });
    advance(life, NOW + DAY);
    const [first, second] = life.payments as [PaymentRow, PaymentRow];
    expect([first.pending, second.pending]).toEqual([true, true]);
    addTaxes(life, invoice(life, 2), [vat], NOW + DAY + HOUR);
    expect(life.payments).toStrictEqual([first, { ...second, amount: 1200 }]);
  });

  it('tax added to the first payment of all, pending, updates it', () => {
    const life = made({ manual: true });
    addTaxes(life, invoice(life, 1), [vat], NOW + HOUR);
    expect(life.payments).toStrictEqual([{ ...(life.payments[0] as PaymentRow), amount: 1200 }]);
    expect(payment(life, 1, 1).amount).toBe(1200);
    expect(Object.keys(life.payments)).toEqual(['0']);
  });

  it('tax on an invoice with no pending payment adds no payment and takes none', () => {
    const life = made({ failFrom: NOW, plan: { billing_interval_type: 'month' } });
    addTaxes(life, invoice(life, 1), [vat], NOW + HOUR);
    expect(payments(life)).toEqual([[1, 1, NOW, false]]);
    expect(Object.keys(life.payments)).toEqual(['0']);
    expect(life.dunning).toEqual([{ invoice: 1, attempts: 1, next: NOW + DAY }]);
    const settledLater = made({ failFrom: NOW, dunningAction: 'suspend', plan: { billing_interval_type: 'month' } });
    addTaxes(settledLater, invoice(settledLater, 1), [vat], NOW + HOUR);
    advance(settledLater, NOW + 10 * DAY);
    // A success recorded later takes the taxed total.
    const settled = settle(
      settledLater,
      invoice(settledLater, 1),
      payment(settledLater, 1, 11),
      { success: true },
      NOW + 11 * DAY,
    );
    expect(settled.amount).toBe(1200);
  });
});

describe('refunds (refundable, refundRefusal, refund)', () => {
  it('a successful payment can be refunded in parts up to what it took; each refund numbered on its payment', () => {
    const life = made();
    advance(life, NOW + DAY);
    const first = payment(life, 1, 1);
    const second = payment(life, 2, 1);
    expect(refundable(life, first)).toBe(PRICE);
    expect(refundRefusal(life, first, PRICE + 1)).toBe(
      `the refund of ${PRICE + 1} is more than is left to refund of the payment: ${PRICE} of ${PRICE} (what it took less what was refunded already)`,
    );
    const one = refund(life, first, 300, 'damaged', NOW + DAY + HOUR);
    expect(one).toStrictEqual({
      invoice: 1,
      attempt: 1,
      number: 1,
      amount: 300,
      reason: 'damaged',
      at: NOW + DAY + HOUR,
    });
    expect(life.refunds).toStrictEqual([one]);
    const other = refund(life, second, 100, 'late', NOW + DAY + 2 * HOUR);
    expect(other.number).toBe(1);
    const two = refund(life, first, 200, 'again', NOW + DAY + 3 * HOUR);
    expect(two.number).toBe(2);
    expect(life.refunds).toStrictEqual([one, other, two]);
    expect(refundable(life, first)).toBe(500);
    expect(refundable(life, second)).toBe(900);
    expect(refundRefusal(life, first, 500)).toBeNull();
    expect(refundRefusal(life, first, 501)).toBe(
      `the refund of 501 is more than is left to refund of the payment: 500 of ${PRICE} (what it took less what was refunded already)`,
    );
  });

  it('refunds are told apart by invoice and attempt both', () => {
    const life = made({ failFrom: NOW + DAY, dunningAction: 'suspend' });
    advance(life, NOW + 2 * DAY);
    // Invoice 1 attempt 1 succeeded; invoice 2 attempt 1 failed; settled after its retries, invoice 2's attempt 11.
    const first = payment(life, 1, 1);
    refund(life, first, 400, 'part', NOW + 2 * DAY);
    expect(refundable(life, first)).toBe(600);
    // A refund of invoice 1's attempt 1 counts for no other invoice's attempt 1, nor invoice 1's other attempts.
    const numbered = { ...first, invoice: 2 };
    expect(refundable(life, numbered)).toBe(PRICE);
    expect(refundable(life, { ...first, attempt: 2 })).toBe(PRICE);
    expect(refund(life, numbered, 1, 'x', NOW + 3 * DAY).number).toBe(1);
    expect(refund(life, { ...first, attempt: 2 }, 1, 'x', NOW + 3 * DAY).number).toBe(1);
  });

  it('a failed or pending payment has nothing to refund', () => {
    const failed = made({ failFrom: NOW });
    expect(refundable(failed, payment(failed, 1, 1))).toBe(0);
    expect(refundRefusal(failed, payment(failed, 1, 1), 1)).toBe(
      'the payment failed: only a successful payment can be refunded',
    );
    const pending = made({ manual: true });
    expect(refundRefusal(pending, payment(pending, 1, 1), 1)).toBe(
      'the payment is pending: only a successful payment can be refunded',
    );
  });
});

describe('switches mid-period (proratable, prorate)', () => {
  const switched = { policyId: 'policy-1', rounding: 'down' as const };

  it('a switch is prorated from the start of a paid period up to (not at) its end', () => {
    const life = made({ plan: { billing_interval_type: 'month' } });
    const end = Date.parse('2026-02-01T00:00:00Z');
    expect([
      proratable(life, NOW),
      proratable(life, end - 1),
      proratable(life, end),
      proratable(life, NOW - 1),
    ]).toEqual([true, true, false, false]);
  });

  it('no switch is prorated on a pending, paused, canceled or ended subscription, an unpaid or trial period, or before any', () => {
    const month = { billing_interval_type: 'month' as const };
    expect(proratable(made({ pending: true, plan: month }), NOW)).toBe(false);
    const paused = made({ plan: month });
    act(paused, 'pause', NOW + HOUR);
    expect(proratable(paused, NOW + 2 * HOUR)).toBe(false);
    const canceled = made({ plan: month });
    act(canceled, 'cancel', NOW + HOUR);
    expect(proratable(canceled, NOW + 2 * HOUR)).toBe(false);
    const suspended = made({ failFrom: NOW, plan: month });
    advance(suspended, NOW + 10 * DAY);
    expect([meta(suspended).suspended, proratable(suspended, NOW + 11 * DAY)]).toEqual([true, false]);
    expect(proratable(made({ failFrom: NOW, plan: month }), NOW + HOUR)).toBe(false);
    expect(proratable(made({ plan: { ...month, trial_period: 1 } }), NOW + HOUR)).toBe(false);
    expect(proratable(made({ noPlan: true }), NOW + HOUR)).toBe(false);
  });

  it('the unused days of the period are credited against the new option: a new schedule from the switch', () => {
    const life = made({ plan: { billing_frequency: 10 } });
    const at = NOW + 4 * DAY + HOUR;
    const was = { option: life.bundle.subscription.attributes.plan_id, plan: 'product-1' };
    const row = prorate(life, at, switched, was);
    // 4 days used (rounded down) of 10: 6 tenths of 1000 credited.
    expect(row).toStrictEqual({
      number: 2,
      start: at,
      end: at + 10 * DAY,
      amount: 400,
      outstanding: false,
      retriesLimitReached: false,
      createdAt: at,
      updatedAt: at,
      option: life.bundle.subscription.attributes.plan_id,
      plan: life.bundle.planId,
      proration: {
        policyId: 'policy-1',
        before: 1000,
        refunded: 600,
        cost: 1000,
        wasOption: was.option,
        wasPlan: 'product-1',
        at,
      },
    });
    expect([life.firstRun, life.runs, life.paid, meta(life).invoice_after]).toEqual([at, 1, 1, iso(at + 10 * DAY)]);
    expect(payments(life).at(-1)).toEqual([2, 1, at, true]);
    const again = prorate(life, at + DAY, { policyId: 'p', rounding: 'up' }, { option: was.option });
    expect(Object.hasOwn(again.proration ?? {}, 'wasPlan')).toBe(false);
    // What the cut period cost on its option: 1000, though the credit paid 600 of it.
    expect(again.proration).toMatchObject({ before: 1000, refunded: 900, cost: 1000 });
  });

  it('a switch to a close option dates its end from the switch; to a roll option it has none', () => {
    const life = made({ plan: { billing_frequency: 10 } });
    const plan = life.bundle.plans.find((one) => one.id === life.bundle.subscription.attributes.plan_id) as Plan;
    const at = NOW + 2 * DAY;
    plan.attributes = { ...plan.attributes, end_behavior: 'close', plan_length: 3 };
    prorate(life, at, switched, { option: 'was' });
    expect(meta(life).timestamps.end_date).toBe(iso(at + 30 * DAY));
    plan.attributes = { ...plan.attributes, end_behavior: 'roll' };
    prorate(life, at + DAY, switched, { option: 'was' });
    expect(Object.hasOwn(meta(life).timestamps, 'end_date')).toBe(false);
  });

  it('a prorated invoice the credit covers whole is paid as it is, and the subscription is active again', () => {
    const life = made({ plan: { billing_frequency: 10 } });
    act(life, 'cancel', NOW + DAY, { cancelImmediately: true });
    act(life, 'resume', NOW + DAY + HOUR);
    expect(meta(life).status).toBe('inactive');
    expect(proratable(life, NOW + 2 * DAY)).toBe(true);
    meta(life).manual_payments = true;
    const plan = life.bundle.plans.find((one) => one.id === life.bundle.subscription.attributes.plan_id) as Plan;
    plan.meta = { ...plan.meta, price: { USD: { amount: 100, includes_tax: false } } };
    const row = prorate(life, NOW + 2 * DAY, switched, { option: 'was' });
    expect([row.amount, row.outstanding, life.paid, life.payments.length]).toEqual([0, false, 1, 1]);
    expect(meta(life).status).toBe('active');
    expect(life.bundle.subscription.state?.attributes).toEqual({ action: 'resume' });
  });

  it('after a prorated switch the state is the last action, with the flags as they are now', () => {
    const life = made({ plan: { billing_frequency: 10 } });
    act(life, 'cancel', NOW + HOUR);
    act(life, 'resume', NOW + 2 * HOUR);
    act(life, 'cancel', NOW + 3 * HOUR);
    act(life, 'resume', NOW + 4 * HOUR);
    prorate(life, NOW + 5 * HOUR, switched, { option: 'was' });
    expect(life.bundle.subscription.state?.meta.created_at).toBe(iso(NOW + 4 * HOUR));
    expect(life.bundle.subscription.state?.meta.invoice_after).toBe(iso(NOW + 5 * HOUR + 10 * DAY));
  });

  it('a prorated invoice paid while another is in dunning leaves the status to that one', () => {
    const life = made({ manual: true, plan: { billing_interval_type: 'week' } });
    const policy = rule(3, [30], 'none');
    settle(life, invoice(life, 1), payment(life, 1, 1), { success: false }, NOW + HOUR, policy);
    advance(life, NOW + 7 * DAY, policy);
    settle(life, invoice(life, 2), payment(life, 2, 1), { success: true }, NOW + 7 * DAY + HOUR, policy);
    act(life, 'cancel', NOW + 8 * DAY, { cancelImmediately: true });
    act(life, 'resume', NOW + 8 * DAY + HOUR);
    const plan = life.bundle.plans.find((one) => one.id === life.bundle.subscription.attributes.plan_id) as Plan;
    plan.meta = { ...plan.meta, price: { USD: { amount: 1, includes_tax: false } } };
    const row = prorate(life, NOW + 9 * DAY, switched, { option: 'was' }, policy);
    expect([row.amount, row.outstanding]).toEqual([0, false]);
    expect(meta(life).status).toBe('inactive');
  });

  it('a prorated invoice whose payment fails goes into dunning', () => {
    const life = made({ plan: { billing_frequency: 10 }, failFrom: NOW + DAY });
    const row = prorate(life, NOW + 2 * DAY, switched, { option: 'was' });
    expect([row.amount, row.outstanding]).toEqual([200, true]);
    expect(life.dunning).toEqual([{ invoice: 2, attempts: 1, next: NOW + 3 * DAY }]);
  });
});

describe('the subscriber moves (act, refusal)', () => {
  const noPlan = () => made({ noPlan: true });

  it('a subscription whose plan is not in its bundle allows no pause, cancel or resume', () => {
    expect(refused(() => act(noPlan(), 'pause', NOW))).toBe(
      "the subscription's plan does not allow pausing (can_pause: false)",
    );
    expect(refused(() => act(noPlan(), 'cancel', NOW))).toBe(
      "the subscription's plan does not allow canceling (can_cancel: false)",
    );
    const canceled = made({ plan: { can_resume: false } });
    act(canceled, 'cancel', NOW + HOUR);
    expect(refused(() => act(canceled, 'resume', NOW + 2 * HOUR))).toBe(
      "the subscription's plan does not allow resuming (can_resume: false)",
    );
    const paused = made();
    act(paused, 'pause', NOW + HOUR);
    paused.bundle.subscription.attributes = { ...paused.bundle.subscription.attributes, plan_id: 'gone' };
    expect(refused(() => act(paused, 'resume', NOW + 2 * HOUR))).toBe(
      "the subscription's plan does not allow resuming (can_resume: false)",
    );
  });

  it('a subscription closed by its plan allows no move', () => {
    const life = made({ plan: { end_behavior: 'close', plan_length: 1 } });
    advance(life, NOW + DAY);
    for (const action of ['pause', 'resume', 'cancel', 'pending'] as const) {
      expect(refused(() => act(life, action, NOW + DAY + HOUR))).toBe(
        `the subscription is closed: no ${action} is possible`,
      );
    }
  });

  it('one closed by dunning with an invoice unpaid is resumed only once it is paid', () => {
    const life = made({ failFrom: NOW, dunningAction: 'close', plan: { billing_interval_type: 'month' } });
    advance(life, NOW + 10 * DAY);
    expect(refused(() => act(life, 'resume', NOW + 11 * DAY))).toBe(
      'the subscription was closed after failed payments: invoice 1 is unpaid; pay it first (a manual payment), then resume',
    );
    const suspended = made({ failFrom: NOW, dunningAction: 'suspend', plan: { billing_interval_type: 'month' } });
    advance(suspended, NOW + 10 * DAY);
    expect(refused(() => act(suspended, 'resume', NOW + 11 * DAY))).toBe(
      'the subscription was suspended after failed payments: invoice 1 is unpaid; pay it first (a manual payment), then resume',
    );
  });

  it('a suspended subscription cannot be paused or made pending; a canceled one not made pending', () => {
    const suspended = made({ failFrom: NOW, dunningAction: 'suspend', plan: { billing_interval_type: 'month' } });
    advance(suspended, NOW + 10 * DAY);
    expect(refused(() => act(suspended, 'pause', NOW + 11 * DAY))).toBe(
      'the subscription is suspended after failed payments: it cannot be paused',
    );
    expect(refused(() => act(suspended, 'pending', NOW + 11 * DAY))).toBe(
      'the subscription is suspended after failed payments: it cannot be made pending',
    );
    const canceled = made();
    act(canceled, 'cancel', NOW + HOUR);
    expect(refused(() => act(canceled, 'pending', NOW + 2 * HOUR))).toBe(
      'the subscription is canceled: it cannot be made pending',
    );
  });

  it('only an active subscription can be paused', () => {
    const life = made();
    act(life, 'cancel', NOW + HOUR, { cancelImmediately: true });
    act(life, 'resume', NOW + 2 * HOUR);
    expect(meta(life).status).toBe('inactive');
    expect(refused(() => act(life, 'pause', NOW + 3 * HOUR))).toBe(
      'the subscription is inactive: only an active subscription can be paused',
    );
  });

  it('a state records the action, and cancel_immediately on an immediate cancel only', () => {
    const life = made({ plan: { billing_interval_type: 'month' } });
    expect(act(life, 'pause', NOW + HOUR).attributes).toStrictEqual({ action: 'pause' });
    expect(act(life, 'resume', NOW + 2 * HOUR).attributes).toStrictEqual({ action: 'resume' });
    expect(act(life, 'cancel', NOW + 3 * HOUR).attributes).toStrictEqual({ action: 'cancel' });
    expect(meta(life).timestamps.end_date).toBe(iso(Date.parse('2026-02-01T00:00:00Z')));
    expect(act(life, 'resume', NOW + 4 * HOUR).attributes).toStrictEqual({ action: 'resume' });
    // cancel_immediately is a cancel's option: another move given it ignores it.
    expect(act(life, 'pause', NOW + 4 * HOUR + 1, { cancelImmediately: true }).attributes).toStrictEqual({
      action: 'pause',
    });
    expect(flags(life)).toEqual({ ...ACTIVE, paused: true });
    act(life, 'resume', NOW + 4 * HOUR + 2);
    expect(act(life, 'cancel', NOW + 5 * HOUR, { cancelImmediately: true }).attributes).toStrictEqual({
      action: 'cancel',
      cancel_immediately: true,
    });
    expect(meta(life).timestamps.end_date).toBe(iso(NOW + 5 * HOUR));
  });

  it('a resume puts back the plan end date on a close plan, none on a roll plan', () => {
    const close = made({ plan: { end_behavior: 'close', plan_length: 5 } });
    act(close, 'cancel', NOW + HOUR);
    expect(meta(close).timestamps.end_date).toBe(iso(NOW + DAY));
    act(close, 'resume', NOW + 2 * HOUR);
    expect(meta(close).timestamps.end_date).toBe(iso(NOW + 5 * DAY));
    const roll = made();
    act(roll, 'cancel', NOW + HOUR);
    act(roll, 'resume', NOW + 2 * HOUR);
    expect(Object.hasOwn(meta(roll).timestamps, 'end_date')).toBe(false);
  });
});
