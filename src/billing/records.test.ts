import { describe, expect, it } from 'vitest';
import { createFaker, makeAccount, makeOffering, makeSubscription, uuidFrom } from '../factories/index.js';
import type { Plan } from '../schemas/index.js';
import { addTaxes, advance, begin, prorate, refund, settle } from './engine.js';
import { type InvoiceRow, type Life, type PaymentRow, type RefundRow, startLife, type TaxItem } from './life.js';
import { invoiceId, invoiceRecord, paymentId, paymentRecord, refundId, refundRecord } from './records.js';

// Invoices, payments and refunds as the API answers them (`subscription_invoice`, `subscription_invoice_payment`,
// `subscription_invoice_payment_refund`), each record whole, from lives the billing engine made: paid and prorated
// invoices, taxed ones, gateway charges that failed and went through, manual payments pending and settled.

const DAY = 86_400_000;
const HOUR = 3_600_000;
const NOW = Date.parse('2026-01-01T00:00:00Z');
const STRIPE = 'elastic_path_payments_stripe';
const VAT: TaxItem = { type: 'tax_item', name: 'VAT', code: 'VAT20', rate: 0.2, jurisdiction: 'GB' };

interface Setup {
  /** Payments from this time on fail. */
  failFrom?: number;
  manual?: boolean;
}

/** The offering every life here is on: plan Gold (1000 USD every 10 days) and Silver (300); products Alpha, Beta. */
const OFFERING = (() => {
  const now = new Date(NOW);
  const faker = createFaker(11, now);
  const offering = makeOffering(faker, now, 'USD');
  const [gold, silver] = offering.plans as [Plan, Plan];
  const made = makeSubscription(faker, offering, {
    id: '00000000-0000-4000-8000-0000000000b0',
    lifecycle: 'active',
    now,
    account: makeAccount(faker),
    created: NOW,
    planId: gold.id as string,
  });
  const priced = (plan: Plan, name: string, amount: number): Plan => {
    const { fixed_price: _fixed, ...attributes } = plan.attributes;
    return {
      ...plan,
      attributes: {
        ...attributes,
        name,
        billing_interval_type: 'day',
        billing_frequency: 10,
        trial_period: 0,
        plan_length: 12,
        end_behavior: 'roll',
      },
      meta: { ...plan.meta, price: { USD: { amount, includes_tax: false } } },
    };
  };
  const plans = made.plans.map((plan) => {
    if (plan.id === gold.id) return priced(plan, 'Gold', 1000);
    if (plan.id === silver.id) return priced(plan, 'Silver', 300);
    return plan;
  });
  const products = made.products.map((product, index) => ({
    ...product,
    attributes: { ...product.attributes, name: ['Alpha', 'Beta', 'Gamma'][index] as string },
  }));
  return { ...made, plans, products, planId: products[1]?.id };
})();

/** A subscription `id` made at NOW on plan Gold, its 2026 plan the product Beta, not yet billed. */
function lifeOf(id: string, setup: Setup = {}): Life {
  const { subscription } = OFFERING;
  const bundle = {
    ...OFFERING,
    subscription: {
      ...subscription,
      id,
      attributes: { ...subscription.attributes, payment_authority: { type: STRIPE } },
      meta: { ...subscription.meta, manual_payments: setup.manual ?? false },
    },
  };
  return startLife(bundle as Life['bundle'], {
    failFrom: setup.failFrom ?? Number.POSITIVE_INFINITY,
    dunningAction: 'suspend',
    model: '2024',
  });
}

const GOLD = (life: Life) => life.bundle.plans.find((plan) => plan.attributes.name === 'Gold')?.id as string;
const SILVER = (life: Life) => life.bundle.plans.find((plan) => plan.attributes.name === 'Silver')?.id as string;
const ALPHA = (life: Life) => life.bundle.products[0]?.id as string;
const BETA = (life: Life) => life.bundle.products[1]?.id as string;
const row = (life: Life, number: number) => life.invoices[number - 1] as InvoiceRow;
const paymentOf = (life: Life, invoice: number, attempt: number) =>
  life.payments.find((one) => one.invoice === invoice && one.attempt === attempt) as PaymentRow;
const usd = (amount: number, includesTax = false) => ({ currency: 'USD', amount, includes_tax: includesTax });
const shown = (amount: number, formatted: string) => ({ amount, currency: 'USD', formatted });

