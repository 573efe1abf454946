import type { Faker } from '@faker-js/faker';
import type { Plan, Product } from '../schemas/index.js';
import {
  type BundleOptions,
  makeSubscriptionBundle,
  relationshipsOf,
  type SubscriptionBundle,
} from './subscription.js';

/**
 * A subscription bundle at every documented limit: 3- and 1024-character names, 1024-character descriptions, SKUs
 * and image URLs, 2048-character external refs, 3- and 1024-character payment ids, minimum intervals and lengths,
 * a 100 % base price percentage, and a product and a plan with every optional field absent.
 */
export function makeEdgeSubscriptionBundle(faker: Faker, options: BundleOptions): SubscriptionBundle {
  const { subscription, products, plans } = makeSubscriptionBundle(faker, { ...options, allMoves: true });
  const text = (length: number) => faker.string.alpha(length);
  const [fullProduct, bareProduct] = products as [Product, Product];
  const activeIndex = plans.findIndex((plan) => plan.meta.active_plan);
  const fullPlan = plans[activeIndex] as Plan;
  const barePlan = plans[activeIndex === 0 ? 1 : 0] as Plan;

  Object.assign(fullProduct.attributes, {
    external_ref: text(2048),
    name: 'Tea',
    description: text(1024),
    sku: text(1024),
    main_image: `https://images.example.com/${text(1024 - 'https://images.example.com/'.length - 4)}.png`,
    price_units: { unit: 'day', amount: 1 },
  });
  const { name, updated_at, created_at } = bareProduct.attributes;
  bareProduct.attributes = { name, updated_at, created_at };
  bareProduct.meta = { owner: bareProduct.meta.owner, timestamps: bareProduct.meta.timestamps };

  Object.assign(fullPlan.attributes, {
    external_ref: text(2048),
    name: text(1024),
    description: text(1024),
    billing_frequency: 1,
    plan_length: 1,
    trial_period: 0,
    base_price_percentage: 100,
    end_behavior: 'roll',
  });
  const bare = barePlan.attributes;
  barePlan.attributes = {
    name: 'Day',
    billing_interval_type: 'day',
    billing_frequency: 1,
    plan_length: 1,
    end_behavior: 'close',
    can_pause: false,
    can_resume: false,
    can_cancel: false,
    updated_at: bare.updated_at,
    created_at: bare.created_at,
  };
  barePlan.meta = { owner: barePlan.meta.owner, timestamps: barePlan.meta.timestamps };

  const attributes = subscription.attributes;
  attributes.external_ref = text(2048);
  attributes.payment_authority = { type: 'elastic_path_payments_stripe', customer_id: 'cus', card_id: text(1024) };
  const offering = attributes.offering;
  offering.attributes.external_ref = text(2048);
  offering.attributes.name = text(1024);
  offering.attributes.description = text(1024);
  offering.meta.external_product_refs = products.flatMap((product) => product.attributes.external_ref ?? []);
  offering.relationships = relationshipsOf(products, plans);
  return { subscription, products, plans };
}
