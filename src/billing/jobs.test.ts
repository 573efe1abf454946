import { describe, expect, it } from 'vitest';
import { makeRecord } from '../catalog/resources.js';
import {
  createFaker,
  iso,
  keySourceOf,
  makeAccount,
  makeOffering,
  makeSubscription,
  uuidFrom,
} from '../factories/index.js';
import type { Plan } from '../schemas/index.js';
import type { StoreRecord } from '../store/collections.js';
import { Session } from '../store/session.js';
import { World } from '../store/world.js';
import { begin } from './engine.js';
import { JOB_TYPE, JOBS_CLOCK, jobsInterleave, type PriceUpdate, runJobs, updatePrices } from './jobs.js';
import { copyLife, type InvoiceRow, type Life, startLife } from './life.js';
import { invoiceId } from './records.js';

// Jobs and schedules moving with a session's clock (JOBS_CLOCK, as the emulator gives its store): jobs made pending,
// started a second later (or when the job of their type before them finished), finished a second after that with
// their report; schedules making jobs at their fire times; tax runs and subscription updates changing subscriptions
// at their moment. Sessions are driven directly: writes in `transact`, clock moves staged and committed.

const SEC = 1000;
const DAY = 86_400_000;
const NOW = Date.parse('2026-01-01T00:00:00Z');

const OFFERINGS = (() => {
  const faker = createFaker(11, new Date(NOW));
  return { USD: makeOffering(faker, new Date(NOW), 'USD'), EUR: makeOffering(faker, new Date(NOW), 'EUR') };
})();

interface LifeSpec {
  currency?: 'USD' | 'EUR';
  /** What each daily invoice charges. */
  price?: number;
  manual?: boolean;
  /** Payments from this time on fail. */
  failFrom?: number;
  /** When it was made and first billed. */
  created?: number;
}

/**
 * A subscription to a daily plan (the offering's first), made and billed at `created`: its first invoice and payment
 * then. Of the offering's other plans, the second has a fixed price and the third no base price percentage.
 */
function lifeOf(id: string, spec: LifeSpec = {}): Life {
  const offering = OFFERINGS[spec.currency ?? 'USD'];
  const created = spec.created ?? NOW;
  const now = new Date(NOW);
  const planId = offering.plans[0]?.id as string;
  const made = makeSubscription(createFaker(11, now), offering, {
    id,
    lifecycle: 'active',
    now,
    account: makeAccount(createFaker(12, now)),
    created,
    planId,
  });
  const plans = made.plans.map((plan, index): Plan => {
    const { fixed_price: _fixed, base_price_percentage: percentage, ...attributes } = plan.attributes;
    if (index === 0) {
      return {
        ...plan,
        attributes: {
          ...attributes,
          base_price_percentage: percentage,
          billing_interval_type: 'day',
          billing_frequency: 1,
          trial_period: 0,
          plan_length: 12,
          end_behavior: 'roll',
        },
        meta: { ...plan.meta, price: { [offering.currency]: { amount: spec.price ?? 1000, includes_tax: false } } },
      };
    }
    if (index === 1) {
      const fixed = { [offering.currency]: { amount: 1200, includes_tax: false } };
      return { ...plan, attributes: { ...attributes, base_price_percentage: percentage, fixed_price: fixed } };
    }
    if (index === 2) return { ...plan, attributes };
    return plan;
  });
  const { subscription } = made;
  const life = startLife(
    {
      ...made,
      plans,
      subscription: {
        ...subscription,
        meta: { ...subscription.meta, manual_payments: spec.manual ?? false, pending: false },
      },
    },
    { failFrom: spec.failFrom ?? Number.POSITIVE_INFINITY, dunningAction: 'suspend', model: '2024' },
  );
  begin(life, created);
  return life;
}

const L1 = '00000000-0000-4000-8000-0000000000b1';
const L2 = '00000000-0000-4000-8000-0000000000b2';
const L3 = '00000000-0000-4000-8000-0000000000b3';
const L4 = '00000000-0000-4000-8000-0000000000b4';
const UNKNOWN = '00000000-0000-4000-8000-0000000000ff';

/** A session over a world of these subscriptions, its clock at NOW; with the emulator's clock hook unless `bare`. */
function sessionOf(lives: Life[], bare = false): Session {
  const world = new World(
    1,
    {
      keys: keySourceOf([]),
      lives,
      secrets: new Map(),
      rules: { failFrom: Number.POSITIVE_INFINITY, dunningAction: 'suspend', model: '2024' },
    },
    NOW,
  );
  return new Session(
    2,
    world,
    { seed: 7, scenario: 'jobs', session: 's', storeRateLimit: 100 },
    bare ? undefined : JOBS_CLOCK,
  );
}

