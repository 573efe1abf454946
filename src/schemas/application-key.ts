import { z } from 'zod';
import { pageLinksSchema, pageMetaSchema, timestampSchema, uriSchema, uuidSchema } from './common.js';
import { named } from './registry.js';

/**
 * One application key, as the list and get-by-id endpoints return it.
 * @example
 * const valid = applicationKeySchema.safeParse(value).success
 */
export const applicationKeySchema = named(
  'ApplicationKey',
  z.strictObject({
    id: uuidSchema,
    type: z.literal('application_key'),
    name: z.string().min(1).max(255),
    client_id: z.string().min(1),
    reserved_rate_limit: z.int().min(0),
    meta: z.strictObject({
      timestamps: z.strictObject({
        /** `null` for a key never used. */
        last_used_at: timestampSchema.nullable(),
        created_at: timestampSchema,
        updated_at: timestampSchema,
      }),
    }),
  }),
);

/**
 * Body of `GET /v2/application-keys`.
 * @example
 * const body = applicationKeyListSchema.parse(await response.json())
 */
export const applicationKeyListSchema = named(
  'ApplicationKeyList',
  z.strictObject({
    data: z.array(applicationKeySchema),
    links: pageLinksSchema,
    meta: z.strictObject({
      page: pageMetaSchema,
      results: z.strictObject({ total: z.int().min(0) }),
      total_reserved_rate_limit: z.int().min(0),
    }),
  }),
);

/**
 * Body of `GET /v2/application-keys/:id`.
 * @example
 * const body = applicationKeyResponseSchema.parse(await response.json())
 */
const selfLinkSchema = z.strictObject({ self: uriSchema });

export const applicationKeyResponseSchema = named(
  'ApplicationKeyResponse',
  z.strictObject({
    /** The key, with its own `links.self` (where the real API's definition puts it). */
    data: applicationKeySchema.extend({ links: selfLinkSchema }),
    /** The same link at the top level (where the SDK's types read it). */
    links: selfLinkSchema,
  }),
);

/**
 * Body of `POST /v2/application-keys` (201): the key with its `client_secret`, shown this once.
 * @example
 * const { data } = createdApplicationKeySchema.parse(await response.json())
 */
export const createdApplicationKeySchema = named(
  'CreatedApplicationKey',
  z.strictObject({
    data: applicationKeySchema.extend({ client_secret: z.string().min(1), links: selfLinkSchema }),
    links: selfLinkSchema,
  }),
);

export type ApplicationKey = z.infer<typeof applicationKeySchema>;
export type ApplicationKeyList = z.infer<typeof applicationKeyListSchema>;
export type ApplicationKeyResponse = z.infer<typeof applicationKeyResponseSchema>;
export type CreatedApplicationKey = z.infer<typeof createdApplicationKeySchema>;
