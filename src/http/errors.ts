import type { ApiResponse } from './types.js';
import { JSON_CONTENT_TYPE } from './types.js';

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  408: 'Request Timeout',
  409: 'Conflict',
  410: 'Gone',
  413: 'Content Too Large',
  414: 'URI Too Long',
  415: 'Unsupported Media Type',
  417: 'Expectation Failed',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  431: 'Request Header Fields Too Large',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

/** The reason phrase of an HTTP status. */
export function reasonPhrase(status: number): string {
  return REASONS[status] ?? (status >= 500 ? 'Server Error' : 'Error');
}

/**
 * An error answer. Thrown anywhere in the pipeline; the one place that knows the envelope (`toResponse`) turns it into
 * `{"errors":[{"status","title","detail"}]}`. Not an `Error`: it is an answer, not a fault, and capturing a stack
 * trace for every 4xx cost several microseconds per error answer under load.
 */
export class ApiError {
  constructor(
    readonly status: number,
    readonly detail: string,
    readonly headers: Record<string, string> = {},
    readonly title: string = reasonPhrase(status),
  ) {}

  toResponse(): ApiResponse {
    return {
      status: this.status,
      headers: { 'Content-Type': JSON_CONTENT_TYPE, ...this.headers },
      body: errorBody(this.status, this.detail, this.title),
    };
  }
}

/**
 * The one error constructor, for answers the catalogue below does not name (a scenario's own status).
 * @example
 * throw apiError(429, 'rate limit exceeded')
 */
export function apiError(
  status: number,
  detail: string,
  options: { headers?: Record<string, string>; title?: string } = {},
): ApiError {
  return new ApiError(status, detail, options.headers, options.title);
}

/** The error envelope, serialized. */
export function errorBody(status: number, detail: string, title: string = reasonPhrase(status)): string {
  return JSON.stringify({ errors: [{ status: String(status), title, detail }] });
}

/** A quoted excerpt of user input: never more than `max` characters of it in a message. */
const quote = (text: string, max = 100) => `"${text.slice(0, max)}"`;

/**
 * Every error a user can meet more than once, worded in one place. The API answers them in the envelope; the library
 * and the command line put their own context in front of the same `detail` (`createEmulator: `, `--scenario: `) and
 * never reword it.
 */
