import { buildQuery, type Query } from '../http/query.js';
import type { ApiRequest } from '../http/types.js';
import type { Found } from '../store/records.js';
import type { View } from '../store/view.js';
import type { Renderer } from './renderer.js';

export const OFFSET = 'page[offset]';
export const LIMIT = 'page[limit]';
/** The furthest a page may start, as the documents have it: no link points further. */
export const MAX_OFFSET = 10_000;

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
 * included) so that following `next` stays in the same world. None points past the furthest offset a request may
 * give (10,000): `last` is the last page that can be asked for, and `next` is null from there.
 */
export function pageLinks(base: string, query: Query, { offset, limit }: Window, total: number) {
  const pages = Math.ceil(total / limit);
  const kept = query.pairs.filter((pair) => pair.key !== OFFSET && pair.key !== LIMIT);
  const link = (at: number) => `${base}${buildQuery(kept, { [OFFSET]: at, [LIMIT]: limit })}`;
  return {
    current: link(offset),
    first: link(0),
    last: link(Math.max(0, Math.min((pages - 1) * limit, MAX_OFFSET))),
    next: offset + limit >= total || offset + limit > MAX_OFFSET ? null : link(offset + limit),
    prev: offset === 0 ? null : link(Math.max(0, offset - limit)),
  };
}

/** Bases made, by origin and then by path (a pure function of the two: any emulator may share them). */
const bases = new Map<string, Map<string, string>>();

/**
 * The request's path as its links write it: its origin, and no trailing slash. Kept by origin and path, strings whose
 * hashes the engine holds by then (the origin is the adapter's own, the path was looked up by the route matcher), so
 * that a list's body is found in the cache without a new string joined and hashed on every read.
 */
export function listBase(request: ApiRequest): string {
  const { origin, path } = request;
  let byPath = bases.get(origin);
  if (byPath === undefined) {
    if (bases.size >= 100) bases.clear();
    byPath = new Map();
    bases.set(origin, byPath);
  }
  let base = byPath.get(path);
  if (base === undefined) {
    if (byPath.size >= 1000) byPath.clear();
    base = `${origin}${path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path}`;
    byPath.set(path, base);
  }
  return base;
}

/** The records of one window of a list, each serialised once, as a JSON array. */
export function pageData<T>(found: Found<T>, { offset, limit }: Window, json: (record: T) => string): string {
  const end = Math.min(found.total, offset + limit);
  const items: string[] = [];
  for (let index = offset; index < end; index++) items.push(json(found.at(index)));
  return `[${items.join(',')}]`;
}

/**
 * How a list of another document than the Subscriptions API's writes its page: `next` and `prev` left out at the ends
 * rather than null (the Integrations document's links are plain strings, "not present" there), and `results` at the
 * top as well as in `meta` (where that document has it).
 */
export interface ListStyle {
  absentLinks?: 'omitted';
  topResults?: boolean;
}

/** A page's links, `next` and `prev` left out rather than null where the style says so. */
export function styledLinks(links: ReturnType<typeof pageLinks>, style: ListStyle = {}): Record<string, string | null> {
  if (style.absentLinks !== 'omitted') return links;
  const out: Record<string, string> = {};
  for (const [name, link] of Object.entries(links)) if (link !== null) out[name] = link;
  return out;
}

/**
 * A page of a list as every list of the API answers it: `data` cut by the window, `included` when asked for, links on
 * the path as asked (with or without `/v2`), `meta.page` and `meta.results.total`. Cached under the view and `key`,
 * which names what the body depends on besides the view and the request's URL.
 */
export function listBody<T>(
  render: Renderer,
  view: View,
  request: ApiRequest,
  query: Query,
  page: {
    key: string;
    window: Window;
    found: () => Found<T>;
    item: (record: T) => string;
    /** The `included` object's JSON for the records on the page, or undefined for none. */
    included?: (records: T[]) => string | undefined;
    style?: ListStyle;
  },
): string {
  const base = listBase(request);
  return render.body(view, page.key, base, request.query, () => {
    const found = page.found();
    const { window } = page;
    const data = pageData(found, window, page.item);
    let included = '';
    if (page.included !== undefined) {
      const records: T[] = [];
      const end = Math.min(found.total, window.offset + window.limit);
      for (let index = window.offset; index < end; index++) records.push(found.at(index));
      const json = page.included(records);
      if (json !== undefined) included = `,"included":${json}`;
    }
    const links = JSON.stringify(styledLinks(pageLinks(base, query, window, found.total), page.style));
    const results = page.style?.topResults ? `,"results":{"total":${found.total}}` : '';
    const meta = JSON.stringify({ page: pageMeta(window, found.total), results: { total: found.total } });
    return `{"data":${data}${included},"links":${links}${results},"meta":${meta}}`;
  });
}

/** Records of a list made at once (a record's children), as a `Found`. */
export function foundOf<T>(records: readonly T[]): Found<T> {
  return { total: records.length, at: (index) => records[index] as T };
}
