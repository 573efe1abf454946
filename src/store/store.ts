import { Refused } from '../billing/actions.js';
import { iso } from '../factories/index.js';
import { errors } from '../http/errors.js';
import type { Scenario } from '../scenarios/types.js';
import type { Change } from './records.js';
import { type ClockHook, Session, type Step } from './session.js';
import type { View } from './view.js';
import type { WorldCache } from './worlds.js';

/** Sessions that hold writes, at most; past it the least recently used is dropped. */
export const MAX_SESSIONS = 1000;
/**
 * About how many megabytes all sessions' writes may hold by default (`sessionMemory`, `--session-memory`); past it
 * the least recently used sessions are dropped. 40 holds some 540 sessions of 100 created keys each (73 KB counted
 * a session), 13 months or 4 years of `many-subscriptions` billing (3.1 MB a month, 9.2 a year), far more than a test
 * suite's sessions of a few writes each, and keeps the standalone server under the read-mostly soak's 250 MB line
 * (README, Performance: at 80 its clock moves filled the budget within a minute and its peak was 287-304 MB). A load
 * that holds more at once (the bench's 1,000 sessions of 100 writes, a parallel suite moving big worlds by years)
 * gives a larger one.
 */
export const SESSION_MEGABYTES = 40;
export const SESSION_BYTES = SESSION_MEGABYTES * 1_000_000;
/** Dropped sessions remembered, so that a request to one is told so; the oldest are forgotten past this. */
const MAX_GONE = 10_000;

/** A session as the admin API and the dashboard list it. */
export interface SessionSummary {
  scenario: string;
  session: string;
  writes: number;
  clock: string;
}

/** The limits a store keeps its sessions within (the defaults above; tests use smaller ones). */
export interface SessionLimits {
  sessions: number;
  bytes: number;
}

/**
 * Told of what the store's sessions do (src/events listens): each successful write's changes, once it is made,
 * and the sessions dropped (by name, reset, reload or eviction).
 */
export interface StoreListener {
  committed(scenario: string, session: string, own: Session, changes: readonly Change[]): void;
  dropped(drop: (scenario: string, session: string) => boolean): void;
}

/** A clock move under way in a session: what it waits on, and how to stop it. */
interface Move {
  done: Promise<void>;
  stop(reason: string): void;
}

/**
 * Owns the state: the scenarios' immutable worlds, and the sessions that hold writes over them, keyed by
 * (scenario, session). A read in a session with no writes is a read of the world. A write runs in one go: either it
 * happens whole, or it is refused and nothing changes (a new session holds writes only once one succeeded). Writes
 * of one session wait for a clock move under way in it; reads meanwhile see it as it was before the move.
 */
export class Store {
  readonly #sessions = new Map<string, Session>();
  readonly #moves = new Map<string, Move>();
  /** Sessions dropped to stay within the limits, and why, until they are started anew. */
  readonly #gone = new Map<string, string>();
  /** The sum of the held sessions' `weight()`, as last counted. */
  #weight = 0;
  /** Counts reads and writes of sessions: a session's `usedAt` is the count when it was last used. */
  #tick = 0;
  #stopping: string | undefined;
  /** Told of each write's changes and of dropped sessions (the emulator's events). */
  listener: StoreListener | undefined;

  constructor(
    readonly worlds: WorldCache,
    private readonly seed: number,
    private readonly storeRateLimit: number,
    private readonly onNotice: (message: string) => void = () => {},
    private readonly limits: SessionLimits = { sessions: MAX_SESSIONS, bytes: SESSION_BYTES },
    /** What moves each session's jobs and schedules on with its clock (none: billing alone). */
    private readonly clockHook?: ClockHook,
  ) {}

  /** The last key made, and what it was made of: a run's requests name the same few sessions again and again. */
  #last = { scenario: '', session: '', key: '\u0000' };

