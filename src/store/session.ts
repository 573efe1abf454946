import { type Action, act, type MoveOptions, Refused } from '../billing/actions.js';
import { dunningPolicyOf } from '../billing/dunning.js';
import { LATEST } from '../billing/duration.js';
import { advance, type DunningPolicy, nextEvent } from '../billing/engine.js';
import { type BillingRules, copyLife, type Life } from '../billing/life.js';
import type { AccountRecord, FeatureRecord, OfferingRecord, StorePlan, StoreProduct } from '../catalog/types.js';
import { iso, tokenFrom, uuidFrom } from '../factories/index.js';
import type { ApplicationKey, SubscriptionState } from '../schemas/index.js';
import { COLLECTION_SHAPE, type CollectionKind, type StoreRecord } from './collections.js';
import { forgetDerived } from './derived.js';
import { type Change, Overlay, type Shape, type Table } from './records.js';
import { ACCOUNT_SHAPE, FEATURE_SHAPE, KEY_SHAPE, LIFE_SHAPE, OFFERING_SHAPE, STORE_SHAPE, type View } from './view.js';
import type { World } from './world.js';

/** How long a clock move works before it gives the event loop a turn (ms). */
const TURN_MS = 5;

/**
 * What `weight()` counts, in bytes of heap: a key the session made or changed, a subscription life it copied, a row
 * it made, a row it shares.
 */
const KEY_BYTES = 450;
const LIFE_BYTES = 1800;
const ROW_BYTES = 150;
const SHARED_ROW_BYTES = 8;

/** A turn of the event loop: after the I/O waiting in Node (setImmediate), a task in a browser. */
const nextTurn = (): Promise<void> =>
  new Promise((resolve) => (typeof setImmediate === 'function' ? setImmediate(resolve) : setTimeout(resolve, 0)));

/**
 * What moves a session's jobs and schedules on with its clock (src/billing/jobs.ts has it; the emulator hands it to
 * its store, which gives it to every session): `move` runs them from `from` to `until`, billing up to `until` with `bill` (to each moment
 * a job changes subscriptions first); `interleaves` says whether a clock move must run billing moment by moment
 * rather than work it out apart. Without one, billing runs alone.
 */
export interface ClockHook {
  move(session: Session, from: number, until: number, bill: (at: number) => void): void;
  interleaves(session: Session): boolean;
}

/** A clock move worked out: the lives it changes, and when the next event comes after it. */
export interface StagedMove {
  until: number;
  staged: Life[];
  next: number;
}

/**
 * One step of a session's history, as a snapshot keeps it: an API request that wrote (replayed as sent), or a clock
 * move (to `clock`, ms). Replaying the steps in order in a new session of the same world and seed makes it again,
 * byte for byte: every id and date comes from the session's identity and clock.
 */
export type Step = { method: string; path: string; query: string; type?: string; body?: string } | { clock: number };

/** What makes a session's generated ids and dates its own. */
export interface SessionIdentity {
  seed: number;
  scenario: string;
  session: string;
  storeRateLimit: number;
}

/**
 * One session's writes over a scenario's world, copy on write: keys created (at the end of the list), changed and
 * deleted, subscriptions acted on and billed, with the list totals kept as they go. What a session did not touch is
 * read from the world. Every write moves `revision`, which tells the renderer that the session's bodies changed.
 */