const write = <T>(session: Session, change: (session: Session) => T): T => session.transact(change);

/** A job made as CreateJob makes it: pending, dated at the write's time. */
const createJob = (session: Session, attributes: Record<string, unknown>) =>
  write(session, (own) =>
    makeRecord(own, 'jobs', { type: JOB_TYPE, datedAttributes: true }, { ...attributes, status: 'pending' }),
  );

/** A schedule made as CreateSchedule makes it. */
const createSchedule = (session: Session, specification: string, jobType: string, location = 'UTC') =>
  write(session, (own) =>
    makeRecord(
      own,
      'schedules',
      { type: 'subscription_schedule', datedAttributes: true },
      { name: specification, specification, location, job: { job_type: jobType } },
    ),
  );

/** A write that only dates itself (what comes due up to its time runs first). */
const stamp = (session: Session) => write(session, (own) => own.stamp());

/** A clock move, as the store makes it: worked out apart, then committed as a write. */
async function move(session: Session, until: number): Promise<void> {
  const staged = await session.stageMove(until, () => undefined);
  write(session, (own) => own.commitMove(staged));
}

const jobId = (n: number) => uuidFrom(`7/jobs/s/jobs/${n}`);
const jobOf = (session: Session, n: number) => session.collection('jobs').get(jobId(n));
const jobs = (session: Session) => {
  const all = session.collection('jobs');
  return Array.from({ length: all.count }, (_, index) => all.at(index));
};

/** A job as made: pending at `created`. */
function pending(n: number, created: number, attributes: Record<string, unknown>): StoreRecord {
  const at = iso(created);
  return {
    id: jobId(n),
    type: JOB_TYPE,
    attributes: { created_at: at, updated_at: at, ...attributes, status: 'pending' },
    meta: { owner: 'store', timestamps: { created_at: at, updated_at: at } },
  };
}

/** A job started at `start`. */
function started(job: StoreRecord, start: number): StoreRecord {
  return {
    ...job,
    attributes: { ...job.attributes, status: 'started', updated_at: iso(start) },
    meta: { ...job.meta, timestamps: { ...job.meta.timestamps, started_at: iso(start), updated_at: iso(start) } },
  };
}

/** A job finished a second after `start`, with its status and report. */
function finished(job: StoreRecord, start: number, status: string, report: object): StoreRecord {
  const end = iso(start + SEC);
  return {
    ...job,
    attributes: { ...job.attributes, status, updated_at: end },
    meta: {
      ...job.meta,
      timestamps: { ...job.meta.timestamps, started_at: iso(start), updated_at: end, finished_at: end },
      report,
    },
  };
}

type Totals = Record<string, number>;
const price = (totals: Totals) =>
  Object.fromEntries(Object.entries(totals).map(([currency, amount]) => [currency, { amount, includes_tax: false }]));
const billing = (ready: number, totals: Totals = {}, taxRequired = 0, taxTotals: Totals = {}) => ({
  invoices_ready_for_payment: ready,
  invoices_tax_required: taxRequired,
  invoice_failures: 0,
  total_ready_for_payment: price(totals),
  total_tax_required: price(taxTotals),
});
const payment = (attempts: number, failed: number, collected: Totals = {}) => ({
  total_payment_attempts: attempts,
  failed_payments: failed,
  total_collected: price(collected),
});
const tax = (updated: number, failures: number) => ({ invoices_updated: updated, invoice_failures: failures });

