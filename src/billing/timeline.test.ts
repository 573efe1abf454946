import { describe, expect, it } from 'vitest';
import { billedBundle } from '../../test/support/billing.js';
import { MONTHLY_RULES } from '../../test/support/plans.js';
import type { Lifecycle, SubscriptionBundle } from '../factories/index.js';
import { iso } from '../factories/index.js';
import type { Plan } from '../schemas/index.js';
import { type Action, act, Refused } from './actions.js';
import { advance } from './engine.js';
import { type BillingRules, type Life, startLife } from './life.js';
import { live } from './timeline.js';

// A subscription's past lived through the billing engine (`live`): where its moves fall when no times are given
// (half way through its current interval, or 0.3 and 0.7 of it for a pause and resume), how dunning reaches a closed
// or suspended one, and what it is lived as when its schedule cannot reach its lifecycle. Each life is compared whole
// with one the engine makes from the same subscription with the moves at the times written here, and summed up.

const DAY = 86_400_000;
const at = (text: string) => Date.parse(text);
/** The subscription is made here: a monthly plan bills it on the 15th from then on. */
const CREATED = at('2025-06-15T00:00:00Z');
const NOW = new Date('2026-01-01T00:00:00Z');
const SUSPEND: Pick<BillingRules, 'dunningAction' | 'model'> = { dunningAction: 'suspend', model: '2024' };

type PlanAttributes = Plan['attributes'];

/** A subscription made at CREATED on a monthly `roll` plan that allows every move (over `plan`), 1000 USD a month. */
function bundleOf(plan: Partial<PlanAttributes> = {}): SubscriptionBundle {
  return billedBundle({
    seed: 5,
    now: NOW.getTime(),
    created: CREATED,
    id: '00000000-0000-4000-8000-0000000000a1',
    rules: { ...MONTHLY_RULES, trial_period: 0, ...plan },
    price: 1000,
  });
}

const BUNDLE = bundleOf();

/** The same subscription lived by the engine itself: each move at its time, billing up to it first, then to `end`. */
function engine(bundle: SubscriptionBundle, rules: BillingRules, moves: [number, Action][], end: number): Life {
  const life = startLife(bundle, rules);
  for (const [time, action] of moves) {
    advance(life, Math.min(time, end));
    act(life, action, time);
  }
  advance(life, end);
  return life;
}

/** What a life came to: its flags, schedule, moves, invoices (number, start, outstanding) and failed payments. */
function summary(life: Life) {
  const { meta } = life.bundle.subscription;
  const { created_at: _created, updated_at: _updated, ...times } = meta.timestamps;
  return {
    flags: [meta.status, meta.paused, meta.canceled, meta.closed, meta.suspended],
    invoice_after: meta.invoice_after,
    times,
    states: life.states.map((state) => [state.attributes.action, state.meta.created_at]),
    invoices: life.invoices.map((row) => [row.number, iso(row.start), row.outstanding]),
    failed: life.payments.filter((payment) => !payment.success).length,
    rules: life.rules,
  };
}

const ACTIVE = ['active', false, false, false, false];
const SEVEN_PAID = ['06', '07', '08', '09', '10', '11', '12'].map((month, index) => [
  index + 1,
  `2025-${month}-15T00:00:00Z`,
  false,
]);
const ALL_PAID: BillingRules = { failFrom: Number.POSITIVE_INFINITY, ...SUSPEND };

const lived = (lifecycle: Lifecycle, now: Date, times?: { paused?: number; canceled?: number; resumed?: number }) =>
  live(BUNDLE, lifecycle, now, { ...SUSPEND }, times);

