/**
 * Request bodies of the catalogue and subscription writes of both published Subscriptions APIs
 * (`subscriptions-2026.yaml` and `subscriptions-2024.yaml`), each field with the document's limits: lengths, enums,
 * minimums and maximums, `minItems`, required fields, and `null` where an update may clear a field.
 *
 * Objects are `z.object` at every depth, as in requests.ts: neither document says `additionalProperties: false`
 * anywhere, and the real API ignores fields it does not know (`strictly()` of requests.ts makes the top levels strict
 * for `--strict-params`). Read-only parts the documents put in a body (BuildSubscription's `meta`) are left out, so
 * they are dropped like any unknown field.
 */
import { z } from 'zod';
import { currencyCodeSchema, descriptionSchema, externalRefSchema, nameSchema, uuidSchema } from './common.js';
import { namedRequest } from './registry.js';
import { basePricePercentageSchema, billingIntervalTypeSchema, endBehaviorSchema, featureTagSchema } from './v2026.js';

// ---------------------------------------------------------------------------------------------------------------
// Pieces both documents share.

/** A date and time as RFC 3339 writes it (a `Z` or an offset). */
const dateTime = z.iso.datetime({ offset: true });
const skuSchema = z.string().max(1024);
const mainImageSchema = z.url().max(1024);
const gatewayId = z.string().min(3).max(1024);
const subscriberName = z.string().min(3).max(1024);
const subscriberEmail = z.email().min(3).max(1024);
const priceUnits = z.object({ unit: z.enum(['day', 'month']), amount: z.int().min(1) });
const ids = z.array(uuidSchema).min(1);
const relationshipData = z.object({ id: uuidSchema, type: z.string() });
/** The document's generic Relationships: each one resource or several, with optional `links.related`. */
const relationships = z.record(
  z.string(),
  z.object({
    data: z.union([relationshipData, z.array(relationshipData)]).optional(),
    links: z.object({ related: z.string().optional() }).optional(),
  }),
);
/** One plan among several to subscribe with, `meta.selected` marking the one to use. */
const selectedMeta = z.object({ selected: z.boolean().optional() });

/** An amount per currency; in 2026 `minimum: 0`, in 2024 any integer. */
const priceMap = (amount: z.ZodInt) =>
  z.record(currencyCodeSchema, z.object({ amount, includes_tax: z.boolean().optional() }));
/** The NullablePrice of updates (both documents): the map or any of its entries may be `null`; no minimum. */
const nullablePriceMap = z
  .record(currencyCodeSchema, z.object({ amount: z.int(), includes_tax: z.boolean().optional() }).nullable())
  .nullable();
const price2026 = priceMap(z.int().min(0));
const price2024 = priceMap(z.int());

/** The billing rules both documents share (2024 plan, 2026 pricing option), without the price. */
const billingRules = {
  external_ref: externalRefSchema.optional(),
  name: nameSchema,
  description: descriptionSchema.optional(),
  billing_interval_type: billingIntervalTypeSchema,
  billing_frequency: z.int().min(1),
  trial_period: z.int().min(0).optional(),
  plan_length: z.int().min(1),
  end_behavior: endBehaviorSchema,
  can_pause: z.boolean(),
  can_resume: z.boolean(),
  can_cancel: z.boolean(),
  base_price_percentage: basePricePercentageSchema.optional(),
};
/** The same, as an update takes them: all optional, `external_ref`, `description`, `trial_period` and the
 * percentage nullable. */
const billingRulesUpdate = {
  external_ref: externalRefSchema.nullable().optional(),
  name: nameSchema.optional(),
  description: descriptionSchema.nullable().optional(),
  billing_interval_type: billingIntervalTypeSchema.optional(),
  billing_frequency: z.int().min(1).optional(),
  trial_period: z.int().min(0).nullable().optional(),
  plan_length: z.int().min(1).optional(),
  end_behavior: endBehaviorSchema.optional(),
  can_pause: z.boolean().optional(),
  can_resume: z.boolean().optional(),
  can_cancel: z.boolean().optional(),
  base_price_percentage: basePricePercentageSchema.nullable().optional(),
  fixed_price: nullablePriceMap.optional(),
};
/** What is sold (2024 product, 2026 plan), without the price. */
const item = {
  external_ref: externalRefSchema.optional(),
  name: nameSchema,
  description: descriptionSchema.optional(),
  sku: skuSchema.optional(),
  main_image: mainImageSchema.optional(),
  price_units: priceUnits.optional(),
};
/** The same, as an update takes them. */
const itemUpdate = {
  external_ref: externalRefSchema.nullable().optional(),
  name: nameSchema.optional(),
  description: descriptionSchema.nullable().optional(),
  sku: skuSchema.nullable().optional(),
  main_image: mainImageSchema.nullable().optional(),
  price: nullablePriceMap.optional(),
  price_units: priceUnits.nullable().optional(),
};
const offeringAttributes = z.object({
  external_ref: externalRefSchema.optional(),
  name: nameSchema,
  description: descriptionSchema.optional(),
});

