import { type Action, act, Refused } from '../billing/actions.js';
import { advance, nextEvent } from '../billing/engine.js';
import { copyLife, type Life } from '../billing/life.js';
import { iso, type SubscriptionBundle, tokenFrom, uuidFrom } from '../factories/index.js';
import type { ApplicationKey, SubscriptionState } from '../schemas/index.js';
import type { BoundedCache } from './cache.js';
import { type Filter, includedFor, includedForPage } from './subscription-table.js';
import { type Include, type Page, pageMeta, type View } from './view.js';
import type { World } from './world.js';

/** What makes a session's generated ids and dates its own. */
export interface SessionIdentity {
  seed: number;
  scenario: string;
  session: string;
  now: Date;
  storeRateLimit: number;
}

/**
 * One session's writes over a scenario's world, copy on write: keys created (at the end of the list), changed and
 * deleted, subscriptions acted on, with the list totals kept as they go. Reads of what a session did not touch come
 * from the world. Every write moves `revision`, which keys the session's cache of serialized bodies.
 */
export class Session implements View {
  revision = 0;
  /** The session's clock (ms): `--now` plus one second per write already made. */
  clock: number;
  readonly #world: World;
  readonly #id: SessionIdentity;
  readonly #created: ApplicationKey[] = [];
  readonly #createdById = new Map<string, ApplicationKey>();
  readonly #createdByClientId = new Map<string, ApplicationKey>();
  readonly #secrets = new Map<string, string>();
  readonly #changed = new Map<string, ApplicationKey>();
  /** World positions of deleted world keys, ascending. */
  readonly #deleted: number[] = [];
  /** The lives this session changed (copied from the world's on first change). */
  readonly #lives = new Map<string, Life>();
  /** When the first billing run or retry of any subscription comes, in this session. */
  #nextEvent: number;
  #total: number;
  #keysMade = 0;
  readonly #cache: BoundedCache<string>;
  readonly #cacheKey: string;
  readonly #onWrite: (session: Session) => void;
  /** What the store last counted of `weight()`, so that it keeps a running total across sessions. */
  counted = 0;

  /**
   * `cache` is shared by every session of an emulator, so that many sessions cannot grow memory without end;
   * `instance` tells this session's entries from those of an earlier one of the same name (dropped by a reset);
   * `onWrite` is called as each write succeeds (a refused one leaves the session as if never made).
   */
  constructor(
    world: World,
    identity: SessionIdentity,
    cache: BoundedCache<string>,
    instance: number,
    onWrite: (session: Session) => void = () => {},
  ) {
    this.#onWrite = onWrite;
    this.#world = world;
    this.#id = identity;
    this.#cache = cache;
    this.#cacheKey = `session ${instance}`;
    this.clock = Math.floor(+identity.now / 1000) * 1000;
    this.#total = world.totalReservedRateLimit;
    this.#nextEvent = world.nextEvent;
  }

  get keyCount(): number {
    return this.#world.keyCount - this.#deleted.length + this.#created.length;
  }

  get totalReservedRateLimit(): number {
    return this.#total;
  }

