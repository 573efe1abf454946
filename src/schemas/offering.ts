import { z } from 'zod';
import {
  createdUpdatedSchema,
  descriptionSchema,
  externalRefSchema,
  nameSchema,
  ownerSchema,
  relationshipsSchema,
  timestampSchema,
  uuidSchema,
} from './common.js';
import { named } from './registry.js';

/**
 * The offering a subscription was bought from (`data.attributes.offering`).
 * @example
 * const valid = offeringSchema.safeParse(value).success
 */
export const offeringSchema = named(
  'Offering',
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
    relationships: relationshipsSchema.optional(),
    meta: z.strictObject({
      external_product_refs: z.array(z.string()),
      owner: ownerSchema,
      timestamps: createdUpdatedSchema,
    }),
  }),
);

export type Offering = z.infer<typeof offeringSchema>;
