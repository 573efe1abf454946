import type { RequestHandler } from 'msw';
import { fromFetchRequest, fromPlainInit, toFetchResponse } from './adapters/fetch.js';
import { createMswHandlers, type MswModule } from './adapters/msw.js';
import { createApp, type Pipeline, validSessionName } from './app.js';
import { clockMove, parseDateTime } from './billing/duration.js';
import { JOBS_CLOCK } from './billing/jobs.js';
import type { DunningAction } from './billing/life.js';
import { EventBus, type Poster } from './events/bus.js';
import type { EmulatorEvent, EventFilter, RetryMode } from './events/types.js';
import { DEFAULT_NOW, iso } from './factories/index.js';
import { ApiError, errors } from './http/errors.js';
import { Renderer } from './render/renderer.js';
import { API_VERSIONS, type ApiVersion, type AuthMode } from './routes/contract.js';
import { TABLES } from './routes/index.js';
import { ScenarioSet } from './scenarios/set.js';
import type { Scenario, ScenarioDefinition, UserScenario } from './scenarios/types.js';
import { readSnapshot, restoreSnapshot, type Snapshot, type SnapshotHost, takeSnapshot } from './snapshot.js';
import { AccountTokenStore } from './store/account-tokens.js';
import { Journal, type JournalEntry, type JournalFilter } from './store/journal.js';
import { MAX_SESSIONS, SESSION_MEGABYTES, type SessionLimits, Store } from './store/store.js';
import { TokenStore } from './store/tokens.js';
import { WorldCache } from './store/worlds.js';
import { WELL_KNOWN_IDS } from './world/ids.js';

/** Options every entry takes (the Node entry adds the server's). */
export interface EmulatorOptions {
  /** Seed of every world: the same seed gives byte-identical responses. Default 1. */
  seed?: number;
  /** The reference date worlds are built around (ISO 8601 or Date). Default 2026-01-01T00:00:00Z. */
  now?: string | Date;
  /** The scenario requests get when they name none. Default `default`. */
  scenario?: string;
  /** The session requests get when they name none. Default `default`. */
  session?: string;
  /** `any` (any non-empty bearer token), `strict` (only tokens issued here), `off`. Default `any`. */
  auth?: AuthMode;
  /** Unknown query parameters and include values are a 400 instead of being ignored. */
  strictParams?: boolean;
  /** Milliseconds added to every API answer. */
  latency?: number;
  /** MSW handlers intercept only this origin (and path prefix); by default any origin. */
  baseUrl?: string;
  /**
   * Your own scenarios beside the built-in ones: `defineScenario({...})` (or the same plain object), or
   * `{ definition, origin }` to name where one came from. Their records are completed and checked here: a problem
   * throws a `ValidationError` listing them all.
   */
  scenarios?: (ScenarioDefinition | UserScenario)[];
  /**
   * The store's rate limit in requests per second (default 100, a production store's; 25 is a development store's):
   * the application keys' reserved shares never add up past it.
   */
  storeRateLimit?: number;
  /** Told what the emulator did on its own, such as dropping the least recently used session's writes. */
  onNotice?: (message: string) => void;
  /** What dunning ends in after the 11th failed payment of an invoice. Default `suspend`. */
  dunningAction?: DunningAction;
  /** How many answered requests the journal keeps (`emulator.requests()`); 0 turns it off. Default 1,000. */
  journal?: number;
  /**
   * About how many megabytes all sessions' writes may hold together (default 40): past it the least recently used
   * sessions are dropped, `onNotice` says so, and a dropped session answers 410 until started anew. A month of billing
   * for the 2,000 subscriptions of `many-subscriptions` holds some 3.1 MB, 100 created keys 0.1 MB.
   */
  sessionMemory?: number;
  /**
   * The msw module the handlers are made with: `createEmulator({ msw: await import('msw') })`. By default Node loads
   * msw itself on first use of `handlers`; pass it where that cannot work (jest in ESM mode) or to be explicit.
   */
  msw?: MswModule;
  /**
   * Which published Subscriptions API to answer as: `2024` (the seed's products and plans, the default) or `2026`
   * (today's plans, pricing options and features). Every world renders in either.
   */
  apiVersion?: ApiVersion;
  /**
   * How failed webhook deliveries are retried: `standard` (the default) waits 1 s, 5 s, 25 s and 125 s between the
   * five attempts; `immediate` retries at once, for tests of a receiver that fails.
   */
  webhookRetries?: RetryMode;
  /** How long a webhook receiver has to answer, ms. Default 10,000 (the platform's). */
  webhookTimeout?: number;
}

