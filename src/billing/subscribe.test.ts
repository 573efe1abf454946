import { describe, expect, it } from 'vitest';
import { type BuildInput, buildOffering, deleteOffering, synced, updateOffering } from '../catalog/rules.js';
import type { ApiVersion, OfferingRecord } from '../catalog/types.js';
import { iso, uuidFrom } from '../factories/index.js';
import { ApiError } from '../http/errors.js';
import { BUILT_IN_SCENARIOS } from '../scenarios/registry.js';
import type { Scenario } from '../scenarios/types.js';
import type { Plan, Product } from '../schemas/index.js';
import type { Session } from '../store/session.js';
import { Store } from '../store/store.js';
import { WorldCache } from '../store/worlds.js';
import type { Life } from './life.js';
import {
  createSubscription,
  deleteSubscription,
  manageProducts,
  type SubscriptionChange,
  type SubscriptionInput,
  subscriptionInput2024,
  subscriptionInput2026,
  updateSubscription,
} from './subscribe.js';

// The subscription write rules on their own, in a session of the `empty` scenario under each API version: what a
// create makes (the record, its display prices in the subscription's currency, its first invoice and payment, its
// account and subscriber) and refuses (each 400 word for word), what an update switches (price history, schedule,
// end date, proration), what it changes beside, and how products are attached and detached.

const NOW = new Date('2026-01-01T00:00:00.400Z');
const CLOCK = Date.parse('2026-01-01T00:00:00Z');
const SEC = 1000;
const DAY = 86_400_000;
const EMPTY = BUILT_IN_SCENARIOS.find((scenario) => scenario.name === 'empty') as Scenario;

const ACCOUNT = '0000000A-0000-4000-8000-00000000AAAA';
const ACCOUNT_ID = ACCOUNT.toLowerCase();
const ADDRESS = '00000000-0000-4000-8000-0000000000ad';
const OTHER_ADDRESS = '00000000-0000-4000-8000-0000000000ae';
const UNKNOWN = '00000000-0000-4000-8000-0000000000ff';
const POLICY = '00000000-0000-4000-8000-0000000000c1';

/** A store answering as `version`, its `empty` scenario's session `s` to write in, and its clock to move. */
function emulatorOf(version: ApiVersion) {
  const store = new Store(new WorldCache(7, NOW, 100_000, 'suspend', version), 7, 100_000);
  return {
    write: <T>(change: (session: Session) => T) => store.write(EMPTY, 's', change),
    move: (ms: number) => store.moveClock(EMPTY, 's', (clock) => clock + ms),
    view: () => store.view(EMPTY, 's') as Session,
  };
}

/** The refusal a write met, as `status detail` (anything that is no answer, a crash, is thrown on). */
async function refusal(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return `${error.status} ${error.detail}`;
    throw error;
  }
  throw new Error('the write was not refused');
}

/** An offering built in the session; its display prices shown at `tax` percent when given. */
function offeringOf(session: Session, input: Partial<BuildInput>, tax?: number): OfferingRecord {
  const built = buildOffering(session, { name: 'Box', products: [], plans: [], ...input });
  if (tax === undefined) return built;
  const taxed = synced({ ...built, extras: { ...built.extras, tax } });
  session.offerings.replace(taxed);
  return taxed;
}

/** A proration policy in the store's collection. */
function policyOf(session: Session, rounding: 'up' | 'down' | 'nearest', id = POLICY): string {
  const times = { created_at: iso(CLOCK), updated_at: iso(CLOCK) };
  session.collection('proration-policies').create({
    id,
    type: 'subscription_proration_policy',
    attributes: { name: `Policy ${rounding}`, rounding, ...times },
    meta: { owner: 'store', timestamps: times },
  });
  return id;
}

const usd = (amount: number) => ({ USD: { amount, includes_tax: false } });
const usdEur = (dollars: number, euros: number) => ({
  USD: { amount: dollars, includes_tax: false },
  EUR: { amount: euros, includes_tax: false },
});

/** What a create asks for: Ada's subscription, in USD, no manual payments. */
function inputOf(version: ApiVersion, more: Partial<SubscriptionInput> = {}): SubscriptionInput {
  return {
    version,
    account_id: ACCOUNT,
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    currency: 'USD',
    manual_payments: false,
    ...more,
  };
}

/** What a create names of `record`: the offering, its plan `option` and (2026) its product `product`. */
function choiceOf(record: OfferingRecord, option: number, product?: number): Partial<SubscriptionInput> {
  const chosen = { offering_id: idOf(record.offering), option_id: idOf(planAt(record, option)) };
  return product === undefined ? chosen : { ...chosen, product_id: idOf(productAt(record, product)) };
}

const money = (amount: number, currency: string, formatted: string) => ({ amount, currency, formatted });
const idOf = (record: { id?: string | undefined }) => record.id as string;
const ids = (records: readonly { id?: string | undefined }[]) => records.map(idOf);
const productAt = (record: OfferingRecord, index: number) => record.products[index] as Product;
const planAt = (record: OfferingRecord, index: number) => record.plans[index] as Plan;
const activeFlags = (life: Life) => life.bundle.plans.map((plan) => plan.meta.active_plan);

/** Two products priced in USD and EUR, three pricing options: monthly; close after 3 at 10% off or a fixed USD 1200; 20% off. */
const TWO_PRODUCTS: Partial<BuildInput> = {
  products: [
    { name: 'Basic', external_ref: 'p1', price: usdEur(1000, 900) },
    { name: 'Extra', external_ref: 'p2', price: usdEur(500, 450) },
  ],
  plans: [
    { name: 'Monthly', external_ref: 'o1' },
    {
      name: 'Quarter',
      external_ref: 'o2',
      end_behavior: 'close',
      plan_length: 3,
      base_price_percentage: 10,
      fixed_price: usd(1200),
    },
    { name: 'Discounted', external_ref: 'o3', base_price_percentage: 20 },
  ],
};

