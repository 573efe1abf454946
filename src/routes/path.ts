import { errors } from '../http/errors.js';

/** A path pattern compiled once: its segments, and for each the parameter it names (`:id` gives `id`) or null. */
export interface PathPattern {
  readonly path: string;
  readonly segments: readonly string[];
  readonly names: readonly (string | null)[];
  /**
   * Each segment as a regular expression source with no capturing group (a parameter as `[^/]+`): the route table
   * builds its MSW predicate of them.
   */
  readonly parts: readonly string[];
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The one compiler of the path syntax: `/v2/application-keys/:id`. */
export function compilePath(path: string): PathPattern {
  if (!path.startsWith('/')) throw new Error(`path pattern ${path} must start with /`);
  const segments = path.split('/').slice(1);
  const names = segments.map((segment) => (segment.startsWith(':') ? segment.slice(1) : null));
  // No capturing groups: the table joins these into one expression that only tests whether a path is the API's.
  const parts = segments.map((segment, i) => (names[i] === null ? escapeRegExp(segment) : '[^/]+'));
  return { path, segments, names, parts };
}

/**
 * Whether `segments` (a request path split at `/`, the empty one before its first `/` kept: the split is not copied
 * to drop it) fit `pattern`: literal segments equal, parameters non-empty.
 */
export function fitsPath(pattern: PathPattern, segments: readonly string[]): boolean {
  const { segments: literal, names } = pattern;
  if (literal.length !== segments.length - 1) return false;
  for (let i = 0; i < literal.length; i++) {
    if (names[i] === null ? literal[i] !== segments[i + 1] : segments[i + 1] === '') return false;
  }
  return true;
}

/**
 * The parameters of `segments` (a request path split at `/`, as `fitsPath` takes it) under `pattern`, decoded, or undefined when it does not
 * match. Literal segments are compared first: most candidates fail there, before any parameter is decoded.
 */
export function matchPath(pattern: PathPattern, segments: readonly string[]): Record<string, string> | undefined {
  if (!fitsPath(pattern, segments)) return undefined;
  const { segments: literal, names } = pattern;
  // Names are the route table's own (`id`), never a prototype's: a plain object keeps the engine's fast layout.
  const params: Record<string, string> = {};
  for (let i = 0; i < literal.length; i++) {
    const name = names[i];
    if (name != null) params[name] = decodeSegment(segments[i + 1] as string);
  }
  return params;
}

function decodeSegment(segment: string): string {
  if (!segment.includes('%')) return segment;
  try {
    return decodeURIComponent(segment);
  } catch {
    throw errors.malformedEscape('path segment', segment);
  }
}