/** What every record of a life's names of it. */
const owned = (life: Life) => ({
  owner: life.bundle.subscription.meta.owner,
  subscription_id: life.bundle.subscription.id,
});

describe('ids', () => {
  it('are fixed by the subscription and the invoice number, attempt and refund number', () => {
    const life = lifeOf('00000000-0000-4000-8000-0000000000b1');
    expect(invoiceId(life, 1)).toBe(uuidFrom('00000000-0000-4000-8000-0000000000b1/invoice/1'));
    expect(invoiceId(life, 12)).toBe(uuidFrom('00000000-0000-4000-8000-0000000000b1/invoice/12'));
    expect(paymentId(life, { invoice: 3, attempt: 2 })).toBe(
      uuidFrom('00000000-0000-4000-8000-0000000000b1/invoice/3/payment/2'),
    );
    const refunded: RefundRow = { invoice: 3, attempt: 2, number: 4, amount: 1, reason: 'r', at: NOW };
    expect(refundId(life, refunded)).toBe(
      uuidFrom('00000000-0000-4000-8000-0000000000b1/invoice/3/payment/2/refund/4'),
    );
    expect(new Set([invoiceId(life, 1), invoiceId(life, 2), invoiceId(life, 12)]).size).toBe(3);
  });

  it('an invoice id asked for again, in any order, is the same', () => {
    const life = { bundle: { subscription: { id: 'records.test: ids asked in any order' } } } as Life;
    const id = (number: number) => uuidFrom(`records.test: ids asked in any order/invoice/${number}`);
    expect([invoiceId(life, 3), invoiceId(life, 1), invoiceId(life, 2), invoiceId(life, 3)]).toEqual([
      id(3),
      id(1),
      id(2),
      id(3),
    ]);
    expect([invoiceId(life, 1), invoiceId(life, 2), invoiceId(life, 4), invoiceId(life, 1)]).toEqual([
      id(1),
      id(2),
      id(4),
      id(1),
    ]);
  });
});

