import { apiError } from '../http/errors.js';
import { buildQuery, type Query } from '../http/query.js';
import type { Route, RouteContext } from './context.js';
import { ok } from './respond.js';

const OFFSET = 'page[offset]';
const LIMIT = 'page[limit]';

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

async function listKeys({ request, query, world }: RouteContext) {
  const limit = pageParam(query, LIMIT, 25, 1, 100);
  const offset = pageParam(query, OFFSET, 0, 0, 10_000);
  const current = await world();
  // Links carry the origin and the other query parameters; everything else is fixed for (offset, limit).
  const body = current.body(`list ${request.origin}?${request.query}`, () => {
    const { data, meta, total, pages } = current.page(offset, limit);
    const kept = query.pairs.filter((pair) => pair.key !== OFFSET && pair.key !== LIMIT);
    const base = `${request.origin}/v2/application-keys`;
    const link = (at: number) => `${base}${buildQuery(kept, { [OFFSET]: at, [LIMIT]: limit })}`;
    const links = {
      current: link(offset),
      first: link(0),
      last: link(Math.max(0, (pages - 1) * limit)),
      next: offset + limit >= total ? null : link(offset + limit),
      prev: offset === 0 ? null : link(Math.max(0, offset - limit)),
    };
    return `{"data":${data},"links":${JSON.stringify(links)},"meta":${meta}}`;
  });
  return ok(body);
}

async function getKey({ request, params, world }: RouteContext) {
  const id = params.id as string;
  const current = await world();
  const json = current.keyJson(id);
  if (json === undefined) throw apiError(404, `application key not found: no key has id "${id.slice(0, 100)}"`);
  const body = current.body(`key ${request.origin} ${id}`, () => {
    const self = JSON.stringify(`${request.origin}/v2/application-keys/${encodeURIComponent(id)}`);
    return `{"data":${json},"links":{"self":${self}}}`;
  });
  return ok(body);
}

export const applicationKeyRoutes: Route[] = [
  {
    method: 'GET',
    path: '/v2/application-keys',
    auth: 'bearer-client-credentials',
    params: [OFFSET, LIMIT],
    handle: listKeys,
  },
  { method: 'GET', path: '/v2/application-keys/:id', auth: 'bearer-client-credentials', params: [], handle: getKey },
];
