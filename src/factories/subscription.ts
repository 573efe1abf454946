import type { Faker } from '@faker-js/faker';
import type { FeatureRecord, OfferingExtras, PlanFeatureConfiguration } from '../catalog/types.js';
import type { Offering, Plan, Product, Subscription } from '../schemas/index.js';
import { type Account, makeAccount } from './account.js';
import { addInterval, planEnd } from './calendar.js';
import type { Lifecycle } from './lifecycle.js';
import { CURRENCY_CODES, displayPrice, priceMap } from './money.js';
import { bundlePrice } from './price.js';
import { between, iso, uuidFrom } from './random.js';

/**
 * A subscription with its offering's products and plans as they were when it was made (what `include` resolves).
 * `plan_id` is its 2024 plan, which is its 2026 pricing option; `planId` is its 2026 plan, one of the products (the
 * first when absent); `extras` are the offering's 2026 extras as they were (none when absent).
 */
export interface SubscriptionBundle {
  subscription: Subscription;
  products: Product[];
  plans: Plan[];
  planId?: string;
  extras?: OfferingExtras;
}

/** An offering with its products and plans, shown in one currency; no plan is active until a subscription picks one. */
export interface OfferingBundle {
  offering: Offering;
  products: Product[];
  plans: Plan[];
  currency: string;
  extras: OfferingExtras;
}

export interface BundleOptions {
  id: string;
  lifecycle: Lifecycle;
  now: Date;
  /** The subscriber; a new one when absent. */
  account?: Account;
  /** Pick a plan that allows pause, resume and cancel (subscription ...001's, so that every first try works). */
  allMoves?: boolean;
}

const THEMES = [
  {
    offering: 'Coffee Club',
    items: ['Single-origin beans 250g', 'House espresso blend 1kg', 'Decaf sampler'],
    perks: ['Roastery tours', 'Grinder servicing', 'Servicings a year'],
  },
  {
    offering: 'Fresh Box',
    items: ['Seasonal vegetable box', 'Fruit crate', 'Recipe kit for two'],
    perks: ['Chef recipes online', 'Delivery swaps', 'Swaps a month'],
  },
  {
    offering: 'Pet Pantry',
    items: ['Grain-free dog food 5kg', 'Dental chews', 'Cat litter refill'],
    perks: ['Vet chat', 'Treat samples', 'Samples a month'],
  },
  {
    offering: 'Studio Plus',
    items: ['Design asset library', 'Stock photo credits', 'Font licence'],
    perks: ['Commercial licence', 'Asset downloads', 'Downloads a month'],
  },
  {
    offering: 'Razor Refill',
    items: ['Five-blade cartridges', 'Shaving gel 200ml', 'Aftershave balm'],
    perks: ['Free handle upgrade', 'Blade swaps', 'Swaps a year'],
  },
  {
    offering: 'Book Nook',
    items: ['Hardcover of the month', 'Paperback bundle', 'Audiobook credit'],
    perks: ['Author events', 'E-book loans', 'Loans a month'],
  },
];

const tagOf = (name: string) => name.toLowerCase().replaceAll(/[^a-z0-9]+/g, '-');

/**
 * An offering's two features (2026 entitlements), fixed by its theme and id: access to the theme's perk, and a usage
 * allowance. Every plan gets the allowance (a larger one the further down the list it is); all but the first, access.
 * Made without the faker, so that every other record of the offering stays as it was drawn.
 */
