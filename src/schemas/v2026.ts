/**
 * The catalogue and subscriptions of the 2026 Subscriptions API (`subscriptions-2026.yaml`): offerings made of plans
 * (what is sold) and pricing options (how it is billed), features, and subscriptions to them.
 *
 * Answers, so every object is strict (the emulator writes exactly these fields), as in the 2024 schemas; where this file
 * is stricter than the published document it says so (currency codes, UUID map keys, `owner`, required display prices).
 */
import { z } from 'zod';
import {
  createdUpdatedSchema,
  currencyCodeSchema,
  descriptionSchema,
  externalRefSchema,
  listMetaSchema,
  nameSchema,
  ownerSchema,
  pageLinksSchema,
  priceFormattingSchema,
  resourceIdentifierSchema,
  timestampSchema,
  uuidSchema,
} from './common.js';
import { named } from './registry.js';

/** A tag put on the customer's account when entitled to a feature: 1 to 64 of `0-9A-Za-z_-`. */
export const featureTagSchema = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[0-9A-Za-z_-]+$/, 'expected 1 to 64 of 0-9, A-Z, a-z, "_" and "-"');
/** The unit billing intervals are measured in. */
export const billingIntervalTypeSchema = z.enum(['day', 'week', 'month', 'year']);
/** `roll`: pay again and again; `close`: pay a total in a limited number of payments. */
export const endBehaviorSchema = z.enum(['close', 'roll']);
/** A percentage discount on the total of the plans (0 to 100). */
export const basePricePercentageSchema = z.number().min(0).max(100);
/** A plan's label or a usage feature's label: 3 to 1024 characters, as names are. */
const labelSchema = z.string().min(3).max(1024);
/** A payment gateway's id of a customer, card or profile. */
const gatewayIdSchema = z.string().min(3).max(1024);

/**
 * An amount in the currency's smallest subdivision; in 2026 never negative (`minimum: 0`, which 2024 does not have).
 * @example
 * const valid = price2026Schema.safeParse({ amount: 100, includes_tax: false }).success
 */
export const price2026Schema = named(
  'Price2026',
  z.strictObject({
    amount: z.int().min(0),
    includes_tax: z.boolean().optional(),
  }),
);

/**
 * Prices keyed by currency code (the document leaves keys free; the emulator writes ISO 4217 codes).
 * @example
 * const valid = priceMap2026Schema.safeParse({ USD: { amount: 100 } }).success
 */
export const priceMap2026Schema = named('PriceMap2026', z.record(currencyCodeSchema, price2026Schema));

/**
 * A price ready to show. 2026 adds `tax`, the tax component when itemized (invoices); catalogue prices omit it. The
 * document requires none of the three; like the 2024 DisplayPrice, the emulator always gives both totals.
 * @example
 * const valid = displayPrice2026Schema.safeParse(plan.meta.display_price).success
 */
export const displayPrice2026Schema = named(
  'DisplayPrice2026',
  z.strictObject({
    without_tax: priceFormattingSchema,
    with_tax: priceFormattingSchema,
    tax: priceFormattingSchema.optional(),
  }),
);

/**
 * The timeframe a plan's price covers, such as 1 month.
 * @example
 * const valid = priceUnitsSchema.safeParse({ unit: 'month', amount: 1 }).success
 */
export const priceUnitsSchema = named(
  'PriceUnits',
  z.strictObject({ unit: z.enum(['day', 'month']), amount: z.int().min(1) }),
);

/**
 * How long before a billing period its invoice is made, pro forma.
 * @example
 * const valid = leadTimeSchema.safeParse({ type: 'day', time: 14 }).success
 */
export const leadTimeSchema = named(
  'LeadTime',
  z.strictObject({
    type: z.enum(['day', 'week']),
    time: z.int().min(1),
  }),
);

/**
 * When the subscriber is notified ahead of a billing run.
 * @example
 * const valid = notificationScheduleSchema.safeParse({ name: 'A week before', unit: 'week', amount: 1 }).success
 */
export const notificationScheduleSchema = named(
  'NotificationSchedule',
  z.strictObject({
    name: z.string().min(1).max(1024),
    unit: z.enum(['day', 'week', 'month']),
    amount: z.int().min(1),
  }),
);