describe('a job moving with the clock', () => {
  it('is pending when made, starts a second later, and finishes a second after that with its report', async () => {
    const session = sessionOf([lifeOf(L1)]);
    const made = createJob(session, { job_type: 'billing-run', external_ref: 'nightly' });
    const created = pending(0, NOW, { job_type: 'billing-run', external_ref: 'nightly' });
    expect(made).toStrictEqual(created);
    expect(jobOf(session, 0)).toBe(made);
    stamp(session);
    expect(jobOf(session, 0)).toStrictEqual(started(created, NOW + SEC));
    // A step while it runs leaves it as it is.
    const running = jobOf(session, 0);
    await move(session, NOW + 1500);
    expect(jobOf(session, 0)).toBe(running);
    await move(session, NOW + 2 * SEC);
    expect(jobOf(session, 0)).toStrictEqual(finished(created, NOW + SEC, 'success', billing(0)));
    expect(jobs(session)).toHaveLength(1);
  });

  it('goes from pending to finished in one step; jobs of each type run one at a time, oldest first', async () => {
    const session = sessionOf([lifeOf(L1)]);
    const first = createJob(session, { job_type: 'payment-run' });
    const second = createJob(session, { job_type: 'payment-run' });
    const other = createJob(session, { job_type: 'billing-run' });
    // Made at NOW, NOW+1s and NOW+2s: the first ran from NOW+1s to NOW+2s, the second starts as it finishes.
    expect(jobs(session)).toStrictEqual([
      finished(first, NOW + SEC, 'success', payment(0, 0)),
      started(second, NOW + 2 * SEC),
      other,
    ]);
    await move(session, NOW + 10 * SEC);
    expect(jobs(session)).toStrictEqual([
      finished(first, NOW + SEC, 'success', payment(0, 0)),
      finished(second, NOW + 2 * SEC, 'success', payment(0, 0)),
      finished(other, NOW + 3 * SEC, 'success', billing(0)),
    ]);
  });

  it('reports what the session billed and took in its window, since the job of its type before it finished', async () => {
    const session = sessionOf([
      lifeOf(L1),
      lifeOf(L2, { price: 500, failFrom: NOW + DAY }),
      lifeOf(L3, { currency: 'EUR', price: 700, manual: true }),
    ]);
    await move(session, NOW + 2 * DAY);
    // A subscription the session makes: its first invoice counts too.
    write(session, (own) => {
      const life = lifeOf(L4, { created: own.stamp() });
      own.subscriptions.create(life);
      own.noteLife(life);
    });
    const b1 = createJob(session, { job_type: 'billing-run' });
    const p1 = createJob(session, { job_type: 'payment-run' });
    await move(session, NOW + 2 * DAY + 10 * SEC);
    const T = NOW + 2 * DAY;
    // Invoices 2 and 3 of each world subscription (the first was the world's), and L4's first.
    expect(jobOf(session, 0)).toStrictEqual(
      finished(b1, T + 2 * SEC, 'success', billing(7, { USD: 2000 + 1000 + 1000, EUR: 1400 })),
    );
    // L1's two payments and L4's went through; L2's failed (invoice 2 twice, invoice 3 once); L3's are pending.
    expect(jobOf(session, 1)).toStrictEqual(finished(p1, T + 3 * SEC, 'success', payment(8, 3, { USD: 3000 })));
    await move(session, NOW + 3 * DAY - 2 * SEC);
    const b2 = createJob(session, { job_type: 'billing-run' });
    const p2 = createJob(session, { job_type: 'payment-run' });
    await move(session, NOW + 3 * DAY + 5 * SEC);
    // B2 finished at NOW+3d, as the day's invoices were made: they are B3's.
    expect(jobOf(session, 2)).toStrictEqual(finished(b2, NOW + 3 * DAY - SEC, 'success', billing(0)));
    // The day's payments, up to P2's finish a second later: L2 retried invoices 2 and 3, and failed on 4.
    expect(jobOf(session, 3)).toStrictEqual(finished(p2, NOW + 3 * DAY, 'success', payment(6, 3, { USD: 2000 })));
    const b3 = createJob(session, { job_type: 'billing-run' });
    await move(session, NOW + 3 * DAY + 10 * SEC);
    expect(jobOf(session, 4)).toStrictEqual(
      finished(b3, NOW + 3 * DAY + 6 * SEC, 'success', billing(4, { USD: 2500, EUR: 700 })),
    );
    // The next opens as the last finished: the next day's invoices alone.
    await move(session, NOW + 4 * DAY);
    const b4 = createJob(session, { job_type: 'billing-run' });
    await move(session, NOW + 4 * DAY + 10 * SEC);
    expect(jobOf(session, 5)).toStrictEqual(
      finished(b4, NOW + 4 * DAY + SEC, 'success', billing(4, { USD: 2500, EUR: 700 })),
    );
  });
});

describe('a billing run’s report', () => {
  it('counts an invoice that needs tax apart, with its total', async () => {
    const session = sessionOf([lifeOf(L1)]);
    write(session, (own) => {
      const at = own.stamp();
      const life = copyLife(own.subscriptions.get(L1) as Life);
      const row = (number: number, amount: number, taxRequired: boolean): InvoiceRow => ({
        number,
        start: at,
        end: at + DAY,
        amount,
        outstanding: true,
        retriesLimitReached: false,
        createdAt: at,
        updatedAt: at,
        option: 'option',
        taxRequired,
      });
      life.invoices.push(row(2, 1234, true), row(3, 10, false), row(4, 66, true));
      own.subscriptions.replace(life);
    });
    const b1 = createJob(session, { job_type: 'billing-run' });
    await move(session, NOW + 5 * SEC);
    expect(jobOf(session, 0)).toStrictEqual(
      finished(b1, NOW + 2 * SEC, 'success', billing(1, { USD: 10 }, 2, { USD: 1300 })),
    );
  });
});

