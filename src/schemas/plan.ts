import { z } from 'zod';
import {
  createdUpdatedSchema,
  descriptionSchema,
  displayPriceSchema,
  externalRefSchema,
  nameSchema,
  ownerSchema,
  priceMapSchema,
  relationshipsSchema,
  timestampSchema,
  uuidSchema,
} from './common.js';
import { named } from './registry.js';

/**
 * A plan of an offering (`subscription_offering_plan`), given when `include=plans`.
 * @example
 * const valid = planSchema.safeParse(value).success
 */
export const planSchema = named(
  'Plan',
  z.strictObject({
    id: uuidSchema.optional(),
    type: z.literal('subscription_offering_plan'),
    attributes: z.strictObject({
      external_ref: externalRefSchema.optional(),
      name: nameSchema,
      description: descriptionSchema.optional(),
      billing_interval_type: z.enum(['day', 'week', 'month', 'year']),
      billing_frequency: z.int().min(1),
      trial_period: z.int().min(0).optional(),
      plan_length: z.int().min(1),
      end_behavior: z.enum(['close', 'roll']),
      can_pause: z.boolean(),
      can_resume: z.boolean(),
      can_cancel: z.boolean(),
      base_price_percentage: z.number().max(100).optional(),
      fixed_price: priceMapSchema.optional(),
      updated_at: timestampSchema,
      created_at: timestampSchema,
    }),
    relationships: relationshipsSchema.optional(),
    meta: z.strictObject({
      price: priceMapSchema.optional(),
      display_price: displayPriceSchema.optional(),
      active_plan: z.boolean().optional(),
      owner: ownerSchema,
      timestamps: createdUpdatedSchema,
    }),
  }),
);

export type Plan = z.infer<typeof planSchema>;