  /** The world position of the `index`-th world key still in the list: the deleted ones before it are skipped. */
  #worldPosition(index: number): number {
    let position = index;
    // Each deleted position at or before the candidate pushes it one further; the list is short, the loop is too.
    for (const deleted of this.#deleted) {
      if (deleted <= position) position++;
      else break;
    }
    return position;
  }

  keyAt(index: number): ApplicationKey {
    const kept = this.#world.keyCount - this.#deleted.length;
    if (index >= kept) return this.#created[index - kept] as ApplicationKey;
    const world = this.#world.keyAt(this.#worldPosition(index));
    return this.#changed.get(world.id) ?? world;
  }

  #isDeleted(id: string): boolean {
    const position = this.#world.keyIndexOf(id);
    return position !== undefined && this.#deleted.includes(position);
  }

  key(id: string): ApplicationKey | undefined {
    const own = this.#changed.get(id) ?? this.#createdById.get(id);
    if (own !== undefined) return own;
    return this.#isDeleted(id) ? undefined : this.#world.key(id);
  }

  keyJson(id: string): string | undefined {
    if (this.#changed.has(id) || this.#createdById.has(id)) {
      const key = this.key(id);
      return key === undefined ? undefined : JSON.stringify(key);
    }
    return this.#isDeleted(id) ? undefined : this.#world.keyJson(id);
  }

  page(offset: number, limit: number): Page {
    const total = this.keyCount;
    const items: string[] = [];
    for (let index = offset; index < Math.min(total, offset + limit); index++) {
      const key = this.keyAt(index);
      items.push(this.keyJson(key.id) as string);
    }
    const { pages, page } = pageMeta(offset, limit, total);
    const meta = JSON.stringify({ page, results: { total }, total_reserved_rate_limit: this.#total });
    return { data: `[${items.join(',')}]`, meta, included: '', total, pages };
  }

  keyByCredentials(clientId: string, secret?: string): ApplicationKey | undefined {
    const own = this.#createdByClientId.get(clientId);
    if (own !== undefined) return secret === undefined || this.#secrets.get(own.id) === secret ? own : undefined;
    const world = this.#world.keyByCredentials(clientId, secret);
    return world === undefined || this.#isDeleted(world.id) ? undefined : (this.#changed.get(world.id) ?? world);
  }

  subscriptionIds(): string[] {
    return this.#world.subscriptionIds();
  }

  life(id: string): Life | undefined {
    return this.#lives.get(id) ?? this.#world.life(id);
  }

  subscription(id: string): SubscriptionBundle | undefined {
    return this.#lives.get(id)?.bundle ?? this.#world.subscription(id);
  }

  subscriptionBody(id: string, include: Include): string | undefined {
    const own = this.#lives.get(id)?.bundle;
    if (own === undefined) return this.#world.subscriptionBody(id, include);
    if (include.size === 0) return JSON.stringify({ data: own.subscription });
    const included = includedFor(own, include);
    return JSON.stringify({ data: { ...own.subscription, included }, included });
  }

  subscriptionPage(filters: readonly Filter[], offset: number, limit: number, include: Include): Page {
    const table = this.#world.subscriptions;
    const found = table.find(filters);
    const items: string[] = [];
    const bundles: SubscriptionBundle[] = [];
    for (let index = offset; index < Math.min(found.total, offset + limit); index++) {
      const position = found.at(index);
      const world = table.bundleAt(position);
      const own = this.#lives.get(world.subscription.id as string)?.bundle;
      items.push(own === undefined ? table.json(position) : JSON.stringify(own.subscription));
      bundles.push(own ?? world);
    }
    const { pages, page } = pageMeta(offset, limit, found.total);
    const included = include.size === 0 ? '' : JSON.stringify(includedForPage(bundles, include));
    const meta = JSON.stringify({ page, results: { total: found.total } });
    return { data: `[${items.join(',')}]`, meta, included, total: found.total, pages };
  }

  states(id: string): SubscriptionState[] | undefined {
    return this.life(id)?.states;
  }

  body(key: string, make: () => string): string {
    return this.#cache.get(`${this.#cacheKey}#${this.revision} ${key}`, make);
  }

  /** The time of the next write, which then moves the clock one second (running what falls due) and the revision. */
  #write(): number {
    const at = this.clock;
    this.#runUntil(at + 1000);
    this.revision++;
    this.#onWrite(this);
    return at;
  }

  /** The life of a subscription this session may change: its own copy, made on first change. */
  #own(id: string): Life | undefined {
    let life = this.#lives.get(id);
    if (life === undefined) {
      const world = this.#world.life(id);
      if (world === undefined) return undefined;
      life = copyLife(world);
      this.#lives.set(id, life);
    }
    return life;
  }

  /** Moves the clock to `until`, running every billing run and payment retry that falls due on the way. */
  #runUntil(until: number): void {
    this.clock = until;
    if (until < this.#nextEvent) return;
    let next = Number.POSITIVE_INFINITY;
    for (const id of this.#world.subscriptionIds()) {
      let life = this.life(id) as Life;
      if (nextEvent(life) <= until) {
        life = this.#own(id) as Life;
        advance(life, until);
      }
      next = Math.min(next, nextEvent(life));
    }
    this.#nextEvent = next;
  }

  /** Moves the clock forward to `until` (ms, not before `clock`): a write, which runs what falls due. */
  moveClock(until: number): void {
    this.#runUntil(Math.max(until, this.clock));
    this.revision++;
    this.#onWrite(this);
  }

  /**
   * About how many bytes this session's writes hold: the keys it made or changed, and the subscription lives it
   * copied with their rows (a clock moved far in a world of many subscriptions holds the most). Calibrated against
   * the heap after a forced collection: a month's move in many-subscriptions 3.9 MB (counted 3.8), a year's 8.6 MB
   * (7.9), 100 created keys 0.10 MB (0.10).
   */
  weight(): number {
    let rows = 0;
    for (const life of this.#lives.values()) {
      rows += life.invoices.length + life.payments.length + life.states.length + life.dunning.length;
    }
    return (this.#created.length + this.#changed.size) * 1000 + this.#lives.size * 800 + rows * 100;
  }

  #checkShare(change: number): void {
    const limit = this.#id.storeRateLimit;
    if (this.#total + change > limit) {
      throw new Refused(
        `requested reserved rate limit will exceed the maximum: the keys would reserve ${this.#total + change} of the store's ${limit} requests per second`,
      );
    }
  }

  /** A new key at the end of the list, with its secret (shown this once). */
  createKey(name: string, share: number): { key: ApplicationKey; secret: string } {
    this.#checkShare(share);
    const at = iso(this.#write());
    const { seed, scenario, session } = this.#id;
    const made = `${seed}/${scenario}/${session}/key/${this.#keysMade++}`;
    const key: ApplicationKey = {
      id: uuidFrom(made),
      type: 'application_key',
      name,
      client_id: tokenFrom(`${made}/client_id`, 40),
      reserved_rate_limit: share,
      meta: { timestamps: { last_used_at: null, created_at: at, updated_at: at } },
    };
    const secret = tokenFrom(`${made}/client_secret`, 40);
    this.#created.push(key);
    this.#createdById.set(key.id, key);
    this.#createdByClientId.set(key.client_id, key);
    this.#secrets.set(key.id, secret);
    this.#total += share;
    return { key, secret };
  }

  /** A key with a new name and/or share, `updated_at` moved; undefined for an unknown id. */
  updateKey(id: string, change: { name?: string; reserved_rate_limit?: number }): ApplicationKey | undefined {
    const key = this.key(id);
    if (key === undefined) return undefined;
    const share = change.reserved_rate_limit ?? key.reserved_rate_limit;
    this.#checkShare(share - key.reserved_rate_limit);
    const at = iso(this.#write());
    const updated: ApplicationKey = {
      ...key,
      name: change.name ?? key.name,
      reserved_rate_limit: share,
      meta: { timestamps: { ...key.meta.timestamps, updated_at: at } },
    };
    this.#total += share - key.reserved_rate_limit;
    if (this.#createdById.has(id)) {
      this.#created[this.#created.findIndex((candidate) => candidate.id === id)] = updated;
      this.#createdById.set(id, updated);
      this.#createdByClientId.set(updated.client_id, updated);
    } else this.#changed.set(id, updated);
    return updated;
  }

  /** Takes a key out of the list; false for an unknown id. */
  deleteKey(id: string): boolean {
    const key = this.key(id);
    if (key === undefined) return false;
    this.#write();
    this.#total -= key.reserved_rate_limit;
    if (this.#createdById.has(id)) {
      this.#created.splice(
        this.#created.findIndex((candidate) => candidate.id === id),
        1,
      );
      this.#createdById.delete(id);
      this.#createdByClientId.delete(key.client_id);
      this.#secrets.delete(id);
      return true;
    }
    this.#changed.delete(id);
    const position = this.#world.keyIndexOf(id) as number;
    const at = this.#deleted.findIndex((deleted) => deleted > position);
    this.#deleted.splice(at === -1 ? this.#deleted.length : at, 0, position);
    return true;
  }

  /** A subscriber's move; undefined for an unknown id; throws `Refused` when the rules do not allow it. */
  act(id: string, action: Action): SubscriptionState | undefined {
    const current = this.life(id);
    if (current === undefined) return undefined;
    // Checked on a copy first, so that a refused move leaves the session as it was.
    const trial = copyLife(current);
    const state = act(trial, action, this.clock);
    this.#lives.set(id, trial);
    this.#write();
    return state;
  }
}
