import { addInterval, iso } from '../factories/index.js';
import { periodPrice } from '../factories/price.js';
import type { Plan } from '../schemas/index.js';
import {
  type Dunning,
  type DunningAction,
  type InvoiceRow,
  type Life,
  type PaymentRow,
  planEndOf,
  planOf,
  productOf,
  type RefundRow,
  runTime,
  syncState,
  type TaxItem,
} from './life.js';

const DAY = 86_400_000;
/** The gateway of a subscription with no payment authority. */
const DEFAULT_GATEWAY = 'elastic_path_payments_stripe';
/** The gateway named on the payments of a subscription with manual payments: none charges them. */
export const MANUAL_GATEWAY = 'manual';
/** By default a failed payment is retried once a day, 10 times: 11 attempts in all. */
export const ATTEMPTS = 11;

/**
 * How failed payments are retried and what ends them (a store's dunning rule): the retries after the first attempt,
 * the wait before retry `n` (ms), and the action after the last. Without one, a life's own rules apply: ten daily
 * retries, then its `dunningAction`.
 */
export interface DunningPolicy {
  retries: number;
  delay(retry: number): number;
  action: DunningAction | 'pause';
}

/** The policy of a life that has no store rule over it. */
function ownPolicy(life: Life): DunningPolicy {
  return { retries: ATTEMPTS - 1, delay: () => DAY, action: life.rules.dunningAction };
}

/**
 * What each invoice charges, in minor units of the subscription's currency: under the 2024 rule the plan's price
 * (for all of the offering's products), under the 2026 rule the pricing option's price for the subscription's plan.
 */
export function priceOf(life: Life): number {
  const plan = planOf(life.bundle);
  const { currency } = life.bundle.subscription.attributes;
  if (life.rules.model === '2026') {
    const product = productOf(life.bundle);
    if (plan === undefined || product === undefined) return 0;
    return periodPrice(plan.attributes, product.attributes)[currency]?.amount ?? 0;
  }
  return plan?.meta.price?.[currency]?.amount ?? plan?.attributes.fixed_price?.[currency]?.amount ?? 0;
}

/** The subscription stops being billed: closed or suspended. */
function ended(life: Life): boolean {
  const { meta } = life.bundle.subscription;
  return meta.closed || meta.suspended;
}

/** The retry due first, if any. */
function firstRetry(life: Life): Dunning | undefined {
  let first: Dunning | undefined;
  for (const entry of life.dunning) if (first === undefined || entry.next < first.next) first = entry;
  return first;
}

/** When a pending subscription goes live on its own (its `go_live_after`), or Infinity. */
function goLiveAt(life: Life): number {
  const after = life.bundle.subscription.meta.timestamps.go_live_after;
  return after === undefined ? Number.POSITIVE_INFINITY : Date.parse(after);
}

/**
 * Billing starts at `at` (a subscription made, or going live for the first time): during a trial a zero-priced
 * invoice for it, the paid runs from its end; otherwise the first billing run now, paid at once, or paid already
 * elsewhere (`prepaid`). On a `close` plan, `end_date` is its length after the first paid run.
 */
export function begin(life: Life, at: number, prepaid = false): void {
  const plan = planOf(life.bundle)?.attributes;
  life.firstRun = plan === undefined ? at : addInterval(at, plan.billing_interval_type, plan.trial_period ?? 0);
  life.runs = 0;
  const { meta } = life.bundle.subscription;
  meta.invoice_after = iso(life.firstRun);
  const end = planEndOf(life);
  if (end !== undefined) meta.timestamps.end_date = iso(end);
  if (life.firstRun > at) {
    // A trial is no paid interval of the plan: `paid` counts the plan's paid runs only.
    const trial = invoiceRow(life, at, life.firstRun, 0, at);
    trial.outstanding = false;
    trial.trial = true;
    life.invoices.push(trial);
    return;
  }
  if (!prepaid) {
    advance(life, at);
    return;
  }
  life.runs = 1;
  const row = invoiceRow(life, at, runTime(life, 1), priceOf(life), at);
  row.outstanding = false;
  life.invoices.push(row);
  life.paid++;
  meta.invoice_after = iso(runTime(life, 1));
}

