import type { Session } from '../store/session.js';
import { addTaxes, taxRefusal } from './engine.js';
import { forgetIndex, invoiceById } from './ledger.js';
import { copyLife, type InvoiceRow, type TaxItem } from './life.js';

/** What a tax run asks for one invoice (`InvoiceTaxItems`): the invoice's id and the tax rates to add to it. */
export interface InvoiceTaxes {
  invoice_id: string;
  tax_items: readonly TaxItem[];
}

/** What a tax run did (`TaxRunReport`), with why each invoice it could not add tax to was left as it was. */
export interface TaxRun {
  invoices_updated: number;
  invoice_failures: number;
  failures: { invoice_id: string; reason: string }[];
}

/**
 * A tax run at `at` (call it in a write, after `session.stamp()`): each invoice named gets its tax items, its total
 * growing by their tax (each rate's share of its amount, rounded down to the minor unit), and its `taxes_added_at`.
 * A pending manual payment of the invoice takes the taxed total. An invoice that is not there, is paid already, already has tax, or is given a negative rate is a
 * failure, and is left as it was; the others are updated all the same.
 *
 * Neither API version says what makes an invoice `tax_required` (no subscription, offering or store attribute sets
 * it), so the invoices the emulator makes need no tax; a tax run is the one way tax gets onto them.
 */
export function applyTaxes(session: Session, taxes: readonly InvoiceTaxes[], at: number): TaxRun {
  const report: TaxRun = { invoices_updated: 0, invoice_failures: 0, failures: [] };
  const fail = (invoice_id: string, reason: string) => {
    report.invoice_failures++;
    report.failures.push({ invoice_id, reason });
  };
  let changed = false;
  for (const { invoice_id, tax_items } of taxes) {
    const found = invoiceById(session, invoice_id);
    // The index is as of the write's start: the subscription as this run left it is the session's.
    const held = found && session.subscriptions.get(found.life.bundle.subscription.id as string);
    if (found === undefined || held === undefined) {
      fail(invoice_id, `no invoice has id ${invoice_id}`);
      continue;
    }
    const refused = taxRefusal(held.invoices[found.row.number - 1] as InvoiceRow, tax_items);
    if (refused !== null) {
      fail(invoice_id, refused);
      continue;
    }
    const life = copyLife(held);
    addTaxes(life, life.invoices[found.row.number - 1] as InvoiceRow, tax_items, at);
    session.subscriptions.replace(life);
    session.noteLife(life);
    report.invoices_updated++;
    changed = true;
  }
  if (changed) forgetIndex(session);
  return report;
}