function featuresOf(
  theme: (typeof THEMES)[number],
  offeringId: string,
  products: Product[],
  owner: 'store' | 'organization',
  times: { created_at: string; updated_at: string },
): Pick<OfferingExtras, 'features' | 'configurations'> {
  const [perk, allowance, label] = theme.perks as [string, string, string];
  const access: FeatureRecord = {
    id: uuidFrom(`${offeringId}/feature/0`),
    external_ref: `ftr-${tagOf(perk)}`,
    name: perk,
    description: `${perk} for ${theme.offering} members.`,
    configuration: { type: 'access', tag: tagOf(perk) },
    owner,
    ...times,
  };
  const usage: FeatureRecord = {
    id: uuidFrom(`${offeringId}/feature/1`),
    external_ref: `ftr-${tagOf(allowance)}`,
    name: allowance,
    description: `${allowance} included with ${theme.offering}.`,
    configuration: { type: 'usage', tag: tagOf(allowance), label, default_value: 1 },
    owner,
    ...times,
  };
  const configurations: Record<string, Record<string, PlanFeatureConfiguration>> = {};
  products.forEach((product, index) => {
    const own: Record<string, PlanFeatureConfiguration> = { [usage.id]: { type: 'usage', default_value: index + 1 } };
    if (index > 0) own[access.id] = { type: 'access' };
    configurations[product.id as string] = own;
  });
  return { features: [access, usage], configurations };
}

/** Monthly comes with every offering, so every offering has a plan that allows all three moves. */
const MONTHLY = {
  name: 'Monthly',
  interval: 'month',
  frequency: 1,
  length: 12,
  end: 'roll',
  discount: 0,
  moves: 'all',
} as const;
const OTHER_SHAPES = [
  { name: 'Quarterly', interval: 'month', frequency: 3, length: 4, end: 'roll', discount: 5, moves: 'all' },
  { name: 'Annual', interval: 'year', frequency: 1, length: 1, end: 'roll', discount: 15, moves: 'no-pause' },
  { name: 'Weekly', interval: 'week', frequency: 1, length: 52, end: 'roll', discount: 0, moves: 'all' },
  { name: 'Pay in 6', interval: 'month', frequency: 1, length: 6, end: 'close', discount: 10, moves: 'none' },
] as const;
type Shape = typeof MONTHLY | (typeof OTHER_SHAPES)[number];

const DAY = 86_400_000;

/** Which plan flags a lifecycle's history needs: a pause needs `can_pause`, and so on (dunning needs none). */
const NEEDS: Record<Lifecycle, ('can_pause' | 'can_resume' | 'can_cancel')[]> = {
  active: [],
  paused: ['can_pause'],
  canceled: ['can_cancel'],
  resumed: ['can_pause', 'can_resume'],
  closed: [],
  suspended: [],
};

/** Whether a plan lets a subscription reach `lifecycle` (or, with `allMoves`, make every move). */
export function planAllows(plan: Plan, lifecycle: Lifecycle, allMoves = false): boolean {
  const needs = allMoves ? (['can_pause', 'can_resume', 'can_cancel'] as const) : NEEDS[lifecycle];
  return needs.every((flag) => plan.attributes[flag]);
}

/**
 * A plan as a subscription shows it, with `meta.active_plan` set, made once per plan and flag: records are never
 * changed in place, so the subscriptions of one offering share them (each of the 2,000 subscriptions of
 * many-subscriptions held copies of its offering's plans: 8.6 MB of its world's 25).
 */
const shownPlans = new WeakMap<Plan, { active?: Plan; inactive?: Plan }>();

function planAs(plan: Plan, active: boolean): Plan {
  let shown = shownPlans.get(plan);
  if (shown === undefined) {
    shown = {};
    shownPlans.set(plan, shown);
  }
  const made = active ? shown.active : shown.inactive;
  if (made !== undefined) return made;
  const copy: Plan = { ...plan, meta: { ...plan.meta, active_plan: active } };
  if (active) shown.active = copy;
  else shown.inactive = copy;
  return copy;
}

/** The offering's plans as one subscription shows them: exactly its own plan has `meta.active_plan: true`. */
export function plansFor(plans: Plan[], planId: string): Plan[] {
  return plans.map((plan) => planAs(plan, plan.id === planId));
}