// ---------------------------------------------------------------------------------------------------------------
// Pieces of 2026.

const leadTime = z.object({ type: z.enum(['day', 'week']), time: z.int().min(1) });
const notificationSchedule = z.object({
  name: z.string().min(1).max(1024),
  unit: z.enum(['day', 'week', 'month']),
  amount: z.int().min(1),
});
const featureConfiguration = z.discriminatedUnion('type', [
  z.object({ type: z.literal('access'), tag: featureTagSchema }),
  z.object({
    type: z.literal('promotion'),
    promotions: z.array(z.object({ name: nameSchema, tag: featureTagSchema, promotion_id: uuidSchema.optional() })),
  }),
  z.object({
    type: z.literal('usage'),
    tag: featureTagSchema,
    label: z.string().min(3).max(1024),
    default_value: z.int(),
  }),
]);
const featurePlanConfiguration = z.discriminatedUnion('type', [
  z.object({ type: z.literal('access') }),
  z.object({ type: z.literal('promotion'), tag: featureTagSchema }),
  z.object({ type: z.literal('usage'), default_value: z.int() }),
]);
const featureAttributes = z.object({
  external_ref: externalRefSchema.optional(),
  name: nameSchema,
  description: descriptionSchema.optional(),
  configuration: featureConfiguration,
});
const featureUpdateAttributes = z.object({
  external_ref: externalRefSchema.nullable().optional(),
  name: nameSchema.optional(),
  description: descriptionSchema.nullable().optional(),
  configuration: featureConfiguration.optional(),
});
/** A plan of 2026 (PlanAttributes). */
const planAttributes2026 = { ...item, price: price2026.optional() };
/** A plan of an offering (OfferingPlanAttributes): a plan and the offering's features it gives, by feature. */
const offeringPlanAttributes2026 = z.object({
  ...planAttributes2026,
  feature_configurations: z.record(z.string(), featurePlanConfiguration).optional(),
});
/** A pricing option of 2026 (PricingOptionAttributes). */
const pricingOptionAttributes2026 = {
  ...billingRules,
  lead_time: leadTime.optional(),
  notification_schedule: z.array(notificationSchedule).optional(),
  fixed_price: price2026.optional(),
};
/** Features for a build: an existing feature's id or external_ref, or a new feature's attributes. */
const featureReferences = z.array(z.union([externalRefSchema, featureAttributes, uuidSchema])).min(1);
/** Feature configurations by plan (id or external_ref), each by feature (id or external_ref). */
const configuredFeatures = z.record(z.string(), z.record(z.string(), featurePlanConfiguration));
/** Pricing options (id or external_ref) by plan (id or external_ref). */
const pricingOptionAssociations = z.record(z.string(), z.array(z.string()));
const prorationPolicyReference = z.object({ type: z.literal('subscription_proration_policy'), id: uuidSchema });
/** Who takes the payments, in a body that creates a subscription: the gateway's ids are required. */
const createPaymentAuthority2026 = z.discriminatedUnion('type', [
  z.object({ type: z.literal('elastic_path_payments_stripe'), customer_id: gatewayId, card_id: gatewayId }),
  z.object({ type: z.literal('stripe_payment_intents'), customer_id: gatewayId, card_id: gatewayId }),
  z.object({ type: z.literal('authorize_net'), payment_profile_id: gatewayId, customer_profile_id: gatewayId }),
]);
/** Who takes the payments, in an update: the gateway's ids optional. */
const paymentAuthority2026 = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('elastic_path_payments_stripe'),
    customer_id: gatewayId.optional(),
    card_id: gatewayId.optional(),
  }),
  z.object({
    type: z.literal('stripe_payment_intents'),
    customer_id: gatewayId.optional(),
    card_id: gatewayId.optional(),
  }),
  z.object({
    type: z.literal('authorize_net'),
    payment_profile_id: gatewayId.optional(),
    customer_profile_id: gatewayId.optional(),
  }),
]);

// ---------------------------------------------------------------------------------------------------------------
// 2026: offerings.

/**
 * Body of `POST /v2/subscriptions/offerings` (2026 CreateOffering): a name, optionally a proration policy.
 * @example
 * const body = { data: { type: 'subscription_offering', attributes: { name: 'Magazine' } } }
 */
export const createOffering2026RequestSchema = namedRequest(
  'CreateOffering2026Request',
  z.object({
    data: z.object({
      type: z.literal('subscription_offering'),
      attributes: offeringAttributes,
      relationships: z.object({ proration_policy: prorationPolicyReference.optional() }).optional(),
    }),
  }),
);