/** The events the emulator emitted: `emulator.events({ key: 'subscription.created' })`, `.clear()`. */
export interface Events {
  /** The kept events that match (the last 10,000), oldest first. */
  (filter?: EventFilter): EmulatorEvent[];
  /** Forgets every kept event (deliveries under way go on). */
  clear(): void;
}

/** `waitForEvent`'s options. */
export interface WaitOptions {
  /** How long to wait, ms. Default 5,000. */
  timeout?: number;
}

/** The request journal: what the code under test sent, and what it got. */
export interface Requests {
  /** The recorded requests that match, oldest first. */
  (filter?: JournalFilter): JournalEntry[];
  /** Forgets every recorded request. */
  clear(): void;
}

/** Which clock: a scenario and session, by default the current ones. */
export interface ClockTarget {
  scenario?: string;
  session?: string;
}

/** A session's clock, which billing runs follow. */
export interface Clock {
  /** The clock's time, ISO 8601. */
  now(target?: ClockTarget): string;
  /** Moves it ahead by an ISO 8601 duration (`P30D`, `PT12H`, `P1M`); resolves to the new time. */
  advance(duration: string, target?: ClockTarget): Promise<string>;
  /** Moves it to a later date-time; resolves to the new time. */
  set(to: string | Date, target?: ClockTarget): Promise<string>;
}

/** What `createEmulator()` gives in every environment. */
export interface CoreEmulator {
  /** MSW request handlers: `setupServer(...emulator.handlers)` or `setupWorker(...emulator.handlers)`. */
  readonly handlers: RequestHandler[];
  /**
   * Sends a request to the emulated API in-process, with no server and no MSW: a path (on `http://localhost`), an
   * absolute URL or a `Request`, and `fetch`'s init; resolves to a standard `Response`.
   * @example
   * const response = await emulator.request('/v2/application-keys', { headers: { Authorization: 'Bearer x' } })
   */
  request(input: string | URL | Request, init?: RequestInit): Promise<Response>;
  /** Makes `name` the current scenario for requests that name none. */
  use(name: string): void;
  /** Makes `name` the current session for requests that name none: a test's writes stay in its own session. */
  session(name: string): void;
  /**
   * Drops every session's writes (with their integrations and the deliveries not yet made), forgets issued tokens,
   * the journal and the events, and goes back to the start-up scenario and session.
   */
  reset(): void;
  /** Each session's clock: moving it runs billing runs, invoices, payments and dunning in that session. */
  clock: Clock;
  /** The requests the API answered, newest last: `emulator.requests({ method: 'POST' })`, `.clear()`. */
  requests: Requests;
  /**
   * The events every session's writes and clock moves emitted (the platform's observable keys), each with its
   * deliveries to the session's integrations.
   */
  events: Events;
  /**
   * The first event with `key` (already emitted, or emitted within the timeout) that `predicate` holds for; rejects
   * with an Error that names what was emitted meanwhile.
   * @example
   * const created = await emulator.waitForEvent('subscription.created', (event) => event.session === 'my-test')
   */
  waitForEvent(
    key: string,
    predicate?: (event: EmulatorEvent) => boolean,
    options?: WaitOptions,
  ): Promise<EmulatorEvent>;
  /**
   * Everything the sessions hold (or one session's), as one versioned JSON document: each session's history (the
   * requests that wrote and the clock moves) and its integrations' deliveries. `restore` makes them again.
   */
  snapshot(target?: ClockTarget): Snapshot;
  /**
   * Restores a snapshot's sessions (in an emulator started with the same seed, `now`, API version and scenarios):
   * each session's writes are replaced by the snapshot's. It becomes the baseline `reset()` goes back to.
   */
  restore(snapshot: Snapshot | unknown): Promise<void>;
  /** The well-known subscription ids. */
  ids: typeof WELL_KNOWN_IDS;
  /** Names of the scenarios this emulator knows. */
  scenarios: string[];
}

