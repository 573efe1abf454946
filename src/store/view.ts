import type { Life } from '../billing/life.js';
import type { AccountRecord, FeatureRecord, OfferingRecord, StorePlan, StoreProduct } from '../catalog/types.js';
import type { ApplicationKey } from '../schemas/index.js';
import type { CollectionKind, StoreRecord } from './collections.js';
import type { Records, Shape } from './records.js';

/**
 * What a request reads: a scenario's world, or a session's writes over it. Records and positions only: bodies are
 * the renderer's. `id` and `revision` tell the renderer which cached bodies still hold: a world's never change, a
 * session's revision moves with every write.
 */
export interface View {
  /** A scenario's world (which never changes), or a session's writes over one. */
  readonly world: boolean;
  /** Unique among the worlds and sessions of one emulator, for as long as it lives (and per shopper, when scoped). */
  readonly id: number | string;
  readonly revision: number;
  readonly keys: Records<ApplicationKey>;
  /** Subscriptions with their offering, states, invoices and payments. */
  readonly subscriptions: Records<Life>;
  /** Offerings with their products (2026 plans), plans (2026 pricing options) and features. */
  readonly offerings: Records<OfferingRecord>;
  /** The store's products (2024 `subscription_product`). */
  readonly products: Records<StoreProduct>;
  /** The store's plans (2024 `subscription_plan`). */
  readonly plans: Records<StorePlan>;
  /** The store's features (2026 `subscription_feature`). */
  readonly features: Records<FeatureRecord>;
  /** The shoppers' accounts the subscriptions belong to. */
  readonly accounts: Records<AccountRecord>;
  /** The store's plain resources of one kind (subscribers, dunning rules, proration policies, schedules, jobs, imports). */
  collection(kind: CollectionKind): Records<StoreRecord>;
  /** How many records of `kind` there are, without making a session's copy of them. */
  countOf(kind: CollectionKind): number;
  /** The sum of every key's `reserved_rate_limit`. */
  readonly totalReservedRateLimit: number;
  /** The clock of this world or session (ms). */
  readonly clock: number;
  /** A key's secret (never shown), for `--auth strict`'s credential check. */
  secretOf(key: ApplicationKey): string;
}

/** Attributes the subscription list filters on. */
export const SUBSCRIPTION_FILTER_FIELDS = ['account_id', 'name', 'email', 'external_ref'] as const;

export const KEY_SHAPE: Shape<ApplicationKey> = {
  id: (key) => key.id,
  field: (key, name) => (name === 'client_id' ? key.client_id : undefined),
};

export const LIFE_SHAPE: Shape<Life> = {
  id: (life) => life.bundle.subscription.id as string,
  field: (life, name) => {
    const { attributes } = life.bundle.subscription;
    return (SUBSCRIPTION_FILTER_FIELDS as readonly string[]).includes(name)
      ? attributes[name as (typeof SUBSCRIPTION_FILTER_FIELDS)[number]]
      : undefined;
  },
};

export const OFFERING_SHAPE: Shape<OfferingRecord> = {
  id: (record) => record.offering.id as string,
  field: (record, name) => {
    if (name === 'external_ref') return record.offering.attributes.external_ref;
    if (name === 'proration_policy_id') return record.extras.prorationPolicyId;
    if (name === 'plans.external_ref' || name === 'external_product_refs') {
      return record.products.flatMap((product) => product.attributes.external_ref ?? []);
    }
    return undefined;
  },
};

/** Store products and plans filter on `external_ref`. */
export const STORE_SHAPE: Shape<StoreProduct | StorePlan> = {
  id: (record) => record.id as string,
  field: (record, name) => (name === 'external_ref' ? record.attributes.external_ref : undefined),
};

/** Features filter on `external_ref` and their configuration's `tag`. */
export const FEATURE_SHAPE: Shape<FeatureRecord> = {
  id: (record) => record.id,
  field: (record, name) => {
    if (name === 'external_ref') return record.external_ref;
    if (name === 'tag') return 'tag' in record.configuration ? record.configuration.tag : undefined;
    return undefined;
  },
};

export const ACCOUNT_SHAPE: Shape<AccountRecord> = {
  id: (record) => record.id,
  field: (record, name) => (name === 'email' ? record.email : undefined),
};

/** The key with this client id and, when `secret` is given, that secret; undefined when there is none. */
export function keyByCredentials(view: View, clientId: string, secret?: string): ApplicationKey | undefined {
  const found = view.keys.find([{ field: 'client_id', values: [clientId] }]);
  for (let index = 0; index < found.total; index++) {
    const key = found.at(index);
    if (secret === undefined || view.secretOf(key) === secret) return key;
  }
  return undefined;
}
