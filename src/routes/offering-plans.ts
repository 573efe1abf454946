import {
  addProduct,
  associate,
  attachProducts,
  offeringIn,
  productIn,
  removeProduct,
  replaceProducts,
  updateProduct,
} from '../catalog/rules.js';
import type { OfferingRecord } from '../catalog/types.js';
import { productJson } from '../render/catalog.js';
import type { Renderer } from '../render/renderer.js';
import { optionsFor } from '../render/v2026.js';
import type { Product } from '../schemas/index.js';
import {
  addOfferingPlanPricingOptions2026RequestSchema,
  attachOfferingProduct2024RequestSchema,
  createOfferingPlan2026RequestSchema,
  offeringPlanList2026Schema,
  offeringPlanPricingOptions2026Schema,
  offeringPlanResponse2026Schema,
  offeringProductListSchema,
  removeOfferingPlanPricingOptions2026RequestSchema,
  replaceOfferingProduct2024RequestSchema,
  storeProductResponseSchema,
  subscriptionProductListSchema,
  updateOfferingPlan2026RequestSchema,
  updateOfferingProduct2024RequestSchema,
} from '../schemas/index.js';
import type { Session } from '../store/session.js';
import { defineRoute, paths } from './contract.js';
import { childList, OFFERING } from './offerings.js';
import { noContent, ok } from './respond.js';

/**
 * An offering's plans under 2026 (the internal model's products, src/catalog/types.ts), with the pricing options each
 * plan takes; and an offering's products under 2024 (the same records), attached from the store's, replaced, changed
 * and taken out. Reads are cached under a key naming the version, the offering and the child; a write's answer is made
 * from the record the rule leaves, never cached.
 */

const PLANS = `${OFFERING}/plans`;
const PLAN = `${PLANS}/:plan_uuid`;
const PLAN_OPTIONS = `${PLAN}/relationships/pricing_options`;
const PRODUCTS = `${OFFERING}/products`;
const PRODUCT = `${PRODUCTS}/:product_uuid`;

const OPTION_TYPE = 'subscription_offering_pricing_option';

/** `{"data": plan}`: one of an offering's products in the version's shape. */
function oneBody(render: Renderer, version: '2024' | '2026', record: OfferingRecord, product: Product): string {
  return `{"data":${productJson(render, version, record, product)}}`;
}

/** `{"data": [products]}`: products just attached or put in place (2024), not paginated. */
function manyBody(render: Renderer, record: OfferingRecord, products: readonly Product[]): string {
  return `{"data":[${products.map((product) => productJson(render, '2024', record, product)).join(',')}]}`;
}

/** The identifiers of pricing options, as the relationship endpoints answer them. */
function identifiers(ids: readonly string[]): string {
  return JSON.stringify({ data: ids.map((id) => ({ type: OPTION_TYPE, id })) });
}

/** What a rule gives, with the offering record it leaves in the session (what the answer is rendered from). */
function withRecord<T>(session: Session, offeringId: string, made: T): { made: T; record: OfferingRecord } {
  return { made, record: offeringIn(session, offeringId) };
}

// ---------------------------------------------------------------------------------------------------------------
// 2026: an offering's plans

const listPlans2026 = childList({
  operation: 'listOfferingPlans',
  version: '2026',
  path: PLANS,
  summary: "List an offering's plans, each with its price under every pricing option it takes",
  schema: offeringPlanList2026Schema,
  description: "A page of the offering's plans",
  children: (record) => record.products,
  item: (render, record, product) => productJson(render, '2026', record, product),
});

const getPlan2026 = defineRoute({
  operation: 'getOfferingPlan',
  versions: ['2026'],
  method: 'GET',
  ...paths(PLAN),
  summary: 'Get a plan of an offering',
  auth: 'bearer',
  success: { status: 200, schema: offeringPlanResponse2026Schema, description: 'The plan' },
  errors: [404],
  handle({ params, render, view }) {
    const current = view();
    const record = offeringIn(current, params.offering_uuid);
    const product = productIn(record, params.plan_uuid);
    const key = `offering plan 2026 ${record.offering.id} ${product.id}`;
    return ok(render.body(current, key, () => oneBody(render, '2026', record, product)));
  },
});

const planExample =
  '{"data":{"type":"subscription_offering_plan","attributes":{"name":"Beans","price":{"USD":{"amount":1000}}}}}';

