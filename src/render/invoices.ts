import type { InvoiceRow, Life, PaymentRow } from '../billing/life.js';
import { invoiceRecord, paymentRecord } from '../billing/records.js';
import type { Query } from '../http/query.js';
import type { ApiRequest } from '../http/types.js';
import type { View } from '../store/view.js';
import { listBase, pageData, pageLinks, pageMeta, type Window } from './page.js';
import type { Renderer } from './renderer.js';

/** A page of rows, rendered with the key list's links and meta. */
function listBody<T>(
  request: ApiRequest,
  query: Query,
  window: Window,
  rows: readonly T[],
  render: (row: T) => unknown,
): string {
  const found = { total: rows.length, at: (index: number) => rows[index] as T };
  const data = pageData(found, window, (row) => JSON.stringify(render(row)));
  const links = JSON.stringify(pageLinks(listBase(request), query, window, rows.length));
  const meta = JSON.stringify({ page: pageMeta(window, rows.length), results: { total: rows.length } });
  return `{"data":${data},"links":${links},"meta":${meta}}`;
}

/** A page of a subscription's invoices, numbered from 1. */
export function invoiceListBody(
  render: Renderer,
  view: View,
  request: ApiRequest,
  query: Query,
  life: Life,
  window: Window,
): string {
  return render.body(view, `invoices ${request.origin}${request.path}?${request.query}`, () =>
    listBody(request, query, window, life.invoices, (row) => invoiceRecord(life, row)),
  );
}

export function invoiceBody(render: Renderer, view: View, life: Life, row: InvoiceRow): string {
  const key = `invoice ${life.bundle.subscription.id} ${row.number}`;
  return render.body(view, key, () => JSON.stringify({ data: invoiceRecord(life, row) }));
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
  return render.body(view, `payments ${request.origin}${request.path}?${request.query}`, () =>
    listBody(request, query, window, rows, (row) => paymentRecord(life, row)),
  );
}

export function paymentBody(render: Renderer, view: View, life: Life, row: PaymentRow): string {
  const key = `payment ${life.bundle.subscription.id} ${row.invoice} ${row.attempt}`;
  return render.body(view, key, () => JSON.stringify({ data: paymentRecord(life, row) }));
}
