import { z } from 'zod';
import {
  currencyCodeSchema,
  externalRefSchema,
  ownerSchema,
  pageLinksSchema,
  pageMetaSchema,
  relationshipsSchema,
  timestampSchema,
  uuidSchema,
} from './common.js';
import { offeringSchema } from './offering.js';
import { planSchema } from './plan.js';
import { productSchema } from './product.js';
import { named } from './registry.js';

const gatewayId = z.string().min(3).max(1024);

/**
 * Who takes the subscription's payments. `elastic_path_payments_stripe` (what the emulator makes) and
 * `authorize_net` are the real API's; `service_payments_gateway` is the seed's neutral name for the first.
 * @example
 * const valid = paymentAuthoritySchema.safeParse(value).success
 */
export const paymentAuthoritySchema = named(
  'PaymentAuthority',
  z.discriminatedUnion('type', [
    z.strictObject({
      type: z.literal('elastic_path_payments_stripe'),
      customer_id: gatewayId.optional(),
      card_id: gatewayId.optional(),
    }),
    z.strictObject({
      type: z.literal('authorize_net'),
      payment_profile_id: gatewayId.optional(),
      customer_profile_id: gatewayId.optional(),
    }),
    z.strictObject({
      /** The 2026 document's third gateway (a subscription made through the 2026 API may carry it). */
      type: z.literal('stripe_payment_intents'),
      customer_id: gatewayId.optional(),
      card_id: gatewayId.optional(),
    }),
    z.strictObject({
      type: z.literal('service_payments_gateway'),
      customer_id: gatewayId.optional(),
      card_id: gatewayId.optional(),
    }),
  ]),
);

/**
 * The latest lifecycle action on a subscription (`data.state`), with the flags as they stand now.
 * @example
 * const valid = subscriptionStateSchema.safeParse(value).success
 */
export const subscriptionStateSchema = named(
  'SubscriptionState',
  z.strictObject({
    id: uuidSchema.optional(),
    type: z.literal('subscription_state'),
    attributes: z.strictObject({
      action: z.enum(['cancel', 'pause', 'resume', 'pending']),
      /** Set on a `cancel` that ended the subscription at once. */
      cancel_immediately: z.boolean().optional(),
    }),
    meta: z.strictObject({
      created_at: timestampSchema,
      canceled: z.boolean(),
      paused: z.boolean(),
      closed: z.boolean(),
      suspended: z.boolean(),
      invoice_after: timestampSchema,
    }),
  }),
);

/**
 * Products and plans of the subscription's offering, as `include` resolves them: only the keys asked for.
 * @example
 * const valid = includedSchema.safeParse(value).success
 */
export const includedSchema = named(
  'Included',
  z.strictObject({
    products: z.array(productSchema).optional(),
    plans: z.array(planSchema).optional(),
  }),
);

/**
 * A subscription (`data` of `GET /v2/subscriptions/subscriptions/:subscription_uuid`). The lifecycle flags are in
 * `meta` (where the real API keeps them) and, once the subscriber has acted, in `state.meta` (where the seed does);
 * the state itself is at `state` (the seed's place) and `meta.state` (the real API's).
 * @example
 * const valid = subscriptionSchema.safeParse(value).success
 */
export const subscriptionSchema = named(
  'Subscription',
  z.strictObject({
    id: uuidSchema.optional(),
    type: z.literal('subscription'),
    attributes: z.strictObject({
      external_ref: externalRefSchema.optional(),
      account_id: uuidSchema,
      /** The subscriber's address, when one was given. */
      address_id: uuidSchema.optional(),
      /** The subscriber's name. */
      name: z.string().min(3).max(1024),
      /** The subscriber's email address. */
      email: z.email().min(3).max(1024),
      offering: offeringSchema,
      plan_id: uuidSchema,
      currency: currencyCodeSchema,
      payment_authority: paymentAuthoritySchema.optional(),
    }),
    meta: z.strictObject({
      owner: ownerSchema,
      timestamps: z.strictObject({
        created_at: timestampSchema,
        updated_at: timestampSchema,
        canceled_at: timestampSchema.optional(),
        paused_at: timestampSchema.optional(),
        resumed_at: timestampSchema.optional(),
        end_date: timestampSchema.optional(),
        /** When a pending subscription goes live. */
        go_live_after: timestampSchema.optional(),
        /** When a pending subscription went live. */
        go_live: timestampSchema.optional(),
      }),
      status: z.enum(['active', 'inactive']),
      canceled: z.boolean(),
      paused: z.boolean(),
      closed: z.boolean(),
      suspended: z.boolean(),
      pending: z.boolean(),
      /** When the next billing run comes. */
      invoice_after: timestampSchema,
      manual_payments: z.boolean(),
      first_invoice_prepaid: z.boolean(),
      /** The same object as `data.state`: the real API's newest definition keeps it here. */
      state: subscriptionStateSchema.optional(),
    }),
    state: subscriptionStateSchema.optional(),
    relationships: relationshipsSchema.optional(),
    included: includedSchema.optional(),
  }),
);

/**
 * Body of the subscription endpoint: with `include`, the same `included` object under `data` and at the top level
 * (where the real API's SDK reads `res.included.plans`).
 * @example
 * const body = subscriptionResponseSchema.parse(await response.json())
 */
export const subscriptionResponseSchema = named(
  'SubscriptionResponse',
  z.strictObject({
    data: subscriptionSchema,
    included: includedSchema.optional(),
  }),
);

/**
 * Body of `GET /v2/subscriptions/subscriptions`: a page, paginated like the key list; with `include`, the products
 * and plans of every offering on the page, each once, in the top-level `included`.
 * @example
 * const body = subscriptionListSchema.parse(await response.json())
 */
export const subscriptionListSchema = named(
  'SubscriptionList',
  z.strictObject({
    data: z.array(subscriptionSchema),
    included: includedSchema.optional(),
    links: pageLinksSchema,
    meta: z.strictObject({
      page: pageMetaSchema,
      results: z.strictObject({ total: z.int().min(0) }),
    }),
  }),
);

/**
 * Body of `GET /v2/subscriptions/subscriptions/:id/states`: the subscriber's state changes, oldest first.
 * @example
 * const { data } = subscriptionStateListSchema.parse(await response.json())
 */
export const subscriptionStateListSchema = named(
  'SubscriptionStateList',
  z.strictObject({ data: z.array(subscriptionStateSchema) }),
);

export type PaymentAuthority = z.infer<typeof paymentAuthoritySchema>;
export type SubscriptionState = z.infer<typeof subscriptionStateSchema>;
export type Included = z.infer<typeof includedSchema>;
export type Subscription = z.infer<typeof subscriptionSchema>;
export type SubscriptionResponse = z.infer<typeof subscriptionResponseSchema>;
export type SubscriptionList = z.infer<typeof subscriptionListSchema>;
export type SubscriptionStateList = z.infer<typeof subscriptionStateListSchema>;