describe('schedules making jobs', () => {
  it('make a job at each fire time in a step, in order of time then of the schedules, queued by type', async () => {
    const session = sessionOf([lifeOf(L1)]);
    createSchedule(session, '10,30 0 * * *', 'billing-run');
    createSchedule(session, '20,30 0 * * *', 'payment-run');
    createSchedule(session, '30 0 * * *', 'billing-run');
    await move(session, NOW + 40 * 60_000);
    const at = (minute: number) => NOW + minute * 60_000;
    const made = (n: number, minute: number, type: string) => pending(n, at(minute), { job_type: type });
    expect(jobs(session)).toStrictEqual([
      finished(made(0, 10, 'billing-run'), at(10) + SEC, 'success', billing(0)),
      finished(made(1, 20, 'payment-run'), at(20) + SEC, 'success', payment(0, 0)),
      finished(made(2, 30, 'billing-run'), at(30) + SEC, 'success', billing(0)),
      finished(made(3, 30, 'payment-run'), at(30) + SEC, 'success', payment(0, 0)),
      // Made with the one before it at 00:30: it starts when that one finishes.
      finished(made(4, 30, 'billing-run'), at(30) + 2 * SEC, 'success', billing(0)),
    ]);
  });

  it('fire after the time they were made, up to the step’s end inclusive', async () => {
    const session = sessionOf([lifeOf(L1)]);
    createSchedule(session, '0 0 * * *', 'tax-run');
    await move(session, NOW + DAY);
    expect(jobs(session)).toStrictEqual([pending(0, NOW + DAY, { job_type: 'tax-run' })]);
    await move(session, NOW + DAY + 5 * SEC);
    expect(jobs(session)).toStrictEqual([
      finished(pending(0, NOW + DAY, { job_type: 'tax-run' }), NOW + DAY + SEC, 'success', tax(0, 0)),
    ]);
  });

  it('make at most 1,000 jobs each in one step: the later fire times of the step are skipped', async () => {
    const session = sessionOf([lifeOf(L1)]);
    createSchedule(session, '* * * * *', 'payment-run');
    await move(session, NOW + 1100 * 60_000);
    const all = jobs(session);
    expect(all).toHaveLength(1000);
    expect(all[999]).toStrictEqual(
      finished(
        pending(999, NOW + 1000 * 60_000, { job_type: 'payment-run' }),
        NOW + 1000 * 60_000 + SEC,
        'success',
        payment(0, 0),
      ),
    );
    await move(session, NOW + 1102 * 60_000);
    const minute = (n: number) => NOW + n * 60_000;
    expect(jobs(session).slice(1000)).toStrictEqual([
      finished(pending(1000, minute(1101), { job_type: 'payment-run' }), minute(1101) + SEC, 'success', payment(0, 0)),
      // Made as the step ends: it starts a second later.
      pending(1001, minute(1102), { job_type: 'payment-run' }),
    ]);
  });
});

const VAT = { type: 'tax_item', name: 'VAT', rate: 0.1 } as const;

