import { describe, expect, it } from 'vitest';
import {
  createFaker,
  makeAccount,
  makeOffering,
  makeSubscription,
  type SubscriptionBundle,
} from '../factories/index.js';
import type { Plan, Subscription, SubscriptionState } from '../schemas/index.js';
import { act } from './actions.js';
import { advance, begin, refund } from './engine.js';
import {
  type BillingRules,
  copyLife,
  type Life,
  planEndOf,
  planOf,
  productOf,
  runTime,
  startLife,
  syncState,
} from './life.js';

// The helpers every billing module stands on: which plan and 2026 plan a subscription is on, when its runs come and
// a `close` plan ends, a subscription as made (`startLife`), a copy a session may change (`copyLife`), and the state
// kept in two places (`syncState`).

const DAY = 86_400_000;
const NOW = Date.parse('2026-01-31T00:00:00Z');
const RULES: BillingRules = { failFrom: Number.POSITIVE_INFINITY, dunningAction: 'suspend', model: '2024' };

/** An offering's bundle with its subscription on the offering's second plan, its 2026 plan the second product. */
const MADE = (() => {
  const now = new Date(NOW);
  const faker = createFaker(3, now);
  const offering = makeOffering(faker, now, 'USD');
  return makeSubscription(faker, offering, {
    id: '00000000-0000-4000-8000-0000000000e1',
    lifecycle: 'active',
    now,
    account: makeAccount(faker),
    created: NOW,
    planId: offering.plans[1]?.id as string,
  });
})();
const PLAN = MADE.plans[1] as Plan;

/** The bundle, its subscription's plan (the second) with these attributes, and its 2026 plan `planId`. */
function bundleOf(attributes: Partial<Plan['attributes']> = {}, planId = MADE.products[1]?.id): SubscriptionBundle {
  const plans = MADE.plans.map((plan) =>
    plan.id === PLAN.id ? { ...plan, attributes: { ...plan.attributes, ...attributes } } : plan,
  );
  return { ...MADE, plans, planId };
}

const MONTHLY_ROLL = {
  billing_interval_type: 'month',
  billing_frequency: 1,
  trial_period: 0,
  end_behavior: 'roll',
} as const;
const lifeAt = (bundle: SubscriptionBundle, firstRun: number) => ({ bundle, firstRun });

describe('planOf and productOf', () => {
  it("the subscription's plan among its offering's, not the first", () => {
    expect(MADE.plans.length).toBeGreaterThan(1);
    expect(planOf(MADE)).toBe(PLAN);
    const gone = {
      ...MADE,
      subscription: { ...MADE.subscription, attributes: { ...MADE.subscription.attributes, plan_id: 'gone' } },
    };
    expect(planOf(gone)).toBeUndefined();
  });

  it('the 2026 plan chosen, else the first product, else none', () => {
    const [first, second] = MADE.products;
    expect(productOf(bundleOf({}, second?.id))).toBe(second);
    expect(productOf(bundleOf({}, first?.id))).toBe(first);
    expect(productOf(bundleOf({}, 'gone'))).toBe(first);
    expect(productOf({ ...MADE, planId: undefined })).toBe(first);
    expect(productOf({ ...MADE, products: [], planId: undefined })).toBeUndefined();
  });
});

describe('runTime and planEndOf', () => {
  it('run i is i intervals of the plan after the first, month ends kept', () => {
    const bundle = bundleOf({ ...MONTHLY_ROLL, billing_frequency: 2 });
    const times = [0, 1, 2, 3].map((index) => new Date(runTime(lifeAt(bundle, NOW), index)).toISOString());
    expect(times).toEqual([
      '2026-01-31T00:00:00.000Z',
      '2026-03-31T00:00:00.000Z',
      '2026-05-31T00:00:00.000Z',
      '2026-07-31T00:00:00.000Z',
    ]);
    expect(runTime(lifeAt(bundleOf({ billing_interval_type: 'day', billing_frequency: 3 }), NOW), 5)).toBe(
      NOW + 15 * DAY,
    );
  });

  it('no plan: no run ever', () => {
    const gone = { ...MADE, plans: [] };
    expect(runTime(lifeAt(gone, NOW), 0)).toBe(Number.POSITIVE_INFINITY);
    expect(runTime(lifeAt(gone, NOW), 3)).toBe(Number.POSITIVE_INFINITY);
  });

  it('a close plan ends plan_length intervals after the first run; a roll plan, or none, never', () => {
    const close = bundleOf({
      billing_interval_type: 'week',
      billing_frequency: 2,
      plan_length: 3,
      end_behavior: 'close',
    });
    expect(planEndOf(lifeAt(close, NOW))).toBe(NOW + 42 * DAY);
    expect(planEndOf(lifeAt(bundleOf({ ...MONTHLY_ROLL, plan_length: 3 }), NOW))).toBeUndefined();
    expect(planEndOf(lifeAt({ ...MADE, plans: [] }, NOW))).toBeUndefined();
  });
});

