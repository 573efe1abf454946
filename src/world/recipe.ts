import type { DunningAction } from '../billing/life.js';
import type { ApiVersion } from '../catalog/types.js';
import type { Lifecycle } from '../factories/index.js';
import type { Fixture } from './fixtures.js';

/** A partial record: any field of the real record, at any depth; what is left out is made by the factories. */
export type PartialRecord = Record<string, unknown>;

/** Records a scenario adds to the world it extends: every one partial, completed and checked when loaded. */
export interface ScenarioRecords {
  /** Application keys, added to the key list in creation order. */
  applicationKeys?: PartialRecord[];
  /**
   * Subscriptions, each with its offering: in the 2024 shape `{ subscription?, products?, plans? }`, or in the 2026
   * shape `{ subscription?, plans?, pricing_options?, features? }` (read as 2026 when it has `pricing_options` or
   * `features`, or its subscription a `pricing_option_id`).
   */
  subscriptions?: {
    subscription?: PartialRecord;
    products?: PartialRecord[];
    plans?: PartialRecord[];
    pricing_options?: PartialRecord[];
    features?: PartialRecord[];
  }[];
}

/** What a world holds; scenarios declare one of these. */
export interface WorldRecipe {
  /** How many seeded application keys, or `'edge'` for keys at every limit. */
  keys: number | 'edge';
  /**
   * `'well-known'`: the six fixture subscriptions; `'none'`: no subscriptions at all; `{ total, accounts }`: the six
   * among `total` subscriptions of `accounts` subscribers.
   */
  subscriptions: 'well-known' | 'none' | { total: number; accounts: number };
  /** What subscription ...001 becomes: a lifecycle state, or `'edge'` for values at every limit. */
  primary?: Lifecycle | 'edge';
  /** User scenarios' records, each with the scenario that brings them (their factories are seeded by its name). */
  records?: readonly { scenario: string; records: ScenarioRecords }[];
}

/** The default world: 30 keys and the six well-known subscriptions. */
export const DEFAULT_WORLD: WorldRecipe = { keys: 30, subscriptions: 'well-known' };

/** What a world is built from besides its recipe. */
export interface WorldInputs {
  seed: number;
  now: Date;
  fixtures: Fixture[];
  /** The store's rate limit, which the keys' reserved shares never exceed together. */
  storeRateLimit: number;
  /** What dunning ends in, for billing runs after `now`. Default `suspend`. */
  dunningAction?: DunningAction;
  /** Payments after `now` fail (a scenario's `behaviour.payments: 'fail'`). */
  paymentsFail?: boolean;
  /** The API version the emulator answers as, whose pricing rule invoices follow. Default `2024`. */
  apiVersion?: ApiVersion;
}