describe('tax runs', () => {
  it('add their taxes when they finish, after billing up to then; failed when they could update none', async () => {
    const session = sessionOf([lifeOf(L3, { manual: true, price: 700 })]);
    const first = invoiceId(session.subscriptions.get(L3) as Life, 1);
    const taxes = [
      { invoice_id: first.toUpperCase(), tax_items: [VAT] },
      { invoice_id: UNKNOWN, tax_items: [VAT] },
    ];
    const t1 = createJob(session, { job_type: 'tax-run', taxes });
    expect(jobsInterleave(session)).toBe(true);
    stamp(session);
    expect(jobsInterleave(session)).toBe(true);
    stamp(session);
    expect(jobsInterleave(session)).toBe(false);
    expect(jobOf(session, 0)).toStrictEqual(finished(t1, NOW + SEC, 'success', tax(1, 1)));
    const life = session.subscriptions.get(L3) as Life;
    expect(life.invoices[0]).toMatchObject({
      amount: 700,
      taxes: { items: [VAT], addedAt: NOW + 2 * SEC, amount: 70 },
      updatedAt: NOW + 2 * SEC,
    });
    expect(life.payments.map((row) => [row.amount, row.pending])).toStrictEqual([[770, true]]);
    expect(life.bundle.subscription.meta.timestamps.updated_at).toBe(iso(NOW + 2 * SEC));
    // Taxed already: a run naming only that invoice fails.
    const t2 = createJob(session, { job_type: 'tax-run', taxes: [{ invoice_id: first, tax_items: [VAT] }] });
    await move(session, NOW + 5 * SEC);
    expect(jobOf(session, 1)).toStrictEqual(finished(t2, NOW + 4 * SEC, 'failed', tax(0, 1)));
    // Without taxes to add (a schedule's): it runs, and updates nothing.
    const t3 = createJob(session, { job_type: 'tax-run', taxes: [] });
    const t4 = createJob(session, { job_type: 'tax-run' });
    await move(session, NOW + 7 * SEC);
    expect(jobs(session).slice(2)).toStrictEqual([
      finished(t3, NOW + 6 * SEC, 'success', tax(0, 0)),
      started(t4, NOW + 7 * SEC),
    ]);
    await move(session, NOW + 8 * SEC);
    expect(jobOf(session, 3)).toStrictEqual(finished(t4, NOW + 7 * SEC, 'success', tax(0, 0)));
  });

  it('in a long clock move, see the subscriptions as they are at their moment, billing going on after it', async () => {
    const session = sessionOf([lifeOf(L3, { manual: true, price: 700 })]);
    await move(session, NOW + DAY / 2);
    const first = invoiceId(session.subscriptions.get(L3) as Life, 1);
    const t1 = createJob(session, { job_type: 'tax-run', taxes: [{ invoice_id: first, tax_items: [VAT] }] });
    await move(session, NOW + 2 * DAY);
    expect(jobOf(session, 0)).toStrictEqual(finished(t1, NOW + DAY / 2 + SEC, 'success', tax(1, 0)));
    const life = session.subscriptions.get(L3) as Life;
    expect(life.invoices.map((row) => [row.number, row.createdAt, row.taxes?.addedAt])).toStrictEqual([
      [1, NOW, NOW + DAY / 2 + 2 * SEC],
      [2, NOW + DAY, undefined],
      [3, NOW + 2 * DAY, undefined],
    ]);
    expect(life.payments.map((row) => row.amount)).toStrictEqual([770, 700, 700]);
    expect(life.bundle.subscription.meta.timestamps.updated_at).toBe(iso(NOW + 2 * DAY));
  });

  it('tax an invoice billing makes in the second they finish', async () => {
    const session = sessionOf([lifeOf(L3, { manual: true, price: 700 })]);
    await move(session, NOW + DAY - 2 * SEC);
    const second = invoiceId(session.subscriptions.get(L3) as Life, 2);
    const t1 = createJob(session, { job_type: 'tax-run', taxes: [{ invoice_id: second, tax_items: [VAT] }] });
    await move(session, NOW + DAY);
    expect(jobOf(session, 0)).toStrictEqual(finished(t1, NOW + DAY - SEC, 'success', tax(1, 0)));
    expect((session.subscriptions.get(L3) as Life).invoices[1]?.taxes).toStrictEqual({
      items: [VAT],
      addedAt: NOW + DAY,
      amount: 70,
    });
  });
});

describe('subscription updates', () => {
  const PRICE = { USD: { amount: 2500, includes_tax: false } };

  it('change the prices at their moment: success, failed when they updated none and failed some', async () => {
    const session = sessionOf([lifeOf(L1)]);
    const before = session.subscriptions.get(L1) as Life;
    const product = before.bundle.products[0]?.id as string;
    const u1 = createJob(session, {
      job_type: 'subscription-update',
      subscription_ids: [L1.toUpperCase()],
      price_changes: { plan_prices: { [product.toUpperCase()]: PRICE } },
    });
    expect(jobsInterleave(session)).toBe(true);
    const u2 = createJob(session, {
      job_type: 'subscription-update',
      subscription_ids: [UNKNOWN],
      price_changes: { plan_prices: { [product]: PRICE } },
    });
    const u3 = createJob(session, { job_type: 'subscription-update', subscription_ids: [], price_changes: {} });
    const u4 = createJob(session, {
      job_type: 'subscription-update',
      subscription_ids: [UNKNOWN, L1],
      price_changes: { plan_prices: { [product]: PRICE } },
    });
    await move(session, NOW + 10 * SEC);
    const report = (updated: number, failures: number, processed: number) => ({
      subscriptions_updated: updated,
      subscription_failures: failures,
      total_processed: processed,
    });
    expect(jobs(session)).toStrictEqual([
      finished(u1, NOW + SEC, 'success', report(1, 0, 1)),
      finished(u2, NOW + 2 * SEC, 'failed', report(0, 1, 1)),
      finished(u3, NOW + 3 * SEC, 'success', report(0, 0, 0)),
      // One updated: a success, though another failed.
      finished(u4, NOW + 4 * SEC, 'success', report(1, 1, 2)),
    ]);
    const after = session.subscriptions.get(L1) as Life;
    expect(after.bundle.products[0]?.attributes.price).toStrictEqual(PRICE);
    expect(after.priceHistory).toStrictEqual([
      {
        price_changes: { plan_prices: { [product]: before.bundle.products[0]?.attributes.price } },
        valid_until: iso(NOW + 2 * SEC),
      },
      { price_changes: { plan_prices: { [product]: PRICE } }, valid_until: iso(NOW + 5 * SEC) },
    ]);
    expect(after.bundle.subscription.meta.timestamps.updated_at).toBe(iso(NOW + 5 * SEC));
  });
});