/**
 * A JSON:API relationships object as the 2026 document writes it: each relationship points at one resource or several,
 * with optional `links.related`. `data: null` (JSON:API's empty to-one, which the 2024 schemas take) is allowed too,
 * though the document's RelationshipData is never null.
 * @example
 * const valid = relationships2026Schema.safeParse(offering.relationships).success
 */
export const relationships2026Schema = named(
  'Relationships2026',
  z.record(
    z.string(),
    z.strictObject({
      data: z.union([resourceIdentifierSchema, z.array(resourceIdentifierSchema), z.null()]).optional(),
      links: z.strictObject({ related: z.string().optional() }).optional(),
    }),
  ),
);

/**
 * What a feature is (`attributes.configuration`): an access tag, promotions, or a usage limit with its default.
 * @example
 * const valid = featureConfigurationSchema.safeParse({ type: 'access', tag: 'digital_library_access' }).success
 */
export const featureConfigurationSchema = named(
  'FeatureConfiguration',
  z.discriminatedUnion('type', [
    z.strictObject({ type: z.literal('access'), tag: featureTagSchema }),
    z.strictObject({
      type: z.literal('promotion'),
      promotions: z.array(
        z.strictObject({ name: nameSchema, tag: featureTagSchema, promotion_id: uuidSchema.optional() }),
      ),
    }),
    z.strictObject({ type: z.literal('usage'), tag: featureTagSchema, label: labelSchema, default_value: z.int() }),
  ]),
);

/**
 * How a plan of an offering configures one of the offering's features: access, which promotion's tag, or the usage's
 * default value.
 * @example
 * const valid = featurePlanConfigurationSchema.safeParse({ type: 'usage', default_value: 10 }).success
 */
export const featurePlanConfigurationSchema = named(
  'FeaturePlanConfiguration',
  z.discriminatedUnion('type', [
    z.strictObject({ type: z.literal('access') }),
    z.strictObject({ type: z.literal('promotion'), tag: featureTagSchema }),
    z.strictObject({ type: z.literal('usage'), default_value: z.int() }),
  ]),
);

/**
 * Who takes the subscription's payments in 2026: Elastic Path Payments (Stripe), Stripe payment intents or
 * Authorize.net, each with its gateway's optional ids.
 * @example
 * const valid = paymentAuthority2026Schema.safeParse({ type: 'stripe_payment_intents', customer_id: 'cus_1' }).success
 */
export const paymentAuthority2026Schema = named(
  'PaymentAuthority2026',
  z.discriminatedUnion('type', [
    z.strictObject({
      type: z.literal('elastic_path_payments_stripe'),
      customer_id: gatewayIdSchema.optional(),
      card_id: gatewayIdSchema.optional(),
    }),
    z.strictObject({
      type: z.literal('stripe_payment_intents'),
      customer_id: gatewayIdSchema.optional(),
      card_id: gatewayIdSchema.optional(),
    }),
    z.strictObject({
      type: z.literal('authorize_net'),
      payment_profile_id: gatewayIdSchema.optional(),
      customer_profile_id: gatewayIdSchema.optional(),
    }),
  ]),
);

/** A plan's price and display price under one pricing option (or a pricing option's under one plan). */
const priceForPairSchema = z.strictObject({
  price: priceMap2026Schema.optional(),
  display_price: displayPrice2026Schema.optional(),
});

/**
 * An offering (`subscription_offering`): plans and pricing options sold together.
 * @example
 * const valid = offering2026Schema.safeParse(body.data).success
 */
export const offering2026Schema = named(
  'Offering2026',
  z.strictObject({
    id: uuidSchema.optional(),
    type: z.literal('subscription_offering'),
    attributes: z.strictObject({
      external_ref: externalRefSchema.optional(),
      name: nameSchema,
      description: descriptionSchema.optional(),
      updated_at: timestampSchema,
      created_at: timestampSchema,
    }),
    relationships: relationships2026Schema.optional(),
    meta: z.strictObject({
      /** The `external_ref` of each plan of the offering. */
      external_plan_refs: z.array(z.string()),
      owner: ownerSchema,
      timestamps: createdUpdatedSchema,
    }),
  }),
);