describe('live: the lifecycle rules put the moves', () => {
  it('active: every run up to now invoiced and paid', () => {
    const life = lived('active', NOW);
    expect(life).toEqual(engine(BUNDLE, ALL_PAID, [], +NOW));
    expect(summary(life)).toEqual({
      flags: ACTIVE,
      invoice_after: '2026-01-15T00:00:00Z',
      times: {},
      states: [],
      invoices: SEVEN_PAID,
      failed: 0,
      rules: ALL_PAID,
    });
  });

  it('paused and canceled: half way through the current interval, which is still paid for', () => {
    const middle = at('2025-12-23T12:00:00Z');
    const paused = lived('paused', NOW);
    expect(paused).toEqual(engine(BUNDLE, ALL_PAID, [[middle, 'pause']], +NOW));
    expect(summary(paused)).toEqual({
      flags: ['active', true, false, false, false],
      invoice_after: '2026-01-15T00:00:00Z',
      times: { paused_at: '2025-12-23T12:00:00Z' },
      states: [['pause', '2025-12-23T12:00:00Z']],
      invoices: SEVEN_PAID,
      failed: 0,
      rules: ALL_PAID,
    });
    const canceled = lived('canceled', NOW);
    expect(canceled).toEqual(engine(BUNDLE, ALL_PAID, [[middle, 'cancel']], +NOW));
    expect(summary(canceled)).toEqual({
      flags: ['active', false, true, false, false],
      invoice_after: '2026-01-15T00:00:00Z',
      times: { canceled_at: '2025-12-23T12:00:00Z', end_date: '2026-01-15T00:00:00Z' },
      states: [['cancel', '2025-12-23T12:00:00Z']],
      invoices: SEVEN_PAID,
      failed: 0,
      rules: ALL_PAID,
    });
  });

  it('resumed: paused at 0.3 of the current interval and resumed at 0.7, to the second', () => {
    const life = lived('resumed', NOW);
    const [pause, resume] = [at('2025-12-20T02:24:00Z'), at('2025-12-26T21:36:00Z')];
    expect(life).toEqual(
      engine(
        BUNDLE,
        ALL_PAID,
        [
          [pause, 'pause'],
          [resume, 'resume'],
        ],
        +NOW,
      ),
    );
    expect(summary(life)).toEqual({
      flags: ACTIVE,
      invoice_after: '2026-01-15T00:00:00Z',
      times: { paused_at: '2025-12-20T02:24:00Z', resumed_at: '2025-12-26T21:36:00Z' },
      states: [
        ['pause', '2025-12-20T02:24:00Z'],
        ['resume', '2025-12-26T21:36:00Z'],
      ],
      invoices: SEVEN_PAID,
      failed: 0,
      rules: ALL_PAID,
    });
  });

  it('with payments failing after now: the rules say so, and a run at now itself is paid', () => {
    const now = new Date('2025-12-15T00:00:00Z');
    const life = live(BUNDLE, 'active', now, { ...SUSPEND, paymentsFail: true });
    const rules = { failFrom: +now + 1, ...SUSPEND };
    expect(life).toEqual(engine(BUNDLE, rules, [], +now));
    expect(summary(life)).toEqual({
      flags: ACTIVE,
      invoice_after: '2026-01-15T00:00:00Z',
      times: {},
      states: [],
      invoices: SEVEN_PAID,
      failed: 0,
      rules,
    });
    expect(live(BUNDLE, 'active', now, { ...SUSPEND, model: '2026', dunningAction: 'close' }).rules).toEqual({
      failFrom: Number.POSITIVE_INFINITY,
      dunningAction: 'close',
      model: '2026',
    });
  });
});

describe('live: moves close to a run', () => {
  const RUN = at('2025-12-15T00:00:00Z');

  it('none in the first three seconds of an interval: lived as active', () => {
    for (const now of [RUN, RUN + 2000]) {
      const life = lived('paused', new Date(now));
      expect(life).toEqual(engine(BUNDLE, ALL_PAID, [], now));
      expect(summary(life).states).toEqual([]);
    }
  });

  it('from three seconds on, a second after the run at the earliest', () => {
    const now = RUN + 3000;
    const paused = lived('paused', new Date(now));
    expect(paused).toEqual(engine(BUNDLE, ALL_PAID, [[RUN + 1000, 'pause']], now));
    expect(summary(paused).states).toEqual([['pause', '2025-12-15T00:00:01Z']]);
    const resumed = lived('resumed', new Date(now));
    expect(resumed).toEqual(
      engine(
        BUNDLE,
        ALL_PAID,
        [
          [RUN + 1000, 'pause'],
          [RUN + 2000, 'resume'],
        ],
        now,
      ),
    );
    expect(summary(resumed).states).toEqual([
      ['pause', '2025-12-15T00:00:01Z'],
      ['resume', '2025-12-15T00:00:02Z'],
    ]);
  });

  it('times given are kept however close to the run', () => {
    const now = new Date(RUN + 2000);
    const life = lived('paused', now, { paused: RUN + 500 });
    expect(life).toEqual(engine(BUNDLE, ALL_PAID, [[RUN + 500, 'pause']], +now));
    expect(summary(life).times).toEqual({ paused_at: '2025-12-15T00:00:00Z' });
    expect(life.states.map((state) => state.meta.created_at)).toEqual(['2025-12-15T00:00:00Z']);
    expect(life.bundle.subscription.meta.paused).toBe(true);
  });
});