describe('updatePrices', () => {
  const AT = NOW + 5 * SEC;
  const USD = (amount: number) => ({ USD: { amount, includes_tax: false } });
  const EUR = (amount: number) => ({ EUR: { amount, includes_tax: false } });

  /** A session (no clock hook) over two subscriptions of the USD offering and one of the EUR offering. */
  function setup() {
    const session = sessionOf([lifeOf(L1), lifeOf(L2), lifeOf(L3, { currency: 'EUR' })], true);
    const held = (id: string) => session.subscriptions.get(id) as Life;
    const before = { l1: held(L1), l2: held(L2), l3: held(L3) };
    const { products, plans } = before.l1.bundle;
    const ids = {
      products: products.map((product) => product.id as string),
      plans: plans.map((plan) => plan.id as string),
    };
    return { session, held, before, ids };
  }

  const update = (change: Partial<PriceUpdate>): PriceUpdate => ({ price_changes: {}, ...change });

  it('updates an offering’s subscriptions but the excluded, each plan and pricing option given, on a copy', () => {
    const { session, held, before, ids } = setup();
    const [, p1] = ids.products as [string, string];
    const [o0, o1, o2] = ids.plans as [string, string, string];
    const report = updatePrices(
      session,
      update({
        offering_id: OFFERINGS.USD.offering.id?.toUpperCase(),
        excluded_subscription_ids: [L2.toUpperCase()],
        price_changes: {
          plan_prices: { [p1.toUpperCase()]: USD(3000) },
          pricing_option_prices: {
            [o0.toUpperCase()]: { base_price_percentage: 50 },
            [o1]: { fixed_price: USD(1500) },
            [o2]: { base_price_percentage: 7 },
          },
        },
      }),
      AT,
    );
    expect(report).toStrictEqual({ subscriptions_updated: 1, subscription_failures: 0, total_processed: 1 });
    const life = held(L1);
    expect(life).not.toBe(before.l1);
    expect(held(L2)).toBe(before.l2);
    expect(held(L3)).toBe(before.l3);
    const [was0, was1] = before.l1.bundle.products as [
      Life['bundle']['products'][number],
      Life['bundle']['products'][number],
    ];
    const plans = before.l1.bundle.plans;
    expect(life.bundle.products[0]).toBe(was0);
    expect(life.bundle.products[1]).toStrictEqual({ ...was1, attributes: { ...was1.attributes, price: USD(3000) } });
    expect(life.bundle.plans).toStrictEqual([
      { ...plans[0], attributes: { ...plans[0]?.attributes, base_price_percentage: 50 } },
      { ...plans[1], attributes: { ...plans[1]?.attributes, fixed_price: USD(1500) } },
      { ...plans[2], attributes: { ...plans[2]?.attributes, base_price_percentage: 7 } },
      plans[3],
    ]);
    expect(life.bundle.plans[3]).toBe(plans[3]);
    // What they replace, valid until now; a pricing option without a percentage or fixed price had none.
    expect(life.priceHistory).toStrictEqual([
      {
        price_changes: {
          plan_prices: { [p1]: was1.attributes.price },
          pricing_option_prices: {
            [o0]: { base_price_percentage: 0 },
            [o1]: { base_price_percentage: 5, fixed_price: USD(1200) },
            [o2]: {},
          },
        },
        valid_until: iso(AT),
      },
    ]);
    expect(life.bundle.subscription.meta.timestamps.updated_at).toBe(iso(AT));
    expect(before.l1.bundle.subscription.meta.timestamps.updated_at).toBe(iso(NOW));
    expect(before.l1.priceHistory).toBeUndefined();
  });

  it('keeps each change in the history: plan prices alone, then pricing options alone', () => {
    const { session, held, before, ids } = setup();
    const [, p1] = ids.products as [string, string];
    const [o0] = ids.plans as [string];
    expect(
      updatePrices(
        session,
        update({ subscription_ids: [L1], price_changes: { plan_prices: { [p1]: USD(3000) } } }),
        AT,
      ),
    ).toStrictEqual({
      subscriptions_updated: 1,
      subscription_failures: 0,
      total_processed: 1,
    });
    updatePrices(
      session,
      update({
        subscription_ids: [L1],
        price_changes: { pricing_option_prices: { [o0]: { base_price_percentage: 9 } } },
      }),
      AT + SEC,
    );
    expect(held(L1).priceHistory).toStrictEqual([
      {
        price_changes: { plan_prices: { [p1]: before.l1.bundle.products[1]?.attributes.price } },
        valid_until: iso(AT),
      },
      { price_changes: { pricing_option_prices: { [o0]: { base_price_percentage: 0 } } }, valid_until: iso(AT + SEC) },
    ]);
    expect(held(L1).bundle.products[1]?.attributes.price).toStrictEqual(USD(3000));
    expect(held(L1).bundle.subscription.meta.timestamps.updated_at).toBe(iso(AT + SEC));
  });

  it('counts each named subscription once, and one not there, or naming none of its plans, as a failure', () => {
    const { session, held, before, ids } = setup();
    const [, p1] = ids.products as [string, string];
    const report = updatePrices(
      session,
      update({
        subscription_ids: [L1, UNKNOWN, L1.toUpperCase(), L3],
        price_changes: { plan_prices: { [p1]: USD(3000) } },
      }),
      AT,
    );
    expect(report).toStrictEqual({ subscriptions_updated: 1, subscription_failures: 2, total_processed: 3 });
    expect(held(L1).priceHistory).toHaveLength(1);
    expect(held(L3)).toBe(before.l3);
    expect(
      updatePrices(
        session,
        update({ offering_id: OFFERINGS.USD.offering.id, price_changes: { plan_prices: { [p1]: USD(4000) } } }),
        AT,
      ),
    ).toStrictEqual({
      subscriptions_updated: 2,
      subscription_failures: 0,
      total_processed: 2,
    });
    expect(
      updatePrices(session, update({ offering_id: UNKNOWN, price_changes: { plan_prices: { [p1]: USD(1) } } }), AT),
    ).toStrictEqual({
      subscriptions_updated: 0,
      subscription_failures: 0,
      total_processed: 0,
    });
    expect(updatePrices(session, update({ price_changes: { plan_prices: { [p1]: USD(1) } } }), AT)).toStrictEqual({
      subscriptions_updated: 0,
      subscription_failures: 0,
      total_processed: 0,
    });
  });

  it('fails a subscription a new price has no amount in its currency for, or whose plans it names none of', () => {
    const { session, held, before, ids } = setup();
    const [p0, p1] = ids.products as [string, string];
    const [, o1] = ids.plans as [string, string];
    const failure = { subscriptions_updated: 0, subscription_failures: 1, total_processed: 1 };
    const tried = (price_changes: PriceUpdate['price_changes']) =>
      updatePrices(session, update({ subscription_ids: [L1], price_changes }), AT);
    expect(tried({ plan_prices: { [p0]: EUR(3000) } })).toStrictEqual(failure);
    expect(tried({ plan_prices: { [p1]: USD(3000), [p0]: EUR(3000) } })).toStrictEqual(failure);
    expect(tried({ pricing_option_prices: { [o1]: { fixed_price: EUR(3000) } } })).toStrictEqual(failure);
    expect(tried({ plan_prices: { [UNKNOWN]: USD(3000) } })).toStrictEqual(failure);
    expect(tried({ pricing_option_prices: { [UNKNOWN]: { base_price_percentage: 1 } } })).toStrictEqual(failure);
    expect(tried({})).toStrictEqual(failure);
    expect(held(L1)).toBe(before.l1);
    // A pricing option given a percentage alone needs no price in the currency.
    expect(
      tried({ plan_prices: { [p1]: USD(3000) }, pricing_option_prices: { [o1]: { base_price_percentage: 1 } } }),
    ).toStrictEqual({
      subscriptions_updated: 1,
      subscription_failures: 0,
      total_processed: 1,
    });
  });
});