/**
 * A plan of an offering (`subscription_offering_plan`): what is sold, with its price and the features it gives. In
 * `meta.prices`, its price under each pricing option, by the pricing option's id.
 * @example
 * const valid = offeringPlan2026Schema.safeParse(body.data).success
 */
export const offeringPlan2026Schema = named(
  'OfferingPlan2026',
  z.strictObject({
    id: uuidSchema.optional(),
    type: z.literal('subscription_offering_plan'),
    attributes: z.strictObject({
      external_ref: externalRefSchema.optional(),
      name: nameSchema,
      description: descriptionSchema.optional(),
      sku: z.string().max(1024).optional(),
      main_image: z.url().max(1024).optional(),
      price: priceMap2026Schema.optional(),
      price_units: priceUnitsSchema.optional(),
      /** Which of the offering's features the plan gives, by the feature's id. */
      feature_configurations: z.record(uuidSchema, featurePlanConfigurationSchema),
      updated_at: timestampSchema,
      created_at: timestampSchema,
    }),
    relationships: relationships2026Schema.optional(),
    meta: z.strictObject({
      prices: z.record(uuidSchema, priceForPairSchema).optional(),
      display_price: displayPrice2026Schema.optional(),
      owner: ownerSchema,
      timestamps: createdUpdatedSchema,
      /** On a subscription's plans: whether it is the plan the subscription uses. */
      active_plan: z.boolean().optional(),
    }),
  }),
);

/**
 * A pricing option of an offering (`subscription_offering_pricing_option`): how the plans are billed. In `meta.prices`,
 * each plan's price under this option, by the plan's id.
 * @example
 * const valid = pricingOption2026Schema.safeParse(body.data).success
 */
export const pricingOption2026Schema = named(
  'PricingOption2026',
  z.strictObject({
    id: uuidSchema.optional(),
    type: z.literal('subscription_offering_pricing_option'),
    attributes: z.strictObject({
      external_ref: externalRefSchema.optional(),
      name: nameSchema,
      description: descriptionSchema.optional(),
      billing_interval_type: billingIntervalTypeSchema,
      billing_frequency: z.int().min(1),
      trial_period: z.int().min(0).optional(),
      lead_time: leadTimeSchema.optional(),
      notification_schedule: z.array(notificationScheduleSchema).optional(),
      plan_length: z.int().min(1),
      end_behavior: endBehaviorSchema,
      can_pause: z.boolean(),
      can_resume: z.boolean(),
      can_cancel: z.boolean(),
      base_price_percentage: basePricePercentageSchema.optional(),
      fixed_price: priceMap2026Schema.optional(),
      updated_at: timestampSchema,
      created_at: timestampSchema,
    }),
    relationships: relationships2026Schema.optional(),
    meta: z.strictObject({
      prices: z.record(uuidSchema, priceForPairSchema).optional(),
      price: priceMap2026Schema.optional(),
      display_price: displayPrice2026Schema.optional(),
      /** On a subscription's pricing options: whether it is the option the subscription uses. */
      active_pricing_option: z.boolean().optional(),
      owner: ownerSchema,
      timestamps: createdUpdatedSchema,
    }),
  }),
);

const featureAttributesSchema = z.strictObject({
  external_ref: externalRefSchema.optional(),
  name: nameSchema,
  description: descriptionSchema.optional(),
  configuration: featureConfigurationSchema,
  /** Not in the document's FeatureResponseAttributes (it dates features in `meta.timestamps` only): allowed. */
  updated_at: timestampSchema.optional(),
  /** Not in the document's FeatureResponseAttributes (it dates features in `meta.timestamps` only): allowed. */
  created_at: timestampSchema.optional(),
});
const featureMetaSchema = z.strictObject({ owner: ownerSchema, timestamps: createdUpdatedSchema });

/**
 * A feature of the store's library (`subscription_feature`), which offerings take copies of. The document gives a
 * library feature no `relationships`.
 * @example
 * const valid = feature2026Schema.safeParse(body.data).success
 */
export const feature2026Schema = named(
  'Feature',
  z.strictObject({
    id: uuidSchema.optional(),
    type: z.literal('subscription_feature'),
    attributes: featureAttributesSchema,
    meta: featureMetaSchema,
  }),
);

