import { Refused } from './billing/actions.js';
import type { EventBus } from './events/bus.js';
import { BodyBytes } from './http/bytes.js';
import { ApiError, apiError, errors } from './http/errors.js';
import { owned } from './http/owned.js';
import { type Query, QueryParser } from './http/query.js';
import { type ApiRequest, type ApiResponse, JSON_CONTENT_TYPE } from './http/types.js';
import { type AuthContext, authorize } from './pipeline/auth.js';
import {
  bearerToken,
  type Chosen as ChosenWorld,
  OWN_PARAMS,
  SCENARIO_HEADER,
  SESSION_HEADER,
  validSessionName,
  WorldChooser,
} from './pipeline/choose.js';
import { Renderer } from './render/renderer.js';
import { accountOf } from './routes/account-tokens.js';
import { readBody } from './routes/body.js';
import type { ApiVersion, AuthMode, Route, RouteContext } from './routes/contract.js';
import { JSON_HEADERS } from './routes/respond.js';
import type { RouteTable } from './routes/table.js';
import type { Scenario } from './scenarios/types.js';
import { AccountTokenStore } from './store/account-tokens.js';
import type { Journal } from './store/journal.js';
import { scopedTo } from './store/scoped.js';
import type { Step } from './store/session.js';
import type { Store } from './store/store.js';
import type { TokenStore } from './store/tokens.js';
import type { View } from './store/view.js';

export { SCENARIO_HEADER, SESSION_HEADER, validSessionName } from './pipeline/choose.js';

export interface AppConfig {
  table: RouteTable;
  /** The API version the table is of. */
  version: ApiVersion;
  auth: AuthMode;
  strictParams: boolean;
  /** Milliseconds added to every API answer (`--latency`). */
  latency: number;
  scenarios: ReadonlyMap<string, Scenario>;
  store: Store;
  tokens: TokenStore;
  /** Account management tokens issued here (default: the pipeline's own). */
  accountTokens?: AccountTokenStore;
  /** The emulator's current scenario (`--scenario`, `use()`, `PUT /__emulator/scenario`). */
  current(): string;
  /** The emulator's current session (`--session`, `session()`, `PUT /__emulator/session`). */
  currentSession(): string;
  /** Every answered request is recorded here, whichever adapter it came through. */
  journal: Journal;
  /** Builds and caches every answer's body (default: the pipeline's own). */
  render?: Renderer;
  /** The emulator's events (integration logs and jobs, events of refused writes). */
  events: EventBus;
}

/** The request pipeline every adapter calls, with what it shares with them. */
export interface Pipeline {
  /** The answer, at once when nothing in the request waits (see createApp), else a promise of it. */
  handle(request: ApiRequest): ApiResponse | Promise<ApiResponse>;
  /**
   * Answers a request of a session's history again (a snapshot's restore): in that scenario and session, with no
   * auth, scenario behaviour, latency or journal; it is added to the session's history again if it writes.
   */
  replay(request: ApiRequest, scenario: Scenario, session: string): Promise<ApiResponse>;
  /** Requests wait for this first, while it is set (a baseline being restored after a reset). */
  pause(until: Promise<unknown> | undefined): void;
  /** Resolves once no pause is under way (a snapshot being restored): what the admin API waits for, as requests do. */
  idle(): Promise<void>;
  /** The routes it serves. */
  readonly table: RouteTable;
  /** Bodies ready to send, encoded once. */
  readonly bytes: BodyBytes;
  readonly render: Renderer;
}

const BOTH_NAMED = { scenario: true, session: true } as const;
const unscoped = (view: View) => view;

/** When `performance.now()` counts from, read once (a getter each time). */
const TIME_ORIGIN = performance.timeOrigin;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The request pipeline, one step per check, in the documented order: route (404, 405), scenario and session names
 * (400), scenario behaviour (429, 500, latency), auth (401, 403), parameters and body (400, 413, 415), record (404),
 * rules (409). Every cache it keeps is its own, so that emulators in one process never share one.
 */
