import { subscriptionStateRequestSchema } from '../schemas/requests.js';
import { readJson } from './body.js';
import type { Route, RouteContext } from './context.js';
import { noContent, ok } from './respond.js';
import { both, subscriptionId, subscriptionNotFound } from './subscriptions.js';

const STATES = '/v2/subscriptions/subscriptions/:subscription_uuid/states';
const EXAMPLE = '{"data":{"type":"subscription_state","attributes":{"action":"pause"}}}';

async function listStates({ params, view }: RouteContext) {
  const id = subscriptionId(params);
  const states = (await view()).states(id);
  if (states === undefined) throw subscriptionNotFound(id);
  return ok(JSON.stringify({ data: states }));
}

async function createState(context: RouteContext) {
  const id = subscriptionId(context.params);
  const { data } = readJson(context, subscriptionStateRequestSchema, EXAMPLE);
  if ((await context.view()).subscription(id) === undefined) throw subscriptionNotFound(id);
  (await context.write()).act(id, data.attributes.action);
  return noContent();
}

export const stateRoutes: Route[] = [
  ...both({
    operation: 'listSubscriptionStates',
    method: 'GET',
    path: STATES,
    auth: 'bearer',
    params: [],
    handle: listStates,
  }),
  ...both({
    operation: 'createSubscriptionState',
    method: 'POST',
    path: STATES,
    auth: 'bearer',
    params: [],
    handle: createState,
  }),
];
