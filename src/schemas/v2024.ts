/**
 * The catalogue of the 2024 Subscriptions API (`subscriptions-2024.yaml`): the store's products and plans, offerings
 * made of copies of them, and the bodies that carry them. Built from the existing offering, product, plan and
 * subscription schemas; strict, as every answer is.
 */
import { z } from 'zod';
import { createdUpdatedSchema, listMetaSchema, ownerSchema, pageLinksSchema } from './common.js';
import { offeringSchema } from './offering.js';
import { planSchema } from './plan.js';
import { productSchema } from './product.js';
import { named } from './registry.js';
import { includedSchema, subscriptionStateSchema } from './subscription.js';

/**
 * A product of the store's library (`subscription_product`): the offering product's attributes and meta, without
 * `relationships` (the document's Product has none).
 * @example
 * const valid = storeProductSchema.safeParse(body.data).success
 */
export const storeProductSchema = named(
  'StoreProduct',
  productSchema.omit({ relationships: true }).extend({ type: z.literal('subscription_product') }),
);

/**
 * A plan of the store's library (`subscription_plan`): the offering plan's attributes, with `base_price_percentage`
 * at least 0 as the document says (the offering plan's schema has only the maximum), and a meta of `owner` and
 * `timestamps` only (no prices: a library plan is priced in an offering).
 * @example
 * const valid = storePlanSchema.safeParse(body.data).success
 */
export const storePlanSchema = named(
  'StorePlan',
  planSchema.omit({ relationships: true }).extend({
    type: z.literal('subscription_plan'),
    attributes: planSchema.shape.attributes.extend({
      base_price_percentage: z.number().min(0).max(100).optional(),
    }),
    meta: z.strictObject({ owner: ownerSchema, timestamps: createdUpdatedSchema }),
  }),
);

/**
 * Body of a library product (`GET`, `POST`, `PUT` of `/v2/subscriptions/products[/:id]`).
 * @example
 * const { data } = storeProductResponseSchema.parse(await response.json())
 */
export const storeProductResponseSchema = named('StoreProductResponse', z.strictObject({ data: storeProductSchema }));

/**
 * Body of `GET /v2/subscriptions/products`: a page.
 * @example
 * const { data, links, meta } = storeProductListSchema.parse(await response.json())
 */
export const storeProductListSchema = named(
  'StoreProductList',
  z.strictObject({ data: z.array(storeProductSchema), links: pageLinksSchema, meta: listMetaSchema }),
);

/**
 * Body of a library plan (`GET`, `POST`, `PUT` of `/v2/subscriptions/plans[/:id]`).
 * @example
 * const { data } = storePlanResponseSchema.parse(await response.json())
 */
export const storePlanResponseSchema = named('StorePlanResponse', z.strictObject({ data: storePlanSchema }));

/**
 * Body of `GET /v2/subscriptions/plans`: a page.
 * @example
 * const { data } = storePlanListSchema.parse(await response.json())
 */
export const storePlanListSchema = named(
  'StorePlanList',
  z.strictObject({ data: z.array(storePlanSchema), links: pageLinksSchema, meta: listMetaSchema }),
);

/**
 * Body of `GET /v2/subscriptions/offerings/:id` (and of create, build and update, without `included`): with
 * `include`, the offering's products and plans.
 * @example
 * const { data, included } = offeringResponseSchema.parse(await response.json())
 */
export const offeringResponseSchema = named(
  'OfferingResponse',
  z.strictObject({ data: offeringSchema, included: includedSchema.optional() }),
);

/**
 * Body of `GET /v2/subscriptions/offerings`: a page; with `include`, the products and plans of every offering on it.
 * @example
 * const { data, meta } = offeringListSchema.parse(await response.json())
 */
export const offeringListSchema = named(
  'OfferingList',
  z.strictObject({
    data: z.array(offeringSchema),
    included: includedSchema.optional(),
    links: pageLinksSchema,
    meta: listMetaSchema,
  }),
);

/**
 * Body of `GET /v2/subscriptions/offerings/:id/products`: a page.
 * @example
 * const { data } = offeringProductListSchema.parse(await response.json())
 */
export const offeringProductListSchema = named(
  'OfferingProductList',
  z.strictObject({ data: z.array(productSchema), links: pageLinksSchema, meta: listMetaSchema }),
);

/**
 * Body of `GET /v2/subscriptions/offerings/:id/plans`: a page.
 * @example
 * const { data } = offeringPlanListSchema.parse(await response.json())
 */
export const offeringPlanListSchema = named(
  'OfferingPlanList',
  z.strictObject({ data: z.array(planSchema), links: pageLinksSchema, meta: listMetaSchema }),
);

/**
 * Body of `PUT /v2/subscriptions/offerings/:id/plans/:plan_id`.
 * @example
 * const { data } = offeringPlanResponseSchema.parse(await response.json())
 */
export const offeringPlanResponseSchema = named('OfferingPlanResponse', z.strictObject({ data: planSchema }));

/**
 * Body of `GET /v2/subscriptions/subscriptions/:id/products`, not paginated; also the shape of the answers of
 * `POST .../products/attach` and `PUT .../products/replace` of an offering.
 * @example
 * const { data } = subscriptionProductListSchema.parse(await response.json())
 */
export const subscriptionProductListSchema = named(
  'SubscriptionProductList',
  z.strictObject({ data: z.array(productSchema) }),
);

/**
 * Body of `GET /v2/subscriptions/subscriptions/:id/plans`, not paginated; also the shape of the answer of
 * `POST .../plans/attach` of an offering.
 * @example
 * const active = subscriptionPlanListSchema.parse(await response.json()).data.find((plan) => plan.meta.active_plan)
 */
export const subscriptionPlanListSchema = named('SubscriptionPlanList', z.strictObject({ data: z.array(planSchema) }));

/**
 * Body of `GET /v2/subscriptions/subscriptions/:id/states/:state_id`.
 * @example
 * const { data } = subscriptionStateResponseSchema.parse(await response.json())
 */
export const subscriptionStateResponseSchema = named(
  'SubscriptionStateResponse',
  z.strictObject({ data: subscriptionStateSchema }),
);

export type StoreProduct = z.infer<typeof storeProductSchema>;
export type StorePlan = z.infer<typeof storePlanSchema>;
export type StoreProductResponse = z.infer<typeof storeProductResponseSchema>;
export type StoreProductList = z.infer<typeof storeProductListSchema>;
export type StorePlanResponse = z.infer<typeof storePlanResponseSchema>;
export type StorePlanList = z.infer<typeof storePlanListSchema>;
export type OfferingResponse = z.infer<typeof offeringResponseSchema>;
export type OfferingList = z.infer<typeof offeringListSchema>;
export type OfferingProductList = z.infer<typeof offeringProductListSchema>;
export type OfferingPlanList = z.infer<typeof offeringPlanListSchema>;
export type OfferingPlanResponse = z.infer<typeof offeringPlanResponseSchema>;
export type SubscriptionProductList = z.infer<typeof subscriptionProductListSchema>;
export type SubscriptionPlanList = z.infer<typeof subscriptionPlanListSchema>;
export type SubscriptionStateResponse = z.infer<typeof subscriptionStateResponseSchema>;
