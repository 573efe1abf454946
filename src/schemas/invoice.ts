import { z } from 'zod';
import {
  currencyCodeSchema,
  listMetaSchema,
  ownerSchema,
  pageLinksSchema,
  priceFormattingSchema,
  relationshipsSchema,
  timestampSchema,
  uuidSchema,
} from './common.js';
import { named, namedRequest } from './registry.js';

/** An amount in one currency (`SingleCurrencyPrice`); a prorated invoice's credit line is negative. */
const singlePriceSchema = z.strictObject({
  currency: currencyCodeSchema,
  amount: z.int(),
  includes_tax: z.boolean().optional(),
});

/**
 * A tax rate applied to a whole invoice (`TaxItem`): `rate` is a fraction of the invoice's amount (0.2 is 20%).
 * @example
 * const valid = taxItemSchema.safeParse({ type: 'tax_item', name: 'VAT', rate: 0.2 }).success
 */
export const taxItemSchema = named(
  'TaxItem',
  z.strictObject({
    type: z.literal('tax_item'),
    name: z.string().max(1024).optional(),
    code: z.string().max(1024).optional(),
    rate: z.number(),
    jurisdiction: z.string().max(1024).optional(),
  }),
);

const billingPeriodSchema = z.strictObject({ start: timestampSchema, end: timestampSchema });

const invoiceTimestampsSchema = z.strictObject({
  created_at: timestampSchema,
  updated_at: timestampSchema,
  taxes_added_at: timestampSchema.optional(),
});

/** What the attributes of both versions' invoices share. */
const invoiceAttributes = {
  billing_period: billingPeriodSchema,
  tax_items: z.array(taxItemSchema).optional(),
  outstanding: z.boolean(),
  number: z.int().min(1),
  tax_required: z.boolean(),
  payment_retries_limit_reached: z.boolean(),
  manual_payment_pending: z.boolean(),
  created_at: timestampSchema,
  updated_at: timestampSchema,
};

const invoiceMeta = {
  owner: ownerSchema,
  subscription_id: uuidSchema,
  subscriber_id: uuidSchema,
  price: singlePriceSchema,
  timestamps: invoiceTimestampsSchema,
};

const invoiceLine = {
  description: z.string(),
  price: singlePriceSchema,
  from_time_period: timestampSchema.optional(),
  until_time_period: timestampSchema.optional(),
};

/**
 * An invoice of a subscription (`subscription_invoice`) as the 2024 API gives it, made by a billing run (or, on an
 * offering with a proration policy, by a switch of plan, with its `proration_events`).
 * @example
 * const valid = invoiceSchema.safeParse(value).success
 */
export const invoiceSchema = named(
  'Invoice',
  z.strictObject({
    id: uuidSchema,
    type: z.literal('subscription_invoice'),
    attributes: z.strictObject({
      ...invoiceAttributes,
      invoice_items: z.array(z.strictObject({ ...invoiceLine, product_id: uuidSchema.optional() })),
    }),
    meta: z.strictObject({
      ...invoiceMeta,
      proration_events: z.array(
        z.strictObject({
          proration_policy_id: uuidSchema,
          billing_cost_before_proration: z.int(),
          refunded_amount_for_unused_plan: z.int(),
          new_plan_cost: z.int(),
          prorated_at: timestampSchema,
        }),
      ),
    }),
  }),
);

/**
 * An invoice of a subscription (`subscription_invoice`) as the 2026 API gives it: its lines name the 2026 plan, its
 * `display_price` has `with_tax`, `without_tax` and `tax`, and `pro_rata_remaining_value` is the unused value of the
 * period a prorated switch cut short (0 when there was none).
 * @example
 * const valid = invoice2026Schema.safeParse(value).success
 */
export const invoice2026Schema = named(
  'Invoice2026',
  z.strictObject({
    id: uuidSchema,
    type: z.literal('subscription_invoice'),
    attributes: z.strictObject({
      ...invoiceAttributes,
      invoice_items: z.array(z.strictObject({ ...invoiceLine, plan_id: uuidSchema.optional() })),
      pro_forma: z.boolean(),
      valid_from: timestampSchema.optional(),
    }),
    meta: z.strictObject({
      ...invoiceMeta,
      display_price: z.strictObject({
        without_tax: priceFormattingSchema,
        with_tax: priceFormattingSchema,
        tax: priceFormattingSchema,
      }),
      proration_events: z.array(
        z.strictObject({
          proration_policy_id: uuidSchema,
          billing_cost_before_proration: z.int(),
          refunded_amount_for_unused_pricing_option: z.int(),
          new_pricing_option_cost: z.int(),
          prorated_at: timestampSchema,
        }),
      ),
      pro_rata_remaining_value: z.int(),
    }),
  }),
);

/**
 * A payment attempt on an invoice (`subscription_invoice_payment`): one per attempt, failed ones included; a manual
 * payment (`meta.manual_payment`) is `pending` until `UpdateInvoicePayment` records how it went.
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
      pending: z.boolean().optional(),
      gateway: z.string().max(1024),
      amount: singlePriceSchema,
      external_payment_id: z.string().max(1024).optional(),
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
 * A refund of (part of) a successful payment (`subscription_invoice_payment_refund`, 2026): never more than the
 * payment took less what was refunded of it already.
 * @example
 * const valid = invoicePaymentRefund2026Schema.safeParse(value).success
 */
