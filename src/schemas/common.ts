import { z } from 'zod';
import { named } from './registry.js';

/**
 * A UUID as the API gives ids (RFC 9562 layout).
 * @example
 * const valid = uuidSchema.safeParse(value).success
 */
export const uuidSchema = z.uuid();

/** The path id found to be a UUID last: a client reads the same record again and again. */
let lastUuid = '';

/** Whether a path id is a UUID (the schema's rule), the last one found so given again at the cost of a comparison. */
export function isUuid(id: string): boolean {
  if (id === lastUuid) return true;
  if (!uuidSchema.safeParse(id).success) return false;
  lastUuid = id;
  return true;
}

/** The path id lowered last, and its lower-case form. */
let lastId = '';
let lastLower = '';

/**
 * A path id in the case records are kept by (lower). The one asked last is given again, the very string: a route's
 * path ids are kept strings, so a read of the same record again neither lowers its id anew (a call into the runtime
 * for a UUID) nor hashes a new string to find the record.
 */
export function lowerId(id: string): string {
  if (id !== lastId) {
    lastLower = id.toLowerCase();
    lastId = id;
  }
  return lastLower;
}

/**
 * An ISO 8601 timestamp in UTC (`Z`), with or without fractional seconds.
 * @example
 * const valid = timestampSchema.safeParse(value).success
 */
export const timestampSchema = z.iso.datetime();

// RFC 3986: unreserved, percent-encoded, sub-delims and the general delimiters a URI may carry unescaped.
const URI_CHARACTERS = /^(?:[A-Za-z0-9\-._~!$&'()*+,;=:@/?#]|%[0-9A-Fa-f]{2})*$/;

/**
 * An absolute URL that is also a valid RFC 3986 URI: no raw `[`, `]`, spaces or other characters a URI must
 * percent-encode (links write `page%5Boffset%5D`).
 * @example
 * const valid = uriSchema.safeParse(value).success
 */
export const uriSchema = z.url().regex(URI_CHARACTERS, 'expected a valid RFC 3986 URI (percent-encode [ ] and spaces)');

/**
 * The links of a page of a list: absolute URIs, `next` and `prev` null at the ends.
 * @example
 * const valid = pageLinksSchema.safeParse(body.links).success
 */
export const pageLinksSchema = named(
  'PageLinks',
  z.strictObject({
    current: uriSchema,
    first: uriSchema,
    last: uriSchema,
    next: uriSchema.nullable(),
    prev: uriSchema.nullable(),
  }),
);

/** `meta.page` of a list: 1-based `current`, `total` pages. */
export const pageMetaSchema = named(
  'PageMeta',
  z.strictObject({
    limit: z.int().min(1).max(100),
    offset: z.int().min(0),
    current: z.int().min(1),
    total: z.int().min(0),
  }),
);

/**
 * `meta` of a paginated list: the page and the total of results (the convention of every list the emulator answers).
 * @example
 * const { page, results } = listMetaSchema.parse(body.meta)
 */
export const listMetaSchema = z.strictObject({
  page: pageMetaSchema,
  results: z.strictObject({ total: z.int().min(0) }),
});

/**
 * Who owns a resource.
 * @example
 * const valid = ownerSchema.safeParse(value).success
 */
export const ownerSchema = z.enum(['store', 'organization']);

/**
 * Three-letter uppercase ISO 4217 code; the seed also caps the field at 1024 characters.
 * @example
 * const valid = currencyCodeSchema.safeParse(value).success
 */
export const currencyCodeSchema = z
  .string()
  .max(1024)
  .regex(/^[A-Z]{3}$/, 'expected a three-letter uppercase ISO 4217 currency code');

/**
 * An amount in the currency's smallest subdivision.
 * @example
 * const valid = priceSchema.safeParse(value).success
 */
export const priceSchema = named(
  'Price',
  z.strictObject({
    amount: z.int(),
    includes_tax: z.boolean().optional(),
  }),
);

/**
 * Price objects keyed by currency code.
 * @example
 * const valid = priceMapSchema.safeParse(value).success
 */
export const priceMapSchema = named('PriceMap', z.record(currencyCodeSchema, priceSchema));

/**
 * A price ready to show: raw amount, currency and the formatted string.
 * @example
 * const valid = priceFormattingSchema.safeParse(value).success
 */
export const priceFormattingSchema = named(
  'PriceFormatting',
  z.strictObject({
    amount: z.int(),
    currency: currencyCodeSchema,
    formatted: z.string(),
  }),
);

export const displayPriceSchema = named(
  'DisplayPrice',
  z.strictObject({
    without_tax: priceFormattingSchema,
    with_tax: priceFormattingSchema,
  }),
);

export const createdUpdatedSchema = z.strictObject({
  created_at: timestampSchema,
  updated_at: timestampSchema,
});

export const externalRefSchema = z.string().max(2048);
export const nameSchema = z.string().min(3).max(1024);
export const descriptionSchema = z.string().max(1024);

/**
 * A JSON:API resource identifier, the target of a relationship.
 * @example
 * const valid = resourceIdentifierSchema.safeParse(value).success
 */
export const resourceIdentifierSchema = z.strictObject({ type: z.string(), id: uuidSchema });

/**
 * Relationships between subscription entities. The seed shows only that they exist, so this is the JSON:API shape:
 * each named relationship points at one resource, several, or none.
 */
export const relationshipsSchema = named(
  'Relationships',
  z.record(
    z.string(),
    z.strictObject({
      data: z.union([resourceIdentifierSchema, z.array(resourceIdentifierSchema), z.null()]),
    }),
  ),
);

export type Price = z.infer<typeof priceSchema>;
export type PriceMap = z.infer<typeof priceMapSchema>;
export type PriceFormatting = z.infer<typeof priceFormattingSchema>;
export type DisplayPrice = z.infer<typeof displayPriceSchema>;
export type Owner = z.infer<typeof ownerSchema>;
export type Relationships = z.infer<typeof relationshipsSchema>;
