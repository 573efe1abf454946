import { iso } from '../factories/index.js';
import type { StoreRecord } from '../store/collections.js';
import type { ClockHook, Session } from '../store/session.js';
import { forgetIndex } from './ledger.js';
import { copyLife, type Life, type PriceChange } from './life.js';
import { type CronSpec, fireTimes, parseSpecification } from './schedules.js';
import { applyTaxes, type InvoiceTaxes } from './tax.js';

/**
 * What a job does as the session's clock passes (`/v2/subscriptions/jobs`): a job is made `pending` (by a write, or by
 * a schedule at its fire time), starts a second later, or when the job of its type before it finished (one billing
 * run, one payment run, one tax run at a time, as the documents say, oldest first), and runs for a second: then it is
 * `success` (or `failed`) with its report. Everything follows the clock: the session moves jobs on before every write
 * and on every clock move, as it runs billing (src/store/session.ts calls `runJobs`).
 *
 * Billing itself never waits for a job: the engine bills each subscription on its own schedule (src/billing/engine.ts),
 * as the platform's billing runs would. A job reports what happened in its window, from when the job of its type
 * before it finished (or since the session began) to when it finishes:
 * - `billing-run`: the invoices made (`invoices_ready_for_payment`, `invoices_tax_required` with their totals by
 *   currency, before tax); the engine never fails to make one, so `invoice_failures` is 0;
 * - `payment-run`: the payment attempts made, those that failed, and what the successful ones took, by currency;
 * - `tax-run`: adds its `taxes` to the invoices they name when it runs (src/billing/tax.ts), and reports how many it
 *   updated and how many it could not (an invoice not there, paid, taxed already, or a negative rate); it is `failed`
 *   when it named invoices and could update none. A tax run without taxes (a 2024 schedule's) updates nothing.
 * Only what the session made counts: the world's own invoices and payments were there before it began.
 */

