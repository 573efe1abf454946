import { type Life, productOf } from '../billing/life.js';
import type { FeatureRecord, OfferingExtras, OfferingRecord } from '../catalog/types.js';
import { periodPrice, shown } from '../factories/price.js';
import type { Offering, Plan, Product, Subscription } from '../schemas/index.js';

/**
 * The 2026 API's shapes of the internal records (src/catalog/types.ts): a 2024 product is rendered as an offering
 * *plan*, a 2024 plan as a *pricing option*, and prices are worked out per plan and pricing option as the 2026
 * document gives them (`meta.prices`). Pure functions of the records; the renderer caches what they make.
 */

type Json = Record<string, unknown>;

const identify = (type: string, ids: readonly string[]) => ({ data: ids.map((id) => ({ type, id })) });

/** The pricing options (2024 plan ids) a plan (a 2024 product) takes: those associated with it, or all. */
export function optionsFor(productId: string, plans: readonly Plan[], extras: OfferingExtras): Plan[] {
  const associated = extras.associations[productId];
  return associated === undefined ? [...plans] : plans.filter((plan) => associated.includes(plan.id as string));
}

/** The plans (2024 product ids) that take a pricing option (a 2024 plan id). */
export function plansFor(optionId: string, products: readonly Product[], extras: OfferingExtras): Product[] {
  return products.filter((product) => {
    const associated = extras.associations[product.id as string];
    return associated === undefined || associated.includes(optionId);
  });
}

/** `{ price, display_price }` of one plan at one pricing option. */
function priceEntry(option: Plan, product: Product, extras: OfferingExtras): Json {
  const price = periodPrice(option.attributes, product.attributes);
  const display = shown(price, extras.currency, extras.tax);
  return display === undefined ? { price } : { price, display_price: display };
}

/** An offering record as the 2026 API shows it: `external_plan_refs`, and its plans, pricing options and features. */
export function offering2026(
  offering: Offering,
  products: readonly Product[],
  plans: readonly Plan[],
  extras: OfferingExtras,
): Json {
  const { external_product_refs: _refs, ...meta } = offering.meta;
  const relationships: Json = {
    plans: identify(
      'subscription_offering_plan',
      products.map((product) => product.id as string),
    ),
    pricing_options: identify(
      'subscription_offering_pricing_option',
      plans.map((plan) => plan.id as string),
    ),
    features: identify(
      'subscription_offering_feature',
      extras.features.map((feature) => feature.id),
    ),
  };
  if (extras.prorationPolicyId !== undefined) {
    relationships.proration_policy = { data: { type: 'subscription_proration_policy', id: extras.prorationPolicyId } };
  }
  return {
    id: offering.id,
    type: 'subscription_offering',
    attributes: offering.attributes,
    relationships,
    meta: {
      external_plan_refs: products.flatMap((product) => product.attributes.external_ref ?? []),
      owner: meta.owner,
      timestamps: meta.timestamps,
    },
  };
}

/** The offering record's own 2026 shape. */
export const offeringRecord2026 = (record: OfferingRecord): Json =>
  offering2026(record.offering, record.products, record.plans, record.extras);

/**
 * A 2024 product as a 2026 offering plan: its features' configuration, the pricing options it takes (relationships
 * and `meta.prices`, one price per pricing option), and, seen from a subscription, whether it is the active plan.
 */
export function plan2026(product: Product, plans: readonly Plan[], extras: OfferingExtras, active?: boolean): Json {
  const options = optionsFor(product.id as string, plans, extras);
  const prices: Json = {};
  for (const option of options) prices[option.id as string] = priceEntry(option, product, extras);
  const { display_price, owner, timestamps } = product.meta;
  const meta: Json = { prices, ...(display_price === undefined ? {} : { display_price }), owner, timestamps };
  if (active !== undefined) meta.active_plan = active;
  return {
    id: product.id,
    type: 'subscription_offering_plan',
    attributes: { ...product.attributes, feature_configurations: extras.configurations[product.id as string] ?? {} },
    relationships: {
      pricing_options: identify(
        'subscription_offering_pricing_option',
        options.map((option) => option.id as string),
      ),
    },
    meta,
  };
}

