import type { RequestHandler } from 'msw';
import { createMswHandlers, type MswModule } from './adapters/msw.js';
import { createApp, type Handle, sessionNameProblem } from './app.js';
import { DEFAULT_NOW } from './factories/index.js';
import { type AuthMode, TokenStore } from './routes/index.js';
import { BUILT_IN_SCENARIOS } from './scenarios/built-in.generated.js';
import type { Scenario } from './scenarios/define.js';
import { WELL_KNOWN_IDS } from './store/ids.js';
import { Store } from './store/store.js';
import { WorldCache } from './store/worlds.js';

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
  /** Extra scenarios beside the built-in ones (a name already taken replaces the built-in one). */
  scenarios?: Scenario[];
  /**
   * The store's rate limit in requests per second (default 100, a production store's; 25 is a development store's):
   * the application keys' reserved shares never add up past it.
   */
  storeRateLimit?: number;
  /** Told what the emulator did on its own, such as dropping the least recently used session's writes. */
  onNotice?: (message: string) => void;
}

/** What `createEmulator()` gives in every environment. */
export interface CoreEmulator {
  /** MSW request handlers: `setupServer(...emulator.handlers)` or `setupWorker(...emulator.handlers)`. */
  readonly handlers: RequestHandler[];
  /** Makes `name` the current scenario for requests that name none. */
  use(name: string): void;
  /** Makes `name` the current session for requests that name none: a test's writes stay in its own session. */
  session(name: string): void;
  /** Drops every session's writes, forgets issued tokens, and goes back to the start-up scenario and session. */
  reset(): void;
  /** The well-known subscription ids. */
  ids: typeof WELL_KNOWN_IDS;
  /** Names of the scenarios this emulator knows. */
  scenarios: string[];
  /** The framework-free request pipeline every adapter calls. */
  handle: Handle;
}

/** What the admin API and `listen()` see of an emulator: more than its users do. */
export interface EmulatorControl {
  readonly scenarios: ReadonlyMap<string, Scenario>;
  readonly store: Store;
  current(): string;
  currentSession(): string;
  use(name: string): void;
  session(name: string): void;
  reset(): void;
}

/** How an entry point reaches msw: statically in the browser, on first use in Node (where it is optional). */
export type MswLoader = () => MswModule;

function checkOption(condition: boolean, message: string): void {
  if (!condition) throw new TypeError(`createEmulator: ${message}`);
}

/**
 * The environment-neutral emulator both entry points build on: the pipeline over the route table, the worlds and
 * the scenario switch. `handlers` are made on first use, so code that never touches them never loads msw.
 */
export function createCore(
  options: EmulatorOptions,
  loadMsw: MswLoader,
): { emulator: CoreEmulator; control: EmulatorControl } {
  const seed = options.seed ?? 1;
  const now = new Date(options.now ?? DEFAULT_NOW);
  const auth = options.auth ?? 'any';
  const latency = options.latency ?? 0;
  const storeRateLimit = options.storeRateLimit ?? 100;
  checkOption(Number.isSafeInteger(seed) && seed >= 0, `seed must be a whole number >= 0, got ${seed}`);
  checkOption(!Number.isNaN(+now), `now must be an ISO 8601 date, got ${String(options.now)}`);
  checkOption(['any', 'strict', 'off'].includes(auth), `auth must be any, strict or off, got ${auth}`);
  checkOption(Number.isFinite(latency) && latency >= 0, 'latency must be a number of milliseconds >= 0');
  checkOption(
    Number.isSafeInteger(storeRateLimit) && storeRateLimit >= 0,
    `storeRateLimit must be a whole number >= 0, got ${storeRateLimit}`,
  );
  const scenarios = new Map<string, Scenario>();
  for (const scenario of [...BUILT_IN_SCENARIOS, ...(options.scenarios ?? [])]) scenarios.set(scenario.name, scenario);
  const initial = options.scenario ?? 'default';
  const names = () => [...scenarios.keys()].join(', ');
  checkOption(scenarios.has(initial), `unknown scenario "${initial}": valid scenarios are ${names()}`);
  const initialSession = options.session ?? 'default';
  checkOption(sessionNameProblem(initialSession) === null, `session: ${sessionNameProblem(initialSession)}`);

  let current = initial;
  let currentSession = initialSession;
  const store = new Store(new WorldCache(seed, now, storeRateLimit), seed, now, storeRateLimit, options.onNotice);
  const tokens = new TokenStore();
  const handle = createApp({
    auth,
    strictParams: options.strictParams ?? false,
    latency,
    scenarios,
    store,
    tokens,
    current: () => current,
    currentSession: () => currentSession,
  });

  const control: EmulatorControl = {
    scenarios,
    store,
    current: () => current,
    currentSession: () => currentSession,
    use(name: string) {
      checkOption(scenarios.has(name), `unknown scenario "${name}": valid scenarios are ${names()}`);
      current = name;
    },
    session(name: string) {
      const problem = sessionNameProblem(name);
      checkOption(problem === null, `session: ${problem}`);
      currentSession = name;
    },
    reset() {
      current = initial;
      currentSession = initialSession;
      tokens.clear();
      store.clear();
    },
  };

  let handlers: RequestHandler[] | undefined;
  const emulator: CoreEmulator = {
    get handlers() {
      handlers ??= createMswHandlers(loadMsw(), handle, { baseUrl: options.baseUrl });
      return handlers;
    },
    use: control.use,
    session: control.session,
    reset: control.reset,
    ids: WELL_KNOWN_IDS,
    scenarios: [...scenarios.keys()],
    handle,
  };
  return { emulator, control };
}
