import type { Life } from '../billing/life.js';
import { errors } from '../http/errors.js';
import type { Query } from '../http/query.js';
import { type Include, subscriptionBody, subscriptionListBody } from '../render/subscriptions.js';
import { uuidSchema } from '../schemas/common.js';
import { subscriptionListSchema, subscriptionResponseSchema } from '../schemas/index.js';
import { SUBSCRIPTION_FILTER_FIELDS, type View } from '../store/view.js';
import { defineRoute, withoutV2 } from './contract.js';
import { parseFilter } from './filter.js';
import { PAGE_PARAMS, pageWindow, textParam } from './params.js';
import { ok } from './respond.js';

const SUBSCRIPTIONS = '/v2/subscriptions/subscriptions';
const ONE = `${SUBSCRIPTIONS}/:subscription_uuid`;
const INCLUDES = ['products', 'plans'] as const;

const INCLUDE = textParam('include', 'Comma-separated: products, plans.');
const FILTER = textParam(
  'filter',
  `eq(field,value) on ${SUBSCRIPTION_FILTER_FIELDS.join(', ')}; several joined by ":".`,
);

/** `include` as a set of known values; unknown ones are ignored, as the real API does, or a 400 when strict. */
function readInclude(query: Query, strict: boolean): Include {
  const wanted = new Set<'products' | 'plans'>();
  for (const item of (INCLUDE.read(query) ?? '').split(',')) {
    const value = item.trim();
    if (value === '') continue;
    if ((INCLUDES as readonly string[]).includes(value)) wanted.add(value as 'products' | 'plans');
    else if (strict) throw errors.unsupported('include', value, 'products, plans or both');
  }
  return wanted;
}

/**
 * The subscription a path names, in the view: an id that is not a UUID is a 400 (Validation Error), one that is not
 * there a 404. Ids are compared in lower case.
 */
export function subscriptionIn(view: View, params: { readonly subscription_uuid: string }): Life {
  const id = params.subscription_uuid;
  // The schema's rule, so every id a subscription may carry (the nil and max UUIDs included) is a 404, not a 400.
  if (!uuidSchema.safeParse(id).success) throw errors.notAUuid('subscription_uuid', id);
  const life = view.subscriptions.get(id.toLowerCase());
  if (life === undefined) throw errors.notFound('subscription', id.toLowerCase());
  return life;
}

const listSubscriptions = defineRoute({
  operation: 'listSubscriptions',
  method: 'GET',
  path: SUBSCRIPTIONS,
  aliases: [withoutV2(SUBSCRIPTIONS)],
  summary: 'List subscriptions',
  auth: 'bearer',
  query: [...PAGE_PARAMS, FILTER, INCLUDE],
  success: { status: 200, schema: subscriptionListSchema, description: 'A page of subscriptions' },
  handle({ request, query, strictParams, render, view }) {
    const window = pageWindow(query);
    const filters = parseFilter(FILTER.read(query), SUBSCRIPTION_FILTER_FIELDS);
    const include = readInclude(query, strictParams);
    const base = request.path.startsWith('/v2/') ? SUBSCRIPTIONS : withoutV2(SUBSCRIPTIONS);
    return ok(subscriptionListBody(render, view(), request, query, { filters, window, include, base }));
  },
});

const getSubscription = defineRoute({
  operation: 'getSubscription',
  method: 'GET',
  path: ONE,
  aliases: [withoutV2(ONE)],
  summary: 'Get a subscription',
  auth: 'bearer',
  query: [INCLUDE],
  success: { status: 200, schema: subscriptionResponseSchema, description: 'The subscription' },
  errors: [404],
  handle({ params, query, strictParams, render, view }) {
    const include = readInclude(query, strictParams);
    const current = view();
    return ok(subscriptionBody(render, current, subscriptionIn(current, params), include));
  },
});

export const subscriptionRoutes = [listSubscriptions, getSubscription];
