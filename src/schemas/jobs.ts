/**
 * Jobs (`subscription_job`) and schedules (`subscription_schedule`) of both published Subscriptions documents: the
 * answers, strict as every answer is, and the request bodies with every limit the documents give (`z.object` at every
 * depth, as in requests-catalog.ts). The versions differ in the job types: 2024 has `billing-run`, `tax-run`,
 * `payment-run` and `import` (and a schedule may start any of them); 2026 adds `notification-run` and
 * `subscription-update`, and a schedule starts `billing-run`, `payment-run` or `notification-run`. A job's report is
 * one of the documents' reports, by its type (2026 adds the notification and subscription update reports).
 *
 * Stricter than the documents, as the emulator always writes them: `id` and `owner`; a report only once the job
 * finished; a schedule's `meta.scheduled_for` (its next fire time) whenever it fires within eight years.
 */
import { z } from 'zod';
import {
  createdUpdatedSchema,
  externalRefSchema,
  listMetaSchema,
  ownerSchema,
  pageLinksSchema,
  priceMapSchema,
  timestampSchema,
  uuidSchema,
} from './common.js';
import { taxItemSchema } from './invoice.js';
import { named, namedRequest } from './registry.js';
import { subscriptionPriceChangesSchema } from './v2026.js';

const JOB = z.literal('subscription_job');
const SCHEDULE = z.literal('subscription_schedule');

/** The job types of each document. */
export const JOB_TYPES_2024 = ['billing-run', 'tax-run', 'payment-run', 'import'] as const;
export const JOB_TYPES_2026 = [
  'billing-run',
  'tax-run',
  'payment-run',
  'import',
  'notification-run',
  'subscription-update',
] as const;
/** The job types a schedule may start, in each document. */
export const SCHEDULE_JOB_TYPES_2024 = JOB_TYPES_2024;
export const SCHEDULE_JOB_TYPES_2026 = ['billing-run', 'payment-run', 'notification-run'] as const;

const jobStatus = z.enum(['pending', 'started', 'success', 'failed']);

/** The tax rates to add to one invoice (`InvoiceTaxItems`), as a tax run's answer shows them. */
const invoiceTaxItems = z.strictObject({ invoice_id: uuidSchema, tax_items: z.array(taxItemSchema) });

/** What a billing run made (`BillingRunReport`): invoices ready for payment and needing tax, with their totals. */
export const billingRunReportSchema = named(
  'BillingRunReport',
  z.strictObject({
    invoices_ready_for_payment: z.int().min(0),
    invoices_tax_required: z.int().min(0),
    invoice_failures: z.int().min(0),
    total_ready_for_payment: priceMapSchema,
    total_tax_required: priceMapSchema,
  }),
);

/** What a tax run did (`TaxRunReport`): invoices it added tax to, and those it could not. */
export const taxRunReportSchema = named(
  'TaxRunReport',
  z.strictObject({ invoices_updated: z.int().min(0), invoice_failures: z.int().min(0) }),
);

/** What a payment run did (`PaymentRunReport`): attempts, failures, and what was collected by currency. */
export const paymentRunReportSchema = named(
  'PaymentRunReport',
  z.strictObject({
    total_payment_attempts: z.int().min(0),
    failed_payments: z.int().min(0),
    total_collected: priceMapSchema,
  }),
);

/** What a 2026 notification run did (`NotificationRunReport`). */
export const notificationRunReportSchema = named(
  'NotificationRunReport',
  z.strictObject({ total_notifications_sent: z.int().min(0), failed_notifications: z.int().min(0) }),
);

/** What a 2026 subscription update did (`SubscriptionUpdateReport`). */
export const subscriptionUpdateReportSchema = named(
  'SubscriptionUpdateReport',
  z.strictObject({
    subscriptions_updated: z.int().min(0),
    subscription_failures: z.int().min(0),
    total_processed: z.int().min(0),
  }),
);

const jobTimestamps = z.strictObject({
  created_at: timestampSchema,
  updated_at: timestampSchema,
  started_at: timestampSchema.optional(),
  finished_at: timestampSchema.optional(),
});

/**
 * A 2024 job: its type, status (`pending`, `started`, then `success` or `failed`), a tax run's taxes, when it was
 * made, started and finished, and once finished its report.
 * @example
 * const valid = jobSchema.safeParse(body.data).success
 */
