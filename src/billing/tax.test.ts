import { describe, expect, it } from 'vitest';
import { iso } from '../factories/index.js';
import { BUILT_IN_SCENARIOS } from '../scenarios/registry.js';
import type { Scenario } from '../scenarios/types.js';
import { derivedOf } from '../store/derived.js';
import { Session } from '../store/session.js';
import { WorldCache } from '../store/worlds.js';
import { invoiceById } from './ledger.js';
import { copyLife, type InvoiceRow, type Life, type PaymentRow, type TaxItem } from './life.js';
import { applyTaxes } from './tax.js';

// Tax runs (`applyTaxes`) in a session over the default world (seed 7, made at NOW): which invoices get their tax,
// which are failures and why, and what the session and the world hold afterwards.

const NOW = new Date('2026-01-01T00:00:00Z');
const AT = +NOW;
const DEFAULT = BUILT_IN_SCENARIOS.find((scenario) => scenario.name === 'default') as Scenario;
const worlds = new WorldCache(7, NOW, 10_000);

/** The default world's subscriptions with an outstanding invoice (closed and suspended by dunning), and a paid one. */
const CLOSED = '00000000-0000-4000-8000-000000000005';
const CLOSED_INVOICE = '9c207a29-2406-4f8c-87d6-34b3412a328e'; // its 4th, 13407 USD
const SUSPENDED = '00000000-0000-4000-8000-000000000006';
const SUSPENDED_INVOICE = '3df83ad6-5175-495f-9698-22f89459b001'; // its 2nd, 9447 JPY
const PAID_INVOICE = '243749a1-d56e-456c-966e-3ed3fd00839e'; // the 1st of 00000000-0000-4000-8000-000000000004

const VAT: TaxItem = { type: 'tax_item', name: 'VAT', code: 'VAT20', rate: 0.2, jurisdiction: 'GB' };
const LEVY: TaxItem = { type: 'tax_item', rate: 0.055 };

/** A new session over the default world, its clock stamped for a write (at NOW). */
function session(): { session: Session; at: number } {
  const made = new Session(1, worlds.get(DEFAULT), {
    seed: 7,
    scenario: 'default',
    session: 'tax',
    storeRateLimit: 10_000,
  });
  return { session: made, at: made.stamp() };
}

const worldLife = (id: string) => worlds.get(DEFAULT).subscriptions.get(id) as Life;
const lifeIn = (view: Session, id: string) => view.subscriptions.get(id) as Life;
const row = (life: Life, number: number) => life.invoices[number - 1] as InvoiceRow;

