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
 * A product of an offering (`subscription_offering_product`), given when `include=products`.
 * @example
 * const valid = productSchema.safeParse(value).success
 */
export const productSchema = named(
  'Product',
  z.strictObject({
    id: uuidSchema.optional(),
    type: z.literal('subscription_offering_product'),
    attributes: z.strictObject({
      external_ref: externalRefSchema.optional(),
      name: nameSchema,
      description: descriptionSchema.optional(),
      sku: z.string().max(1024).optional(),
      main_image: z.url().max(1024).optional(),
      price: priceMapSchema.optional(),
      price_units: z.strictObject({ unit: z.enum(['day', 'month']), amount: z.int().min(1) }).optional(),
      updated_at: timestampSchema,
      created_at: timestampSchema,
    }),
    relationships: relationshipsSchema.optional(),
    meta: z.strictObject({
      display_price: displayPriceSchema.optional(),
      owner: ownerSchema,
      timestamps: createdUpdatedSchema,
    }),
  }),
);

export type Product = z.infer<typeof productSchema>;
