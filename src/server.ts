import { createServer, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createNodeListener, type RequestLogEntry } from './adapters/node.js';
import { answerClientErrors } from './adapters/node-transport.js';
import type { EmulatorControl } from './admin/app.js';
import { createApp, type Handle } from './app.js';
import { DEFAULT_NOW } from './factories/index.js';
import { type AuthMode, TokenStore } from './routes/index.js';
import type { Scenario } from './scenarios/define.js';
import { BUILT_IN_SCENARIOS } from './scenarios/registry.js';
import { WELL_KNOWN_IDS } from './store/ids.js';
import { WorldCache } from './store/worlds.js';
import { VERSION } from './version.js';

export interface EmulatorOptions {
  /** Seed of every world: the same seed gives byte-identical responses. Default 1. */
  seed?: number;
  /** The reference date worlds are built around (ISO 8601 or Date). Default 2026-01-01T00:00:00Z. */
  now?: string | Date;
  /** The scenario requests get when they name none. Default `default`. */
  scenario?: string;
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
  /** Serve the admin API under `/__emulator` from `listen()`. Default true. */
  admin?: boolean;
  /** Called for every request `listen()` answers, for logging. */
  onRequest?: (entry: RequestLogEntry) => void;
}

export interface ListenOptions {
  /** Default 0: a free port. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
}

export interface RunningServer {
  url: string;
  close(): Promise<void>;
}

/** Everything but the MSW handlers: what the CLI needs, without loading msw. */
export interface StandaloneEmulator {
  /** Makes `name` the current scenario for requests that name none. */
  use(name: string): void;
  /** Back to the start-up scenario, forgets issued tokens and built worlds. */
  reset(): void;
  /** The well-known subscription ids. */
  ids: typeof WELL_KNOWN_IDS;
  /** Names of the scenarios this emulator knows. */
  scenarios: string[];
  /** Starts an HTTP server; resolves once it listens. */
  listen(options?: ListenOptions): Promise<RunningServer>;
  /** The framework-free request pipeline every adapter calls. */
  handle: Handle;
}

function checkOption(condition: boolean, message: string): void {
  if (!condition) throw new TypeError(`createEmulator: ${message}`);
}

/** The emulator behind both the library's `createEmulator` and the CLI. */
export function createStandalone(options: EmulatorOptions = {}): StandaloneEmulator {
  const seed = options.seed ?? 1;
  const now = new Date(options.now ?? DEFAULT_NOW);
  const auth = options.auth ?? 'any';
  const latency = options.latency ?? 0;
  checkOption(Number.isSafeInteger(seed) && seed >= 0, `seed must be a whole number >= 0, got ${seed}`);
  checkOption(!Number.isNaN(+now), `now must be an ISO 8601 date, got ${String(options.now)}`);
  checkOption(['any', 'strict', 'off'].includes(auth), `auth must be any, strict or off, got ${auth}`);
  checkOption(Number.isFinite(latency) && latency >= 0, `latency must be a number of milliseconds >= 0`);
  const scenarios = new Map<string, Scenario>();
  for (const scenario of [...BUILT_IN_SCENARIOS, ...(options.scenarios ?? [])]) scenarios.set(scenario.name, scenario);
  const initial = options.scenario ?? 'default';
  const names = () => [...scenarios.keys()].join(', ');
  checkOption(scenarios.has(initial), `unknown scenario "${initial}": valid scenarios are ${names()}`);

  let current = initial;
  const worlds = new WorldCache(seed, now);
  const tokens = new TokenStore();
  const handle = createApp({
    auth,
    strictParams: options.strictParams ?? false,
    latency,
    scenarios,
    worlds,
    tokens,
    current: () => current,
  });

  const control: EmulatorControl = {
    scenarios,
    current: () => current,
    use(name: string) {
      checkOption(scenarios.has(name), `unknown scenario "${name}": valid scenarios are ${names()}`);
      current = name;
    },
    reset() {
      current = initial;
      tokens.clear();
      worlds.clear();
    },
  };

  return {
    use: control.use,
    reset: control.reset,
    ids: WELL_KNOWN_IDS,
    scenarios: [...scenarios.keys()],
    handle,
    listen({ port = 0, host = '127.0.0.1' } = {}) {
      const admin = options.admin === false ? undefined : lazyAdmin(control);
      const listener = createNodeListener(handle, { admin, onRequest: options.onRequest, scenario: () => current });
      const server = createServer({ requireHostHeader: false }, listener);
      answerClientErrors(server, () => current);
      return new Promise<RunningServer>((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, () => {
          server.off('error', reject);
          // Build the current scenario's world while the client is still getting ready, not on its first request.
          worlds.get(scenarios.get(current) as Scenario).catch(() => {});
          const address = server.address() as AddressInfo;
          const shownHost = address.family === 'IPv6' ? `[${address.address}]` : address.address;
          resolve({
            url: `http://${shownHost}:${address.port}`,
            close: () =>
              new Promise<void>((done) => {
                server.close(() => done());
                server.closeIdleConnections();
              }),
          });
        });
      });
    },
  };
}

/** The admin API, with Express loaded on its first request rather than at start-up. */
function lazyAdmin(control: EmulatorControl): RequestListener {
  let app: Promise<RequestListener> | undefined;
  return (req, res) => {
    app ??= import('./admin/app.js').then(({ createAdminApp }) => createAdminApp(control, VERSION));
    app.then((listener) => listener(req, res));
  };
}
