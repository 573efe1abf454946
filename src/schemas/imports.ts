/**
 * Subscriptions imports of both published documents (`CreateImport`, `ListImportJobs`, `GetImport`, and the 2026
 * `GetImportErrors`): the import job as answered, its errors, the multipart request, and what each line of an import
 * file may be.
 *
 * Answers are strict, as everywhere (the emulator writes exactly these fields). The two versions differ in what an
 * import counts: 2024 products, plans, subscribers, offerings and subscriptions; 2026 features, subscribers,
 * offerings and subscriptions.
 */
import { z } from 'zod';
import {
  createdUpdatedSchema,
  externalRefSchema,
  listMetaSchema,
  ownerSchema,
  pageLinksSchema,
  timestampSchema,
  uuidSchema,
} from './common.js';
import { named, namedRequest } from './registry.js';
import {
  buildOffering2024RequestSchema,
  buildOffering2026RequestSchema,
  createFeature2026RequestSchema,
  createPlan2024RequestSchema,
  createProduct2024RequestSchema,
  createSubscription2024RequestSchema,
  createSubscription2026RequestSchema,
} from './requests-catalog.js';

/** What a line of a 2024 import file may be, in the order an import makes them (what others name comes first). */
export const IMPORT_TYPES_2024 = [
  'subscription_product',
  'subscription_plan',
  'subscription_subscriber',
  'subscription_offering',
  'subscription',
] as const;

/** What a line of a 2026 import file may be, in the order an import makes them. */
export const IMPORT_TYPES_2026 = [
  'subscription_feature',
  'subscription_subscriber',
  'subscription_offering',
  'subscription',
] as const;

export type ImportType2024 = (typeof IMPORT_TYPES_2024)[number];
export type ImportType2026 = (typeof IMPORT_TYPES_2026)[number];
export type ImportType = ImportType2024 | ImportType2026;

/** The status of an import job: `pending` until it runs, then `started`, then `success` or `failed`. */
export const importStatusSchema = z.enum(['pending', 'started', 'success', 'failed']);

/** A count per line type. */
const counts = <const T extends readonly string[]>(types: T) =>
  z.strictObject(Object.fromEntries(types.map((type) => [type, z.int().min(0)])) as Record<T[number], z.ZodInt>);

/** An import job in one version's words: its counts are that version's. */
function importSchema<const T extends readonly string[]>(types: T) {
  return z.strictObject({
    id: uuidSchema.optional(),
    type: z.literal('subscription_import'),
    attributes: z.strictObject({ external_ref: externalRefSchema.optional(), status: importStatusSchema }),
    meta: z.strictObject({
      owner: ownerSchema,
      timestamps: z.strictObject({
        created_at: timestampSchema,
        updated_at: timestampSchema,
        started_at: timestampSchema.optional(),
        finished_at: timestampSchema.optional(),
      }),
      /**
       * `uploaded`: the file's lines that are JSON objects of a type the version takes, by type; `imported`: those
       * made, by type.
       */
      records: z.strictObject({ uploaded: counts(types), imported: counts(types) }),
    }),
  });
}

/**
 * A 2024 import job (`subscription_import`): its status, when it ran, and what it uploaded and imported.
 * @example
 * const valid = import2024Schema.safeParse(body.data).success
 */
export const import2024Schema = named('Import2024', importSchema(IMPORT_TYPES_2024));

/**
 * A 2026 import job.
 * @example
 * const valid = import2026Schema.safeParse(body.data).success
 */
export const import2026Schema = named('Import2026', importSchema(IMPORT_TYPES_2026));

/**
 * Body of `POST /v2/subscriptions/imports` and `GET /v2/subscriptions/imports/:id` (2024).
 * @example
 * const { data } = importResponse2024Schema.parse(await response.json())
 */
export const importResponse2024Schema = named('ImportResponse2024', z.strictObject({ data: import2024Schema }));

/**
 * Body of `POST /v2/subscriptions/imports` and `GET /v2/subscriptions/imports/:id` (2026).
 * @example
 * const { data } = importResponse2026Schema.parse(await response.json())
 */
export const importResponse2026Schema = named('ImportResponse2026', z.strictObject({ data: import2026Schema }));

/**
 * Body of `GET /v2/subscriptions/imports` (2024): a page of import jobs, oldest first.
 * @example
 * const { data } = importList2024Schema.parse(await response.json())
 */
export const importList2024Schema = named(
  'ImportList2024',
  z.strictObject({ data: z.array(import2024Schema), links: pageLinksSchema, meta: listMetaSchema }),
);

/**
 * Body of `GET /v2/subscriptions/imports` (2026).
 * @example
 * const { data } = importList2026Schema.parse(await response.json())
 */
export const importList2026Schema = named(
  'ImportList2026',
  z.strictObject({ data: z.array(import2026Schema), links: pageLinksSchema, meta: listMetaSchema }),
);

