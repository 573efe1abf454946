import type { z } from 'zod';
import type { ApiVersion } from '../catalog/types.js';
import type { EventsPort } from '../events/types.js';
import type { Query } from '../http/query.js';
import type { ApiRequest, ApiResponse } from '../http/types.js';
import type { Renderer } from '../render/renderer.js';
import type { AccountTokenStore } from '../store/account-tokens.js';
import type { Session } from '../store/session.js';
import type { TokenStore } from '../store/tokens.js';
import type { View } from '../store/view.js';
import { compilePath, type PathPattern } from './path.js';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export { API_VERSIONS, type ApiVersion } from '../catalog/types.js';

/** How the API checks bearer tokens: `any` non-empty one, `strict`ly only the ones issued here, or `off`. */
export type AuthMode = 'any' | 'strict' | 'off';

/** `none`; `bearer`: needs `Authorization: Bearer <token>`; `bearer-client-credentials`: in strict mode also refuses implicit-grant tokens (403). */
export type RouteAuth = 'none' | 'bearer' | 'bearer-client-credentials';

/** The parameters a path pattern names: `/a/:id/b/:other` gives `{ id: string; other: string }`. */
export type PathParams<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? { readonly [K in Name]: string } & PathParams<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? { readonly [K in Name]: string }
    : Record<never, string>;

/** A JSON Schema fragment for the OpenAPI document (a query parameter's type and bounds). */
export type OpenApiSchema = Readonly<Record<string, unknown>>;

/** A query parameter an endpoint reads: its name, meaning and bounds; the endpoint reads its value with `read`. */
export interface QueryParam<T = unknown> {
  readonly name: string;
  readonly description: string;
  readonly schema: OpenApiSchema;
  /** The value in a query, checked (a 400 from the error catalogue when it is out of bounds). */
  read(query: Query): T;
}

/**
 * How a body may come: JSON (`application/json` or any `+json`), a form (`application/x-www-form-urlencoded`), or
 * `multipart/form-data` (an upload: each part's text by its name).
 */
export type BodyType = 'json' | 'form' | 'multipart';

/** A request body an endpoint reads: the pipeline reads, parses and validates it before the endpoint runs. */
export interface BodySpec<T> {
  readonly schema: z.ZodType<T>;
  /** What a valid body looks like, shown in the 400 for one that is not JSON. */
  readonly example: string;
  /** The content types taken, the first the one the OpenAPI document names (default `['json']`). */
  readonly types?: readonly BodyType[];
  /** The largest body read, in bytes; past it the answer is a 413 (default 16 KiB). */
  readonly maxBytes?: number;
  /** The status of a body the schema refuses, where its document gives one of its own (default 400). */
  readonly invalidStatus?: 422;
}

/** What the endpoint answers when it succeeds: the status and the body's schema (`null` for no body). */
export interface Success {
  readonly status: 200 | 201 | 204;
  readonly schema: z.ZodType | null;
  readonly description: string;
  /** When the endpoint also answers a 204 with no body (a relationship removed), what that means. */
  readonly noContent?: string;
}

/** What an endpoint gets: the request, its path parameters, query and body, and the state it reads and writes. */
export interface RouteContext<Params = Readonly<Record<string, string>>, Body = unknown> {
  readonly request: ApiRequest;
  readonly params: Params;
  readonly query: Query;
  /** The body, read and validated against the route's body schema (undefined for a route without one). */
  readonly body: Body;
  readonly scenario: string;
  readonly session: string;
  /** Whether the request named its scenario and its session itself (a query flag or a header). */
  readonly named: { readonly scenario: boolean; readonly session: boolean };
  readonly strictParams: boolean;
  readonly auth: AuthMode;
  /** The API version this emulator answers as. */
  readonly version: ApiVersion;
  readonly tokens: TokenStore;
  /** Account management tokens (`EP-Account-Management-Authentication-Token`) issued here. */
  readonly accountTokens: AccountTokenStore;
  /** Builds and caches every answer's body. */
  readonly render: Renderer;
  /** The emulator's events: integration logs and jobs, and the events of refused writes. */
  readonly events: EventsPort;
  /** What the request reads: the scenario's world (built on first use), or the session's writes over it. */
  view(): View;
  /** The view of another world, by scenario and session name (a 400 for an unknown scenario or a bad session name). */
  viewIn(scenario: string, session: string): View;
  /** The session of `scenario` holding a key made there with this client id, if one does. */
  sessionWithKey(scenario: string, clientId: string): string | undefined;
  /**
   * Runs a write in the request's session (made for it when there is none), and gives what `change` returns. A
   * write the rules refuse throws, and a session made for it is forgotten.
   */
  write<T>(change: (session: Session) => T): Promise<T>;
}