describe('subscriptionInput2024 and subscriptionInput2026', () => {
  const base = {
    account_id: ACCOUNT,
    currency: 'USD',
    manual_payments: false,
    name: 'Ada Lovelace',
    email: 'ada@example.com',
  };

  it('2024: plan_id is the option; no offering, no inline one', () => {
    expect(subscriptionInput2024({ ...base, offering_id: UNKNOWN, plan_id: POLICY })).toStrictEqual({
      ...base,
      offering_id: UNKNOWN,
      version: '2024',
      option_id: POLICY,
      inline: undefined,
    });
  });

  it('2024: an offering given inline with no products or plans makes empty lists, selected_plan the option', () => {
    expect(subscriptionInput2024({ ...base, offering: { name: 'Box' }, selected_plan: 'o1' })).toStrictEqual({
      ...base,
      version: '2024',
      option_id: undefined,
      inline: { name: 'Box', products: [], plans: [], selectedOption: 'o1' },
    });
  });

  it("2026: plan_id is the product, pricing_option_id the option; order and the first period's end are dropped", () => {
    expect(
      subscriptionInput2026({
        ...base,
        offering_id: UNKNOWN,
        plan_id: ADDRESS,
        pricing_option_id: POLICY,
        order: { order_id: ADDRESS, order_item_id: OTHER_ADDRESS },
        first_invoice_paid: true,
        started_at: '2025-12-01T00:00:00Z',
        override_first_period_end_date: '2026-02-01T00:00:00Z',
      }),
    ).toStrictEqual({
      ...base,
      offering_id: UNKNOWN,
      first_invoice_paid: true,
      started_at: '2025-12-01T00:00:00Z',
      version: '2026',
      option_id: POLICY,
      product_id: ADDRESS,
      inline: undefined,
    });
  });

  it('2026: an offering given inline with no plans or pricing options makes empty lists', () => {
    expect(
      subscriptionInput2026({ ...base, offering: { name: 'Box' }, selected_plan: 'p1', selected_pricing_option: 'o1' }),
    ).toStrictEqual({
      ...base,
      version: '2026',
      option_id: undefined,
      product_id: undefined,
      inline: {
        name: 'Box',
        products: [],
        plans: [],
        features: undefined,
        configured: undefined,
        associations: undefined,
        selectedProduct: 'p1',
        selectedOption: 'o1',
      },
    });
  });
});

