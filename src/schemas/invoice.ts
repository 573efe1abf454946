import { z } from 'zod';
import {
  currencyCodeSchema,
  ownerSchema,
  pageLinksSchema,
  pageMetaSchema,
  timestampSchema,
  uuidSchema,
} from './common.js';
import { named } from './registry.js';

/** An amount in one currency. */
const singlePriceSchema = z.strictObject({
  currency: currencyCodeSchema,
  amount: z.int(),
  includes_tax: z.boolean().optional(),
});
const listMetaSchema = z.strictObject({ page: pageMetaSchema, results: z.strictObject({ total: z.int().min(0) }) });

/**
 * An invoice of a subscription (`subscription_invoice`), made by a billing run.
 * @example
 * const valid = invoiceSchema.safeParse(value).success
 */
export const invoiceSchema = named(
  'Invoice',
  z.strictObject({
    id: uuidSchema,
    type: z.literal('subscription_invoice'),
    attributes: z.strictObject({
      billing_period: z.strictObject({ start: timestampSchema, end: timestampSchema }),
      invoice_items: z.array(
        z.strictObject({
          description: z.string(),
          price: singlePriceSchema,
          plan_id: uuidSchema.optional(),
          from_time_period: timestampSchema.optional(),
          until_time_period: timestampSchema.optional(),
        }),
      ),
      outstanding: z.boolean(),
      number: z.int().min(1),
      tax_required: z.boolean(),
      payment_retries_limit_reached: z.boolean(),
      manual_payment_pending: z.boolean(),
      pro_forma: z.boolean(),
      created_at: timestampSchema,
      updated_at: timestampSchema,
    }),
    meta: z.strictObject({
      owner: ownerSchema,
      subscription_id: uuidSchema,
      subscriber_id: uuidSchema,
      price: singlePriceSchema,
      timestamps: z.strictObject({ created_at: timestampSchema, updated_at: timestampSchema }),
      proration_events: z.array(z.never()),
    }),
  }),
);

/**
 * A payment attempt on an invoice (`subscription_invoice_payment`): one per attempt, failed ones included.
 * @example
 * const valid = invoicePaymentSchema.safeParse(value).success
 */
export const invoicePaymentSchema = named(
  'InvoicePayment',
  z.strictObject({
    id: uuidSchema,
    type: z.literal('subscription_invoice_payment'),
    attributes: z.strictObject({
      success: z.boolean(),
      gateway: z.string().max(1024),
      amount: singlePriceSchema,
      external_payment_id: z.string().optional(),
      failure_detail: z.strictObject({ reason: z.string() }).optional(),
    }),
    meta: z.strictObject({
      owner: ownerSchema,
      subscription_id: uuidSchema,
      invoice_id: uuidSchema,
      job_id: uuidSchema,
      manual_payment: z.boolean(),
      timestamps: z.strictObject({
        created_at: timestampSchema,
        updated_at: timestampSchema,
        payment_taken_at: timestampSchema.optional(),
      }),
    }),
  }),
);

/**
 * Body of `GET /v2/subscriptions/subscriptions/:id/invoices`: a page, numbered from 1, paginated like the key list.
 * @example
 * const { data } = invoiceListSchema.parse(await response.json())
 */
export const invoiceListSchema = named(
  'InvoiceList',
  z.strictObject({
    data: z.array(invoiceSchema),
    links: pageLinksSchema,
    meta: listMetaSchema,
  }),
);

/** Body of `GET .../invoices/:invoice_uuid`. */
export const invoiceResponseSchema = named('InvoiceResponse', z.strictObject({ data: invoiceSchema }));

/**
 * Body of `GET .../invoices/:invoice_uuid/payments`: every attempt, oldest first, paginated like the key list.
 * @example
 * const { data } = invoicePaymentListSchema.parse(await response.json())
 */
export const invoicePaymentListSchema = named(
  'InvoicePaymentList',
  z.strictObject({
    data: z.array(invoicePaymentSchema),
    links: pageLinksSchema,
    meta: listMetaSchema,
  }),
);

/** Body of `GET .../payments/:payment_uuid`. */
export const invoicePaymentResponseSchema = named(
  'InvoicePaymentResponse',
  z.strictObject({ data: invoicePaymentSchema }),
);

export type Invoice = z.infer<typeof invoiceSchema>;
export type InvoicePayment = z.infer<typeof invoicePaymentSchema>;
export type InvoiceList = z.infer<typeof invoiceListSchema>;
export type InvoicePaymentList = z.infer<typeof invoicePaymentListSchema>;
