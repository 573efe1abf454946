import type { FeatureRecord, PlanFeatureConfiguration } from '../catalog/types.js';
import type { ScenarioRecords } from './recipe.js';

type Json = Record<string, unknown>;
type SubscriptionRecord = NonNullable<ScenarioRecords['subscriptions']>[number];

const isObject = (value: unknown): value is Json =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** A user's subscription record read into the internal (2024) shape, with what only the 2026 shape says. */
export interface ReadRecord {
  /** The record in the 2024 shape: products, plans, a subscription whose `plan_id` is its plan. */
  record: SubscriptionRecord;
  /** Whether it was written in the 2026 shape. */
  was2026: boolean;
  /** The 2026 plan the subscription is on (a product's id), when given. */
  planId?: string;
  /** The offering's features as given (partial), and each plan's configuration of them. */
  features?: Json[];
  configurations?: Record<number, Record<string, PlanFeatureConfiguration>>;
  /** The tax rate (whole percent) the display prices of the plans' `meta.prices` were given with, when they were. */
  tax?: number;
  /** A problem's path in the 2024 shape, as the user wrote it. */
  pathOf(path: string): string;
}

/**
 * A subscription record may be written in either version's shape (README, "Your own scenarios"). It is read as 2026
 * when it has `pricing_options` or `features`, or its subscription a `pricing_option_id`: its `plans` are then the
 * offering's products, its `pricing_options` the offering's plans, the subscription's `pricing_option_id` its
 * `plan_id` and its `plan_id` its 2026 plan. Otherwise it is the 2024 shape, as it was.
 */
export function readRecord(given: SubscriptionRecord & Json): ReadRecord {
  const attributes =
    isObject(given.subscription) && isObject(given.subscription.attributes) ? given.subscription.attributes : {};
  const was2026 =
    given.pricing_options !== undefined || given.features !== undefined || attributes.pricing_option_id !== undefined;
  if (!was2026) return { record: given, was2026, pathOf: (path) => path };
  const configurations: Record<number, Record<string, PlanFeatureConfiguration>> = {};
  const tax = taxGiven(given.plans);
  const products = Array.isArray(given.plans)
    ? given.plans.map((plan, index) => {
        if (!isObject(plan)) return plan;
        const { attributes: own, meta, ...rest } = plan as Json;
        const { feature_configurations, ...kept } = isObject(own) ? own : {};
        if (isObject(feature_configurations))
          configurations[index] = feature_configurations as Record<string, PlanFeatureConfiguration>;
        const { prices: _prices, active_plan: _active, ...metaKept } = isObject(meta) ? meta : {};
        return {
          ...rest,
          ...(rest.type === undefined ? {} : { type: 'subscription_offering_product' }),
          ...(own === undefined ? {} : { attributes: kept }),
          ...(meta === undefined ? {} : { meta: metaKept }),
        };
      })
    : undefined;
  const plans = Array.isArray(given.pricing_options)
    ? given.pricing_options.map((option) => {
        if (!isObject(option)) return option;
        const { attributes: own, meta, ...rest } = option as Json;
        const { lead_time: _lead, notification_schedule: _schedule, ...kept } = isObject(own) ? own : {};
        const {
          prices: _prices,
          price: _price,
          active_pricing_option: _active,
          ...metaKept
        } = isObject(meta) ? meta : {};
        return {
          ...rest,
          ...(rest.type === undefined ? {} : { type: 'subscription_offering_plan' }),
          ...(own === undefined ? {} : { attributes: kept }),
          ...(meta === undefined ? {} : { meta: metaKept }),
        };
      })
    : undefined;
  let subscription = given.subscription;
  let planId: string | undefined;
  if (isObject(subscription)) {
    const { pricing_option_id, plan_id, offering, ...rest } = attributes;
    planId = typeof plan_id === 'string' ? plan_id : undefined;
    let offering2024 = offering;
    if (isObject(offering) && isObject(offering.meta)) {
      const { external_plan_refs, ...meta } = offering.meta;
      offering2024 = {
        ...offering,
        meta: { ...meta, ...(external_plan_refs === undefined ? {} : { external_product_refs: external_plan_refs }) },
      };
    }
    subscription = {
      ...subscription,
      attributes: {
        ...rest,
        ...(pricing_option_id === undefined ? {} : { plan_id: pricing_option_id }),
        ...(offering2024 === undefined ? {} : { offering: offering2024 }),
      },
    };
  }
  const record: SubscriptionRecord = {
    ...(subscription === undefined ? {} : { subscription: subscription as Json }),
    ...(products === undefined ? {} : { products: products as Json[] }),
    ...(plans === undefined ? {} : { plans: plans as Json[] }),
  };
  return {
    record,
    was2026,
    ...(planId === undefined ? {} : { planId }),
    ...(tax === undefined ? {} : { tax }),
    ...(Array.isArray(given.features) ? { features: given.features as Json[] } : {}),
    configurations,
    pathOf: (path) =>
      path
        .replaceAll('.plans[', '.\u0000pricing_options[')
        .replaceAll('.products[', '.plans[')
        .replaceAll('.\u0000pricing_options[', '.pricing_options[')
        .replace('.subscription.attributes.plan_id', '.subscription.attributes.pricing_option_id')
        .replace('.external_product_refs', '.external_plan_refs')
        .replace('.attributes.2026_plan_id', '.attributes.plan_id'),
  };
}

/**
 * The tax rate of a 2026 offering's display prices, from the first price a plan's `meta.prices` shows with and
 * without tax (an answer written back as a scenario keeps its prices as they were shown).
 */
function taxGiven(plans: unknown): number | undefined {
  for (const plan of Array.isArray(plans) ? plans : []) {
    const prices = isObject(plan) && isObject(plan.meta) && isObject(plan.meta.prices) ? plan.meta.prices : {};
    for (const entry of Object.values(prices)) {
      const shown = isObject(entry) && isObject(entry.display_price) ? entry.display_price : undefined;
      const without = isObject(shown?.without_tax) ? shown.without_tax.amount : undefined;
      const withTax = isObject(shown?.with_tax) ? shown.with_tax.amount : undefined;
      if (typeof without === 'number' && typeof withTax === 'number' && without > 0)
        return Math.round((withTax / without - 1) * 100);
    }
  }
  return undefined;
}

/** The features a 2026 record gives, made whole: an id, a name and a configuration where left out. */
export function completeFeatures(
  given: Json[],
  made: (index: number) => string,
  owner: 'store' | 'organization',
  times: { created_at: string; updated_at: string },
): FeatureRecord[] {
  return given.map((one, index) => {
    const attributes = isObject(one.attributes) ? one.attributes : one;
    const name = typeof attributes.name === 'string' ? attributes.name : `Feature ${index + 1}`;
    const tag =
      name
        .toLowerCase()
        .replaceAll(/[^a-z0-9]+/g, '-')
        .replaceAll(/^-|-$/g, '') || `feature-${index + 1}`;
    return {
      id: typeof one.id === 'string' ? one.id : made(index),
      name,
      configuration: isObject(attributes.configuration)
        ? (attributes.configuration as unknown as FeatureRecord['configuration'])
        : { type: 'access', tag },
      owner,
      ...times,
      ...(typeof attributes.external_ref === 'string' ? { external_ref: attributes.external_ref } : {}),
      ...(typeof attributes.description === 'string' ? { description: attributes.description } : {}),
    };
  });
}