describe('createSubscription: the record made', () => {
  it('2024: the whole subscription, its first invoice and payment, its account and subscriber', async () => {
    const { write, view } = emulatorOf('2024');
    const record = await write((session) => offeringOf(session, TWO_PRODUCTS));
    const at = CLOCK + SEC;
    const life = await write((session) =>
      createSubscription(
        session,
        inputOf('2024', {
          offering_id: idOf(record.offering).toUpperCase(),
          option_id: idOf(planAt(record, 0)).toUpperCase(),
          external_ref: 'sub-1',
          address_id: ADDRESS,
          payment_authority: { type: 'authorize_net', payment_profile_id: 'pp_1' },
        }),
      ),
    );
    const next = Date.parse('2026-02-01T00:00:01Z');
    expect(life.bundle.subscription).toStrictEqual({
      id: uuidFrom('7/empty/s/subscription/0'),
      type: 'subscription',
      attributes: {
        external_ref: 'sub-1',
        account_id: ACCOUNT_ID,
        address_id: ADDRESS,
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        offering: record.offering,
        plan_id: idOf(planAt(record, 0)),
        currency: 'USD',
        payment_authority: { type: 'authorize_net', payment_profile_id: 'pp_1' },
      },
      meta: {
        owner: 'store',
        timestamps: { created_at: iso(at), updated_at: iso(at) },
        status: 'active',
        canceled: false,
        paused: false,
        closed: false,
        suspended: false,
        pending: false,
        invoice_after: iso(next),
        manual_payments: false,
        first_invoice_prepaid: false,
      },
      relationships: {
        products: { data: record.products.map((one) => ({ type: 'subscription_offering_product', id: idOf(one) })) },
        plans: { data: record.plans.map((one) => ({ type: 'subscription_offering_plan', id: idOf(one) })) },
      },
    });
    expect(life.bundle.planId).toBe(idOf(productAt(record, 0)));
    expect(life.bundle.extras).toBe(record.extras);
    // Shown in the offering's own currency, the offering's records are the subscription's.
    life.bundle.products.forEach((one, index) => {
      expect(one).toBe(record.products[index]);
    });
    expect(activeFlags(life)).toEqual([true, false, false]);
    expect(life.invoices).toStrictEqual([
      {
        number: 1,
        start: at,
        end: next,
        amount: 1500,
        outstanding: false,
        retriesLimitReached: false,
        createdAt: at,
        updatedAt: at,
        option: idOf(planAt(record, 0)),
        plan: idOf(productAt(record, 0)),
      },
    ]);
    expect(life.payments).toStrictEqual([
      { invoice: 1, attempt: 1, at, amount: 1500, gateway: 'authorize_net', success: true },
    ]);
    expect([life.firstRun, life.runs, life.paid]).toEqual([at, 1, 1]);
    const session = view();
    expect(session.subscriptions.get(life.bundle.subscription.id as string)).toBe(life);
    expect(session.accounts.get(ACCOUNT_ID)).toStrictEqual({
      id: ACCOUNT_ID,
      name: 'Ada Lovelace',
      email: 'ada@example.com',
    });
    expect(session.collection('subscribers').get(ACCOUNT_ID)).toStrictEqual({
      id: ACCOUNT_ID,
      type: 'subscription_subscriber',
      attributes: {
        account_id: ACCOUNT_ID,
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        payment_authority: { type: 'authorize_net', payment_profile_id: 'pp_1' },
        created_at: iso(at),
        updated_at: iso(at),
      },
      meta: { owner: 'store', timestamps: { created_at: iso(at), updated_at: iso(at) } },
    });
  });

  it('leaves out what was not given: no external_ref, address or payment authority', async () => {
    const { write } = emulatorOf('2026');
    const record = await write((session) => offeringOf(session, TWO_PRODUCTS));
    const life = await write((session) =>
      createSubscription(session, inputOf('2026', { ...choiceOf(record, 2, 1), manual_payments: true })),
    );
    expect(life.bundle.subscription.attributes).toStrictEqual({
      account_id: ACCOUNT_ID,
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      offering: record.offering,
      plan_id: idOf(planAt(record, 2)),
      currency: 'USD',
    });
    expect(life.bundle.subscription.meta.first_invoice_prepaid).toBe(false);
    expect(life.bundle.subscription.meta.manual_payments).toBe(true);
    expect(life.bundle.planId).toBe(idOf(productAt(record, 1)));
    // The 2026 rule: the pricing option's price (20% off) for the one plan chosen (500 a month).
    expect(life.invoices.map((invoice) => [invoice.amount, invoice.outstanding, invoice.option, invoice.plan])).toEqual(
      [[400, true, idOf(planAt(record, 2)), idOf(productAt(record, 1))]],
    );
    expect(life.payments).toStrictEqual([
      {
        invoice: 1,
        attempt: 1,
        at: CLOCK + SEC,
        amount: 400,
        gateway: 'manual',
        success: false,
        manual: true,
        pending: true,
      },
    ]);
  });

  it("an account's second subscription keeps the account and subscriber its first made", async () => {
    const { write, view } = emulatorOf('2024');
    const record = await write((session) => offeringOf(session, TWO_PRODUCTS));
    const input = inputOf('2024', { ...choiceOf(record, 0) });
    const first = await write((session) => createSubscription(session, input));
    const second = await write((session) =>
      createSubscription(session, {
        ...input,
        name: 'Grace Hopper',
        email: 'grace@example.com',
        payment_authority: { type: 'elastic_path_payments_stripe', customer_id: 'cus_2' },
      }),
    );
    expect(second.bundle.subscription.id).toBe(uuidFrom('7/empty/s/subscription/1'));
    expect(second.bundle.subscription.attributes.name).toBe('Grace Hopper');
    const session = view();
    expect(session.accounts.get(ACCOUNT_ID)).toStrictEqual({
      id: ACCOUNT_ID,
      name: 'Ada Lovelace',
      email: 'ada@example.com',
    });
    expect(session.accounts.count).toBe(1);
    const created = first.bundle.subscription.meta.timestamps.created_at;
    expect(session.collection('subscribers').get(ACCOUNT_ID)).toStrictEqual({
      id: ACCOUNT_ID,
      type: 'subscription_subscriber',
      attributes: {
        account_id: ACCOUNT_ID,
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        created_at: created,
        updated_at: created,
      },
      meta: { owner: 'store', timestamps: { created_at: created, updated_at: created } },
    });
    expect(session.collection('subscribers').count).toBe(1);
  });

  it('finds the offering by external_ref', async () => {
    const { write } = emulatorOf('2024');
    const record = await write((session) => offeringOf(session, { ...TWO_PRODUCTS, external_ref: 'box' }));
    const life = await write((session) =>
      createSubscription(
        session,
        inputOf('2024', { offering_external_ref: 'box', option_id: idOf(planAt(record, 1)) }),
      ),
    );
    expect(life.bundle.subscription.attributes.offering).toBe(record.offering);
    // The fixed price, on a close option: its end date three months on.
    expect(life.invoices.map((invoice) => invoice.amount)).toEqual([1200]);
    expect(life.bundle.subscription.meta.timestamps.end_date).toBe('2026-04-01T00:00:01Z');
  });

  it('a pending subscription is not billed: no invoice, no payment, its schedule from its creation', async () => {
    const { write } = emulatorOf('2024');
    const record = await write((session) => offeringOf(session, TWO_PRODUCTS));
    const life = await write((session) =>
      createSubscription(session, inputOf('2024', { ...choiceOf(record, 0), pending: true })),
    );
    expect(life.invoices).toEqual([]);
    expect(life.payments).toEqual([]);
    expect(life.bundle.subscription.meta.pending).toBe(true);
    expect(life.bundle.subscription.meta.invoice_after).toBe(iso(CLOCK + SEC));
    expect([life.firstRun, life.runs, life.paid]).toEqual([CLOCK + SEC, 0, 0]);
    // Its first period paid elsewhere, it still waits: no invoice until it goes live.
    const prepaid = await write((session) =>
      createSubscription(session, inputOf('2024', { ...choiceOf(record, 0), pending: true, first_invoice_paid: true })),
    );
    expect(prepaid.invoices).toEqual([]);
    expect(prepaid.bundle.subscription.meta.first_invoice_prepaid).toBe(true);
    expect(prepaid.bundle.subscription.meta.invoice_after).toBe(iso(CLOCK + 2 * SEC));
    expect([prepaid.firstRun, prepaid.runs, prepaid.paid]).toEqual([CLOCK + 2 * SEC, 0, 0]);
  });

  it('an import paid elsewhere: created when its period started (to the second), its first invoice paid, no payment', async () => {
    const { write } = emulatorOf('2026');
    const record = await write((session) => offeringOf(session, TWO_PRODUCTS));
    const started = Date.parse('2025-12-20T08:30:15Z');
    const life = await write((session) =>
      createSubscription(
        session,
        inputOf('2026', {
          ...choiceOf(record, 0, 0),
          first_invoice_paid: true,
          started_at: '2025-12-20T08:30:15.750Z',
        }),
      ),
    );
    const next = Date.parse('2026-01-20T08:30:15Z');
    expect(life.bundle.subscription.meta.timestamps).toStrictEqual({
      created_at: iso(started),
      updated_at: iso(started),
    });
    expect(life.bundle.subscription.meta.first_invoice_prepaid).toBe(true);
    expect(life.bundle.subscription.meta.invoice_after).toBe(iso(next));
    expect(life.invoices).toStrictEqual([
      {
        number: 1,
        start: started,
        end: next,
        amount: 1000,
        outstanding: false,
        retriesLimitReached: false,
        createdAt: started,
        updatedAt: started,
        option: idOf(planAt(record, 0)),
        plan: idOf(productAt(record, 0)),
      },
    ]);
    expect(life.payments).toEqual([]);
    expect([life.firstRun, life.runs, life.paid]).toEqual([started, 1, 1]);
  });

  it('a start after the write is the write: created now', async () => {
    const { write } = emulatorOf('2024');
    const record = await write((session) => offeringOf(session, TWO_PRODUCTS));
    const life = await write((session) =>
      createSubscription(
        session,
        inputOf('2024', { ...choiceOf(record, 0), first_invoice_paid: true, started_at: '2027-01-01T00:00:00Z' }),
      ),
    );
    expect(life.bundle.subscription.meta.timestamps.created_at).toBe(iso(CLOCK + SEC));
    expect(life.invoices.map((invoice) => [invoice.start, invoice.outstanding])).toEqual([[CLOCK + SEC, false]]);
  });
});