describe('invoiceRecord', () => {
  const SUB = '00000000-0000-4000-8000-0000000000b2';

  /** Invoice 1 paid at NOW, then a switch to Silver 4 days and an hour in, prorated: invoice 2. */
  function switched(): Life {
    const life = lifeOf(SUB);
    begin(life, NOW);
    const gold = GOLD(life);
    life.bundle.subscription.attributes.plan_id = SILVER(life);
    prorate(
      life,
      NOW + 4 * DAY + HOUR,
      { policyId: '00000000-0000-4000-8000-0000000000f1', rounding: 'down' },
      { option: gold, plan: ALPHA(life) },
    );
    return life;
  }

  it('2024: a paid invoice, its one line the plan it bills', () => {
    const life = switched();
    expect(invoiceRecord(life, row(life, 1), '2024')).toStrictEqual({
      id: uuidFrom(`${SUB}/invoice/1`),
      type: 'subscription_invoice',
      attributes: {
        billing_period: { start: '2026-01-01T00:00:00Z', end: '2026-01-11T00:00:00Z' },
        invoice_items: [
          {
            description: 'Gold',
            price: usd(1000),
            from_time_period: '2026-01-01T00:00:00Z',
            until_time_period: '2026-01-11T00:00:00Z',
          },
        ],
        outstanding: false,
        number: 1,
        tax_required: false,
        payment_retries_limit_reached: false,
        manual_payment_pending: false,
        created_at: '2026-01-01T00:00:00Z',
        updated_at: '2026-01-01T00:00:00Z',
      },
      meta: {
        ...owned(life),
        subscriber_id: life.bundle.subscription.attributes.account_id,
        price: usd(1000),
        timestamps: { created_at: '2026-01-01T00:00:00Z', updated_at: '2026-01-01T00:00:00Z' },
        proration_events: [],
      },
    });
  });

  it('2026: the same invoice, its line the 2026 plan, with pro_forma, valid_from and display_price', () => {
    const life = switched();
    expect(invoiceRecord(life, row(life, 1), '2026')).toStrictEqual({
      id: uuidFrom(`${SUB}/invoice/1`),
      type: 'subscription_invoice',
      attributes: {
        billing_period: { start: '2026-01-01T00:00:00Z', end: '2026-01-11T00:00:00Z' },
        invoice_items: [
          {
            description: 'Beta',
            price: usd(1000),
            plan_id: BETA(life),
            from_time_period: '2026-01-01T00:00:00Z',
            until_time_period: '2026-01-11T00:00:00Z',
          },
        ],
        outstanding: false,
        number: 1,
        tax_required: false,
        payment_retries_limit_reached: false,
        manual_payment_pending: false,
        created_at: '2026-01-01T00:00:00Z',
        updated_at: '2026-01-01T00:00:00Z',
        pro_forma: false,
        valid_from: '2026-01-01T00:00:00Z',
      },
      meta: {
        ...owned(life),
        subscriber_id: life.bundle.subscription.attributes.account_id,
        price: usd(1000),
        display_price: {
          without_tax: shown(1000, '$10.00'),
          with_tax: shown(1000, '$10.00'),
          tax: shown(0, '$0.00'),
        },
        timestamps: { created_at: '2026-01-01T00:00:00Z', updated_at: '2026-01-01T00:00:00Z' },
        proration_events: [],
        pro_rata_remaining_value: 0,
      },
    });
  });

  it('a prorated invoice: the new option from the switch, and a credit for the unused time up to the old end', () => {
    const life = switched();
    // 4 of 10 days used: 600 of Gold's 1000 unused, more than Silver's 300 costs, so the credit is 300.
    const at = '2026-01-05T01:00:00Z';
    const lines = (version: '2024' | '2026') => [
      {
        description: version === '2024' ? 'Silver' : 'Beta',
        price: usd(300),
        ...(version === '2026' ? { plan_id: BETA(life) } : {}),
        from_time_period: at,
        until_time_period: '2026-01-15T01:00:00Z',
      },
      {
        description: version === '2024' ? 'Unused time on Gold' : 'Unused time on Alpha',
        price: usd(-300),
        ...(version === '2026' ? { plan_id: ALPHA(life) } : {}),
        from_time_period: at,
        until_time_period: '2026-01-11T00:00:00Z',
      },
    ];
    const attributes = {
      billing_period: { start: at, end: '2026-01-15T01:00:00Z' },
      outstanding: false,
      number: 2,
      tax_required: false,
      payment_retries_limit_reached: false,
      manual_payment_pending: false,
      created_at: at,
      updated_at: at,
    };
    const meta = {
      ...owned(life),
      subscriber_id: life.bundle.subscription.attributes.account_id,
      price: usd(0),
      timestamps: { created_at: at, updated_at: at },
    };
    expect(invoiceRecord(life, row(life, 2), '2024')).toStrictEqual({
      id: uuidFrom(`${SUB}/invoice/2`),
      type: 'subscription_invoice',
      attributes: { ...attributes, invoice_items: lines('2024') },
      meta: {
        ...meta,
        proration_events: [
          {
            proration_policy_id: '00000000-0000-4000-8000-0000000000f1',
            billing_cost_before_proration: 1000,
            refunded_amount_for_unused_plan: 600,
            new_plan_cost: 300,
            prorated_at: at,
          },
        ],
      },
    });
    expect(invoiceRecord(life, row(life, 2), '2026')).toStrictEqual({
      id: uuidFrom(`${SUB}/invoice/2`),
      type: 'subscription_invoice',
      attributes: { ...attributes, invoice_items: lines('2026'), pro_forma: false, valid_from: at },
      meta: {
        ...meta,
        display_price: { without_tax: shown(0, '$0.00'), with_tax: shown(0, '$0.00'), tax: shown(0, '$0.00') },
        proration_events: [
          {
            proration_policy_id: '00000000-0000-4000-8000-0000000000f1',
            billing_cost_before_proration: 1000,
            refunded_amount_for_unused_pricing_option: 600,
            new_pricing_option_cost: 300,
            prorated_at: at,
          },
        ],
        pro_rata_remaining_value: 600,
      },
    });
  });

  it('a prorated invoice with no invoice before it: the credit runs to the start of the new period', () => {
    const life = switched();
    const first = { ...row(life, 2), number: 1 };
    const alone = { ...life, invoices: [first] };
    const items = invoiceRecord(alone, first, '2024').attributes.invoice_items;
    expect(items).toStrictEqual([
      {
        description: 'Silver',
        price: usd(300),
        from_time_period: '2026-01-05T01:00:00Z',
        until_time_period: '2026-01-15T01:00:00Z',
      },
      {
        description: 'Unused time on Gold',
        price: usd(-300),
        from_time_period: '2026-01-05T01:00:00Z',
        until_time_period: '2026-01-05T01:00:00Z',
      },
    ]);
  });

  it('a credit less than the new price is credited whole', () => {
    // On Silver first, then switched to Gold 9 days in: 1 of 10 days unused, 30 of Silver's 300 credited.
    const onSilver = lifeOf('00000000-0000-4000-8000-0000000000b3');
    const silver = SILVER(onSilver);
    onSilver.bundle.subscription.attributes.plan_id = silver;
    begin(onSilver, NOW);
    onSilver.bundle.subscription.attributes.plan_id = GOLD(onSilver);
    const made = prorate(onSilver, NOW + 9 * DAY, { policyId: 'p', rounding: 'down' }, { option: silver });
    expect(made.amount).toBe(970);
    const record = invoiceRecord(onSilver, made, '2024');
    expect(record.attributes.invoice_items).toStrictEqual([
      {
        description: 'Gold',
        price: usd(1000),
        from_time_period: '2026-01-10T00:00:00Z',
        until_time_period: '2026-01-20T00:00:00Z',
      },
      {
        description: 'Unused time on Silver',
        price: usd(-30),
        from_time_period: '2026-01-10T00:00:00Z',
        until_time_period: '2026-01-11T00:00:00Z',
      },
    ]);
    expect(record.meta.price).toStrictEqual(usd(970));
  });

  it('a taxed invoice: its tax items, the taxed total, when tax was added, and a manual payment pending', () => {
    const SUBT = '00000000-0000-4000-8000-0000000000b4';
    const life = lifeOf(SUBT, { manual: true });
    begin(life, NOW);
    addTaxes(life, row(life, 1), [VAT], NOW + HOUR);
    const attributes = {
      billing_period: { start: '2026-01-01T00:00:00Z', end: '2026-01-11T00:00:00Z' },
      tax_items: [VAT],
      outstanding: true,
      number: 1,
      tax_required: false,
      payment_retries_limit_reached: false,
      manual_payment_pending: true,
      created_at: '2026-01-01T00:00:00Z',
      updated_at: '2026-01-01T01:00:00Z',
    };
    const meta = {
      ...owned(life),
      subscriber_id: life.bundle.subscription.attributes.account_id,
      price: usd(1200, true),
      timestamps: {
        created_at: '2026-01-01T00:00:00Z',
        updated_at: '2026-01-01T01:00:00Z',
        taxes_added_at: '2026-01-01T01:00:00Z',
      },
    };
    const line = {
      price: usd(1000),
      from_time_period: '2026-01-01T00:00:00Z',
      until_time_period: '2026-01-11T00:00:00Z',
    };
    expect(invoiceRecord(life, row(life, 1), '2024')).toStrictEqual({
      id: uuidFrom(`${SUBT}/invoice/1`),
      type: 'subscription_invoice',
      attributes: { ...attributes, invoice_items: [{ description: 'Gold', ...line }] },
      meta: { ...meta, proration_events: [] },
    });
    expect(invoiceRecord(life, row(life, 1), '2026')).toStrictEqual({
      id: uuidFrom(`${SUBT}/invoice/1`),
      type: 'subscription_invoice',
      attributes: {
        ...attributes,
        invoice_items: [{ description: 'Beta', plan_id: BETA(life), ...line }],
        pro_forma: false,
        valid_from: '2026-01-01T00:00:00Z',
      },
      meta: {
        ...meta,
        display_price: {
          without_tax: shown(1000, '$10.00'),
          with_tax: shown(1200, '$12.00'),
          tax: shown(200, '$2.00'),
        },
        proration_events: [],
        pro_rata_remaining_value: 0,
      },
    });
  });

  it('a manual payment pending is its own invoice only; a failed one pends nothing', () => {
    const life = lifeOf('00000000-0000-4000-8000-0000000000b5', { manual: true });
    begin(life, NOW);
    const pending = (number: number) =>
      invoiceRecord(life, row(life, number), '2024').attributes.manual_payment_pending;
    expect(pending(1)).toBe(true);
    settle(life, row(life, 1), paymentOf(life, 1, 1), { success: false }, NOW + HOUR);
    expect(pending(1)).toBe(false);
    advance(life, NOW + HOUR + DAY);
    expect(life.payments.map((one) => [one.invoice, one.attempt, one.pending])).toEqual([
      [1, 1, false],
      [1, 2, true],
    ]);
    expect(pending(1)).toBe(true);
    settle(life, row(life, 1), paymentOf(life, 1, 2), { success: true }, NOW + 2 * DAY);
    advance(life, NOW + 10 * DAY);
    expect(life.payments.map((one) => [one.invoice, one.attempt, one.pending])).toEqual([
      [1, 1, false],
      [1, 2, false],
      [2, 1, true],
    ]);
    expect([pending(1), pending(2)]).toEqual([false, true]);
  });

  it('tax_required and payment_retries_limit_reached are the row flags', () => {
    const life = lifeOf('00000000-0000-4000-8000-0000000000b6', { failFrom: NOW });
    begin(life, NOW);
    advance(life, NOW + 10 * DAY);
    const attributes = (made: InvoiceRow) => {
      const { tax_required, payment_retries_limit_reached, outstanding } = invoiceRecord(life, made, '2024').attributes;
      return [tax_required, payment_retries_limit_reached, outstanding];
    };
    expect(attributes(row(life, 1))).toEqual([false, true, true]);
    expect(attributes({ ...row(life, 1), taxRequired: true })).toEqual([true, true, true]);
    expect(attributes({ ...row(life, 1), taxRequired: false })).toEqual([false, true, true]);
  });

  it('a line names "Subscription" for a plan the bundle does not have, the plan for a 2026 plan it does not have', () => {
    const life = switched();
    const { plan: _plan, ...noProduct } = row(life, 1);
    expect(invoiceRecord(life, noProduct, '2026').attributes.invoice_items).toStrictEqual([
      {
        description: 'Gold',
        price: usd(1000),
        from_time_period: '2026-01-01T00:00:00Z',
        until_time_period: '2026-01-11T00:00:00Z',
      },
    ]);
    const gone = { ...row(life, 1), option: 'gone-plan', plan: 'gone-product' };
    expect(invoiceRecord(life, gone, '2026').attributes.invoice_items).toStrictEqual([
      {
        description: 'Subscription',
        price: usd(1000),
        plan_id: 'gone-product',
        from_time_period: '2026-01-01T00:00:00Z',
        until_time_period: '2026-01-11T00:00:00Z',
      },
    ]);
    expect(invoiceRecord(life, gone, '2024').attributes.invoice_items).toStrictEqual([
      {
        description: 'Subscription',
        price: usd(1000),
        from_time_period: '2026-01-01T00:00:00Z',
        until_time_period: '2026-01-11T00:00:00Z',
      },
    ]);
  });
});

