import {
  createStorePlan,
  createStoreProduct,
  deleteStorePlan,
  deleteStoreProduct,
  updateStorePlan,
  updateStoreProduct,
} from '../catalog/rules.js';
import type { StorePlan, StoreProduct } from '../catalog/types.js';
import { errors } from '../http/errors.js';
import { listBody } from '../render/page.js';
import type { Renderer } from '../render/renderer.js';
import { isUuid, lowerId } from '../schemas/common.js';
import {
  createPlan2024RequestSchema,
  createProduct2024RequestSchema,
  storePlanListSchema,
  storePlanResponseSchema,
  storeProductListSchema,
  storeProductResponseSchema,
  updatePlan2024RequestSchema,
  updateProduct2024RequestSchema,
} from '../schemas/index.js';
import type { Records } from '../store/records.js';
import { defineRoute, paths } from './contract.js';
import { filterParam } from './filter.js';

import { PAGE_PARAMS, pageWindow } from './params.js';
import { noContent, ok } from './respond.js';

/**
 * The 2024 store catalogue: the store's own products (`subscription_product`, /v2/subscriptions/products) and plans
 * (`subscription_plan`, /v2/subscriptions/plans), which offerings take copies of when they are attached. Stored in
 * their answer's shape: a record's JSON is its body's `data`.
 */

export const PRODUCTS = '/v2/subscriptions/products';
export const PRODUCT = `${PRODUCTS}/:product_uuid`;
export const PLANS = '/v2/subscriptions/plans';
export const PLAN = `${PLANS}/:plan_uuid`;

/** ListProducts and ListPlans document `eq` on `external_ref`. */
const FILTER = filterParam({ external_ref: ['eq'] });

/** The store record a path names: a 400 for an id that is not a UUID, a 404 for one that is not there. */
function storeRecordIn<T>(records: Records<T>, kind: 'product' | 'plan', id: string): T {
  if (!isUuid(id)) throw errors.notAUuid(`${kind}_uuid`, id);
  const found = records.get(lowerId(id));
  if (found === undefined) throw errors.notFound(kind, id.toLowerCase());
  return found;
}

/** The body of one store product or plan as it is now (a write's answer: never cached). */
const recordBody = (render: Renderer, record: StoreProduct | StorePlan) => `{"data":${render.json(record)}}`;

// ---------------------------------------------------------------------------------------------------------------
// Products

const listProducts = defineRoute({
  operation: 'listProducts',
  versions: ['2024'],
  method: 'GET',
  ...paths(PRODUCTS),
  summary: "List the store's products",
  auth: 'bearer',
  query: [...PAGE_PARAMS, FILTER],
  success: { status: 200, schema: storeProductListSchema, description: 'A page of products' },
  handle({ request, query, render, view }) {
    const filters = FILTER.read(query);
    const current = view();
    return ok(
      listBody(render, current, request, query, {
        key: 'store products',
        window: pageWindow(query),
        found: () => current.products.find(filters),
        item: (product) => render.json(product),
      }),
    );
  },
});

const getProduct = defineRoute({
  operation: 'getProduct',
  versions: ['2024'],
  method: 'GET',
  ...paths(PRODUCT),
  summary: "Get one of the store's products",
  auth: 'bearer',
  success: { status: 200, schema: storeProductResponseSchema, description: 'The product' },
  errors: [404],
  handle({ params, render, view }) {
    const current = view();
    const product = storeRecordIn(current.products, 'product', params.product_uuid);
    return ok(render.body(current, `store product ${product.id}`, () => recordBody(render, product)));
  },
});

const createProduct = defineRoute({
  operation: 'createProduct',
  versions: ['2024'],
  method: 'POST',
  ...paths(PRODUCTS),
  summary: 'Create a product in the store',
  auth: 'bearer',
  body: {
    schema: createProduct2024RequestSchema,
    example: '{"data":{"type":"subscription_product","attributes":{"name":"Magazine","price":{"USD":{"amount":500}}}}}',
  },
  success: { status: 201, schema: storeProductResponseSchema, description: 'The new product' },
  async handle({ body, render, write }) {
    const product = await write((session) => createStoreProduct(session, body.data.attributes));
    return ok(recordBody(render, product), 201);
  },
});

const updateProduct = defineRoute({
  operation: 'updateProduct',
  versions: ['2024'],
  method: 'PUT',
  ...paths(PRODUCT),
  summary: "Change a store product (null clears an optional field, the price or one currency's price)",
  auth: 'bearer',
  body: {
    schema: updateProduct2024RequestSchema,
    example: '{"data":{"id":"PRODUCT_ID","type":"subscription_product","attributes":{"name":"Magazine+"}}}',
  },
  success: { status: 200, schema: storeProductResponseSchema, description: 'The product' },
  errors: [404],
  async handle({ params, body, render, view, write }) {
    storeRecordIn(view().products, 'product', params.product_uuid);
    const product = await write((session) => updateStoreProduct(session, params.product_uuid, body.data.attributes));
    return ok(recordBody(render, product));
  },
});