describe('createSubscription: display prices in the subscription currency', () => {
  it("2024: each product and plan shown in the subscription's currency at the offering's tax rate", async () => {
    const { write } = emulatorOf('2024');
    const record = await write((session) => offeringOf(session, TWO_PRODUCTS, 20));
    expect(productAt(record, 0).meta.display_price).toStrictEqual({
      without_tax: money(1000, 'USD', '$10.00'),
      with_tax: money(1200, 'USD', '$12.00'),
    });
    const life = await write((session) =>
      createSubscription(session, inputOf('2024', { ...choiceOf(record, 2), currency: 'EUR' })),
    );
    const shownProducts = [
      { without_tax: money(900, 'EUR', '€9.00'), with_tax: money(1080, 'EUR', '€10.80') },
      { without_tax: money(450, 'EUR', '€4.50'), with_tax: money(540, 'EUR', '€5.40') },
    ];
    expect(life.bundle.products).toStrictEqual(
      record.products.map((one, index) => ({ ...one, meta: { ...one.meta, display_price: shownProducts[index] } })),
    );
    // Monthly 1350; close at 10% off, with its USD-only fixed price: 1215; 20% off: 1080.
    const shownPlans = [
      { without_tax: money(1350, 'EUR', '€13.50'), with_tax: money(1620, 'EUR', '€16.20') },
      { without_tax: money(1215, 'EUR', '€12.15'), with_tax: money(1458, 'EUR', '€14.58') },
      { without_tax: money(1080, 'EUR', '€10.80'), with_tax: money(1296, 'EUR', '€12.96') },
    ];
    expect(life.bundle.plans).toStrictEqual(
      record.plans.map((one, index) => ({
        ...one,
        meta: { ...one.meta, active_plan: index === 2, display_price: shownPlans[index] },
      })),
    );
    expect(life.invoices.map((invoice) => invoice.amount)).toEqual([1080]);
  });

  it('2026: a product without a price in the currency, or without a display price, or without any price, stays as it is', async () => {
    const { write } = emulatorOf('2026');
    const record = await write((session) =>
      offeringOf(
        session,
        {
          products: [
            { name: 'Both', price: usdEur(1000, 900) },
            { name: 'Dollars', price: usd(500) },
            { name: 'Euros', price: { EUR: { amount: 300 } } },
            { name: 'Free of price' },
          ],
          plans: [{ name: 'Monthly' }],
        },
        20,
      ),
    );
    expect(record.products.map((one) => one.meta.display_price?.with_tax.amount)).toEqual([
      1200,
      600,
      undefined,
      undefined,
    ]);
    expect(planAt(record, 0).meta.price).toBeUndefined();
    const life = await write((session) =>
      createSubscription(session, inputOf('2026', { ...choiceOf(record, 0, 0), currency: 'EUR' })),
    );
    const [both, dollars, euros, none] = life.bundle.products as [Product, Product, Product, Product];
    expect(both).toStrictEqual({
      ...productAt(record, 0),
      meta: {
        ...productAt(record, 0).meta,
        display_price: { without_tax: money(900, 'EUR', '€9.00'), with_tax: money(1080, 'EUR', '€10.80') },
      },
    });
    expect(dollars).toBe(record.products[1]);
    expect(euros).toBe(record.products[2]);
    expect(none).toBe(record.products[3]);
    expect(life.bundle.plans).toStrictEqual([
      { ...planAt(record, 0), meta: { ...planAt(record, 0).meta, active_plan: true } },
    ]);
    expect(life.invoices.map((invoice) => invoice.amount)).toEqual([900]);
  });
});

describe('createSubscription: a free plan, and a currency without a price', () => {
  it('2024: a plan priced at 0 in the currency is free, not unpriced', async () => {
    const { write } = emulatorOf('2024');
    const record = await write((session) =>
      offeringOf(session, { products: [{ name: 'Free', price: usd(0) }], plans: [{ name: 'Monthly' }] }),
    );
    const life = await write((session) => createSubscription(session, inputOf('2024', { ...choiceOf(record, 0) })));
    expect(life.invoices.map((invoice) => [invoice.amount, invoice.outstanding])).toEqual([[0, false]]);
    expect(life.payments.map((payment) => [payment.amount, payment.success])).toEqual([[0, true]]);
  });

  it('2024: the plan has no price at all: a 400 on the currency, in 2024 words', async () => {
    const { write } = emulatorOf('2024');
    const record = await write((session) =>
      offeringOf(session, { products: [{ name: 'Unpriced' }], plans: [{ name: 'Monthly' }] }),
    );
    const offering = idOf(record.offering);
    expect(
      await refusal(
        write((session) =>
          createSubscription(session, inputOf('2024', { offering_id: offering, option_id: idOf(planAt(record, 0)) })),
        ),
      ),
    ).toBe(`400 data.currency must be a currency offering ${offering} has a price in for this plan, got "USD"`);
  });

  it("2024 prices all the offering's products: one free in EUR does not price the plan in EUR, under 2026 it does", async () => {
    const products = [
      { name: 'Free', price: usdEur(0, 0) },
      { name: 'Dollars', price: usd(500) },
    ];
    const old = emulatorOf('2024');
    const record = await old.write((session) => offeringOf(session, { products, plans: [{ name: 'Monthly' }] }));
    const offering = idOf(record.offering);
    expect(
      await refusal(
        old.write((session) =>
          createSubscription(
            session,
            inputOf('2024', { offering_id: offering, option_id: idOf(planAt(record, 0)), currency: 'EUR' }),
          ),
        ),
      ),
    ).toBe(`400 data.currency must be a currency offering ${offering} has a price in for this plan, got "EUR"`);
    const now = emulatorOf('2026');
    const same = await now.write((session) => offeringOf(session, { products, plans: [{ name: 'Monthly' }] }));
    const life = await now.write((session) =>
      createSubscription(session, inputOf('2026', { ...choiceOf(same, 0, 0), currency: 'EUR' })),
    );
    expect(life.invoices.map((invoice) => [invoice.amount, invoice.outstanding])).toEqual([[0, false]]);
  });

  it("2026: a pricing option's fixed price of 0 in the currency prices it", async () => {
    const { write } = emulatorOf('2026');
    const record = await write((session) =>
      offeringOf(session, {
        products: [{ name: 'Dollars', price: usd(100) }],
        plans: [{ name: 'Monthly', fixed_price: { EUR: { amount: 0 } } }],
      }),
    );
    const life = await write((session) =>
      createSubscription(session, inputOf('2026', { ...choiceOf(record, 0, 0), currency: 'EUR' })),
    );
    expect(life.invoices.map((invoice) => [invoice.amount, invoice.outstanding])).toEqual([[0, false]]);
  });

  it('2026: neither the plan nor the pricing option has a price: a 400 in 2026 words', async () => {
    const { write } = emulatorOf('2026');
    const record = await write((session) =>
      offeringOf(session, { products: [{ name: 'Unpriced' }], plans: [{ name: 'Monthly' }] }),
    );
    const offering = idOf(record.offering);
    expect(
      await refusal(
        write((session) =>
          createSubscription(
            session,
            inputOf('2026', {
              offering_id: offering,
              option_id: idOf(planAt(record, 0)),
              product_id: idOf(productAt(record, 0)),
            }),
          ),
        ),
      ),
    ).toBe(
      `400 data.currency must be a currency offering ${offering} has a price in for this plan and pricing option, got "USD"`,
    );
  });
});