export function createApp(config: AppConfig): Pipeline {
  const kept = new Kept();
  const answerHeaders = new AnswerHeaders();
  const { journal, table } = config;
  const recording = journal.enabled;
  const match = table.matcher();
  const queries = new QueryParser();
  const render = config.render ?? new Renderer();
  const accountTokens = config.accountTokens ?? new AccountTokenStore();
  const chooser = new WorldChooser(config.scenarios, config.current, config.currentSession);
  const auth: AuthContext = {
    mode: config.auth,
    tokens: config.tokens,
    store: config.store,
    scenarios: config.scenarios,
  };

  let paused: Promise<unknown> | undefined;

  /**
   * A request's answer, at once when nothing in it waits (every read of a scenario without latency): an adapter
   * then writes it in the same tick, without a promise. A pause, latency, a body to read or an endpoint that waits
   * (every write) make it a promise.
   */
  function handle(request: ApiRequest): ApiResponse | Promise<ApiResponse> {
    if (paused !== undefined) return handleAfterPause(request, paused);
    return answer(request);
  }

  async function handleAfterPause(request: ApiRequest, pause: Promise<unknown>): Promise<ApiResponse> {
    await pause.catch(() => {});
    return answer(request);
  }

  function answer(request: ApiRequest): ApiResponse | Promise<ApiResponse> {
    // The global read once (a getter each time in Node 20), and still read per request: a test may fake it.
    const clock = performance;
    const started = clock.now();
    // Webhook deliveries make way while the API is answering.
    config.events.noteRequest(started);
    let scenario = config.current();
    let session = config.currentSession();
    let result: ApiResponse | Promise<ApiResponse>;
    try {
      // 1. Route.
      const { route, params } = match(request.method, request.path);
      const query = queries.parse(request.query);
      // 2. Scenario and session: the query flag, then the header, then the bearer token's world, then the current one.
      const token = bearerToken(request);
      const owner = typeof token === 'string' ? config.tokens.owner(token) : undefined;
      const world = chooser.choose(request, query, owner);
      scenario = world.scenario.name;
      session = world.session;
      const gone = config.store.gone(scenario, session);
      if (gone !== undefined) throw errors.sessionGone(gone, session);
      const latency = world.scenario.behaviour?.latency ?? config.latency;
      if (latency > 0 || route.body !== undefined) {
        result = waited(request, route, params, query, token, world, latency);
      } else {
        checks(route, query, token, world);
        result = endpoint(request, route, params, query, undefined, world);
      }
    } catch (error) {
      return finish(request, toErrorResponse(error), scenario, session, started, clock);
    }
    if (result instanceof Promise) {
      return result.then(
        (response) => finish(request, response, scenario, session, started, clock),
        (error: unknown) => finish(request, toErrorResponse(error), scenario, session, started, clock),
      );
    }
    return finish(request, result, scenario, session, started, clock);
  }

  /** Steps 3 to 6 of a request that waits: for its latency, its body, or its endpoint. */
  async function waited(
    request: ApiRequest,
    route: Route,
    params: Readonly<Record<string, string>>,
    query: Query,
    token: string | null | undefined,
    world: ChosenWorld,
    latency: number,
  ): Promise<ApiResponse> {
    if (latency > 0) await sleep(latency);
    checks(route, query, token, world);
    const body = route.body === undefined ? undefined : await readBody(request, route, config.strictParams);
    return endpoint(request, route, params, query, body, world);
  }

  /**
   * 3. Scenario behaviour (a status; its latency is waited for before), 4. auth, 5. parameters (each endpoint checks
   * its own values; repeated and, when strict, unknown ones here).
   */
  function checks(route: Route, query: Query, token: string | null | undefined, world: ChosenWorld): void {
    const { status, headers, detail } = world.scenario.behaviour ?? {};
    if (status !== undefined) {
      throw apiError(status, detail ?? `scenario ${world.scenario.name} answers ${status}`, { headers });
    }
    authorize(auth, route, token, world);
    checkParams(route, query, config.strictParams);
  }

  /** 6. The endpoint, which looks the record up and applies the rules. */
  function endpoint(
    request: ApiRequest,
    route: Route,
    params: Readonly<Record<string, string>>,
    query: Query,
    body: unknown,
    world: ChosenWorld,
  ): ApiResponse | Promise<ApiResponse> {
    // A shopper's account management token scopes the subscriptions to its account (a 401 for a bad one).
    let account: { id: string | undefined } | undefined;
    const scope = (view: View) => {
      account ??= { id: accountOf({ request, accountTokens }) };
      return account.id === undefined ? view : scopedTo(view, account.id);
    };
    return run(
      route,
      request,
      params,
      query,
      body,
      world.scenario,
      world.session,
      world.named,
      config.strictParams,
      config.auth,
      scope,
    );
  }

  /** The names every answer carries, and its line in the journal. */
  function finish(
    request: ApiRequest,
    response: ApiResponse,
    scenario: string,
    session: string,
    started: number,
    clock: Performance,
  ): ApiResponse {
    if (response.headers === JSON_HEADERS) response.headers = answerHeaders.of(scenario, session);
    else {
      response.headers[SCENARIO_HEADER] = scenario;
      response.headers[SESSION_HEADER] = session;
    }
    if (recording) journal.record(request, response, TIME_ORIGIN + started, clock.now() - started);
    return response;
  }

  async function replay(request: ApiRequest, chosen: Scenario, session: string): Promise<ApiResponse> {
    try {
      const { route, params } = match(request.method, request.path);
      const query = queries.parse(request.query);
      const body = route.body === undefined ? undefined : await readBody(request, route, false);
      const result = run(route, request, params, query, body, chosen, session, BOTH_NAMED, false, 'off', unscoped);
      return result instanceof Promise ? await result : result;
    } catch (error) {
      return toErrorResponse(error);
    }
  }

  const viewIn = (name: string, session: string) => {
    const scenario = config.scenarios.get(name);
    if (scenario === undefined) throw errors.unknownScenario(name, config.scenarios.keys());
    if (!validSessionName(session)) throw errors.badSessionName(session);
    return config.store.view(scenario, session);
  };
  const sessionWithKey = (name: string, clientId: string) => config.store.sessionWithKey(name, clientId);

  /**
   * Runs the endpoint in (chosen, session), as `handle` and `replay` both do; a request that wrote is added to the
   * session's history, whether the endpoint then answers or throws. An endpoint that answers at once (every read)
   * costs no promise.
   */
  function run(
    route: Route,
    request: ApiRequest,
    params: Readonly<Record<string, string>>,
    query: Query,
    body: unknown,
    chosen: Scenario,
    session: string,
    named: RouteContext['named'],
    strictParams: boolean,
    auth: AuthMode,
    scope: (view: View) => View,
  ): Promise<ApiResponse> | ApiResponse {
    let wrote = false;
    const noted = () => {
      if (wrote) config.store.noteStep(chosen.name, session, stepOf(request, params, kept));
    };
    let result: Promise<ApiResponse> | ApiResponse;
    try {
      result = route.handle({
        request,
        params,
        query,
        body,
        scenario: chosen.name,
        session,
        named,
        strictParams,
        auth,
        version: config.version,
        tokens: config.tokens,
        accountTokens,
        render,
        events: config.events,
        view: () => scope(config.store.view(chosen, session)),
        viewIn,
        sessionWithKey,
        write: async (change) => {
          const done = await config.store.write(chosen, session, change);
          wrote = true;
          return done;
        },
      });
    } catch (error) {
      noted();
      throw error;
    }
    if (result instanceof Promise) return result.finally(noted);
    noted();
    return result;
  }

  return {
    handle,
    replay,
    pause(until) {
      paused = until;
      until?.finally(() => {
        if (paused === until) paused = undefined;
      });
    },
    async idle() {
      while (paused !== undefined) await paused.catch(() => {});
    },
    table,
    bytes: new BodyBytes(),
    render,
  };
}

