import type { BillingRules, Life } from '../billing/life.js';
import { live } from '../billing/timeline.js';
import {
  type Account,
  applicationKeySource,
  createFaker,
  edgeApplicationKeys,
  type KeySource,
  keySourceOf,
  type Lifecycle,
  makeEdgeSubscriptionBundle,
  type SubscriptionBundle,
  withKeys,
} from '../factories/index.js';
import type { Fixture } from './fixtures.js';
import { generatedSubscriptions } from './generated-subscriptions.js';
import { WELL_KNOWN_IDS } from './ids.js';
import type { WorldInputs, WorldRecipe } from './recipe.js';
import type { PreparedRecords } from './user-records.js';

/** A world's records as built: its keys (made on demand), its subscriptions' lives in list order, its keys' secrets. */
export interface WorldData {
  keys: KeySource;
  /** Creation order, then id. */
  lives: Life[];
  /** Secrets user scenarios gave their keys; a key's is otherwise fixed by its id. */
  secrets: ReadonlyMap<string, string>;
  /** How subscriptions made in the world's sessions are billed: its payments, dunning and pricing rule. */
  rules: BillingRules;
}

/** Builds a world's records from a recipe; the same inputs give the same records on every run and machine. */
export function buildWorld(recipe: WorldRecipe, inputs: WorldInputs, records?: PreparedRecords): WorldData {
  const { seed, now, fixtures } = inputs;
  // The seeded keys share what the scenario's own keys leave of the store's rate limit.
  const own = records?.keys ?? [];
  const storeRateLimit = Math.max(
    0,
    inputs.storeRateLimit - own.reduce((sum, key) => sum + key.reserved_rate_limit, 0),
  );
  const base =
    recipe.keys === 'edge'
      ? keySourceOf(edgeApplicationKeys(seed, now, storeRateLimit))
      : applicationKeySource(seed, recipe.keys, now, storeRateLimit);
  const options = {
    dunningAction: inputs.dunningAction ?? 'suspend',
    paymentsFail: inputs.paymentsFail ?? false,
    model: inputs.apiVersion ?? '2024',
  };
  const lives: Life[] = [];
  if (recipe.subscriptions !== 'none') {
    for (const fixture of fixtures) {
      const isPrimary = fixture.subscription.id === WELL_KNOWN_IDS.active;
      const { bundle, lifecycle } = isPrimary
        ? primary(fixture, recipe.primary, seed, now)
        : { bundle: fixture, lifecycle: fixture.lifecycle };
      lives.push(live(bundle, lifecycle, now, options));
    }
  }
  if (typeof recipe.subscriptions === 'object') {
    const { total, accounts } = recipe.subscriptions;
    const known = new Map<string, Account>();
    for (const { subscription } of fixtures) {
      const { account_id: id, name, email } = subscription.attributes;
      known.set(id, { id, name, email });
    }
    const made = generatedSubscriptions(seed, total - lives.length, accounts, [...known.values()], now);
    for (const { bundle, lifecycle } of made) lives.push(live(bundle, lifecycle, now, options));
  }
  lives.push(...(records?.lives ?? []));
  const rules: BillingRules = {
    failFrom: options.paymentsFail ? +now + 1 : Number.POSITIVE_INFINITY,
    dunningAction: options.dunningAction,
    model: options.model,
  };
  return { keys: withKeys(base, own), lives: inListOrder(lives), secrets: records?.secrets ?? new Map(), rules };
}

/** Creation order, then id: the order of every list. */
function inListOrder(lives: Life[]): Life[] {
  return lives.sort((a, b) => {
    const [x, y] = [a.bundle.subscription, b.bundle.subscription];
    const [p, q] = [x.meta.timestamps.created_at, y.meta.timestamps.created_at];
    if (p !== q) return p < q ? -1 : 1;
    return (x.id as string) < (y.id as string) ? -1 : 1;
  });
}

/** Subscription ...001 as the recipe wants it: in a lifecycle state, or at every limit. */
function primary(
  fixture: Fixture,
  wanted: WorldRecipe['primary'],
  seed: number,
  now: Date,
): { bundle: SubscriptionBundle; lifecycle: Lifecycle } {
  if (wanted === undefined) return { bundle: fixture, lifecycle: fixture.lifecycle };
  if (wanted !== 'edge') return { bundle: fixture, lifecycle: wanted };
  const { account_id: accountId, name, email } = fixture.subscription.attributes;
  const account = { id: accountId, name, email };
  const id = fixture.subscription.id as string;
  return {
    bundle: makeEdgeSubscriptionBundle(createFaker(seed, now), { id, lifecycle: 'active', now, account }),
    lifecycle: 'active',
  };
}