/** What the admin API and `listen()` see of an emulator: more than its users do. */
export interface EmulatorControl {
  readonly pipeline: Pipeline;
  /** The API version it answers as. */
  readonly version: ApiVersion;
  readonly scenarios: ReadonlyMap<string, Scenario>;
  readonly store: Store;
  readonly clock: Clock;
  readonly journal: Journal;
  readonly events: EventBus;
  /** What snapshots are taken from and restored into. */
  readonly snapshots: SnapshotHost;
  /** Takes a snapshot (of one session with `only`). */
  snapshot(only?: { scenario: string; session: string }): Snapshot;
  /** Restores a snapshot, which becomes the baseline `reset()` goes back to; a SnapshotError says what is wrong. */
  restore(document: unknown): Promise<Snapshot>;
  /** Loads a user scenario again (`--watch`): the scenarios whose world changed, or every problem. */
  reload(user: UserScenario): { changed: string[] } | { problems: string[] };
  /** A clock move as the admin API takes it (`{ advance }` or `{ to }`); a RangeError says what is wrong. */
  moveClock(change: { advance?: unknown; to?: unknown }, target: ClockTarget): Promise<string>;
  current(): string;
  currentSession(): string;
  use(name: string): void;
  session(name: string): void;
  reset(): void;
}

/** How an entry point reaches msw: statically in the browser, on first use in Node (where it is optional). */
export type MswLoader = () => MswModule;

/** An option `createEmulator` refuses: which one, and the problem (the catalogue's words, which the CLI reuses). */
export class OptionError extends TypeError {
  override name = 'OptionError';
  constructor(
    readonly option: keyof EmulatorOptions,
    readonly problem: string,
  ) {
    super(`createEmulator: ${problem}`);
  }
}

/**
 * A session dropped to stay within the limits, asked for its clock (`emulator.clock`): like its requests' 410, it stays
 * gone until started anew (`DELETE /__emulator/sessions/NAME`, `reset()`). `status` is 410.
 */
export class SessionGoneError extends Error {
  override name = 'SessionGoneError';
  readonly status = 410;
}

/** The store's 410 for a dropped session, as the library throws it: an `Error`. */
function asLibraryError(error: unknown): unknown {
  return error instanceof ApiError && error.status === 410 ? new SessionGoneError(error.detail) : error;
}

function check(option: keyof EmulatorOptions, condition: boolean, problem: () => string): void {
  if (!condition) throw new OptionError(option, problem());
}

const isCount = (value: number) => Number.isSafeInteger(value) && value >= 0;

/** Every option's value, checked, with its default. */
function settings(options: EmulatorOptions) {
  const given = {
    seed: options.seed ?? 1,
    now: new Date(
      typeof options.now === 'string' ? (parseDateTime(options.now) ?? Number.NaN) : (options.now ?? DEFAULT_NOW),
    ),
    auth: options.auth ?? 'any',
    latency: options.latency ?? 0,
    storeRateLimit: options.storeRateLimit ?? 100,
    dunningAction: options.dunningAction ?? 'suspend',
    journal: options.journal ?? 1000,
    sessionMemory: options.sessionMemory ?? SESSION_MEGABYTES,
    strictParams: options.strictParams ?? false,
    apiVersion: options.apiVersion ?? '2024',
    webhookRetries: options.webhookRetries ?? 'standard',
    webhookTimeout: options.webhookTimeout ?? 10_000,
  };
  check('seed', isCount(given.seed), () => `seed must be a whole number >= 0, got ${given.seed}`);
  check('now', !Number.isNaN(+given.now), () => `now must be an ISO 8601 date, got ${String(options.now)}`);
  check(
    'auth',
    ['any', 'strict', 'off'].includes(given.auth),
    () => `auth must be any, strict or off, got ${given.auth}`,
  );
  check('latency', Number.isFinite(given.latency) && given.latency >= 0, () => 'latency must be milliseconds >= 0');
  check('journal', isCount(given.journal), () => `journal must be a whole number >= 0, got ${given.journal}`);
  check('sessionMemory', Number.isFinite(given.sessionMemory) && given.sessionMemory > 0, () => {
    return `sessionMemory must be megabytes > 0, got ${given.sessionMemory}`;
  });
  check('dunningAction', ['suspend', 'close', 'none'].includes(given.dunningAction), () => {
    return `dunningAction must be suspend, close or none, got ${given.dunningAction}`;
  });
  check('apiVersion', API_VERSIONS.includes(given.apiVersion), () => {
    return `apiVersion must be ${API_VERSIONS.join(' or ')}, got ${String(given.apiVersion)}`;
  });
  check('webhookRetries', ['standard', 'immediate'].includes(given.webhookRetries), () => {
    return `webhookRetries must be standard or immediate, got ${String(given.webhookRetries)}`;
  });
  check('webhookTimeout', isCount(given.webhookTimeout) && given.webhookTimeout > 0, () => {
    return `webhookTimeout must be a whole number of milliseconds > 0, got ${given.webhookTimeout}`;
  });
  check('storeRateLimit', isCount(given.storeRateLimit), () => {
    return `storeRateLimit must be a whole number >= 0, got ${given.storeRateLimit}`;
  });
  return given;
}