  /**
   * The key of (scenario, session) in the maps: the last one again when it is asked for again, so that a request's
   * several lookups (and the next request's) neither join the names anew nor hash the joined text again.
   */
  #key(scenario: string, session: string): string {
    const last = this.#last;
    if (scenario === last.scenario && session === last.session) return last.key;
    const key = `${scenario}\u0000${session}`;
    this.#last = { scenario, session, key };
    return key;
  }

  /** What a request in (scenario, session) reads; reading it makes a session the most recently used. */
  view(scenario: Scenario, session: string): View {
    if (this.#sessions.size === 0) return this.worlds.get(scenario);
    const own = this.#sessions.get(this.#key(scenario.name, session));
    if (own === undefined) return this.worlds.get(scenario);
    own.usedAt = ++this.#tick;
    return own;
  }

  /** What (scenario, session) reads now, without making it the most recently used (deliveries look at it). */
  peek(scenario: Scenario, session: string): View {
    return this.#sessions.get(this.#key(scenario.name, session)) ?? this.worlds.get(scenario);
  }

  /** Why (scenario, session) is gone (dropped to stay within the limits), or undefined. */
  gone(scenario: string, session: string): string | undefined {
    return this.#gone.size === 0 ? undefined : this.#gone.get(this.#key(scenario, session));
  }

  /**
   * Runs a write in (scenario, session): in its session, made for it when there is none, after any clock move under
   * way in it. When `change` throws, nothing of it stays (a session made for it is forgotten); when it succeeds, the
   * session is the most recently used and its weight is counted again.
   */
  async write<T>(scenario: Scenario, session: string, change: (session: Session) => T): Promise<T> {
    const key = this.#key(scenario.name, session);
    for (let move = this.#moves.get(key); move !== undefined; move = this.#moves.get(key)) await move.done;
    return this.#apply(key, scenario, session, this.#sessions.get(key), change);
  }

  #apply<T>(key: string, scenario: Scenario, name: string, held: Session | undefined, change: (s: Session) => T): T {
    const own = held ?? this.#made(scenario, name);
    const result = own.transact(change);
    const changes = own.takeChanges();
    own.usedAt = ++this.#tick;
    if (held === undefined) {
      this.#gone.delete(key);
      if (this.#sessions.size >= this.limits.sessions) this.#evict(this.#leastUsed(key), 'sessions');
      this.#sessions.set(key, own);
    }
    const weight = own.weight();
    this.#weight += weight - own.counted;
    own.counted = weight;
    while (this.#weight > this.limits.bytes && this.#sessions.size > 1) this.#evict(this.#leastUsed(key), 'bytes');
    if (changes.length > 0) this.listener?.committed(scenario.name, name, own, changes);
    return result;
  }

  #made(scenario: Scenario, session: string): Session {
    const identity = { seed: this.seed, scenario: scenario.name, session, storeRateLimit: this.storeRateLimit };
    return new Session(this.worlds.nextId(), this.worlds.get(scenario), identity, this.clockHook);
  }

  /** The least recently used session but `keep`. */
  #leastUsed(keep: string): string {
    let oldest: [string, number] | undefined;
    for (const [key, session] of this.#sessions) {
      if (key !== keep && (oldest === undefined || session.usedAt < oldest[1])) oldest = [key, session.usedAt];
    }
    return oldest?.[0] ?? keep;
  }

  #evict(key: string, why: 'sessions' | 'bytes'): void {
    const dropped = this.#sessions.get(key);
    if (dropped === undefined) return;
    this.#sessions.delete(key);
    this.#weight -= dropped.counted;
    const [scenario, session] = key.split('\u0000') as [string, string];
    const over =
      why === 'sessions'
        ? `more than ${this.limits.sessions} sessions held writes`
        : `the sessions' writes held more than about ${Math.round(this.limits.bytes / 1_000_000)} MB`;
    const notice = `dropped the writes of session ${session} in scenario ${scenario}: ${over}`;
    if (this.#gone.size >= MAX_GONE) this.#gone.delete(this.#gone.keys().next().value as string);
    this.#gone.set(key, `${notice} (the least recently used go first)`);
    this.#moves.get(key)?.stop(`${notice} while its clock moved: nothing moved`);
    this.listener?.dropped((one, other) => one === scenario && other === session);
    this.onNotice(notice);
  }

  /** A 410 for a session dropped to stay within the limits: its clock, like its records, is gone until started anew. */
  #checkNotGone(scenario: string, session: string): void {
    const why = this.gone(scenario, session);
    if (why !== undefined) throw errors.sessionGone(why, session);
  }

  /** The clock of (scenario, session): the reference date until the session moves it (ms). A dropped one is a 410. */
  clock(scenario: Scenario, session: string): number {
    this.#checkNotGone(scenario.name, session);
    return this.view(scenario, session).clock;
  }

  /**
   * Moves the clock of (scenario, session) forward to `until` (ms), which `target` works out from the clock once the
   * moves under way in the session are done (so that moves one after the other each count, and one that would go
   * back throws): a write, worked out apart (reads meanwhile see the session as it was) and made at once at the end.
   * A drop, a reset or the emulator's stop while it works stops it, and nothing moves: the answer is a refusal that
   * says why.
   */
  async moveClock(scenario: Scenario, session: string, target: (clock: number) => number): Promise<number> {
    const key = this.#key(scenario.name, session);
    for (let move = this.#moves.get(key); move !== undefined; move = this.#moves.get(key)) await move.done;
    if (this.#stopping !== undefined) throw new Refused(this.#stopping);
    this.#checkNotGone(scenario.name, session);
    const held = this.#sessions.get(key);
    const own = held ?? this.#made(scenario, session);
    const until = target(own.clock);
    let reason: string | undefined;
    let finished = () => {};
    const done = new Promise<void>((resolve) => {
      finished = resolve;
    });
    this.#moves.set(key, { done, stop: (why) => (reason ??= why) });
    try {
      const staged = await own.stageMove(until, () => reason ?? this.#stopping);
      if (reason !== undefined) throw new Refused(reason);
      const moved = this.#apply(key, scenario, session, held, (session) => {
        session.commitMove(staged);
        return session.clock;
      });
      this.#sessions.get(key)?.noteStep({ clock: until });
      return moved;
    } finally {
      this.#moves.delete(key);
      finished();
    }
  }

  /** Adds a request that wrote to the history of (scenario, session), which holds writes since it did. */
  noteStep(scenario: string, session: string, step: Step): void {
    this.#sessions.get(this.#key(scenario, session))?.noteStep(step);
  }

  /** The history of every session holding writes (or of those `pick` keeps), least recently used first. */
  histories(pick: (scenario: string, session: string) => boolean = () => true) {
    return this.sessions()
      .filter(({ scenario, session }) => pick(scenario, session))
      .map(({ scenario, session }) => ({
        scenario,
        session,
        steps: [...(this.#sessions.get(this.#key(scenario, session)) as Session).steps],
      }));
  }

  /** Drops the writes of one session of one scenario; false when it held none. */
  dropOne(scenario: string, session: string): boolean {
    const key = this.#key(scenario, session);
    return this.#dropWhere((one) => one === key, `session ${session} was dropped`);
  }

  /** Stops every clock move under way, now and from now on (the emulator is stopping): nothing of them is made. */
  stop(reason = 'the emulator is stopping: the clock did not move'): void {
    this.#stopping = reason;
  }

  /** Sessions holding writes, most recently used last. */
  sessions(): SessionSummary[] {
    return [...this.#sessions.entries()]
      .sort(([, a], [, b]) => a.usedAt - b.usedAt)
      .map(([key, session]) => {
        const [scenario, name] = key.split('\u0000') as [string, string];
        return { scenario, session: name, writes: session.revision, clock: iso(session.clock) };
      });
  }

  /** The session of `scenario` holding a key made there (not one of the world's) with this client id, if one does. */
  sessionWithKey(scenario: string, clientId: string): string | undefined {
    const prefix = `${scenario}\u0000`;
    for (const [key, session] of this.#sessions) {
      if (!key.startsWith(prefix)) continue;
      const found = session.keys.find([{ field: 'client_id', values: [clientId] }]);
      for (let index = 0; index < found.total; index++) {
        if (session.madeKey(found.at(index).id)) return key.slice(prefix.length);
      }
    }
    return undefined;
  }

  /** How many writes (scenario, session) holds. */
  writes(scenario: string, session: string): number {
    return this.#sessions.get(this.#key(scenario, session))?.revision ?? 0;
  }

  /** Drops the sessions whose key `drop` picks (and stops their clock moves); forgets that they were gone. */
  #dropWhere(drop: (key: string) => boolean, why: string): boolean {
    let dropped = false;
    for (const [key, session] of [...this.#sessions]) {
      if (!drop(key)) continue;
      this.#weight -= session.counted;
      this.#sessions.delete(key);
      dropped = true;
    }
    for (const [key, move] of this.#moves) if (drop(key)) move.stop(`${why} while its clock moved: nothing moved`);
    for (const key of [...this.#gone.keys()]) if (drop(key)) this.#gone.delete(key);
    this.listener?.dropped((scenario, session) => drop(this.#key(scenario, session)));
    return dropped;
  }

  /** Drops one session's writes in every scenario; false when it held none. */
  drop(session: string): boolean {
    return this.#dropWhere((key) => key.endsWith(`\u0000${session}`), `session ${session} was dropped`);
  }

  /** Drops the sessions of one scenario (its world changed). */
  dropScenario(scenario: string): void {
    this.#dropWhere((key) => key.startsWith(`${scenario}\u0000`), `scenario ${scenario} was reloaded`);
  }

  /** Drops every session's writes. */
  clear(): void {
    this.#dropWhere(() => true, 'the emulator was reset');
    this.#weight = 0;
  }
}