describe('startLife', () => {
  /** A subscription record as a scenario gives it: paused and canceled, with a state and times of its own. */
  const acted = (bundle: SubscriptionBundle): SubscriptionBundle => {
    const state: SubscriptionState = {
      id: '00000000-0000-4000-8000-0000000000e9',
      type: 'subscription_state',
      attributes: { action: 'pause' },
      meta: {
        created_at: '2026-01-20T00:00:00Z',
        canceled: true,
        paused: true,
        closed: true,
        suspended: true,
        invoice_after: '2026-02-01T00:00:00Z',
      },
    };
    const { subscription } = bundle;
    return {
      ...bundle,
      subscription: {
        ...subscription,
        state,
        meta: {
          ...subscription.meta,
          status: 'inactive',
          canceled: true,
          paused: true,
          closed: true,
          suspended: true,
          invoice_after: '2026-02-01T00:00:00Z',
          timestamps: {
            created_at: '2026-01-01T00:00:00Z',
            updated_at: '2026-01-20T00:00:00Z',
            paused_at: '2026-01-20T00:00:00Z',
            canceled_at: '2026-01-20T00:00:00Z',
          },
          state,
        },
      },
    };
  };

  it('as made: active, no flags, no state, its first run after the trial, nothing billed', () => {
    const bundle = acted(bundleOf({ ...MONTHLY_ROLL, trial_period: 2 }));
    const life = startLife(bundle, RULES);
    const { state: _state, meta } = bundle.subscription;
    const { state: _metaState, ...rest } = meta;
    const subscription: Subscription = {
      ...bundle.subscription,
      meta: {
        ...rest,
        timestamps: { created_at: '2026-01-01T00:00:00Z', updated_at: '2026-01-01T00:00:00Z' },
        status: 'active',
        canceled: false,
        paused: false,
        closed: false,
        suspended: false,
        invoice_after: '2026-03-01T00:00:00Z',
      },
    };
    delete subscription.state;
    expect(life).toStrictEqual({
      bundle: { ...bundle, subscription },
      states: [],
      invoices: [],
      payments: [],
      firstRun: Date.parse('2026-03-01T00:00:00Z'),
      runs: 0,
      paid: 0,
      dunning: [],
      rules: RULES,
    });
    expect(life.rules).toBe(RULES);
    // What it was made from is as it was.
    expect(bundle.subscription.meta.paused).toBe(true);
    expect(bundle.subscription.state?.attributes).toEqual({ action: 'pause' });
  });

  it('a close plan gets the end date its length gives; no trial, or none given, bills from the creation', () => {
    const close = startLife(
      bundleOf({
        billing_interval_type: 'day',
        billing_frequency: 10,
        plan_length: 3,
        end_behavior: 'close',
        trial_period: 0,
      }),
      RULES,
    );
    expect([close.firstRun, close.bundle.subscription.meta.invoice_after]).toEqual([NOW, '2026-01-31T00:00:00Z']);
    expect(close.bundle.subscription.meta.timestamps).toStrictEqual({
      created_at: '2026-01-31T00:00:00Z',
      updated_at: '2026-01-31T00:00:00Z',
      end_date: '2026-03-02T00:00:00Z',
    });
    const { trial_period: _trial, ...noTrial } = { ...PLAN.attributes, ...MONTHLY_ROLL };
    const plans = MADE.plans.map((plan) => (plan.id === PLAN.id ? { ...plan, attributes: noTrial } : plan));
    const untried = startLife({ ...MADE, plans }, RULES);
    expect([untried.firstRun, untried.bundle.subscription.meta.timestamps]).toStrictEqual([
      NOW,
      { created_at: '2026-01-31T00:00:00Z', updated_at: '2026-01-31T00:00:00Z' },
    ]);
  });

  it('no plan: the first run at the creation', () => {
    const life = startLife({ ...MADE, plans: [] }, RULES);
    expect([life.firstRun, life.bundle.subscription.meta.invoice_after]).toEqual([NOW, '2026-01-31T00:00:00Z']);
    expect(life.bundle.subscription.meta.timestamps.end_date).toBeUndefined();
  });
});

