import { apiError } from '../http/errors.js';
import { parseQuery } from '../http/query.js';
import { STORE_CREDENTIALS } from '../store/ids.js';
import type { Route, RouteContext } from './context.js';
import { ok } from './respond.js';

type Grant = 'implicit' | 'client_credentials';

/** Tokens last an hour, by the wall clock: SDKs compare `expires` with their own clock, so `--now` does not apply. */
const LIFETIME_SECONDS = 3600;
/** Tokens kept for `--auth strict`; the oldest are forgotten past this, so a long run cannot grow without end. */
const MAX_TOKENS = 10_000;

/** Who a token was issued to: the grant, and the client id in the world and session it was asked for. */
export interface TokenOwner {
  grant: Grant;
  clientId: string;
  scenario: string;
  session: string;
}

/** Tokens this emulator issued, for `--auth strict`. */
export class TokenStore {
  readonly #tokens = new Map<string, TokenOwner & { expires: number }>();

  issue(owner: TokenOwner): { token: string; expires: number } {
    const bytes = crypto.getRandomValues(new Uint8Array(20));
    const token = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
    const expires = Math.floor(Date.now() / 1000) + LIFETIME_SECONDS;
    if (this.#tokens.size >= MAX_TOKENS) this.#tokens.delete(this.#tokens.keys().next().value as string);
    this.#tokens.set(token, { ...owner, expires });
    return { token, expires };
  }

  /** Who a live token this emulator issued belongs to, or why it is refused. */
  check(token: string): TokenOwner | { refused: string } {
    const entry = this.#tokens.get(token);
    if (entry === undefined) return { refused: 'the access token was not issued by this emulator (--auth strict)' };
    if (entry.expires * 1000 <= Date.now()) return { refused: 'the access token has expired: request a new one' };
    return entry;
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

/**
 * `--auth strict`: a client_credentials grant names the store's credentials or a key's client id and secret in the
 * request's world; an implicit grant names an existing client id. Anything else is a 401.
 */
async function checkCredentials(context: RouteContext, grant: Grant, clientId: string, secret: string | undefined) {
  if (
    clientId === STORE_CREDENTIALS.client_id &&
    (grant === 'implicit' || secret === STORE_CREDENTIALS.client_secret)
  ) {
    return;
  }
  const view = await context.view();
  if (view.keyByCredentials(clientId, grant === 'implicit' ? undefined : secret) !== undefined) return;
  const what =
    grant === 'implicit'
      ? `no application key has client_id "${clientId.slice(0, 60)}"`
      : 'the client_id and client_secret do not match an application key';
  throw apiError(
    401,
    `${what} in scenario ${context.scenario}, session ${context.session} (--auth strict); the store's own credentials are ${STORE_CREDENTIALS.client_id} / ${STORE_CREDENTIALS.client_secret}`,
  );
}

async function issueToken(context: RouteContext) {
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
  const clientId = fields.get('client_id') as string;
  if (context.auth === 'strict') await checkCredentials(context, grant, clientId, fields.get('client_secret'));
  const { scenario, session } = context;
  const { token, expires } = context.tokens.issue({ grant, clientId, scenario, session });
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
  {
    operation: 'createAccessToken',
    method: 'POST',
    path: '/oauth/access_token',
    auth: 'none',
    params: [],
    handle: issueToken,
  },
];