/**
 * A 2024 plan as a 2026 pricing option: its lead time and notification schedule, the price of each plan that takes it
 * (`meta.prices`), and, seen from a subscription, its price for the subscription's plan and whether it is the active
 * one.
 */
export function pricingOption2026(
  plan: Plan,
  products: readonly Product[],
  extras: OfferingExtras,
  subscription?: { product: Product | undefined; active: boolean },
): Json {
  const takers = plansFor(plan.id as string, products, extras);
  const prices: Json = {};
  for (const product of takers) prices[product.id as string] = priceEntry(plan, product, extras);
  const { owner, timestamps } = plan.meta;
  const meta: Json = { prices, owner, timestamps };
  if (subscription !== undefined) {
    if (subscription.product !== undefined) {
      const { price, display_price } = priceEntry(plan, subscription.product, extras);
      meta.price = price;
      if (display_price !== undefined) meta.display_price = display_price;
    }
    meta.active_pricing_option = subscription.active;
  }
  return {
    id: plan.id,
    type: 'subscription_offering_pricing_option',
    attributes: { ...plan.attributes, ...(extras.options[plan.id as string] ?? {}) },
    relationships: {
      plans: identify(
        'subscription_offering_plan',
        takers.map((product) => product.id as string),
      ),
    },
    meta,
  };
}

/** A feature as the store (`subscription_feature`) or an offering (`subscription_offering_feature`) shows it. */
export function feature2026(
  feature: FeatureRecord,
  type: 'subscription_feature' | 'subscription_offering_feature',
): Json {
  const attributes: Json = { name: feature.name, configuration: feature.configuration };
  if (feature.external_ref !== undefined) attributes.external_ref = feature.external_ref;
  if (feature.description !== undefined) attributes.description = feature.description;
  return {
    id: feature.id,
    type,
    attributes,
    meta: { owner: feature.owner, timestamps: { created_at: feature.created_at, updated_at: feature.updated_at } },
  };
}

/** What a subscription's offering had when it was made (its 2026 extras, or none). */
export function extrasOf(life: Life): OfferingExtras {
  const { bundle } = life;
  return (
    bundle.extras ?? {
      features: [],
      configurations: {},
      associations: {},
      options: {},
      currency: bundle.subscription.attributes.currency,
      tax: 0,
    }
  );
}

/**
 * A subscription as the 2026 API shows it: its 2024 `plan_id` is its `pricing_option_id`, its plan is one of its
 * offering's products, and its offering reads as a 2026 offering. Everything else is the same record.
 */
export function subscription2026(life: Life): Json {
  const { bundle } = life;
  const subscription: Subscription = bundle.subscription;
  const { offering, plan_id, ...attributes } = subscription.attributes;
  const extras = extrasOf(life);
  const history = life.priceHistory ?? [];
  return {
    ...subscription,
    meta: history.length === 0 ? subscription.meta : { ...subscription.meta, price_update_history: history },
    attributes: {
      ...attributes,
      offering: offering2026(offering, bundle.products, bundle.plans, extras),
      plan_id: productOf(bundle)?.id,
      pricing_option_id: plan_id,
    },
    relationships: {
      plans: identify(
        'subscription_offering_plan',
        bundle.products.map((product) => product.id as string),
      ),
      pricing_options: identify(
        'subscription_offering_pricing_option',
        bundle.plans.map((plan) => plan.id as string),
      ),
    },
  };
}

/** A subscription's plans (its offering's products when it was made), the active one marked, in 2026 shape. */
export function subscriptionPlans2026(life: Life): Json[] {
  const { bundle } = life;
  const active = productOf(bundle)?.id;
  const extras = extrasOf(life);
  return bundle.products.map((product) => plan2026(product, bundle.plans, extras, product.id === active));
}

/** A subscription's pricing options (its offering's plans when it was made), the active one marked, in 2026 shape. */
export function subscriptionOptions2026(life: Life): Json[] {
  const { bundle } = life;
  const product = productOf(bundle);
  const extras = extrasOf(life);
  const active = bundle.subscription.attributes.plan_id;
  return bundle.plans.map((plan) => {
    const { active_plan: _active, ...meta } = plan.meta;
    return pricingOption2026({ ...plan, meta }, bundle.products, extras, { product, active: plan.id === active });
  });
}