describe('copyLife', () => {
  /** A daily subscription billed for 3 days, its third payment failing (in dunning), its first refunded, then paused. */
  function billed(): Life {
    const life = startLife(
      bundleOf({
        billing_interval_type: 'day',
        billing_frequency: 1,
        trial_period: 0,
        end_behavior: 'roll',
        can_pause: true,
      }),
      {
        ...RULES,
        failFrom: NOW + 2 * DAY,
      },
    );
    begin(life, NOW);
    advance(life, NOW + 2 * DAY);
    refund(life, life.payments[0] as Life['payments'][number], 5, 'r', NOW + 2 * DAY);
    act(life, 'pause', NOW + 2 * DAY + 1000);
    return life;
  }

  it('is equal to its life, and what the engine changes in it is its own', () => {
    const life = billed();
    expect([
      life.states.length,
      life.invoices.length,
      life.payments.length,
      life.dunning.length,
      life.refunds?.length,
    ]).toEqual([1, 3, 3, 1, 1]);
    const before = structuredClone(life);
    const copy = copyLife(life);
    expect(copy).toStrictEqual(life);
    copy.states.pop();
    // The third invoice is outstanding (its payment failed): the copy's own. The settled two are shared, frozen.
    (copy.invoices[2] as Life['invoices'][number]).retriesLimitReached = true;
    expect(() => {
      (copy.invoices[0] as Life['invoices'][number]).outstanding = true;
    }).toThrow(TypeError);
    copy.payments.pop();
    copy.refunds?.pop();
    (copy.dunning[0] as Life['dunning'][number]).next = 0;
    copy.bundle.subscription.meta.status = 'inactive';
    copy.bundle.subscription.meta.timestamps.updated_at = '2030-01-01T00:00:00Z';
    copy.runs = 99;
    expect(life).toStrictEqual(before);
  });

  it('shares what neither changes: the offering, the rules, the payments, the settled invoices', () => {
    const life = billed();
    const copy = copyLife(life);
    expect(copy.bundle.plans).toBe(life.bundle.plans);
    expect(copy.bundle.subscription.attributes).toBe(life.bundle.subscription.attributes);
    expect(copy.rules).toBe(life.rules);
    expect(copy.payments[0]).toBe(life.payments[0]);
    expect(life.invoices.map((row) => row.outstanding)).toEqual([false, false, true]);
    expect(copy.invoices[0]).toBe(life.invoices[0]);
    expect(copy.invoices[1]).toBe(life.invoices[1]);
    expect(Object.isFrozen(copy.invoices[0])).toBe(true);
    expect(copy.invoices[2]).not.toBe(life.invoices[2]);
    expect(copy.invoices[2]).toStrictEqual(life.invoices[2]);
  });

  it('a life with no refunds gets none', () => {
    const life = startLife(bundleOf(MONTHLY_ROLL), RULES);
    const copy = copyLife(life);
    expect(copy).toStrictEqual(life);
    expect(Object.hasOwn(copy, 'refunds')).toBe(false);
  });
});

describe('syncState', () => {
  const latest: SubscriptionState = {
    id: '00000000-0000-4000-8000-0000000000ea',
    type: 'subscription_state',
    attributes: { action: 'cancel', cancel_immediately: true },
    meta: {
      created_at: '2026-01-10T00:00:00Z',
      canceled: false,
      paused: false,
      closed: false,
      suspended: false,
      invoice_after: '2000-01-01T00:00:00Z',
    },
  };

  it('the latest action with the flags and invoice_after as they stand, in both places', () => {
    const subscription = structuredClone(MADE.subscription);
    Object.assign(subscription.meta, {
      canceled: true,
      paused: false,
      closed: true,
      suspended: false,
      invoice_after: '2026-02-28T00:00:00Z',
    });
    syncState(subscription, latest);
    const state: SubscriptionState = {
      id: '00000000-0000-4000-8000-0000000000ea',
      type: 'subscription_state',
      attributes: { action: 'cancel', cancel_immediately: true },
      meta: {
        created_at: '2026-01-10T00:00:00Z',
        canceled: true,
        paused: false,
        closed: true,
        suspended: false,
        invoice_after: '2026-02-28T00:00:00Z',
      },
    };
    expect(subscription.state).toStrictEqual(state);
    expect(subscription.meta.state).toBe(subscription.state);
    expect(latest.meta.canceled).toBe(false);
    Object.assign(subscription.meta, { paused: true, suspended: true, canceled: false, closed: false });
    syncState(subscription, latest);
    expect(subscription.state?.meta).toStrictEqual({
      created_at: '2026-01-10T00:00:00Z',
      canceled: false,
      paused: true,
      closed: false,
      suspended: true,
      invoice_after: '2026-02-28T00:00:00Z',
    });
  });

  it('no action yet: no state in either place', () => {
    const subscription = structuredClone(MADE.subscription);
    syncState(subscription, latest);
    syncState(subscription, undefined);
    expect(Object.hasOwn(subscription, 'state')).toBe(false);
    expect(Object.hasOwn(subscription.meta, 'state')).toBe(false);
    expect(subscription).toStrictEqual(MADE.subscription);
  });
});