describe('createSubscription: refusals naming the offering, plan and pricing option', () => {
  it('2024', async () => {
    const { write } = emulatorOf('2024');
    const record = await write((session) => offeringOf(session, TWO_PRODUCTS));
    const bare = await write((session) => offeringOf(session, { name: 'Bare', plans: [{ name: 'Monthly' }] }));
    const offering = idOf(record.offering);
    const option = idOf(planAt(record, 0));
    const create = (more: Partial<SubscriptionInput>) =>
      refusal(write((session) => createSubscription(session, inputOf('2024', more))));
    expect(await create({ option_id: option })).toBe(
      '400 data.offering_id is required unless data.offering_external_ref or an offering made inline is given',
    );
    expect(await create({ offering_id: UNKNOWN, option_id: option })).toBe(
      `400 data.offering_id must be the id of an offering, got "${UNKNOWN}"`,
    );
    expect(await create({ offering_external_ref: 'nope', option_id: option })).toBe(
      '400 data.offering_external_ref must be the external_ref of an offering, got "nope"',
    );
    expect(await create({ offering_id: offering })).toBe('400 data.plan_id is required to subscribe to an offering');
    expect(await create({ offering_id: offering, option_id: UNKNOWN })).toBe(
      `400 data.plan_id must be one of offering ${offering}'s plans, got "${UNKNOWN}"`,
    );
    expect(await create({ ...choiceOf(bare, 0) })).toBe(
      `400 data.offering_id must be an offering with at least one plan, got "${idOf(bare.offering)}"`,
    );
  });

  it('2026', async () => {
    const { write } = emulatorOf('2026');
    const record = await write((session) =>
      offeringOf(session, { ...TWO_PRODUCTS, associations: { p1: ['o1'], p2: ['o1', 'o2'] } }),
    );
    const offering = idOf(record.offering);
    const [o1, o2] = ids(record.plans) as [string, string];
    const [p1, p2] = ids(record.products) as [string, string];
    const create = (more: Partial<SubscriptionInput>) =>
      refusal(write((session) => createSubscription(session, inputOf('2026', { offering_id: offering, ...more }))));
    expect(await create({ product_id: p1 })).toBe('400 data.pricing_option_id is required to subscribe to an offering');
    expect(await create({ option_id: UNKNOWN, product_id: p1 })).toBe(
      `400 data.pricing_option_id must be one of offering ${offering}'s pricing options, got "${UNKNOWN}"`,
    );
    expect(await create({ option_id: o1 })).toBe('400 data.plan_id is required to subscribe to an offering');
    expect(await create({ option_id: o1, product_id: UNKNOWN })).toBe(
      `400 data.plan_id must be one of offering ${offering}'s plans, got "${UNKNOWN}"`,
    );
    expect(await create({ option_id: o2, product_id: p1 })).toBe(
      `400 data.pricing_option_id must be a pricing option plan ${p1} takes, got "${o2}"`,
    );
    const life = await write((session) =>
      createSubscription(session, inputOf('2026', { offering_id: offering, option_id: o2, product_id: p2 })),
    );
    expect([life.bundle.subscription.attributes.plan_id, life.bundle.planId]).toEqual([o2, p2]);
  });
});

describe('createSubscription: an offering made in the same call', () => {
  const products = [
    { name: 'Basic', price: usd(1000) },
    { name: 'Extra', price: usd(500) },
  ];

  async function made(version: ApiVersion, inline: SubscriptionInput['inline']) {
    const { write, view } = emulatorOf(version);
    const life = await write((session) => createSubscription(session, inputOf(version, { inline })));
    const session = view();
    const record = session.offerings.get(idOf(life.bundle.subscription.attributes.offering)) as OfferingRecord;
    return { life, record, chosen: [life.bundle.subscription.attributes.plan_id, life.bundle.planId] };
  }

  it('2024: the plan marked selected, wherever it is; the first product', async () => {
    const second = await made('2024', {
      name: 'Box',
      products,
      plans: [{ name: 'Monthly' }, { name: 'Yearly', billing_interval_type: 'year', meta: { selected: true } }],
    } as SubscriptionInput['inline']);
    expect(second.chosen).toEqual([idOf(planAt(second.record, 1)), idOf(productAt(second.record, 0))]);
    const first = await made('2024', {
      name: 'Box',
      products,
      plans: [
        { name: 'Monthly', meta: { selected: true } },
        { name: 'Yearly', billing_interval_type: 'year' },
      ],
    } as SubscriptionInput['inline']);
    expect(first.chosen).toEqual([idOf(planAt(first.record, 0)), idOf(productAt(first.record, 0))]);
  });

  it('2024: the plan named by its external_ref; the only plan; none chosen among several is a 400', async () => {
    const byRef = await made('2024', {
      name: 'Box',
      products,
      plans: [
        { name: 'Monthly', external_ref: 'm' },
        { name: 'Yearly', external_ref: 'y', billing_interval_type: 'year' },
      ],
      selectedOption: 'y',
    });
    expect(byRef.chosen).toEqual([idOf(planAt(byRef.record, 1)), idOf(productAt(byRef.record, 0))]);
    const only = await made('2024', { name: 'Box', products, plans: [{ name: 'Monthly' }] });
    expect(only.chosen).toEqual([idOf(planAt(only.record, 0)), idOf(productAt(only.record, 0))]);
    const { write } = emulatorOf('2024');
    const several = [{ name: 'Monthly' }, { name: 'Yearly', billing_interval_type: 'year' as const }];
    const refused =
      '400 the selected one of data.plans is required (meta.selected or its external_ref) when there are several';
    expect(
      await refusal(
        write((session) =>
          createSubscription(session, inputOf('2024', { inline: { name: 'Box', products, plans: several } })),
        ),
      ),
    ).toBe(refused);
    expect(
      await refusal(
        write((session) =>
          createSubscription(
            session,
            inputOf('2024', {
              inline: {
                name: 'Box',
                products,
                plans: [{ name: 'Monthly', external_ref: 'm' }],
                selectedOption: 'nope',
              },
            }),
          ),
        ),
      ),
    ).toBe(refused);
  });

  it('2026: the plan and pricing option chosen, or a 400 for each when there are several', async () => {
    const options = [
      { name: 'Monthly', external_ref: 'm' },
      { name: 'Yearly', external_ref: 'y', billing_interval_type: 'year' as const },
    ];
    const chosen = await made('2026', {
      name: 'Box',
      products: [
        { name: 'Basic', external_ref: 'b', price: usd(1000) },
        { name: 'Extra', external_ref: 'e', price: usd(500) },
      ],
      plans: options,
      selectedProduct: 'e',
      selectedOption: 'm',
    });
    expect(chosen.chosen).toEqual([idOf(planAt(chosen.record, 0)), idOf(productAt(chosen.record, 1))]);
    const { write } = emulatorOf('2026');
    const create = (inline: SubscriptionInput['inline']) =>
      refusal(write((session) => createSubscription(session, inputOf('2026', { inline }))));
    expect(await create({ name: 'Box', products, plans: options, selectedProduct: 'e' })).toBe(
      '400 the selected one of data.pricing_options is required (meta.selected or its external_ref) when there are several',
    );
    expect(await create({ name: 'Box', products, plans: options, selectedOption: 'y' })).toBe(
      '400 the selected one of data.plans is required (meta.selected or selected_plan) when there are several',
    );
  });
});