/**
 * A feature of an offering (`subscription_offering_feature`), given when `include=features`.
 * @example
 * const valid = offeringFeature2026Schema.safeParse(body.data).success
 */
export const offeringFeature2026Schema = named(
  'OfferingFeature',
  z.strictObject({
    id: uuidSchema.optional(),
    type: z.literal('subscription_offering_feature'),
    attributes: featureAttributesSchema,
    relationships: relationships2026Schema.optional(),
    meta: featureMetaSchema,
  }),
);

/**
 * The features, plans and pricing options of the offerings answered, as `include` asks (`features`, `plans`,
 * `pricing_options`): only the keys asked for.
 * @example
 * const plans = offeringIncludes2026Schema.parse(body.included).plans ?? []
 */
export const offeringIncludes2026Schema = named(
  'OfferingIncluded2026',
  z.strictObject({
    features: z.array(offeringFeature2026Schema).optional(),
    plans: z.array(offeringPlan2026Schema).optional(),
    pricing_options: z.array(pricingOption2026Schema).optional(),
  }),
);

/**
 * The plans and pricing options of the subscriptions' offerings, as `include` asks: the document's `include` of
 * subscriptions takes `plans` and `pricing_options` only (no `features`).
 * @example
 * const options = subscriptionIncludes2026Schema.parse(body.included).pricing_options ?? []
 */
export const subscriptionIncludes2026Schema = named(
  'SubscriptionIncluded2026',
  z.strictObject({
    plans: z.array(offeringPlan2026Schema).optional(),
    pricing_options: z.array(pricingOption2026Schema).optional(),
  }),
);

/**
 * A lifecycle action on a subscription (`subscription_state`). The document's StateMeta has `created_at` only and does
 * not forbid more, so the flags the 2024 state carries (`canceled`, `paused`, `closed`, `suspended`, `invoice_after`)
 * are allowed here, each optional.
 * @example
 * const valid = subscriptionState2026Schema.safeParse(body.data).success
 */
export const subscriptionState2026Schema = named(
  'SubscriptionState2026',
  z.strictObject({
    id: uuidSchema.optional(),
    type: z.literal('subscription_state'),
    attributes: z.strictObject({
      action: z.enum(['cancel', 'pause', 'resume', 'pending']),
      /** With `cancel`: end now rather than at the end of the period (default false). */
      cancel_immediately: z.boolean().optional(),
    }),
    meta: z.strictObject({
      created_at: timestampSchema,
      canceled: z.boolean().optional(),
      paused: z.boolean().optional(),
      closed: z.boolean().optional(),
      suspended: z.boolean().optional(),
      invoice_after: timestampSchema.optional(),
    }),
  }),
);

/**
 * New prices for a subscription's plans (by plan id) and pricing options (by pricing option id).
 * @example
 * const valid = subscriptionPriceChangesSchema.safeParse(subscription.meta.pending_price_change).success
 */
export const subscriptionPriceChangesSchema = named(
  'SubscriptionPriceChanges',
  z.strictObject({
    plan_prices: z.record(uuidSchema, priceMap2026Schema).optional(),
    pricing_option_prices: z
      .record(
        uuidSchema,
        z.strictObject({
          base_price_percentage: basePricePercentageSchema.optional(),
          fixed_price: priceMap2026Schema.optional(),
        }),
      )
      .optional(),
  }),
);

/**
 * The prices a subscription had before a price change, and when they stopped.
 * @example
 * const valid = subscriptionPriceUpdateHistoryEntrySchema.safeParse(subscription.meta.price_update_history[0]).success
 */
export const subscriptionPriceUpdateHistoryEntrySchema = named(
  'SubscriptionPriceUpdateHistoryEntry',
  z.strictObject({
    price_changes: subscriptionPriceChangesSchema,
    valid_until: timestampSchema,
  }),
);

/**
 * A subscription (`subscription`) to a plan of an offering under one of its pricing options. The document requires
 * `name` and `email` in `attributes` without describing them; they are the subscriber's, as in BuildSubscription. The
 * state is at `meta.state` (the document's place) and, as in the 2024 schema, at `state`.
 * @example
 * const valid = subscription2026Schema.safeParse(body.data).success
 */
