import { nextEvent } from '../billing/engine.js';
import type { DunningAction, Life } from '../billing/life.js';
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
  uuidFrom,
  withKeys,
} from '../factories/index.js';
import type { ScenarioRecords } from '../scenarios/define.js';
import type { ApplicationKey, SubscriptionState } from '../schemas/index.js';
import { BoundedCache } from './cache.js';
import type { Fixture } from './fixtures.js';
import { generatedSubscriptions } from './generated-subscriptions.js';
import { WELL_KNOWN_IDS } from './ids.js';
import { type Filter, includedFor, includedForPage, SubscriptionTable } from './subscription-table.js';
import type { PreparedRecords } from './user-records.js';
import { type Include, type Page, pageMeta, type View } from './view.js';

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
}

/**
 * One scenario's records, built once and never changed by requests. Application keys come from a `KeySource` (made on
 * demand, indexed by id); subscriptions, with their offering's products and plans, from a `SubscriptionTable`.
 */
export class World implements View {
  readonly totalReservedRateLimit: number;
  readonly subscriptions: SubscriptionTable;
  /** When the first billing run or payment retry of any subscription comes. */
  readonly nextEvent: number;
  readonly #lives = new Map<string, Life>();
  readonly #keys: KeySource;
  readonly #keyIndex = new Map<string, number>();
  #byClientId: Map<string, number> | undefined;
  /** Secrets user scenarios gave their keys; a key's is otherwise fixed by its id and never shown. */
  readonly #secrets: ReadonlyMap<string, string>;
  // What cannot change is serialized once per world: each key, each page's data and meta, each subscription body.
  readonly #keyJson: (string | undefined)[] = [];
  readonly #pages = new BoundedCache<Page>((page) => page.data.length + page.meta.length + page.included.length);
  readonly #bodies = new BoundedCache<string>((body) => body.length);

  private constructor(keys: KeySource, lives: Life[], secrets: ReadonlyMap<string, string> = new Map()) {
    this.#keys = keys;
    this.#secrets = secrets;
    let next = Number.POSITIVE_INFINITY;
    for (const life of lives) {
      this.#lives.set(life.bundle.subscription.id as string, life);
      next = Math.min(next, nextEvent(life));
    }
    this.nextEvent = next;
    let total = 0;
    for (let index = 0; index < keys.count; index++) {
      this.#keyIndex.set(keys.id(index), index);
      total += keys.reservedRateLimit(index);
    }
    this.totalReservedRateLimit = total;
    this.subscriptions = new SubscriptionTable(lives.map((life) => life.bundle));
  }