/**
 * Billing picks up again at `at` after it stopped (a pending subscription going live again, one resumed after
 * dunning): the runs missed meanwhile are skipped, not billed, and the next comes on the schedule after `at`.
 */
export function pickUp(life: Life, at: number): void {
  while (runTime(life, life.runs) <= at && runTime(life, life.runs + 1) > runTime(life, life.runs)) life.runs++;
  life.bundle.subscription.meta.invoice_after = iso(runTime(life, life.runs));
}

/**
 * A pending subscription goes live at `at` (its `go_live_after`, or a resume): billing begins there if it never
 * was billed, and picks up on its schedule if it was.
 */
export function goLive(life: Life, at: number): void {
  const { meta } = life.bundle.subscription;
  meta.pending = false;
  meta.timestamps.go_live = iso(at);
  delete meta.timestamps.go_live_after;
  touch(life, at);
  if (life.invoices.length === 0) begin(life, at);
  else pickUp(life, at);
  syncState(life.bundle.subscription, life.states.at(-1));
}

/** When the next thing happens to this subscription (a run, a retry, going live), or Infinity. */
export function nextEvent(life: Life): number {
  if (ended(life)) return Number.POSITIVE_INFINITY;
  if (life.bundle.subscription.meta.pending) return goLiveAt(life);
  return Math.min(runTime(life, life.runs), firstRetry(life)?.next ?? Number.POSITIVE_INFINITY);
}

/** A new invoice of the life's next number, outstanding until paid. */
function invoiceRow(life: Life, start: number, end: number, amount: number, at: number): InvoiceRow {
  const product = productOf(life.bundle)?.id;
  // `plan` in the literal, not added after: an added property takes a property array of its own (57 bytes an invoice).
  const row: InvoiceRow = {
    number: life.invoices.length + 1,
    start,
    end,
    amount,
    outstanding: true,
    retriesLimitReached: false,
    createdAt: at,
    updatedAt: at,
    option: life.bundle.subscription.attributes.plan_id,
    plan: product,
  };
  if (product === undefined) delete row.plan;
  return row;
}

function touch(life: Life, at: number): void {
  life.bundle.subscription.meta.timestamps.updated_at = iso(at);
}

/** The gateway that takes a subscription's payments: none (`manual`) with manual payments, else its authority's. */
export function gatewayOf(life: Life): string {
  const { subscription } = life.bundle;
  if (subscription.meta.manual_payments) return MANUAL_GATEWAY;
  return subscription.attributes.payment_authority?.type ?? DEFAULT_GATEWAY;
}

/** What an invoice charges with its tax, in minor units. */
export function totalOf(invoice: InvoiceRow): number {
  return invoice.amount + (invoice.taxes?.amount ?? 0);
}

/**
 * The invoice paid: no longer outstanding, and one more paid run. Only an outstanding invoice is ever paid: a new one
 * (`collect`), or through `settle` the invoice of a pending payment or of the last failed one after its retries, which
 * `settleRefusal` allows only while the invoice is unpaid (its one pending payment, or that failed one, is its last).
 */
function markPaid(life: Life, invoice: InvoiceRow, at: number): void {
  invoice.updatedAt = at;
  invoice.outstanding = false;
  life.paid++;
}

/** Whether no gateway charges this subscription: its payments are pending until `settle` records them. */
const manual = (life: Life) => life.bundle.subscription.meta.manual_payments;

/**
 * Payment attempt `attempt` on an invoice at `at`: with manual payments a pending payment (no money moves), else a
 * charge through the gateway, which goes through before the life's `failFrom`. Returns whether the invoice is paid.
 */
