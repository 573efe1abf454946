import {
  findInvoices,
  type InvoiceAt,
  invoiceById,
  paymentById,
  paymentsOf,
  placeOf,
  refundById,
  refundInvoicePayment,
  refundsOf,
  updateInvoicePayment,
} from '../billing/ledger.js';
import type { InvoiceRow, Life, PaymentRow } from '../billing/life.js';
import { invoiceId, paymentId } from '../billing/records.js';
import type { ApiVersion } from '../catalog/types.js';
import { errors } from '../http/errors.js';
import {
  invoiceBody,
  invoiceListBody,
  invoicesOf,
  paymentBody,
  paymentListBody,
  refundBody,
  refundListBody,
} from '../render/invoices.js';
import { isUuid } from '../schemas/common.js';
import {
  createInvoicePaymentRefund2026RequestSchema,
  invoiceList2026Schema,
  invoiceListSchema,
  invoicePaymentListSchema,
  invoicePaymentRefundList2026Schema,
  invoicePaymentRefundResponse2026Schema,
  invoicePaymentResponseSchema,
  invoiceResponse2026Schema,
  invoiceResponseSchema,
  updateInvoicePaymentRequestSchema,
} from '../schemas/index.js';
import type { View } from '../store/view.js';
import { defineRoute, paths, type Route } from './contract.js';
import { type FilterOperator, filterParam } from './filter.js';
import { PAGE_PARAMS, pageWindow } from './params.js';
import { ok } from './respond.js';
import { SUBSCRIPTION, subscriptionIn } from './subscriptions.js';

/**
 * A subscription's invoices (`/subscriptions/:id/invoices/...`) and the store's (`/v2/subscriptions/invoices/...`):
 * lists, one invoice, its payment attempts, `UpdateInvoicePayment` (a manual payment's outcome, or a payment made
 * another way after dunning gave up), and under 2026 refunds of successful payments.
 */

const SUBSCRIPTION_INVOICES = `${SUBSCRIPTION}/invoices`;
const SUBSCRIPTION_INVOICE = `${SUBSCRIPTION_INVOICES}/:invoice_uuid`;
const SUBSCRIPTION_PAYMENTS = `${SUBSCRIPTION_INVOICE}/payments`;
const SUBSCRIPTION_PAYMENT = `${SUBSCRIPTION_PAYMENTS}/:payment_uuid`;
const INVOICES = '/v2/subscriptions/invoices';
const INVOICE = `${INVOICES}/:invoice_uuid`;
const PAYMENTS = `${INVOICE}/payments`;
const PAYMENT = `${PAYMENTS}/:payment_uuid`;
const REFUNDS = `${PAYMENT}/refunds`;
const REFUND = `${REFUNDS}/:refund_uuid`;

const SCHEMAS = {
  '2024': { list: invoiceListSchema, one: invoiceResponseSchema },
  '2026': { list: invoiceList2026Schema, one: invoiceResponse2026Schema },
} as const;

/** The store-wide list's filter as each version documents it: `eq` on four fields, and under 2026 `in` on two. */
const filterOf = (many: readonly FilterOperator[]) =>
  filterParam({ subscriber_id: many, subscription_id: many, outstanding: ['eq'], tax_required: ['eq'] });
const FILTERS = { '2024': filterOf(['eq']), '2026': filterOf(['eq', 'in']) };

/** A path id that must be a UUID: a 400 (Validation Error) when it is not. */
function uuidParam(name: string, value: string): string {
  if (!isUuid(value)) throw errors.notAUuid(name, value);
  return value.toLowerCase();
}

/** A subscription's invoice by id: a 404 when it has none such. */
function invoiceOf(life: Life, id: string): InvoiceRow {
  const wanted = uuidParam('invoice_uuid', id);
  const row = life.invoices.find((invoice) => invoiceId(life, invoice.number) === wanted);
  if (row === undefined) throw errors.notFound('invoice', wanted, `subscription ${life.bundle.subscription.id}`);
  return row;
}

/** The store's invoice by id: a 404 when there is none. */
function storeInvoice(view: View, id: string): InvoiceAt {
  const found = invoiceById(view, uuidParam('invoice_uuid', id));
  if (found === undefined) throw errors.notFound('invoice', id.toLowerCase());
  return found;
}

/** An invoice's payment by id: a 404 when it has none such. */
function paymentOf(life: Life, row: InvoiceRow, id: string): PaymentRow {
  const wanted = uuidParam('payment_uuid', id);
  const payment = paymentById(life, row, wanted);
  if (payment === undefined) throw errors.notFound('payment', wanted, `invoice ${invoiceId(life, row.number)}`);
  return payment;
}