const deleteProduct = defineRoute({
  operation: 'deleteProduct',
  versions: ['2024'],
  method: 'DELETE',
  ...paths(PRODUCT),
  summary: 'Delete a store product (a 409 while an offering holds a copy of it: detach it first)',
  auth: 'bearer',
  success: { status: 204, schema: null, description: 'Deleted' },
  errors: [404, 409],
  async handle({ params, view, write }) {
    storeRecordIn(view().products, 'product', params.product_uuid);
    await write((session) => deleteStoreProduct(session, params.product_uuid));
    return noContent();
  },
});

// ---------------------------------------------------------------------------------------------------------------
// Plans

const listPlans = defineRoute({
  operation: 'listPlans',
  versions: ['2024'],
  method: 'GET',
  ...paths(PLANS),
  summary: "List the store's plans",
  auth: 'bearer',
  query: [...PAGE_PARAMS, FILTER],
  success: { status: 200, schema: storePlanListSchema, description: 'A page of plans' },
  handle({ request, query, render, view }) {
    const filters = FILTER.read(query);
    const current = view();
    return ok(
      listBody(render, current, request, query, {
        key: 'store plans',
        window: pageWindow(query),
        found: () => current.plans.find(filters),
        item: (plan) => render.json(plan),
      }),
    );
  },
});

const getPlan = defineRoute({
  operation: 'getPlan',
  versions: ['2024'],
  method: 'GET',
  ...paths(PLAN),
  summary: "Get one of the store's plans",
  auth: 'bearer',
  success: { status: 200, schema: storePlanResponseSchema, description: 'The plan' },
  errors: [404],
  handle({ params, render, view }) {
    const current = view();
    const plan = storeRecordIn(current.plans, 'plan', params.plan_uuid);
    return ok(render.body(current, `store plan ${plan.id}`, () => recordBody(render, plan)));
  },
});

const createPlan = defineRoute({
  operation: 'createPlan',
  versions: ['2024'],
  method: 'POST',
  ...paths(PLANS),
  summary: 'Create a plan in the store',
  auth: 'bearer',
  body: {
    schema: createPlan2024RequestSchema,
    example:
      '{"data":{"type":"subscription_plan","attributes":{"name":"Monthly","billing_interval_type":"month","billing_frequency":1,"plan_length":12,"end_behavior":"roll","can_pause":true,"can_resume":true,"can_cancel":true}}}',
  },
  success: { status: 201, schema: storePlanResponseSchema, description: 'The new plan' },
  async handle({ body, render, write }) {
    const plan = await write((session) => createStorePlan(session, body.data.attributes));
    return ok(recordBody(render, plan), 201);
  },
});

const updatePlan = defineRoute({
  operation: 'updatePlan',
  versions: ['2024'],
  method: 'PUT',
  ...paths(PLAN),
  summary:
    'Change a store plan (null clears external_ref, description, trial_period, base_price_percentage or fixed_price)',
  auth: 'bearer',
  body: {
    schema: updatePlan2024RequestSchema,
    example: '{"data":{"id":"PLAN_ID","type":"subscription_plan","attributes":{"can_pause":false}}}',
  },
  success: { status: 200, schema: storePlanResponseSchema, description: 'The plan' },
  errors: [404],
  async handle({ params, body, render, view, write }) {
    storeRecordIn(view().plans, 'plan', params.plan_uuid);
    const plan = await write((session) => updateStorePlan(session, params.plan_uuid, body.data.attributes));
    return ok(recordBody(render, plan));
  },
});

const deletePlan = defineRoute({
  operation: 'deletePlan',
  versions: ['2024'],
  method: 'DELETE',
  ...paths(PLAN),
  summary: 'Delete a store plan (a 409 while an offering holds a copy of it: detach it first)',
  auth: 'bearer',
  success: { status: 204, schema: null, description: 'Deleted' },
  errors: [404, 409],
  async handle({ params, view, write }) {
    storeRecordIn(view().plans, 'plan', params.plan_uuid);
    await write((session) => deleteStorePlan(session, params.plan_uuid));
    return noContent();
  },
});

export const storeCatalogueRoutes = [
  listProducts,
  getProduct,
  createProduct,
  updateProduct,
  deleteProduct,
  listPlans,
  getPlan,
  createPlan,
  updatePlan,
  deletePlan,
];
