import type { Scenario } from '../scenarios/types.js';
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
 * (scenario, session). A read in a session with no writes is a read of the world. A write runs in one go: a new
 * session holds writes (is listed, read, counted) only once a write in it succeeded, so a refused first write leaves
 * nothing behind.
 */
export class Store {
  readonly #sessions = new Map<string, Session>();
  /** The sum of the held sessions' `weight()`, as last counted. */
  #weight = 0;

  constructor(
    readonly worlds: WorldCache,
    private readonly seed: number,
    private readonly storeRateLimit: number,
    private readonly onNotice: (message: string) => void = () => {},
  ) {}

  #key(scenario: string, session: string): string {
    return `${scenario}\u0000${session}`;
  }

  /** What a request in (scenario, session) reads. */
  view(scenario: Scenario, session: string): View {
    const own = this.#sessions.size === 0 ? undefined : this.#sessions.get(this.#key(scenario.name, session));
    return own ?? this.worlds.get(scenario);
  }

  /**
   * Runs a write in (scenario, session): in its session, made for it when there is none. When `change` throws, a
   * session made for it is forgotten; when it succeeds, the session becomes the most recently used and its weight is
   * counted again.
   */
  write<T>(scenario: Scenario, session: string, change: (session: Session) => T): T {
    const key = this.#key(scenario.name, session);
    const held = this.#sessions.get(key);
    const own =
      held ??
      new Session(this.worlds.nextId(), this.worlds.get(scenario), {
        seed: this.seed,
        scenario: scenario.name,
        session,
        storeRateLimit: this.storeRateLimit,
      });
    const result = change(own);
    if (held !== undefined) this.#sessions.delete(key);
    else if (this.#sessions.size >= MAX_SESSIONS) this.#evict(this.#sessions.keys().next().value as string, 'sessions');
    this.#sessions.set(key, own);
    const weight = own.weight();
    this.#weight += weight - own.counted;
    own.counted = weight;
    while (this.#weight > SESSION_BYTES && this.#sessions.size > 1) {
      const oldest = this.#sessions.keys().next().value as string;
      this.#evict(oldest === key ? ([...this.#sessions.keys()][1] as string) : oldest, 'bytes');
    }
    return result;
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
    return this.view(scenario, session).clock;
  }

  /** Moves the clock of (scenario, session) forward to `until` (ms, not before its clock): a write. */
  moveClock(scenario: Scenario, session: string, until: number): number {
    return this.write(scenario, session, (own) => {
      own.moveClock(until);
      return own.clock;
    });
  }

  /** Sessions holding writes, most recently used last. */
  sessions(): SessionSummary[] {
    return [...this.#sessions.entries()].map(([key, session]) => {
      const [scenario, name] = key.split('\u0000') as [string, string];
      return { scenario, session: name, writes: session.revision, clock: new Date(session.clock).toISOString() };
    });
  }

  /** How many writes (scenario, session) holds. */
  writes(scenario: string, session: string): number {
    return this.#sessions.get(this.#key(scenario, session))?.revision ?? 0;
  }

  /** Drops the sessions whose key `drop` picks. */
  #dropWhere(drop: (key: string) => boolean): boolean {
    let dropped = false;
    for (const [key, session] of [...this.#sessions]) {
      if (!drop(key)) continue;
      this.#weight -= session.counted;
      this.#sessions.delete(key);
      dropped = true;
    }
    return dropped;
  }

  /** Drops one session's writes in every scenario; false when it held none. */
  drop(session: string): boolean {
    return this.#dropWhere((key) => key.endsWith(`\u0000${session}`));
  }

  /** Drops the sessions of one scenario (its world changed). */
  dropScenario(scenario: string): void {
    this.#dropWhere((key) => key.startsWith(`${scenario}\u0000`));
  }

  /** Drops every session's writes. */
  clear(): void {
    this.#sessions.clear();
    this.#weight = 0;
  }
}
