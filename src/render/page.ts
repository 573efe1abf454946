import { buildQuery, type Query } from '../http/query.js';
import type { ApiRequest } from '../http/types.js';
import type { Found } from '../store/records.js';

export const OFFSET = 'page[offset]';
export const LIMIT = 'page[limit]';

/** A window of a list: where it starts and how many it holds. */
export interface Window {
  offset: number;
  limit: number;
}

/** `meta.page` and the page count for `total` items cut at (offset, limit), as every list gives them. */
export function pageMeta({ offset, limit }: Window, total: number) {
  const pages = Math.ceil(total / limit);
  return { limit, offset, current: Math.floor(offset / limit) + 1, total: pages };
}

/**
 * A list's links, absolute and valid URIs, each keeping the request's other query parameters (the scenario flag
 * included) so that following `next` stays in the same world.
 */
export function pageLinks(base: string, query: Query, { offset, limit }: Window, total: number) {
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

/** The request's path as its links write it: its origin, and no trailing slash. */
export function listBase(request: ApiRequest): string {
  const { path } = request;
  return `${request.origin}${path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path}`;
}

/** The records of one window of a list, each serialised once, as a JSON array. */
export function pageData<T>(found: Found<T>, { offset, limit }: Window, json: (record: T) => string): string {
  const end = Math.min(found.total, offset + limit);
  const items: string[] = [];
  for (let index = offset; index < end; index++) items.push(json(found.at(index)));
  return `[${items.join(',')}]`;
}