const createPlan2026 = defineRoute({
  operation: 'createOfferingPlan',
  versions: ['2026'],
  method: 'POST',
  ...paths(PLANS),
  summary: "Add a new plan to an offering, with the offering's features it configures (it takes every pricing option)",
  auth: 'bearer',
  body: { schema: createOfferingPlan2026RequestSchema, example: planExample },
  success: { status: 201, schema: offeringPlanResponse2026Schema, description: 'The new plan' },
  errors: [404],
  async handle({ params, body, render, view, write }) {
    offeringIn(view(), params.offering_uuid);
    const { made, record } = await write((session) =>
      withRecord(session, params.offering_uuid, addProduct(session, params.offering_uuid, body.data.attributes)),
    );
    return ok(oneBody(render, '2026', record, made), 201);
  },
});

const updatePlanExample = '{"data":{"id":"PLAN_ID","type":"subscription_offering_plan","attributes":{"name":"Beans"}}}';

const updatePlan2026 = defineRoute({
  operation: 'updateOfferingPlan',
  versions: ['2026'],
  method: 'PUT',
  ...paths(PLAN),
  summary:
    'Change a plan of an offering: its attributes (null clears an optional one) and the features it configures (null takes one away)',
  auth: 'bearer',
  body: { schema: updateOfferingPlan2026RequestSchema, example: updatePlanExample },
  success: { status: 200, schema: offeringPlanResponse2026Schema, description: 'The plan' },
  errors: [404],
  async handle({ params, body, render, view, write }) {
    productIn(offeringIn(view(), params.offering_uuid), params.plan_uuid);
    const { made, record } = await write((session) => {
      const product = updateProduct(session, params.offering_uuid, params.plan_uuid, body.data.attributes);
      return withRecord(session, params.offering_uuid, product);
    });
    return ok(oneBody(render, '2026', record, made));
  },
});

const deletePlan2026 = defineRoute({
  operation: 'deleteOfferingPlan',
  versions: ['2026'],
  method: 'DELETE',
  ...paths(PLAN),
  summary:
    'Take a plan out of an offering, with its feature configurations and pricing options (subscriptions keep theirs)',
  auth: 'bearer',
  success: { status: 204, schema: null, description: 'Removed' },
  errors: [404],
  async handle({ params, view, write }) {
    productIn(offeringIn(view(), params.offering_uuid), params.plan_uuid);
    await write((session) => removeProduct(session, params.offering_uuid, params.plan_uuid));
    return noContent();
  },
});

// ---------------------------------------------------------------------------------------------------------------
// 2026: the pricing options a plan takes

const listPlanOptions2026 = defineRoute({
  operation: 'listOfferingPlanPricingOptions',
  versions: ['2026'],
  method: 'GET',
  ...paths(PLAN_OPTIONS),
  summary: 'List the pricing options a plan of an offering takes (identifiers, not paginated)',
  auth: 'bearer',
  success: {
    status: 200,
    schema: offeringPlanPricingOptions2026Schema,
    description: "The plan's pricing options, as identifiers",
  },
  errors: [404],
  handle({ params, render, view }) {
    const current = view();
    const record = offeringIn(current, params.offering_uuid);
    const product = productIn(record, params.plan_uuid);
    const key = `offering plan pricing options 2026 ${record.offering.id} ${product.id}`;
    return ok(
      render.body(current, key, () =>
        identifiers(optionsFor(product.id as string, record.plans, record.extras).map((plan) => plan.id as string)),
      ),
    );
  },
});

const relationshipExample = `{"data":[{"type":"${OPTION_TYPE}","id":"PRICING_OPTION_ID"}]}`;

function associateRoute(add: boolean) {
  return defineRoute({
    operation: add ? 'addOfferingPlanPricingOptions' : 'removeOfferingPlanPricingOptions',
    versions: ['2026'],
    method: add ? 'POST' : 'DELETE',
    ...paths(PLAN_OPTIONS),
    summary: add
      ? "Let a plan of an offering take some of the offering's pricing options (a plan that took all takes exactly these)"
      : 'Stop a plan of an offering taking some pricing options',
    auth: 'bearer',
    body: {
      schema: add ? addOfferingPlanPricingOptions2026RequestSchema : removeOfferingPlanPricingOptions2026RequestSchema,
      example: relationshipExample,
    },
    success: {
      status: 200,
      schema: offeringPlanPricingOptions2026Schema,
      description: 'The pricing options the plan takes now, as identifiers',
    },
    errors: [404],
    async handle({ params, body, view, write }) {
      productIn(offeringIn(view(), params.offering_uuid), params.plan_uuid);
      const wanted = body.data.map((item) => item.id);
      const ids = await write((session) => associate(session, params.offering_uuid, params.plan_uuid, wanted, add));
      return ok(identifiers(ids));
    },
  });
}

