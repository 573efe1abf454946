import { z } from 'zod';
import {
  currencyCodeSchema,
  externalRefSchema,
  ownerSchema,
  relationshipsSchema,
  timestampSchema,
  uuidSchema,
} from './common.js';
import { offeringSchema } from './offering.js';
import { planSchema } from './plan.js';
import { productSchema } from './product.js';

/**
 * The one payment-authority alternative the seed shows.
 * @example
 * const valid = paymentAuthoritySchema.safeParse(value).success
 */
export const paymentAuthoritySchema = z.strictObject({
  type: z.literal('service_payments_gateway'),
  customer_id: z.string().min(3).max(1024).optional(),
  card_id: z.string().min(3).max(1024).optional(),
});

/**
 * The latest lifecycle action on a subscription (`data.state`).
 * @example
 * const valid = subscriptionStateSchema.safeParse(value).success
 */
export const subscriptionStateSchema = z.strictObject({
  id: uuidSchema.optional(),
  type: z.literal('subscription_state'),
  attributes: z.strictObject({ action: z.enum(['cancel', 'pause', 'resume']) }),
  meta: z.strictObject({
    created_at: timestampSchema,
    canceled: z.boolean(),
    paused: z.boolean(),
    closed: z.boolean(),
    suspended: z.boolean(),
    invoice_after: timestampSchema,
  }),
});

/**
 * Products and plans of the subscription's offering, as `include` resolves them.
 * @example
 * const valid = includedSchema.safeParse(value).success
 */
export const includedSchema = z.strictObject({
  products: z.array(productSchema).optional(),
  plans: z.array(planSchema).optional(),
});

/**
 * A subscription (`data` of `GET /subscriptions/subscriptions/:subscription_uuid`).
 * @example
 * const valid = subscriptionSchema.safeParse(value).success
 */
export const subscriptionSchema = z.strictObject({
  id: uuidSchema.optional(),
  type: z.literal('subscription'),
  attributes: z.strictObject({
    external_ref: externalRefSchema.optional(),
    account_id: uuidSchema,
    offering: offeringSchema,
    plan_id: uuidSchema,
    currency: currencyCodeSchema,
    payment_authority: paymentAuthoritySchema,
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
    }),
    status: z.enum(['active', 'inactive']),
  }),
  state: subscriptionStateSchema.optional(),
  relationships: relationshipsSchema.optional(),
  included: includedSchema.optional(),
});

/**
 * Body of the subscription endpoint: `included` is repeated at the top level, as JSON:API clients read it there.
 * @example
 * const body = subscriptionResponseSchema.parse(await response.json())
 */
export const subscriptionResponseSchema = z.strictObject({
  data: subscriptionSchema,
  included: z.array(z.union([productSchema, planSchema])).optional(),
});

export type PaymentAuthority = z.infer<typeof paymentAuthoritySchema>;
export type SubscriptionState = z.infer<typeof subscriptionStateSchema>;
export type Included = z.infer<typeof includedSchema>;
export type Subscription = z.infer<typeof subscriptionSchema>;
export type SubscriptionResponse = z.infer<typeof subscriptionResponseSchema>;
