import { apiError } from '../http/errors.js';
import { uuidSchema } from '../schemas/common.js';
import type { Route, RouteContext } from './context.js';
import { parseFilter } from './filter.js';
import { PAGE_PARAMS, pageLinks, pageParams } from './pagination.js';
import { ok } from './respond.js';

const INCLUDES = ['products', 'plans'] as const;
export type Include = (typeof INCLUDES)[number];

/** `include` as a set of known values; unknown ones are ignored, as the real API does, or a 400 when strict. */
function parseInclude(text: string | undefined, strict: boolean): Set<Include> {
  const wanted = new Set<Include>();
  for (const item of (text ?? '').split(',')) {
    const value = item.trim();
    if (value === '') continue;
    if ((INCLUDES as readonly string[]).includes(value)) wanted.add(value as Include);
    else if (strict) throw apiError(400, `include "${value.slice(0, 40)}" is not known: use products, plans or both`);
  }
  return wanted;
}

async function listSubscriptions({ request, query, strictParams, view }: RouteContext) {
  const { offset, limit } = pageParams(query);
  const filters = parseFilter(query.get('filter'));
  const include = parseInclude(query.get('include'), strictParams);
  const current = await view();
  const base = request.path.startsWith('/v2/') ? '/v2/subscriptions/subscriptions' : '/subscriptions/subscriptions';
  const body = current.body(`subscriptions ${request.origin}${base}?${request.query}`, () => {
    const page = current.subscriptionPage(filters, offset, limit, include);
    const links = JSON.stringify(pageLinks(`${request.origin}${base}`, query, offset, limit, page.total));
    const included = page.included === '' ? '' : `,"included":${page.included}`;
    return `{"data":${page.data}${included},"links":${links},"meta":${page.meta}}`;
  });
  return ok(body);
}

/** The subscription id of the path, lower-cased: not a UUID is a 400 (Validation Error). */
export function subscriptionId(params: Record<string, string>): string {
  const id = params.subscription_uuid as string;
  // The schema's rule, so every id a subscription may carry (the nil and max UUIDs included) is a 404, not a 400.
  if (!uuidSchema.safeParse(id).success) {
    throw apiError(400, `subscription_uuid must be a UUID, got "${id.slice(0, 100)}"`, { title: 'Validation Error' });
  }
  return id.toLowerCase();
}

export const subscriptionNotFound = (id: string) =>
  apiError(404, `subscription not found: no subscription has id "${id}"`);

async function getSubscription({ params, query, strictParams, view }: RouteContext) {
  const id = subscriptionId(params);
  const include = parseInclude(query.get('include'), strictParams);
  const body = (await view()).subscriptionBody(id, include);
  if (body === undefined) throw subscriptionNotFound(id);
  return ok(body);
}

/** Every subscription route on the real API's `/v2` path and on the seed's path without it. */
export function both(route: Route): Route[] {
  return [route, { ...route, path: route.path.replace(/^\/v2/, '') }];
}

export const subscriptionRoutes: Route[] = [
  ...both({
    operation: 'listSubscriptions',
    method: 'GET',
    path: '/v2/subscriptions/subscriptions',
    auth: 'bearer',
    params: [...PAGE_PARAMS, 'filter', 'include'],
    handle: listSubscriptions,
  }),
  ...both({
    operation: 'getSubscription',
    method: 'GET',
    path: '/v2/subscriptions/subscriptions/:subscription_uuid',
    auth: 'bearer',
    params: ['include'],
    handle: getSubscription,
  }),
];
