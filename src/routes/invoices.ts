import type { InvoiceRow, Life, PaymentRow } from '../billing/life.js';
import { invoiceId, invoiceRecord, paymentId, paymentRecord } from '../billing/records.js';
import { apiError } from '../http/errors.js';
import { pageMeta } from '../store/view.js';
import type { Route, RouteContext } from './context.js';
import { PAGE_PARAMS, pageLinks, pageParams } from './pagination.js';
import { ok } from './respond.js';
import { both, subscriptionId, subscriptionNotFound } from './subscriptions.js';

const INVOICES = '/v2/subscriptions/subscriptions/:subscription_uuid/invoices';

async function lifeOf(context: RouteContext): Promise<Life> {
  const id = subscriptionId(context.params);
  const life = (await context.view()).life(id);
  if (life === undefined) throw subscriptionNotFound(id);
  return life;
}

function invoiceOf(life: Life, id: string): InvoiceRow {
  const wanted = id.toLowerCase();
  const row = life.invoices.find((invoice) => invoiceId(life, invoice.number) === wanted);
  if (row === undefined)
    throw apiError(
      404,
      `invoice not found: subscription ${life.bundle.subscription.id} has no invoice "${id.slice(0, 100)}"`,
    );
  return row;
}

/** A page of records, serialized with the key list's links and meta. */
function pageBody<T>(context: RouteContext, rows: readonly T[], render: (row: T) => unknown): string {
  const { offset, limit } = pageParams(context.query);
  const { request, query } = context;
  const data = rows.slice(offset, offset + limit).map(render);
  const links = pageLinks(`${request.origin}${request.path.replace(/\/$/, '')}`, query, offset, limit, rows.length);
  const meta = { page: pageMeta(offset, limit, rows.length).page, results: { total: rows.length } };
  return JSON.stringify({ data, links, meta });
}

async function listInvoices(context: RouteContext) {
  const life = await lifeOf(context);
  const view = await context.view();
  const { request } = context;
  return ok(
    view.body(`invoices ${request.origin}${request.path}?${request.query}`, () =>
      pageBody(context, life.invoices, (row) => invoiceRecord(life, row)),
    ),
  );
}

async function getInvoice(context: RouteContext) {
  const life = await lifeOf(context);
  return ok(JSON.stringify({ data: invoiceRecord(life, invoiceOf(life, context.params.invoice_uuid as string)) }));
}

async function listPayments(context: RouteContext) {
  const life = await lifeOf(context);
  const invoice = invoiceOf(life, context.params.invoice_uuid as string);
  const rows = life.payments.filter((payment) => payment.invoice === invoice.number);
  return ok(pageBody(context, rows, (row) => paymentRecord(life, row)));
}

async function getPayment(context: RouteContext) {
  const life = await lifeOf(context);
  const invoice = invoiceOf(life, context.params.invoice_uuid as string);
  const wanted = (context.params.payment_uuid as string).toLowerCase();
  const row = life.payments.find(
    (payment: PaymentRow) => payment.invoice === invoice.number && paymentId(life, payment) === wanted,
  );
  if (row === undefined)
    throw apiError(
      404,
      `payment not found: invoice ${invoiceId(life, invoice.number)} has no payment "${wanted.slice(0, 100)}"`,
    );
  return ok(JSON.stringify({ data: paymentRecord(life, row) }));
}

const get = (operation: string, path: string, params: readonly string[], handle: Route['handle']): Route[] =>
  both({ operation, method: 'GET', path, auth: 'bearer', params, handle });

export const invoiceRoutes: Route[] = [
  ...get('listSubscriptionInvoices', INVOICES, PAGE_PARAMS, listInvoices),
  ...get('getSubscriptionInvoice', `${INVOICES}/:invoice_uuid`, [], getInvoice),
  ...get('listSubscriptionInvoicePayments', `${INVOICES}/:invoice_uuid/payments`, PAGE_PARAMS, listPayments),
  ...get('getSubscriptionInvoicePayment', `${INVOICES}/:invoice_uuid/payments/:payment_uuid`, [], getPayment),
];
