/**
 * The store's subscribers, dunning rules and proration policies, in both published Subscriptions APIs
 * (`subscriptions-2024.yaml`, `subscriptions-2026.yaml`): their answers, strict as every answer is, and their request
 * bodies, with every limit the documents give (lengths, enums, minimums and maximums, required fields, `null` where an
 * update may clear a field), `z.object` at every depth as in requests-catalog.ts. Dunning rules and proration policies
 * are the same in both documents; a 2026 subscriber adds `payment_authority` and `meta.feature_entitlements`.
 *
 * Stricter than the documents, as the emulator always writes them: `id` (every record has one), a dunning rule's
 * `default` and a 2026 subscriber's `feature_entitlements` (empty when it is entitled to nothing), and `owner`.
 */
import { z } from 'zod';
import {
  createdUpdatedSchema,
  externalRefSchema,
  listMetaSchema,
  nameSchema,
  ownerSchema,
  pageLinksSchema,
  timestampSchema,
  uuidSchema,
} from './common.js';
import { named, namedRequest } from './registry.js';
import { featureTagSchema, paymentAuthority2026Schema } from './v2026.js';

/** `meta` of each of these records: who owns it, when it was made and last changed. */
const recordMeta = z.strictObject({ owner: ownerSchema, timestamps: createdUpdatedSchema });
/** A page of a list of `item`. */
const page = <T extends z.ZodType>(item: T) =>
  z.strictObject({ data: z.array(item), links: pageLinksSchema, meta: listMetaSchema });

// ---------------------------------------------------------------------------------------------------------------
// Subscribers

const subscriberName = z.string().min(3).max(1024);
const subscriberEmail = z.email().min(3).max(1024);
const gatewayId = z.string().min(3).max(1024);
const SUBSCRIBER = z.literal('subscription_subscriber');

/** A 2024 subscriber's attributes: its account, name and email, and when it was made and last changed. */
const subscriberAttributes = {
  account_id: uuidSchema,
  name: subscriberName,
  email: subscriberEmail,
  created_at: timestampSchema,
  updated_at: timestampSchema,
};

/**
 * A subscriber (`subscription_subscriber`) as the 2024 API answers it: someone who subscribes, by account.
 * @example
 * const valid = subscriberSchema.safeParse(body.data).success
 */
export const subscriberSchema = named(
  'Subscriber',
  z.strictObject({
    id: uuidSchema,
    type: SUBSCRIBER,
    attributes: z.strictObject(subscriberAttributes),
    meta: recordMeta,
  }),
);

/**
 * A subscriber as the 2026 API answers it: also who takes its payments, and in `meta.feature_entitlements` the tags
 * of the features its active subscriptions' plans give, each once.
 * @example
 * const { meta } = subscriber2026Schema.parse(body.data)
 */
export const subscriber2026Schema = named(
  'Subscriber2026',
  z.strictObject({
    id: uuidSchema,
    type: SUBSCRIBER,
    attributes: z.strictObject({ ...subscriberAttributes, payment_authority: paymentAuthority2026Schema.optional() }),
    meta: z.strictObject({
      feature_entitlements: z.array(featureTagSchema),
      owner: ownerSchema,
      timestamps: createdUpdatedSchema,
    }),
  }),
);

/**
 * Body of `GET /v2/subscriptions/subscribers` (2024): a page.
 * @example
 * const { data, links, meta } = subscriberListSchema.parse(await response.json())
 */
export const subscriberListSchema = named('SubscriberList', page(subscriberSchema));

/**
 * Body of `GET /v2/subscriptions/subscribers` (2026): a page.
 * @example
 * const { data } = subscriberList2026Schema.parse(await response.json())
 */
export const subscriberList2026Schema = named('SubscriberList2026', page(subscriber2026Schema));

/**
 * Body of one subscriber (2024 get, create, update).
 * @example
 * const { data } = subscriberResponseSchema.parse(await response.json())
 */
export const subscriberResponseSchema = named('SubscriberResponse', z.strictObject({ data: subscriberSchema }));

/**
 * Body of one subscriber (2026 get, create, update).
 * @example
 * const { data } = subscriberResponse2026Schema.parse(await response.json())
 */