export const subscription2026Schema = named(
  'Subscription2026',
  z.strictObject({
    id: uuidSchema.optional(),
    type: z.literal('subscription'),
    attributes: z.strictObject({
      external_ref: externalRefSchema.optional(),
      account_id: uuidSchema,
      address_id: uuidSchema.optional(),
      /** The subscriber's name. */
      name: z.string().min(3).max(1024),
      /** The subscriber's email address. */
      email: z.email().min(3).max(1024),
      /** A snapshot of the offering as it was bought. */
      offering: offering2026Schema,
      pricing_option_id: uuidSchema,
      plan_id: uuidSchema,
      currency: currencyCodeSchema,
      payment_authority: paymentAuthority2026Schema.optional(),
    }),
    relationships: relationships2026Schema.optional(),
    meta: z.strictObject({
      owner: ownerSchema,
      timestamps: z.strictObject({
        created_at: timestampSchema,
        updated_at: timestampSchema,
        canceled_at: timestampSchema.optional(),
        paused_at: timestampSchema.optional(),
        resumed_at: timestampSchema.optional(),
        end_date: timestampSchema.optional(),
        go_live_after: timestampSchema.optional(),
        go_live: timestampSchema.optional(),
      }),
      status: z.enum(['active', 'inactive']),
      state: subscriptionState2026Schema.optional(),
      manual_payments: z.boolean(),
      first_invoice_prepaid: z.boolean(),
      canceled: z.boolean(),
      paused: z.boolean(),
      closed: z.boolean(),
      suspended: z.boolean(),
      pending: z.boolean(),
      /** When the subscription may be invoiced next. */
      invoice_after: timestampSchema,
      pending_price_change: subscriptionPriceChangesSchema.optional(),
      price_update_history: z.array(subscriptionPriceUpdateHistoryEntrySchema).optional(),
    }),
    state: subscriptionState2026Schema.optional(),
  }),
);

/**
 * Body of `GET /v2/subscriptions/offerings/:id` (and of create, build and update, which have no `included`).
 * @example
 * const { data, included } = offeringResponse2026Schema.parse(await response.json())
 */
export const offeringResponse2026Schema = named(
  'OfferingResponse2026',
  z.strictObject({ data: offering2026Schema, included: offeringIncludes2026Schema.optional() }),
);

/**
 * Body of `GET /v2/subscriptions/offerings`: a page, paginated like every list the emulator answers.
 * @example
 * const { data, links, meta } = offeringList2026Schema.parse(await response.json())
 */
export const offeringList2026Schema = named(
  'OfferingList2026',
  z.strictObject({
    data: z.array(offering2026Schema),
    included: offeringIncludes2026Schema.optional(),
    links: pageLinksSchema,
    meta: listMetaSchema,
  }),
);

/**
 * Body of `GET /v2/subscriptions/offerings/:id/plans`: a page.
 * @example
 * const { data } = offeringPlanList2026Schema.parse(await response.json())
 */
export const offeringPlanList2026Schema = named(
  'OfferingPlanList2026',
  z.strictObject({ data: z.array(offeringPlan2026Schema), links: pageLinksSchema, meta: listMetaSchema }),
);

/**
 * Body of a plan of an offering (get, create, update; and `GET /v2/subscriptions/subscriptions/:id/plans/:plan_id`).
 * @example
 * const { data } = offeringPlanResponse2026Schema.parse(await response.json())
 */
export const offeringPlanResponse2026Schema = named(
  'OfferingPlanResponse2026',
  z.strictObject({ data: offeringPlan2026Schema }),
);

/**
 * Body of `GET /v2/subscriptions/offerings/:id/pricing-options`: a page.
 * @example
 * const { data } = pricingOptionList2026Schema.parse(await response.json())
 */
export const pricingOptionList2026Schema = named(
  'PricingOptionList2026',
  z.strictObject({ data: z.array(pricingOption2026Schema), links: pageLinksSchema, meta: listMetaSchema }),
);

/**
 * Body of a pricing option of an offering (get, create, update; and the subscription's
 * `GET .../pricing-options/:pricing_option_id`).
 * @example
 * const { data } = pricingOptionResponse2026Schema.parse(await response.json())
 */
export const pricingOptionResponse2026Schema = named(
  'PricingOptionResponse2026',
  z.strictObject({ data: pricingOption2026Schema }),
);