function attempt(life: Life, invoice: InvoiceRow, number: number, at: number): boolean {
  const amount = totalOf(invoice);
  const gateway = gatewayOf(life);
  invoice.updatedAt = at;
  // Each row an object literal: one spread with a property added (`{ ...base, success }`) gets a hidden class of its
  // own in V8 (some 250 bytes more a payment, and property reads that never settle on one shape).
  if (manual(life)) {
    life.payments.push({
      invoice: invoice.number,
      attempt: number,
      at,
      amount,
      gateway,
      success: false,
      manual: true,
      pending: true,
    });
    return false;
  }
  const success = at < life.rules.failFrom;
  life.payments.push({ invoice: invoice.number, attempt: number, at, amount, gateway, success });
  if (success) markPaid(life, invoice, at);
  return success;
}

/** Notes on the invoice the retries the rule in force allows, where that is not the subscription's own ten. */
function limitOn(invoice: InvoiceRow, policy: DunningPolicy): void {
  if (policy.retries !== ATTEMPTS - 1 || invoice.retriesLimit !== undefined) invoice.retriesLimit = policy.retries;
}

/** After failed attempt `attempts` on an invoice: a retry as `policy` says, or after the last one the dunning action. */
function failed(life: Life, invoice: InvoiceRow, attempts: number, at: number, policy: DunningPolicy): void {
  limitOn(invoice, policy);
  if (attempts > policy.retries) giveUp(life, invoice, policy, at);
  else life.dunning.push({ invoice: invoice.number, attempts, next: at + policy.delay(attempts) });
}

/**
 * The first payment of an invoice just made: taken now (pending, with manual payments); a prorated invoice the credit
 * covers whole is paid as it is. A failed charge is retried as `policy` says. Returns whether the invoice is paid.
 */
function collect(life: Life, invoice: InvoiceRow, at: number, policy: DunningPolicy): boolean {
  if (invoice.proration !== undefined && totalOf(invoice) === 0) {
    markPaid(life, invoice, at);
    return true;
  }
  if (attempt(life, invoice, 1, at)) return true;
  if (!manual(life)) failed(life, invoice, 1, at, policy);
  return false;
}

/**
 * A billing run at `at` (the subscription's `invoice_after`): a paused or canceled subscription gets no invoice and
 * turns inactive; a `close` plan that has had its `plan_length` paid intervals closes; any other gets an invoice and a
 * payment, and is active once that is paid. The schedule moves one interval ahead either way.
 */
function run(life: Life, at: number, policy: DunningPolicy): void {
  const subscription = life.bundle.subscription;
  const { meta } = subscription;
  // `advance` runs a billing run only when the schedule moves forward, which needs a plan (`runTime`).
  const plan = (planOf(life.bundle) as Plan).attributes;
  const { paid } = life;
  life.runs++;
  meta.invoice_after = iso(runTime(life, life.runs));
  touch(life, at);
  if (plan.end_behavior === 'close' && paid >= plan.plan_length) {
    meta.closed = true;
    meta.status = 'inactive';
  } else if (meta.paused || meta.canceled) {
    meta.status = 'inactive';
  } else {
    const invoice = invoiceRow(life, at, runTime(life, life.runs), priceOf(life), at);
    life.invoices.push(invoice);
    if (collect(life, invoice, at, policy)) meta.status = 'active';
  }
  syncState(subscription, life.states.at(-1));
}

/** After the last failed attempt on an invoice: its retries are over, and the dunning action applies. */
function giveUp(life: Life, invoice: InvoiceRow, policy: DunningPolicy, at: number): void {
  const { meta } = life.bundle.subscription;
  invoice.retriesLimitReached = true;
  if (policy.action === 'suspend') Object.assign(meta, { suspended: true, status: 'inactive' });
  if (policy.action === 'close') Object.assign(meta, { closed: true, status: 'inactive' });
  if (policy.action === 'pause') {
    // One paused already (by its subscriber, or by dunning before) stays paused since then.
    if (!meta.paused) meta.timestamps.paused_at = iso(at);
    Object.assign(meta, { paused: true, status: 'inactive' });
  }
}

