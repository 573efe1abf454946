import {
  applicationKeySource,
  applyLifecycle,
  createFaker,
  edgeApplicationKeys,
  type KeySource,
  keySourceOf,
  type Lifecycle,
  makeEdgeSubscriptionBundle,
  type SubscriptionBundle,
} from '../factories/index.js';
import type { ApplicationKey, Included } from '../schemas/index.js';
import { BoundedCache } from './cache.js';
import type { Fixture } from './fixtures.js';
import { WELL_KNOWN_IDS } from './ids.js';

/** What a world holds; scenarios declare one of these. */
export interface WorldRecipe {
  /** How many seeded application keys, or `'edge'` for keys at every limit. */
  keys: number | 'edge';
  /** `'well-known'`: the six fixture subscriptions; `'none'`: no subscriptions at all. */
  subscriptions: 'well-known' | 'none';
  /** What subscription ...001 becomes: a lifecycle state, or `'edge'` for values at every limit. */
  primary?: Lifecycle | 'edge';
}

/** A page of the key list, serialized. */
export interface Page {
  data: string;
  meta: string;
  total: number;
  pages: number;
}

export interface WorldInputs {
  seed: number;
  now: Date;
  fixtures: Fixture[];
}

/**
 * One scenario's records, built once and never changed by requests. Application keys come from a `KeySource` (made on
 * demand, indexed by id); subscriptions, with their offering's products and plans, are indexed by id. Plain maps, not
 * @msw/data: see "Where this differs from the design document" in the README for the measured reasons.
 */
export class World {
  readonly totalReservedRateLimit: number;
  readonly #keys: KeySource;
  readonly #keyIndex = new Map<string, number>();
  readonly #bundles = new Map<string, SubscriptionBundle>();
  // What cannot change is serialized once per world: each key, each page's data and meta, each subscription body.
  readonly #keyJson: (string | undefined)[] = [];
  readonly #pages = new BoundedCache<Page>((page) => page.data.length + page.meta.length);
  readonly #bodies = new BoundedCache<string>((body) => body.length);

  private constructor(keys: KeySource) {
    this.#keys = keys;
    let total = 0;
    for (let index = 0; index < keys.count; index++) {
      this.#keyIndex.set(keys.id(index), index);
      total += keys.reservedRateLimit(index);
    }
    this.totalReservedRateLimit = total;
  }

  /** Builds a world from a recipe; the same inputs give the same records on every run and machine. */
  static async build(recipe: WorldRecipe, { seed, now, fixtures }: WorldInputs): Promise<World> {
    const keys =
      recipe.keys === 'edge'
        ? keySourceOf(edgeApplicationKeys(seed, now))
        : applicationKeySource(seed, recipe.keys, now);
    const world = new World(keys);
    if (recipe.subscriptions === 'well-known') {
      for (const fixture of fixtures) {
        const isPrimary = fixture.subscription.id === WELL_KNOWN_IDS.active;
        const bundle = isPrimary ? primaryBundle(fixture, recipe.primary, seed, now) : fixture;
        world.#bundles.set(bundle.subscription.id as string, bundle);
      }
    }
    return world;
  }

  get keyCount(): number {
    return this.#keys.count;
  }

  /** Position of a key in list order, or undefined. */
  keyIndexOf(id: string): number | undefined {
    return this.#keyIndex.get(id);
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
    return this.#pages.get(`${offset}:${limit}`, () => {
      const total = this.#keys.count;
      const end = Math.min(total, offset + limit);
      const items: string[] = [];
      for (let index = offset; index < end; index++) items.push(this.#keyJsonAt(index));
      const pages = Math.ceil(total / limit);
      const meta = {
        page: { limit, offset, current: Math.floor(offset / limit) + 1, total: pages },
        results: { total },
        total_reserved_rate_limit: this.totalReservedRateLimit,
      };
      return { data: `[${items.join(',')}]`, meta: JSON.stringify(meta), total, pages };
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
   * The subscription endpoint's body. Included resources go under `data.included` (where the seed puts them) and
   * under top-level `included` (where JSON:API clients read them); without `include` there is no `included` key.
   */
  subscriptionBody(id: string, include: ReadonlySet<'products' | 'plans'>): string | undefined {
    const bundle = this.#bundles.get(id);
    if (bundle === undefined) return undefined;
    return this.#bodies.get(`subscription ${id} ${[...include].sort().join(',')}`, () => {
      if (include.size === 0) return JSON.stringify({ data: bundle.subscription });
      const included: Included = {};
      if (include.has('products')) included.products = bundle.products;
      if (include.has('plans')) included.plans = bundle.plans;
      const all = [...(included.products ?? []), ...(included.plans ?? [])];
      return JSON.stringify({ data: { ...bundle.subscription, included }, included: all });
    });
  }

  subscription(id: string): SubscriptionBundle | undefined {
    return this.#bundles.get(id);
  }

  subscriptionIds(): string[] {
    return [...this.#bundles.keys()];
  }
}

function primaryBundle(fixture: Fixture, primary: WorldRecipe['primary'], seed: number, now: Date): SubscriptionBundle {
  if (primary === undefined) return fixture;
  const id = fixture.subscription.id as string;
  if (primary === 'edge') return makeEdgeSubscriptionBundle(createFaker(seed, now), { id, lifecycle: 'active', now });
  return { ...fixture, subscription: applyLifecycle(fixture.subscription, primary, now) };
}