const offeringUpdateAttributes = z.object({
  external_ref: externalRefSchema.nullable().optional(),
  name: nameSchema.optional(),
  description: descriptionSchema.nullable().optional(),
});
const offeringUpdateRelationships = z.object({ proration_policy: prorationPolicyReference.nullable().optional() });

/**
 * Body of `PUT /v2/subscriptions/offerings/:id` (2026 UpdateOffering): `attributes`, `relationships` or both (the
 * document's `anyOf`); `null` clears `external_ref`, `description` or the proration policy.
 * @example
 * const body = { data: { id, type: 'subscription_offering', relationships: { proration_policy: null } } }
 */
export const updateOffering2026RequestSchema = namedRequest(
  'UpdateOffering2026Request',
  z.object({
    data: z.union([
      z.object({
        id: uuidSchema,
        type: z.literal('subscription_offering'),
        attributes: offeringUpdateAttributes,
        relationships: offeringUpdateRelationships.optional(),
      }),
      z.object({
        id: uuidSchema,
        type: z.literal('subscription_offering'),
        attributes: offeringUpdateAttributes.optional(),
        relationships: offeringUpdateRelationships,
      }),
    ]),
  }),
);

/**
 * Body of `POST /v2/subscriptions/offerings/build` (2026 BuildOffering): an offering with at least one plan and one
 * pricing option made in it, optionally features (existing ones by id or external_ref, or new ones), which plan gives
 * which feature, and which pricing options go with which plan.
 * @example
 * const body = { data: { name: 'Magazine', plans: [{ name: 'Print' }], pricing_options: [monthly] } }
 */
export const buildOffering2026RequestSchema = namedRequest(
  'BuildOffering2026Request',
  z.object({
    data: z.object({
      external_ref: externalRefSchema.optional(),
      name: nameSchema,
      description: descriptionSchema.optional(),
      /** The proration policy's id or external_ref. */
      proration_policy_id: z.string().optional(),
      configured_features: configuredFeatures.optional(),
      pricing_option_associations: pricingOptionAssociations.optional(),
      features: featureReferences.optional(),
      plans: z.array(offeringPlanAttributes2026).min(1),
      pricing_options: z.array(z.object(pricingOptionAttributes2026)).min(1),
    }),
  }),
);

/**
 * Body of `POST /v2/subscriptions/offerings/:id/plans` (2026 CreateOfferingPlan).
 * @example
 * const body = { data: { type: 'subscription_offering_plan', attributes: { name: 'Print', price: { USD: { amount: 500 } } } } }
 */
export const createOfferingPlan2026RequestSchema = namedRequest(
  'CreateOfferingPlan2026Request',
  z.object({
    data: z.object({
      type: z.literal('subscription_offering_plan'),
      attributes: offeringPlanAttributes2026,
      relationships: relationships.optional(),
    }),
  }),
);

/**
 * Body of `PUT /v2/subscriptions/offerings/:id/plans/:plan_id` (2026 UpdateOfferingPlan): `null` clears an optional
 * field, a feature's configuration, a price or the price of one currency.
 * @example
 * const body = { data: { id, type: 'subscription_offering_plan', attributes: { sku: null } } }
 */
export const updateOfferingPlan2026RequestSchema = namedRequest(
  'UpdateOfferingPlan2026Request',
  z.object({
    data: z.object({
      id: uuidSchema,
      type: z.literal('subscription_offering_plan'),
      attributes: z.object({
        ...itemUpdate,
        feature_configurations: z.record(z.string(), featurePlanConfiguration.nullable()).optional(),
      }),
    }),
  }),
);

/**
 * Body of `POST /v2/subscriptions/offerings/:id/pricing-options` (2026 CreateOfferingPricingOption).
 * @example
 * const body = { data: { type: 'subscription_offering_pricing_option', attributes: monthly } }
 */
export const createOfferingPricingOption2026RequestSchema = namedRequest(
  'CreateOfferingPricingOption2026Request',
  z.object({
    data: z.object({
      type: z.literal('subscription_offering_pricing_option'),
      attributes: z.object(pricingOptionAttributes2026),
    }),
  }),
);

/**
 * Body of `PUT /v2/subscriptions/offerings/:id/pricing-options/:pricing_option_id` (2026
 * UpdateOfferingPricingOption): `null` clears `external_ref`, `description`, `trial_period`, `lead_time`,
 * `base_price_percentage` or `fixed_price`.
 * @example
 * const body = { data: { id, type: 'subscription_offering_pricing_option', attributes: { lead_time: null } } }
 */
export const updateOfferingPricingOption2026RequestSchema = namedRequest(
  'UpdateOfferingPricingOption2026Request',
  z.object({
    data: z.object({
      id: uuidSchema,
      type: z.literal('subscription_offering_pricing_option'),
      attributes: z.object({
        ...billingRulesUpdate,
        lead_time: leadTime.nullable().optional(),
        notification_schedule: z.array(notificationSchedule).optional(),
      }),
    }),
  }),
);

