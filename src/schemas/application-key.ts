import { z } from 'zod';
import { timestampSchema, uuidSchema } from './common.js';

/**
 * One application key, as the list and get-by-id endpoints return it.
 * @example
 * const valid = applicationKeySchema.safeParse(value).success
 */
export const applicationKeySchema = z.strictObject({
  id: uuidSchema,
  type: z.literal('application_key'),
  name: z.string().min(1),
  client_id: z.string().min(1),
  reserved_rate_limit: z.int().min(0),
  meta: z.strictObject({
    timestamps: z.strictObject({
      last_used_at: timestampSchema,
      created_at: timestampSchema,
      updated_at: timestampSchema,
    }),
  }),
});

const pageLinkSchema = z.url();

/**
 * Body of `GET /v2/application-keys`.
 * @example
 * const body = applicationKeyListSchema.parse(await response.json())
 */
export const applicationKeyListSchema = z.strictObject({
  data: z.array(applicationKeySchema),
  links: z.strictObject({
    current: pageLinkSchema,
    first: pageLinkSchema,
    last: pageLinkSchema,
    next: pageLinkSchema.nullable(),
    prev: pageLinkSchema.nullable(),
  }),
  meta: z.strictObject({
    page: z.strictObject({
      limit: z.int().min(1).max(100),
      offset: z.int().min(0),
      current: z.int().min(1),
      total: z.int().min(0),
    }),
    results: z.strictObject({ total: z.int().min(0) }),
    total_reserved_rate_limit: z.int().min(0),
  }),
});

/**
 * Body of `GET /v2/application-keys/:id`.
 * @example
 * const body = applicationKeyResponseSchema.parse(await response.json())
 */
export const applicationKeyResponseSchema = z.strictObject({
  data: applicationKeySchema,
  links: z.strictObject({ self: z.url() }),
});

export type ApplicationKey = z.infer<typeof applicationKeySchema>;
export type ApplicationKeyList = z.infer<typeof applicationKeyListSchema>;
export type ApplicationKeyResponse = z.infer<typeof applicationKeyResponseSchema>;