/**
 * A retry of an invoice in dunning: with manual payments a new pending payment, whose outcome `settle` records; else
 * a charge through the gateway, which fails as the attempt before it did (payments fail from the life's `failFrom`
 * on, which never moves, and a retry comes after the failure), so after the last one the dunning action applies.
 */
function retry(life: Life, dunning: Dunning, policy: DunningPolicy): void {
  const at = dunning.next;
  dunning.attempts++;
  const subscription = life.bundle.subscription;
  touch(life, at);
  const done = () => life.dunning.splice(life.dunning.indexOf(dunning), 1);
  const invoice = life.invoices[dunning.invoice - 1] as InvoiceRow;
  if (manual(life)) done();
  attempt(life, invoice, dunning.attempts, at);
  if (!manual(life)) {
    limitOn(invoice, policy);
    if (dunning.attempts > policy.retries) {
      done();
      giveUp(life, invoice, policy, at);
    } else dunning.next = at + policy.delay(dunning.attempts);
  }
  syncState(subscription, life.states.at(-1));
}

/**
 * Runs, in date order, every billing run and payment retry of this subscription up to `until` (ms), inclusive. A
 * retry due at the same moment as a run comes first. `policy` is the store's dunning rule, when one is set. Returns
 * whether anything happened.
 */
export function advance(life: Life, until: number, policy: DunningPolicy = ownPolicy(life)): boolean {
  let changed = false;
  for (;;) {
    if (ended(life)) return changed;
    if (life.bundle.subscription.meta.pending) {
      const live = goLiveAt(life);
      if (live > until) return changed;
      goLive(life, live);
      changed = true;
      continue;
    }
    const next = runTime(life, life.runs);
    const due = firstRetry(life);
    if (Math.min(next, due?.next ?? Number.POSITIVE_INFINITY) > until) return changed;
    if (due !== undefined && due.next <= next) retry(life, due, policy);
    else if (runTime(life, life.runs + 1) > next) run(life, next, policy);
    else return changed; // a schedule that does not move forward (a plan the schemas refuse) bills nothing more
    changed = true;
  }
}

/** How a payment went, as `UpdateInvoicePayment` records it. */
export interface PaymentOutcome {
  success: boolean;
  externalId?: string;
  failure?: string;
  /** When the money was taken (a success), ms; the time of the update when not given. */
  takenAt?: number;
}

/**
 * Why a payment's outcome cannot be recorded (a 409), or null when it can: a manual payment still pending takes
 * either outcome; the last failed attempt on an invoice whose retries are over takes a success, which records that
 * the invoice was paid another way (so that a subscription dunning suspended or closed may be resumed). Anything
 * else was settled already.
 */
export function settleRefusal(
  life: Life,
  invoice: InvoiceRow,
  payment: PaymentRow,
  outcome: PaymentOutcome,
): string | null {
  if (payment.pending === true) return null;
  if (payment.success) return 'the payment succeeded already: a settled payment cannot be updated';
  // `payment` is one of the invoice's, so there is a last.
  const last = life.payments.findLast((row) => row.invoice === invoice.number) as PaymentRow;
  if (last !== payment) {
    return `the payment failed and attempt ${last.attempt} was made on the invoice after it: only a pending manual payment, or the last failed payment of an invoice whose retries are over, can be updated`;
  }
  if (!invoice.retriesLimitReached) {
    // A failed attempt is followed by a retry (a dunning entry, kept until the retry is made) or the dunning action.
    const { next } = life.dunning.find((entry) => entry.invoice === invoice.number) as Dunning;
    return `the payment failed and the invoice is still being retried (the next attempt is at ${iso(next)}): only a pending manual payment, or the last failed payment of an invoice whose retries are over, can be updated`;
  }
  if (!outcome.success) return 'the payment failed already: record a success to mark the invoice paid';
  return null;
}

/**
 * Records a payment's outcome at `at` (check `settleRefusal` first). A success pays the invoice (the subscription is
 * active again unless paused, canceled, or ended by dunning, which a resume brings back); a failed manual payment is
 * retried as `policy` says (a new pending payment then), after its last retry the dunning action applies. Returns the
 * payment as it is now (payments are never changed in place: the row is replaced).
 */
