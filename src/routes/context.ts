import type { Query } from '../http/query.js';
import type { ApiRequest, ApiResponse } from '../http/types.js';
import type { World } from '../store/world.js';
import type { TokenStore } from './tokens.js';

export type AuthMode = 'any' | 'strict' | 'off';

/** What an endpoint gets: the request, its decoded path parameters and query, and the scenario's world. */
export interface RouteContext {
  request: ApiRequest;
  params: Record<string, string>;
  query: Query;
  scenario: string;
  strictParams: boolean;
  auth: AuthMode;
  tokens: TokenStore;
  /** The scenario's world, built on first use. */
  world(): Promise<World>;
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