/**
 * Body of `POST /v2/subscriptions/offerings/:id/plans/:plan_id/relationships/pricing_options` (2026
 * AddOfferingPlanPricingOptions): the pricing options to associate with the plan.
 * @example
 * const body = { data: [{ type: 'subscription_offering_pricing_option', id }] }
 */
export const addOfferingPlanPricingOptions2026RequestSchema = namedRequest(
  'AddOfferingPlanPricingOptions2026Request',
  z.object({ data: z.array(relationshipData) }),
);

/**
 * Body of `DELETE /v2/subscriptions/offerings/:id/plans/:plan_id/relationships/pricing_options` (2026
 * RemoveOfferingPlanPricingOptions): the pricing options to dissociate from the plan.
 * @example
 * const body = { data: [{ type: 'subscription_offering_pricing_option', id }] }
 */
export const removeOfferingPlanPricingOptions2026RequestSchema = namedRequest(
  'RemoveOfferingPlanPricingOptions2026Request',
  z.object({ data: z.array(relationshipData) }),
);

// ---------------------------------------------------------------------------------------------------------------
// 2026: features.

/**
 * Body of `POST /v2/subscriptions/features` (2026 CreateFeature).
 * @example
 * const body = { data: { type: 'subscription_feature', attributes: { name: 'Library', configuration: { type: 'access', tag: 'library' } } } }
 */
export const createFeature2026RequestSchema = namedRequest(
  'CreateFeature2026Request',
  z.object({ data: z.object({ type: z.literal('subscription_feature'), attributes: featureAttributes }) }),
);

/**
 * Body of `PUT /v2/subscriptions/features/:id` (2026 UpdateFeature): `null` clears `external_ref` or `description`.
 * @example
 * const body = { data: { id, type: 'subscription_feature', attributes: { description: null } } }
 */
export const updateFeature2026RequestSchema = namedRequest(
  'UpdateFeature2026Request',
  z.object({
    data: z.object({ id: uuidSchema, type: z.literal('subscription_feature'), attributes: featureUpdateAttributes }),
  }),
);

/**
 * Body of `POST /v2/subscriptions/offerings/:id/features` (2026 CreateOfferingFeature): a feature made in the
 * offering.
 * @example
 * const body = { data: { type: 'subscription_offering_feature', attributes: { name: 'Library', configuration } } }
 */
export const createOfferingFeature2026RequestSchema = namedRequest(
  'CreateOfferingFeature2026Request',
  z.object({ data: z.object({ type: z.literal('subscription_offering_feature'), attributes: featureAttributes }) }),
);

/**
 * Body of `PUT /v2/subscriptions/offerings/:id/features/:feature_id` (2026 UpdateOfferingFeature).
 * @example
 * const body = { data: { id, type: 'subscription_offering_feature', attributes: { name: 'Library+' } } }
 */
export const updateOfferingFeature2026RequestSchema = namedRequest(
  'UpdateOfferingFeature2026Request',
  z.object({
    data: z.object({
      id: uuidSchema,
      type: z.literal('subscription_offering_feature'),
      attributes: featureUpdateAttributes,
    }),
  }),
);

/**
 * Body of `POST /v2/subscriptions/offerings/:id/features/attach` (2026 AttachOfferingFeature): at least one library
 * feature's id.
 * @example
 * const body = { data: { features: [featureId] } }
 */
export const attachOfferingFeature2026RequestSchema = namedRequest(
  'AttachOfferingFeature2026Request',
  z.object({ data: z.object({ features: ids }) }),
);

// ---------------------------------------------------------------------------------------------------------------
// 2026: subscriptions.

/**
 * Body of `POST /v2/subscriptions/subscriptions` (2026 BuildSubscription): to an existing offering (`offering_id` or
 * `offering_external_ref`, `plan_id`, `pricing_option_id`) or to one made inline (`offering`, `plans`,
 * `pricing_options`, `features`..., `selected_plan` and `selected_pricing_option` or `meta.selected`). The document's
 * prose rules are checked too: `started_at` only with `first_invoice_paid: true`, `override_first_period_end_date`
 * only with `started_at` and after it.
 * @example
 * const body = { data: { account_id, offering_id, plan_id, pricing_option_id, currency: 'USD', name: 'Ada', email: 'ada@example.com', manual_payments: false } }
 */
