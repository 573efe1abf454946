import { Refused } from './billing/actions.js';
import { BodyBytes } from './http/bytes.js';
import { ApiError, apiError, errors } from './http/errors.js';
import { type Query, QueryParser } from './http/query.js';
import type { ApiRequest, ApiResponse } from './http/types.js';
import { Renderer } from './render/renderer.js';
import { readBody } from './routes/body.js';
import type { AuthMode, Route } from './routes/contract.js';
import type { RouteTable } from './routes/table.js';
import type { Scenario } from './scenarios/types.js';
import type { Journal } from './store/journal.js';
import type { Store } from './store/store.js';
import type { TokenStore } from './store/tokens.js';
import { keyByCredentials } from './store/view.js';
import { STORE_CREDENTIALS } from './world/ids.js';

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

/** Whether a session name is valid: 1 to 64 of letters, digits, `.`, `_` and `-`. */
export function validSessionName(name: string): boolean {
  return SESSION_NAME.test(name);
}

export interface AppConfig {
  table: RouteTable;
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

/** The request pipeline every adapter calls, with what it shares with them. */
export interface Pipeline {
  handle(request: ApiRequest): Promise<ApiResponse>;
  /** The routes it serves. */
  readonly table: RouteTable;
  /** Bodies ready to send, encoded once. */
  readonly bytes: BodyBytes;
  readonly render: Renderer;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The request pipeline, one step per check, in the documented order: route (404, 405), scenario and session names
 * (400), scenario behaviour (429, 500, latency), auth (401, 403), parameters and body (400, 413, 415), record (404),
 * rules (409). Every cache it keeps is its own, so that emulators in one process never share one.
 */
export function createApp(config: AppConfig): Pipeline {
  const { journal, table } = config;
  const recording = journal.enabled;
  const match = table.matcher();
  const queries = new QueryParser();
  const render = new Renderer();
  /** The session name checked last: most requests name the same one as the one before. */
  let lastGoodSession = 'default';

  function chooseSession(request: ApiRequest, query: Query): string {
    const name = chosenName(request, query, SESSION_PARAM, SESSION_LOOKUP, config.currentSession());
    if (name === lastGoodSession) return name;
    if (!validSessionName(name)) throw errors.badSessionName(name);
    lastGoodSession = name;
    return name;
  }

  async function handle(request: ApiRequest): Promise<ApiResponse> {
    const started = recording ? performance.now() : 0;
    let scenario = config.current();
    let session = config.currentSession();
    let response: ApiResponse;
    try {
      // 1. Route.
      const { route, params } = match(request.method, request.path);
      const query = queries.parse(request.query);
      // 2. Scenario and session names: the query flag, then the header, then the current one.
      const chosen = chooseScenario(request, query, config);
      scenario = chosen.name;
      session = chooseSession(request, query);
      const gone = config.store.gone(scenario, session);
      if (gone !== undefined) throw errors.sessionGone(gone, session);
      // 3. Scenario behaviour.
      const latency = chosen.behaviour?.latency ?? config.latency;
      if (latency > 0) await sleep(latency);
      const { status, headers, detail } = chosen.behaviour ?? {};
      if (status !== undefined) throw apiError(status, detail ?? `scenario ${scenario} answers ${status}`, { headers });
      // 4. Auth.
      authorize(route, request, config, chosen, session);
      // 5. Parameters (each endpoint checks its own values; repeated and, when strict, unknown ones here), and body.
      checkParams(route, query, config.strictParams);
      const body = route.body === undefined ? undefined : await readBody(request, route, config.strictParams);
      // 6. The endpoint, which looks the record up and applies the rules.
      const where = session;
      const result = route.handle({
        request,
        params,
        query,
        body,
        scenario,
        session,
        strictParams: config.strictParams,
        auth: config.auth,
        tokens: config.tokens,
        render,
        view: () => config.store.view(chosen, where),
        write: (change) => config.store.write(chosen, where, change),
      });
      response = result instanceof Promise ? await result : result;
    } catch (error) {
      response = toErrorResponse(error);
    }
    response.headers[SCENARIO_HEADER] = scenario;
    response.headers[SESSION_HEADER] = session;
    if (recording) journal.record(request, response, performance.timeOrigin + started, performance.now() - started);
    return response;
  }

  return { handle, table, bytes: new BodyBytes(), render };
}

/** The one place a chosen name is read: the query flag (given once), then the header, then the current one. */
function chosenName(request: ApiRequest, query: Query, param: string, header: string, current: string): string {
  if (query.repeated(param)) throw errors.repeatedParameter(param);
  return query.get(param) ?? request.header(header) ?? current;
}

function chooseScenario(request: ApiRequest, query: Query, config: AppConfig): Scenario {
  const name = chosenName(request, query, SCENARIO_PARAM, SCENARIO_LOOKUP, config.current());
  const scenario = config.scenarios.get(name);
  if (scenario === undefined) throw errors.unknownScenario(name, config.scenarios.keys());
  return scenario;
}

const BEARER = /^Bearer +(\S+)\s*$/i;

function authorize(route: Route, request: ApiRequest, config: AppConfig, scenario: Scenario, session: string): void {
  if (route.auth === 'none' || config.auth === 'off') return;
  const header = request.header('authorization');
  if (header === null) throw errors.missingAuthorization();
  const token = BEARER.exec(header)?.[1];
  if (token === undefined) throw errors.badAuthorization();
  if (config.auth !== 'strict') return;
  const owner = config.tokens.check(token);
  if ('refused' in owner) throw errors.tokenRefused(owner.refused);
  if (owner.clientId !== STORE_CREDENTIALS.client_id) {
    // A token stands for its key: it works where the key is (a world's key in every session of its scenario, a key made
    // in a session in that session only), and stops working when the key is deleted.
    if (keyByCredentials(config.store.view(scenario, session), owner.clientId) === undefined) {
      const issuedIn = config.scenarios.get(owner.scenario);
      const there = issuedIn && keyByCredentials(config.store.view(issuedIn, owner.session), owner.clientId);
      if (there === undefined) {
        throw errors.tokenRefused('the application key this access token was issued to has been deleted');
      }
      throw errors.tokenElsewhere(owner, { scenario: scenario.name, session });
    }
  }
  if (route.auth === 'bearer-client-credentials' && owner.grant === 'implicit') throw errors.implicitTokenOnKeys();
}

function checkParams(route: Route, query: Query, strict: boolean): void {
  for (const { key } of query.pairs) {
    if (query.repeated(key)) throw errors.repeatedParameter(key);
    if (strict && !OWN_PARAMS.includes(key) && !route.query?.some((param) => param.name === key)) {
      throw errors.unknownParameter(key, route.query?.map((param) => param.name) ?? []);
    }
  }
}

function toErrorResponse(error: unknown): ApiResponse {
  if (error instanceof ApiError) return error.toResponse();
  if (error instanceof Refused) return errors.refused(error.detail).toResponse();
  return errors.unexpected(error).toResponse();
}