/**
 * Body of `GET /v2/subscriptions/features`: a page.
 * @example
 * const { data } = featureList2026Schema.parse(await response.json())
 */
export const featureList2026Schema = named(
  'FeatureList2026',
  z.strictObject({ data: z.array(feature2026Schema), links: pageLinksSchema, meta: listMetaSchema }),
);

/**
 * Body of a library feature (get, create, update).
 * @example
 * const { data } = featureResponse2026Schema.parse(await response.json())
 */
export const featureResponse2026Schema = named('FeatureResponse2026', z.strictObject({ data: feature2026Schema }));

/**
 * Body of `GET /v2/subscriptions/offerings/:id/features` and of `GET /v2/subscriptions/subscriptions/:id/features`:
 * a page.
 * @example
 * const { data } = offeringFeatureList2026Schema.parse(await response.json())
 */
export const offeringFeatureList2026Schema = named(
  'OfferingFeatureList2026',
  z.strictObject({ data: z.array(offeringFeature2026Schema), links: pageLinksSchema, meta: listMetaSchema }),
);

/**
 * Body of a feature of an offering (get, create; the subscription's `GET .../features/:feature_id`). The document
 * answers an update (`PUT .../features/:feature_id`) with a library Feature, and so does the emulator.
 * @example
 * const { data } = offeringFeatureResponse2026Schema.parse(await response.json())
 */
export const offeringFeatureResponse2026Schema = named(
  'OfferingFeatureResponse2026',
  z.strictObject({ data: offeringFeature2026Schema }),
);

/**
 * Body of `POST /v2/subscriptions/offerings/:id/features/attach`: the features attached, not paginated.
 * @example
 * const { data } = attachedOfferingFeatures2026Schema.parse(await response.json())
 */
export const attachedOfferingFeatures2026Schema = named(
  'AttachedOfferingFeatures2026',
  z.strictObject({ data: z.array(offeringFeature2026Schema) }),
);

/**
 * Body of the pricing options related to a plan of an offering (`.../plans/:plan_id/relationships/pricing_options`:
 * list, add, remove): identifiers only.
 * @example
 * const ids = offeringPlanPricingOptions2026Schema.parse(await response.json()).data.map(({ id }) => id)
 */
export const offeringPlanPricingOptions2026Schema = named(
  'OfferingPlanPricingOptions2026',
  z.strictObject({ data: z.array(resourceIdentifierSchema) }),
);

/**
 * Body of a subscription (get, create, update): with `include`, the plans and pricing options of its offering.
 * @example
 * const { data, included } = subscriptionResponse2026Schema.parse(await response.json())
 */
export const subscriptionResponse2026Schema = named(
  'SubscriptionResponse2026',
  z.strictObject({ data: subscription2026Schema, included: subscriptionIncludes2026Schema.optional() }),
);

/**
 * Body of `GET /v2/subscriptions/subscriptions`: a page; with `include`, the plans and pricing options of every
 * offering on the page, each once.
 * @example
 * const { data, meta } = subscriptionList2026Schema.parse(await response.json())
 */
export const subscriptionList2026Schema = named(
  'SubscriptionList2026',
  z.strictObject({
    data: z.array(subscription2026Schema),
    included: subscriptionIncludes2026Schema.optional(),
    links: pageLinksSchema,
    meta: listMetaSchema,
  }),
);

/**
 * Body of `GET /v2/subscriptions/subscriptions/:id/plans`: the plans of the subscription's offering, not paginated.
 * @example
 * const active = subscriptionPlanList2026Schema.parse(await response.json()).data.find((p) => p.meta.active_plan)
 */
export const subscriptionPlanList2026Schema = named(
  'SubscriptionPlanList2026',
  z.strictObject({ data: z.array(offeringPlan2026Schema) }),
);

/**
 * Body of `GET /v2/subscriptions/subscriptions/:id/pricing-options`: the pricing options of the subscription's
 * offering, not paginated.
 * @example
 * const { data } = subscriptionPricingOptionList2026Schema.parse(await response.json())
 */
export const subscriptionPricingOptionList2026Schema = named(
  'SubscriptionPricingOptionList2026',
  z.strictObject({ data: z.array(pricingOption2026Schema) }),
);