describe('live: the times a record gives', () => {
  it('a pause long ago: the runs after it bill nothing, and the subscription is inactive', () => {
    const pause = at('2025-09-01T00:00:00Z');
    const life = lived('paused', NOW, { paused: pause });
    expect(life).toEqual(engine(BUNDLE, ALL_PAID, [[pause, 'pause']], +NOW));
    expect(summary(life)).toEqual({
      flags: ['inactive', true, false, false, false],
      invoice_after: '2026-01-15T00:00:00Z',
      times: { paused_at: '2025-09-01T00:00:00Z' },
      states: [['pause', '2025-09-01T00:00:00Z']],
      invoices: SEVEN_PAID.slice(0, 3),
      failed: 0,
      rules: ALL_PAID,
    });
  });

  it('a move after now is kept at its time without billing the runs before it', () => {
    const pause = at('2026-01-20T00:00:00Z');
    const life = lived('paused', NOW, { paused: pause });
    expect(summary(life)).toEqual({
      flags: ['active', true, false, false, false],
      invoice_after: '2026-01-15T00:00:00Z',
      times: { paused_at: '2026-01-20T00:00:00Z' },
      states: [['pause', '2026-01-20T00:00:00Z']],
      invoices: SEVEN_PAID,
      failed: 0,
      rules: ALL_PAID,
    });
    expect(life.bundle.subscription.meta.timestamps.updated_at).toBe('2026-01-20T00:00:00Z');
  });

  it('a cancel given: canceled then, the runs after it bill nothing', () => {
    const cancel = at('2025-10-20T10:00:00Z');
    const life = lived('canceled', NOW, { canceled: cancel });
    expect(life).toEqual(engine(BUNDLE, ALL_PAID, [[cancel, 'cancel']], +NOW));
    expect(summary(life)).toEqual({
      flags: ['inactive', false, true, false, false],
      invoice_after: '2026-01-15T00:00:00Z',
      times: { canceled_at: '2025-10-20T10:00:00Z', end_date: '2025-11-15T00:00:00Z' },
      states: [['cancel', '2025-10-20T10:00:00Z']],
      invoices: SEVEN_PAID.slice(0, 5),
      failed: 0,
      rules: ALL_PAID,
    });
  });

  it('resumed after a cancel: canceled, then resumed, billed again from the run after', () => {
    const [cancel, resume] = [at('2025-09-01T00:00:00Z'), at('2025-10-01T00:00:00Z')];
    const life = lived('resumed', NOW, { canceled: cancel, resumed: resume });
    expect(life).toEqual(
      engine(
        BUNDLE,
        ALL_PAID,
        [
          [cancel, 'cancel'],
          [resume, 'resume'],
        ],
        +NOW,
      ),
    );
    expect(summary(life)).toEqual({
      flags: ACTIVE,
      invoice_after: '2026-01-15T00:00:00Z',
      times: { canceled_at: '2025-09-01T00:00:00Z', resumed_at: '2025-10-01T00:00:00Z' },
      states: [
        ['cancel', '2025-09-01T00:00:00Z'],
        ['resume', '2025-10-01T00:00:00Z'],
      ],
      invoices: [
        [1, '2025-06-15T00:00:00Z', false],
        [2, '2025-07-15T00:00:00Z', false],
        [3, '2025-08-15T00:00:00Z', false],
        [4, '2025-10-15T00:00:00Z', false],
        [5, '2025-11-15T00:00:00Z', false],
        [6, '2025-12-15T00:00:00Z', false],
      ],
      failed: 0,
      rules: ALL_PAID,
    });
  });

  it('resumed after a pause given', () => {
    const [pause, resume] = [at('2025-08-01T00:00:00Z'), at('2025-12-31T00:00:00Z')];
    const life = lived('resumed', NOW, { paused: pause, resumed: resume });
    expect(life).toEqual(
      engine(
        BUNDLE,
        ALL_PAID,
        [
          [pause, 'pause'],
          [resume, 'resume'],
        ],
        +NOW,
      ),
    );
    expect(summary(life)).toEqual({
      flags: ['inactive', false, false, false, false],
      invoice_after: '2026-01-15T00:00:00Z',
      times: { paused_at: '2025-08-01T00:00:00Z', resumed_at: '2025-12-31T00:00:00Z' },
      states: [
        ['pause', '2025-08-01T00:00:00Z'],
        ['resume', '2025-12-31T00:00:00Z'],
      ],
      invoices: SEVEN_PAID.slice(0, 2),
      failed: 0,
      rules: ALL_PAID,
    });
  });

  it('resumed with only its resume given: paused a second before it', () => {
    const resume = at('2025-12-15T00:00:01Z');
    const life = lived('resumed', NOW, { resumed: resume });
    expect(life).toEqual(
      engine(
        BUNDLE,
        ALL_PAID,
        [
          [resume - 1000, 'pause'],
          [resume, 'resume'],
        ],
        +NOW,
      ),
    );
    expect(summary(life).states).toEqual([
      ['pause', '2025-12-15T00:00:00Z'],
      ['resume', '2025-12-15T00:00:01Z'],
    ]);
  });

  it('the moves are made in date order: a resume given before its pause finds nothing to resume', () => {
    const run = () =>
      lived('resumed', NOW, { paused: at('2025-12-20T00:00:00Z'), resumed: at('2025-12-10T00:00:00Z') });
    expect(run).toThrow(Refused);
    expect(run).toThrow(
      expect.objectContaining({
        detail: 'the subscription is neither paused nor canceled: there is nothing to resume',
        status: 422,
      }),
    );
  });
});

