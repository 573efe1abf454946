import { Refused } from './billing/actions.js';
import { ApiError, apiError } from './http/errors.js';
import { MAX_BODY_BYTES } from './http/limits.js';
import { parseQuery, type Query } from './http/query.js';
import type { ApiRequest, ApiResponse } from './http/types.js';
import { type AuthMode, ROUTES, type Route, type TokenStore } from './routes/index.js';
import { createMatcher } from './routes/match.js';
import type { Scenario } from './scenarios/define.js';
import { STORE_CREDENTIALS } from './store/ids.js';
import type { Journal } from './store/journal.js';
import type { Store } from './store/store.js';

export const SCENARIO_HEADER = 'X-Emulator-Scenario';
export const SESSION_HEADER = 'X-Emulator-Session';
const SCENARIO_PARAM = 'scenario';
const SESSION_PARAM = 'session';
/** The emulator's own query parameters: accepted on every route, even with `--strict-params`. */
const OWN_PARAMS = [SCENARIO_PARAM, SESSION_PARAM];
const SESSION_NAME = /^[A-Za-z0-9._-]{1,64}$/;
/** Header names as adapters look them up (lower case). */
const SCENARIO_LOOKUP = SCENARIO_HEADER.toLowerCase();
const SESSION_LOOKUP = SESSION_HEADER.toLowerCase();
/** The session name checked last: most requests name the same one as the one before. */
let lastGoodSession = 'default';

export interface AppConfig {
  auth: AuthMode;
  strictParams: boolean;
  /** Milliseconds added to every API answer (`--latency`). */
  latency: number;
  scenarios: ReadonlyMap<string, Scenario>;
  store: Store;
  tokens: TokenStore;
  /** The emulator's current scenario (`--scenario`, `use()`, `PUT /__emulator/scenario`). */
  current(): string;
  /** The emulator's current session (`--session`, `session()`, `PUT /__emulator/session`). */
  currentSession(): string;
  /** Every answered request is recorded here, whichever adapter it came through. */
  journal: Journal;
}

export type Handle = (request: ApiRequest) => Promise<ApiResponse>;

const match = createMatcher(ROUTES);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The request pipeline, one step per check, in the documented order: route (404, 405), scenario and session names
 * (400), scenario behaviour (429, 500, latency), auth (401, 403), parameters (400), record (404), rules (409).
 */
export function createApp(config: AppConfig): Handle {
  const { journal } = config;
  const recording = journal.enabled;
  return async function handle(request) {
    const started = recording ? performance.now() : 0;
    let scenario = config.current();
    let session = config.currentSession();
    let response: ApiResponse;
    try {
      // 1. Route.
      const { route, params } = match(request.method, request.path);
      if (request.bodyTooLarge) throw apiError(413, `the request body is larger than ${MAX_BODY_BYTES} bytes`);
      const query = parseQuery(request.query);
      // 2. Scenario and session names: the query flag, then the header, then the current one.
      const chosen = chooseScenario(request, query, config);
      scenario = chosen.name;
      session = chooseSession(request, query, config);
      // 3. Scenario behaviour.
      const latency = chosen.behaviour?.latency ?? config.latency;
      if (latency > 0) await sleep(latency);
      const { status, headers, detail } = chosen.behaviour ?? {};
      if (status !== undefined) throw apiError(status, detail ?? `scenario ${scenario} answers ${status}`, { headers });
      // 4. Auth (a promise only when a strict token must be looked up in its world).
      const checking = authorize(route, request, config);
      if (checking !== undefined) await checking;
      // 5. Parameters (each endpoint checks its own values; repeated and, when strict, unknown ones here).
      checkParams(route, query, config.strictParams);
      // 6. The endpoint, which looks the record up and applies the rules.
      response = await route.handle({
        request,
        params,
        query,
        scenario,
        session,
        strictParams: config.strictParams,
        auth: config.auth,
        tokens: config.tokens,
        view: () => config.store.view(chosen, session),
        write: () => config.store.writable(chosen, session),
      });
    } catch (error) {
      response = toErrorResponse(error);
    }
    response.headers[SCENARIO_HEADER] = scenario;
    response.headers[SESSION_HEADER] = session;
    if (recording) journal.record(request, response, performance.timeOrigin + started, performance.now() - started);
    return response;
  };
}

