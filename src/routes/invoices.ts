import type { InvoiceRow, Life } from '../billing/life.js';
import { invoiceId, paymentId } from '../billing/records.js';
import { errors } from '../http/errors.js';
import { invoiceBody, invoiceListBody, paymentBody, paymentListBody } from '../render/invoices.js';
import {
  invoiceListSchema,
  invoicePaymentListSchema,
  invoicePaymentResponseSchema,
  invoiceResponseSchema,
} from '../schemas/index.js';
import { defineRoute, paths } from './contract.js';
import { PAGE_PARAMS, pageWindow } from './params.js';
import { ok } from './respond.js';
import { subscriptionIn } from './subscriptions.js';

const INVOICES = '/v2/subscriptions/subscriptions/:subscription_uuid/invoices';
const INVOICE = `${INVOICES}/:invoice_uuid`;
const PAYMENTS = `${INVOICE}/payments`;
const PAYMENT = `${PAYMENTS}/:payment_uuid`;

function invoiceOf(life: Life, id: string): InvoiceRow {
  const wanted = id.toLowerCase();
  const row = life.invoices.find((invoice) => invoiceId(life, invoice.number) === wanted);
  if (row === undefined) throw errors.notFound('invoice', id, `subscription ${life.bundle.subscription.id}`);
  return row;
}

const paymentsOf = (life: Life, invoice: InvoiceRow) =>
  life.payments.filter((payment) => payment.invoice === invoice.number);

const listSubscriptionInvoices = defineRoute({
  operation: 'listSubscriptionInvoices',
  method: 'GET',
  ...paths(INVOICES),
  summary: "List a subscription's invoices, numbered from 1",
  auth: 'bearer',
  query: PAGE_PARAMS,
  success: { status: 200, schema: invoiceListSchema, description: 'A page of invoices' },
  errors: [404],
  handle({ request, params, query, render, view }) {
    const current = view();
    const life = subscriptionIn(current, params);
    return ok(invoiceListBody(render, current, request, query, life, pageWindow(query)));
  },
});

const getSubscriptionInvoice = defineRoute({
  operation: 'getSubscriptionInvoice',
  method: 'GET',
  ...paths(INVOICE),
  summary: 'Get an invoice of a subscription',
  auth: 'bearer',
  success: { status: 200, schema: invoiceResponseSchema, description: 'The invoice' },
  errors: [404],
  handle({ params, render, view }) {
    const current = view();
    const life = subscriptionIn(current, params);
    return ok(invoiceBody(render, current, life, invoiceOf(life, params.invoice_uuid)));
  },
});

const listSubscriptionInvoicePayments = defineRoute({
  operation: 'listSubscriptionInvoicePayments',
  method: 'GET',
  ...paths(PAYMENTS),
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
  ...paths(PAYMENT),
  summary: 'Get a payment attempt of an invoice',
  auth: 'bearer',
  success: { status: 200, schema: invoicePaymentResponseSchema, description: 'The payment' },
  errors: [404],
  handle({ params, render, view }) {
    const current = view();
    const life = subscriptionIn(current, params);
    const invoice = invoiceOf(life, params.invoice_uuid);
    const wanted = params.payment_uuid.toLowerCase();
    const row = paymentsOf(life, invoice).find((payment) => paymentId(life, payment) === wanted);
    if (row === undefined) throw errors.notFound('payment', wanted, `invoice ${invoiceId(life, invoice.number)}`);
    return ok(paymentBody(render, current, life, row));
  },
});

export const invoiceRoutes = [
  listSubscriptionInvoices,
  getSubscriptionInvoice,
  listSubscriptionInvoicePayments,
  getSubscriptionInvoicePayment,
];