export const createSubscription2026RequestSchema = namedRequest(
  'CreateSubscription2026Request',
  z.object({
    data: z
      .object({
        external_ref: externalRefSchema.optional(),
        account_id: uuidSchema,
        address_id: uuidSchema.optional(),
        offering_external_ref: externalRefSchema.optional(),
        offering_id: uuidSchema.optional(),
        plan_id: uuidSchema.optional(),
        pricing_option_id: uuidSchema.optional(),
        currency: currencyCodeSchema,
        payment_authority: createPaymentAuthority2026.optional(),
        /** Required by the document, though it gives a default (false). */
        manual_payments: z.boolean(),
        name: subscriberName,
        email: subscriberEmail,
        pending: z.boolean().optional(),
        first_invoice_paid: z.boolean().optional(),
        /** The start of the most recent period of a subscription imported as active. */
        started_at: dateTime.optional(),
        override_first_period_end_date: dateTime.optional(),
        offering: offeringAttributes.optional(),
        features: featureReferences.optional(),
        plans: z
          .array(z.object({ ...planAttributes2026, meta: selectedMeta.optional() }))
          .min(1)
          .optional(),
        pricing_options: z
          .array(z.object({ ...pricingOptionAttributes2026, meta: selectedMeta.optional() }))
          .min(1)
          .optional(),
        configured_features: configuredFeatures.optional(),
        pricing_option_associations: pricingOptionAssociations.optional(),
        /** The external_ref of the inline plan to subscribe to. */
        selected_plan: externalRefSchema.optional(),
        /** The external_ref of the inline pricing option to subscribe with. */
        selected_pricing_option: externalRefSchema.optional(),
        order: z.object({ order_id: uuidSchema, order_item_id: uuidSchema }).optional(),
      })
      .superRefine((data, context) => {
        if (data.started_at !== undefined && data.first_invoice_paid !== true)
          context.addIssue({
            code: 'custom',
            path: ['started_at'],
            message: 'may only be given with first_invoice_paid: true',
          });
        if (data.override_first_period_end_date === undefined) return;
        if (data.started_at === undefined)
          context.addIssue({
            code: 'custom',
            path: ['override_first_period_end_date'],
            message: 'may only be given with started_at',
          });
        else if (Date.parse(data.override_first_period_end_date) <= Date.parse(data.started_at))
          context.addIssue({
            code: 'custom',
            path: ['override_first_period_end_date'],
            message: 'must be after started_at',
          });
      }),
  }),
);

/**
 * Body of `PUT /v2/subscriptions/subscriptions/:id` (2026 UpdateSubscription): switch plan or pricing option, change
 * the payment authority or address (`null` clears it), or move a pending subscription's `go_live_after` (`null` clears
 * it).
 * @example
 * const body = { data: { id, type: 'subscription', attributes: { pricing_option_id } } }
 */
export const updateSubscription2026RequestSchema = namedRequest(
  'UpdateSubscription2026Request',
  z.object({
    data: z.object({
      id: uuidSchema,
      type: z.literal('subscription'),
      attributes: z.object({
        pricing_option_id: uuidSchema.optional(),
        plan_id: uuidSchema.optional(),
        address_id: uuidSchema.nullable().optional(),
        payment_authority: paymentAuthority2026.optional(),
        go_live_after: dateTime.nullable().optional(),
      }),
    }),
  }),
);

/**
 * Body of `PUT /v2/subscriptions/subscriptions/:id/plans` (2026 ManageSubscriptionPlans): actions on the
 * subscription's plans; the document has one, `detach`, of at least one plan.
 * @example
 * const body = { data: [{ type: 'detach', plans: [planId] }] }
 */
export const manageSubscriptionPlans2026RequestSchema = namedRequest(
  'ManageSubscriptionPlans2026Request',
  z.object({ data: z.array(z.object({ type: z.literal('detach'), plans: ids })) }),
);

/**
 * Body of `POST /v2/subscriptions/subscriptions/:id/states` (2026 ChangeState): `cancel`, `pause`, `resume` or
 * `pending`; with `cancel`, `cancel_immediately: true` ends it now (default false).
 * @example
 * const body = { data: { type: 'subscription_state', attributes: { action: 'cancel', cancel_immediately: true } } }
 */
export const changeState2026RequestSchema = namedRequest(
  'ChangeState2026Request',
  z.object({
    data: z.object({
      type: z.literal('subscription_state'),
      attributes: z.object({
        action: z.enum(['cancel', 'pause', 'resume', 'pending']),
        cancel_immediately: z.boolean().optional(),
      }),
    }),
  }),
);

// ---------------------------------------------------------------------------------------------------------------
// Pieces of 2024.

/** A product of 2024 (ProductAttributes). */
const productAttributes2024 = z.object({ ...item, price: price2024.optional() });
/** A plan of 2024 (PlanAttributes): billing rules and a fixed price, any amount. */
const planAttributes2024 = z.object({ ...billingRules, fixed_price: price2024.optional() });
/** Who takes the payments in 2024: the gateway's ids optional. */
const paymentAuthority2024 = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('elastic_path_payments_stripe'),
    customer_id: gatewayId.optional(),
    card_id: gatewayId.optional(),
  }),
  z.object({
    type: z.literal('authorize_net'),
    payment_profile_id: gatewayId.optional(),
    customer_profile_id: gatewayId.optional(),
  }),
]);

