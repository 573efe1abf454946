import type { Scenario } from '../scenarios/define.js';
import { BoundedCache } from './cache.js';
import { Session } from './session.js';
import type { View } from './view.js';
import type { WorldCache } from './worlds.js';

/** Sessions that hold writes, at most; past it the least recently used is dropped. */
export const MAX_SESSIONS = 1000;
/** About how many bytes all sessions' writes may hold; past it the least recently used sessions are dropped. */
export const SESSION_BYTES = 200_000_000;

/** A session as the admin API and the dashboard list it. */
export interface SessionSummary {
  scenario: string;
  session: string;
  writes: number;
  clock: string;
}

/**
 * Owns the state: the scenarios' immutable worlds, and the sessions that hold writes over them, keyed by
 * (scenario, session) and made on the first write. A read in a session with no writes is a read of the world.
 */
export class Store {
  readonly #sessions = new Map<string, Session>();
  /**
   * Sessions made for a write that has not succeeded yet (it may be refused: a 409 must not leave an empty session
   * behind). Shared by concurrent first writes of one session; each is settled within its request, so only refused
   * ones linger, the oldest dropped past MAX_SESSIONS.
   */
  readonly #pending = new Map<string, Session>();
  /** Moves on every reset, drop and reload, so that a session made before one never comes to hold writes. */
  #epoch = 0;
  /** The sum of the held sessions' `weight()`, as last counted. */
  #weight = 0;
  /** Every session's serialized bodies, in one budget. */
  readonly #cache = new BoundedCache<string>((body) => body.length, 8_000_000);
  #made = 0;

  constructor(
    readonly worlds: WorldCache,
    private readonly seed: number,
    private readonly now: Date,
    private readonly storeRateLimit: number,
    private readonly onNotice: (message: string) => void = () => {},
  ) {}

  #key(scenario: string, session: string): string {
    return `${scenario}\u0000${session}`;
  }

  /** What a request in (scenario, session) reads: at once, unless the world is still to be built. */
  view(scenario: Scenario, session: string): View | Promise<View> {
    const own = this.#sessions.size === 0 ? undefined : this.#sessions.get(this.#key(scenario.name, session));
    return own ?? this.worlds.built(scenario) ?? this.worlds.get(scenario);
  }

  /**
   * The session a write goes to; touching it makes it the most recently used. A new one holds writes (is listed,
   * read, counted against the limit) from its first successful write on.
   */
  async writable(scenario: Scenario, session: string): Promise<Session> {
    const key = this.#key(scenario.name, session);
    const own = this.#sessions.get(key);
    if (own !== undefined) {
      this.#sessions.delete(key);
      this.#sessions.set(key, own);
      return own;
    }
    const world = await this.worlds.get(scenario);
    const settled = this.#sessions.get(key) ?? this.#pending.get(key);
    if (settled !== undefined) return settled;
    const epoch = this.#epoch;
    const made: Session = new Session(
      world,
      { seed: this.seed, scenario: scenario.name, session, now: this.now, storeRateLimit: this.storeRateLimit },
      this.#cache,
      this.#made++,
      () => this.#written(key, made, epoch),
    );
    if (this.#pending.size >= MAX_SESSIONS) this.#pending.delete(this.#pending.keys().next().value as string);
    this.#pending.set(key, made);
    return made;
  }

  /** A write succeeded: a new session holds writes from now on; the weight of them all is counted again. */
  #written(key: string, own: Session, epoch: number): void {
    if (own.revision === 1) {
      if (this.#pending.get(key) === own) this.#pending.delete(key);
      if (epoch !== this.#epoch || this.#sessions.has(key)) return; // made before a reset, a drop or a reload
      if (this.#sessions.size >= MAX_SESSIONS) this.#evict(this.#sessions.keys().next().value as string, 'sessions');
      this.#sessions.set(key, own);
    } else if (this.#sessions.get(key) !== own) return;
    const weight = own.weight();
    this.#weight += weight - own.counted;
    own.counted = weight;
    while (this.#weight > SESSION_BYTES && this.#sessions.size > 1) {
      const oldest = this.#sessions.keys().next().value as string;
      this.#evict(oldest === key ? ([...this.#sessions.keys()][1] as string) : oldest, 'bytes');
    }
  }

  #evict(key: string, why: 'sessions' | 'bytes'): void {
    const dropped = this.#sessions.get(key);
    if (dropped === undefined) return;
    this.#sessions.delete(key);
    this.#weight -= dropped.counted;
    const [scenario, session] = key.split('\u0000');
    const over =
      why === 'sessions'
        ? `more than ${MAX_SESSIONS} sessions hold writes`
        : `the sessions' writes hold more than about ${SESSION_BYTES / 1_000_000} MB`;
    this.onNotice(`dropped the writes of session ${session} in scenario ${scenario}: ${over}`);
  }

  /** The clock of (scenario, session): the reference date until the session moves it (ms). */
  clock(scenario: Scenario, session: string): number {
    return this.#sessions.get(this.#key(scenario.name, session))?.clock ?? Math.floor(+this.now / 1000) * 1000;
  }

  /** Moves the clock of (scenario, session) forward to `until` (ms, not before its clock): a write. */
  async moveClock(scenario: Scenario, session: string, until: number): Promise<number> {
    const own = await this.writable(scenario, session);
    own.moveClock(until);
    return own.clock;
  }

  /** Sessions holding writes, most recently used last. */
  sessions(): SessionSummary[] {
    return [...this.#sessions.entries()].map(([key, session]) => {
      const [scenario, name] = key.split('\u0000') as [string, string];
      return { scenario, session: name, writes: session.revision, clock: new Date(session.clock).toISOString() };
    });
  }

  /** Drops one session's writes in every scenario; false when it held none. */
  drop(session: string): boolean {
    let dropped = false;
    for (const key of [...this.#sessions.keys()]) {
      if (!key.endsWith(`\u0000${session}`)) continue;
      this.#weight -= this.#sessions.get(key)?.counted ?? 0;
      dropped = this.#sessions.delete(key) || dropped;
    }
    for (const key of [...this.#pending.keys()]) if (key.endsWith(`\u0000${session}`)) this.#pending.delete(key);
    this.#epoch++;
    return dropped;
  }

  /** Drops the sessions of one scenario (its world changed). */
  dropScenario(scenario: string): void {
    for (const key of [...this.#sessions.keys()]) {
      if (!key.startsWith(`${scenario}\u0000`)) continue;
      this.#weight -= this.#sessions.get(key)?.counted ?? 0;
      this.#sessions.delete(key);
    }
    for (const key of [...this.#pending.keys()]) if (key.startsWith(`${scenario}\u0000`)) this.#pending.delete(key);
    this.#epoch++;
  }

  /** Drops every session's writes. */
  clear(): void {
    this.#sessions.clear();
    this.#pending.clear();
    this.#weight = 0;
    this.#epoch++;
  }
}