export const JOB_TYPE = 'subscription_job';
/** A job's status, as the documents list them. */
export const JOB_STATUSES = ['pending', 'started', 'success', 'failed'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

/** From creation to start, when nothing of its type is running (ms). */
export const START_DELAY = 1000;
/** How long a job runs (ms). */
export const RUN_TIME = 1000;
/**
 * The most jobs one schedule makes in one step of the clock (a clock move, or the catch-up before a write): an
 * every-minute schedule over ten years would make millions. The fire times after the first this many of a step are
 * skipped: no job is made for them, and the schedule fires again after the step's end.
 */
export const MAX_FIRES_PER_MOVE = 1000;
/**
 * The most jobs all of a session's schedules make in one step of the clock: the earliest this many are made, the
 * rest skipped like those past a schedule's own limit, so that a step never holds the event loop for long.
 */
export const MAX_JOBS_PER_MOVE = 5000;
/** The most schedules a session holds (a store's schedules are a handful: a billing, a payment and a tax run). */
export const MAX_SCHEDULES = 100;

/** The attributes of a job as kept (and answered). */
interface JobAttributes {
  job_type: string;
  external_ref?: string;
  taxes?: InvoiceTaxes[];
  status: JobStatus;
  created_at: string;
  updated_at: string;
}

type Price = Record<string, { amount: number; includes_tax: boolean }>;

const attributesOf = (job: StoreRecord) => job.attributes as unknown as JobAttributes;

/** Whether a job changes subscriptions when it runs (so billing must be run up to that moment first). */
const hasEffects = (job: StoreRecord) => {
  const { job_type, taxes } = attributesOf(job);
  return job_type === 'subscription-update' || (job_type === 'tax-run' && taxes !== undefined && taxes.length > 0);
};

/** What a 2026 subscription update changes: its subscriptions (an offering's, or named) and their new prices. */
export interface PriceUpdate {
  offering_id?: string;
  excluded_subscription_ids?: string[];
  subscription_ids?: string[];
  price_changes: NonNullable<PriceChange['price_changes']>;
}

type PriceMapOf = NonNullable<PriceChange['price_changes']['plan_prices']>[string];

/**
 * A subscription update run at `at`: each subscription it picks (its offering's but the excluded, or those named) has
 * the prices `price_changes` gives its plans (by plan id) and pricing options (by pricing option id) from now on,
 * the prices they replace kept in its `price_update_history`, valid until now. One whose plans and pricing options
 * `price_changes` names none of, a named one that is not there (any more), or one whose new plan prices (or fixed
 * pricing option prices) have no price in its currency, is a failure, and keeps its prices.
 */
export function updatePrices(session: Session, update: PriceUpdate, at: number) {
  const picked: (Life | string)[] = [];
  if (update.offering_id !== undefined) {
    const excluded = new Set((update.excluded_subscription_ids ?? []).map((id) => id.toLowerCase()));
    const offering = update.offering_id.toLowerCase();
    const { subscriptions } = session;
    for (let index = 0; index < subscriptions.count; index++) {
      const life = subscriptions.at(index);
      const { id, attributes } = life.bundle.subscription;
      if (attributes.offering.id === offering && !excluded.has(id as string)) picked.push(life);
    }
  } else {
    for (const id of update.subscription_ids ?? []) picked.push(session.subscriptions.get(id.toLowerCase()) ?? id);
  }
  const report = { subscriptions_updated: 0, subscription_failures: 0, total_processed: picked.length };
  const { plan_prices: planPrices = {}, pricing_option_prices: optionPrices = {} } = update.price_changes;
  // Ids in any case, as everywhere in the API.
  const lower = <T>(map: Record<string, T>) =>
    Object.fromEntries(Object.entries(map).map(([id, value]) => [id.toLowerCase(), value])) as Record<string, T>;
  const plansBy = lower(planPrices);
  const optionsBy = lower(optionPrices);
  const seen = new Set<Life>();
  for (const held of picked) {
    if (typeof held === 'string' || seen.has(held)) {
      if (typeof held === 'string') report.subscription_failures++;
      else report.total_processed--;
      continue;
    }
    seen.add(held);
    const { currency } = held.bundle.subscription.attributes;
    const priced = (map: unknown) => map === undefined || (typeof map === 'object' && map !== null && currency in map);
    const unpriced =
      held.bundle.products.some((product) => !priced(plansBy[product.id as string] ?? undefined)) ||
      held.bundle.plans.some((plan) => !priced(optionsBy[plan.id as string]?.fixed_price ?? undefined));
    if (unpriced) {
      report.subscription_failures++;
      continue;
    }
    const named = (id: unknown) => typeof id === 'string';
    const products = held.bundle.products.filter((product) => named(product.id) && plansBy[product.id as string]);
    const options = held.bundle.plans.filter((plan) => named(plan.id) && optionsBy[plan.id as string]);
    if (products.length + options.length === 0) {
      report.subscription_failures++;
      continue;
    }
    const life = copyLife(held);
    const entry: PriceChange = { price_changes: {}, valid_until: iso(at) };
    if (products.length > 0) {
      entry.price_changes.plan_prices = {};
      for (const product of products) {
        entry.price_changes.plan_prices[product.id as string] = (product.attributes.price ?? {}) as PriceMapOf;
      }
      life.bundle.products = life.bundle.products.map((product) => {
        const price = plansBy[product.id as string];
        return price === undefined ? product : { ...product, attributes: { ...product.attributes, price } };
      });
    }
    if (options.length > 0) {
      entry.price_changes.pricing_option_prices = {};
      for (const plan of options) {
        const { base_price_percentage, fixed_price } = plan.attributes;
        entry.price_changes.pricing_option_prices[plan.id as string] = {
          ...(base_price_percentage === undefined ? {} : { base_price_percentage }),
          ...(fixed_price === undefined ? {} : { fixed_price: fixed_price as PriceMapOf }),
        };
      }
      life.bundle.plans = life.bundle.plans.map((plan) => {
        const change = optionsBy[plan.id as string];
        return change === undefined ? plan : { ...plan, attributes: { ...plan.attributes, ...change } };
      });
    }
    life.priceHistory = [...(life.priceHistory ?? []), entry];
    life.bundle.subscription.meta.timestamps.updated_at = iso(at);
    session.subscriptions.replace(life);
    session.noteLife(life);
    report.subscriptions_updated++;
  }
  return report;
}

const SPECS = new Map<string, CronSpec>();

/** A schedule's specification, parsed once (it was checked when written). */
function specOf(text: string): CronSpec {
  let spec = SPECS.get(text);
  if (spec === undefined) {
    spec = parseSpecification(text);
    if (SPECS.size > 1000) SPECS.clear();
    SPECS.set(text, spec);
  }
  return spec;
}

/** The jobs not finished yet, oldest first. */
function unfinished(session: Session): StoreRecord[] {
  const found = session.collection('jobs').find([{ field: 'status', values: ['pending', 'started'] }]);
  return Array.from({ length: found.total }, (_, index) => found.at(index));
}

/**
 * Whether a clock move must run billing and jobs together, moment by moment: a job that changes subscriptions (a tax
 * run with taxes) has yet to run. Otherwise billing may be worked out apart and jobs run after it.
 */
export function jobsInterleave(session: Session): boolean {
  return session.countOf('jobs') > 0 && unfinished(session).some(hasEffects);
}

/** One job in the queue of its type: when it starts and finishes, and when its window opens. */
interface Slot {
  job: StoreRecord;
  start: number;
  finish: number;
  /** When the job of its type before it finished (its report's window opens then), or -Infinity. */
  opens: number;
}

/** When the last finished job of each type finished. */
function lastFinished(session: Session): Map<string, number> {
  const jobs = session.collection('jobs');
  const out = new Map<string, number>();
  for (let index = jobs.count - 1; index >= 0; index--) {
    const job = jobs.at(index);
    const finished = job.meta.timestamps.finished_at;
    const type = attributesOf(job).job_type;
    if (finished === undefined) continue;
    const at = Date.parse(finished);
    if (at > (out.get(type) ?? Number.NEGATIVE_INFINITY)) out.set(type, at);
  }
  return out;
}

/** The jobs each schedule makes over (from, until], in order of time (then of the schedules' list). */
function fire(session: Session, from: number, until: number): StoreRecord[] {
  const schedules = session.collection('schedules');
  const fired: { at: number; order: number; schedule: StoreRecord }[] = [];
  for (let order = 0; order < schedules.count; order++) {
    const schedule = schedules.at(order);
    const { specification, location } = schedule.attributes as { specification: string; location: string };
    for (const at of fireTimes(specOf(specification), location, from, until, MAX_FIRES_PER_MOVE)) {
      fired.push({ at, order, schedule });
    }
  }
  fired.sort((a, b) => a.at - b.at || a.order - b.order);
  fired.length = Math.min(fired.length, MAX_JOBS_PER_MOVE);
  const jobs = session.collection('jobs');
  return fired.map(({ at, schedule }) => {
    const when = iso(at);
    const job: StoreRecord = {
      id: session.mint('jobs'),
      type: JOB_TYPE,
      attributes: {
        job_type: (schedule.attributes.job as { job_type: string }).job_type,
        status: 'pending',
        created_at: when,
        updated_at: when,
      },
      meta: { owner: 'store', timestamps: { created_at: when, updated_at: when } },
    };
    jobs.create(job);
    return job;
  });
}

/** A job started, or finished with its status and report. */
function moved(job: StoreRecord, slot: Slot, outcome?: { status: JobStatus; report: object }): StoreRecord {
  const finished = outcome !== undefined;
  const updated = iso(finished ? slot.finish : slot.start);
  const timestamps: Record<string, string> = {
    ...job.meta.timestamps,
    started_at: iso(slot.start),
    updated_at: updated,
  };
  if (finished) timestamps.finished_at = iso(slot.finish);
  return {
    ...job,
    attributes: { ...job.attributes, status: outcome?.status ?? 'started', updated_at: updated },
    meta: { ...job.meta, timestamps, ...(finished ? { report: outcome.report } : {}) },
  };
}

/** Adds `amount` in `currency` to a price map. */
function add(price: Price, currency: string, amount: number): void {
  const held = price[currency];
  if (held === undefined) price[currency] = { amount, includes_tax: false };
  else held.amount += amount;
}

interface BillingReport {
  invoices_ready_for_payment: number;
  invoices_tax_required: number;
  invoice_failures: number;
  total_ready_for_payment: Price;
  total_tax_required: Price;
}

interface PaymentReport {
  total_payment_attempts: number;
  failed_payments: number;
  total_collected: Price;
}

/**
 * The slot whose window, [opens, finish), holds `at`, among slots in order of finish; undefined when none does. What
 * is made in the second a job finishes (a write's, after the job finished) falls in the next job's window.
 */
function windowOf<T extends { slot: Slot }>(slots: readonly T[], at: number): T | undefined {
  let low = 0;
  let high = slots.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((slots[middle] as T).slot.finish <= at) low = middle + 1;
    else high = middle;
  }
  const found = slots[low];
  return found !== undefined && at >= found.slot.opens ? found : undefined;
}

