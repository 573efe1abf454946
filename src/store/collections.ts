import type { Life } from '../billing/life.js';
import { iso, uuidFrom } from '../factories/index.js';
import type { Subscription } from '../schemas/index.js';
import type { Shape } from './records.js';

/**
 * The store's plain resources: records the API makes, changes and deletes, read by id and listed in creation order,
 * kept in the shape the API answers with (`{ id, type, attributes, meta }`). Each kind has a table in every world
 * (seeded or empty) and a copy-on-write overlay in every session, like the catalogue's.
 */
export const COLLECTIONS = [
  'subscribers',
  'dunning-rules',
  'proration-policies',
  'schedules',
  'jobs',
  'imports',
  'integrations',
] as const;

export type CollectionKind = (typeof COLLECTIONS)[number];

/** A plain resource as the store keeps it: its answer's shape. */
export interface StoreRecord {
  id: string;
  type: string;
  attributes: Record<string, unknown>;
  relationships?: Record<string, unknown>;
  meta: { owner: 'store' | 'organization'; timestamps: Record<string, string> } & Record<string, unknown>;
}

/** Filters read a record's attributes: strings as they are, booleans as `true` / `false`. */
export const COLLECTION_SHAPE: Shape<StoreRecord> = {
  id: (record) => record.id,
  field: (record, name) => {
    const value = record.attributes[name] ?? record.meta[name];
    if (typeof value === 'string') return value;
    if (typeof value === 'boolean' || typeof value === 'number') return String(value);
    return undefined;
  },
};

/** What a world's collections are seeded from. */
export interface CollectionSeeds {
  lives: readonly Life[];
  /** What dunning ends in by default (`--dunning-action`). */
  dunningAction: 'suspend' | 'close' | 'none';
  /** The reference date (ms). */
  now: number;
}

/**
 * The id of the subscriber of an account: the account's own id. An account has one subscriber at most, and so an
 * invoice's `meta.subscriber_id` (its subscription's `account_id`) names the subscriber it bills.
 */
export const subscriberIdOf = (accountId: string) => accountId.toLowerCase();

/** Gateways a subscriber's `payment_authority` names (the 2026 document's); the seed's neutral name is the first's. */
const GATEWAYS: Readonly<Record<string, string>> = {
  elastic_path_payments_stripe: 'elastic_path_payments_stripe',
  stripe_payment_intents: 'stripe_payment_intents',
  authorize_net: 'authorize_net',
  service_payments_gateway: 'elastic_path_payments_stripe',
};

/**
 * The subscriber of a subscription's account, as its first subscription makes it: as old as that subscription, with
 * its name, email and payment authority (a world's accounts, and an account's first subscription made in a session).
 */
export function subscriberFor(subscription: Subscription): StoreRecord {
  const { account_id, name, email, payment_authority } = subscription.attributes;
  const gateway = payment_authority === undefined ? undefined : GATEWAYS[payment_authority.type];
  const created = subscription.meta.timestamps.created_at;
  const times = { created_at: created, updated_at: created };
  return {
    id: subscriberIdOf(account_id),
    type: 'subscription_subscriber',
    attributes: {
      account_id,
      name,
      email,
      ...(gateway === undefined ? {} : { payment_authority: { ...payment_authority, type: gateway } }),
      ...times,
    },
    meta: { owner: subscription.meta.owner, timestamps: times },
  };
}

/** The id of a world's default dunning rule. */
export const DEFAULT_DUNNING_RULE_ID = uuidFrom('dunning-rule/default');

/**
 * A world's collections as built: a subscriber per account its subscriptions belong to (as old as its first
 * subscription, with its name, email and payment authority), the default dunning rule `--dunning-action` describes
 * (a payment retried once a day, ten times), and no proration policy, schedule, job, import or integration.
 */
export function seedCollections(seeds: CollectionSeeds): Record<CollectionKind, StoreRecord[]> {
  const subscribers = new Map<string, StoreRecord>();
  for (const { bundle } of seeds.lives) {
    const { account_id } = bundle.subscription.attributes;
    if (!subscribers.has(account_id)) subscribers.set(account_id, subscriberFor(bundle.subscription));
  }
  const start = iso(seeds.now - 400 * 86_400_000);
  const rule: StoreRecord = {
    id: DEFAULT_DUNNING_RULE_ID,
    type: 'subscription_dunning_rule',
    attributes: {
      payment_retry_type: 'fixed',
      payment_retry_interval: 1,
      payment_retry_unit: 'day',
      payment_retries_limit: 10,
      action: seeds.dunningAction,
      default: true,
    },
    meta: { owner: 'store', timestamps: { created_at: start, updated_at: start } },
  };
  const ordered = [...subscribers.values()].sort((a, b) =>
    a.meta.timestamps.created_at === b.meta.timestamps.created_at
      ? a.id < b.id
        ? -1
        : 1
      : (a.meta.timestamps.created_at as string) < (b.meta.timestamps.created_at as string)
        ? -1
        : 1,
  );
  return {
    subscribers: ordered,
    'dunning-rules': [rule],
    'proration-policies': [],
    schedules: [],
    jobs: [],
    imports: [],
    integrations: [],
  };
}
