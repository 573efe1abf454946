import type { InvoiceAt } from '../billing/ledger.js';
import type { InvoiceRow, Life, PaymentRow, RefundRow } from '../billing/life.js';
import { invoiceRecord, paymentRecord, refundRecord } from '../billing/records.js';
import type { ApiVersion } from '../catalog/types.js';
import type { Query } from '../http/query.js';
import type { ApiRequest } from '../http/types.js';
import type { Found } from '../store/records.js';
import type { View } from '../store/view.js';
import { foundOf, listBody, type Window } from './page.js';
import type { Renderer } from './renderer.js';

/**
 * Invoices, payments and refunds as each version answers them. A row's JSON is made once per row object: rows of a
 * subscription as stored are never changed (the engine changes a copy), and what else a record shows is fixed by
 * the subscription the row belongs to.
 */

/** An invoice as `version` shows it. */
export function invoiceJson(render: Renderer, version: ApiVersion, life: Life, row: InvoiceRow): string {
  return render.derived(row, `invoice ${version}`, () => invoiceRecord(life, row, version));
}

export function paymentJson(render: Renderer, life: Life, row: PaymentRow): string {
  return render.derived(row, `payment of ${life.bundle.subscription.id}`, () => paymentRecord(life, row));
}

export function refundJson(render: Renderer, life: Life, row: RefundRow): string {
  return render.derived(row, `refund of ${life.bundle.subscription.id}`, () => refundRecord(life, row));
}

/** A page of invoices, in the order found (a subscription's by number; the store's in creation order). */
export function invoiceListBody(
  render: Renderer,
  view: View,
  request: ApiRequest,
  query: Query,
  version: ApiVersion,
  found: () => Found<InvoiceAt>,
  window: Window,
): string {
  return listBody(render, view, request, query, {
    key: version === '2026' ? 'invoices 2026' : 'invoices 2024',
    window,
    found,
    item: ({ life, row }) => invoiceJson(render, version, life, row),
  });
}

/** A subscription's invoices, as a `Found`. */
export const invoicesOf = (life: Life): Found<InvoiceAt> => foundOf(life.invoices.map((row) => ({ life, row })));

export function invoiceBody(render: Renderer, version: ApiVersion, life: Life, row: InvoiceRow): string {
  return `{"data":${invoiceJson(render, version, life, row)}}`;
}

/** A page of an invoice's payment attempts, oldest first. */
export function paymentListBody(
  render: Renderer,
  view: View,
  request: ApiRequest,
  query: Query,
  life: Life,
  rows: readonly PaymentRow[],
  window: Window,
): string {
  return listBody(render, view, request, query, {
    key: 'payments',
    window,
    found: () => foundOf(rows),
    item: (row) => paymentJson(render, life, row),
  });
}

export function paymentBody(render: Renderer, life: Life, row: PaymentRow): string {
  return `{"data":${paymentJson(render, life, row)}}`;
}

/** A page of a payment's refunds, oldest first. */
export function refundListBody(
  render: Renderer,
  view: View,
  request: ApiRequest,
  query: Query,
  life: Life,
  rows: readonly RefundRow[],
  window: Window,
): string {
  return listBody(render, view, request, query, {
    key: 'refunds',
    window,
    found: () => foundOf(rows),
    item: (row) => refundJson(render, life, row),
  });
}

export function refundBody(render: Renderer, life: Life, row: RefundRow): string {
  return `{"data":${refundJson(render, life, row)}}`;
}