describe('updateSubscription: switching plan or pricing option', () => {
  /** A 2024 subscription in USD on the monthly option, made a second after its offering. */
  async function subscribed(version: ApiVersion, more: Partial<BuildInput> = {}) {
    const emulator = emulatorOf(version);
    const record = await emulator.write((session) => offeringOf(session, { ...TWO_PRODUCTS, ...more }));
    const life = await emulator.write((session) =>
      createSubscription(session, inputOf(version, { ...choiceOf(record, 0, 0), address_id: ADDRESS })),
    );
    const id = life.bundle.subscription.id as string;
    const update = (change: Omit<SubscriptionChange, 'version'>) =>
      emulator.write((session) => updateSubscription(session, id, { version, ...change }));
    return { ...emulator, record, life, id, update };
  }

  it('2024: from the next run, in the new option; its prices kept in the history; a close option sets the end', async () => {
    const { record, update } = await subscribed('2024');
    const [o1, o2] = ids(record.plans) as [string, string];
    const p1 = productAt(record, 0);
    const life = await update({ option_id: o2.toUpperCase() });
    const at = CLOCK + 2 * SEC;
    const next = Date.parse('2026-02-01T00:00:01Z');
    expect(life.priceHistory).toStrictEqual([
      {
        price_changes: { pricing_option_prices: { [o1]: {} }, plan_prices: { [idOf(p1)]: usdEur(1000, 900) } },
        valid_until: iso(at),
      },
    ]);
    expect(life.bundle.subscription.attributes.plan_id).toBe(o2);
    expect(activeFlags(life)).toEqual([false, true, false]);
    expect([life.firstRun, life.runs, life.paid]).toEqual([next, 0, 0]);
    expect(life.bundle.subscription.meta.timestamps).toStrictEqual({
      created_at: iso(CLOCK + SEC),
      updated_at: iso(at),
      end_date: '2026-05-01T00:00:01Z',
    });
    expect(life.invoices.map((invoice) => [invoice.amount, invoice.option])).toEqual([[1500, o1]]);
    // And back: the close option's percentage and fixed price are kept; a roll option has no end.
    const back = await update({ option_id: o1 });
    expect(back.priceHistory?.[1]).toStrictEqual({
      price_changes: {
        pricing_option_prices: { [o2]: { base_price_percentage: 10, fixed_price: usd(1200) } },
        plan_prices: { [idOf(p1)]: usdEur(1000, 900) },
      },
      valid_until: iso(at + SEC),
    });
    expect(back.bundle.subscription.meta.timestamps).toStrictEqual({
      created_at: iso(CLOCK + SEC),
      updated_at: iso(at + SEC),
    });
  });

  it('2026: another plan alone is a switch; from a plan without a price no plan price is kept', async () => {
    const { record, update } = await subscribed('2026', {
      products: [{ name: 'Unpriced' }, { name: 'Priced', price: usd(700) }],
      plans: [{ name: 'Fixed', fixed_price: usd(900) }],
    });
    const [o1] = ids(record.plans) as [string];
    const [p1, p2] = ids(record.products) as [string, string];
    const life = await update({ product_id: p2.toUpperCase() });
    expect(life.priceHistory).toStrictEqual([
      {
        price_changes: { pricing_option_prices: { [o1]: { fixed_price: usd(900) } } },
        valid_until: iso(CLOCK + 2 * SEC),
      },
    ]);
    expect([life.bundle.subscription.attributes.plan_id, life.bundle.planId]).toEqual([o1, p2]);
    const again = await update({ product_id: p1 });
    expect(again.priceHistory?.[1]).toStrictEqual({
      price_changes: { pricing_option_prices: { [o1]: { fixed_price: usd(900) } }, plan_prices: { [p2]: usd(700) } },
      valid_until: iso(CLOCK + 3 * SEC),
    });
    expect(again.bundle.planId).toBe(p1);
  });

  it('2026: the pricing options a plan takes', async () => {
    const { record, update } = await subscribed('2026', { associations: { p1: ['o1'], p2: ['o1', 'o2'] } });
    const [, o2] = ids(record.plans) as [string, string];
    const [p1, p2] = ids(record.products) as [string, string];
    expect(await refusal(update({ option_id: o2 }))).toBe(
      `400 data.attributes.pricing_option_id must be a pricing option plan ${p1} takes, got "${o2}"`,
    );
    const life = await update({ option_id: o2, product_id: p2 });
    expect([life.bundle.subscription.attributes.plan_id, life.bundle.planId]).toEqual([o2, p2]);
  });

  it('refusals of an option or plan the subscription does not have, in each version', async () => {
    const old = await subscribed('2024');
    expect(await refusal(old.update({ option_id: UNKNOWN }))).toBe(
      `400 data.attributes.plan_id must be one of the subscription's plans, got "${UNKNOWN}"`,
    );
    const now = await subscribed('2026');
    expect(await refusal(now.update({ option_id: UNKNOWN }))).toBe(
      `400 data.attributes.pricing_option_id must be one of the subscription's pricing options, got "${UNKNOWN}"`,
    );
    expect(await refusal(now.update({ product_id: UNKNOWN }))).toBe(
      `400 data.attributes.plan_id must be one of the subscription's plans, got "${UNKNOWN}"`,
    );
  });

  it('prorated on an offering with a proration policy: rounded as the policy says, or to the nearest day without it', async () => {
    const emulator = emulatorOf('2024');
    const record = await emulator.write((session) => {
      policyOf(session, 'up');
      return offeringOf(session, { ...TWO_PRODUCTS, prorationPolicyId: POLICY });
    });
    const input = inputOf('2024', { ...choiceOf(record, 0) });
    // Made a second apart, each in its 31-day period that cost 1500.
    const made = [
      await emulator.write((session) => createSubscription(session, input)),
      await emulator.write((session) => createSubscription(session, input)),
    ];
    const [o1, , o3] = ids(record.plans) as [string, string, string];
    const p1 = idOf(productAt(record, 0));
    await emulator.move(10.4 * DAY);
    const at = CLOCK + 2 * SEC + 10.4 * DAY;
    const end = Date.parse('2026-02-11T09:36:02Z');
    const up = await emulator.write((session) =>
      updateSubscription(session, (made[0] as Life).bundle.subscription.id as string, {
        version: '2024',
        option_id: o3,
      }),
    );
    // Up: 11 days used, 20 of 31 refunded (967); 20% off is 1200 a month.
    expect(up.invoices[1]).toStrictEqual({
      number: 2,
      start: at,
      end,
      amount: 233,
      outstanding: false,
      retriesLimitReached: false,
      createdAt: at,
      updatedAt: at,
      option: o3,
      plan: p1,
      proration: { policyId: POLICY, before: 1500, refunded: 967, cost: 1200, wasOption: o1, wasPlan: p1, at },
    });
    expect(up.payments[1]).toStrictEqual({
      invoice: 2,
      attempt: 1,
      at,
      amount: 233,
      gateway: 'elastic_path_payments_stripe',
      success: true,
    });
    expect([up.firstRun, up.runs, up.paid, up.bundle.subscription.meta.invoice_after]).toEqual([at, 1, 1, iso(end)]);
    // The policy gone from the store: the nearest day (10 used, 21 refunded: 1016).
    const nearest = await emulator.write((session) => {
      session.collection('proration-policies').remove(POLICY);
      return updateSubscription(session, (made[1] as Life).bundle.subscription.id as string, {
        version: '2024',
        option_id: o3,
      });
    });
    expect(nearest.invoices[1]?.proration).toStrictEqual({
      policyId: POLICY,
      before: 1500,
      refunded: 1016,
      cost: 1200,
      wasOption: o1,
      wasPlan: p1,
      at: at + SEC,
    });
    expect(nearest.invoices[1]?.amount).toBe(184);
  });

  it("the offering gone, its snapshot's policy; the offering's policy taken away, none", async () => {
    const emulator = emulatorOf('2026');
    const record = await emulator.write((session) => {
      policyOf(session, 'down');
      return offeringOf(session, { ...TWO_PRODUCTS, prorationPolicyId: POLICY });
    });
    const input = inputOf('2026', { ...choiceOf(record, 0, 0) });
    const first = await emulator.write((session) => createSubscription(session, input));
    const second = await emulator.write((session) => createSubscription(session, input));
    const [o1, , o3] = ids(record.plans) as [string, string, string];
    const [p1, p2] = ids(record.products) as [string, string];
    await emulator.move(10.4 * DAY);
    const at = CLOCK + 2 * SEC + 10.4 * DAY;
    const policyless = await emulator.write((session) => {
      updateOffering(session, idOf(record.offering), { prorationPolicyId: null });
      return updateSubscription(session, first.bundle.subscription.id as string, { version: '2026', option_id: o3 });
    });
    expect(policyless.invoices.length).toBe(1);
    expect([policyless.firstRun, policyless.runs]).toEqual([Date.parse('2026-02-01T00:00:01Z'), 0]);
    const gone = await emulator.write((session) => {
      deleteOffering(session, idOf(record.offering));
      return updateSubscription(session, second.bundle.subscription.id as string, {
        version: '2026',
        option_id: o3,
        product_id: p2,
      });
    });
    // Down: 10 days used, 21 of 31 refunded of 1000 (677); 20% off the 500 plan is 400.
    expect(gone.invoices[1]?.proration).toStrictEqual({
      policyId: POLICY,
      before: 1000,
      refunded: 677,
      cost: 400,
      wasOption: o1,
      wasPlan: p1,
      at: at + 3 * SEC,
    });
    expect(gone.invoices[1]?.amount).toBe(0);
  });
});