export const jobSchema = named(
  'Job',
  z.strictObject({
    id: uuidSchema,
    type: JOB,
    attributes: z.strictObject({
      external_ref: externalRefSchema.optional(),
      job_type: z.enum(JOB_TYPES_2024),
      taxes: z.array(invoiceTaxItems).optional(),
      status: jobStatus,
      created_at: timestampSchema,
      updated_at: timestampSchema,
    }),
    meta: z.strictObject({
      owner: ownerSchema,
      timestamps: jobTimestamps,
      report: z.union([billingRunReportSchema, taxRunReportSchema, paymentRunReportSchema]).optional(),
    }),
  }),
);

/**
 * A 2026 job: as in 2024, with the 2026 job types and reports, and a subscription update's selection and prices.
 * @example
 * const valid = job2026Schema.safeParse(body.data).success
 */
export const job2026Schema = named(
  'Job2026',
  z.strictObject({
    id: uuidSchema,
    type: JOB,
    attributes: z.strictObject({
      external_ref: externalRefSchema.optional(),
      job_type: z.enum(JOB_TYPES_2026),
      taxes: z.array(invoiceTaxItems).min(1).optional(),
      offering_id: uuidSchema.optional(),
      excluded_subscription_ids: z.array(uuidSchema).optional(),
      subscription_ids: z.array(uuidSchema).optional(),
      price_changes: subscriptionPriceChangesSchema.optional(),
      status: jobStatus,
      created_at: timestampSchema,
      updated_at: timestampSchema,
    }),
    meta: z.strictObject({
      owner: ownerSchema,
      timestamps: jobTimestamps,
      report: z
        .union([
          billingRunReportSchema,
          taxRunReportSchema,
          paymentRunReportSchema,
          notificationRunReportSchema,
          subscriptionUpdateReportSchema,
        ])
        .optional(),
    }),
  }),
);

/**
 * Body of one 2024 job (create, get).
 * @example
 * const { data } = jobResponseSchema.parse(await response.json())
 */
export const jobResponseSchema = named('JobResponse', z.strictObject({ data: jobSchema }));
/**
 * Body of one 2026 job.
 * @example
 * const { data } = jobResponse2026Schema.parse(await response.json())
 */
export const jobResponse2026Schema = named('JobResponse2026', z.strictObject({ data: job2026Schema }));
/**
 * Body of `GET /v2/subscriptions/jobs` (2024): a page of jobs, oldest first.
 * @example
 * const { data } = jobListSchema.parse(await response.json())
 */
export const jobListSchema = named(
  'JobList',
  z.strictObject({ data: z.array(jobSchema), links: pageLinksSchema, meta: listMetaSchema }),
);
/**
 * Body of `GET /v2/subscriptions/jobs` (2026).
 * @example
 * const { data } = jobList2026Schema.parse(await response.json())
 */
export const jobList2026Schema = named(
  'JobList2026',
  z.strictObject({ data: z.array(job2026Schema), links: pageLinksSchema, meta: listMetaSchema }),
);

/** A tax rate as a request gives it (`TaxItem`). */
const taxItemRequest = z.object({
  type: z.literal('tax_item'),
  name: z.string().max(1024).optional(),
  code: z.string().max(1024).optional(),
  rate: z.number(),
  jurisdiction: z.string().max(1024).optional(),
});
const invoiceTaxItemsRequest = z.object({ invoice_id: uuidSchema, tax_items: z.array(taxItemRequest) });

/**
 * Body of `POST /v2/subscriptions/jobs` (2024 CreateJob): the job type, an external_ref, and for a tax run the tax
 * rates to add to each invoice.
 * @example
 * const body = { data: { type: 'subscription_job', attributes: { job_type: 'billing-run' } } }
 */
export const createJob2024RequestSchema = namedRequest(
  'CreateJob2024Request',
  z.object({
    data: z.object({
      type: JOB,
      attributes: z.object({
        external_ref: externalRefSchema.optional(),
        job_type: z.enum(JOB_TYPES_2024),
        taxes: z.array(invoiceTaxItemsRequest).optional(),
      }),
    }),
  }),
);

const createdJob = <T extends string, S extends z.ZodRawShape>(type: T, shape: S) =>
  z.object({ external_ref: externalRefSchema.optional(), job_type: z.literal(type), ...shape });

