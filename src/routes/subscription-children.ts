import { productOf } from '../billing/life.js';
import { manageProducts } from '../billing/subscribe.js';
import { errors } from '../http/errors.js';
import { featureJson } from '../render/catalog.js';
import { foundOf, listBody } from '../render/page.js';
import { subscriptionOptionsJson, subscriptionPlansJson } from '../render/subscriptions.js';
import { extrasOf } from '../render/v2026.js';
import { isUuid } from '../schemas/common.js';
import {
  manageSubscriptionPlans2026RequestSchema,
  manageSubscriptionProducts2024RequestSchema,
  offeringFeatureList2026Schema,
  offeringFeatureResponse2026Schema,
  offeringPlanResponse2026Schema,
  pricingOptionResponse2026Schema,
  subscriptionPlanList2026Schema,
  subscriptionPlanListSchema,
  subscriptionPricingOptionList2026Schema,
  subscriptionProductListSchema,
} from '../schemas/index.js';
import { defineRoute, paths } from './contract.js';
import { PAGE_PARAMS, pageWindow } from './params.js';
import { noContent, ok } from './respond.js';
import { SUBSCRIPTION, subscriptionIn } from './subscriptions.js';

/**
 * What a subscription holds of its offering, as it was when it was made: its products and plans (2024), its plans,
 * pricing options and features (2026), each with the active one marked; and the writes that detach (or, under
 * 2024, attach and replace) them.
 */

/** The id a path names among a subscription's records: a 400 for one that is not a UUID, a 404 for one not there. */
function childIn<T>(list: readonly T[], idOf: (item: T) => string, id: string, name: string, kind: string, of: string) {
  if (!isUuid(id)) throw errors.notAUuid(name, id);
  const index = list.findIndex((item) => idOf(item) === id.toLowerCase());
  if (index === -1) throw errors.notFound(kind, id.toLowerCase(), `subscription ${of}`);
  return index;
}

const listSubscriptionProducts2024 = defineRoute({
  operation: 'listSubscriptionProducts',
  versions: ['2024'],
  method: 'GET',
  ...paths(`${SUBSCRIPTION}/products`),
  summary: "A subscription's products (its offering's, as it was when the subscription was made)",
  auth: 'bearer',
  success: { status: 200, schema: subscriptionProductListSchema, description: 'The products' },
  errors: [404],
  handle({ params, render, view }) {
    const current = view();
    const life = subscriptionIn(current, params);
    return ok(
      render.body(current, `subscription products ${life.bundle.subscription.id}`, () => {
        return `{"data":[${life.bundle.products.map((product) => render.json(product)).join(',')}]}`;
      }),
    );
  },
});

const listSubscriptionPlans2024 = defineRoute({
  operation: 'listSubscriptionPlans',
  versions: ['2024'],
  method: 'GET',
  ...paths(`${SUBSCRIPTION}/plans`),
  summary: "A subscription's plans, its own marked `active_plan: true`",
  auth: 'bearer',
  success: { status: 200, schema: subscriptionPlanListSchema, description: 'The plans' },
  errors: [404],
  handle({ params, render, view }) {
    const current = view();
    const life = subscriptionIn(current, params);
    return ok(
      render.body(current, `subscription plans 2024 ${life.bundle.subscription.id}`, () => {
        return `{"data":[${subscriptionPlansJson(render, '2024', life).join(',')}]}`;
      }),
    );
  },
});

const manageExample2024 = '{"data":[{"type":"detach","products":["PRODUCT_ID"]}]}';

const manageSubscriptionProducts2024 = defineRoute({
  operation: 'manageSubscriptionProducts',
  versions: ['2024'],
  method: 'PUT',
  ...paths(`${SUBSCRIPTION}/products`),
  summary: "Attach, detach or replace a subscription's products (from its offering)",
  auth: 'bearer',
  body: { schema: manageSubscriptionProducts2024RequestSchema, example: manageExample2024 },
  success: { status: 204, schema: null, description: 'Changed' },
  errors: [404],
  async handle({ params, body, view, write }) {
    const id = subscriptionIn(view(), params).bundle.subscription.id as string;
    const actions = body.data.map((action) => ({ type: action.type, ids: action.products }));
    await write((session) => manageProducts(session, id, actions, '2024'));
    return noContent();
  },
});

const listSubscriptionPlans2026 = defineRoute({
  operation: 'listSubscriptionPlans',
  versions: ['2026'],
  method: 'GET',
  ...paths(`${SUBSCRIPTION}/plans`),
  summary: "A subscription's plans, its own marked `active_plan: true`",
  auth: 'bearer',
  success: { status: 200, schema: subscriptionPlanList2026Schema, description: 'The plans' },
  errors: [404],
  handle({ params, render, view }) {
    const current = view();
    const life = subscriptionIn(current, params);
    return ok(
      render.body(current, `subscription plans 2026 ${life.bundle.subscription.id}`, () => {
        return `{"data":[${subscriptionPlansJson(render, '2026', life).join(',')}]}`;
      }),
    );
  },
});

