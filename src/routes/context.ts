import type { Query } from '../http/query.js';
import type { ApiRequest, ApiResponse } from '../http/types.js';
import type { Session } from '../store/session.js';
import type { View } from '../store/view.js';
import type { TokenStore } from './tokens.js';

export type AuthMode = 'any' | 'strict' | 'off';

/** What an endpoint gets: the request, its decoded path parameters and query, and the state it reads and writes. */
export interface RouteContext {
  request: ApiRequest;
  params: Record<string, string>;
  query: Query;
  scenario: string;
  session: string;
  strictParams: boolean;
  auth: AuthMode;
  tokens: TokenStore;
  /** What the request reads: the scenario's world (built on first use), or the session's writes over it. */
  view(): View | Promise<View>;
  /** The session a write goes to, made on first use. */
  write(): Promise<Session>;
}

/** One endpoint, framework-free. */
export interface Route {
  /** What the endpoint does, as an OpenAPI operation id (`listSubscriptions`); the `/v2` and seed paths share one. */
  operation: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Path pattern; `:name` matches one non-empty segment. */
  path: string;
  /** `bearer`: needs `Authorization: Bearer <token>`; `bearer-client-credentials`: in strict mode also refuses implicit-grant tokens (403). */
  auth: 'none' | 'bearer' | 'bearer-client-credentials';
  /** Query parameters the endpoint reads; with `--strict-params` any other is a 400. */
  params: readonly string[];
  handle(context: RouteContext): Promise<ApiResponse> | ApiResponse;
}
