import { errors } from '../http/errors.js';
import type { AuthMode, Route } from '../routes/contract.js';
import type { Scenario } from '../scenarios/types.js';
import type { Store } from '../store/store.js';
import type { TokenOwner, TokenStore } from '../store/tokens.js';
import { keyByCredentials } from '../store/view.js';
import { STORE_CREDENTIALS } from '../world/ids.js';

/** What the auth step reads. */
export interface AuthContext {
  mode: AuthMode;
  tokens: TokenStore;
  store: Store;
  scenarios: ReadonlyMap<string, Scenario>;
}

/**
 * The auth step: `any` takes any non-empty bearer token; `strict` only tokens issued here, for a key that exists in
 * the request's world (a world's key in every session of its scenario, a key made in a session in that session
 * only), implicit-grant tokens not on application keys; `off` takes anything.
 */
export function authorize(
  context: AuthContext,
  route: Route,
  token: string | null | undefined,
  world: { scenario: Scenario; session: string },
): void {
  if (route.auth === 'none' || context.mode === 'off') return;
  if (token === null) throw errors.missingAuthorization();
  if (token === undefined) throw errors.badAuthorization();
  if (context.mode !== 'strict') return;
  const owner = context.tokens.check(token);
  if ('refused' in owner) throw errors.tokenRefused(owner.refused);
  if (owner.clientId !== STORE_CREDENTIALS.client_id) keyIsThere(context, owner, world);
  if (route.auth === 'bearer-client-credentials' && owner.grant === 'implicit') throw errors.implicitTokenOnKeys();
}

/** A token's key exists in the request's world; else a 401 that says whether it was deleted or lives elsewhere. */
function keyIsThere(
  context: AuthContext,
  owner: TokenOwner,
  { scenario, session }: { scenario: Scenario; session: string },
) {
  if (keyByCredentials(context.store.view(scenario, session), owner.clientId) !== undefined) return;
  const issuedIn = context.scenarios.get(owner.scenario);
  const there = issuedIn && keyByCredentials(context.store.view(issuedIn, owner.session), owner.clientId);
  if (there === undefined)
    throw errors.tokenRefused('the application key this access token was issued to has been deleted');
  throw errors.tokenElsewhere(owner, { scenario: scenario.name, session });
}
