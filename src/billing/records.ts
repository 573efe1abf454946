import type { ApiVersion } from '../catalog/types.js';
import { formatMoney, iso, uuidFrom } from '../factories/index.js';
import type { Invoice, Invoice2026, InvoicePayment, InvoicePaymentRefund2026 } from '../schemas/index.js';
import { totalOf } from './engine.js';
import type { InvoiceRow, Life, PaymentRow, RefundRow } from './life.js';

/**
 * Invoice ids made so far, by subscription id: an id depends on nothing else, so copies of a subscription, its
 * sessions' and other emulators' share them. Cleared whole when it holds too many subscriptions.
 */
const IDS = new Map<string, string[]>();
const MAX_IDS = 50_000;

/** An invoice's id: fixed by its subscription and number. */
export function invoiceId(life: Life, number: number): string {
  const subscription = life.bundle.subscription.id as string;
  let ids = IDS.get(subscription);
  if (ids === undefined) {
    if (IDS.size >= MAX_IDS) IDS.clear();
    ids = [];
    IDS.set(subscription, ids);
  }
  let id = ids[number - 1];
  if (id === undefined) {
    id = uuidFrom(`${subscription}/invoice/${number}`);
    if (ids.length === number - 1) ids.push(id);
  }
  return id;
}

/** A payment's id: fixed by its invoice and attempt. */
export function paymentId(life: Life, row: Pick<PaymentRow, 'invoice' | 'attempt'>): string {
  return uuidFrom(`${life.bundle.subscription.id}/invoice/${row.invoice}/payment/${row.attempt}`);
}

/** A refund's id: fixed by its payment and its number on it. */
export function refundId(life: Life, row: RefundRow): string {
  return uuidFrom(`${life.bundle.subscription.id}/invoice/${row.invoice}/payment/${row.attempt}/refund/${row.number}`);
}

function price(life: Life, amount: number, includesTax = false) {
  return { currency: life.bundle.subscription.attributes.currency, amount, includes_tax: includesTax };
}

function formatted(life: Life, amount: number) {
  const { currency } = life.bundle.subscription.attributes;
  return { amount, currency, formatted: formatMoney(amount, currency) };
}

/** What an invoice line is called: under 2024 the plan's name, under 2026 the plan's (a 2024 product) name. */
function lineName(life: Life, version: ApiVersion, option: string, plan: string | undefined): string {
  const { plans, products } = life.bundle;
  if (version === '2026') {
    const product = products.find((one) => one.id === plan);
    if (product !== undefined) return product.attributes.name;
  }
  return plans.find((one) => one.id === option)?.attributes.name ?? 'Subscription';
}

/** An invoice's lines: what it bills, and on a prorated one the credit for the unused days of the period cut short. */
function itemsOf(life: Life, row: InvoiceRow, version: ApiVersion) {
  const [start, end] = [iso(row.start), iso(row.end)];
  const line = (description: string, amount: number, plan: string | undefined, from: string, until: string) => ({
    description,
    price: price(life, amount),
    ...(version === '2026' && plan !== undefined ? { plan_id: plan } : {}),
    from_time_period: from,
    until_time_period: until,
  });
  const name = lineName(life, version, row.option, row.plan);
  const { proration } = row;
  if (proration === undefined) return [line(name, row.amount, row.plan, start, end)];
  const cut = life.invoices[row.number - 2];
  const credit = Math.min(proration.refunded, proration.cost);
  return [
    line(name, proration.cost, row.plan, start, end),
    line(
      `Unused time on ${lineName(life, version, proration.wasOption, proration.wasPlan)}`,
      -credit,
      proration.wasPlan,
      iso(proration.at),
      cut === undefined ? start : iso(cut.end),
    ),
  ];
}

/** Whether a manual payment of the invoice waits for its outcome. */
function manualPending(life: Life, number: number): boolean {
  return life.payments.some((payment) => payment.invoice === number && payment.pending === true);
}

/**
 * An invoice in the real API's shape (`subscription_invoice`) for `version`: 2024 `product_id` lines and its
 * proration events' `..._plan` names; 2026 `plan_id` lines, `pro_forma`, `valid_from`, `display_price` and
 * `pro_rata_remaining_value` (the unused value of the period a prorated switch cut short; 0 when none was).
 */