describe('runJobs', () => {
  /** A job record put straight into the session's list. */
  function put(session: Session, n: number, created: number, attributes: Record<string, unknown>): StoreRecord {
    const record = pending(n, created, attributes);
    session.collection('jobs').create(record);
    return record;
  }

  it('only bills when the session has no job and no schedule, or none to run', () => {
    const session = sessionOf([lifeOf(L1)], true);
    const calls: number[] = [];
    runJobs(session, NOW, NOW + DAY, (at) => calls.push(at));
    expect(calls).toStrictEqual([NOW + DAY]);
    session.collection('schedules').create({
      id: 'schedule',
      type: 'subscription_schedule',
      attributes: { specification: '0 0 1 1 *', location: 'UTC', job: { job_type: 'billing-run' } },
      meta: { owner: 'store', timestamps: {} },
    });
    runJobs(session, NOW, NOW + DAY, (at) => calls.push(at));
    expect(calls).toStrictEqual([NOW + DAY, NOW + DAY]);
    expect(jobs(session)).toStrictEqual([]);
    const done = finished(pending(0, NOW, { job_type: 'billing-run' }), NOW + SEC, 'success', billing(0));
    session.collection('jobs').create(done);
    runJobs(session, NOW + DAY, NOW + 2 * DAY, (at) => calls.push(at));
    expect(calls).toStrictEqual([NOW + DAY, NOW + DAY, NOW + 2 * DAY]);
    expect(jobs(session)).toStrictEqual([done]);
    // Jobs, all finished, and no schedule.
    const other = sessionOf([lifeOf(L1)], true);
    other.collection('jobs').create(done);
    runJobs(other, NOW + DAY, NOW + 3 * DAY, (at) => calls.push(at));
    expect(calls).toStrictEqual([NOW + DAY, NOW + DAY, NOW + 2 * DAY, NOW + 3 * DAY]);
    expect(jobs(other)).toStrictEqual([done]);
  });

  it('keeps a started job’s start as it was recorded', () => {
    const session = sessionOf([lifeOf(L1)], true);
    const made = pending(0, NOW, { job_type: 'payment-run' });
    const running = started(made, NOW + 5 * SEC);
    session.collection('jobs').create(running);
    runJobs(session, NOW, NOW + 3 * SEC, () => {});
    expect(jobOf(session, 0)).toBe(running);
    runJobs(session, NOW + 3 * SEC, NOW + 6 * SEC, () => {});
    expect(jobOf(session, 0)).toStrictEqual(finished(made, NOW + 5 * SEC, 'success', payment(0, 0)));
  });

  it('bills up to each job that changes subscriptions, in order of their finish, then up to the end', () => {
    const session = sessionOf([lifeOf(L3, { manual: true })], true);
    // Made at the same time: the second tax run waits for the first, and finishes after the update.
    const wait = put(session, 0, NOW, { job_type: 'tax-run' });
    const taxRun = put(session, 1, NOW, { job_type: 'tax-run', taxes: [{ invoice_id: UNKNOWN, tax_items: [VAT] }] });
    const change = put(session, 2, NOW, { job_type: 'subscription-update', subscription_ids: [], price_changes: {} });
    const later = put(session, 3, NOW + 5 * SEC, { job_type: 'billing-run' });
    const calls: number[] = [];
    runJobs(session, NOW, NOW + 5 * SEC, (at) => calls.push(at));
    expect(calls).toStrictEqual([NOW + 2 * SEC, NOW + 3 * SEC, NOW + 5 * SEC]);
    expect(jobs(session)).toStrictEqual([
      finished(wait, NOW + SEC, 'success', tax(0, 0)),
      finished(taxRun, NOW + 2 * SEC, 'failed', tax(0, 1)),
      finished(change, NOW + SEC, 'success', {
        subscriptions_updated: 0,
        subscription_failures: 0,
        total_processed: 0,
      }),
      later,
    ]);
  });
});

