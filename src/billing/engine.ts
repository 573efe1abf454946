import { addInterval, iso } from '../factories/index.js';
import { periodPrice } from '../factories/price.js';
import { type Dunning, type InvoiceRow, type Life, planEndOf, planOf, productOf, runTime, syncState } from './life.js';

const DAY = 86_400_000;
/** A failed payment is retried once a day, 10 times: 11 attempts in all. */
export const ATTEMPTS = 11;

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
    const trial = invoiceRow(life.invoices.length + 1, at, life.firstRun, 0, at);
    trial.outstanding = false;
    life.invoices.push(trial);
    life.paid++;
    return;
  }
  if (!prepaid) {
    advance(life, at);
    return;
  }
  life.runs = 1;
  const row = invoiceRow(life.invoices.length + 1, at, runTime(life, 1), priceOf(life), at);
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

/** A new invoice, outstanding until paid. */
function invoiceRow(number: number, start: number, end: number, amount: number, at: number): InvoiceRow {
  return {
    number,
    start,
    end,
    amount,
    outstanding: true,
    retriesLimitReached: false,
    createdAt: at,
    updatedAt: at,
  };
}

function touch(life: Life, at: number): void {
  life.bundle.subscription.meta.timestamps.updated_at = iso(at);
}

/** One payment attempt on an invoice; true when it went through. */
function pay(life: Life, invoiceNumber: number, attempt: number, at: number): boolean {
  const success = at < life.rules.failFrom;
  life.payments.push({ invoice: invoiceNumber, attempt, at, success });
  const invoice = life.invoices[invoiceNumber - 1];
  if (invoice !== undefined) {
    invoice.updatedAt = at;
    if (success && invoice.outstanding) {
      invoice.outstanding = false;
      life.paid++;
    }
  }
  return success;
}

/**
 * A billing run at `at` (the subscription's `invoice_after`): a paused or canceled subscription gets no invoice and
 * turns inactive; a `close` plan that has had its `plan_length` paid intervals closes; any other gets an invoice and a
 * payment, and is active once that is paid. The schedule moves one interval ahead either way.
 */
function run(life: Life, at: number): void {
  const subscription = life.bundle.subscription;
  const { meta } = subscription;
  const plan = planOf(life.bundle)?.attributes;
  const { paid } = life;
  life.runs++;
  meta.invoice_after = iso(runTime(life, life.runs));
  touch(life, at);
  if (plan?.end_behavior === 'close' && paid >= plan.plan_length) {
    meta.closed = true;
    meta.status = 'inactive';
  } else if (meta.paused || meta.canceled) {
    meta.status = 'inactive';
  } else {
    const number = life.invoices.length + 1;
    life.invoices.push(invoiceRow(number, at, runTime(life, life.runs), priceOf(life), at));
    if (pay(life, number, 1, at)) meta.status = 'active';
    else life.dunning.push({ invoice: number, attempts: 1, next: at + DAY });
  }
  syncState(subscription, life.states.at(-1));
}

/** A retry of an invoice in dunning; after its last failed attempt, the dunning action. */
function retry(life: Life, dunning: Dunning): void {
  const at = dunning.next;
  dunning.attempts++;
  const subscription = life.bundle.subscription;
  touch(life, at);
  const done = () => life.dunning.splice(life.dunning.indexOf(dunning), 1);
  if (pay(life, dunning.invoice, dunning.attempts, at)) {
    done();
    if (life.dunning.length === 0) subscription.meta.status = 'active';
  } else if (dunning.attempts >= ATTEMPTS) {
    done();
    const invoice = life.invoices[dunning.invoice - 1];
    if (invoice !== undefined) invoice.retriesLimitReached = true;
    if (life.rules.dunningAction === 'suspend')
      Object.assign(subscription.meta, { suspended: true, status: 'inactive' });
    if (life.rules.dunningAction === 'close') Object.assign(subscription.meta, { closed: true, status: 'inactive' });
  } else {
    dunning.next = at + DAY;
  }
  syncState(subscription, life.states.at(-1));
}

/**
 * Runs, in date order, every billing run and payment retry of this subscription up to `until` (ms), inclusive. A
 * retry due at the same moment as a run comes first. Returns whether anything happened.
 */
export function advance(life: Life, until: number): boolean {
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
    if (due !== undefined && due.next <= next) retry(life, due);
    else if (runTime(life, life.runs + 1) > next) run(life, next);
    else return changed; // a schedule that does not move forward (a plan the schemas refuse) bills nothing more
    changed = true;
  }
}