// ---------------------------------------------------------------------------------------------------------------
// 2024: the store's products and plans.

/**
 * Body of `POST /v2/subscriptions/products` (2024 CreateProduct).
 * @example
 * const body = { data: { type: 'subscription_product', attributes: { name: 'Magazine', price: { USD: { amount: 500 } } } } }
 */
export const createProduct2024RequestSchema = namedRequest(
  'CreateProduct2024Request',
  z.object({ data: z.object({ type: z.literal('subscription_product'), attributes: productAttributes2024 }) }),
);

/**
 * Body of `PUT /v2/subscriptions/products/:id` (2024 UpdateProduct): `null` clears an optional field, the price or the
 * price of one currency.
 * @example
 * const body = { data: { id, type: 'subscription_product', attributes: { main_image: null } } }
 */
export const updateProduct2024RequestSchema = namedRequest(
  'UpdateProduct2024Request',
  z.object({
    data: z.object({ id: uuidSchema, type: z.literal('subscription_product'), attributes: z.object(itemUpdate) }),
  }),
);

/**
 * Body of `POST /v2/subscriptions/plans` (2024 CreatePlan).
 * @example
 * const body = { data: { type: 'subscription_plan', attributes: { name: 'Monthly', billing_interval_type: 'month', billing_frequency: 1, plan_length: 12, end_behavior: 'roll', can_pause: true, can_resume: true, can_cancel: true } } }
 */
export const createPlan2024RequestSchema = namedRequest(
  'CreatePlan2024Request',
  z.object({ data: z.object({ type: z.literal('subscription_plan'), attributes: planAttributes2024 }) }),
);

/**
 * Body of `PUT /v2/subscriptions/plans/:id` (2024 UpdatePlan): `null` clears `external_ref`, `description`,
 * `trial_period`, `base_price_percentage` or `fixed_price`.
 * @example
 * const body = { data: { id, type: 'subscription_plan', attributes: { trial_period: null } } }
 */
export const updatePlan2024RequestSchema = namedRequest(
  'UpdatePlan2024Request',
  z.object({
    data: z.object({ id: uuidSchema, type: z.literal('subscription_plan'), attributes: z.object(billingRulesUpdate) }),
  }),
);

// ---------------------------------------------------------------------------------------------------------------
// 2024: offerings.

/**
 * Body of `POST /v2/subscriptions/offerings` (2024 CreateOffering).
 * @example
 * const body = { data: { type: 'subscription_offering', attributes: { name: 'Magazine' } } }
 */
export const createOffering2024RequestSchema = namedRequest(
  'CreateOffering2024Request',
  z.object({
    data: z.object({
      type: z.literal('subscription_offering'),
      attributes: offeringAttributes,
      relationships: relationships.optional(),
    }),
  }),
);

/**
 * Body of `PUT /v2/subscriptions/offerings/:id` (2024 UpdateOffering): `null` clears `external_ref` or
 * `description`; `proration_policy_id` sets the proration policy.
 * @example
 * const body = { data: { id, type: 'subscription_offering', attributes: { name: 'Magazine (new)' } } }
 */
export const updateOffering2024RequestSchema = namedRequest(
  'UpdateOffering2024Request',
  z.object({
    data: z.object({
      id: uuidSchema,
      type: z.literal('subscription_offering'),
      attributes: offeringUpdateAttributes.extend({ proration_policy_id: uuidSchema.optional() }),
    }),
  }),
);

/**
 * Body of `POST /v2/subscriptions/offerings/build` (2024 BuildOffering): at least one product and one plan, each an
 * existing one's id or external_ref or a new one's attributes.
 * @example
 * const body = { data: { name: 'Magazine', products: [productId], plans: ['monthly'] } }
 */
export const buildOffering2024RequestSchema = namedRequest(
  'BuildOffering2024Request',
  z.object({
    data: z.object({
      external_ref: externalRefSchema.optional(),
      name: nameSchema,
      description: descriptionSchema.optional(),
      products: z.array(z.union([externalRefSchema, productAttributes2024, uuidSchema])).min(1),
      plans: z.array(z.union([externalRefSchema, planAttributes2024, uuidSchema])).min(1),
    }),
  }),
);

/**
 * Body of `POST /v2/subscriptions/offerings/:id/plans/attach` (2024 AttachOfferingPlan): at least one library plan's
 * id.
 * @example
 * const body = { data: { plans: [planId] } }
 */
export const attachOfferingPlan2024RequestSchema = namedRequest(
  'AttachOfferingPlan2024Request',
  z.object({ data: z.object({ plans: ids }) }),
);

/**
 * Body of `POST /v2/subscriptions/offerings/:id/products/attach` (2024 AttachOfferingProduct): at least one library
 * product's id.
 * @example
 * const body = { data: { products: [productId] } }
 */