export function invoiceRecord(life: Life, row: InvoiceRow, version: ApiVersion): Invoice | Invoice2026 {
  const { subscription } = life.bundle;
  const [created, updated] = [iso(row.createdAt), iso(row.updatedAt)];
  const total = totalOf(row);
  const attributes = {
    billing_period: { start: iso(row.start), end: iso(row.end) },
    invoice_items: itemsOf(life, row, version),
    ...(row.taxes === undefined ? {} : { tax_items: row.taxes.items }),
    outstanding: row.outstanding,
    number: row.number,
    tax_required: row.taxRequired === true,
    payment_retries_limit_reached: row.retriesLimitReached,
    manual_payment_pending: manualPending(life, row.number),
    created_at: created,
    updated_at: updated,
  };
  const timestamps = {
    created_at: created,
    updated_at: updated,
    ...(row.taxes === undefined ? {} : { taxes_added_at: iso(row.taxes.addedAt) }),
  };
  const common = {
    owner: subscription.meta.owner,
    subscription_id: subscription.id as string,
    subscriber_id: subscription.attributes.account_id,
    price: price(life, total, row.taxes !== undefined),
  };
  const { proration } = row;
  if (version === '2024') {
    return {
      id: invoiceId(life, row.number),
      type: 'subscription_invoice',
      attributes,
      meta: {
        ...common,
        timestamps,
        proration_events:
          proration === undefined
            ? []
            : [
                {
                  proration_policy_id: proration.policyId,
                  billing_cost_before_proration: proration.before,
                  refunded_amount_for_unused_plan: proration.refunded,
                  new_plan_cost: proration.cost,
                  prorated_at: iso(proration.at),
                },
              ],
      },
    };
  }
  return {
    id: invoiceId(life, row.number),
    type: 'subscription_invoice',
    attributes: { ...attributes, pro_forma: false, valid_from: created },
    meta: {
      ...common,
      display_price: {
        without_tax: formatted(life, row.amount),
        with_tax: formatted(life, total),
        tax: formatted(life, row.taxes?.amount ?? 0),
      },
      timestamps,
      proration_events:
        proration === undefined
          ? []
          : [
              {
                proration_policy_id: proration.policyId,
                billing_cost_before_proration: proration.before,
                refunded_amount_for_unused_pricing_option: proration.refunded,
                new_pricing_option_cost: proration.cost,
                prorated_at: iso(proration.at),
              },
            ],
      pro_rata_remaining_value: proration?.refunded ?? 0,
    },
  };
}

/**
 * Whether a payment's amount includes its invoice's tax: tax was added to the invoice by the time it was taken (a
 * pending manual payment's amount follows the invoice's total).
 */
function taxedWhenTaken(life: Life, row: PaymentRow): boolean {
  const taxes = life.invoices[row.invoice - 1]?.taxes;
  if (taxes === undefined) return false;
  return row.pending === true || taxes.addedAt <= (row.settledAt ?? row.at);
}

/**
 * A payment attempt in the real API's shape (`subscription_invoice_payment`): a gateway charge, or a manual payment
 * (`pending` until `UpdateInvoicePayment` records how it went).
 */
export function paymentRecord(life: Life, row: PaymentRow): InvoicePayment {
  const { subscription } = life.bundle;
  const at = iso(row.at);
  const id = paymentId(life, row);
  const reason = row.failure ?? (row.manual === true || row.settledAt !== undefined ? undefined : DECLINED);
  const external =
    row.externalId ??
    (row.manual === true || row.settledAt !== undefined ? undefined : `pi_${id.replaceAll('-', '').slice(0, 24)}`);
  return {
    id,
    type: 'subscription_invoice_payment',
    attributes: {
      success: row.success,
      ...(row.manual === true ? { pending: row.pending === true } : {}),
      gateway: row.gateway,
      // Taken after tax was added to its invoice, it includes the tax (a tax run's invoice paid then, or by hand).
      amount: price(life, row.amount, taxedWhenTaken(life, row)),
      ...(row.success && external !== undefined ? { external_payment_id: external } : {}),
      ...(!row.success && row.externalId !== undefined ? { external_payment_id: row.externalId } : {}),
      ...(!row.success && row.pending !== true && reason !== undefined ? { failure_detail: { reason } } : {}),
    },
    meta: {
      owner: subscription.meta.owner,
      subscription_id: subscription.id as string,
      invoice_id: invoiceId(life, row.invoice),
      job_id: uuidFrom(`billing-job/${at}`),
      manual_payment: row.manual === true,
      timestamps: {
        created_at: at,
        updated_at: iso(row.settledAt ?? row.at),
        ...(row.success ? { payment_taken_at: iso(row.takenAt ?? row.at) } : {}),
      },
    },
  };
}

const DECLINED = 'card_declined: your card was declined';

/** A refund in the real API's shape (`subscription_invoice_payment_refund`), related to its invoice and payment. */
export function refundRecord(life: Life, row: RefundRow): InvoicePaymentRefund2026 {
  const id = refundId(life, row);
  const payment = life.payments.find((one) => one.invoice === row.invoice && one.attempt === row.attempt);
  return {
    id,
    type: 'subscription_invoice_payment_refund',
    attributes: {
      amount: row.amount,
      reason: row.reason,
      gateway: payment?.gateway ?? 'manual',
      external_refund_id: `re_${id.replaceAll('-', '').slice(0, 24)}`,
      created_at: iso(row.at),
    },
    relationships: {
      invoice: { data: { type: 'subscription_invoice', id: invoiceId(life, row.invoice) } },
      payment: { data: { type: 'subscription_invoice_payment', id: paymentId(life, row) } },
    },
  };
}