describe('updateSubscription: payment authority, address and go-live date', () => {
  async function subscribed(pending: boolean) {
    const emulator = emulatorOf('2024');
    const record = await emulator.write((session) => offeringOf(session, TWO_PRODUCTS));
    const life = await emulator.write((session) =>
      createSubscription(
        session,
        inputOf('2024', {
          ...choiceOf(record, 0),
          address_id: ADDRESS,
          pending,
        }),
      ),
    );
    const id = life.bundle.subscription.id as string;
    const update = (change: Omit<SubscriptionChange, 'version'>) =>
      emulator.write((session) => updateSubscription(session, id, { version: '2024', ...change }));
    const attributes = {
      account_id: ACCOUNT_ID,
      address_id: ADDRESS,
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      offering: record.offering,
      plan_id: idOf(planAt(record, 0)),
      currency: 'USD',
    };
    return { update, attributes, life };
  }

  it('changes only what is given; null takes the address away', async () => {
    const { update, attributes } = await subscribed(false);
    const same = await update({});
    expect(same.bundle.subscription.attributes).toStrictEqual(attributes);
    expect(same.priceHistory).toBeUndefined();
    expect(same.bundle.subscription.meta.timestamps.updated_at).toBe(iso(CLOCK + 2 * SEC));
    const paid = await update({ payment_authority: { type: 'authorize_net', customer_profile_id: 'cp_1' } });
    expect(paid.bundle.subscription.attributes).toStrictEqual({
      ...attributes,
      payment_authority: { type: 'authorize_net', customer_profile_id: 'cp_1' },
    });
    const moved = await update({ address_id: OTHER_ADDRESS });
    expect(moved.bundle.subscription.attributes).toStrictEqual({
      ...attributes,
      address_id: OTHER_ADDRESS,
      payment_authority: { type: 'authorize_net', customer_profile_id: 'cp_1' },
    });
    const { address_id: _address, ...without } = attributes;
    const cleared = await update({ address_id: null });
    expect(cleared.bundle.subscription.attributes).toStrictEqual({
      ...without,
      payment_authority: { type: 'authorize_net', customer_profile_id: 'cp_1' },
    });
  });

  it("a pending subscription's go-live date: set (to the second), kept, cleared", async () => {
    const { update, life } = await subscribed(true);
    const created = life.bundle.subscription.meta.timestamps.created_at;
    const set = await update({ go_live_after: '2026-03-01T10:00:00.750Z' });
    expect(set.bundle.subscription.meta.timestamps).toStrictEqual({
      created_at: created,
      updated_at: iso(CLOCK + 2 * SEC),
      go_live_after: '2026-03-01T10:00:00Z',
    });
    const kept = await update({ address_id: OTHER_ADDRESS });
    expect(kept.bundle.subscription.meta.timestamps).toStrictEqual({
      created_at: created,
      updated_at: iso(CLOCK + 3 * SEC),
      go_live_after: '2026-03-01T10:00:00Z',
    });
    const cleared = await update({ go_live_after: null });
    expect(cleared.bundle.subscription.meta.timestamps).toStrictEqual({
      created_at: created,
      updated_at: iso(CLOCK + 4 * SEC),
    });
  });

  it('a go-live date on a live subscription is a 400', async () => {
    const { update } = await subscribed(false);
    expect(await refusal(update({ go_live_after: '2026-03-01T10:00:00.750Z' }))).toBe(
      '400 data.attributes.go_live_after must be set on a pending subscription only, got "2026-03-01T10:00:00.750Z"',
    );
  });
});