export const attachOfferingProduct2024RequestSchema = namedRequest(
  'AttachOfferingProduct2024Request',
  z.object({ data: z.object({ products: ids }) }),
);

/**
 * Body of `PUT /v2/subscriptions/offerings/:id/products/replace` (2024 ReplaceOfferingProduct): the library products
 * that replace the offering's, at least one.
 * @example
 * const body = { data: { products: [productId] } }
 */
export const replaceOfferingProduct2024RequestSchema = namedRequest(
  'ReplaceOfferingProduct2024Request',
  z.object({ data: z.object({ products: ids }) }),
);

/**
 * Body of `PUT /v2/subscriptions/offerings/:id/plans/:plan_id` (2024 UpdateOfferingPlan): as UpdatePlan, on the
 * offering's copy.
 * @example
 * const body = { data: { id, type: 'subscription_offering_plan', attributes: { can_pause: false } } }
 */
export const updateOfferingPlan2024RequestSchema = namedRequest(
  'UpdateOfferingPlan2024Request',
  z.object({
    data: z.object({
      id: uuidSchema,
      type: z.literal('subscription_offering_plan'),
      attributes: z.object(billingRulesUpdate),
    }),
  }),
);

/**
 * Body of `PUT /v2/subscriptions/offerings/:id/products/:product_id` (2024 UpdateOfferingProduct): as UpdateProduct,
 * on the offering's copy.
 * @example
 * const body = { data: { id, type: 'subscription_offering_product', attributes: { price: { USD: null } } } }
 */
export const updateOfferingProduct2024RequestSchema = namedRequest(
  'UpdateOfferingProduct2024Request',
  z.object({
    data: z.object({
      id: uuidSchema,
      type: z.literal('subscription_offering_product'),
      attributes: z.object(itemUpdate),
    }),
  }),
);

/**
 * Body of `PUT /v2/subscriptions/offerings/:id/relationships/proration-policies` (2024 ManageProrationsOnOffering):
 * the proration policy the offering uses, or `null` to take it away (the document's schema is nullable).
 * @example
 * const body = { data: { type: 'subscription_proration_policy', id } }
 */
export const manageProrationsOnOffering2024RequestSchema = namedRequest(
  'ManageProrationsOnOffering2024Request',
  z.object({ data: prorationPolicyReference.nullable() }),
);

// ---------------------------------------------------------------------------------------------------------------
// 2024: subscriptions.

/**
 * Body of `POST /v2/subscriptions/subscriptions` (2024 BuildSubscription): to an existing offering (`offering_id` or
 * `offering_external_ref`, `plan_id`) or to one made inline (`offering`, `products`, `plans`, with `selected_plan` or
 * `meta.selected`).
 * @example
 * const body = { data: { account_id, offering_id, plan_id, currency: 'USD', name: 'Ada', email: 'ada@example.com', manual_payments: false } }
 */
export const createSubscription2024RequestSchema = namedRequest(
  'CreateSubscription2024Request',
  z.object({
    data: z.object({
      external_ref: externalRefSchema.optional(),
      account_id: uuidSchema,
      address_id: uuidSchema.optional(),
      offering_external_ref: externalRefSchema.optional(),
      offering_id: uuidSchema.optional(),
      plan_id: uuidSchema.optional(),
      currency: currencyCodeSchema,
      payment_authority: paymentAuthority2024.optional(),
      /** Required by the document, though it gives a default (false). */
      manual_payments: z.boolean(),
      name: subscriberName,
      email: subscriberEmail,
      pending: z.boolean().optional(),
      offering: offeringAttributes.optional(),
      products: z.array(productAttributes2024).min(1).optional(),
      plans: z
        .array(planAttributes2024.extend({ meta: selectedMeta.optional() }))
        .min(1)
        .optional(),
      /** The external_ref of the inline plan to subscribe with. */
      selected_plan: externalRefSchema.optional(),
    }),
  }),
);

/**
 * Body of `PUT /v2/subscriptions/subscriptions/:id` (2024 UpdateSubscription): switch plan, change the payment
 * authority or address (`null` clears it), or move a pending subscription's `go_live_after` (`null` clears it). The
 * document gives `plan_id` no schema at all; it is a plan's id, as in 2026.
 * @example
 * const body = { data: { id, type: 'subscription', attributes: { plan_id } } }
 */
export const updateSubscription2024RequestSchema = namedRequest(
  'UpdateSubscription2024Request',
  z.object({
    data: z.object({
      id: uuidSchema,
      type: z.literal('subscription'),
      attributes: z.object({
        plan_id: uuidSchema.optional(),
        address_id: uuidSchema.nullable().optional(),
        payment_authority: paymentAuthority2024.optional(),
        go_live_after: dateTime.nullable().optional(),
      }),
    }),
  }),
);

