import { describe, expect, it } from 'vitest';
import type { Plan } from '../schemas/index.js';
import { createFaker, makeAccount, makeOffering, makeSubscription, plansFor, uuidFrom } from './index.js';

const NOW = new Date('2026-01-01T00:00:00Z');

describe('the subscriptions of one offering', () => {
  const faker = createFaker(5, NOW);
  const offering = makeOffering(faker, NOW, 'EUR');
  const [first, second] = offering.plans as [Plan, Plan];
  const on = (n: number, plan: Plan) =>
    makeSubscription(faker, offering, {
      id: uuidFrom(`sub ${n}`),
      lifecycle: 'active',
      now: NOW,
      account: makeAccount(faker),
      planId: plan.id as string,
    });

  it('show the offering plans with exactly their own active, sharing one copy per plan and flag', () => {
    const a = on(1, first);
    const b = on(2, first);
    const c = on(3, second);
    expect(a.plans.map((plan) => plan.meta.active_plan)).toEqual(offering.plans.map((plan) => plan === first));
    expect(c.plans.map((plan) => plan.meta.active_plan)).toEqual(offering.plans.map((plan) => plan === second));
    // The plans as shown are the offering's, with the flag: nothing else differs.
    for (const [i, plan] of c.plans.entries()) {
      const { meta, ...rest } = plan;
      const { meta: was, ...made } = offering.plans[i] as Plan;
      expect(rest).toStrictEqual(made);
      expect({ ...meta, active_plan: was.active_plan }).toStrictEqual(was);
    }
    for (const [i, plan] of b.plans.entries()) expect(plan).toBe(a.plans[i]);
    expect(c.plans[0]).not.toBe(a.plans[0]);
    expect(c.plans[1]).not.toBe(a.plans[1]);
    expect(on(5, second).plans[1]).toBe(c.plans[1]);
    expect(a.subscription.relationships).toBe(c.subscription.relationships);
  });

  it('a plan shown again as another subscription shows it is a plan of its own, the first unchanged', () => {
    const a = on(4, first);
    const switched = plansFor(a.plans, second.id as string);
    expect(switched.map((plan) => plan.meta.active_plan)).toEqual(offering.plans.map((plan) => plan === second));
    expect(a.plans.map((plan) => plan.meta.active_plan)).toEqual(offering.plans.map((plan) => plan === first));
  });
});
