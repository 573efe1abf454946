import type { ApiVersion } from '../catalog/types.js';
import { errors } from '../http/errors.js';
import { statesBody } from '../render/subscriptions.js';
import { isUuid } from '../schemas/common.js';
import {
  changeState2024RequestSchema,
  changeState2026RequestSchema,
  subscriptionStateList2026Schema,
  subscriptionStateListSchema,
  subscriptionStateResponse2026Schema,
  subscriptionStateResponseSchema,
} from '../schemas/index.js';
import { defineRoute, paths } from './contract.js';
import { noContent, ok } from './respond.js';
import { SUBSCRIPTION, subscriptionIn } from './subscriptions.js';

const STATES = `${SUBSCRIPTION}/states`;
const STATE = `${STATES}/:state_uuid`;

function listSubscriptionStates(version: ApiVersion) {
  return defineRoute({
    operation: 'listSubscriptionStates',
    versions: [version],
    method: 'GET',
    ...paths(STATES),
    summary: "List a subscription's state changes, oldest first",
    auth: 'bearer',
    success: {
      status: 200,
      schema: version === '2024' ? subscriptionStateListSchema : subscriptionStateList2026Schema,
      description: 'The state changes',
    },
    errors: [404],
    handle({ params, render, view }) {
      const current = view();
      return ok(statesBody(render, current, subscriptionIn(current, params)));
    },
  });
}

function getSubscriptionState(version: ApiVersion) {
  return defineRoute({
    operation: 'getSubscriptionState',
    versions: [version],
    method: 'GET',
    ...paths(STATE),
    summary: 'Get one of a subscription’s state changes',
    auth: 'bearer',
    success: {
      status: 200,
      schema: version === '2024' ? subscriptionStateResponseSchema : subscriptionStateResponse2026Schema,
      description: 'The state change',
    },
    errors: [404],
    handle({ params, render, view }) {
      const life = subscriptionIn(view(), params);
      const id = params.state_uuid;
      if (!isUuid(id)) throw errors.notAUuid('state_uuid', id);
      const state = life.states.find((one) => one.id === id.toLowerCase());
      const where = `subscription ${life.bundle.subscription.id}`;
      if (state === undefined) throw errors.notFound('subscription state', id.toLowerCase(), where);
      return ok(`{"data":${render.json(state)}}`);
    },
  });
}

const example = '{"data":{"type":"subscription_state","attributes":{"action":"pause"}}}';

const createSubscriptionState2024 = defineRoute({
  operation: 'createSubscriptionState',
  versions: ['2024'],
  method: 'POST',
  ...paths(STATES),
  summary: 'Pause, resume, cancel a subscription, or hold one not billed yet (pending)',
  auth: 'bearer',
  body: { schema: changeState2024RequestSchema, example },
  success: { status: 204, schema: null, description: 'The state changed' },
  errors: [404, 422],
  async handle({ params, body, view, write }) {
    const id = subscriptionIn(view(), params).bundle.subscription.id as string;
    await write((session) => session.act(id, body.data.attributes.action));
    return noContent();
  },
});

const createSubscriptionState2026 = defineRoute({
  operation: 'createSubscriptionState',
  versions: ['2026'],
  method: 'POST',
  ...paths(STATES),
  summary: 'Pause, resume, cancel (at once with cancel_immediately) a subscription, or hold one not billed yet',
  auth: 'bearer',
  body: { schema: changeState2026RequestSchema, example },
  success: { status: 204, schema: null, description: 'The state changed' },
  errors: [404, 422],
  async handle({ params, body, view, write }) {
    const id = subscriptionIn(view(), params).bundle.subscription.id as string;
    const { action, cancel_immediately } = body.data.attributes;
    await write((session) => session.act(id, action, { cancelImmediately: cancel_immediately === true }));
    return noContent();
  },
});

export const stateRoutes = [
  listSubscriptionStates('2024'),
  listSubscriptionStates('2026'),
  getSubscriptionState('2024'),
  getSubscriptionState('2026'),
  createSubscriptionState2024,
  createSubscriptionState2026,
];