/**
 * Body of `POST /v2/subscriptions/jobs` (2026 CreateJob): one of the document's job attributes, by `job_type`: a tax
 * run's taxes (at least one invoice), a subscription update's offering or subscriptions and new prices.
 * @example
 * const body = { data: { type: 'subscription_job', attributes: { job_type: 'tax-run', taxes: [{ invoice_id, tax_items: [{ type: 'tax_item', rate: 0.2 }] }] } } }
 */
export const createJob2026RequestSchema = namedRequest(
  'CreateJob2026Request',
  z.object({
    data: z.object({
      type: JOB,
      attributes: z.discriminatedUnion('job_type', [
        createdJob('billing-run', {}),
        createdJob('tax-run', { taxes: z.array(invoiceTaxItemsRequest).min(1).optional() }),
        createdJob('payment-run', {}),
        createdJob('import', {}),
        createdJob('notification-run', {}),
        createdJob('subscription-update', {
          offering_id: uuidSchema.optional(),
          excluded_subscription_ids: z.array(uuidSchema).optional(),
          subscription_ids: z.array(uuidSchema).optional(),
          price_changes: subscriptionPriceChangesSchema,
        }),
      ]),
    }),
  }),
);

// ---------------------------------------------------------------------------------------------------------------
// Schedules

const scheduleName = z.string().min(3).max(1024);
const specification = z.string().max(1024);
const location = z.string().max(1024);

/** A schedule's attributes in one version's words (its job types are that version's). */
function scheduleShape<const T extends readonly [string, ...string[]]>(types: T) {
  return z.strictObject({
    id: uuidSchema,
    type: SCHEDULE,
    attributes: z.strictObject({
      external_ref: externalRefSchema.optional(),
      name: scheduleName.optional(),
      specification,
      location,
      job: z.strictObject({ job_type: z.enum(types) }),
      created_at: timestampSchema,
      updated_at: timestampSchema,
    }),
    meta: z.strictObject({
      scheduled_for: timestampSchema.optional(),
      owner: ownerSchema,
      timestamps: createdUpdatedSchema,
    }),
  });
}

/**
 * A 2024 schedule: when (`specification`, cron-like, in the `location` time zone) it starts which job, and in
 * `meta.scheduled_for` when it fires next.
 * @example
 * const valid = scheduleSchema.safeParse(body.data).success
 */
export const scheduleSchema = named('Schedule', scheduleShape(SCHEDULE_JOB_TYPES_2024));
/**
 * A 2026 schedule.
 * @example
 * const valid = schedule2026Schema.safeParse(body.data).success
 */
export const schedule2026Schema = named('Schedule2026', scheduleShape(SCHEDULE_JOB_TYPES_2026));

/**
 * Body of one 2024 schedule (create, get, update).
 * @example
 * const { data } = scheduleResponseSchema.parse(await response.json())
 */
export const scheduleResponseSchema = named('ScheduleResponse', z.strictObject({ data: scheduleSchema }));
/**
 * Body of one 2026 schedule.
 * @example
 * const { data } = scheduleResponse2026Schema.parse(await response.json())
 */
export const scheduleResponse2026Schema = named('ScheduleResponse2026', z.strictObject({ data: schedule2026Schema }));
/**
 * Body of `GET /v2/subscriptions/schedules` (2024): a page of schedules.
 * @example
 * const { data } = scheduleListSchema.parse(await response.json())
 */
export const scheduleListSchema = named(
  'ScheduleList',
  z.strictObject({ data: z.array(scheduleSchema), links: pageLinksSchema, meta: listMetaSchema }),
);
/**
 * Body of `GET /v2/subscriptions/schedules` (2026).
 * @example
 * const { data } = scheduleList2026Schema.parse(await response.json())
 */
export const scheduleList2026Schema = named(
  'ScheduleList2026',
  z.strictObject({ data: z.array(schedule2026Schema), links: pageLinksSchema, meta: listMetaSchema }),
);

/** A create's attributes in one version's words. */
const createSchedule = <const T extends readonly [string, ...string[]]>(id: string, types: T) =>
  namedRequest(
    id,
    z.object({
      data: z.object({
        type: SCHEDULE,
        attributes: z.object({
          external_ref: externalRefSchema.optional(),
          name: scheduleName.optional(),
          specification,
          location,
          job: z.object({ job_type: z.enum(types) }),
        }),
      }),
    }),
  );

