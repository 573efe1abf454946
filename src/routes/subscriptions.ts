import { apiError } from '../http/errors.js';
import { uuidSchema } from '../schemas/common.js';
import type { Route, RouteContext } from './context.js';
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

async function getSubscription({ params, query, strictParams, world }: RouteContext) {
  const id = params.subscription_uuid as string;
  // The schema's rule, so every id a subscription may carry (the nil and max UUIDs included) is a 404, not a 400.
  if (!uuidSchema.safeParse(id).success) {
    throw apiError(400, `subscription_uuid must be a UUID, got "${id.slice(0, 100)}"`, { title: 'Validation Error' });
  }
  const include = parseInclude(query.get('include'), strictParams);
  const body = (await world()).subscriptionBody(id.toLowerCase(), include);
  if (body === undefined) throw apiError(404, `subscription not found: no subscription has id "${id}"`);
  return ok(body);
}

const route = (path: string): Route => ({
  method: 'GET',
  path,
  auth: 'bearer',
  params: ['include'],
  handle: getSubscription,
});

/** The seed's path, and the `/v2` alias that client SDKs with `/v2` in their base URL call. */
export const subscriptionRoutes: Route[] = [
  route('/subscriptions/subscriptions/:subscription_uuid'),
  route('/v2/subscriptions/subscriptions/:subscription_uuid'),
];