/** An offering of one theme with 2-3 products and 2-4 plans (Monthly among them), priced in `currency` and others. */
export function makeOffering(
  faker: Faker,
  now: Date,
  currency = faker.helpers.arrayElement(CURRENCY_CODES),
): OfferingBundle {
  const end = +now;
  const offeringCreated = between(faker, end - 900 * DAY, end - 400 * DAY);
  const theme = faker.helpers.arrayElement(THEMES);
  const others = faker.helpers.arrayElements(CURRENCY_CODES, { min: 0, max: 2 });
  const owner = faker.helpers.arrayElement(['store', 'organization'] as const);
  const tax = faker.helpers.arrayElement([0, 5, 8, 10, 20]);
  const stamp = (from: number) => {
    const created = between(faker, from, from + 30 * DAY);
    return { created_at: iso(created), updated_at: iso(between(faker, created, end)) };
  };

  const products = faker.helpers.arrayElements(theme.items, { min: 2, max: 3 }).map((name): Product => {
    const productId = faker.string.uuid();
    const amount = faker.number.int({ min: 5, max: 80 }) * 100 - 1;
    const times = stamp(offeringCreated);
    return {
      id: productId,
      type: 'subscription_offering_product',
      attributes: {
        external_ref: `prd-${faker.string.alphanumeric(10).toLowerCase()}`,
        name,
        description: faker.commerce.productDescription(),
        sku: `${theme.offering.slice(0, 3).toUpperCase()}-${faker.string.numeric(6)}`,
        main_image: `https://images.example.com/products/${productId}.jpg`,
        price: priceMap(amount, currency, others),
        price_units: { unit: 'month', amount: 1 },
        ...times,
      },
      meta: { display_price: displayPrice(amount, currency, tax), owner, timestamps: times },
    };
  });
  const shapes: Shape[] = [MONTHLY, ...faker.helpers.arrayElements(OTHER_SHAPES, { min: 1, max: 3 })];
  const plans = shapes.map((shape): Plan => {
    const times = stamp(offeringCreated);
    const schedule = {
      billing_interval_type: shape.interval,
      billing_frequency: shape.frequency,
      base_price_percentage: shape.discount,
    };
    const price = bundlePrice(
      schedule,
      products.map((product) => product.attributes),
    );
    const amount = price[currency]?.amount ?? 0;
    return {
      id: faker.string.uuid(),
      type: 'subscription_offering_plan',
      attributes: {
        external_ref: `pln-${faker.string.alphanumeric(10).toLowerCase()}`,
        name: `${theme.offering} ${shape.name}`,
        description: `${shape.name} delivery of the ${theme.offering} box.`,
        billing_interval_type: shape.interval,
        billing_frequency: shape.frequency,
        trial_period: faker.helpers.arrayElement([0, 0, 1]),
        plan_length: shape.length,
        end_behavior: shape.end,
        can_pause: shape.moves === 'all',
        can_resume: shape.moves !== 'none',
        can_cancel: shape.moves !== 'none',
        base_price_percentage: shape.discount,
        ...times,
      },
      meta: {
        price,
        display_price: displayPrice(amount, currency, tax),
        active_plan: false,
        owner,
        timestamps: times,
      },
    };
  });

  const offeringTimes = { created_at: iso(offeringCreated), updated_at: iso(between(faker, offeringCreated, end)) };
  const offering: Offering = {
    id: faker.string.uuid(),
    type: 'subscription_offering',
    attributes: {
      external_ref: `off-${faker.string.alphanumeric(10).toLowerCase()}`,
      name: theme.offering,
      description: `${theme.offering}: ${products.map((product) => product.attributes.name).join(', ')}.`,
      ...offeringTimes,
    },
    relationships: relationshipsOf(products, plans),
    meta: {
      external_product_refs: products.map((product) => product.attributes.external_ref ?? ''),
      owner,
      timestamps: offeringTimes,
    },
  };
  const extras: OfferingExtras = {
    ...featuresOf(theme, offering.id as string, products, owner, offeringTimes),
    associations: {},
    options: {},
    currency,
    tax,
  };
  return { offering, products, plans, currency, extras };
}

export interface SubscriptionOptions extends BundleOptions {
  account: Account;
  /** This plan of the offering, whatever the lifecycle. */
  planId?: string;
  /** The creation time (ms), instead of a drawn one. */
  created?: number;
}

/**
 * A subscription of `account`, as it was made, to one of the offering's plans that allows the lifecycle it is meant
 * to live (`src/billing/timeline.ts`), created late enough that a `close` plan has not run its length yet.
 */