const getSubscriptionPlan2026 = defineRoute({
  operation: 'getSubscriptionPlan',
  versions: ['2026'],
  method: 'GET',
  ...paths(`${SUBSCRIPTION}/plans/:plan_uuid`),
  summary: 'One of a subscription’s plans',
  auth: 'bearer',
  success: { status: 200, schema: offeringPlanResponse2026Schema, description: 'The plan' },
  errors: [404],
  handle({ params, render, view }) {
    const life = subscriptionIn(view(), params);
    const { products, subscription } = life.bundle;
    const index = childIn(
      products,
      (p) => p.id as string,
      params.plan_uuid,
      'plan_uuid',
      'plan',
      subscription.id as string,
    );
    return ok(`{"data":${subscriptionPlansJson(render, '2026', life)[index]}}`);
  },
});

const manageSubscriptionPlans2026 = defineRoute({
  operation: 'manageSubscriptionPlans',
  versions: ['2026'],
  method: 'PUT',
  ...paths(`${SUBSCRIPTION}/plans`),
  summary: 'Detach plans from a subscription (not its active one)',
  auth: 'bearer',
  body: {
    schema: manageSubscriptionPlans2026RequestSchema,
    example: '{"data":[{"type":"detach","plans":["PLAN_ID"]}]}',
  },
  success: { status: 204, schema: null, description: 'Changed' },
  errors: [404],
  async handle({ params, body, view, write }) {
    const id = subscriptionIn(view(), params).bundle.subscription.id as string;
    const actions = body.data.map((action) => ({ type: action.type, ids: action.plans }));
    await write((session) => manageProducts(session, id, actions, '2026'));
    return noContent();
  },
});

const listSubscriptionPricingOptions2026 = defineRoute({
  operation: 'listSubscriptionPricingOptions',
  versions: ['2026'],
  method: 'GET',
  ...paths(`${SUBSCRIPTION}/pricing-options`),
  summary: "A subscription's pricing options, its own marked `active_pricing_option: true`",
  auth: 'bearer',
  success: { status: 200, schema: subscriptionPricingOptionList2026Schema, description: 'The pricing options' },
  errors: [404],
  handle({ params, render, view }) {
    const current = view();
    const life = subscriptionIn(current, params);
    return ok(
      render.body(current, `subscription options ${life.bundle.subscription.id}`, () => {
        return `{"data":[${subscriptionOptionsJson(render, life).join(',')}]}`;
      }),
    );
  },
});

const getSubscriptionPricingOption2026 = defineRoute({
  operation: 'getSubscriptionPricingOption',
  versions: ['2026'],
  method: 'GET',
  ...paths(`${SUBSCRIPTION}/pricing-options/:pricing_option_uuid`),
  summary: 'One of a subscription’s pricing options',
  auth: 'bearer',
  success: { status: 200, schema: pricingOptionResponse2026Schema, description: 'The pricing option' },
  errors: [404],
  handle({ params, render, view }) {
    const life = subscriptionIn(view(), params);
    const { plans, subscription } = life.bundle;
    const index = childIn(
      plans,
      (plan) => plan.id as string,
      params.pricing_option_uuid,
      'pricing_option_uuid',
      'pricing option',
      subscription.id as string,
    );
    return ok(`{"data":${subscriptionOptionsJson(render, life)[index]}}`);
  },
});

/** The features a subscription gives: those its plan configures, of its offering as it was. */
function featuresOf(life: Parameters<typeof extrasOf>[0]) {
  const extras = extrasOf(life);
  const configured = extras.configurations[productOf(life.bundle)?.id as string] ?? {};
  return extras.features.filter((feature) => configured[feature.id] !== undefined);
}

const listSubscriptionFeatures2026 = defineRoute({
  operation: 'listSubscriptionFeatures',
  versions: ['2026'],
  method: 'GET',
  ...paths(`${SUBSCRIPTION}/features`),
  summary: 'The features a subscription gives: those its plan configures',
  auth: 'bearer',
  query: PAGE_PARAMS,
  success: { status: 200, schema: offeringFeatureList2026Schema, description: 'A page of features' },
  errors: [404],
  handle({ request, params, query, render, view }) {
    const current = view();
    const life = subscriptionIn(current, params);
    return ok(
      listBody(render, current, request, query, {
        key: `subscription features ${life.bundle.subscription.id}`,
        window: pageWindow(query),
        found: () => foundOf(featuresOf(life)),
        item: (feature) => featureJson(render, feature, 'offering'),
      }),
    );
  },
});

const getSubscriptionFeature2026 = defineRoute({
  operation: 'getSubscriptionFeature',
  versions: ['2026'],
  method: 'GET',
  ...paths(`${SUBSCRIPTION}/features/:feature_uuid`),
  summary: 'One of the features a subscription gives',
  auth: 'bearer',
  success: { status: 200, schema: offeringFeatureResponse2026Schema, description: 'The feature' },
  errors: [404],
  handle({ params, render, view }) {
    const life = subscriptionIn(view(), params);
    const features = featuresOf(life);
    const id = life.bundle.subscription.id as string;
    const index = childIn(features, (feature) => feature.id, params.feature_uuid, 'feature_uuid', 'feature', id);
    return ok(`{"data":${featureJson(render, features[index] as (typeof features)[number], 'offering')}}`);
  },
});

export const subscriptionChildRoutes = [
  listSubscriptionProducts2024,
  listSubscriptionPlans2024,
  manageSubscriptionProducts2024,
  listSubscriptionPlans2026,
  getSubscriptionPlan2026,
  manageSubscriptionPlans2026,
  listSubscriptionPricingOptions2026,
  getSubscriptionPricingOption2026,
  listSubscriptionFeatures2026,
  getSubscriptionFeature2026,
];