/**
 * Body of `GET /v2/subscriptions/subscriptions/:id/states`: the subscription's state changes, not paginated.
 * @example
 * const { data } = subscriptionStateList2026Schema.parse(await response.json())
 */
export const subscriptionStateList2026Schema = named(
  'SubscriptionStateList2026',
  z.strictObject({ data: z.array(subscriptionState2026Schema) }),
);

/**
 * Body of `GET /v2/subscriptions/subscriptions/:id/states/:state_id`.
 * @example
 * const { data } = subscriptionStateResponse2026Schema.parse(await response.json())
 */
export const subscriptionStateResponse2026Schema = named(
  'SubscriptionStateResponse2026',
  z.strictObject({ data: subscriptionState2026Schema }),
);

export type Price2026 = z.infer<typeof price2026Schema>;
export type PriceMap2026 = z.infer<typeof priceMap2026Schema>;
export type DisplayPrice2026 = z.infer<typeof displayPrice2026Schema>;
export type PriceUnits = z.infer<typeof priceUnitsSchema>;
export type LeadTime = z.infer<typeof leadTimeSchema>;
export type NotificationSchedule = z.infer<typeof notificationScheduleSchema>;
export type Relationships2026 = z.infer<typeof relationships2026Schema>;
export type FeatureConfiguration = z.infer<typeof featureConfigurationSchema>;
export type FeaturePlanConfiguration = z.infer<typeof featurePlanConfigurationSchema>;
export type PaymentAuthority2026 = z.infer<typeof paymentAuthority2026Schema>;
export type Offering2026 = z.infer<typeof offering2026Schema>;
export type OfferingPlan2026 = z.infer<typeof offeringPlan2026Schema>;
export type PricingOption2026 = z.infer<typeof pricingOption2026Schema>;
export type Feature2026 = z.infer<typeof feature2026Schema>;
export type OfferingFeature2026 = z.infer<typeof offeringFeature2026Schema>;
export type OfferingIncludes2026 = z.infer<typeof offeringIncludes2026Schema>;
export type SubscriptionIncludes2026 = z.infer<typeof subscriptionIncludes2026Schema>;
export type SubscriptionState2026 = z.infer<typeof subscriptionState2026Schema>;
export type SubscriptionPriceChanges = z.infer<typeof subscriptionPriceChangesSchema>;
export type SubscriptionPriceUpdateHistoryEntry = z.infer<typeof subscriptionPriceUpdateHistoryEntrySchema>;
export type Subscription2026 = z.infer<typeof subscription2026Schema>;
export type OfferingResponse2026 = z.infer<typeof offeringResponse2026Schema>;
export type OfferingList2026 = z.infer<typeof offeringList2026Schema>;
export type OfferingPlanList2026 = z.infer<typeof offeringPlanList2026Schema>;
export type OfferingPlanResponse2026 = z.infer<typeof offeringPlanResponse2026Schema>;
export type PricingOptionList2026 = z.infer<typeof pricingOptionList2026Schema>;
export type PricingOptionResponse2026 = z.infer<typeof pricingOptionResponse2026Schema>;
export type FeatureList2026 = z.infer<typeof featureList2026Schema>;
export type FeatureResponse2026 = z.infer<typeof featureResponse2026Schema>;
export type OfferingFeatureList2026 = z.infer<typeof offeringFeatureList2026Schema>;
export type OfferingFeatureResponse2026 = z.infer<typeof offeringFeatureResponse2026Schema>;
export type AttachedOfferingFeatures2026 = z.infer<typeof attachedOfferingFeatures2026Schema>;
export type OfferingPlanPricingOptions2026 = z.infer<typeof offeringPlanPricingOptions2026Schema>;
export type SubscriptionResponse2026 = z.infer<typeof subscriptionResponse2026Schema>;
export type SubscriptionList2026 = z.infer<typeof subscriptionList2026Schema>;
export type SubscriptionPlanList2026 = z.infer<typeof subscriptionPlanList2026Schema>;
export type SubscriptionPricingOptionList2026 = z.infer<typeof subscriptionPricingOptionList2026Schema>;
export type SubscriptionStateList2026 = z.infer<typeof subscriptionStateList2026Schema>;
export type SubscriptionStateResponse2026 = z.infer<typeof subscriptionStateResponse2026Schema>;
