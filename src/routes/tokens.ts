import { apiError, errors } from '../http/errors.js';
import { accessTokenRequestSchema, tokenResponseSchema } from '../schemas/index.js';
import { type Grant, TOKEN_LIFETIME_SECONDS } from '../store/tokens.js';
import { keyByCredentials } from '../store/view.js';
import { STORE_CREDENTIALS } from '../world/ids.js';
import { defineRoute, type RouteContext } from './contract.js';
import { ok } from './respond.js';

/**
 * `--auth strict`: a client_credentials grant names the store's credentials or a key's client id and secret in the
 * request's world; an implicit grant names an existing client id. Anything else is a 401.
 */
function checkCredentials(
  context: RouteContext,
  world: { scenario: string; session: string },
  { grant, clientId, secret }: { grant: Grant; clientId: string; secret: string | undefined },
): void {
  if (
    clientId === STORE_CREDENTIALS.client_id &&
    (grant === 'implicit' || secret === STORE_CREDENTIALS.client_secret)
  ) {
    return;
  }
  const view = context.viewIn(world.scenario, world.session);
  if (keyByCredentials(view, clientId, grant === 'implicit' ? undefined : secret) !== undefined) return;
  const what =
    grant === 'implicit'
      ? `no application key has client_id "${clientId.slice(0, 60)}"`
      : 'the client_id and client_secret do not match an application key';
  throw apiError(
    401,
    `${what} in scenario ${world.scenario}, session ${world.session} (--auth strict); the store's own credentials are ${STORE_CREDENTIALS.client_id} / ${STORE_CREDENTIALS.client_secret}`,
  );
}

/**
 * The world a token remembers, for its requests that name none: the `scenario` and `session` fields, else the token
 * request's own flags, else (for the session) the session where the key was made, else the current ones.
 */
function rememberedWorld(context: RouteContext, fields: { scenario?: string; session?: string }, clientId: string) {
  const scenario = fields.scenario ?? context.scenario;
  context.viewIn(scenario, context.session); // an unknown scenario field is a 400
  const session =
    fields.session ??
    (context.named.session ? context.session : (context.sessionWithKey(scenario, clientId) ?? context.session));
  return { scenario, session };
}

const createAccessToken = defineRoute({
  operation: 'createAccessToken',
  method: 'POST',
  path: '/oauth/access_token',
  summary: 'Get an access token',
  auth: 'none',
  body: {
    schema: accessTokenRequestSchema,
    example: 'grant_type=client_credentials&client_id=...&client_secret=...',
    types: ['form', 'json'],
  },
  success: { status: 200, schema: tokenResponseSchema, description: 'A token' },
  handle(context) {
    const { grant_type: grant, client_id: clientId, client_secret: secret } = context.body;
    if (grant === 'client_credentials' && !secret) throw errors.required('client_secret', `for grant_type ${grant}`);
    const world = rememberedWorld(context, context.body, clientId);
    if (context.auth === 'strict') checkCredentials(context, world, { grant, clientId, secret });
    const { token, expires } = context.tokens.issue({ grant, clientId, ...world });
    const answer = {
      access_token: token,
      token_type: 'Bearer',
      expires,
      expires_in: TOKEN_LIFETIME_SECONDS,
      identifier: grant,
    };
    return ok(JSON.stringify(answer));
  },
});

export const tokenRoutes = [createAccessToken];
