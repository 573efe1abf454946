import { Refused } from '../billing/actions.js';
import type { Life } from '../billing/life.js';
import {
  createSubscription,
  deleteSubscription,
  subscriptionInput2024,
  subscriptionInput2026,
  updateSubscription,
} from '../billing/subscribe.js';
import type { ApiVersion } from '../catalog/types.js';
import { ApiError, errors } from '../http/errors.js';
import { subscriptionBody, subscriptionJson, subscriptionListBody } from '../render/subscriptions.js';
import { isUuid, lowerId } from '../schemas/common.js';
import {
  createSubscription2024RequestSchema,
  createSubscription2026RequestSchema,
  subscriptionList2026Schema,
  subscriptionListSchema,
  subscriptionResponse2026Schema,
  subscriptionResponseSchema,
  updateSubscription2024RequestSchema,
  updateSubscription2026RequestSchema,
} from '../schemas/index.js';
import type { Session } from '../store/session.js';
import type { View } from '../store/view.js';
import { defineRoute, paths, type Route, type RouteContext } from './contract.js';
import { type FilterOperator, filterParam } from './filter.js';
import { includeParam, PAGE_PARAMS, pageWindow } from './params.js';
import { noContent, ok } from './respond.js';

export const SUBSCRIPTIONS = '/v2/subscriptions/subscriptions';
export const SUBSCRIPTION = `${SUBSCRIPTIONS}/:subscription_uuid`;

/** What a subscription's `include` takes in each version. */
export const SUBSCRIPTION_INCLUDES: Readonly<Record<ApiVersion, readonly string[]>> = {
  '2024': ['products', 'plans'],
  '2026': ['plans', 'pricing_options'],
};
const INCLUDES = {
  '2024': includeParam(SUBSCRIPTION_INCLUDES['2024']),
  '2026': includeParam(SUBSCRIPTION_INCLUDES['2026']),
};

/** The list's filter as each version documents it: `eq` on four attributes, and under 2026 `in` too. */
const filterOf = (operators: readonly FilterOperator[]) =>
  filterParam({ account_id: operators, name: operators, email: operators, external_ref: operators });
const FILTERS = { '2024': filterOf(['eq']), '2026': filterOf(['eq', 'in']) };

/**
 * The subscription a path names, in the view: an id that is not a UUID is a 400 (Validation Error), one that is not
 * there a 404. Ids are compared in lower case.
 */
export function subscriptionIn(view: View, params: { readonly subscription_uuid: string }): Life {
  const id = params.subscription_uuid;
  // The schema's rule, so every id a subscription may carry (the nil and max UUIDs included) is a 404, not a 400.
  if (!isUuid(id)) throw errors.notAUuid('subscription_uuid', id);
  const life = view.subscriptions.get(lowerId(id));
  if (life === undefined) throw errors.notFound('subscription', id.toLowerCase());
  return life;
}

function listSubscriptions(version: ApiVersion) {
  const filter = FILTERS[version];
  const include = INCLUDES[version];
  return defineRoute({
    operation: 'listSubscriptions',
    versions: [version],
    method: 'GET',
    ...paths(SUBSCRIPTIONS),
    summary: 'List subscriptions',
    auth: 'bearer',
    query: [...PAGE_PARAMS, filter, include],
    success: {
      status: 200,
      schema: version === '2024' ? subscriptionListSchema : subscriptionList2026Schema,
      description: 'A page of subscriptions',
    },
    handle({ request, query, strictParams, render, view }) {
      const window = pageWindow(query);
      const filters = filter.read(query);
      const wanted = include.wanted(query, strictParams);
      return ok(subscriptionListBody(render, view(), request, query, { version, filters, window, include: wanted }));
    },
  });
}

function getSubscription(version: ApiVersion) {
  const include = INCLUDES[version];
  return defineRoute({
    operation: 'getSubscription',
    versions: [version],
    method: 'GET',
    ...paths(SUBSCRIPTION),
    summary: 'Get a subscription',
    auth: 'bearer',
    query: [include],
    success: {
      status: 200,
      schema: version === '2024' ? subscriptionResponseSchema : subscriptionResponse2026Schema,
      description: 'The subscription',
    },
    errors: [404],
    handle({ params, query, strictParams, render, view }) {
      const wanted = include.wanted(query, strictParams);
      const current = view();
      return ok(subscriptionBody(render, current, version, subscriptionIn(current, params), wanted));
    },
  });
}

export const subscriptionRoutes: Route[] = [
  listSubscriptions('2024'),
  listSubscriptions('2026'),
  getSubscription('2024'),
  getSubscription('2026'),
];

/**
 * A subscription made by `make`, or the refusal it met, told first as a `subscription.create-failed` event: its
 * payload is the request's `data` and the error the answer carries (there is no subscription, so no id). A refusal is
 * the rules' (a 400 for an offering, plan, pricing option or currency that does not fit, a 404, 409 or 422); a body
 * the schema refuses never reaches them.
 */