/**
 * One error of an import (2026 `subscription_import_error`): the line of the file it is about (from 1), the field
 * (a path in the line's `data.attributes`, or `data`, `data.type`, `data.attributes` for a line of the wrong shape),
 * what is wrong, and the line's `external_ref` when it has one.
 * @example
 * const valid = importError2026Schema.safeParse(body.data[0]).success
 */
export const importError2026Schema = named(
  'ImportError2026',
  z.strictObject({
    id: uuidSchema,
    type: z.literal('subscription_import_error'),
    meta: z.strictObject({
      owner: ownerSchema,
      timestamps: createdUpdatedSchema,
      error: z.string(),
      field: z.string(),
      line_number: z.int().min(1),
      external_ref: externalRefSchema.optional(),
    }),
  }),
);

/**
 * Body of `GET /v2/subscriptions/imports/:id/errors` (2026): a page of an import's errors, by line number.
 * @example
 * const { data } = importErrorList2026Schema.parse(await response.json())
 */
export const importErrorList2026Schema = named(
  'ImportErrorList2026',
  z.strictObject({ data: z.array(importError2026Schema), links: pageLinksSchema, meta: listMetaSchema }),
);

/**
 * The `multipart/form-data` fields of `POST /v2/subscriptions/imports` (both versions): the JSONL file (a file part
 * or a plain field, read as UTF-8 text) and an optional `external_ref`.
 * @example
 * const form = new FormData(); form.append('import_file', new Blob([lines.join('\n')]), 'import.jsonl')
 */
export const createImportRequestSchema = namedRequest(
  'CreateImportRequest',
  z.object({
    external_ref: externalRefSchema.optional(),
    import_file: z.string().meta({ description: 'The JSONL file: one JSON:API document per line.', format: 'binary' }),
  }),
);

// ---------------------------------------------------------------------------------------------------------------
// The lines of an import file: each is `{"data":{"type":TYPE,"attributes":{...}}}`, the attributes those of the
// operation that makes that kind of record. Not answers: read as requests are (unknown fields are ignored).

/** A line of `type` whose attributes `attributes` describes. */
const line = <const T extends string, A extends z.ZodType>(type: T, attributes: A) =>
  z.object({ data: z.object({ type: z.literal(type), attributes }) });

/** A subscriber's name and email, and (2026) payment authority, as CreateSubscription takes them. */
const subscriptionFields2024 = createSubscription2024RequestSchema.shape.data.shape;
const subscriptionFields2026 = createSubscription2026RequestSchema.shape.data.shape;

/**
 * A subscription in an import file: CreateSubscription's body, where the offering's plan (2024), plan and pricing
 * option (2026) may also be named by external_ref (the file's offerings have no ids until they are imported).
 */
const reference = z.string().min(1).max(2048);

/** What each line type of a 2024 import file takes. */
export const IMPORT_LINES_2024 = {
  subscription_product: createProduct2024RequestSchema,
  subscription_plan: createPlan2024RequestSchema,
  subscription_subscriber: line(
    'subscription_subscriber',
    z.object({ account_id: uuidSchema, name: subscriptionFields2024.name, email: subscriptionFields2024.email }),
  ),
  subscription_offering: line('subscription_offering', buildOffering2024RequestSchema.shape.data),
  subscription: line(
    'subscription',
    createSubscription2024RequestSchema.shape.data.safeExtend({ plan_id: reference.optional() }),
  ),
} as const satisfies Record<ImportType2024, z.ZodType>;

/** What each line type of a 2026 import file takes. */
export const IMPORT_LINES_2026 = {
  subscription_feature: createFeature2026RequestSchema,
  subscription_subscriber: line(
    'subscription_subscriber',
    z.object({
      account_id: uuidSchema,
      name: subscriptionFields2026.name,
      email: subscriptionFields2026.email,
      payment_authority: subscriptionFields2026.payment_authority,
    }),
  ),
  subscription_offering: line('subscription_offering', buildOffering2026RequestSchema.shape.data),
  subscription: line(
    'subscription',
    createSubscription2026RequestSchema.shape.data.safeExtend({
      plan_id: reference.optional(),
      pricing_option_id: reference.optional(),
    }),
  ),
} as const satisfies Record<ImportType2026, z.ZodType>;

export type Import2024 = z.infer<typeof import2024Schema>;
export type Import2026 = z.infer<typeof import2026Schema>;
export type ImportResponse2024 = z.infer<typeof importResponse2024Schema>;
export type ImportResponse2026 = z.infer<typeof importResponse2026Schema>;
export type ImportList2024 = z.infer<typeof importList2024Schema>;
export type ImportList2026 = z.infer<typeof importList2026Schema>;
export type ImportError2026 = z.infer<typeof importError2026Schema>;
export type ImportErrorList2026 = z.infer<typeof importErrorList2026Schema>;
export type CreateImportRequest = z.infer<typeof createImportRequestSchema>;