export const subscriberResponse2026Schema = named(
  'SubscriberResponse2026',
  z.strictObject({ data: subscriber2026Schema }),
);

/** Who takes a subscriber's payments, as a body gives it (2026 `PaymentAuthority`: the gateway's ids optional). */
const paymentAuthorityInput = z.discriminatedUnion('type', [
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

const createSubscriberAttributes = { account_id: uuidSchema, name: subscriberName, email: subscriberEmail };

/**
 * Body of `POST /v2/subscriptions/subscribers` (2024 CreateSubscriber): the account, a name and an email.
 * @example
 * const body = { data: { type: 'subscription_subscriber', attributes: { account_id, name: 'Ada', email: 'ada@example.com' } } }
 */
export const createSubscriber2024RequestSchema = namedRequest(
  'CreateSubscriber2024Request',
  z.object({ data: z.object({ type: SUBSCRIBER, attributes: z.object(createSubscriberAttributes) }) }),
);

/**
 * Body of `POST /v2/subscriptions/subscribers` (2026 CreateSubscriber): the account, a name, an email, and
 * optionally who takes the payments.
 * @example
 * const body = { data: { type: 'subscription_subscriber', attributes: { account_id, name: 'Ada', email: 'ada@example.com' } } }
 */
export const createSubscriber2026RequestSchema = namedRequest(
  'CreateSubscriber2026Request',
  z.object({
    data: z.object({
      type: SUBSCRIBER,
      attributes: z.object({ ...createSubscriberAttributes, payment_authority: paymentAuthorityInput.optional() }),
    }),
  }),
);

const updateSubscriberAttributes = { name: subscriberName.optional(), email: subscriberEmail.optional() };

/**
 * Body of `PUT /v2/subscriptions/subscribers/:id` (2024 UpdateSubscriber): a new name, email or both.
 * @example
 * const body = { data: { id, type: 'subscription_subscriber', attributes: { email: 'ada@example.org' } } }
 */
export const updateSubscriber2024RequestSchema = namedRequest(
  'UpdateSubscriber2024Request',
  z.object({ data: z.object({ id: uuidSchema, type: SUBSCRIBER, attributes: z.object(updateSubscriberAttributes) }) }),
);

/**
 * Body of `PUT /v2/subscriptions/subscribers/:id` (2026 UpdateSubscriber): a new name, email or payment authority
 * (`null` takes the payment authority away).
 * @example
 * const body = { data: { id, type: 'subscription_subscriber', attributes: { payment_authority: null } } }
 */
export const updateSubscriber2026RequestSchema = namedRequest(
  'UpdateSubscriber2026Request',
  z.object({
    data: z.object({
      id: uuidSchema,
      type: SUBSCRIBER,
      attributes: z.object({
        ...updateSubscriberAttributes,
        payment_authority: paymentAuthorityInput.nullable().optional(),
      }),
    }),
  }),
);

// ---------------------------------------------------------------------------------------------------------------
// Dunning rules

const DUNNING_RULE = z.literal('subscription_dunning_rule');
/** How retries are spaced: `fixed` (the same wait each time), `backoff` (growing by the multiplier), `tiered`. */
const retryType = z.enum(['fixed', 'backoff', 'tiered']);
const retryInterval = z.int().min(1).max(1024);
const retryUnit = z.enum(['day', 'week']);
const retryMultiplier = z.number().min(1).max(1024);
const retriesLimit = z.int().min(0);
/** What happens once every attempt on an invoice failed. */
const dunningAction = z.enum(['none', 'pause', 'close', 'suspend']);

/**
 * A dunning rule (`subscription_dunning_rule`): how failed payments are retried (`payment_retries_limit` retries,
 * `payment_retry_interval` days or weeks apart, growing by `payment_retry_multiplier` under `backoff`), what
 * `action` follows the last, and whether it is the store's `default` (the one billing applies).
 * @example
 * const valid = dunningRuleSchema.safeParse(body.data).success
 */
export const dunningRuleSchema = named(
  'DunningRule',
  z.strictObject({
    id: uuidSchema,
    type: DUNNING_RULE,
    attributes: z.strictObject({
      payment_retry_type: retryType,
      payment_retry_interval: retryInterval.optional(),
      payment_retry_unit: retryUnit.optional(),
      payment_retry_multiplier: retryMultiplier.optional(),
      payment_retries_limit: retriesLimit,
      action: dunningAction,
      default: z.boolean(),
    }),
    meta: recordMeta,
  }),
);

/**
 * Body of `GET /v2/subscriptions/dunning-rules`: a page.
 * @example
 * const { data } = dunningRuleListSchema.parse(await response.json())
 */
export const dunningRuleListSchema = named('DunningRuleList', page(dunningRuleSchema));

/**
 * Body of one dunning rule (get, create, update).
 * @example
 * const { data } = dunningRuleResponseSchema.parse(await response.json())
 */
export const dunningRuleResponseSchema = named('DunningRuleResponse', z.strictObject({ data: dunningRuleSchema }));

/**
 * Body of `POST /v2/subscriptions/dunning-rules` (CreateDunningRule): the retry type, how many retries, the action
 * after them; optionally their interval and unit (a day by default), the multiplier (only under `backoff`), and
 * whether the rule is the store's default.
 * @example
 * const body = { data: { type: 'subscription_dunning_rule', attributes: { payment_retry_type: 'fixed', payment_retry_interval: 2, payment_retry_unit: 'day', payment_retries_limit: 5, action: 'close', default: true } } }
 */
export const createDunningRuleRequestSchema = namedRequest(
  'CreateDunningRuleRequest',
  z.object({
    data: z.object({
      type: DUNNING_RULE,
      attributes: z.object({
        payment_retry_type: retryType,
        payment_retry_interval: retryInterval.optional(),
        payment_retry_unit: retryUnit.optional(),
        payment_retry_multiplier: retryMultiplier.optional(),
        payment_retries_limit: retriesLimit,
        action: dunningAction,
        default: z.boolean().optional(),
      }),
    }),
  }),
);

/**
 * Body of `PUT /v2/subscriptions/dunning-rules/:id` (UpdateDunningRule): the attributes to change; `null` takes
 * away the interval, the unit or the multiplier; empty attributes change nothing.
 * @example
 * const body = { data: { id, type: 'subscription_dunning_rule', attributes: { default: true } } }
 */
export const updateDunningRuleRequestSchema = namedRequest(
  'UpdateDunningRuleRequest',
  z.object({
    data: z.object({
      id: uuidSchema,
      type: DUNNING_RULE,
      attributes: z.object({
        payment_retry_type: retryType.optional(),
        payment_retry_interval: retryInterval.nullable().optional(),
        payment_retry_unit: retryUnit.nullable().optional(),
        payment_retry_multiplier: retryMultiplier.nullable().optional(),
        payment_retries_limit: retriesLimit.optional(),
        action: dunningAction.optional(),
        default: z.boolean().optional(),
      }),
    }),
  }),
);

// ---------------------------------------------------------------------------------------------------------------
// Proration policies

const PRORATION_POLICY = z.literal('subscription_proration_policy');
/** How partial units of time are rounded when a charge is prorated. */
const rounding = z.enum(['up', 'down', 'nearest']);

/**
 * A proration policy (`subscription_proration_policy`): a name, how prorated time is rounded, and an optional
 * `external_ref` unique in the store. An offering it is attached to prorates its subscriptions' switches.
 * @example
 * const valid = prorationPolicySchema.safeParse(body.data).success
 */
export const prorationPolicySchema = named(
  'ProrationPolicy',
  z.strictObject({
    id: uuidSchema,
    type: PRORATION_POLICY,
    attributes: z.strictObject({ name: nameSchema, rounding, external_ref: externalRefSchema.optional() }),
    meta: recordMeta,
  }),
);

/**
 * Body of `GET /v2/subscriptions/proration-policies`: a page.
 * @example
 * const { data } = prorationPolicyListSchema.parse(await response.json())
 */
export const prorationPolicyListSchema = named('ProrationPolicyList', page(prorationPolicySchema));

/**
 * Body of one proration policy (get, create, update).
 * @example
 * const { data } = prorationPolicyResponseSchema.parse(await response.json())
 */
export const prorationPolicyResponseSchema = named(
  'ProrationPolicyResponse',
  z.strictObject({ data: prorationPolicySchema }),
);

/**
 * Body of `PUT /v2/subscriptions/offerings/:id/relationships/proration-policies` (2024 ManageProrationsOnOffering)
 * when a policy is attached: the policy the offering now uses.
 * @example
 * const { data } = prorationPolicyRelationshipSchema.parse(await response.json())
 */
export const prorationPolicyRelationshipSchema = named(
  'ProrationPolicyRelationship',
  z.strictObject({ data: z.strictObject({ type: PRORATION_POLICY, id: uuidSchema }) }),
);

/**
 * Body of `POST /v2/subscriptions/proration-policies` (CreateProrationPolicy): a name and a rounding, optionally an
 * `external_ref` no other policy of the store has.
 * @example
 * const body = { data: { type: 'subscription_proration_policy', attributes: { name: 'Main policy', rounding: 'up' } } }
 */
export const createProrationPolicyRequestSchema = namedRequest(
  'CreateProrationPolicyRequest',
  z.object({
    data: z.object({
      type: PRORATION_POLICY,
      attributes: z.object({ name: nameSchema, rounding, external_ref: externalRefSchema.optional() }),
    }),
  }),
);

/**
 * Body of `PUT /v2/subscriptions/proration-policies/:id` (UpdateProrationPolicy): a new name, rounding or
 * `external_ref` (still unique in the store); `null` takes `external_ref` away; `name` and `rounding` cannot be.
 * @example
 * const body = { data: { id, type: 'subscription_proration_policy', attributes: { rounding: 'nearest' } } }
 */
export const updateProrationPolicyRequestSchema = namedRequest(
  'UpdateProrationPolicyRequest',
  z.object({
    data: z.object({
      id: uuidSchema,
      type: PRORATION_POLICY,
      attributes: z.object({
        external_ref: externalRefSchema.nullable().optional(),
        name: nameSchema.optional(),
        rounding: rounding.optional(),
      }),
    }),
  }),
);

export type Subscriber = z.infer<typeof subscriberSchema>;
export type Subscriber2026 = z.infer<typeof subscriber2026Schema>;
export type SubscriberList = z.infer<typeof subscriberListSchema>;
export type SubscriberList2026 = z.infer<typeof subscriberList2026Schema>;
export type SubscriberResponse = z.infer<typeof subscriberResponseSchema>;
export type SubscriberResponse2026 = z.infer<typeof subscriberResponse2026Schema>;
export type CreateSubscriber2024Request = z.infer<typeof createSubscriber2024RequestSchema>;
export type CreateSubscriber2026Request = z.infer<typeof createSubscriber2026RequestSchema>;
export type UpdateSubscriber2024Request = z.infer<typeof updateSubscriber2024RequestSchema>;
export type UpdateSubscriber2026Request = z.infer<typeof updateSubscriber2026RequestSchema>;
export type DunningRule = z.infer<typeof dunningRuleSchema>;
export type DunningRuleList = z.infer<typeof dunningRuleListSchema>;
export type DunningRuleResponse = z.infer<typeof dunningRuleResponseSchema>;
export type CreateDunningRuleRequest = z.infer<typeof createDunningRuleRequestSchema>;
export type UpdateDunningRuleRequest = z.infer<typeof updateDunningRuleRequestSchema>;
export type ProrationPolicy = z.infer<typeof prorationPolicySchema>;
export type ProrationPolicyList = z.infer<typeof prorationPolicyListSchema>;
export type ProrationPolicyResponse = z.infer<typeof prorationPolicyResponseSchema>;
export type ProrationPolicyRelationship = z.infer<typeof prorationPolicyRelationshipSchema>;
export type CreateProrationPolicyRequest = z.infer<typeof createProrationPolicyRequestSchema>;
export type UpdateProrationPolicyRequest = z.infer<typeof updateProrationPolicyRequestSchema>;