export function settle(
  life: Life,
  invoice: InvoiceRow,
  payment: PaymentRow,
  outcome: PaymentOutcome,
  at: number,
  policy: DunningPolicy = ownPolicy(life),
): PaymentRow {
  const { meta } = life.bundle.subscription;
  const { pending: _pending, failure: _failure, ...rest } = payment;
  const settled: PaymentRow = {
    ...rest,
    ...(payment.manual === true ? { pending: false } : {}),
    success: outcome.success,
    settledAt: at,
    ...(outcome.externalId === undefined ? {} : { externalId: outcome.externalId }),
  };
  // A success takes what the invoice asks now (tax added since the failed attempt included).
  if (outcome.success) Object.assign(settled, { takenAt: outcome.takenAt ?? at, amount: totalOf(invoice) });
  else if (outcome.failure !== undefined) settled.failure = outcome.failure;
  life.payments[life.payments.indexOf(payment)] = settled;
  touch(life, at);
  invoice.updatedAt = at;
  if (outcome.success) {
    // No retry of the invoice is due: `settleRefusal` takes a success only of a pending payment (its retry was made)
    // or of the last failed one after its retries.
    markPaid(life, invoice, at);
    if (life.dunning.length === 0 && !ended(life) && !meta.paused && !meta.canceled) meta.status = 'active';
  } else {
    failed(life, invoice, payment.attempt, at, policy);
  }
  syncState(life.bundle.subscription, life.states.at(-1));
  return settled;
}

/** The tax of an invoice at these rates: each rate's share of its amount, rounded down to the minor unit. */
export function taxOf(amount: number, items: readonly TaxItem[]): number {
  return items.reduce((sum, item) => sum + Math.floor(amount * item.rate), 0);
}

/** Why tax cannot be added to an invoice (a tax run's failure), or null when it can. */
export function taxRefusal(invoice: InvoiceRow, items: readonly TaxItem[]): string | null {
  if (!invoice.outstanding) return 'the invoice is paid: tax is added to outstanding invoices only';
  if (invoice.taxes !== undefined) return `tax was added to the invoice already, at ${iso(invoice.taxes.addedAt)}`;
  if (items.length === 0) return 'no tax items: a tax run adds at least one to an invoice (it is then taxed)';
  const bad = items.find((item) => !Number.isFinite(item.rate) || item.rate < 0);
  if (bad !== undefined) return `a tax rate must be a fraction of at least 0 (0.2 is 20%), got ${bad.rate}`;
  if (!Number.isSafeInteger(invoice.amount + taxOf(invoice.amount, items))) {
    return `the tax at these rates would make the invoice's total more than ${Number.MAX_SAFE_INTEGER}`;
  }
  return null;
}

/**
 * Tax items added to an outstanding invoice at `at` (check `taxRefusal` first): its total grows by their tax, a
 * pending manual payment with it, and any later payment takes the taxed total. No invoice waits for its tax
 * (`tax_required`: nothing makes an invoice need it, see `BillingRules.taxRequired`), so no payment is taken here.
 */
export function addTaxes(life: Life, invoice: InvoiceRow, items: readonly TaxItem[], at: number): void {
  invoice.taxes = { items: items.map((item) => ({ ...item })), addedAt: at, amount: taxOf(invoice.amount, items) };
  invoice.updatedAt = at;
  touch(life, at);
  const index = life.payments.findIndex((row) => row.invoice === invoice.number && row.pending === true);
  if (index >= 0) life.payments[index] = { ...(life.payments[index] as PaymentRow), amount: totalOf(invoice) };
}

/** What is left to refund of a payment: what it took less what was refunded of it already. */
export function refundable(life: Life, payment: PaymentRow): number {
  if (!payment.success) return 0;
  let refunded = 0;
  for (const refund of life.refunds ?? []) {
    if (refund.invoice === payment.invoice && refund.attempt === payment.attempt) refunded += refund.amount;
  }
  return payment.amount - refunded;
}