/**
 * Body of `PUT /v2/subscriptions/subscriptions/:id/products` (2024 ManageSubscriptionProducts): `attach`, `detach` or
 * `replace` at least one product each.
 * @example
 * const body = { data: [{ type: 'attach', products: [productId] }] }
 */
export const manageSubscriptionProducts2024RequestSchema = namedRequest(
  'ManageSubscriptionProducts2024Request',
  z.object({ data: z.array(z.object({ type: z.enum(['attach', 'detach', 'replace']), products: ids })) }),
);

/**
 * Body of `POST /v2/subscriptions/subscriptions/:id/states` (2024 ChangeState): `cancel`, `pause`, `resume` or
 * `pending` (the document's enum, which requests.ts's `subscriptionStateRequestSchema` stops at `resume`).
 * @example
 * const body = { data: { type: 'subscription_state', attributes: { action: 'pause' } } }
 */
export const changeState2024RequestSchema = namedRequest(
  'ChangeState2024Request',
  z.object({
    data: z.object({
      type: z.literal('subscription_state'),
      attributes: z.object({ action: z.enum(['cancel', 'pause', 'resume', 'pending']) }),
    }),
  }),
);

export type CreateOffering2026Request = z.infer<typeof createOffering2026RequestSchema>;
export type UpdateOffering2026Request = z.infer<typeof updateOffering2026RequestSchema>;
export type BuildOffering2026Request = z.infer<typeof buildOffering2026RequestSchema>;
export type CreateOfferingPlan2026Request = z.infer<typeof createOfferingPlan2026RequestSchema>;
export type UpdateOfferingPlan2026Request = z.infer<typeof updateOfferingPlan2026RequestSchema>;
export type CreateOfferingPricingOption2026Request = z.infer<typeof createOfferingPricingOption2026RequestSchema>;
export type UpdateOfferingPricingOption2026Request = z.infer<typeof updateOfferingPricingOption2026RequestSchema>;
export type AddOfferingPlanPricingOptions2026Request = z.infer<typeof addOfferingPlanPricingOptions2026RequestSchema>;
export type RemoveOfferingPlanPricingOptions2026Request = z.infer<
  typeof removeOfferingPlanPricingOptions2026RequestSchema
>;
export type CreateFeature2026Request = z.infer<typeof createFeature2026RequestSchema>;
export type UpdateFeature2026Request = z.infer<typeof updateFeature2026RequestSchema>;
export type CreateOfferingFeature2026Request = z.infer<typeof createOfferingFeature2026RequestSchema>;
export type UpdateOfferingFeature2026Request = z.infer<typeof updateOfferingFeature2026RequestSchema>;
export type AttachOfferingFeature2026Request = z.infer<typeof attachOfferingFeature2026RequestSchema>;
export type CreateSubscription2026Request = z.infer<typeof createSubscription2026RequestSchema>;
export type UpdateSubscription2026Request = z.infer<typeof updateSubscription2026RequestSchema>;
export type ManageSubscriptionPlans2026Request = z.infer<typeof manageSubscriptionPlans2026RequestSchema>;
export type ChangeState2026Request = z.infer<typeof changeState2026RequestSchema>;
export type CreateProduct2024Request = z.infer<typeof createProduct2024RequestSchema>;
export type UpdateProduct2024Request = z.infer<typeof updateProduct2024RequestSchema>;
export type CreatePlan2024Request = z.infer<typeof createPlan2024RequestSchema>;
export type UpdatePlan2024Request = z.infer<typeof updatePlan2024RequestSchema>;
export type CreateOffering2024Request = z.infer<typeof createOffering2024RequestSchema>;
export type UpdateOffering2024Request = z.infer<typeof updateOffering2024RequestSchema>;
export type BuildOffering2024Request = z.infer<typeof buildOffering2024RequestSchema>;
export type AttachOfferingPlan2024Request = z.infer<typeof attachOfferingPlan2024RequestSchema>;
export type AttachOfferingProduct2024Request = z.infer<typeof attachOfferingProduct2024RequestSchema>;
export type ReplaceOfferingProduct2024Request = z.infer<typeof replaceOfferingProduct2024RequestSchema>;
export type UpdateOfferingPlan2024Request = z.infer<typeof updateOfferingPlan2024RequestSchema>;
export type UpdateOfferingProduct2024Request = z.infer<typeof updateOfferingProduct2024RequestSchema>;
export type ManageProrationsOnOffering2024Request = z.infer<typeof manageProrationsOnOffering2024RequestSchema>;
export type CreateSubscription2024Request = z.infer<typeof createSubscription2024RequestSchema>;
export type UpdateSubscription2024Request = z.infer<typeof updateSubscription2024RequestSchema>;
export type ManageSubscriptionProducts2024Request = z.infer<typeof manageSubscriptionProducts2024RequestSchema>;
export type ChangeState2024Request = z.infer<typeof changeState2024RequestSchema>;
