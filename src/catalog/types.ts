import type { Offering, Plan, Product } from '../schemas/index.js';

/**
 * Which published Subscriptions API an emulator answers as: `2024` (the seed's products and plans) or `2026` (today's
 * plans, pricing options and features). One emulator answers as one version; every world renders in either.
 */
export type ApiVersion = '2024' | '2026';
export const API_VERSIONS: readonly ApiVersion[] = ['2024', '2026'];

/**
 * The catalogue as the store keeps it: one internal model that renders in either API version. A 2024 *product*
 * (`Product`, `subscription_offering_product`) is a 2026 offering *plan*; a 2024 *plan* (`Plan`,
 * `subscription_offering_plan`) is a 2026 *pricing option*. The records keep the 2024 shape (the seed's, which the
 * fixtures and user scenarios are written in); what only 2026 has (features, their configuration per plan, which
 * pricing options a plan takes, lead times and notification schedules) rides beside them in `OfferingExtras`.
 */

/** What a feature gives (2026 `FeatureConfiguration`): access to a tag, promotions, or a usage allowance. */
export type FeatureConfiguration =
  | { type: 'access'; tag: string }
  | { type: 'promotion'; promotions: { name: string; tag: string; promotion_id?: string }[] }
  | { type: 'usage'; tag: string; label: string; default_value: number };

/** How one plan configures one of its offering's features (2026 `FeaturePlanConfiguration`). */
export type PlanFeatureConfiguration =
  | { type: 'access' }
  | { type: 'promotion'; tag: string }
  | { type: 'usage'; default_value: number };

/** A feature, of the store (`subscription_feature`) or of an offering (`subscription_offering_feature`). */
export interface FeatureRecord {
  id: string;
  external_ref?: string;
  name: string;
  description?: string;
  configuration: FeatureConfiguration;
  owner: 'store' | 'organization';
  created_at: string;
  updated_at: string;
}

/** What a 2026 pricing option has that a 2024 plan has not. */
export interface OptionExtras {
  lead_time?: { type: 'day' | 'week'; time: number };
  notification_schedule?: { name: string; unit: 'day' | 'week' | 'month'; amount: number }[];
}

/** The same, as an update gives them: `null` takes one away. */
export interface OptionExtrasChange {
  lead_time?: OptionExtras['lead_time'] | null;
  notification_schedule?: OptionExtras['notification_schedule'] | null;
}

/** What an offering has beyond its 2024 record, products and plans. */
export interface OfferingExtras {
  /** The offering's features. */
  features: FeatureRecord[];
  /** Per plan (a 2024 product id), per feature id: how the plan configures it. */
  configurations: Record<string, Record<string, PlanFeatureConfiguration>>;
  /** Per plan (a 2024 product id): the pricing options (2024 plan ids) it takes; a plan without an entry takes all. */
  associations: Record<string, string[]>;
  /** Per pricing option (a 2024 plan id): its lead time and notification schedule. */
  options: Record<string, OptionExtras>;
  /** The currency display prices are shown in. */
  currency: string;
  /** The tax rate of display prices' `with_tax`, in percent. */
  tax: number;
  /** The proration policy the offering names, if any. */
  prorationPolicyId?: string;
}

/** An offering as the store keeps it: its record, its products (2026 plans), plans (2026 pricing options), extras. */
export interface OfferingRecord {
  offering: Offering;
  products: Product[];
  /** Without `meta.active_plan`: that belongs to a subscription's view. */
  plans: Plan[];
  extras: OfferingExtras;
}

/** The store's products and plans (2024 `subscription_product`, `subscription_plan`), which offerings copy. */
export type { StorePlan, StoreProduct } from '../schemas/index.js';

/** A shopper's account, which subscriptions belong to and account tokens are issued for. */
export interface AccountRecord {
  id: string;
  name: string;
  email: string;
}

/** The extras of an offering that has none of its own yet: no features, every plan takes every pricing option. */
export function plainExtras(currency: string, tax: number): OfferingExtras {
  return { features: [], configurations: {}, associations: {}, options: {}, currency, tax };
}