describe('jobsInterleave', () => {
  const interleaves = (...records: Record<string, unknown>[]) => {
    const session = sessionOf([lifeOf(L1)], true);
    records.forEach((attributes, n) => {
      const record = pending(n, NOW, attributes);
      session.collection('jobs').create({ ...record, attributes: { ...record.attributes, ...attributes } });
    });
    return jobsInterleave(session);
  };
  const taxes = [{ invoice_id: UNKNOWN, tax_items: [VAT] }];

  it('holds while a subscription update or a tax run with taxes is pending or started', () => {
    expect(interleaves()).toBe(false);
    expect(interleaves({ job_type: 'billing-run' })).toBe(false);
    expect(interleaves({ job_type: 'tax-run' })).toBe(false);
    expect(interleaves({ job_type: 'tax-run', taxes: [] })).toBe(false);
    expect(interleaves({ job_type: 'payment-run', taxes })).toBe(false);
    expect(interleaves({ job_type: 'tax-run', taxes })).toBe(true);
    expect(interleaves({ job_type: 'billing-run' }, { job_type: 'tax-run', taxes })).toBe(true);
    expect(interleaves({ job_type: 'subscription-update', status: 'started' })).toBe(true);
    expect(interleaves({ job_type: 'subscription-update', status: 'success' })).toBe(false);
    expect(interleaves({ job_type: 'tax-run', taxes, status: 'failed' })).toBe(false);
  });
});
