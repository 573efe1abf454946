import { errors } from '../http/errors.js';
import type { Query } from '../http/query.js';
import type { ApiRequest } from '../http/types.js';
import type { Scenario } from '../scenarios/types.js';
import type { TokenOwner } from '../store/tokens.js';

export const SCENARIO_HEADER = 'X-Emulator-Scenario';
export const SESSION_HEADER = 'X-Emulator-Session';
export const SCENARIO_PARAM = 'scenario';
export const SESSION_PARAM = 'session';
/** The emulator's own query parameters: accepted on every route, even with `--strict-params`. */
export const OWN_PARAMS: readonly string[] = [SCENARIO_PARAM, SESSION_PARAM];
const SESSION_NAME = /^[A-Za-z0-9._-]{1,64}$/;
/** Header names as adapters look them up (lower case). */
const SCENARIO_LOOKUP = SCENARIO_HEADER.toLowerCase();
const SESSION_LOOKUP = SESSION_HEADER.toLowerCase();

/** Whether a session name is valid: 1 to 64 of letters, digits, `.`, `_` and `-`. */
export function validSessionName(name: string): boolean {
  return SESSION_NAME.test(name);
}

/** The world a request is in, and whether the request named each part itself (a query flag or a header). */
export interface Chosen {
  scenario: Scenario;
  session: string;
  named: { scenario: boolean; session: boolean };
}

/** A name the request gives itself: the query flag (given once), then the header; undefined when it gives none. */
function givenName(request: ApiRequest, query: Query, param: string, header: string): string | undefined {
  if (query.repeated(param)) throw errors.repeatedParameter(param);
  return query.get(param) ?? request.header(header) ?? undefined;
}

/**
 * Chooses the world of each request, in the documented order: the query flag, the header, the world the request's
 * bearer token was issued in, the emulator's current one. An unknown scenario or a malformed session name is a 400.
 */
export class WorldChooser {
  /** The session name checked last: most requests name the same one as the one before. */
  #lastGoodSession = 'default';

  constructor(
    private readonly scenarios: ReadonlyMap<string, Scenario>,
    private readonly current: () => string,
    private readonly currentSession: () => string,
  ) {}

  choose(request: ApiRequest, query: Query, owner: TokenOwner | undefined): Chosen {
    const scenarioGiven = givenName(request, query, SCENARIO_PARAM, SCENARIO_LOOKUP);
    const sessionGiven = givenName(request, query, SESSION_PARAM, SESSION_LOOKUP);
    const name = scenarioGiven ?? owner?.scenario ?? this.current();
    const scenario = this.scenarios.get(name);
    if (scenario === undefined) throw errors.unknownScenario(name, this.scenarios.keys());
    const session = sessionGiven ?? owner?.session ?? this.currentSession();
    if (session !== this.#lastGoodSession) {
      if (!validSessionName(session)) throw errors.badSessionName(session);
      this.#lastGoodSession = session;
    }
    return { scenario, session, named: { scenario: scenarioGiven !== undefined, session: sessionGiven !== undefined } };
  }
}

const BEARER = /^Bearer +(\S+)\s*$/i;

/** The Authorization header read last, and its token: a client sends the same one on every request. */
let lastHeader: string | null = null;
let lastToken: string | undefined;

/** The request's bearer token: null when there is no Authorization header, undefined when it is not `Bearer <token>`. */
export function bearerToken(request: ApiRequest): string | null | undefined {
  const header = request.header('authorization');
  if (header === null) return null;
  if (header !== lastHeader) {
    lastToken = BEARER.exec(header)?.[1];
    lastHeader = header;
  }
  return lastToken;
}