describe('live: closed and suspended through dunning', () => {
  it('payments fail from the last run whose ten days of retries are over, then the dunning action', () => {
    const now = new Date('2025-12-20T00:00:00Z');
    const failFrom = at('2025-11-15T00:00:00Z');
    const closed = live(BUNDLE, 'closed', now, { ...SUSPEND });
    const rules: BillingRules = { failFrom, dunningAction: 'close', model: '2024' };
    expect(closed).toEqual(engine(BUNDLE, rules, [], +now));
    expect(summary(closed)).toEqual({
      flags: ['inactive', false, false, true, false],
      invoice_after: '2025-12-15T00:00:00Z',
      times: {},
      states: [],
      invoices: [...SEVEN_PAID.slice(0, 5), [6, '2025-11-15T00:00:00Z', true]],
      failed: 11,
      rules,
    });
    const suspended = live(BUNDLE, 'suspended', now, { dunningAction: 'close', model: '2026' });
    const suspending: BillingRules = { failFrom, dunningAction: 'suspend', model: '2026' };
    expect(suspended).toEqual(engine(BUNDLE, suspending, [], +now));
    expect(summary(suspended).flags).toEqual(['inactive', false, false, false, true]);
    expect(summary(suspended).rules).toEqual(suspending);
  });

  it('a run exactly ten days before now has its retries over: its last attempt is at now', () => {
    const now = new Date('2025-12-25T00:00:00Z');
    const closed = live(BUNDLE, 'closed', now, { ...SUSPEND });
    const rules: BillingRules = { failFrom: at('2025-12-15T00:00:00Z'), dunningAction: 'close', model: '2024' };
    expect(closed).toEqual(engine(BUNDLE, rules, [], +now));
    expect(summary(closed)).toEqual({
      flags: ['inactive', false, false, true, false],
      invoice_after: '2026-01-15T00:00:00Z',
      times: {},
      states: [],
      invoices: [...SEVEN_PAID.slice(0, 6), [7, '2025-12-15T00:00:00Z', true]],
      failed: 11,
      rules,
    });
    expect(closed.payments.at(-1)?.at).toBe(+now);
  });

  it('the first run will do, once its retries are over', () => {
    const now = new Date(CREATED + 15 * DAY);
    const closed = live(BUNDLE, 'closed', now, { ...SUSPEND });
    const rules: BillingRules = { failFrom: CREATED, dunningAction: 'close', model: '2024' };
    expect(closed).toEqual(engine(BUNDLE, rules, [], +now));
    expect(summary(closed)).toEqual({
      flags: ['inactive', false, false, true, false],
      invoice_after: '2025-07-15T00:00:00Z',
      times: {},
      states: [],
      invoices: [[1, '2025-06-15T00:00:00Z', true]],
      failed: 11,
      rules,
    });
  });

  it('before any run has its retries over: lived as active', () => {
    const now = new Date(CREATED + 5 * DAY);
    for (const lifecycle of ['closed', 'suspended'] as const) {
      const life = live(BUNDLE, lifecycle, now, { ...SUSPEND });
      expect(life).toEqual(engine(BUNDLE, ALL_PAID, [], +now));
      expect(summary(life)).toEqual({
        flags: ACTIVE,
        invoice_after: '2025-07-15T00:00:00Z',
        times: {},
        states: [],
        invoices: [[1, '2025-06-15T00:00:00Z', false]],
        failed: 0,
        rules: ALL_PAID,
      });
    }
  });
});

