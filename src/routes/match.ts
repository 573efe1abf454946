import { apiError } from '../http/errors.js';
import type { Route } from './context.js';

interface Matched {
  readonly route: Route;
  readonly params: Readonly<Record<string, string>>;
}

interface Compiled {
  route: Route;
  segments: string[];
  /** For each segment, the parameter's name (`:id` gives `id`), or null for a literal segment. */
  names: (string | null)[];
}

/** Finds the route for a method and raw path: 404 for an unknown path, 405 (with `Allow`) for a wrong method. */
export function createMatcher(routes: readonly Route[]) {
  // Routes by segment count: a path is only ever compared with the routes of its own length.
  const bySize = new Map<number, Compiled[]>();
  for (const route of routes) {
    const segments = route.path.split('/').slice(1);
    const list = bySize.get(segments.length) ?? [];
    const names = segments.map((segment) => (segment.startsWith(':') ? segment.slice(1) : null));
    list.push({ route, segments, names });
    bySize.set(segments.length, list);
  }

  // Paths read lately, by method: clients read the same few again and again. Matches are read-only. Writes are
  // matched afresh: their paths name records just made or about to go, and would only push reads out.
  const matched = new Map<string, Map<string, Matched>>();
  let size = 0;

  return function match(method: string, rawPath: string): Matched {
    if (method !== 'GET' && method !== 'HEAD') return find(method, rawPath);
    let known = matched.get(method);
    const hit = known?.get(rawPath);
    if (hit !== undefined) return hit;
    const found = find(method, rawPath);
    if (rawPath.length > 512) return found; // not worth keeping
    if (size >= 1000) {
      matched.clear();
      size = 0;
      known = undefined;
    }
    if (known === undefined) {
      known = new Map();
      matched.set(method, known);
    }
    known.set(rawPath, found);
    size++;
    return found;
  };

  function find(method: string, rawPath: string): Matched {
    // One trailing slash is allowed: /v2/application-keys/ is /v2/application-keys.
    const path = rawPath.length > 1 && rawPath.endsWith('/') ? rawPath.slice(0, -1) : rawPath;
    const segments = path.split('/').slice(1);
    const allowed: string[] = [];
    for (const candidate of bySize.get(segments.length) ?? []) {
      const params = matchSegments(candidate, segments);
      if (params === undefined) continue;
      const { route } = candidate;
      if (route.method === method || (route.method === 'GET' && method === 'HEAD')) {
        return Object.freeze({ route, params: Object.freeze(params) });
      }
      allowed.push(route.method === 'GET' ? 'GET, HEAD' : route.method);
    }
    if (allowed.length > 0) {
      throw apiError(405, `${method.slice(0, 20)} is not allowed on ${path.slice(0, 200)}: use ${allowed.join(', ')}`, {
        headers: { Allow: allowed.join(', ') },
      });
    }
    throw apiError(404, `no endpoint at ${path.slice(0, 200)}: see the README for the emulated endpoints`);
  }
}

function matchSegments({ segments: pattern, names }: Compiled, segments: string[]): Record<string, string> | undefined {
  if (pattern.length !== segments.length) return undefined;
  // Literal segments first: most candidates fail there, before any parameter is decoded.
  for (let i = 0; i < pattern.length; i++) {
    if (names[i] === null ? pattern[i] !== segments[i] : segments[i] === '') return undefined;
  }
  // Names are the route table's own (`id`), never a prototype's: a plain object keeps the engine's fast layout.
  const params: Record<string, string> = {};
  for (let i = 0; i < pattern.length; i++) {
    const name = names[i];
    if (name != null) params[name] = decodeSegment(segments[i] as string);
  }
  return params;
}

function decodeSegment(segment: string): string {
  if (!segment.includes('%')) return segment;
  try {
    return decodeURIComponent(segment);
  } catch {
    throw apiError(400, `malformed percent-encoding in path segment "${segment.slice(0, 100)}"`);
  }
}