function listSubscriptionInvoices(version: ApiVersion) {
  return defineRoute({
    operation: 'listSubscriptionInvoices',
    versions: [version],
    method: 'GET',
    ...paths(SUBSCRIPTION_INVOICES),
    summary: "List a subscription's invoices, numbered from 1",
    auth: 'bearer',
    query: PAGE_PARAMS,
    success: { status: 200, schema: SCHEMAS[version].list, description: 'A page of invoices' },
    errors: [404],
    handle({ request, params, query, render, view }) {
      const current = view();
      const life = subscriptionIn(current, params);
      return ok(invoiceListBody(render, current, request, query, version, () => invoicesOf(life), pageWindow(query)));
    },
  });
}

function getSubscriptionInvoice(version: ApiVersion) {
  return defineRoute({
    operation: 'getSubscriptionInvoice',
    versions: [version],
    method: 'GET',
    ...paths(SUBSCRIPTION_INVOICE),
    summary: 'Get an invoice of a subscription',
    auth: 'bearer',
    success: { status: 200, schema: SCHEMAS[version].one, description: 'The invoice' },
    errors: [404],
    handle({ params, render, view }) {
      const life = subscriptionIn(view(), params);
      return ok(invoiceBody(render, version, life, invoiceOf(life, params.invoice_uuid)));
    },
  });
}

const listSubscriptionInvoicePayments = defineRoute({
  operation: 'listSubscriptionInvoicePayments',
  method: 'GET',
  ...paths(SUBSCRIPTION_PAYMENTS),
  summary: "List an invoice's payment attempts, oldest first",
  auth: 'bearer',
  query: PAGE_PARAMS,
  success: { status: 200, schema: invoicePaymentListSchema, description: 'A page of payments' },
  errors: [404],
  handle({ request, params, query, render, view }) {
    const current = view();
    const life = subscriptionIn(current, params);
    const rows = paymentsOf(life, invoiceOf(life, params.invoice_uuid));
    return ok(paymentListBody(render, current, request, query, life, rows, pageWindow(query)));
  },
});

const getSubscriptionInvoicePayment = defineRoute({
  operation: 'getSubscriptionInvoicePayment',
  method: 'GET',
  ...paths(SUBSCRIPTION_PAYMENT),
  summary: 'Get a payment attempt of an invoice',
  auth: 'bearer',
  success: { status: 200, schema: invoicePaymentResponseSchema, description: 'The payment' },
  errors: [404],
  handle({ params, render, view }) {
    const life = subscriptionIn(view(), params);
    const row = invoiceOf(life, params.invoice_uuid);
    return ok(paymentBody(render, life, paymentOf(life, row, params.payment_uuid)));
  },
});

function listInvoices(version: ApiVersion) {
  const filter = FILTERS[version];
  return defineRoute({
    operation: 'listInvoices',
    versions: [version],
    method: 'GET',
    ...paths(INVOICES),
    summary: "List the store's invoices in creation order, across its subscriptions",
    auth: 'bearer',
    query: [...PAGE_PARAMS, filter],
    success: { status: 200, schema: SCHEMAS[version].list, description: 'A page of invoices' },
    handle({ request, query, render, view }) {
      const window = pageWindow(query);
      const filters = filter.read(query);
      const current = view();
      return ok(
        invoiceListBody(render, current, request, query, version, () => findInvoices(current, filters), window),
      );
    },
  });
}

function getInvoice(version: ApiVersion) {
  return defineRoute({
    operation: 'getInvoice',
    versions: [version],
    method: 'GET',
    ...paths(INVOICE),
    summary: 'Get an invoice of the store',
    auth: 'bearer',
    success: { status: 200, schema: SCHEMAS[version].one, description: 'The invoice' },
    errors: [404],
    handle({ params, render, view }) {
      const { life, row } = storeInvoice(view(), params.invoice_uuid);
      return ok(invoiceBody(render, version, life, row));
    },
  });
}

const listInvoicePayments = defineRoute({
  operation: 'listInvoicePayments',
  method: 'GET',
  ...paths(PAYMENTS),
  summary: "List an invoice's payment attempts, oldest first",
  auth: 'bearer',
  query: PAGE_PARAMS,
  success: { status: 200, schema: invoicePaymentListSchema, description: 'A page of payments' },
  errors: [404],
  handle({ request, params, query, render, view }) {
    const current = view();
    const { life, row } = storeInvoice(current, params.invoice_uuid);
    return ok(paymentListBody(render, current, request, query, life, paymentsOf(life, row), pageWindow(query)));
  },
});

const getInvoicePayment = defineRoute({
  operation: 'getInvoicePayment',
  method: 'GET',
  ...paths(PAYMENT),
  summary: 'Get a payment attempt of an invoice',
  auth: 'bearer',
  success: { status: 200, schema: invoicePaymentResponseSchema, description: 'The payment' },
  errors: [404],
  handle({ params, render, view }) {
    const { life, row } = storeInvoice(view(), params.invoice_uuid);
    return ok(paymentBody(render, life, paymentOf(life, row, params.payment_uuid)));
  },
});

