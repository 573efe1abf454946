import { apiError } from '../http/errors.js';
import { buildQuery, type Query } from '../http/query.js';

export const OFFSET = 'page[offset]';
export const LIMIT = 'page[limit]';
/** The page parameters every list takes. */
export const PAGE_PARAMS = [OFFSET, LIMIT] as const;

/** Reads one bounded integer page parameter: digits only, so `-0`, `1e3`, `0x10`, ` 5` and `NaN` are refused. */
function pageParam(query: Query, name: string, fallback: number, min: number, max: number): number {
  const text = query.get(name);
  if (text === undefined) return fallback;
  const value = /^\d{1,6}$/.test(text) ? Number(text) : Number.NaN;
  if (!(value >= min && value <= max)) {
    throw apiError(400, `${name} must be an integer from ${min} to ${max}, got "${text.slice(0, 40)}"`);
  }
  return value;
}

/** `page[offset]` (default 0, 0..10000) and `page[limit]` (default 25, 1..100). */
export function pageParams(query: Query): { offset: number; limit: number } {
  return { limit: pageParam(query, LIMIT, 25, 1, 100), offset: pageParam(query, OFFSET, 0, 0, 10_000) };
}

/**
 * A list's links, absolute and valid URIs, each keeping the request's other query parameters (the scenario flag
 * included) so that following `next` stays in the same world.
 */
export function pageLinks(base: string, query: Query, offset: number, limit: number, total: number) {
  const pages = Math.ceil(total / limit);
  const kept = query.pairs.filter((pair) => pair.key !== OFFSET && pair.key !== LIMIT);
  const link = (at: number) => `${base}${buildQuery(kept, { [OFFSET]: at, [LIMIT]: limit })}`;
  return {
    current: link(offset),
    first: link(0),
    last: link(Math.max(0, (pages - 1) * limit)),
    next: offset + limit >= total ? null : link(offset + limit),
    prev: offset === 0 ? null : link(Math.max(0, offset - limit)),
  };
}