  /** Builds a world from a recipe; the same inputs give the same records on every run and machine. */
  static async build(recipe: WorldRecipe, inputs: WorldInputs, records?: PreparedRecords): Promise<World> {
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
    const keys = withKeys(base, own);
    const options = { dunningAction: inputs.dunningAction ?? 'suspend', paymentsFail: inputs.paymentsFail ?? false };
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
      for (const { bundle, lifecycle } of generatedSubscriptions(
        seed,
        total - lives.length,
        accounts,
        [...known.values()],
        now,
      )) {
        lives.push(live(bundle, lifecycle, now, options));
      }
    }
    lives.push(...(records?.lives ?? []));
    return new World(keys, lives, records?.secrets);
  }

  /** A subscription's life (record, states, invoices, payments), or undefined. */
  life(id: string): Life | undefined {
    return this.#lives.get(id);
  }

  get keyCount(): number {
    return this.#keys.count;
  }

  /** Position of a key in list order, or undefined. */
  keyIndexOf(id: string): number | undefined {
    return this.#keyIndex.get(id);
  }

  /**
   * The key with this client id and, when `secret` is given, that secret (every key has one; a world's own keys'
   * secrets are never shown, so in practice it is a key created in a session). Indexed on first use.
   */
  keyByCredentials(clientId: string, secret?: string): ApplicationKey | undefined {
    if (this.#byClientId === undefined) {
      this.#byClientId = new Map();
      for (let index = 0; index < this.#keys.count; index++) this.#byClientId.set(this.#keys.clientId(index), index);
    }
    const index = this.#byClientId.get(clientId);
    const id = index === undefined ? '' : this.#keys.id(index);
    if (index === undefined || (secret !== undefined && secret !== (this.#secrets.get(id) ?? worldKeySecret(id)))) {
      return undefined;
    }
    return this.#keys.record(index);
  }

  key(id: string): ApplicationKey | undefined {
    const index = this.#keyIndex.get(id);
    return index === undefined ? undefined : this.#keys.record(index);
  }

  keyAt(index: number): ApplicationKey {
    return this.#keys.record(index);
  }

  /** A key serialized, by id, or undefined when the world has no such key. */
  keyJson(id: string): string | undefined {
    const index = this.#keyIndex.get(id);
    return index === undefined ? undefined : this.#keyJsonAt(index);
  }

  #keyJsonAt(index: number): string {
    let json = this.#keyJson[index];
    if (json === undefined) {
      json = JSON.stringify(this.#keys.record(index));
      this.#keyJson[index] = json;
    }
    return json;
  }

  /** One page of the key list: its data and meta serialized, cut by position, never by scanning. */
  page(offset: number, limit: number): Page {
    return this.#pages.get(`keys ${offset}:${limit}`, () => {
      const total = this.#keys.count;
      const end = Math.min(total, offset + limit);
      const items: string[] = [];
      for (let index = offset; index < end; index++) items.push(this.#keyJsonAt(index));
      const { pages, page } = pageMeta(offset, limit, total);
      const meta = { page, results: { total }, total_reserved_rate_limit: this.totalReservedRateLimit };
      return { data: `[${items.join(',')}]`, meta: JSON.stringify(meta), included: '', total, pages };
    });
  }

  /**
   * One page of the subscription list, filtered: data, the top-level `included` (empty string without `include`)
   * and meta, serialized.
   */
  subscriptionPage(filters: readonly Filter[], offset: number, limit: number, include: Include): Page {
    const key = `subscriptions ${JSON.stringify(filters)} ${offset}:${limit} ${[...include].sort().join(',')}`;
    return this.#pages.get(key, () => {
      const found = this.subscriptions.find(filters);
      const end = Math.min(found.total, offset + limit);
      const items: string[] = [];
      const bundles: SubscriptionBundle[] = [];
      for (let index = offset; index < end; index++) {
        const position = found.at(index);
        items.push(this.subscriptions.json(position));
        bundles.push(this.subscriptions.bundleAt(position));
      }
      const { pages, page } = pageMeta(offset, limit, found.total);
      const included = include.size === 0 ? '' : JSON.stringify(includedForPage(bundles, include));
      const meta = JSON.stringify({ page, results: { total: found.total } });
      return { data: `[${items.join(',')}]`, meta, included, total: found.total, pages };
    });
  }

  /**
   * A response body that depends on the request only through `key` (the links' origin and query): made on first use,
   * then served as is.
   */
  body(key: string, make: () => string): string {
    return this.#bodies.get(key, make);
  }

  /**
   * The subscription endpoint's body. Included resources go under `data.included` (where the seed puts them) and,
   * the same object, under top-level `included` (where the real API's SDK reads them); without `include` there is
   * no `included` key.
   */
  subscriptionBody(id: string, include: Include): string | undefined {
    const bundle = this.subscriptions.get(id);
    if (bundle === undefined) return undefined;
    return this.#bodies.get(`subscription ${id} ${[...include].sort().join(',')}`, () => {
      if (include.size === 0) return JSON.stringify({ data: bundle.subscription });
      const included = includedFor(bundle, include);
      return JSON.stringify({ data: { ...bundle.subscription, included }, included });
    });
  }

  subscription(id: string): SubscriptionBundle | undefined {
    return this.subscriptions.get(id);
  }

  subscriptionIds(): string[] {
    return this.subscriptions.ids();
  }

  states(id: string): SubscriptionState[] | undefined {
    return this.#lives.get(id)?.states;
  }
}

/** The secret of a world's own key: fixed by its id, never shown. */
function worldKeySecret(id: string): string {
  return uuidFrom(`secret/${id}`).replaceAll('-', '');
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