/** One endpoint as written in a route file: its contract and its handler. */
export interface RouteSpec<P extends string, B> {
  /** What the endpoint does, as an OpenAPI operation id (`listSubscriptions`). */
  readonly operation: string;
  readonly method: Method;
  /** Path pattern; `:name` matches one non-empty segment. */
  readonly path: P;
  /** The same endpoint at other paths with the same parameters (the seed's paths without `/v2`). */
  readonly aliases?: readonly string[];
  /** One line for the OpenAPI document. */
  readonly summary: string;
  readonly auth: RouteAuth;
  /** The API versions that have this endpoint (default both). */
  readonly versions?: readonly ApiVersion[];
  /** Query parameters the endpoint reads; with `--strict-params` any other is a 400. */
  readonly query?: readonly QueryParam[];
  readonly body?: BodySpec<B>;
  readonly success: Success;
  /**
   * Error statuses of the endpoint's own (404 for a record, 409, 422); the ones every route can answer are added
   * from the rest of the contract (400, 401, 403, 413, 415, 429, 500).
   */
  readonly errors?: readonly number[];
  handle(context: RouteContext<PathParams<P>, B>): Promise<ApiResponse> | ApiResponse;
}

/** One endpoint of the route table: its spec with its paths compiled. */
export interface Route extends RouteSpec<string, unknown> {
  /** The path and its aliases, compiled once: what the matcher, the MSW predicate and the OpenAPI document read. */
  readonly paths: readonly PathPattern[];
  /** Every error status the endpoint can answer. */
  readonly statuses: readonly number[];
  handle(context: RouteContext): Promise<ApiResponse> | ApiResponse;
}

const DEFAULT_BODY_BYTES = 16 * 1024;

/** The largest body a route reads. */
export function bodyLimit(route: Route): number {
  return route.body?.maxBytes ?? DEFAULT_BODY_BYTES;
}

/**
 * One endpoint, framework-free: its contract (method, paths, parameters, body, answers) and its handler. The
 * matcher, the MSW predicate, the `Allow` and CORS lists and the OpenAPI document all read what this returns.
 * @example
 * export const getKey = defineRoute({ operation: 'getApplicationKey', method: 'GET', path: '/v2/application-keys/:id', ... })
 */
export function defineRoute<const P extends string, B = undefined>(spec: RouteSpec<P, B>): Route {
  const paths = [spec.path, ...(spec.aliases ?? [])].map(compilePath);
  const named = (pattern: PathPattern) => JSON.stringify(pattern.names.filter((name) => name !== null));
  for (const alias of paths.slice(1)) {
    if (named(alias) !== named(paths[0] as PathPattern)) {
      throw new Error(`route ${spec.operation}: alias ${alias.path} does not name the parameters of ${spec.path}`);
    }
  }
  const statuses = new Set<number>([400, 410, 429, 500, ...(spec.errors ?? [])]);
  if (spec.auth !== 'none') statuses.add(401);
  if (spec.auth === 'bearer-client-credentials') statuses.add(403);
  if (spec.body !== undefined) {
    statuses.add(413);
    statuses.add(415);
    if (spec.body.invalidStatus !== undefined) statuses.add(spec.body.invalidStatus);
  }
  return {
    ...spec,
    paths,
    statuses: [...statuses].sort(),
    handle: spec.handle as Route['handle'],
  };
}

/** The seed's path for a `/v2` path: the same without `/v2`, which the seed writes for every subscription path. */
export function withoutV2(path: string): string {
  return path.replace(/^\/v2(?=\/)/, '');
}

/** A route's `path` and `aliases` for a `/v2` path also served without `/v2` (every subscriptions path is). */
export const paths = <P extends string>(path: P) => ({ path, aliases: [withoutV2(path)] });