/**
 * The reports of billing and payment runs finished in this step, in one pass over what the session made: each
 * invoice and payment falls in the window of at most one run of each type.
 */
function reports(session: Session, billing: Slot[], payment: Slot[]): Map<StoreRecord, object> {
  const bills = billing.map((slot) => ({
    slot,
    report: {
      invoices_ready_for_payment: 0,
      invoices_tax_required: 0,
      invoice_failures: 0,
      total_ready_for_payment: {},
      total_tax_required: {},
    } as BillingReport,
  }));
  const pays = payment.map((slot) => ({
    slot,
    report: { total_payment_attempts: 0, failed_payments: 0, total_collected: {} } as PaymentReport,
  }));
  if (bills.length + pays.length > 0) {
    for (const life of session.subscriptions.own() as Iterable<Life>) {
      const base = session.worldLife(life.bundle.subscription.id as string);
      const { currency } = life.bundle.subscription.attributes;
      if (bills.length > 0) {
        for (let k = base?.invoices.length ?? 0; k < life.invoices.length; k++) {
          const row = life.invoices[k];
          if (row === undefined) continue;
          const report = windowOf(bills, row.createdAt)?.report;
          if (report === undefined) continue;
          if (row.taxRequired === true) {
            report.invoices_tax_required++;
            add(report.total_tax_required, currency, row.amount);
          } else {
            report.invoices_ready_for_payment++;
            add(report.total_ready_for_payment, currency, row.amount);
          }
        }
      }
      if (pays.length > 0) {
        for (let k = base?.payments.length ?? 0; k < life.payments.length; k++) {
          const row = life.payments[k];
          if (row === undefined) continue;
          const report = windowOf(pays, row.at)?.report;
          if (report === undefined) continue;
          report.total_payment_attempts++;
          if (row.success) add(report.total_collected, currency, row.amount);
          else if (row.pending !== true) report.failed_payments++;
        }
      }
    }
  }
  const out = new Map<StoreRecord, object>();
  for (const { slot, report } of [...bills, ...pays]) out.set(slot.job, report);
  return out;
}