// ---------------------------------------------------------------------------------------------------------------
// 2024: an offering's products

const listProducts2024 = childList({
  operation: 'listOfferingProducts',
  version: '2024',
  path: PRODUCTS,
  summary: "List an offering's products",
  schema: offeringProductListSchema,
  description: "A page of the offering's products",
  children: (record) => record.products,
  item: (render, record, product) => productJson(render, '2024', record, product),
});

const productsExample = '{"data":{"products":["PRODUCT_ID"]}}';

const attachProducts2024 = defineRoute({
  operation: 'attachOfferingProduct',
  versions: ['2024'],
  method: 'POST',
  ...paths(`${PRODUCTS}/attach`),
  summary:
    'Attach store products to an offering: copies of them, each naming its store product in relationships.origin',
  auth: 'bearer',
  body: { schema: attachOfferingProduct2024RequestSchema, example: productsExample },
  success: { status: 200, schema: subscriptionProductListSchema, description: 'The copies attached' },
  errors: [404],
  async handle({ params, body, render, view, write }) {
    offeringIn(view(), params.offering_uuid);
    const { made, record } = await write((session) =>
      withRecord(session, params.offering_uuid, attachProducts(session, params.offering_uuid, body.data.products)),
    );
    return ok(manyBody(render, record, made));
  },
});

const replaceProducts2024 = defineRoute({
  operation: 'replaceOfferingProduct',
  versions: ['2024'],
  method: 'PUT',
  ...paths(`${PRODUCTS}/replace`),
  summary: "Replace an offering's products with copies of store products",
  auth: 'bearer',
  body: { schema: replaceOfferingProduct2024RequestSchema, example: productsExample },
  success: { status: 200, schema: subscriptionProductListSchema, description: "The offering's products now" },
  errors: [404],
  async handle({ params, body, render, view, write }) {
    offeringIn(view(), params.offering_uuid);
    const { made, record } = await write((session) =>
      withRecord(session, params.offering_uuid, replaceProducts(session, params.offering_uuid, body.data.products)),
    );
    return ok(manyBody(render, record, made));
  },
});

const updateProductExample =
  '{"data":{"id":"PRODUCT_ID","type":"subscription_offering_product","attributes":{"name":"Beans"}}}';

const updateProduct2024 = defineRoute({
  operation: 'updateOfferingProduct',
  versions: ['2024'],
  method: 'PUT',
  ...paths(PRODUCT),
  summary: "Change an offering's copy of a product (null clears an optional field, a price or one currency's price)",
  auth: 'bearer',
  body: { schema: updateOfferingProduct2024RequestSchema, example: updateProductExample },
  // The document answers this one with a library Product (`subscription_product`, no relationships): so does the
  // emulator, the offering's copy in that shape (README, "Where this differs").
  success: { status: 200, schema: storeProductResponseSchema, description: 'The product' },
  errors: [404],
  async handle({ params, body, write }) {
    const made = await write((session) =>
      updateProduct(session, params.offering_uuid, params.product_uuid, body.data.attributes, 'product_uuid'),
    );
    const { relationships: _origin, type: _type, ...rest } = made;
    return ok(JSON.stringify({ data: { ...rest, type: 'subscription_product' } }));
  },
});

const deleteProduct2024 = defineRoute({
  operation: 'deleteOfferingProduct',
  versions: ['2024'],
  method: 'DELETE',
  ...paths(PRODUCT),
  summary: 'Take a product out of an offering (subscriptions keep theirs)',
  auth: 'bearer',
  success: { status: 204, schema: null, description: 'Removed' },
  errors: [404],
  async handle({ params, view, write }) {
    productIn(offeringIn(view(), params.offering_uuid), params.product_uuid, 'product_uuid');
    await write((session) => removeProduct(session, params.offering_uuid, params.product_uuid, 'product_uuid'));
    return noContent();
  },
});

/** `replace` and `attach` before `:product_uuid`: the table takes the first route whose path fits. */
export const offeringPlanRoutes = [
  listPlans2026,
  createPlan2026,
  getPlan2026,
  updatePlan2026,
  deletePlan2026,
  listPlanOptions2026,
  associateRoute(true),
  associateRoute(false),
  listProducts2024,
  attachProducts2024,
  replaceProducts2024,
  updateProduct2024,
  deleteProduct2024,
];
