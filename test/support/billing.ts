import {
  createFaker,
  makeAccount,
  makeOffering,
  makeSubscription,
  type SubscriptionBundle,
} from '../../src/factories/index.js';
import type { Plan } from '../../src/schemas/index.js';

/** What the billing engine's unit tests choose of the subscription they bill. */
export interface BilledSetup {
  /** The factories' seed, and the time they make the offering and subscription as of. */
  seed: number;
  now: number;
  /** When the subscription was created (ms), and its id. */
  created: number;
  id: string;
  /** The plan's rules, over what the factory made (its fixed price dropped). */
  rules: Partial<Plan['attributes']>;
  /** The plan's price in USD cents (tax excluded), or null for none. */
  price: number | null;
}

/**
 * An active subscription to a made offering's first plan, that plan's rules and price set as the test says: the one
 * place the billing tests (engine, ledger, timeline) build what they bill.
 */
export function billedBundle(setup: BilledSetup): SubscriptionBundle {
  const now = new Date(setup.now);
  const faker = createFaker(setup.seed, now);
  const offering = makeOffering(faker, now, 'USD');
  const planId = offering.plans[0]?.id as string;
  const made = makeSubscription(faker, offering, {
    id: setup.id,
    lifecycle: 'active',
    now,
    account: makeAccount(faker),
    created: setup.created,
    planId,
  });
  const plans = made.plans.map((plan): Plan => {
    if (plan.id !== planId) return plan;
    const { fixed_price: _fixed, ...attributes } = plan.attributes;
    const { price: _price, ...meta } = plan.meta;
    const price = setup.price === null ? {} : { price: { USD: { amount: setup.price, includes_tax: false } } };
    return { ...plan, attributes: { ...attributes, ...setup.rules }, meta: { ...meta, ...price } };
  });
  return { ...made, plans };
}