/** Strings kept past 10,000 are forgotten (the next of each is kept anew), so ever-new paths cannot grow it. */
const KEPT_STRINGS = 10_000;

/**
 * The strings sessions' histories repeat, one copy each (an owned one): every step's path and content type. 100
 * created keys are 100 steps of `POST /v2/application-keys` with `application/json`, which held a copy each: 41 of
 * the 1,086 bytes of heap a created key held in process (20,000 keys in 200 sessions, after a forced collection).
 */
class Kept {
  readonly #strings = new Map<string, string>();

  of(text: string): string {
    let found = this.#strings.get(text);
    if (found === undefined) {
      if (this.#strings.size >= KEPT_STRINGS) this.#strings.clear();
      found = owned(text);
      this.#strings.set(found, found);
    }
    return found;
  }
}

/**
 * The headers of a JSON answer in a scenario and session, made for the pair asked last and given again while it stays
 * the same (frozen: every answer of the run shares them). The journal then finds them among its recent values at
 * once, and an adapter lays them out once.
 */
class AnswerHeaders {
  #scenario = '';
  #session = '';
  #headers: Record<string, string> = {};

  of(scenario: string, session: string): Record<string, string> {
    if (scenario !== this.#scenario || session !== this.#session) {
      this.#headers = Object.freeze({
        'Content-Type': JSON_CONTENT_TYPE,
        [SCENARIO_HEADER]: scenario,
        [SESSION_HEADER]: session,
      }) as Record<string, string>;
      this.#scenario = scenario;
      this.#session = session;
    }
    return this.#headers;
  }
}

/** Whether a route's path parameters are any: its path then names a record, and is seldom written to twice. */
function named(params: Readonly<Record<string, string>>): boolean {
  for (const _ in params) return true;
  return false;
}

/**
 * A request that wrote, as its session's history keeps it. A path without parameters (`POST /v2/application-keys`)
 * comes again and again and is kept once; one that names a record is kept as it came, neither looked up nor copied
 * (the two cost a tenth of a delete's work, and the lookup always missed).
 */
function stepOf(request: ApiRequest, params: Readonly<Record<string, string>>, kept: Kept): Step {
  const step: Step & { method: string } = {
    method: request.method,
    path: named(params) ? request.path : kept.of(request.path),
    query: owned(request.query),
  };
  const type = request.header('content-type') ?? undefined;
  if (type !== undefined) step.type = kept.of(type);
  const body = request.text ?? request.body;
  if (body !== undefined) step.body = body;
  return step;
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
  if (error instanceof Refused) return errors.refused(error.detail, error.status).toResponse();
  return errors.unexpected(error).toResponse();
}