/** An update's attributes in one version's words: `null` clears the name or external_ref. */
const updateSchedule = <const T extends readonly [string, ...string[]]>(id: string, types: T) =>
  namedRequest(
    id,
    z.object({
      data: z.object({
        id: uuidSchema,
        type: SCHEDULE,
        attributes: z.object({
          external_ref: externalRefSchema.nullable().optional(),
          name: scheduleName.nullable().optional(),
          specification: specification.optional(),
          location: location.optional(),
          job: z.object({ job_type: z.enum(types) }).optional(),
        }),
      }),
    }),
  );

/**
 * Body of `POST /v2/subscriptions/schedules` (2024 CreateSchedule): a cron-like specification, its time zone and the
 * job it starts; optionally a name (3 to 1024 characters) and an external_ref.
 * @example
 * const body = { data: { type: 'subscription_schedule', attributes: { specification: '30 0 * * *', location: 'Europe/London', job: { job_type: 'billing-run' } } } }
 */
export const createSchedule2024RequestSchema = createSchedule('CreateSchedule2024Request', SCHEDULE_JOB_TYPES_2024);
/**
 * Body of `POST /v2/subscriptions/schedules` (2026 CreateSchedule).
 * @example
 * const body = { data: { type: 'subscription_schedule', attributes: { name: 'Nightly billing', specification: '30 0 * * *', location: 'Europe/London', job: { job_type: 'billing-run' } } } }
 */
export const createSchedule2026RequestSchema = createSchedule('CreateSchedule2026Request', SCHEDULE_JOB_TYPES_2026);
/**
 * Body of `PUT /v2/subscriptions/schedules/:id` (2024 UpdateSchedule): the attributes to change.
 * @example
 * const body = { data: { id, type: 'subscription_schedule', attributes: { specification: '0 6 * * MON-FRI' } } }
 */
export const updateSchedule2024RequestSchema = updateSchedule('UpdateSchedule2024Request', SCHEDULE_JOB_TYPES_2024);
/**
 * Body of `PUT /v2/subscriptions/schedules/:id` (2026 UpdateSchedule).
 * @example
 * const body = { data: { id, type: 'subscription_schedule', attributes: { location: 'America/New_York' } } }
 */
export const updateSchedule2026RequestSchema = updateSchedule('UpdateSchedule2026Request', SCHEDULE_JOB_TYPES_2026);

export type Job = z.infer<typeof jobSchema>;
export type Job2026 = z.infer<typeof job2026Schema>;
export type JobResponse = z.infer<typeof jobResponseSchema>;
export type JobResponse2026 = z.infer<typeof jobResponse2026Schema>;
export type JobList = z.infer<typeof jobListSchema>;
export type JobList2026 = z.infer<typeof jobList2026Schema>;
export type BillingRunReport = z.infer<typeof billingRunReportSchema>;
export type TaxRunReport = z.infer<typeof taxRunReportSchema>;
export type PaymentRunReport = z.infer<typeof paymentRunReportSchema>;
export type NotificationRunReport = z.infer<typeof notificationRunReportSchema>;
export type SubscriptionUpdateReport = z.infer<typeof subscriptionUpdateReportSchema>;
export type CreateJob2024Request = z.infer<typeof createJob2024RequestSchema>;
export type CreateJob2026Request = z.infer<typeof createJob2026RequestSchema>;
export type Schedule = z.infer<typeof scheduleSchema>;
export type Schedule2026 = z.infer<typeof schedule2026Schema>;
export type ScheduleResponse = z.infer<typeof scheduleResponseSchema>;
export type ScheduleResponse2026 = z.infer<typeof scheduleResponse2026Schema>;
export type ScheduleList = z.infer<typeof scheduleListSchema>;
export type ScheduleList2026 = z.infer<typeof scheduleList2026Schema>;
export type CreateSchedule2024Request = z.infer<typeof createSchedule2024RequestSchema>;
export type CreateSchedule2026Request = z.infer<typeof createSchedule2026RequestSchema>;
export type UpdateSchedule2024Request = z.infer<typeof updateSchedule2024RequestSchema>;
export type UpdateSchedule2026Request = z.infer<typeof updateSchedule2026RequestSchema>;
