import { ApiError, apiError } from './http/errors.js';
import { MAX_BODY_BYTES } from './http/limits.js';
import { parseQuery, type Query } from './http/query.js';
import type { ApiRequest, ApiResponse } from './http/types.js';
import { type AuthMode, ROUTES, type Route, type TokenStore } from './routes/index.js';
import { createMatcher } from './routes/match.js';
import type { Scenario } from './scenarios/define.js';
import type { WorldCache } from './store/worlds.js';

export const SCENARIO_HEADER = 'X-Emulator-Scenario';
const SCENARIO_PARAM = 'scenario';

export interface AppConfig {
  auth: AuthMode;
  strictParams: boolean;
  /** Milliseconds added to every API answer (`--latency`). */
  latency: number;
  scenarios: ReadonlyMap<string, Scenario>;
  worlds: WorldCache;
  tokens: TokenStore;
  /** The emulator's current scenario (`--scenario`, `use()`, `PUT /__emulator/scenario`). */
  current(): string;
}

export type Handle = (request: ApiRequest) => Promise<ApiResponse>;

const match = createMatcher(ROUTES);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The request pipeline, one step per check, in the documented order: route (404, 405), scenario name (400),
 * scenario behaviour (429, 500, latency), auth (401, 403), parameters (400), record (404).
 */
export function createApp(config: AppConfig): Handle {
  return async function handle(request) {
    let scenario = config.current();
    try {
      // 1. Route.
      const { route, params } = match(request.method, request.path);
      if (request.bodyTooLarge) throw apiError(413, `the request body is larger than ${MAX_BODY_BYTES} bytes`);
      const query = parseQuery(request.query);
      // 2. Scenario name: the query flag, then the header, then the current scenario.
      const chosen = chooseScenario(request, query, config);
      scenario = chosen.name;
      // 3. Scenario behaviour.
      const latency = chosen.behaviour?.latency ?? config.latency;
      if (latency > 0) await sleep(latency);
      const { status, headers, detail } = chosen.behaviour ?? {};
      if (status !== undefined) throw apiError(status, detail ?? `scenario ${scenario} answers ${status}`, { headers });
      // 4. Auth.
      authorize(route, request, config);
      // 5. Parameters (each endpoint checks its own values; repeated and, when strict, unknown ones here).
      checkParams(route, query, config.strictParams);
      // 6. The endpoint, which looks the record up.
      const response = await route.handle({
        request,
        params,
        query,
        scenario,
        strictParams: config.strictParams,
        auth: config.auth,
        tokens: config.tokens,
        world: () => config.worlds.get(chosen),
      });
      return withScenario(response, scenario);
    } catch (error) {
      return withScenario(toErrorResponse(error), scenario);
    }
  };
}

function chooseScenario(request: ApiRequest, query: Query, config: AppConfig): Scenario {
  if (query.repeated(SCENARIO_PARAM)) throw apiError(400, 'parameter "scenario" is given twice: give it once');
  const fromQuery = query.get(SCENARIO_PARAM);
  const name = fromQuery ?? request.header(SCENARIO_HEADER.toLowerCase()) ?? config.current();
  const scenario = config.scenarios.get(name);
  if (scenario === undefined) {
    const valid = [...config.scenarios.keys()].join(', ');
    const what = name === '' ? 'an empty scenario name' : `unknown scenario "${name.slice(0, 60)}"`;
    throw apiError(400, `${what}: valid scenarios are ${valid}`);
  }
  return scenario;
}

const BEARER = /^Bearer +(\S+)\s*$/i;

function authorize(route: Route, request: ApiRequest, config: AppConfig): void {
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
  const checked = config.tokens.check(token);
  if ('refused' in checked) throw apiError(401, `${checked.refused}; get one from POST /oauth/access_token`);
  if (route.auth === 'bearer-client-credentials' && checked.grant === 'implicit') {
    throw apiError(403, 'an implicit-grant token cannot read application keys: use grant_type client_credentials');
  }
}

function checkParams(route: Route, query: Query, strict: boolean): void {
  for (const { key } of query.pairs) {
    if (query.repeated(key)) throw apiError(400, `parameter "${key.slice(0, 60)}" is given twice: give it once`);
    if (strict && key !== SCENARIO_PARAM && !route.params.includes(key)) {
      const known = route.params.length > 0 ? `: this endpoint takes ${route.params.join(', ')}` : '';
      throw apiError(400, `unknown parameter "${key.slice(0, 60)}" (--strict-params)${known}`);
    }
  }
}

function toErrorResponse(error: unknown): ApiResponse {
  if (error instanceof ApiError) return error.toResponse();
  // A bug of ours, never the user's input: still answer in the envelope rather than drop the connection.
  return apiError(500, `the emulator failed unexpectedly: ${(error as Error)?.message ?? String(error)}`).toResponse();
}

function withScenario(response: ApiResponse, scenario: string): ApiResponse {
  response.headers[SCENARIO_HEADER] = scenario;
  return response;
}