/**
 * The environment-neutral emulator both entry points build on: the pipeline over the route table, the worlds and
 * the scenario switch. `handlers` are made on first use, so code that never touches them never loads msw.
 */
/** What the hosts (and tests) set that users do not: not options of the library. */
export interface CoreInternals {
  /** Limits the store keeps sessions within, instead of 1,000 sessions and `sessionMemory` (tests use small ones). */
  sessionLimits?: SessionLimits;
  /** How webhook attempts are sent (default: through the host's `fetch`; the standalone server's is node:http). */
  post?: Poster;
}

export function createCore(
  options: EmulatorOptions,
  loadMsw: MswLoader,
  internals: CoreInternals = {},
): { emulator: CoreEmulator; control: EmulatorControl } {
  const { sessionLimits, post } = internals;
  const given = settings(options);
  const users = (options.scenarios ?? []).map(
    (definition, index): UserScenario =>
      'definition' in definition ? definition : { definition, origin: `scenarios[${index}]` },
  );
  const worlds = new WorldCache(given.seed, given.now, given.storeRateLimit, given.dunningAction, given.apiVersion);
  const scenarioSet = new ScenarioSet(users, worlds);
  const scenarios = scenarioSet.map;
  const scenarioNamed = (option: 'scenario' | 'session', name: string): Scenario => {
    const scenario = scenarios.get(name);
    if (scenario === undefined) throw new OptionError(option, errors.unknownScenario(name, scenarios.keys()).detail);
    return scenario;
  };
  const sessionNamed = (name: string): string => {
    if (!validSessionName(name)) throw new OptionError('session', errors.badSessionName(name).detail);
    return name;
  };
  const initial = scenarioNamed('scenario', options.scenario ?? 'default').name;
  const initialSession = sessionNamed(options.session ?? 'default');

  let current = initial;
  let currentSession = initialSession;
  const limits = sessionLimits ?? { sessions: MAX_SESSIONS, bytes: given.sessionMemory * 1_000_000 };
  const store = new Store(worlds, given.seed, given.storeRateLimit, options.onNotice, limits, JOBS_CLOCK);
  const tokens = new TokenStore();
  const accountTokens = new AccountTokenStore();
  const journal = new Journal(given.journal);
  const render = new Renderer();
  const events = new EventBus({
    version: given.apiVersion,
    render,
    seed: given.seed,
    retries: given.webhookRetries,
    timeoutMs: given.webhookTimeout,
    ...(post === undefined ? {} : { post }),
    viewOf: (scenario, session) => {
      const known = scenarios.get(scenario);
      return known === undefined ? undefined : store.peek(known, session);
    },
  });
  if (options.onNotice !== undefined) events.onNotice = options.onNotice;
  store.listener = events;
  const pipeline = createApp({
    render,
    events,
    table: TABLES[given.apiVersion],
    version: given.apiVersion,
    journal,
    auth: given.auth,
    strictParams: given.strictParams,
    latency: given.latency,
    scenarios,
    store,
    tokens,
    accountTokens,
    current: () => current,
    currentSession: () => currentSession,
  });

  const target = ({ scenario = current, session = currentSession }: ClockTarget = {}) => ({
    scenario: scenarioNamed('scenario', scenario),
    session: sessionNamed(session),
  });
  const targetNames = (at: ClockTarget) => {
    const { scenario, session } = target(at);
    return { scenario: scenario.name, session };
  };
  const move = async (change: { advance?: unknown; to?: unknown }, at?: ClockTarget) => {
    const { scenario, session } = target(at);
    try {
      // Checked at once against the clock as it reads now, then worked out again from the clock the moves under way in
      // the session leave (each move counts; one that would go back by then is refused).
      const until = (now: number) => {
        const moved = clockMove(now, change);
        if ('problem' in moved) throw new RangeError(`clock: ${moved.problem}`);
        return moved.until;
      };
      until(store.clock(scenario, session));
      return iso(await store.moveClock(scenario, session, until));
    } catch (error) {
      throw asLibraryError(error);
    }
  };
  const clock: Clock = {
    now: (at) => {
      const { scenario, session } = target(at);
      try {
        return iso(store.clock(scenario, session));
      } catch (error) {
        throw asLibraryError(error);
      }
    },
    advance: (duration, at) => move({ advance: duration }, at),
    set: (to, at) => move({ to: to instanceof Date ? to.toISOString() : to }, at),
  };

  const snapshots: SnapshotHost = {
    store,
    events,
    pipeline,
    scenarios,
    settings: {
      api_version: given.apiVersion,
      seed: given.seed,
      now: iso(+given.now),
      store_rate_limit: given.storeRateLimit,
      dunning_action: given.dunningAction,
    },
  };
  /** The sessions `reset()` goes back to: the last snapshot restored, merged by session. */
  let baseline: Snapshot | undefined;
  const restore = async (document: unknown): Promise<Snapshot> => {
    const snapshot = readSnapshot(document, snapshots);
    const restoring = restoreSnapshot(snapshots, snapshot);
    pipeline.pause(restoring);
    await restoring;
    const kept = (baseline?.sessions ?? []).filter(
      (old) => !snapshot.sessions.some((one) => one.scenario === old.scenario && one.session === old.session),
    );
    baseline = { ...snapshot, sessions: [...kept, ...snapshot.sessions] };
    return snapshot;
  };

  const control: EmulatorControl = {
    pipeline,
    snapshots,
    snapshot: (only) => takeSnapshot(snapshots, only),
    restore,
    version: given.apiVersion,
    scenarios,
    store,
    journal,
    events,
    clock,
    moveClock: (change, at) => move(change, at),
    reload(user) {
      const result = scenarioSet.reload(user);
      if ('changed' in result) for (const name of result.changed) store.dropScenario(name);
      return result;
    },
    current: () => current,
    currentSession: () => currentSession,
    use(name: string) {
      current = scenarioNamed('scenario', name).name;
    },
    session(name: string) {
      currentSession = sessionNamed(name);
    },
    reset() {
      current = initial;
      currentSession = initialSession;
      tokens.clear();
      accountTokens.clear();
      store.clear();
      journal.clear();
      events.clear();
      // Back to the baseline restored last (requests wait until it is).
      if (baseline !== undefined) {
        const restoring = restoreSnapshot(snapshots, baseline);
        pipeline.pause(restoring);
        restoring.catch((error: unknown) =>
          options.onNotice?.(`reset: the baseline could not be restored: ${(error as Error).message}`),
        );
      }
    },
  };

  let handlers: RequestHandler[] | undefined;
  const emulator: CoreEmulator = {
    get handlers() {
      handlers ??= createMswHandlers(options.msw ?? loadMsw(), pipeline, { baseUrl: options.baseUrl });
      return handlers;
    },
    async request(input, init) {
      const url = typeof input === 'string' ? new URL(input, 'http://localhost') : input;
      const plain = url instanceof URL ? fromPlainInit(url, init) : undefined;
      if (plain !== undefined)
        return toFetchResponse(Response, plain.method, await pipeline.handle(plain), pipeline.bytes);
      const request = new Request(url, init);
      const response = await pipeline.handle(fromFetchRequest(request));
      return toFetchResponse(Response, request.method, response, pipeline.bytes);
    },
    use: control.use,
    session: control.session,
    reset: control.reset,
    clock,
    requests: Object.assign((filter?: JournalFilter) => journal.list(filter), { clear: () => journal.clear() }),
    events: Object.assign((filter?: EventFilter) => events.list(filter), { clear: () => events.clear() }),
    waitForEvent: (key, predicate, wait) => events.waitFor(key, predicate, wait?.timeout),
    snapshot: (at) => (at === undefined ? takeSnapshot(snapshots) : takeSnapshot(snapshots, targetNames(at))),
    restore: async (document) => {
      await restore(document);
    },
    ids: WELL_KNOWN_IDS,
    scenarios: [...scenarios.keys()],
  };
  return { emulator, control };
}