describe('applyTaxes', () => {
  it('adds each invoice its tax items, rounded down per rate, on a copy of its subscription', () => {
    const { session: s, at } = session();
    expect(at).toBe(AT);
    expect(
      applyTaxes(
        s,
        [
          { invoice_id: CLOSED_INVOICE, tax_items: [VAT, LEVY] },
          { invoice_id: SUSPENDED_INVOICE.toUpperCase(), tax_items: [VAT] },
        ],
        at,
      ),
    ).toEqual({ invoices_updated: 2, invoice_failures: 0, failures: [] });
    const closed = lifeIn(s, CLOSED);
    expect(closed).not.toBe(worldLife(CLOSED));
    // 13407 x 0.2 = 2681.4 and 13407 x 0.055 = 737.385: 2681 + 737.
    expect(row(closed, 4)).toEqual({
      ...row(worldLife(CLOSED), 4),
      taxes: { items: [VAT, LEVY], addedAt: AT, amount: 3418 },
      updatedAt: AT,
    });
    expect(closed.invoices.slice(0, 3)).toEqual(worldLife(CLOSED).invoices.slice(0, 3));
    expect(closed.bundle.subscription.meta.timestamps.updated_at).toBe(iso(AT));
    expect(row(lifeIn(s, SUSPENDED), 2)).toEqual({
      ...row(worldLife(SUSPENDED), 2),
      taxes: { items: [VAT], addedAt: AT, amount: 1889 },
      updatedAt: AT,
    });
    // The world is as it was.
    expect(row(worldLife(CLOSED), 4).taxes).toBeUndefined();
    expect(row(worldLife(SUSPENDED), 2).taxes).toBeUndefined();
    // The index of invoices was dropped: a look-up finds the taxed row.
    expect([...derivedOf(s).keys()]).toEqual([]);
    expect(invoiceById(s, CLOSED_INVOICE)?.row).toBe(row(closed, 4));
  });

  it('leaves each invoice it cannot tax as it was, says why, and updates the others all the same', () => {
    const { session: s, at } = session();
    const unknown = '00000000-0000-4000-8000-00000000dead';
    expect(
      applyTaxes(
        s,
        [
          { invoice_id: unknown, tax_items: [VAT] },
          { invoice_id: PAID_INVOICE, tax_items: [VAT] },
          { invoice_id: SUSPENDED_INVOICE, tax_items: [{ type: 'tax_item', rate: -0.1 }] },
          { invoice_id: CLOSED_INVOICE, tax_items: [LEVY] },
          // The same invoice again: the run sees what it did to it already.
          { invoice_id: CLOSED_INVOICE, tax_items: [VAT] },
          { invoice_id: SUSPENDED_INVOICE, tax_items: [] },
        ],
        at,
      ),
    ).toEqual({
      invoices_updated: 1,
      invoice_failures: 5,
      failures: [
        { invoice_id: unknown, reason: `no invoice has id ${unknown}` },
        { invoice_id: PAID_INVOICE, reason: 'the invoice is paid: tax is added to outstanding invoices only' },
        {
          invoice_id: SUSPENDED_INVOICE,
          reason: 'a tax rate must be a fraction of at least 0 (0.2 is 20%), got -0.1',
        },
        { invoice_id: CLOSED_INVOICE, reason: 'tax was added to the invoice already, at 2026-01-01T00:00:00Z' },
        {
          invoice_id: SUSPENDED_INVOICE,
          reason: 'no tax items: a tax run adds at least one to an invoice (it is then taxed)',
        },
      ],
    });
    expect(row(lifeIn(s, CLOSED), 4)).toEqual({
      ...row(worldLife(CLOSED), 4),
      taxes: { items: [LEVY], addedAt: AT, amount: 737 },
      updatedAt: AT,
    });
    expect(lifeIn(s, SUSPENDED)).toBe(worldLife(SUSPENDED));
    expect(lifeIn(s, '00000000-0000-4000-8000-000000000004')).toBe(worldLife('00000000-0000-4000-8000-000000000004'));
  });

  it('a run that taxes nothing changes nothing, and keeps the index of invoices', () => {
    const { session: s, at } = session();
    expect(applyTaxes(s, [], at)).toEqual({ invoices_updated: 0, invoice_failures: 0, failures: [] });
    expect(
      applyTaxes(
        s,
        [
          { invoice_id: PAID_INVOICE, tax_items: [VAT] },
          { invoice_id: 'nothing', tax_items: [VAT] },
        ],
        at,
      ),
    ).toEqual({
      invoices_updated: 0,
      invoice_failures: 2,
      failures: [
        { invoice_id: PAID_INVOICE, reason: 'the invoice is paid: tax is added to outstanding invoices only' },
        { invoice_id: 'nothing', reason: 'no invoice has id nothing' },
      ],
    });
    expect([...derivedOf(s).keys()]).toEqual(['ledger index']);
    expect(s.subscriptions.written).toBe(0);
  });

  it('an invoice whose subscription the write took out since the index was made is no invoice', () => {
    const { session: s, at } = session();
    expect(invoiceById(s, CLOSED_INVOICE)?.life).toBe(worldLife(CLOSED));
    expect(s.subscriptions.remove(CLOSED)).toBe(true);
    expect(applyTaxes(s, [{ invoice_id: CLOSED_INVOICE, tax_items: [VAT] }], at)).toEqual({
      invoices_updated: 0,
      invoice_failures: 1,
      failures: [{ invoice_id: CLOSED_INVOICE, reason: `no invoice has id ${CLOSED_INVOICE}` }],
    });
  });

  it('a pending manual payment of the invoice takes the taxed total', () => {
    const { session: s, at } = session();
    const manual = copyLife(worldLife(SUSPENDED));
    const pending: PaymentRow = {
      invoice: 2,
      attempt: 12,
      at: AT,
      success: false,
      amount: 9447,
      gateway: 'manual',
      manual: true,
      pending: true,
    };
    manual.payments.push(pending);
    s.subscriptions.replace(manual);
    expect(applyTaxes(s, [{ invoice_id: SUSPENDED_INVOICE, tax_items: [VAT] }], at)).toEqual({
      invoices_updated: 1,
      invoice_failures: 0,
      failures: [],
    });
    const taxed = lifeIn(s, SUSPENDED);
    expect(taxed.payments).toEqual([...worldLife(SUSPENDED).payments, { ...pending, amount: 9447 + 1889 }]);
    expect(manual.payments.at(-1)).toEqual(pending);
  });
});