describe('paymentRecord', () => {
  it('a gateway charge that went through: its external id, taken when made', () => {
    const SUBP = '00000000-0000-4000-8000-0000000000c1';
    const life = lifeOf(SUBP);
    begin(life, NOW);
    expect(uuidFrom(`${SUBP}/invoice/1/payment/1`)).toBe('6e84307c-e5ee-4039-931f-88aeb31a6cb3');
    expect(paymentRecord(life, paymentOf(life, 1, 1))).toStrictEqual({
      id: '6e84307c-e5ee-4039-931f-88aeb31a6cb3',
      type: 'subscription_invoice_payment',
      attributes: {
        success: true,
        gateway: STRIPE,
        amount: usd(1000),
        external_payment_id: 'pi_6e84307ce5ee4039931f88ae',
      },
      meta: {
        ...owned(life),
        invoice_id: uuidFrom(`${SUBP}/invoice/1`),
        job_id: uuidFrom('billing-job/2026-01-01T00:00:00Z'),
        manual_payment: false,
        timestamps: {
          created_at: '2026-01-01T00:00:00Z',
          updated_at: '2026-01-01T00:00:00Z',
          payment_taken_at: '2026-01-01T00:00:00Z',
        },
      },
    });
  });

  it('a gateway charge declined, and the last one after the retries marked paid, with the tax added meanwhile', () => {
    const SUBP = '00000000-0000-4000-8000-0000000000c2';
    const life = lifeOf(SUBP, { failFrom: NOW + 10 * DAY });
    begin(life, NOW);
    advance(life, NOW + 20 * DAY);
    expect(life.payments.length).toBe(12);
    expect(paymentRecord(life, paymentOf(life, 2, 1))).toStrictEqual({
      id: uuidFrom(`${SUBP}/invoice/2/payment/1`),
      type: 'subscription_invoice_payment',
      attributes: {
        success: false,
        gateway: STRIPE,
        amount: usd(1000),
        failure_detail: { reason: 'card_declined: your card was declined' },
      },
      meta: {
        ...owned(life),
        invoice_id: uuidFrom(`${SUBP}/invoice/2`),
        job_id: uuidFrom('billing-job/2026-01-11T00:00:00Z'),
        manual_payment: false,
        timestamps: { created_at: '2026-01-11T00:00:00Z', updated_at: '2026-01-11T00:00:00Z' },
      },
    });
    const taxedAt = NOW + 25 * DAY;
    addTaxes(life, row(life, 2), [VAT], taxedAt);
    // Made before the tax: without it.
    expect(paymentRecord(life, paymentOf(life, 2, 10)).attributes.amount).toStrictEqual(usd(1000));
    const paid = settle(life, row(life, 2), paymentOf(life, 2, 11), { success: true }, taxedAt);
    expect(paymentRecord(life, paid)).toStrictEqual({
      id: uuidFrom(`${SUBP}/invoice/2/payment/11`),
      type: 'subscription_invoice_payment',
      attributes: { success: true, gateway: STRIPE, amount: usd(1200, true) },
      meta: {
        ...owned(life),
        invoice_id: uuidFrom(`${SUBP}/invoice/2`),
        job_id: uuidFrom('billing-job/2026-01-21T00:00:00Z'),
        manual_payment: false,
        timestamps: {
          created_at: '2026-01-21T00:00:00Z',
          updated_at: '2026-01-26T00:00:00Z',
          payment_taken_at: '2026-01-26T00:00:00Z',
        },
      },
    });
  });

  it('a manual payment: pending with the tax added after it, then taken, its external id and time as given', () => {
    const SUBP = '00000000-0000-4000-8000-0000000000c3';
    const life = lifeOf(SUBP, { manual: true });
    begin(life, NOW);
    addTaxes(life, row(life, 1), [VAT], NOW + HOUR);
    const meta = {
      ...owned(life),
      invoice_id: uuidFrom(`${SUBP}/invoice/1`),
      job_id: uuidFrom('billing-job/2026-01-01T00:00:00Z'),
      manual_payment: true,
    };
    expect(paymentRecord(life, paymentOf(life, 1, 1))).toStrictEqual({
      id: uuidFrom(`${SUBP}/invoice/1/payment/1`),
      type: 'subscription_invoice_payment',
      attributes: { success: false, pending: true, gateway: 'manual', amount: usd(1200, true) },
      meta: { ...meta, timestamps: { created_at: '2026-01-01T00:00:00Z', updated_at: '2026-01-01T00:00:00Z' } },
    });
    const taken = settle(
      life,
      row(life, 1),
      paymentOf(life, 1, 1),
      { success: true, externalId: 'pay-77', takenAt: NOW + HOUR / 2 },
      NOW + 2 * HOUR,
    );
    expect(paymentRecord(life, taken)).toStrictEqual({
      id: uuidFrom(`${SUBP}/invoice/1/payment/1`),
      type: 'subscription_invoice_payment',
      attributes: {
        success: true,
        pending: false,
        gateway: 'manual',
        amount: usd(1200, true),
        external_payment_id: 'pay-77',
      },
      meta: {
        ...meta,
        timestamps: {
          created_at: '2026-01-01T00:00:00Z',
          updated_at: '2026-01-01T02:00:00Z',
          payment_taken_at: '2026-01-01T00:30:00Z',
        },
      },
    });
  });

  it('a manual payment that failed: the reason and external id given, else none; a success without an id has none', () => {
    const SUBP = '00000000-0000-4000-8000-0000000000c4';
    const life = lifeOf(SUBP, { manual: true });
    begin(life, NOW);
    const failed = settle(
      life,
      row(life, 1),
      paymentOf(life, 1, 1),
      { success: false, failure: 'Card Failure', externalId: 'pay-f1' },
      NOW + HOUR,
    );
    const meta = {
      ...owned(life),
      invoice_id: uuidFrom(`${SUBP}/invoice/1`),
      manual_payment: true,
    };
    expect(paymentRecord(life, failed)).toStrictEqual({
      id: uuidFrom(`${SUBP}/invoice/1/payment/1`),
      type: 'subscription_invoice_payment',
      attributes: {
        success: false,
        pending: false,
        gateway: 'manual',
        amount: usd(1000),
        external_payment_id: 'pay-f1',
        failure_detail: { reason: 'Card Failure' },
      },
      meta: {
        ...meta,
        job_id: uuidFrom('billing-job/2026-01-01T00:00:00Z'),
        timestamps: { created_at: '2026-01-01T00:00:00Z', updated_at: '2026-01-01T01:00:00Z' },
      },
    });
    advance(life, NOW + HOUR + DAY);
    const plain = settle(life, row(life, 1), paymentOf(life, 1, 2), { success: false }, NOW + 2 * HOUR + DAY);
    expect(paymentRecord(life, plain)).toStrictEqual({
      id: uuidFrom(`${SUBP}/invoice/1/payment/2`),
      type: 'subscription_invoice_payment',
      attributes: { success: false, pending: false, gateway: 'manual', amount: usd(1000) },
      meta: {
        ...meta,
        job_id: uuidFrom('billing-job/2026-01-02T01:00:00Z'),
        timestamps: { created_at: '2026-01-02T01:00:00Z', updated_at: '2026-01-02T02:00:00Z' },
      },
    });
    advance(life, NOW + 2 * HOUR + 2 * DAY);
    const taken = settle(life, row(life, 1), paymentOf(life, 1, 3), { success: true }, NOW + 3 * DAY);
    expect(paymentRecord(life, taken)).toStrictEqual({
      id: uuidFrom(`${SUBP}/invoice/1/payment/3`),
      type: 'subscription_invoice_payment',
      attributes: { success: true, pending: false, gateway: 'manual', amount: usd(1000) },
      meta: {
        ...meta,
        job_id: uuidFrom('billing-job/2026-01-03T02:00:00Z'),
        timestamps: {
          created_at: '2026-01-03T02:00:00Z',
          updated_at: '2026-01-04T00:00:00Z',
          payment_taken_at: '2026-01-04T00:00:00Z',
        },
      },
    });
  });

  it("includes the tax taken with it: its invoice's, not another's; a payment of an invoice not there has none", () => {
    const life = lifeOf('00000000-0000-4000-8000-0000000000c5', { manual: true });
    begin(life, NOW);
    settle(life, row(life, 1), paymentOf(life, 1, 1), { success: true }, NOW + HOUR);
    advance(life, NOW + 10 * DAY);
    addTaxes(life, row(life, 2), [VAT], NOW + 10 * DAY + HOUR);
    const includes = (invoice: number, attempt: number) =>
      paymentRecord(life, paymentOf(life, invoice, attempt)).attributes.amount;
    expect([includes(1, 1), includes(2, 1)]).toStrictEqual([usd(1000), usd(1200, true)]);
    const stray: PaymentRow = { invoice: 9, attempt: 1, at: NOW, success: true, amount: 5, gateway: STRIPE };
    expect(paymentRecord(life, stray).attributes.amount).toStrictEqual(usd(5));
  });
});