describe('manageProducts', () => {
  /** A subscription to an offering of three products (1000, 500, 200 USD) and one 10%-off option, shown at 20% tax. */
  async function subscribed(version: ApiVersion, product = 0, currency = 'USD') {
    const emulator = emulatorOf(version);
    const record = await emulator.write((session) =>
      offeringOf(
        session,
        {
          products: [
            { name: 'One', price: usdEur(1000, 900) },
            { name: 'Two', price: usdEur(500, 450) },
            { name: 'Three', price: usdEur(200, 180) },
          ],
          plans: [{ name: 'Monthly', base_price_percentage: 10 }],
        },
        20,
      ),
    );
    const life = await emulator.write((session) =>
      createSubscription(
        session,
        inputOf(version, {
          ...choiceOf(record, 0),
          product_id: idOf(productAt(record, product)),
          currency,
        }),
      ),
    );
    const id = life.bundle.subscription.id as string;
    const manage = (actions: Parameters<typeof manageProducts>[2]) =>
      emulator.write((session) => manageProducts(session, id, actions, version));
    return { ...emulator, record, life, id, manage, products: ids(record.products) as [string, string, string] };
  }

  it("2024: detaching the plan's product moves it to the first left; the option repriced over what is left", async () => {
    const { manage, record, products } = await subscribed('2024');
    const [p1, p2, p3] = products;
    const life = await manage([{ type: 'detach', ids: [p1.toUpperCase()] }]);
    expect(ids(life.bundle.products)).toEqual([p2, p3]);
    expect(life.bundle.planId).toBe(p2);
    expect(life.bundle.products.map((one) => one.meta.display_price)).toStrictEqual([
      { without_tax: money(500, 'USD', '$5.00'), with_tax: money(600, 'USD', '$6.00') },
      { without_tax: money(200, 'USD', '$2.00'), with_tax: money(240, 'USD', '$2.40') },
    ]);
    // (500 + 200) less 10%, in each currency.
    expect(life.bundle.plans).toStrictEqual([
      {
        ...planAt(record, 0),
        meta: {
          ...planAt(record, 0).meta,
          active_plan: true,
          price: { USD: { amount: 630, includes_tax: false }, EUR: { amount: 567, includes_tax: false } },
          display_price: { without_tax: money(630, 'USD', '$6.30'), with_tax: money(756, 'USD', '$7.56') },
        },
      },
    ]);
    expect(life.bundle.subscription.relationships).toStrictEqual({
      products: {
        data: [
          { type: 'subscription_offering_product', id: p2 },
          { type: 'subscription_offering_product', id: p3 },
        ],
      },
      plans: { data: [{ type: 'subscription_offering_plan', id: idOf(planAt(record, 0)) }] },
    });
  });

  it('2024: attaching adds what the subscription does not have, once, after what it has', async () => {
    const { manage, products } = await subscribed('2024');
    const [p1, p2, p3] = products;
    const life = await manage([
      { type: 'detach', ids: [p2] },
      { type: 'attach', ids: [p2, p1] },
    ]);
    expect(ids(life.bundle.products)).toEqual([p1, p3, p2]);
    expect(life.bundle.planId).toBe(p1);
    const replaced = await manage([{ type: 'replace', ids: [p3, p2] }]);
    expect(ids(replaced.bundle.products)).toEqual([p3, p2]);
    expect(replaced.bundle.planId).toBe(p3);
  });

  it('2024: refusals, word for word', async () => {
    const { manage, record, products, write } = await subscribed('2024');
    const offering = idOf(record.offering);
    expect(await refusal(manage([{ type: 'detach', ids: [UNKNOWN.toUpperCase()] }]))).toBe(
      `400 data[].products must be one of the subscription's, got "${UNKNOWN}"`,
    );
    expect(await refusal(manage([{ type: 'attach', ids: [UNKNOWN] }]))).toBe(
      `400 data[].products must be one of offering ${offering}'s products, got "${UNKNOWN}"`,
    );
    expect(await refusal(manage([{ type: 'detach', ids: products }]))).toBe(
      '400 data[].products must be leaving the subscription at least one product, got ""',
    );
    await write((session) => deleteOffering(session, offering));
    expect(await refusal(manage([{ type: 'attach', ids: [products[0]] }]))).toBe(
      `400 data[].products must be one of offering ${offering}'s products, got "${products[0]}"`,
    );
  });

  it('2026: the active plan stays where it is, and cannot be detached', async () => {
    const { manage, products } = await subscribed('2026', 2);
    const [p1, p2, p3] = products;
    expect(await refusal(manage([{ type: 'detach', ids: [p3] }]))).toBe(
      `400 data[].plans must be not the active plan (switch plan first), got "${p3}"`,
    );
    expect(await refusal(manage([{ type: 'detach', ids: [UNKNOWN] }]))).toBe(
      `400 data[].plans must be one of the subscription's, got "${UNKNOWN}"`,
    );
    const life = await manage([{ type: 'detach', ids: [p1] }]);
    expect(ids(life.bundle.products)).toEqual([p2, p3]);
    expect(life.bundle.planId).toBe(p3);
  });

  it('a subscription whose snapshot has no 2026 extras: shown in its own currency, untaxed; switched and unprorated', async () => {
    const { write, manage, id, record, products } = await subscribed('2024', 0, 'EUR');
    await write((session) => {
      const life = session.subscriptions.get(id) as Life;
      const { extras: _extras, ...bundle } = life.bundle;
      session.subscriptions.replace({ ...life, bundle });
    });
    const life = await manage([{ type: 'detach', ids: [products[2]] }]);
    expect(life.bundle.extras).toBeUndefined();
    expect(life.bundle.products.map((one) => one.meta.display_price)).toStrictEqual([
      { without_tax: money(900, 'EUR', '€9.00'), with_tax: money(900, 'EUR', '€9.00') },
      { without_tax: money(450, 'EUR', '€4.50'), with_tax: money(450, 'EUR', '€4.50') },
    ]);
    expect(life.bundle.plans[0]?.meta.display_price).toStrictEqual({
      without_tax: money(1215, 'EUR', '€12.15'),
      with_tax: money(1215, 'EUR', '€12.15'),
    });
    const plan = idOf(planAt(record, 0));
    const switched = await write((session) => {
      deleteOffering(session, idOf(record.offering));
      return updateSubscription(session, id, { version: '2024', option_id: plan, product_id: products[1] });
    });
    expect(switched.bundle.planId).toBe(products[1]);
    expect(switched.invoices.length).toBe(1);
  });
});

describe('deleteSubscription', () => {
  it('takes the subscription away, in a write of its own', async () => {
    const { write, view } = emulatorOf('2024');
    const record = await write((session) => offeringOf(session, TWO_PRODUCTS));
    const life = await write((session) => createSubscription(session, inputOf('2024', { ...choiceOf(record, 0) })));
    const id = life.bundle.subscription.id as string;
    await write((session) => deleteSubscription(session, id));
    expect(view().subscriptions.get(id)).toBeUndefined();
    expect(view().clock).toBe(CLOCK + 2 * SEC);
  });
});