/**
 * Moves the session's jobs on from `from` to `until` (ms): the jobs schedules make at their fire times in between,
 * jobs started and finished, and billing run up to `until` with `bill` (the engine, which the session owns) — up to
 * each moment a job changes subscriptions first, so that it sees them as they are then. Call it inside a write.
 */
export function runJobs(session: Session, from: number, until: number, bill: (at: number) => void): void {
  // Most sessions never have a job or a schedule: nothing to look up on each of their writes.
  if (session.countOf('jobs') === 0 && session.countOf('schedules') === 0) {
    bill(until);
    return;
  }
  const waiting = unfinished(session);
  if (session.collection('schedules').count === 0 && waiting.length === 0) {
    bill(until);
    return;
  }
  const queue = [...waiting, ...fire(session, from, until)];
  const ends = lastFinished(session);
  const slots: Slot[] = [];
  for (const job of queue) {
    const type = attributesOf(job).job_type;
    const opens = ends.get(type) ?? Number.NEGATIVE_INFINITY;
    const started = job.meta.timestamps.started_at;
    const start =
      started === undefined
        ? Math.max(Date.parse(job.meta.timestamps.created_at as string) + START_DELAY, opens)
        : Date.parse(started);
    const slot = { job, start, finish: start + RUN_TIME, opens };
    ends.set(type, slot.finish);
    if (slot.start <= until) slots.push(slot);
  }
  const outcomes = new Map<StoreRecord, { status: JobStatus; report: object }>();
  // Jobs that change subscriptions, at their moment, billing run up to it first.
  const effects = slots.filter((slot) => slot.finish <= until && hasEffects(slot.job));
  effects.sort((a, b) => a.finish - b.finish);
  for (const slot of effects) {
    bill(slot.finish);
    if (attributesOf(slot.job).job_type === 'subscription-update') {
      const report = updatePrices(session, slot.job.attributes as unknown as PriceUpdate, slot.finish);
      const status: JobStatus =
        report.subscriptions_updated === 0 && report.subscription_failures > 0 ? 'failed' : 'success';
      outcomes.set(slot.job, { status, report });
      continue;
    }
    forgetIndex(session);
    const run = applyTaxes(session, attributesOf(slot.job).taxes ?? [], slot.finish);
    const status: JobStatus = run.invoices_updated === 0 && run.invoice_failures > 0 ? 'failed' : 'success';
    outcomes.set(slot.job, {
      status,
      report: { invoices_updated: run.invoices_updated, invoice_failures: run.invoice_failures },
    });
  }
  bill(until);
  const done = slots.filter((slot) => slot.finish <= until);
  const counted = reports(
    session,
    done.filter((slot) => attributesOf(slot.job).job_type === 'billing-run'),
    done.filter((slot) => attributesOf(slot.job).job_type === 'payment-run'),
  );
  for (const [job, report] of counted) outcomes.set(job, { status: 'success', report });
  const jobs = session.collection('jobs');
  for (const slot of slots) {
    let outcome = outcomes.get(slot.job);
    if (slot.finish <= until && outcome === undefined) {
      // A tax run with no taxes to add (a 2024 schedule's): it runs, and updates nothing.
      outcome = { status: 'success', report: { invoices_updated: 0, invoice_failures: 0 } };
    }
    const current = jobs.get(slot.job.id) as StoreRecord;
    if (outcome === undefined && current.meta.timestamps.started_at !== undefined) continue;
    jobs.replace(moved(current, slot, outcome));
  }
}

/** Jobs and schedules moved on with a session's clock: what the emulator gives its store for every session. */
export const JOBS_CLOCK: ClockHook = { move: runJobs, interleaves: jobsInterleave };
