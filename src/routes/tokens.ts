import { apiError } from '../http/errors.js';
import { parseQuery } from '../http/query.js';
import type { Route, RouteContext } from './context.js';
import { ok } from './respond.js';

type Grant = 'implicit' | 'client_credentials';

/** Tokens last an hour, by the wall clock: SDKs compare `expires` with their own clock, so `--now` does not apply. */
const LIFETIME_SECONDS = 3600;
/** Tokens kept for `--auth strict`; the oldest are forgotten past this, so a long run cannot grow without end. */
const MAX_TOKENS = 10_000;

/** Tokens this emulator issued, for `--auth strict`. */
export class TokenStore {
  readonly #tokens = new Map<string, { grant: Grant; expires: number }>();

  issue(grant: Grant): { token: string; expires: number } {
    const bytes = crypto.getRandomValues(new Uint8Array(20));
    const token = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
    const expires = Math.floor(Date.now() / 1000) + LIFETIME_SECONDS;
    if (this.#tokens.size >= MAX_TOKENS) this.#tokens.delete(this.#tokens.keys().next().value as string);
    this.#tokens.set(token, { grant, expires });
    return { token, expires };
  }

  /** The grant of a live token this emulator issued, or why it is refused. */
  check(token: string): { grant: Grant } | { refused: string } {
    const entry = this.#tokens.get(token);
    if (entry === undefined) return { refused: 'the access token was not issued by this emulator (--auth strict)' };
    if (entry.expires * 1000 <= Date.now()) return { refused: 'the access token has expired: request a new one' };
    return { grant: entry.grant };
  }

  clear(): void {
    this.#tokens.clear();
  }
}

const FORM = 'application/x-www-form-urlencoded';

/** The token request's fields, from a form body (what SDKs send) or a JSON object (what people try with curl). */
function readFields({ request }: RouteContext): Map<string, string> {
  const type = (request.header('content-type') ?? FORM).split(';')[0]?.trim().toLowerCase();
  const body = request.body ?? '';
  if (type === FORM) {
    const query = parseQuery(body);
    for (const { key } of query.pairs) {
      if (query.repeated(key)) throw apiError(400, `parameter "${key.slice(0, 40)}" is given twice: give it once`);
    }
    return new Map(query.pairs.map(({ key, value }) => [key, value]));
  }
  if (type === 'application/json') {
    let parsed: unknown;
    try {
      parsed = JSON.parse(body);
    } catch {
      throw apiError(400, 'the request body is not valid JSON');
    }
    if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
      throw apiError(400, 'the request body must be a JSON object of grant_type, client_id and client_secret');
    }
    const fields = new Map<string, string>();
    for (const [key, value] of Object.entries(parsed)) if (typeof value === 'string') fields.set(key, value);
    return fields;
  }
  throw apiError(415, `content type "${type?.slice(0, 60)}" is not supported: send ${FORM}`);
}

function issueToken(context: RouteContext) {
  const fields = readFields(context);
  const grant = fields.get('grant_type');
  const required = (name: string) => {
    if (!fields.get(name)) throw apiError(400, `${name} is required for grant_type ${grant}`);
  };
  if (grant === 'implicit') {
    required('client_id');
  } else if (grant === 'client_credentials') {
    required('client_id');
    required('client_secret');
  } else {
    const got = grant === undefined ? 'none was given' : `got "${grant.slice(0, 40)}"`;
    throw apiError(400, `grant_type must be implicit or client_credentials: ${got}`);
  }
  const { token, expires } = context.tokens.issue(grant);
  return ok(
    JSON.stringify({
      access_token: token,
      token_type: 'Bearer',
      expires,
      expires_in: LIFETIME_SECONDS,
      identifier: grant,
    }),
  );
}

export const tokenRoutes: Route[] = [
  { method: 'POST', path: '/oauth/access_token', auth: 'none', params: [], handle: issueToken },
];