async function creating<T>(context: RouteContext, data: unknown, make: (session: Session) => T): Promise<T> {
  try {
    return await context.write(make);
  } catch (error) {
    const refusal =
      error instanceof Refused
        ? { status: error.status, detail: error.detail }
        : error instanceof ApiError && [400, 404, 409, 422].includes(error.status)
          ? { status: error.status, detail: error.detail }
          : undefined;
    if (refusal !== undefined) {
      const { scenario, session } = context;
      context.events.failed(scenario, session, context.view(), {
        key: 'subscription.create-failed',
        resource: { type: 'subscription', id: '' },
        payload: JSON.stringify({ data, errors: [{ status: refusal.status, detail: refusal.detail }] }),
      });
    }
    throw error;
  }
}

const createExample =
  '{"data":{"account_id":"ACCOUNT_ID","offering_id":"OFFERING_ID","plan_id":"PLAN_ID","currency":"USD","name":"Ada Lovelace","email":"ada@example.com","manual_payments":false}}';

const createSubscription2024 = defineRoute({
  operation: 'createSubscription',
  versions: ['2024'],
  method: 'POST',
  ...paths(SUBSCRIPTIONS),
  summary: "Subscribe an account to one of an offering's plans (or to an offering made in the same call)",
  auth: 'bearer',
  body: { schema: createSubscription2024RequestSchema, example: createExample },
  success: { status: 201, schema: subscriptionResponseSchema, description: 'The new subscription' },
  async handle(context) {
    const { body, render } = context;
    const life = await creating(context, body.data, (session) =>
      createSubscription(session, subscriptionInput2024(body.data)),
    );
    return ok(`{"data":${subscriptionJson(render, '2024', life)}}`, 201);
  },
});

const createSubscription2026 = defineRoute({
  operation: 'createSubscription',
  versions: ['2026'],
  method: 'POST',
  ...paths(SUBSCRIPTIONS),
  summary: 'Subscribe an account to a plan and pricing option of an offering (or of one made in the same call)',
  auth: 'bearer',
  body: {
    schema: createSubscription2026RequestSchema,
    example: createExample.replace(
      '"plan_id":"PLAN_ID"',
      '"plan_id":"PLAN_ID","pricing_option_id":"PRICING_OPTION_ID"',
    ),
  },
  success: { status: 201, schema: subscriptionResponse2026Schema, description: 'The new subscription' },
  async handle(context) {
    const { body, render } = context;
    const life = await creating(context, body.data, (session) =>
      createSubscription(session, subscriptionInput2026(body.data)),
    );
    return ok(`{"data":${subscriptionJson(render, '2026', life)}}`, 201);
  },
});

const updateExample = '{"data":{"id":"SUBSCRIPTION_ID","type":"subscription","attributes":{"plan_id":"PLAN_ID"}}}';

const updateSubscription2024 = defineRoute({
  operation: 'updateSubscription',
  versions: ['2024'],
  method: 'PUT',
  ...paths(SUBSCRIPTION),
  summary: 'Switch a subscription to another plan of its offering, or change who pays',
  auth: 'bearer',
  body: { schema: updateSubscription2024RequestSchema, example: updateExample },
  success: { status: 200, schema: subscriptionResponseSchema, description: 'The subscription' },
  errors: [404],
  async handle({ params, body, render, view, write }) {
    const id = subscriptionIn(view(), params).bundle.subscription.id as string;
    const { plan_id, ...rest } = body.data.attributes;
    const life = await write((session) =>
      updateSubscription(session, id, { ...rest, version: '2024', option_id: plan_id }),
    );
    return ok(`{"data":${subscriptionJson(render, '2024', life)}}`);
  },
});

const updateSubscription2026 = defineRoute({
  operation: 'updateSubscription',
  versions: ['2026'],
  method: 'PUT',
  ...paths(SUBSCRIPTION),
  summary: "Switch a subscription's plan or pricing option, or change its payment authority, address or go-live date",
  auth: 'bearer',
  body: { schema: updateSubscription2026RequestSchema, example: updateExample },
  success: { status: 200, schema: subscriptionResponse2026Schema, description: 'The subscription' },
  errors: [404],
  async handle({ params, body, render, view, write }) {
    const id = subscriptionIn(view(), params).bundle.subscription.id as string;
    const { plan_id, pricing_option_id, ...rest } = body.data.attributes;
    const life = await write((session) =>
      updateSubscription(session, id, {
        ...rest,
        version: '2026',
        option_id: pricing_option_id,
        product_id: plan_id,
      }),
    );
    return ok(`{"data":${subscriptionJson(render, '2026', life)}}`);
  },
});

const deleteSubscriptionRoute = defineRoute({
  operation: 'deleteSubscription',
  method: 'DELETE',
  ...paths(SUBSCRIPTION),
  summary: 'Delete a subscription',
  auth: 'bearer',
  success: { status: 204, schema: null, description: 'Deleted' },
  errors: [404],
  async handle({ params, view, write }) {
    const id = subscriptionIn(view(), params).bundle.subscription.id as string;
    await write((session) => deleteSubscription(session, id));
    return noContent();
  },
});

subscriptionRoutes.push(
  createSubscription2024,
  createSubscription2026,
  updateSubscription2024,
  updateSubscription2026,
  deleteSubscriptionRoute,
);