export const invoicePaymentRefund2026Schema = named(
  'InvoicePaymentRefund2026',
  z.strictObject({
    id: uuidSchema,
    type: z.literal('subscription_invoice_payment_refund'),
    attributes: z.strictObject({
      amount: z.int().min(1),
      reason: z.string().max(1024),
      gateway: z.string().max(1024),
      external_refund_id: z.string().max(1024),
      created_at: timestampSchema,
    }),
    relationships: relationshipsSchema,
  }),
);

/**
 * Body of `GET /v2/subscriptions/invoices` and `GET /v2/subscriptions/subscriptions/:id/invoices` (2024): a page, in
 * creation order, paginated like the key list.
 * @example
 * const { data } = invoiceListSchema.parse(await response.json())
 */
export const invoiceListSchema = named(
  'InvoiceList',
  z.strictObject({ data: z.array(invoiceSchema), links: pageLinksSchema, meta: listMetaSchema }),
);

/** Body of `GET .../invoices/:invoice_uuid` (2024). */
export const invoiceResponseSchema = named('InvoiceResponse', z.strictObject({ data: invoiceSchema }));

/**
 * Body of `GET /v2/subscriptions/invoices` and `GET /v2/subscriptions/subscriptions/:id/invoices` (2026).
 * @example
 * const { data } = invoiceList2026Schema.parse(await response.json())
 */
export const invoiceList2026Schema = named(
  'InvoiceList2026',
  z.strictObject({ data: z.array(invoice2026Schema), links: pageLinksSchema, meta: listMetaSchema }),
);

/** Body of `GET .../invoices/:invoice_uuid` (2026). */
export const invoiceResponse2026Schema = named('InvoiceResponse2026', z.strictObject({ data: invoice2026Schema }));

/**
 * Body of `GET .../invoices/:invoice_uuid/payments`: every attempt, oldest first, paginated like the key list.
 * @example
 * const { data } = invoicePaymentListSchema.parse(await response.json())
 */
export const invoicePaymentListSchema = named(
  'InvoicePaymentList',
  z.strictObject({ data: z.array(invoicePaymentSchema), links: pageLinksSchema, meta: listMetaSchema }),
);

/** Body of `GET` and `PUT .../payments/:payment_uuid`. */
export const invoicePaymentResponseSchema = named(
  'InvoicePaymentResponse',
  z.strictObject({ data: invoicePaymentSchema }),
);

/**
 * Body of `GET .../payments/:payment_uuid/refunds` (2026): a payment's refunds, oldest first.
 * @example
 * const { data } = invoicePaymentRefundList2026Schema.parse(await response.json())
 */
export const invoicePaymentRefundList2026Schema = named(
  'InvoicePaymentRefundList2026',
  z.strictObject({ data: z.array(invoicePaymentRefund2026Schema), links: pageLinksSchema, meta: listMetaSchema }),
);

/** Body of `POST .../refunds` and `GET .../refunds/:refund_uuid` (2026). */
export const invoicePaymentRefundResponse2026Schema = named(
  'InvoicePaymentRefundResponse2026',
  z.strictObject({ data: invoicePaymentRefund2026Schema }),
);

/**
 * Body of `PUT /v2/subscriptions/invoices/:invoice_uuid/payments/:payment_uuid` (UpdateInvoicePayment): how a
 * payment went, recorded by whoever took it: a pending manual payment, or the last failed payment of an invoice
 * whose retries are over (a success then marks the invoice paid another way).
 * @example
 * const body = { data: { id: paymentId, type: 'subscription_invoice_payment', attributes: { success: true, external_payment_id: 'ch_1' } } }
 */
export const updateInvoicePaymentRequestSchema = namedRequest(
  'UpdateInvoicePaymentRequest',
  z.object({
    data: z.object({
      id: uuidSchema,
      type: z.literal('subscription_invoice_payment'),
      attributes: z.object({
        success: z.boolean(),
        external_payment_id: z.string().max(1024).optional(),
        failure_detail: z.string().optional(),
        payment_taken_at: timestampSchema.optional(),
      }),
    }),
  }),
);

/**
 * Body of `POST /v2/subscriptions/invoices/:invoice_uuid/payments/:payment_uuid/refunds` (2026
 * CreateInvoicePaymentRefund): how much to refund, in minor units, and why.
 * @example
 * const body = { data: { type: 'subscription_invoice_payment_refund', attributes: { amount: 500, reason: 'Damaged in transit' } } }
 */
export const createInvoicePaymentRefund2026RequestSchema = namedRequest(
  'CreateInvoicePaymentRefund2026Request',
  z.object({
    data: z.object({
      type: z.literal('subscription_invoice_payment_refund'),
      attributes: z.object({ amount: z.int().min(1), reason: z.string().min(1).max(1024) }),
    }),
  }),
);

export type TaxItemRecord = z.infer<typeof taxItemSchema>;
export type Invoice = z.infer<typeof invoiceSchema>;
export type Invoice2026 = z.infer<typeof invoice2026Schema>;
export type InvoicePayment = z.infer<typeof invoicePaymentSchema>;
export type InvoicePaymentRefund2026 = z.infer<typeof invoicePaymentRefund2026Schema>;
export type InvoiceList = z.infer<typeof invoiceListSchema>;
export type InvoiceList2026 = z.infer<typeof invoiceList2026Schema>;
export type InvoicePaymentList = z.infer<typeof invoicePaymentListSchema>;
export type InvoicePaymentRefundList2026 = z.infer<typeof invoicePaymentRefundList2026Schema>;
export type UpdateInvoicePaymentRequest = z.infer<typeof updateInvoicePaymentRequestSchema>;
export type CreateInvoicePaymentRefund2026Request = z.infer<typeof createInvoicePaymentRefund2026RequestSchema>;
