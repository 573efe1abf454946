import { errors } from '../http/errors.js';
import { owned } from '../http/owned.js';
import type { Route } from './contract.js';
import { fitsPath, matchPath, type PathPattern } from './path.js';

/** A route found for a request, with its decoded path parameters. */
export interface Matched {
  readonly route: Route;
  readonly params: Readonly<Record<string, string>>;
}

/** Finds the route for a method and raw path: 404 for an unknown path, 405 (with `Allow`) for a wrong method. */
export type Matcher = (method: string, rawPath: string) => Matched;

/**
 * The route table: the one place that knows the API's paths. The matcher, the MSW predicate, the `Allow` and CORS
 * lists, the OpenAPI document and the fuzz suite's classifier all read it.
 */
export class RouteTable {
  /** Each route's paths by segment count: a request path is only ever compared with patterns of its own length. */
  readonly #bySize = new Map<number, { route: Route; pattern: PathPattern }[]>();

  constructor(readonly routes: readonly Route[]) {
    const seen = new Set<string>();
    for (const route of routes) {
      for (const pattern of route.paths) {
        const key = `${route.method} ${pattern.segments.map((s, i) => (pattern.names[i] === null ? s : ':')).join('/')}`;
        if (seen.has(key)) throw new Error(`route table: ${route.method} ${pattern.path} is served twice`);
        seen.add(key);
        const list = this.#bySize.get(pattern.segments.length) ?? [];
        list.push({ route, pattern });
        this.#bySize.set(pattern.segments.length, list);
      }
    }
  }

  /**
   * A regular expression source that matches every path of the table (and nothing else), for the MSW predicate. The
   * paths are merged segment by segment (`/v2/application-keys` and `/v2/application-keys/:id` share their first two),
   * so that a request is compared with each segment once: a third the length of the paths side by side, and a
   * match in half the time.
   */
  get source(): string {
    const root: SourceNode = { next: new Map(), end: false };
    for (const route of this.routes) {
      for (const pattern of route.paths) {
        let node = root;
        for (const part of pattern.parts) {
          let next = node.next.get(part);
          if (next === undefined) {
            next = { next: new Map(), end: false };
            node.next.set(part, next);
          }
          node = next;
        }
        node.end = true;
      }
    }
    return sourceOf(root);
  }

  /** Every method the table serves. */
  get methods(): string[] {
    return [...new Set(this.routes.map((route) => route.method))];
  }

  /** Every route at a raw path, whatever its method (a trailing slash allowed); parameters are not decoded. */
  routesAt(rawPath: string): Route[] {
    const segments = segmentsOf(rawPath);
    const found: Route[] = [];
    for (const { route, pattern } of this.#bySize.get(segments.length - 1) ?? []) {
      if (fitsPath(pattern, segments)) found.push(route);
    }
    return found;
  }

  /**
   * The route for a method and path, or the 404, the 405 (with `Allow`) or the 400 (a bad escape) it answers. Made
   * for this request alone (a write's path names a record just made or about to go): the matcher freezes what it keeps.
   */
  find(method: string, rawPath: string): Matched {
    const segments = segmentsOf(rawPath);
    const allowed: string[] = [];
    for (const { route, pattern } of this.#bySize.get(segments.length - 1) ?? []) {
      // The method first: a path's other methods only name themselves for a 405, their parameters never decoded.
      if (!fitsPath(pattern, segments)) continue;
      if (route.method === method || (route.method === 'GET' && method === 'HEAD')) {
        return { route, params: matchPath(pattern, segments) as Record<string, string> };
      }
      allowed.push(route.method === 'GET' ? 'GET, HEAD' : route.method);
    }
    const path = withoutSlash(rawPath);
    if (allowed.length > 0) throw errors.methodNotAllowed(method, path, allowed.join(', '));
    throw errors.noEndpoint(path);
  }

  /**
   * A matcher that keeps the reads it matched lately (clients read the same few paths again and again; matches are
   * read-only). Writes are matched afresh: their paths name records just made or about to go. Each pipeline makes
   * its own, so that emulators never share it.
   */
  matcher(): Matcher {
    const matched = new Map<string, Matched>();
    return (method, rawPath) => {
      if (method !== 'GET') return this.find(method, rawPath);
      const hit = matched.get(rawPath);
      if (hit !== undefined) return hit;
      const found = this.find(method, rawPath);
      if (rawPath.length > 512) return found; // not worth keeping
      if (matched.size >= 1000) matched.clear();
      // Kept and handed out again: frozen, so that no request can change what the next one is given. Each value is
      // copied whole: a slice of the path was compared with the records' ids through the engine's slow path.
      const params: Record<string, string> = {};
      for (const name in found.params) params[name] = owned(found.params[name] as string);
      const kept = Object.freeze({ route: found.route, params: Object.freeze(params) });
      matched.set(rawPath, kept);
      return kept;
    };
  }
}

/** One trailing slash is allowed: /v2/application-keys/ is /v2/application-keys. */
function withoutSlash(rawPath: string): string {
  return rawPath.length > 1 && rawPath.endsWith('/') ? rawPath.slice(0, -1) : rawPath;
}

/** A request path split at `/`: the empty segment before its first `/` first (fitsPath reads from the next one). */
function segmentsOf(rawPath: string): string[] {
  return withoutSlash(rawPath).split('/');
}

/** A node of the merged paths: the segments that follow it (as regular expression sources), and whether one ends. */
interface SourceNode {
  readonly next: Map<string, SourceNode>;
  end: boolean;
}

/** The paths under `node` as one source: each following segment, then what follows it; `/?` where a path ends. */
function sourceOf(node: SourceNode): string {
  const branches = [...node.next].map(([part, next]) => `/${part}${sourceOf(next)}`);
  if (node.end) branches.push('/?');
  return branches.length === 1 ? (branches[0] as string) : `(?:${branches.join('|')})`;
}