describe('live: schedules that do not reach now', () => {
  it('during a trial the interval is counted from the creation', () => {
    const bundle = bundleOf({ trial_period: 2 });
    const now = new Date(CREATED + 10 * DAY);
    const life = live(bundle, 'paused', now, { ...SUSPEND });
    const pause = CREATED + 5 * DAY;
    expect(life).toEqual(engine(bundle, ALL_PAID, [[pause, 'pause']], +now));
    expect(summary(life)).toEqual({
      flags: ['active', true, false, false, false],
      invoice_after: '2025-08-15T00:00:00Z',
      times: { paused_at: '2025-06-20T00:00:00Z' },
      states: [['pause', '2025-06-20T00:00:00Z']],
      invoices: [],
      failed: 0,
      rules: ALL_PAID,
    });
  });

  it('after a trial, from the first paid run', () => {
    const bundle = bundleOf({ trial_period: 1 });
    const now = new Date('2025-07-25T00:00:00Z');
    const life = live(bundle, 'paused', now, { ...SUSPEND });
    const pause = at('2025-07-20T00:00:00Z');
    expect(life).toEqual(engine(bundle, ALL_PAID, [[pause, 'pause']], +now));
    expect(summary(life)).toEqual({
      flags: ['active', true, false, false, false],
      invoice_after: '2025-08-15T00:00:00Z',
      times: { paused_at: '2025-07-20T00:00:00Z' },
      states: [['pause', '2025-07-20T00:00:00Z']],
      invoices: [[1, '2025-07-15T00:00:00Z', false]],
      failed: 0,
      rules: ALL_PAID,
    });
  });

  it('a plan whose intervals do not move time forward bills nothing, and does not hang', () => {
    const bundle = bundleOf({ billing_frequency: 0 });
    const now = new Date(CREATED + 20 * DAY);
    const paused = live(bundle, 'paused', now, { ...SUSPEND });
    expect(paused).toEqual(engine(bundle, ALL_PAID, [[CREATED + 10 * DAY, 'pause']], +now));
    expect(summary(paused)).toEqual({
      flags: ['active', true, false, false, false],
      invoice_after: '2025-06-15T00:00:00Z',
      times: { paused_at: '2025-06-25T00:00:00Z' },
      states: [['pause', '2025-06-25T00:00:00Z']],
      invoices: [],
      failed: 0,
      rules: ALL_PAID,
    });
    const closed = live(bundle, 'closed', new Date(CREATED + 5 * DAY), { ...SUSPEND });
    expect(closed).toEqual(engine(bundle, ALL_PAID, [], CREATED + 5 * DAY));
    expect(summary(closed).invoices).toEqual([]);
  });
});
