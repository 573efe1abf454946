import { apiError } from '../http/errors.js';
import type { Route, RouteContext } from './context.js';
import { PAGE_PARAMS, pageLinks, pageParams } from './pagination.js';
import { ok } from './respond.js';

async function listKeys({ request, query, world }: RouteContext) {
  const { offset, limit } = pageParams(query);
  const current = await world();
  // Links carry the origin and the other query parameters; everything else is fixed for (offset, limit).
  const body = current.body(`list ${request.origin}?${request.query}`, () => {
    const { data, meta, total } = current.page(offset, limit);
    const links = pageLinks(`${request.origin}/v2/application-keys`, query, offset, limit, total);
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
    operation: 'listApplicationKeys',
    method: 'GET',
    path: '/v2/application-keys',
    auth: 'bearer-client-credentials',
    params: PAGE_PARAMS,
    handle: listKeys,
  },
  {
    operation: 'getApplicationKey',
    method: 'GET',
    path: '/v2/application-keys/:id',
    auth: 'bearer-client-credentials',
    params: [],
    handle: getKey,
  },
];