/** The one place a chosen name is read: the query flag (given once), then the header, then the current one. */
function chosenName(request: ApiRequest, query: Query, param: string, header: string, current: string): string {
  if (query.repeated(param)) throw apiError(400, `parameter "${param}" is given twice: give it once`);
  return query.get(param) ?? request.header(header) ?? current;
}

function chooseScenario(request: ApiRequest, query: Query, config: AppConfig): Scenario {
  const name = chosenName(request, query, SCENARIO_PARAM, SCENARIO_LOOKUP, config.current());
  const scenario = config.scenarios.get(name);
  if (scenario === undefined) throw unknownScenario(name, config.scenarios);
  return scenario;
}

/** The 400 for a scenario name that is not there; the admin API answers it too. */
export function unknownScenario(name: string, scenarios: ReadonlyMap<string, Scenario>): ApiError {
  const valid = [...scenarios.keys()].join(', ');
  const what = name === '' ? 'an empty scenario name' : `unknown scenario "${name.slice(0, 60)}"`;
  return apiError(400, `${what}: valid scenarios are ${valid}`);
}

function chooseSession(request: ApiRequest, query: Query, config: AppConfig): string {
  const name = chosenName(request, query, SESSION_PARAM, SESSION_LOOKUP, config.currentSession());
  if (name === lastGoodSession) return name;
  const problem = sessionNameProblem(name);
  if (problem !== null) throw apiError(400, problem);
  lastGoodSession = name;
  return name;
}

/** Why a session name is refused, or null: 1 to 64 of letters, digits, `.`, `_` and `-`. */
export function sessionNameProblem(name: string): string | null {
  if (SESSION_NAME.test(name)) return null;
  const shown = name === '' ? 'an empty session name' : `session name "${name.slice(0, 70)}"`;
  return `${shown} is not valid: use 1 to 64 of A-Z, a-z, 0-9, ".", "_" and "-"`;
}

const BEARER = /^Bearer +(\S+)\s*$/i;

function authorize(route: Route, request: ApiRequest, config: AppConfig): Promise<void> | undefined {
  if (route.auth === 'none' || config.auth === 'off') return;
  const header = request.header('authorization');
  if (header === null) {
    throw apiError(401, 'the Authorization header is missing: send "Authorization: Bearer <token>"');
  }
  const token = BEARER.exec(header)?.[1];
  if (token === undefined) {
    throw apiError(401, 'the Authorization header must be "Bearer <token>" with a non-empty token');
  }
  if (config.auth !== 'strict') return;
  const owner = config.tokens.check(token);
  if ('refused' in owner) throw apiError(401, `${owner.refused}; get one from POST /oauth/access_token`);
  const implicit = () => {
    if (route.auth === 'bearer-client-credentials' && owner.grant === 'implicit') {
      throw apiError(403, 'an implicit-grant token cannot use application keys: use grant_type client_credentials');
    }
  };
  if (owner.clientId === STORE_CREDENTIALS.client_id) {
    implicit();
    return;
  }
  // A token stands for its key in the world and session it was issued in: a deleted key's tokens stop working.
  const issuedIn = config.scenarios.get(owner.scenario) as Scenario;
  return Promise.resolve(config.store.view(issuedIn, owner.session)).then((view) => {
    if (view.keyByCredentials(owner.clientId) === undefined) {
      throw apiError(401, 'the application key this access token was issued to has been deleted');
    }
    implicit();
  });
}

function checkParams(route: Route, query: Query, strict: boolean): void {
  for (const { key } of query.pairs) {
    if (query.repeated(key)) throw apiError(400, `parameter "${key.slice(0, 60)}" is given twice: give it once`);
    if (strict && !OWN_PARAMS.includes(key) && !route.params.includes(key)) {
      const known = route.params.length > 0 ? `: this endpoint takes ${route.params.join(', ')}` : '';
      throw apiError(400, `unknown parameter "${key.slice(0, 60)}" (--strict-params)${known}`);
    }
  }
}

function toErrorResponse(error: unknown): ApiResponse {
  if (error instanceof ApiError) return error.toResponse();
  if (error instanceof Refused) return apiError(409, error.detail).toResponse();
  // A bug of ours, never the user's input: still answer in the envelope rather than drop the connection.
  return apiError(500, `the emulator failed unexpectedly: ${(error as Error)?.message ?? String(error)}`).toResponse();
}