const updateExample =
  '{"data":{"id":"PAYMENT_ID","type":"subscription_invoice_payment","attributes":{"success":true,"external_payment_id":"ch_123"}}}';

const updateInvoicePaymentRoute = defineRoute({
  operation: 'updateInvoicePayment',
  method: 'PUT',
  ...paths(PAYMENT),
  summary:
    "Record how a payment went: a pending manual payment's outcome, or a payment taken another way after dunning gave up",
  auth: 'bearer',
  body: { schema: updateInvoicePaymentRequestSchema, example: updateExample },
  success: { status: 200, schema: invoicePaymentResponseSchema, description: 'The payment, updated' },
  errors: [404, 409],
  async handle({ params, body, render, view, write }) {
    const { life, row } = storeInvoice(view(), params.invoice_uuid);
    const payment = paymentOf(life, row, params.payment_uuid);
    const id = paymentId(life, payment);
    if (body.data.id.toLowerCase() !== id) throw errors.badValue('data.id', `the payment's id, ${id}`, body.data.id);
    const { success, external_payment_id, failure_detail, payment_taken_at } = body.data.attributes;
    const place = placeOf(life, payment);
    const updated = await write((session) =>
      updateInvoicePayment(session, place, {
        success,
        ...(external_payment_id === undefined ? {} : { externalId: external_payment_id }),
        ...(failure_detail === undefined ? {} : { failure: failure_detail }),
        ...(payment_taken_at === undefined ? {} : { takenAt: Math.floor(Date.parse(payment_taken_at) / 1000) * 1000 }),
      }),
    );
    return ok(paymentBody(render, updated.life, updated.payment));
  },
});

const refundExample =
  '{"data":{"type":"subscription_invoice_payment_refund","attributes":{"amount":500,"reason":"Damaged in transit"}}}';

const createInvoicePaymentRefund = defineRoute({
  operation: 'createInvoicePaymentRefund',
  versions: ['2026'],
  method: 'POST',
  ...paths(REFUNDS),
  summary: 'Refund (part of) a successful payment: never more than it took less what was refunded of it already',
  auth: 'bearer',
  body: { schema: createInvoicePaymentRefund2026RequestSchema, example: refundExample },
  success: { status: 201, schema: invoicePaymentRefundResponse2026Schema, description: 'The refund' },
  errors: [404, 422],
  async handle({ params, body, render, view, write }) {
    const { life, row } = storeInvoice(view(), params.invoice_uuid);
    const place = placeOf(life, paymentOf(life, row, params.payment_uuid));
    const { amount, reason } = body.data.attributes;
    const made = await write((session) => refundInvoicePayment(session, place, amount, reason));
    return ok(refundBody(render, made.life, made.refund), 201);
  },
});

const listInvoicePaymentRefunds = defineRoute({
  operation: 'listInvoicePaymentRefunds',
  versions: ['2026'],
  method: 'GET',
  ...paths(REFUNDS),
  summary: "List a payment's refunds, oldest first",
  auth: 'bearer',
  query: PAGE_PARAMS,
  success: { status: 200, schema: invoicePaymentRefundList2026Schema, description: 'A page of refunds' },
  errors: [404],
  handle({ request, params, query, render, view }) {
    const current = view();
    const { life, row } = storeInvoice(current, params.invoice_uuid);
    const payment = paymentOf(life, row, params.payment_uuid);
    return ok(refundListBody(render, current, request, query, life, refundsOf(life, payment), pageWindow(query)));
  },
});

const getInvoicePaymentRefund = defineRoute({
  operation: 'getInvoicePaymentRefund',
  versions: ['2026'],
  method: 'GET',
  ...paths(REFUND),
  summary: 'Get a refund of a payment',
  auth: 'bearer',
  success: { status: 200, schema: invoicePaymentRefundResponse2026Schema, description: 'The refund' },
  errors: [404],
  handle({ params, render, view }) {
    const { life, row } = storeInvoice(view(), params.invoice_uuid);
    const payment = paymentOf(life, row, params.payment_uuid);
    const wanted = uuidParam('refund_uuid', params.refund_uuid);
    const refund = refundById(life, payment, wanted);
    if (refund === undefined) throw errors.notFound('refund', wanted, `payment ${paymentId(life, payment)}`);
    return ok(refundBody(render, life, refund));
  },
});

export const invoiceRoutes: Route[] = [
  listSubscriptionInvoices('2024'),
  listSubscriptionInvoices('2026'),
  getSubscriptionInvoice('2024'),
  getSubscriptionInvoice('2026'),
  listSubscriptionInvoicePayments,
  getSubscriptionInvoicePayment,
  listInvoices('2024'),
  listInvoices('2026'),
  getInvoice('2024'),
  getInvoice('2026'),
  listInvoicePayments,
  getInvoicePayment,
  updateInvoicePaymentRoute,
  createInvoicePaymentRefund,
  listInvoicePaymentRefunds,
  getInvoicePaymentRefund,
];
