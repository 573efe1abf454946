import { iso, uuidFrom } from '../factories/index.js';
import type { Invoice, InvoicePayment } from '../schemas/index.js';
import { type InvoiceRow, type Life, type PaymentRow, planOf } from './life.js';

/** An invoice's id: fixed by its subscription and number. */
export function invoiceId(life: Life, number: number): string {
  return uuidFrom(`${life.bundle.subscription.id}/invoice/${number}`);
}

/** A payment's id: fixed by its invoice and attempt. */
export function paymentId(life: Life, row: PaymentRow): string {
  return uuidFrom(`${life.bundle.subscription.id}/invoice/${row.invoice}/payment/${row.attempt}`);
}

function price(life: Life, amount: number) {
  return { currency: life.bundle.subscription.attributes.currency, amount, includes_tax: false };
}

/** An invoice in the real API's shape (`subscription_invoice`). */
export function invoiceRecord(life: Life, row: InvoiceRow): Invoice {
  const { subscription } = life.bundle;
  const plan = planOf(life.bundle);
  const [start, end, created, updated] = [row.start, row.end, row.createdAt, row.updatedAt].map(iso) as [
    string,
    string,
    string,
    string,
  ];
  return {
    id: invoiceId(life, row.number),
    type: 'subscription_invoice',
    attributes: {
      billing_period: { start, end },
      invoice_items: [
        {
          description: plan?.attributes.name ?? 'Subscription',
          price: price(life, row.amount),
          plan_id: subscription.attributes.plan_id,
          from_time_period: start,
          until_time_period: end,
        },
      ],
      outstanding: row.outstanding,
      number: row.number,
      tax_required: false,
      payment_retries_limit_reached: row.retriesLimitReached,
      manual_payment_pending: false,
      pro_forma: false,
      created_at: created,
      updated_at: updated,
    },
    meta: {
      owner: subscription.meta.owner,
      subscription_id: subscription.id as string,
      subscriber_id: subscription.attributes.account_id,
      price: price(life, row.amount),
      timestamps: { created_at: created, updated_at: updated },
      proration_events: [],
    },
  };
}

/** A payment attempt in the real API's shape (`subscription_invoice_payment`). */
export function paymentRecord(life: Life, row: PaymentRow): InvoicePayment {
  const { subscription } = life.bundle;
  const invoice = life.invoices[row.invoice - 1] as InvoiceRow;
  const at = iso(row.at);
  const id = paymentId(life, row);
  return {
    id,
    type: 'subscription_invoice_payment',
    attributes: {
      success: row.success,
      gateway: subscription.attributes.payment_authority?.type ?? 'elastic_path_payments_stripe',
      amount: price(life, invoice.amount),
      ...(row.success
        ? { external_payment_id: `pi_${id.replaceAll('-', '').slice(0, 24)}` }
        : { failure_detail: { reason: 'card_declined: your card was declined' } }),
    },
    meta: {
      owner: subscription.meta.owner,
      subscription_id: subscription.id as string,
      invoice_id: invoiceId(life, row.invoice),
      job_id: uuidFrom(`billing-job/${at}`),
      manual_payment: false,
      timestamps: { created_at: at, updated_at: at, ...(row.success ? { payment_taken_at: at } : {}) },
    },
  };
}
