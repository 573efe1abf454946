import type { Faker } from '@faker-js/faker';
import type { Offering, Plan, Product, Subscription } from '../schemas/index.js';
import { applyLifecycle, type Lifecycle } from './lifecycle.js';
import { CURRENCY_CODES, displayPrice, priceMap } from './money.js';
import { between, iso } from './random.js';

/** A subscription with the products and plans of its offering (what `include=products,plans` resolves). */
export interface SubscriptionBundle {
  subscription: Subscription;
  products: Product[];
  plans: Plan[];
}

export interface BundleOptions {
  id: string;
  lifecycle: Lifecycle;
  now: Date;
}

const THEMES = [
  { offering: 'Coffee Club', items: ['Single-origin beans 250g', 'House espresso blend 1kg', 'Decaf sampler'] },
  { offering: 'Fresh Box', items: ['Seasonal vegetable box', 'Fruit crate', 'Recipe kit for two'] },
  { offering: 'Pet Pantry', items: ['Grain-free dog food 5kg', 'Dental chews', 'Cat litter refill'] },
  { offering: 'Studio Plus', items: ['Design asset library', 'Stock photo credits', 'Font licence'] },
  { offering: 'Razor Refill', items: ['Five-blade cartridges', 'Shaving gel 200ml', 'Aftershave balm'] },
  { offering: 'Book Nook', items: ['Hardcover of the month', 'Paperback bundle', 'Audiobook credit'] },
];

const PLAN_SHAPES = [
  { name: 'Monthly', interval: 'month', frequency: 1, length: 12, end: 'roll', discount: 0 },
  { name: 'Quarterly', interval: 'month', frequency: 3, length: 4, end: 'roll', discount: 5 },
  { name: 'Annual', interval: 'year', frequency: 1, length: 1, end: 'roll', discount: 15 },
  { name: 'Weekly', interval: 'week', frequency: 1, length: 52, end: 'roll', discount: 0 },
  { name: 'Pay in 6', interval: 'month', frequency: 1, length: 6, end: 'close', discount: 10 },
] as const;

/** Makes a coherent subscription, its offering, 2-3 products and 2-4 plans, in the given lifecycle state. */
export function makeSubscriptionBundle(faker: Faker, { id, lifecycle, now }: BundleOptions): SubscriptionBundle {
  const end = +now;
  const offeringCreated = between(faker, end - 900 * 86_400_000, end - 400 * 86_400_000);
  const theme = faker.helpers.arrayElement(THEMES);
  const currency = faker.helpers.arrayElement(CURRENCY_CODES);
  const others = faker.helpers.arrayElements(CURRENCY_CODES, { min: 0, max: 2 });
  const owner = faker.helpers.arrayElement(['store', 'organization'] as const);
  const tax = faker.helpers.arrayElement([0, 5, 8, 10, 20]);
  const stamp = (from: number) => {
    const created = between(faker, from, from + 30 * 86_400_000);
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
  const baseAmount = products.reduce((sum, product) => sum + (product.attributes.price?.[currency]?.amount ?? 0), 0);

  const plans = faker.helpers.arrayElements(PLAN_SHAPES, { min: 2, max: 4 }).map((shape): Plan => {
    const times = stamp(offeringCreated);
    const amount = Math.round((baseAmount * shape.frequency * (100 - shape.discount)) / 100);
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
        can_pause: shape.end === 'roll',
        can_resume: shape.end === 'roll',
        can_cancel: true,
        base_price_percentage: shape.discount,
        fixed_price: priceMap(amount, currency, others),
        ...times,
      },
      meta: {
        price: priceMap(amount, currency, others),
        display_price: displayPrice(amount, currency, tax),
        active_plan: false,
        owner,
        timestamps: times,
      },
    };
  });
  const activePlan = faker.helpers.arrayElement(plans);
  activePlan.meta.active_plan = true;

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

  const created = between(faker, end - 300 * 86_400_000, end - 30 * 86_400_000);
  const subscription: Subscription = {
    id,
    type: 'subscription',
    attributes: {
      external_ref: `sub-${faker.string.alphanumeric(12).toLowerCase()}`,
      account_id: faker.string.uuid(),
      offering,
      plan_id: activePlan.id as string,
      currency,
      payment_authority: {
        type: 'service_payments_gateway',
        customer_id: `cus_${faker.string.alphanumeric(14)}`,
        card_id: `card_${faker.string.alphanumeric(24)}`,
      },
    },
    meta: {
      owner,
      timestamps: { created_at: iso(created), updated_at: iso(between(faker, created, end)) },
      status: 'active',
    },
    relationships: relationshipsOf(products, plans),
  };
  return { subscription: applyLifecycle(subscription, lifecycle, now), products, plans };
}

/** JSON:API relationships from a subscription or offering to the products and plans `include` resolves. */
export function relationshipsOf(products: Product[], plans: Plan[]): NonNullable<Subscription['relationships']> {
  const identify = (resource: Product | Plan) => ({ type: resource.type, id: resource.id as string });
  return { products: { data: products.map(identify) }, plans: { data: plans.map(identify) } };
}