export function makeSubscription(
  faker: Faker,
  bundle: OfferingBundle,
  options: SubscriptionOptions,
): SubscriptionBundle {
  const { id, lifecycle, now, account, allMoves = false } = options;
  const end = +now;
  const fitting = bundle.plans.filter((plan) => planAllows(plan, lifecycle, allMoves));
  const chosen = bundle.plans.find((candidate) => candidate.id === options.planId);
  const plan = chosen ?? faker.helpers.arrayElement(fitting.length > 0 ? fitting : bundle.plans);
  const { billing_interval_type: type, billing_frequency: frequency, plan_length: length } = plan.attributes;
  let latest = end - 30 * DAY;
  let oldest =
    plan.attributes.end_behavior === 'close'
      ? Math.max(end - 300 * DAY, end - Math.floor((end - planEnd(end, type, frequency, -length)) * 0.9))
      : end - 300 * DAY;
  if (lifecycle === 'closed' || lifecycle === 'suspended') {
    // Dunning needs a first billing run (after any trial) with its ten days of retries over before now.
    latest = Math.min(latest, addInterval(end - 11 * DAY, type, -(plan.attributes.trial_period ?? 0)));
    oldest = Math.min(oldest, latest - 30 * DAY);
  }
  const created = options.created ?? between(faker, oldest, latest);
  const stamp = iso(created);
  const subscription: Subscription = {
    id,
    type: 'subscription',
    attributes: {
      external_ref: `sub-${faker.string.alphanumeric(12).toLowerCase()}`,
      account_id: account.id,
      name: account.name,
      email: account.email,
      offering: bundle.offering,
      plan_id: plan.id as string,
      currency: bundle.currency,
      payment_authority: {
        type: 'elastic_path_payments_stripe',
        customer_id: `cus_${faker.string.alphanumeric(14)}`,
        card_id: `card_${faker.string.alphanumeric(24)}`,
      },
    },
    meta: {
      owner: bundle.offering.meta.owner,
      timestamps: { created_at: stamp, updated_at: stamp },
      status: 'active',
      canceled: false,
      paused: false,
      closed: false,
      suspended: false,
      pending: false,
      invoice_after: stamp,
      manual_payments: false,
      first_invoice_prepaid: false,
    },
    relationships: relationshipsOf(bundle.products, bundle.plans),
  };
  // The 2026 plan: one of the products, fixed by the subscription's id (a draw would move every later one).
  const chosenProduct = bundle.products[Number.parseInt(id.slice(-4), 16) % bundle.products.length];
  return {
    subscription,
    products: bundle.products,
    plans: plansFor(bundle.plans, plan.id as string),
    planId: chosenProduct?.id as string,
    extras: bundle.extras,
  };
}

/** Makes a coherent subscription, as made, with its own offering (2-3 products, 2-4 plans), fit for `lifecycle`. */
export function makeSubscriptionBundle(faker: Faker, options: BundleOptions): SubscriptionBundle {
  const offering = makeOffering(faker, options.now);
  return makeSubscription(faker, offering, { ...options, account: options.account ?? makeAccount(faker) });
}

/** JSON:API relationships from a subscription or offering to the products and plans `include` resolves. */
export function relationshipsOf(products: Product[], plans: Plan[]): NonNullable<Subscription['relationships']> {
  // One per offering's products and plans, shared by its subscriptions as its plans are (records never change).
  let byPlans = relationshipsMade.get(products);
  if (byPlans === undefined) {
    byPlans = new WeakMap();
    relationshipsMade.set(products, byPlans);
  }
  let made = byPlans.get(plans);
  if (made === undefined) {
    const identify = (resource: Product | Plan) => ({ type: resource.type, id: resource.id as string });
    made = { products: { data: products.map(identify) }, plans: { data: plans.map(identify) } };
    byPlans.set(plans, made);
  }
  return made;
}

const relationshipsMade = new WeakMap<Product[], WeakMap<Plan[], NonNullable<Subscription['relationships']>>>();
