import { apiError } from '../http/errors.js';
import type { ApiRequest } from '../http/types.js';
import { createApplicationKeyRequestSchema, updateApplicationKeyRequestSchema } from '../schemas/requests.js';
import { readJson } from './body.js';
import type { Route, RouteContext } from './context.js';
import { PAGE_PARAMS, pageLinks, pageParams } from './pagination.js';
import { noContent, ok } from './respond.js';

const KEYS = '/v2/application-keys';
const EXAMPLE = '{"data":{"type":"application_key","name":"Storefront","reserved_rate_limit":0}}';

async function listKeys({ request, query, view }: RouteContext) {
  const { offset, limit } = pageParams(query);
  const current = await view();
  // Links carry the origin and the other query parameters; everything else is fixed for (offset, limit).
  const body = current.body(`list ${request.origin}?${request.query}`, () => {
    const { data, meta, total } = current.page(offset, limit);
    const links = pageLinks(`${request.origin}${KEYS}`, query, offset, limit, total);
    return `{"data":${data},"links":${JSON.stringify(links)},"meta":${meta}}`;
  });
  return ok(body);
}

const notFound = (id: string) => apiError(404, `application key not found: no key has id "${id.slice(0, 100)}"`);

/** One key's body: `links.self` on the key (the real API's definition) and at the top (its SDK's types). */
function keyBody(request: ApiRequest, id: string, json: string): string {
  const links = `"links":{"self":${JSON.stringify(`${request.origin}${KEYS}/${encodeURIComponent(id)}`)}}`;
  return `{"data":${json.slice(0, -1)},${links}},${links}}`;
}

async function getKey({ request, params, view }: RouteContext) {
  const id = params.id as string;
  const current = await view();
  const json = current.keyJson(id);
  if (json === undefined) throw notFound(id);
  return ok(current.body(`key ${request.origin} ${id}`, () => keyBody(request, id, json)));
}

async function createKey(context: RouteContext) {
  const { data } = readJson(context, createApplicationKeyRequestSchema, EXAMPLE);
  const session = await context.write();
  const { key, secret } = session.createKey(data.name, data.reserved_rate_limit ?? 0);
  return ok(keyBody(context.request, key.id, JSON.stringify({ ...key, client_secret: secret })), 201);
}

async function updateKey(context: RouteContext) {
  const id = context.params.id as string;
  const { data } = readJson(context, updateApplicationKeyRequestSchema, EXAMPLE);
  if ((await context.view()).key(id) === undefined) throw notFound(id);
  const key = (await context.write()).updateKey(id, data);
  if (key === undefined) throw notFound(id);
  return ok(keyBody(context.request, id, JSON.stringify(key)));
}

async function deleteKey(context: RouteContext) {
  const id = context.params.id as string;
  if ((await context.view()).key(id) === undefined) throw notFound(id);
  (await context.write()).deleteKey(id);
  return noContent();
}

const auth = 'bearer-client-credentials' as const;

export const applicationKeyRoutes: Route[] = [
  { operation: 'listApplicationKeys', method: 'GET', path: KEYS, auth, params: PAGE_PARAMS, handle: listKeys },
  { operation: 'createApplicationKey', method: 'POST', path: KEYS, auth, params: [], handle: createKey },
  { operation: 'getApplicationKey', method: 'GET', path: `${KEYS}/:id`, auth, params: [], handle: getKey },
  { operation: 'updateApplicationKey', method: 'PUT', path: `${KEYS}/:id`, auth, params: [], handle: updateKey },
  { operation: 'deleteApplicationKey', method: 'DELETE', path: `${KEYS}/:id`, auth, params: [], handle: deleteKey },
];