/** Why a payment cannot be refunded this much (a 422), or null when it can. */
export function refundRefusal(life: Life, payment: PaymentRow, amount: number): string | null {
  if (payment.pending === true) return 'the payment is pending: only a successful payment can be refunded';
  if (!payment.success) return 'the payment failed: only a successful payment can be refunded';
  const left = refundable(life, payment);
  if (amount > left) {
    return `the refund of ${amount} is more than is left to refund of the payment: ${left} of ${payment.amount} (what it took less what was refunded already)`;
  }
  return null;
}

/** A refund of a successful payment at `at` (check `refundRefusal` first), numbered on that payment from 1. */
export function refund(life: Life, payment: PaymentRow, amount: number, reason: string, at: number): RefundRow {
  const refunds = life.refunds ?? [];
  const number = refunds.filter((row) => row.invoice === payment.invoice && row.attempt === payment.attempt).length + 1;
  const row: RefundRow = { invoice: payment.invoice, attempt: payment.attempt, number, amount, reason, at };
  life.refunds = [...refunds, row];
  return row;
}

/** How a proration policy rounds the days used of a period: `up`, `down` or to the `nearest` whole day. */
export type Rounding = 'up' | 'down' | 'nearest';

/**
 * Whether a switch at `at` is prorated: the subscription is billed (live, not paused, canceled or ended by dunning),
 * and the period of its last invoice, paid and not a trial's, holds `at` (also when an earlier switch waits for the
 * next run to start its schedule: that period was paid all the same).
 */
export function proratable(life: Life, at: number): boolean {
  const { meta } = life.bundle.subscription;
  if (meta.pending || meta.paused || meta.canceled || ended(life)) return false;
  const current = life.invoices.at(-1);
  return (
    current !== undefined && current.trial !== true && !current.outstanding && current.start <= at && at < current.end
  );
}

/**
 * A switch of plan or pricing option at `at`, prorated by day (check `proratable` first; the life is on its new
 * option already). The days used of the current period are rounded as the policy says, its unused days' share of
 * what it cost is refunded against the new option's price, and the new option's schedule starts now: an invoice for
 * its first period, charged the difference (nothing when the credit covers it), carrying the proration. On a `close`
 * option the end date is its length from now. `was` is the plan and product switched from.
 */
export function prorate(
  life: Life,
  at: number,
  proration: { policyId: string; rounding: Rounding },
  was: { option: string; plan?: string },
  policy: DunningPolicy = ownPolicy(life),
): InvoiceRow {
  const current = life.invoices.at(-1) as InvoiceRow;
  const days = Math.round((current.end - current.start) / DAY);
  const round = { up: Math.ceil, down: Math.floor, nearest: Math.round }[proration.rounding];
  const used = Math.min(days, Math.max(0, round((at - current.start) / DAY)));
  // What the period cut short cost on its option: its price, even where an earlier switch's credit paid part of it.
  const before = current.proration?.cost ?? current.amount;
  // A period is at least a day (a billing interval of at least 1 day, week, month or year), so `days` >= 1.
  const refunded = Math.floor((before * (days - used)) / days);
  const { meta } = life.bundle.subscription;
  life.firstRun = at;
  life.runs = 1;
  life.paid = 0;
  meta.invoice_after = iso(runTime(life, 1));
  const end = planEndOf(life);
  if (end === undefined) delete meta.timestamps.end_date;
  else meta.timestamps.end_date = iso(end);
  const cost = priceOf(life);
  const invoice = invoiceRow(life, at, runTime(life, 1), Math.max(0, cost - refunded), at);
  invoice.proration = {
    policyId: proration.policyId,
    before,
    refunded,
    cost,
    wasOption: was.option,
    ...(was.plan === undefined ? {} : { wasPlan: was.plan }),
    at,
  };
  life.invoices.push(invoice);
  touch(life, at);
  if (collect(life, invoice, at, policy) && life.dunning.length === 0) meta.status = 'active';
  syncState(life.bundle.subscription, life.states.at(-1));
  return invoice;
}