export class Session implements View {
  readonly world = false;
  revision = 0;
  /**
   * The session's clock (ms): the time of what happened last in it, its start (`--now`), a write or a clock move.
   * Nothing in the session is dated after it.
   */
  clock: number;
  /** Whether the next write may be dated at `clock` itself (nothing was written at that time yet): after a move. */
  #fresh = true;
  readonly keys: Overlay<ApplicationKey>;
  readonly subscriptions: Overlay<Life>;
  readonly #world: World;
  readonly #identity: SessionIdentity;
  readonly #secrets = new Map<string, string>();
  /** When the first billing run or retry of any subscription comes, in this session. */
  #nextEvent: number;
  #total: number;
  #keysMade = 0;
  /** While a write runs: how to take back each change it made, should it fail. */
  #undo: (() => void)[] | undefined;
  /** While a write runs: the changes it made, in order; after it, until taken (`takeChanges`). */
  #changes: Change[] = [];
  /** Every overlay made so far (the catalogue's are made on first use). */
  readonly #overlays: Overlay<never>[] = [];
  readonly #catalogue: {
    offerings?: Overlay<OfferingRecord>;
    products?: Overlay<StoreProduct>;
    plans?: Overlay<StorePlan>;
    features?: Overlay<FeatureRecord>;
    accounts?: Overlay<AccountRecord>;
  } = {};
  /** Records of each kind this session made, for their ids. */
  #minted = new Map<string, number>();
  /** What the store last counted of `weight()`, so that it keeps a running total across sessions. */
  counted = 0;
  /** When the session was last read or written, by the store's count: the least recently used goes first. */
  usedAt = 0;
  /** Its history: the requests that wrote and the clock moves, oldest first (what a snapshot replays). */
  readonly steps: Step[] = [];
  #stepBytes = 0;

  readonly #hook: ClockHook | undefined;

  constructor(
    readonly id: number,
    world: World,
    identity: SessionIdentity,
    hook?: ClockHook,
  ) {
    this.#hook = hook;
    this.#world = world;
    this.#identity = identity;
    this.clock = world.clock;
    this.#total = world.totalReservedRateLimit;
    this.#nextEvent = world.nextEvent;
    this.keys = this.#track(new Overlay(world.keys, KEY_SHAPE), 'keys');
    this.subscriptions = this.#track(new Overlay(world.subscriptions, LIFE_SHAPE), 'subscriptions');
  }

  /** An overlay that takes part in writes' undo logs and change lists. */
  #track<T>(overlay: Overlay<T>, label: string): Overlay<T> {
    overlay.undo = this.#undo;
    overlay.label = label;
    if (this.#undo !== undefined) overlay.changes = this.#changes;
    this.#overlays.push(overlay as unknown as Overlay<never>);
    return overlay;
  }

  /** The changes the last writes made, oldest first, and forgets them (the store turns them into events). */
  takeChanges(): Change[] {
    const changes = this.#changes;
    this.#changes = [];
    return changes;
  }

  #overlay<T>(kind: string, base: Table<T>, shape: Shape<T>): Overlay<T> {
    const made = (this.#catalogue as Record<string, Overlay<T> | undefined>)[kind];
    if (made !== undefined) return made;
    const overlay = this.#track(new Overlay(base, shape), kind);
    (this.#catalogue as Record<string, Overlay<T>>)[kind] = overlay;
    return overlay;
  }

  get offerings(): Overlay<OfferingRecord> {
    return this.#overlay('offerings', this.#world.offerings, OFFERING_SHAPE);
  }

  get products(): Overlay<StoreProduct> {
    return this.#overlay('products', this.#world.products, STORE_SHAPE as Shape<StoreProduct>);
  }

  get plans(): Overlay<StorePlan> {
    return this.#overlay('plans', this.#world.plans, STORE_SHAPE as Shape<StorePlan>);
  }

  get features(): Overlay<FeatureRecord> {
    return this.#overlay('features', this.#world.features, FEATURE_SHAPE);
  }

  get accounts(): Overlay<AccountRecord> {
    return this.#overlay('accounts', this.#world.accounts, ACCOUNT_SHAPE);
  }

  /** The store's plain resources of one kind: this session's writes over the world's. */
  collection(kind: CollectionKind): Overlay<StoreRecord> {
    return this.#overlay(`collection ${kind}`, this.#world.collection(kind), COLLECTION_SHAPE);
  }

  /**
   * How many records of `kind` the session holds, without making its overlay: for what runs on every write (are
   * there jobs or schedules at all?), so that a session that never had any carries nothing for them.
   */
  countOf(kind: CollectionKind): number {
    const made = (this.#catalogue as Record<string, Overlay<StoreRecord> | undefined>)[`collection ${kind}`];
    return made === undefined ? this.#world.collection(kind).count : made.count;
  }

  /**
   * The time of a write in this session (ms), for the catalogue's and subscriptions' rules: the clock's, or a second
   * after the last write's; what falls due up to then is billed first. Call it once per write.
   */
  stamp(): number {
    return this.#write();
  }

  /** A new id for a record of `kind` made in this session: the same writes in the same session give the same ids. */
  mint(kind: string): string {
    const count = this.#minted.get(kind) ?? 0;
    this.#minted.set(kind, count + 1);
    const { seed, scenario, session } = this.#identity;
    return uuidFrom(`${seed}/${scenario}/${session}/${kind}/${count}`);
  }

  /**
   * The store's dunning rule, once this session has written one: its default rule's retries, their interval (fixed,
   * or growing by the multiplier: `backoff`) and action. Until then each subscription's own rules apply (ten daily
   * retries, then `--dunning-action`, or what its scenario's world was built with).
   */
  #dunningPolicy(): DunningPolicy | undefined {
    const rules = (this.#catalogue as Record<string, Overlay<StoreRecord> | undefined>)['collection dunning-rules'];
    if (rules === undefined || rules.written === 0) return undefined;
    const found = rules.find([{ field: 'default', values: ['true'] }]);
    return found.total === 0 ? undefined : dunningPolicyOf(found.at(found.total - 1));
  }

  /** A step of the session's history, once it happened. */
  noteStep(step: Step): void {
    this.steps.push(step);
    this.#stepBytes += 'clock' in step ? 16 : 64 + step.path.length + step.query.length + (step.body?.length ?? 0);
  }

  /** A subscription made or changed by a write: billing looks at it from now on. */
  noteLife(life: Life): void {
    this.#nextEvent = Math.min(this.#nextEvent, nextEvent(life));
  }

  get totalReservedRateLimit(): number {
    return this.#total;
  }

  /** Whether this session made the key (it is none of the world's). */
  madeKey(id: string): boolean {
    return this.#secrets.has(id);
  }

  secretOf(key: ApplicationKey): string {
    return this.#secrets.get(key.id) ?? this.#world.secretOf(key);
  }

  /**
   * Runs `change` as one write: either all of it happens, or it throws and none of it does (no record, no clock tick,
   * no id used up).
   */
  transact<T>(change: (session: this) => T): T {
    const saved = [this.clock, this.#fresh, this.revision, this.#nextEvent, this.#total, this.#keysMade] as const;
    const minted = new Map(this.#minted);
    const undo: (() => void)[] = [];
    const changed = this.#changes.length;
    this.#undo = undo;
    for (const overlay of this.#overlays) {
      overlay.undo = undo;
      overlay.changes = this.#changes;
    }
    try {
      return change(this);
    } catch (error) {
      for (let index = undo.length - 1; index >= 0; index--) (undo[index] as () => void)();
      [this.clock, this.#fresh, this.revision, this.#nextEvent, this.#total, this.#keysMade] = saved;
      this.#minted = minted;
      this.#changes.length = changed;
      forgetDerived(this);
      throw error;
    } finally {
      this.#undo = undefined;
      for (const overlay of this.#overlays) {
        overlay.undo = undefined;
        overlay.changes = undefined;
      }
    }
  }

  /**
   * A mark inside a write (`transact`): the function it returns takes back everything written since, ids minted and
   * the clock included, while the write goes on (an import's refused line leaves nothing behind, and uses up no id).
   */
  savepoint(): () => void {
    const undo = this.#undo;
    if (undo === undefined) throw new Error('a savepoint is taken inside a write');
    const mark = undo.length;
    const changed = this.#changes.length;
    const saved = [this.clock, this.#fresh, this.revision, this.#nextEvent, this.#total, this.#keysMade] as const;
    const minted = new Map(this.#minted);
    return () => {
      for (let index = undo.length - 1; index >= mark; index--) (undo[index] as () => void)();
      undo.length = mark;
      this.#changes.length = changed;
      [this.clock, this.#fresh, this.revision, this.#nextEvent, this.#total, this.#keysMade] = saved;
      this.#minted = minted;
      forgetDerived(this);
    };
  }

  #setSecret(id: string, secret: string | undefined): void {
    const before = this.#secrets.get(id);
    if (secret === undefined) this.#secrets.delete(id);
    else this.#secrets.set(id, secret);
    this.#undo?.push(() => {
      if (before === undefined) this.#secrets.delete(id);
      else this.#secrets.set(id, before);
    });
  }

  /**
   * The time of a write: the clock's, unless something was written at that time already, then a second later (so that
   * successive writes keep their order: a resume is after its pause). What falls due up to then happens first; the
   * clock moves to it, and the revision on.
   */
  #write(): number {
    const at = this.#fresh ? this.clock : this.clock + 1000;
    if (at > LATEST) {
      throw new Refused(`the session's clock is at its end (${iso(LATEST)}): no write can be dated after it`);
    }
    this.#runUntil(at);
    this.clock = at;
    this.#fresh = false;
    this.revision++;
    return at;
  }

  /**
   * Runs every billing run and payment retry that falls due up to `until`, inclusive. A life the engine changes is
   * copied first: records once read are never changed.
   */
  #runUntil(until: number): void {
    // Jobs and schedules move on with billing (src/billing/jobs.ts), which runs it up to `until`.
    if (this.#hook === undefined) this.#bill(until);
    else this.#hook.move(this, this.clock, until, (at) => this.#bill(at));
  }

  /** Runs billing alone up to `until`: every subscription's runs and retries due by then. */
  #bill(until: number): void {
    if (until < this.#nextEvent) return;
    let next = Number.POSITIVE_INFINITY;
    const { subscriptions } = this;
    for (let index = 0; index < subscriptions.count; index++) {
      let life = subscriptions.at(index);
      if (nextEvent(life) <= until) {
        life = copyLife(life);
        advance(life, until, this.#dunningPolicy());
        subscriptions.replace(life);
      }
      next = Math.min(next, nextEvent(life));
    }
    this.#nextEvent = next;
  }

  /**
   * The lives a clock move to `until` changes, each a copy lived up to then, and when the next event comes after it:
   * worked out apart from the session (which reads as before meanwhile), giving the event loop a turn every few
   * milliseconds, so that other requests are answered during a long move. `stopped` is asked between turns: when it
   * gives a reason, the move is abandoned with it.
   */
  async stageMove(until: number, stopped: () => string | undefined): Promise<StagedMove> {
    const staged: Life[] = [];
    let next = Number.POSITIVE_INFINITY;
    if (until < this.#nextEvent) return { until, staged, next: this.#nextEvent };
    const { subscriptions } = this;
    let turn = performance.now() + TURN_MS;
    for (let index = 0; index < subscriptions.count; index++) {
      let life = subscriptions.at(index);
      if (nextEvent(life) <= until) {
        life = copyLife(life);
        advance(life, until, this.#dunningPolicy());
        staged.push(life);
      }
      next = Math.min(next, nextEvent(life));
      if (performance.now() > turn) {
        await nextTurn();
        const reason = stopped();
        if (reason !== undefined) throw new Refused(reason);
        turn = performance.now() + TURN_MS;
      }
    }
    return { until, staged, next };
  }

  /** A staged clock move, made: a write. The clock reads exactly where it was moved to. */
  commitMove({ until, staged, next }: StagedMove): void {
    if (this.#hook?.interleaves(this) === true) {
      // A job that changes subscriptions runs in the move: billing and jobs run together, moment by moment.
      this.#runUntil(until);
    } else {
      for (const life of staged) this.subscriptions.replace(life);
      this.#nextEvent = next;
      this.#runUntil(until);
    }
    if (until > this.clock) {
      this.clock = until;
      this.#fresh = true;
    }
    this.revision++;
  }

  /** A subscription as the world has it, before this session's writes (what the session made is beyond it). */
  worldLife(id: string): Life | undefined {
    return this.#world.subscriptions.get(id);
  }

  /**
   * About how many bytes this session's writes hold: the keys it made or changed, and the subscription lives it
   * copied with their rows (a clock moved far in a world of many subscriptions holds the most). A copied life shares
   * the rows it had in the world (a slot each) and holds the rows made since (invoices, payments, states, dunning).
   * Calibrated against the heap after a forced collection (scratch measure, 2026-11-25, since a copied life shares
   * its settled invoices): many-subscriptions moved a month holds 3.1 MB (1,311 lives, 3,500 new rows; counted 3.1),
   * moved a year 9.1 MB (1,805 lives, 37,914 new rows; counted 9.2); 100 created keys with their history 0.067 MB
   * (counted 0.073: 450 a key, twice its step's characters; 500 sessions of 50 and of 100 key creates, the
   * difference, 2026-11-25).
   */
  weight(): number {
    let lives = 0;
    let shared = 0;
    let made = 0;
    for (const life of this.subscriptions.own()) {
      lives++;
      const rows = life.invoices.length + life.payments.length + life.states.length + life.dunning.length;
      const was = this.#world.subscriptions.get(life.bundle.subscription.id as string);
      const had =
        was === undefined ? 0 : was.invoices.length + was.payments.length + was.states.length + was.dunning.length;
      const kept = Math.min(had, rows);
      shared += kept;
      made += rows - kept;
    }
    let catalogue = 0;
    for (const overlay of this.#overlays) catalogue += overlay.written;
    catalogue -= this.keys.written + this.subscriptions.written;
    return (
      this.keys.written * KEY_BYTES +
      lives * LIFE_BYTES +
      made * ROW_BYTES +
      shared * SHARED_ROW_BYTES +
      catalogue * 3000 +
      this.#stepBytes * 2
    );
  }

  #checkShare(change: number): void {
    const limit = this.#identity.storeRateLimit;
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
    const { seed, scenario, session } = this.#identity;
    const made = `${seed}/${scenario}/${session}/key/${this.#keysMade++}`;
    const key: ApplicationKey = {
      id: uuidFrom(made),
      type: 'application_key',
      name,
      client_id: tokenFrom(made, 40, '/client_id'),
      reserved_rate_limit: share,
      meta: { timestamps: { last_used_at: at, created_at: at, updated_at: at } },
    };
    const secret = tokenFrom(made, 40, '/client_secret');
    this.keys.create(key);
    this.#setSecret(key.id, secret);
    this.#total += share;
    return { key, secret };
  }

  /** A key with a new name and/or share, `updated_at` moved; undefined for an unknown id. */
  updateKey(id: string, change: { name?: string; reserved_rate_limit?: number }): ApplicationKey | undefined {
    const key = this.keys.get(id);
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
    this.keys.replace(updated);
    return updated;
  }

  /** Takes a key out of the list; false for an unknown id. */
  deleteKey(id: string): boolean {
    const key = this.keys.get(id);
    if (key === undefined) return false;
    this.#write();
    this.#total -= key.reserved_rate_limit;
    this.keys.remove(id);
    this.#setSecret(id, undefined);
    return true;
  }

  /** How subscriptions made in this session are billed (its world's payments, dunning and pricing rule). */
  get rules(): BillingRules {
    return this.#world.rules;
  }

  /** A subscriber's move; undefined for an unknown id; throws `Refused` when the rules do not allow it. */
  act(id: string, action: Action, options: MoveOptions = {}): SubscriptionState | undefined {
    if (this.subscriptions.get(id) === undefined) return undefined;
    // Dated first, so that it sees what billing did up to its time; made on a copy (records are never changed).
    const at = this.#write();
    const moved = copyLife(this.subscriptions.get(id) as Life);
    const state = act(moved, action, at, options);
    this.subscriptions.replace(moved);
    this.noteLife(moved);
    return state;
  }
}