describe('paymentRecord, for each of the conditions the engine only ever meets together', () => {
  // The engine makes a manual payment pending and settles it by hand, and settles a gateway charge only as a
  // success: each condition below is enough on its own, whatever the rest of the row holds.
  const SUBP = '00000000-0000-4000-8000-0000000000c6';
  const life = lifeOf(SUBP, { manual: true });
  const base = { invoice: 1, attempt: 1, at: NOW, amount: 1000 };
  const attributes = (payment: PaymentRow) => paymentRecord(life, payment).attributes;

  it('a manual payment is declined by no gateway, and charged by none', () => {
    expect(attributes({ ...base, success: false, gateway: 'manual', manual: true })).toStrictEqual({
      success: false,
      pending: false,
      gateway: 'manual',
      amount: usd(1000),
    });
    expect(attributes({ ...base, success: true, gateway: 'manual', manual: true })).toStrictEqual({
      success: true,
      pending: false,
      gateway: 'manual',
      amount: usd(1000),
    });
  });

  it('a payment whose outcome was recorded by hand is declined by no gateway', () => {
    expect(attributes({ ...base, success: false, gateway: STRIPE, settledAt: NOW + HOUR })).toStrictEqual({
      success: false,
      gateway: STRIPE,
      amount: usd(1000),
    });
  });

  it('a pending payment shows no failure', () => {
    const row = { ...base, success: false, gateway: STRIPE, pending: true, failure: 'Card Failure' };
    expect(attributes(row)).toStrictEqual({ success: false, gateway: STRIPE, amount: usd(1000) });
  });
});