export const errors = {
  /** A scenario name that is not there (query flag, header, option, flag or admin call). */
  unknownScenario(name: string, valid: Iterable<string>): ApiError {
    const what = name === '' ? 'an empty scenario name' : `unknown scenario ${quote(name, 60)}`;
    return apiError(400, `${what}: valid scenarios are ${[...valid].join(', ')}`);
  },
  /** A session name outside 1 to 64 of `[A-Za-z0-9._-]`. */
  badSessionName(name: string): ApiError {
    const shown = name === '' ? 'an empty session name' : `session name ${quote(name, 70)}`;
    return apiError(400, `${shown} is not valid: use 1 to 64 of A-Z, a-z, 0-9, ".", "_" and "-"`);
  },
  repeatedParameter(name: string): ApiError {
    return apiError(400, `parameter ${quote(name, 60)} is given twice: give it once`);
  },
  unknownParameter(name: string, known: readonly string[]): ApiError {
    const takes = known.length > 0 ? `: this endpoint takes ${known.join(', ')}` : '';
    return apiError(400, `unknown parameter ${quote(name, 60)} (--strict-params)${takes}`);
  },
  /** A query parameter or field whose value is out of its bounds or of the wrong kind. */
  badValue(name: string, expected: string, got: string): ApiError {
    return apiError(400, `${name} must be ${expected}, got ${quote(got, 40)}`);
  },
  /** A field or parameter that must be given. */
  required(name: string, when: string): ApiError {
    return apiError(400, `${name} is required ${when}`);
  },
  /** A known kind of value (a filter operator, an include) that this endpoint does not take. */
  unsupported(what: string, got: string, use: string): ApiError {
    return apiError(400, `${what} ${quote(got, 40)} is not supported: use ${use}`);
  },
  /** A filter that is not `op(field,value)` conditions joined by `:`. */
  badFilter(part: string, write: string): ApiError {
    return apiError(400, `Could not parse the supplied filter ${quote(part)}: write ${write}, joined by :`);
  },
  /** More of something than allowed. */
  tooMany(what: string, max: string, got: number): ApiError {
    return apiError(400, `${what} may hold at most ${max}, got ${got}`);
  },
  /** A path id that is not a UUID (the real API calls it a Validation Error). */
  notAUuid(name: string, got: string): ApiError {
    return apiError(400, `${name} must be a UUID, got ${quote(got)}`, { title: 'Validation Error' });
  },
  /** A record that is not there: `kind` names it as a user would (`application key`), `where` what was searched. */
  notFound(kind: string, id: string, where?: string): ApiError {
    const within = where === undefined ? `no ${kind} has id` : `${where} has no ${kind}`;
    return apiError(404, `${kind} not found: ${within} ${quote(id)}`);
  },
  noEndpoint(path: string): ApiError {
    return apiError(404, `no endpoint at ${path.slice(0, 200)}: see the README for the emulated endpoints`);
  },
  methodNotAllowed(method: string, path: string, allowed: string): ApiError {
    const detail = `${method.slice(0, 20)} is not allowed on ${path.slice(0, 200)}: use ${allowed}`;
    return apiError(405, detail, { headers: { Allow: allowed } });
  },
  malformedEscape(where: string, text: string): ApiError {
    return apiError(400, `malformed percent-encoding in ${where} ${quote(text)}`);
  },
  bodyTooLarge(limit: number): ApiError {
    return apiError(413, `the request body is larger than ${limit} bytes`);
  },
  unsupportedContentType(got: string | undefined, send: string): ApiError {
    const what = got === undefined || got === '' ? 'no content type' : `content type ${quote(got, 60)}`;
    return apiError(415, `${what} is not supported: send ${send}`);
  },
  /** A body that is not JSON (or empty), with an example of one that is. */
  notJson(text: string, reason: string, example: string): ApiError {
    const what = text.trim() === '' ? 'empty' : `not valid JSON (${reason.slice(0, 100)})`;
    return apiError(400, `the request body is ${what}: send ${example}`);
  },
  /** A body the schema refuses: every problem, with its path. */
  invalidBody(problems: readonly string[], status: 400 | 422 = 400): ApiError {
    return apiError(status, `the request body is not valid: ${problems.join('; ')}`);
  },
  missingAuthorization(): ApiError {
    return apiError(401, 'the Authorization header is missing: send "Authorization: Bearer <token>"');
  },
  badAuthorization(): ApiError {
    return apiError(401, 'the Authorization header must be "Bearer <token>" with a non-empty token');
  },
  /** A token `--auth strict` does not take, and why. */
  tokenRefused(reason: string): ApiError {
    return apiError(401, `${reason}; get one from POST /oauth/access_token`);
  },
  /** An `EP-Account-Management-Authentication-Token` that is missing where needed, unknown here, or expired. */
  accountTokenRefused(reason: string): ApiError {
    return apiError(
      401,
      `${reason}: send EP-Account-Management-Authentication-Token with a token from POST /v2/account-members/tokens`,
    );
  },
  /** Account member credentials `--auth strict` does not take, and which ones it does. */
  accountCredentialsRefused(why: string, use: string): ApiError {
    return apiError(401, `${why} (--auth strict): ${use}`);
  },
  implicitTokenOnKeys(): ApiError {
    return apiError(403, 'an implicit-grant token cannot use application keys: use grant_type client_credentials');
  },
  /** A session the emulator dropped on its own (past its limits): a request to it is told so, never served the world. */
  sessionGone(why: string, session: string): ApiError {
    return apiError(
      410,
      `${why}; DELETE /__emulator/sessions/${session} or POST /__emulator/reset starts it anew, or use another session`,
    );
  },
  /** A token `--auth strict` issued for a key that does not exist in the request's scenario and session. */
  tokenElsewhere(
    issuedIn: { scenario: string; session: string },
    here: { scenario: string; session: string },
  ): ApiError {
    return apiError(
      401,
      `the access token was issued for an application key of scenario ${issuedIn.scenario}, session ${issuedIn.session}, which does not exist in scenario ${here.scenario}, session ${here.session} (--auth strict); get a token there, or use the store's own credentials, which work everywhere`,
    );
  },
  /** A write the rules refuse (a 409 conflict, or a 422 move that is not allowed), with the reason. */
  refused(detail: string, status: 409 | 422 = 409): ApiError {
    return apiError(status, detail);
  },
  /** `--proxy`: the real store did not answer a forwarded request (refused, unknown host, timed out, cut off). */
  realStoreUnreachable(url: string, reason: string): ApiError {
    return apiError(502, `the real store at ${url.slice(0, 200)} could not be reached: ${reason.slice(0, 200)}`);
  },
  /** A fault of ours, never the user's input: still answered in the envelope rather than a dropped connection. */
  unexpected(error: unknown): ApiError {
    return apiError(500, `the emulator failed unexpectedly: ${(error as Error)?.message ?? String(error)}`);
  },
} as const;
