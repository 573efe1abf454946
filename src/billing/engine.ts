import { iso } from '../factories/index.js';
import { type Dunning, type Life, planOf, runTime, syncState } from './life.js';

const DAY = 86_400_000;
/** A failed payment is retried once a day, 10 times: 11 attempts in all. */
export const ATTEMPTS = 11;

/** The plan's price in the subscription's currency, in minor units: what each invoice charges. */
function priceOf(life: Life): number {
  const plan = planOf(life.bundle);
  const { currency } = life.bundle.subscription.attributes;
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

/** When the next thing happens to this subscription (a run or a retry), or Infinity. */
export function nextEvent(life: Life): number {
  if (ended(life)) return Number.POSITIVE_INFINITY;
  return Math.min(runTime(life, life.runs), firstRetry(life)?.next ?? Number.POSITIVE_INFINITY);
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
    life.invoices.push({
      number,
      start: at,
      end: runTime(life, life.runs),
      amount: priceOf(life),
      outstanding: true,
      retriesLimitReached: false,
      createdAt: at,
      updatedAt: at,
    });
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
    const next = runTime(life, life.runs);
    const due = firstRetry(life);
    if (Math.min(next, due?.next ?? Number.POSITIVE_INFINITY) > until) return changed;
    if (due !== undefined && due.next <= next) retry(life, due);
    else if (runTime(life, life.runs + 1) > next) run(life, next);
    else return changed; // a schedule that does not move forward (a plan the schemas refuse) bills nothing more
    changed = true;
  }
}
