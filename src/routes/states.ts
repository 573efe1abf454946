import { statesBody } from '../render/subscriptions.js';
import { subscriptionStateListSchema, subscriptionStateRequestSchema } from '../schemas/index.js';
import { defineRoute, withoutV2 } from './contract.js';
import { noContent, ok } from './respond.js';
import { subscriptionIn } from './subscriptions.js';

const STATES = '/v2/subscriptions/subscriptions/:subscription_uuid/states';

const listSubscriptionStates = defineRoute({
  operation: 'listSubscriptionStates',
  method: 'GET',
  path: STATES,
  aliases: [withoutV2(STATES)],
  summary: "List a subscription's state changes, oldest first",
  auth: 'bearer',
  success: { status: 200, schema: subscriptionStateListSchema, description: 'The state changes' },
  errors: [404],
  handle({ params, render, view }) {
    const current = view();
    return ok(statesBody(render, current, subscriptionIn(current, params)));
  },
});

const createSubscriptionState = defineRoute({
  operation: 'createSubscriptionState',
  method: 'POST',
  path: STATES,
  aliases: [withoutV2(STATES)],
  summary: 'Pause, resume or cancel a subscription',
  auth: 'bearer',
  body: {
    schema: subscriptionStateRequestSchema,
    example: '{"data":{"type":"subscription_state","attributes":{"action":"pause"}}}',
  },
  success: { status: 204, schema: null, description: 'The state changed' },
  errors: [404, 409],
  async handle({ params, body, view, write }) {
    const id = subscriptionIn(view(), params).bundle.subscription.id as string;
    await write((session) => session.act(id, body.data.attributes.action));
    return noContent();
  },
});

export const stateRoutes = [listSubscriptionStates, createSubscriptionState];