describe('refundRecord', () => {
  it('a refund of a gateway charge: its gateway, an external id, the invoice and payment it belongs to', () => {
    const SUBR = '00000000-0000-4000-8000-0000000000d1';
    const life = lifeOf(SUBR);
    begin(life, NOW);
    const first = refund(life, paymentOf(life, 1, 1), 250, 'Customer requested cancellation', NOW + DAY);
    const second = refund(life, paymentOf(life, 1, 1), 100, 'goodwill', NOW + 2 * DAY);
    const relationships = {
      invoice: { data: { type: 'subscription_invoice', id: uuidFrom(`${SUBR}/invoice/1`) } },
      payment: { data: { type: 'subscription_invoice_payment', id: uuidFrom(`${SUBR}/invoice/1/payment/1`) } },
    };
    expect(uuidFrom(`${SUBR}/invoice/1/payment/1/refund/1`)).toBe('907ef11a-6e9c-4df5-b3e6-a7f008c6aebb');
    expect(refundRecord(life, first)).toStrictEqual({
      id: '907ef11a-6e9c-4df5-b3e6-a7f008c6aebb',
      type: 'subscription_invoice_payment_refund',
      attributes: {
        amount: 250,
        reason: 'Customer requested cancellation',
        gateway: STRIPE,
        external_refund_id: 're_907ef11a6e9c4df5b3e6a7f0',
        created_at: '2026-01-02T00:00:00Z',
      },
      relationships,
    });
    expect(refundRecord(life, second)).toStrictEqual({
      id: uuidFrom(`${SUBR}/invoice/1/payment/1/refund/2`),
      type: 'subscription_invoice_payment_refund',
      attributes: {
        amount: 100,
        reason: 'goodwill',
        gateway: STRIPE,
        external_refund_id: 're_8f7eef876b9c493cb6e6aca9',
        created_at: '2026-01-03T00:00:00Z',
      },
      relationships,
    });
  });

  it("the gateway is the refunded payment's own, among payments of other gateways", () => {
    // Invoice 1 fails through the gateway, the subscription turns to manual payments, its retry is taken by hand;
    // invoice 2 is paid by hand too.
    const life = lifeOf('00000000-0000-4000-8000-0000000000d2', { failFrom: NOW });
    begin(life, NOW);
    life.bundle.subscription.meta.manual_payments = true;
    advance(life, NOW + DAY);
    settle(life, row(life, 1), paymentOf(life, 1, 2), { success: true }, NOW + DAY + HOUR);
    advance(life, NOW + 10 * DAY);
    settle(life, row(life, 2), paymentOf(life, 2, 1), { success: true }, NOW + 10 * DAY + HOUR);
    expect(life.payments.map((one) => [one.invoice, one.attempt, one.gateway, one.success])).toEqual([
      [1, 1, STRIPE, false],
      [1, 2, 'manual', true],
      [2, 1, 'manual', true],
    ]);
    const gateway = (invoice: number, attempt: number) =>
      refundRecord(life, refund(life, paymentOf(life, invoice, attempt), 10, 'r', NOW + 11 * DAY)).attributes.gateway;
    expect([gateway(1, 2), gateway(2, 1)]).toEqual(['manual', 'manual']);
  });

  it('a refund of a payment the life does not hold says the manual gateway', () => {
    const life = lifeOf('00000000-0000-4000-8000-0000000000d3');
    begin(life, NOW);
    const orphan: RefundRow = { invoice: 1, attempt: 5, number: 1, amount: 10, reason: 'r', at: NOW };
    expect(refundRecord(life, orphan).attributes.gateway).toBe('manual');
  });
});
