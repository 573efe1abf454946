import { describe, expect, it } from 'vitest';
import {
  type ApiVersion,
  dunningRuleResponseSchema,
  type Invoice,
  type InvoicePayment,
  invoiceListSchema,
  invoicePaymentListSchema,
  invoicePaymentResponseSchema,
  invoiceResponseSchema,
  offeringList2026Schema,
  offeringListSchema,
  offeringResponse2026Schema,
  prorationPolicyRelationshipSchema,
  prorationPolicyResponseSchema,
  subscriptionList2026Schema,
  subscriptionListSchema,
  subscriptionResponse2026Schema,
  subscriptionResponseSchema,
  WELL_KNOWN_IDS,
} from '../../src/index.js';
import {
  type Invoice2026,
  invoiceList2026Schema,
  invoicePaymentRefundList2026Schema,
  invoicePaymentRefundResponse2026Schema,
  invoiceResponse2026Schema,
} from '../../src/schemas/index.js';
import { ADAPTERS, AUTH, SERVER_ADAPTERS, type Target, useTarget } from '../support/adapters.js';
import { expectCreated, expectError, expectOk } from './expect.js';

/**
 * The store's invoices (`/v2/subscriptions/invoices`), in both API versions, through every adapter: the store-wide
 * list, its pages and every filter its description documents (agreeing with each subscription's own invoices), one
 * invoice, its payments, a manual payment recorded with `UpdateInvoicePayment` (a `manual_payments` subscription's
 * pending payment, or the last failed one of an invoice dunning gave up on, after which the subscription may be
 * resumed), 2026 refunds (never more than what was paid), outstanding invoices after failed payments, a default
 * dunning rule changing the retries, and a switch prorated under an offering's proration policy (the numbers worked
 * out here from the policy's rounding and the period's days). Every case works in a session of its own.
 */

const INVOICES = '/v2/subscriptions/invoices';
const SUBSCRIPTIONS = '/v2/subscriptions/subscriptions';
const OFFERINGS = '/v2/subscriptions/offerings';
const RULES = '/v2/subscriptions/dunning-rules';
const POLICIES = '/v2/subscriptions/proration-policies';
const UNKNOWN = 'ffffffff-ffff-4fff-bfff-ffffffffffff';
const ACCOUNT = '11111111-2222-4333-8444-555555555555';
const OTHER_ACCOUNT = '22222222-3333-4444-8555-666666666666';
const DAY = 86_400_000;
/** Every session's clock starts here; the first write of a session is made at it, each later one a second on. */
const START = '2026-01-01T00:00:00Z';
const VERSIONS: readonly ApiVersion[] = ['2024', '2026'];
const CASES = ADAPTERS.flatMap((adapter) => VERSIONS.map((version) => [adapter, version] as const));
const FAILING = 'payments-failing';
/** How a path id that is not a UUID is refused: a 400 titled as the documents' ValidationError. */
const BAD_ID = { title: 'Validation Error' };

type AnyInvoice = Invoice | Invoice2026;

const SCHEMAS = {
  '2024': {
    list: invoiceListSchema,
    one: invoiceResponseSchema,
    subscription: subscriptionResponseSchema,
    subscriptions: subscriptionListSchema,
  },
  '2026': {
    list: invoiceList2026Schema,
    one: invoiceResponse2026Schema,
    subscription: subscriptionResponse2026Schema,
    subscriptions: subscriptionList2026Schema,
  },
} as const;

/** Headers naming a session (and a scenario). */
const as = (session: string, scenario?: string): Record<string, string> => ({
  'X-Emulator-Session': session,
  ...(scenario === undefined ? {} : { 'X-Emulator-Scenario': scenario }),
});

/** A write with a JSON body, in `session`. */
function send(api: Target, method: string, path: string, body: unknown, session: string, scenario?: string) {
  return api.fetch(path, {
    method,
    headers: { ...AUTH, 'Content-Type': 'application/json', ...as(session, scenario) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** The body of `UpdateInvoicePayment`. */
const outcome = (id: string, attributes: Record<string, unknown>) => ({
  data: { id, type: 'subscription_invoice_payment', attributes },
});

/** The body of `CreateInvoicePaymentRefund`. */
const refundOf = (amount: unknown, reason: unknown = 'Goodwill') => ({
  data: { type: 'subscription_invoice_payment_refund', attributes: { amount, reason } },
});

/** A lifecycle move. */
function move(api: Target, id: string, action: string, session: string, scenario?: string) {
  const body = { data: { type: 'subscription_state', attributes: { action } } };
  return send(api, 'POST', `${SUBSCRIPTIONS}/${id}/states`, body, session, scenario);
}

/** The ids of a relationship, whichever form its `data` takes. */
type Identified = { id: string } | { id: string }[] | null | undefined;
function idsOf(relationship: { data?: Identified } | undefined): string[] {
  const data = relationship?.data;
  if (data === null || data === undefined) return [];
  return Array.isArray(data) ? data.map((one) => one.id) : [data.id];
}

/** One way to subscribe: offering, 2026 plan, 2024 plan / 2026 pricing option, its billing and prices. */
interface Choice {
  offering: string;
  plan?: string;
  option: string;
  interval: string;
  frequency: number;
  trial: number;
  end: string;
  prices: Record<string, number>;
}

function pricesOf(map: Record<string, { amount: number }> | undefined): Record<string, number> {
  return Object.fromEntries(Object.entries(map ?? {}).map(([currency, price]) => [currency, price.amount]));
}

/** Every way to subscribe to the world's offerings (2024: offering × plan; 2026: offering × plan × its options). */
async function choices(api: Target, version: ApiVersion): Promise<Choice[]> {
  const found: Choice[] = [];
  const rules = (a: {
    billing_interval_type: string;
    billing_frequency: number;
    trial_period?: number | undefined;
    end_behavior: string;
  }) => ({
    interval: a.billing_interval_type,
    frequency: a.billing_frequency,
    trial: a.trial_period ?? 0,
    end: a.end_behavior,
  });
  if (version === '2026') {
    const page = await expectOk(
      await api.get(`${OFFERINGS}?include=plans,pricing_options&page[limit]=100`),
      offeringList2026Schema,
    );
    for (const offering of page.data) {
      const own = idsOf(offering.relationships?.pricing_options);
      for (const planId of idsOf(offering.relationships?.plans)) {
        const plan = page.included?.plans?.find((one) => one.id === planId);
        for (const optionId of idsOf(plan?.relationships?.pricing_options).filter((id) => own.includes(id))) {
          const option = page.included?.pricing_options?.find((one) => one.id === optionId);
          if (option === undefined) continue;
          const prices = pricesOf(option.meta.prices?.[planId]?.price);
          if (Object.keys(prices).length === 0) continue;
          found.push({
            offering: offering.id as string,
            plan: planId,
            option: optionId,
            prices,
            ...rules(option.attributes),
          });
        }
      }
    }
    return found;
  }
  const page = await expectOk(await api.get(`${OFFERINGS}?include=products,plans&page[limit]=100`), offeringListSchema);
  for (const offering of page.data) {
    for (const optionId of idsOf(offering.relationships?.plans)) {
      const plan = page.included?.plans?.find((one) => one.id === optionId);
      if (plan === undefined) continue;
      const prices = pricesOf(plan.meta.price);
      if (Object.keys(prices).length === 0) continue;
      found.push({ offering: offering.id as string, option: optionId, prices, ...rules(plan.attributes) });
    }
  }
  return found;
}

/** Billed in full at once, a month or more at a time: no trial, rolling on. */
const monthlyOrMore = (choice: Choice) =>
  choice.trial === 0 && choice.end === 'roll' && (choice.interval === 'month' || choice.interval === 'year');

/** `at` moved on by `count` billing intervals of `unit` (ms). */
function addInterval(at: number, unit: string, count: number): number {
  const date = new Date(at);
  if (unit === 'day') date.setUTCDate(date.getUTCDate() + count);
  else if (unit === 'week') date.setUTCDate(date.getUTCDate() + 7 * count);
  else if (unit === 'month') date.setUTCMonth(date.getUTCMonth() + count);
  else date.setUTCFullYear(date.getUTCFullYear() + count);
  return date.getTime();
}

const iso = (ms: number) => new Date(ms).toISOString().replace('.000Z', 'Z');

describe.each(CASES)('store invoices via %s, API %s', (adapter, version) => {
  const api = useTarget(adapter, { apiVersion: version });
  const schemas = SCHEMAS[version];
  const optionField = version === '2024' ? 'plan_id' : 'pricing_option_id';

  /** A page of the store-wide list. */
  async function list(query: string, session: string, scenario?: string) {
    return expectOk(await api.get(`${INVOICES}?${query}`, as(session, scenario)), schemas.list);
  }
  /** Every invoice the store-wide list gives for `filter`, page by page (`limit` a page). */
  async function all(filter: string, session: string, scenario?: string, limit = 100): Promise<AnyInvoice[]> {
    const found: AnyInvoice[] = [];
    for (let offset = 0; ; offset += limit) {
      const page = await list(`${filter}page[limit]=${limit}&page[offset]=${offset}`, session, scenario);
      found.push(...page.data);
      if (offset + limit >= page.meta.results.total) {
        expect(found).toHaveLength(page.meta.results.total);
        return found;
      }
    }
  }
  async function subscriptions(session: string, scenario?: string) {
    return (
      await expectOk(await api.get(`${SUBSCRIPTIONS}?page[limit]=100`, as(session, scenario)), schemas.subscriptions)
    ).data;
  }
  async function subscription(id: string, session: string, scenario?: string) {
    return (await expectOk(await api.get(`${SUBSCRIPTIONS}/${id}`, as(session, scenario)), schemas.subscription)).data;
  }
  /** A subscription's own invoice list, whole. */
  async function ownInvoices(id: string, session: string, scenario?: string): Promise<AnyInvoice[]> {
    const response = await api.get(`${SUBSCRIPTIONS}/${id}/invoices?page[limit]=100`, as(session, scenario));
    return (await expectOk(response, schemas.list)).data;
  }
  async function invoice(id: string, session: string, scenario?: string): Promise<AnyInvoice> {
    return (await expectOk(await api.get(`${INVOICES}/${id}`, as(session, scenario)), schemas.one)).data;
  }
  async function payments(invoiceId: string, session: string, scenario?: string): Promise<InvoicePayment[]> {
    const response = await api.get(`${INVOICES}/${invoiceId}/payments?page[limit]=100`, as(session, scenario));
    return (await expectOk(response, invoicePaymentListSchema)).data;
  }
  async function create(choice: Choice, session: string, extra: Record<string, unknown> = {}) {
    const currency = Object.keys(choice.prices)[0] as string;
    const ids =
      version === '2026' ? { plan_id: choice.plan, pricing_option_id: choice.option } : { plan_id: choice.option };
    const body = {
      data: {
        account_id: ACCOUNT,
        offering_id: choice.offering,
        ...ids,
        currency,
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        manual_payments: false,
        ...extra,
      },
    };
    return (await expectCreated(await send(api, 'POST', SUBSCRIPTIONS, body, session), schemas.subscription)).data;
  }
  /** Records a payment's outcome (`UpdateInvoicePayment`). */
  function settle(
    invoiceId: string,
    paymentId: string,
    attributes: Record<string, unknown>,
    session: string,
    scenario?: string,
  ) {
    return send(
      api,
      'PUT',
      `${INVOICES}/${invoiceId}/payments/${paymentId}`,
      outcome(paymentId, attributes),
      session,
      scenario,
    );
  }

  // -------------------------------------------------------------------------------------------------------------
  // The store-wide list

  it("ListInvoices: every subscription's invoices, in creation order, page by page, each as its own list and GET give it", async () => {
    const session = 'store-list';
    const lives = await subscriptions(session);
    const own = new Map<string, AnyInvoice>();
    for (const life of lives)
      for (const one of await ownInvoices(life.id as string, session)) own.set(one.id as string, one);
    const whole = await all('', session);
    expect(whole).toHaveLength(own.size);
    for (const one of whole) expect(one).toEqual(own.get(one.id as string));
    const created = whole.map((one) => one.attributes.created_at);
    expect(created).toEqual([...created].sort());
    // Smaller pages give the same invoices in the same order, and say where they are.
    expect(await all('', session, undefined, 3)).toEqual(whole);
    const page = await list('page[limit]=2&page[offset]=2', session);
    expect(page.data).toEqual(whole.slice(2, 4));
    expect(page.meta).toEqual({
      page: { limit: 2, offset: 2, current: 2, total: Math.ceil(whole.length / 2) },
      results: { total: whole.length },
    });
    expect(page.links.next).toContain('page%5Boffset%5D=4');
    expect(page.links.prev).toContain('page%5Boffset%5D=0');
    // The path without /v2 answers the same.
    expect(
      (await expectOk(await api.get('/subscriptions/invoices?page[limit]=100', as(session)), schemas.list)).data,
    ).toEqual(whole.slice(0, 100));
    // A new subscription's first invoice comes last (it is the newest), in its session only.
    const choice = (await choices(api, version)).find(monthlyOrMore) as Choice;
    const made = await create(choice, session);
    const after = await all('', session);
    expect(after.slice(0, -1)).toEqual(whole);
    expect(after.at(-1)?.meta.subscription_id).toBe(made.id);
    expect(after.at(-1)?.attributes.created_at).toBe(START);
    expect(await all('', 'store-list-elsewhere')).toEqual(whole);
    await expectError(
      await api.get(`${INVOICES}/${after.at(-1)?.id}`, as('store-list-elsewhere')),
      404,
      after.at(-1)?.id,
    );
  });

  it('ListInvoices pages: page[limit] over 100 and page[offset] over 10,000 or negative are a 400 naming the parameter', async () => {
    await expectError(await api.get(`${INVOICES}?page[limit]=101`, as('pages')), 400, 'page[limit]');
    await expectError(await api.get(`${INVOICES}?page[offset]=10001`, as('pages')), 400, 'page[offset]');
    await expectError(await api.get(`${INVOICES}?page[offset]=-1`, as('pages')), 400, 'page[offset]');
    const beyond = await list('page[offset]=1000', 'pages');
    expect(beyond.data).toEqual([]);
  });

  it('filter=eq(outstanding,true) finds the unpaid invoices (the dunning guide’s call), eq(outstanding,false) the rest', async () => {
    const session = 'outstanding';
    const whole = await all('', session);
    const unpaid = await all('filter=eq(outstanding,true)&', session);
    const paid = await all('filter=eq(outstanding,false)&', session);
    expect(unpaid.length).toBeGreaterThan(0);
    expect(unpaid).toEqual(whole.filter((one) => one.attributes.outstanding));
    expect(paid).toEqual(whole.filter((one) => !one.attributes.outstanding));
    // The world's suspended subscription is one of them: its last invoice, past its retries.
    const suspended = unpaid.filter((one) => one.meta.subscription_id === WELL_KNOWN_IDS.suspended);
    expect(suspended.map((one) => one.attributes.payment_retries_limit_reached)).toEqual([true]);
    expect(suspended[0]).toEqual((await ownInvoices(WELL_KNOWN_IDS.suspended, session)).at(-1));
    // A value that is not a boolean is a 400 naming the filter.
    await expectError(await api.get(`${INVOICES}?filter=eq(outstanding,maybe)`, as(session)), 400, 'eq(outstanding,');
    await expectError(await api.get(`${INVOICES}?filter=eq(tax_required,1)`, as(session)), 400, 'eq(tax_required,');
  });

  it('filter=eq(subscription_id,...) is that subscription’s own list; eq(subscriber_id,...) its account’s subscriptions’', async () => {
    const session = 'by-subscription';
    const lives = await subscriptions(session);
    for (const life of lives) {
      const id = life.id as string;
      expect(await all(`filter=eq(subscription_id,${id})&`, session)).toEqual(await ownInvoices(id, session));
      // Ids compare in any case.
      expect(await all(`filter=eq(subscription_id,${id.toUpperCase()})&`, session)).toEqual(
        await ownInvoices(id, session),
      );
    }
    const whole = await all('', session);
    for (const account of new Set(lives.map((life) => life.attributes.account_id))) {
      const mine = new Set(lives.filter((life) => life.attributes.account_id === account).map((life) => life.id));
      const found = await all(`filter=eq(subscriber_id,${account})&`, session);
      expect(found.length).toBeGreaterThan(0);
      expect(found).toEqual(whole.filter((one) => mine.has(one.meta.subscription_id)));
      expect(found.every((one) => one.meta.subscriber_id === account)).toBe(true);
    }
    expect(await all(`filter=eq(subscription_id,${UNKNOWN})&`, session)).toEqual([]);
    expect(await all(`filter=eq(subscriber_id,${UNKNOWN})&`, session)).toEqual([]);
    // A subscription made in the session: its account's invoices are its own.
    const choice = (await choices(api, version)).find(monthlyOrMore) as Choice;
    const made = await create(choice, session, { account_id: OTHER_ACCOUNT });
    const own = await ownInvoices(made.id as string, session);
    expect(own).toHaveLength(1);
    expect(await all(`filter=eq(subscriber_id,${OTHER_ACCOUNT})&`, session)).toEqual(own);
    expect(await all(`filter=eq(subscriber_id,${OTHER_ACCOUNT})&`, 'by-subscription-elsewhere')).toEqual([]);
  });

  it('filters combine (all must hold); eq(tax_required,false) is every invoice, true none; unknown fields are a 400', async () => {
    const session = 'combined';
    const whole = await all('', session);
    expect(await all('filter=eq(tax_required,false)&', session)).toEqual(whole);
    expect(await all('filter=eq(tax_required,true)&', session)).toEqual([]);
    const id = WELL_KNOWN_IDS.suspended;
    const own = await ownInvoices(id, session);
    expect(await all(`filter=eq(subscription_id,${id}):eq(outstanding,true)&`, session)).toEqual(
      own.filter((one) => one.attributes.outstanding),
    );
    expect(await all(`filter=eq(subscription_id,${id}):eq(outstanding,false)&`, session)).toEqual(
      own.filter((one) => !one.attributes.outstanding),
    );
    const account = (await subscription(id, session)).attributes.account_id;
    expect(await all(`filter=eq(subscriber_id,${account}):eq(subscription_id,${id})&`, session)).toEqual(own);
    expect(await all(`filter=eq(subscriber_id,${UNKNOWN}):eq(subscription_id,${id})&`, session)).toEqual([]);
    await expectError(await api.get(`${INVOICES}?filter=eq(number,1)`, as(session)), 400, 'number');
    await expectError(await api.get(`${INVOICES}?filter=like(subscription_id,${id})`, as(session)), 400, 'like');
    await expectError(await api.get(`${INVOICES}?filter=in(outstanding,true)`, as(session)), 400, 'outstanding');
  });

  if (version === '2026') {
    it('2026 filter=in(subscription_id,a,b) and in(subscriber_id,a,b): the invoices of any of them', async () => {
      const session = 'in-filter';
      const whole = await all('', session);
      const lives = await subscriptions(session);
      const [a, b] = [WELL_KNOWN_IDS.active, WELL_KNOWN_IDS.suspended];
      expect(await all(`filter=in(subscription_id,${a},${b})&`, session)).toEqual(
        whole.filter((one) => one.meta.subscription_id === a || one.meta.subscription_id === b),
      );
      const accounts = [...new Set(lives.map((life) => life.attributes.account_id))].slice(0, 2);
      expect(await all(`filter=in(subscriber_id,${accounts.join(',')})&`, session)).toEqual(
        whole.filter((one) => accounts.includes(one.meta.subscriber_id as string)),
      );
      expect(await all(`filter=in(subscription_id,${a},${UNKNOWN})&`, session)).toEqual(await ownInvoices(a, session));
    });
  } else {
    it('2024 documents eq only: filter=in(subscription_id,...) is a 400 naming the operator', async () => {
      const response = await api.get(`${INVOICES}?filter=in(subscription_id,${WELL_KNOWN_IDS.active})`, as('in-2024'));
      await expectError(response, 400, '"in" is not supported');
    });
  }

  // -------------------------------------------------------------------------------------------------------------
  // One invoice, its payments

  it('GetInvoice: the invoice its subscription gives; an unknown id a 404 naming it, one not a UUID a 400', async () => {
    const session = 'get';
    const own = await ownInvoices(WELL_KNOWN_IDS.active, session);
    for (const one of own) {
      expect(await invoice(one.id as string, session)).toEqual(one);
      expect(await invoice((one.id as string).toUpperCase(), session)).toEqual(one);
      const nested = await api.get(`${SUBSCRIPTIONS}/${WELL_KNOWN_IDS.active}/invoices/${one.id}`, as(session));
      expect((await expectOk(nested, schemas.one)).data).toEqual(one);
    }
    await expectError(await api.get(`${INVOICES}/${UNKNOWN}`, as(session)), 404, UNKNOWN);
    await expectError(await api.get(`${INVOICES}/not-a-uuid`, as(session)), 400, 'invoice_uuid', BAD_ID);
    await expectError(await api.get(`${INVOICES}/not-a-uuid/payments`, as(session)), 400, 'invoice_uuid', BAD_ID);
    await expectError(await api.get(`${INVOICES}/${UNKNOWN}/payments`, as(session)), 404, UNKNOWN);
  });

  it('ListInvoicePayments and GetInvoicePayment: the attempts its subscription gives, oldest first; 404 and 400', async () => {
    const session = 'payments';
    const id = WELL_KNOWN_IDS.suspended;
    const own = await ownInvoices(id, session);
    const last = own.at(-1) as AnyInvoice;
    const attempts = await payments(last.id as string, session);
    expect(attempts).toHaveLength(11);
    const nested = await api.get(`${SUBSCRIPTIONS}/${id}/invoices/${last.id}/payments?page[limit]=100`, as(session));
    expect((await expectOk(nested, invoicePaymentListSchema)).data).toEqual(attempts);
    const times = attempts.map((payment) => payment.meta.timestamps.created_at);
    expect(times).toEqual([...times].sort());
    for (const payment of attempts) {
      expect(payment.meta).toMatchObject({ invoice_id: last.id, subscription_id: id, manual_payment: false });
      expect(payment.attributes).toMatchObject({ success: false, amount: last.meta.price });
      expect(payment.attributes.failure_detail?.reason).toBeTruthy();
      const one = await api.get(`${INVOICES}/${last.id}/payments/${payment.id}`, as(session));
      expect((await expectOk(one, invoicePaymentResponseSchema)).data).toEqual(payment);
    }
    const page = await expectOk(
      await api.get(`${INVOICES}/${last.id}/payments?page[limit]=4&page[offset]=8`, as(session)),
      invoicePaymentListSchema,
    );
    expect(page.data).toEqual(attempts.slice(8));
    expect(page.meta.results.total).toBe(11);
    // A payment of another invoice is not this invoice's.
    const paid = own[0] as AnyInvoice;
    const [first] = await payments(paid.id as string, session);
    expect(first?.attributes.success).toBe(true);
    expect(first?.attributes.amount).toEqual(paid.meta.price);
    await expectError(await api.get(`${INVOICES}/${last.id}/payments/${first?.id}`, as(session)), 404, first?.id);
    await expectError(await api.get(`${INVOICES}/${last.id}/payments/${UNKNOWN}`, as(session)), 404, UNKNOWN);
    await expectError(await api.get(`${INVOICES}/${last.id}/payments/nope`, as(session)), 400, 'payment_uuid', BAD_ID);
  });

  // -------------------------------------------------------------------------------------------------------------
  // Manual payments

  it('a manual_payments subscription: its invoice waits with a pending payment; PUT success: true pays it', async () => {
    const session = 'manual';
    const choice = (await choices(api, version)).find(monthlyOrMore) as Choice;
    const made = await create(choice, session, { manual_payments: true });
    const id = made.id as string;
    const [first] = await ownInvoices(id, session);
    expect(first?.attributes).toMatchObject({ outstanding: true, manual_payment_pending: true, number: 1 });
    const invoiceId = first?.id as string;
    expect(await all(`filter=eq(outstanding,true):eq(subscription_id,${id})&`, session)).toEqual([first]);
    const [pending, ...more] = await payments(invoiceId, session);
    expect(more).toEqual([]);
    expect(pending?.attributes).toEqual({
      success: false,
      pending: true,
      gateway: expect.any(String),
      amount: first?.meta.price,
    });
    expect(pending?.meta).toMatchObject({ manual_payment: true, invoice_id: invoiceId, subscription_id: id });
    const paymentId = pending?.id as string;

    // What the body must be: a 400 naming the field, and nothing changes.
    await expectError(await settle(invoiceId, paymentId, {}, session), 400, 'data.attributes.success');
    await expectError(await settle(invoiceId, paymentId, { success: 'yes' }, session), 400, 'data.attributes.success');
    const wrongId = await send(
      api,
      'PUT',
      `${INVOICES}/${invoiceId}/payments/${paymentId}`,
      outcome(UNKNOWN, { success: true }),
      session,
    );
    await expectError(wrongId, 400, 'data.id');
    const wrongType = await send(
      api,
      'PUT',
      `${INVOICES}/${invoiceId}/payments/${paymentId}`,
      { data: { id: paymentId, type: 'subscription_invoice', attributes: { success: true } } },
      session,
    );
    await expectError(wrongType, 400, 'data.type');
    await expectError(
      await settle(invoiceId, paymentId, { success: true, payment_taken_at: '2030-01-01T00:00:00Z' }, session),
      400,
      'data.attributes.payment_taken_at',
    );
    await expectError(
      await settle(invoiceId, paymentId, { success: true, payment_taken_at: 'yesterday' }, session),
      400,
      'data.attributes.payment_taken_at',
    );
    await expectError(
      await settle(invoiceId, paymentId, { success: true, external_payment_id: 'x'.repeat(1025) }, session),
      400,
      'data.attributes.external_payment_id',
    );
    await expectError(await settle(invoiceId, UNKNOWN, { success: true }, session), 404, UNKNOWN);
    await expectError(await settle(UNKNOWN, paymentId, { success: true }, session), 404, UNKNOWN);
    expect(await payments(invoiceId, session)).toEqual([pending]);

    const taken = '2025-12-31T12:00:00Z';
    const settled = await expectOk(
      await settle(
        invoiceId,
        paymentId,
        { success: true, external_payment_id: 'ch_ext_1', payment_taken_at: taken },
        session,
      ),
      invoicePaymentResponseSchema,
    );
    expect(settled.data.attributes).toEqual({
      success: true,
      pending: false,
      gateway: pending?.attributes.gateway,
      amount: first?.meta.price,
      external_payment_id: 'ch_ext_1',
    });
    expect(settled.data.meta.timestamps).toMatchObject({ payment_taken_at: taken, created_at: START });
    expect((await payments(invoiceId, session))[0]).toEqual(settled.data);
    const paid = await invoice(invoiceId, session);
    expect(paid.attributes).toMatchObject({ outstanding: false, manual_payment_pending: false });
    expect(paid.attributes.updated_at).toBe(settled.data.meta.timestamps.updated_at);
    expect(await all(`filter=eq(outstanding,true):eq(subscription_id,${id})&`, session)).toEqual([]);
    expect((await subscription(id, session)).meta.status).toBe('active');
    // Settled once: a second outcome is a 409 saying so.
    await expectError(await settle(invoiceId, paymentId, { success: false }, session), 409, 'succeeded already');
    // The session's write is its own.
    await expectError(await api.get(`${INVOICES}/${invoiceId}`, as('manual-elsewhere')), 404, invoiceId);
  });

  it('a failed manual payment: not pending, the invoice still outstanding; the next retry a new pending payment', async () => {
    const session = 'manual-failed';
    const choice = (await choices(api, version)).find(monthlyOrMore) as Choice;
    const made = await create(choice, session, { manual_payments: true });
    const [first] = await ownInvoices(made.id as string, session);
    const invoiceId = first?.id as string;
    const [pending] = await payments(invoiceId, session);
    const failed = await expectOk(
      await settle(invoiceId, pending?.id as string, { success: false, failure_detail: 'insufficient funds' }, session),
      invoicePaymentResponseSchema,
    );
    expect(failed.data.attributes).toMatchObject({
      success: false,
      pending: false,
      failure_detail: { reason: 'insufficient funds' },
    });
    expect(failed.data.meta.timestamps).not.toHaveProperty('payment_taken_at');
    expect((await invoice(invoiceId, session)).attributes).toMatchObject({
      outstanding: true,
      manual_payment_pending: false,
    });
    await expectError(
      await settle(invoiceId, pending?.id as string, { success: true }, session),
      409,
      'still being retried',
    );
    await api.emulator.clock.advance('P1D', { session });
    const [again, retry] = await payments(invoiceId, session);
    expect(again).toEqual(failed.data);
    expect(retry?.attributes).toMatchObject({ success: false, pending: true, amount: first?.meta.price });
    expect((await invoice(invoiceId, session)).attributes.manual_payment_pending).toBe(true);
    // The earlier attempt is not the one to settle now.
    await expectError(await settle(invoiceId, pending?.id as string, { success: true }, session), 409, 'attempt 2');
    const ok = await expectOk(
      await settle(invoiceId, retry?.id as string, { success: true }, session),
      invoicePaymentResponseSchema,
    );
    expect(ok.data.meta.timestamps.payment_taken_at).toBe(ok.data.meta.timestamps.updated_at);
    expect((await invoice(invoiceId, session)).attributes.outstanding).toBe(false);
  });

  it('PUT on a payment a gateway took is a 409: only a pending manual payment, or the last failed one after dunning', async () => {
    const session = 'gateway';
    const [paid] = await ownInvoices(WELL_KNOWN_IDS.active, session);
    const [taken] = await payments(paid?.id as string, session);
    expect(taken?.attributes.success).toBe(true);
    await expectError(
      await settle(paid?.id as string, taken?.id as string, { success: true }, session),
      409,
      'succeeded already',
    );
    const last = (await ownInvoices(WELL_KNOWN_IDS.suspended, session)).at(-1) as AnyInvoice;
    const attempts = await payments(last.id as string, session);
    await expectError(
      await settle(last.id as string, attempts[0]?.id as string, { success: true }, session),
      409,
      'attempt 11',
    );
    await expectError(
      await settle(last.id as string, attempts[10]?.id as string, { success: false }, session),
      409,
      'failed already',
    );
    expect(await payments(last.id as string, session)).toEqual(attempts);
  });

  it('the money adds up: a suspended subscription’s unpaid invoice paid by hand closes it, and resume brings it back', async () => {
    const session = 'pay-and-resume';
    const id = WELL_KNOWN_IDS.suspended;
    const before = await subscription(id, session);
    expect(before.meta).toMatchObject({ suspended: true, status: 'inactive' });
    const [unpaid, ...others] = await all(`filter=eq(outstanding,true):eq(subscription_id,${id})&`, session);
    expect(others).toEqual([]);
    await expectError(await move(api, id, 'resume', session), 422, `invoice ${unpaid?.attributes.number} is unpaid`);
    const attempts = await payments(unpaid?.id as string, session);
    const last = attempts.at(-1) as InvoicePayment;
    const settled = await expectOk(
      await settle(
        unpaid?.id as string,
        last.id as string,
        { success: true, external_payment_id: 'bank-transfer-7' },
        session,
      ),
      invoicePaymentResponseSchema,
    );
    // What it records: the invoice's whole price, taken now, the payment's id and who took it kept.
    expect(settled.data).toMatchObject({
      id: last.id,
      attributes: {
        success: true,
        amount: unpaid?.meta.price,
        gateway: last.attributes.gateway,
        external_payment_id: 'bank-transfer-7',
      },
      meta: {
        manual_payment: false,
        timestamps: { created_at: last.meta.timestamps.created_at, payment_taken_at: START },
      },
    });
    expect(settled.data.attributes).not.toHaveProperty('failure_detail');
    const closed = await invoice(unpaid?.id as string, session);
    expect(closed.attributes).toMatchObject({ outstanding: false, payment_retries_limit_reached: true });
    expect(await all(`filter=eq(outstanding,true):eq(subscription_id,${id})&`, session)).toEqual([]);
    const succeeded = (await payments(unpaid?.id as string, session)).filter((payment) => payment.attributes.success);
    expect(succeeded.map((payment) => payment.attributes.amount.amount)).toEqual([closed.meta.price.amount]);
    // Still suspended until resumed: then active, billed again from now.
    expect((await subscription(id, session)).meta).toMatchObject({ suspended: true, status: 'inactive' });
    const resumed = await move(api, id, 'resume', session);
    expect(resumed.status, await resumed.clone().text()).toBe(204);
    const after = await subscription(id, session);
    expect(after.meta).toMatchObject({ suspended: false, status: 'active' });
    expect(Date.parse(after.meta.invoice_after)).toBeGreaterThan(Date.parse(START));
    // The world is as it was.
    expect(await subscription(id, 'pay-and-resume-elsewhere')).toEqual(before);
  });

  it('a payment made by hand after a tax run takes the taxed total, not what the failed attempt asked', async () => {
    const session = 'pay-after-tax';
    const id = WELL_KNOWN_IDS.suspended;
    const [unpaid] = await all(`filter=eq(outstanding,true):eq(subscription_id,${id})&`, session);
    const items = [{ type: 'tax_item', name: 'VAT', rate: 0.2 }];
    const job = await api.fetch('/v2/subscriptions/jobs', {
      method: 'POST',
      headers: { ...AUTH, 'Content-Type': 'application/json', 'X-Emulator-Session': session },
      body: JSON.stringify({
        data: {
          type: 'subscription_job',
          attributes: { job_type: 'tax-run', taxes: [{ invoice_id: unpaid?.id, tax_items: items }] },
        },
      }),
    });
    expect(job.status).toBe(201);
    await api.emulator.clock.advance('PT2S', { session });
    const taxed = await invoice(unpaid?.id as string, session);
    expect(taxed.meta.price.amount).toBeGreaterThan(unpaid?.meta.price.amount as number);
    const last = (await payments(unpaid?.id as string, session)).at(-1) as InvoicePayment;
    const settled = await expectOk(
      await settle(unpaid?.id as string, last.id as string, { success: true }, session),
      invoicePaymentResponseSchema,
    );
    expect(settled.data.attributes.amount).toEqual(taxed.meta.price);
  });

  // -------------------------------------------------------------------------------------------------------------
  // Failed payments, dunning

  it(`in ${FAILING}, the next run's invoice is outstanding after its failed payment, retried daily until dunning gives up`, async () => {
    const session = 'failing';
    const id = WELL_KNOWN_IDS.active;
    const was = await subscription(id, session, FAILING);
    const next = Date.parse(was.meta.invoice_after);
    const before = await all('filter=eq(outstanding,true)&', session, FAILING);
    await api.emulator.clock.set(iso(next), { session, scenario: FAILING });
    const unpaid = await all('filter=eq(outstanding,true)&', session, FAILING);
    const fresh = unpaid.filter((one) => !before.some((old) => old.id === one.id));
    expect(fresh).toHaveLength(1);
    const [made] = fresh as [AnyInvoice];
    expect(made.meta.subscription_id).toBe(id);
    expect(made.attributes).toMatchObject({
      outstanding: true,
      payment_retries_limit_reached: false,
      billing_period: { start: iso(next) },
    });
    expect(made).toEqual((await ownInvoices(id, session, FAILING)).at(-1));
    const [failed] = await payments(made.id as string, session, FAILING);
    expect(failed?.attributes).toMatchObject({ success: false, amount: made.meta.price });
    expect(failed?.meta.timestamps.created_at).toBe(iso(next));
    expect((await subscription(id, session, FAILING)).meta.suspended).toBe(false);
    // Ten daily retries later: 11 failed attempts, the limit reached, the world's action (suspend).
    await api.emulator.clock.set(iso(next + 10 * DAY), { session, scenario: FAILING });
    const attempts = await payments(made.id as string, session, FAILING);
    expect(attempts.map((payment) => (Date.parse(payment.meta.timestamps.created_at) - next) / DAY)).toEqual([
      0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10,
    ]);
    expect(attempts.every((payment) => !payment.attributes.success)).toBe(true);
    expect((await invoice(made.id as string, session, FAILING)).attributes).toMatchObject({
      outstanding: true,
      payment_retries_limit_reached: true,
    });
    expect((await subscription(id, session, FAILING)).meta).toMatchObject({ suspended: true, status: 'inactive' });
  });

  it('a default dunning rule of 2 retries, 2 days apart, then close: 3 failed payments, the invoice given up on at day 4', async () => {
    const session = 'rule';
    const id = WELL_KNOWN_IDS.active;
    const rule = {
      data: {
        type: 'subscription_dunning_rule',
        attributes: {
          payment_retry_type: 'fixed',
          payment_retries_limit: 2,
          payment_retry_interval: 2,
          payment_retry_unit: 'day',
          action: 'close',
          default: true,
        },
      },
    };
    await expectCreated(await send(api, 'POST', RULES, rule, session, FAILING), dunningRuleResponseSchema);
    const next = Date.parse((await subscription(id, session, FAILING)).meta.invoice_after);
    const lastOf = async (name: string) => (await ownInvoices(id, name, FAILING)).at(-1) as AnyInvoice;

    // Three days in: two attempts, still retried, as it would be without the rule after two days.
    await api.emulator.clock.set(iso(next + 3 * DAY), { session, scenario: FAILING });
    let last = await lastOf(session);
    expect((await payments(last.id as string, session, FAILING)).length).toBe(2);
    expect(last.attributes.payment_retries_limit_reached).toBe(false);
    expect((await subscription(id, session, FAILING)).meta.closed).toBe(false);
    // Day 4: the third and last attempt, then the rule's action.
    await api.emulator.clock.set(iso(next + 4 * DAY), { session, scenario: FAILING });
    last = await lastOf(session);
    const attempts = await payments(last.id as string, session, FAILING);
    expect(attempts.map((payment) => (Date.parse(payment.meta.timestamps.created_at) - next) / DAY)).toEqual([0, 2, 4]);
    expect(last.attributes).toMatchObject({ outstanding: true, payment_retries_limit_reached: true });
    expect((await subscription(id, session, FAILING)).meta).toMatchObject({ closed: true, status: 'inactive' });
    expect(await all(`filter=eq(outstanding,true):eq(subscription_id,${id})&`, session, FAILING)).toEqual([last]);

    // Without the rule, at day 4 the same invoice is still being retried daily: 5 attempts, nothing given up.
    const plain = 'rule-none';
    await api.emulator.clock.set(iso(next + 4 * DAY), { session: plain, scenario: FAILING });
    const own = await lastOf(plain);
    expect(own.id).toBe(last.id);
    expect((await payments(own.id as string, plain, FAILING)).length).toBe(5);
    expect(own.attributes.payment_retries_limit_reached).toBe(false);
    expect((await subscription(id, plain, FAILING)).meta).toMatchObject({ closed: false, suspended: false });

    // Closed by dunning: paid by hand, it may be resumed.
    await expectError(await move(api, id, 'resume', session, FAILING), 422, 'unpaid');
    const final = attempts.at(-1) as InvoicePayment;
    await expectOk(
      await settle(last.id as string, final.id as string, { success: true }, session, FAILING),
      invoicePaymentResponseSchema,
    );
    expect((await invoice(last.id as string, session, FAILING)).attributes.outstanding).toBe(false);
    const resumed = await move(api, id, 'resume', session, FAILING);
    expect(resumed.status, await resumed.clone().text()).toBe(204);
    expect((await subscription(id, session, FAILING)).meta).toMatchObject({ closed: false, status: 'active' });
  });

  // -------------------------------------------------------------------------------------------------------------
  // Proration

  /** Two options of one offering (and 2026 plan) billed a month or more at once, priced differently in a currency. */
  async function pair(): Promise<{ from: Choice; to: Choice; currency: string }> {
    const every = await choices(api, version);
    for (const from of every.filter(monthlyOrMore)) {
      for (const currency of Object.keys(from.prices)) {
        const to = every.find(
          (one) =>
            monthlyOrMore(one) &&
            one.offering === from.offering &&
            one.plan === from.plan &&
            one.option !== from.option &&
            one.prices[currency] !== undefined &&
            one.prices[currency] !== from.prices[currency],
        );
        if (to !== undefined) return { from, to, currency };
      }
    }
    throw new Error('the world has no offering with two options of different prices');
  }

  /** A proration policy made in `session` and attached to `offering` as each version does it. */
  async function attachPolicy(offering: string, rounding: string, session: string): Promise<string> {
    const body = {
      data: { type: 'subscription_proration_policy', attributes: { name: `Pro rata ${rounding}`, rounding } },
    };
    const policy = (
      await expectCreated(await send(api, 'POST', POLICIES, body, session), prorationPolicyResponseSchema)
    ).data;
    const reference = { type: 'subscription_proration_policy', id: policy.id };
    if (version === '2024') {
      const path = `${OFFERINGS}/${offering}/relationships/proration-policies`;
      await expectOk(await send(api, 'PUT', path, { data: reference }, session), prorationPolicyRelationshipSchema);
    } else {
      const update = {
        data: { id: offering, type: 'subscription_offering', relationships: { proration_policy: reference } },
      };
      const updated = await expectOk(
        await send(api, 'PUT', `${OFFERINGS}/${offering}`, update, session),
        offeringResponse2026Schema,
      );
      expect(updated.data.relationships?.proration_policy).toEqual({ data: reference });
    }
    return policy.id as string;
  }

  it.each([
    ['up', 'P10DT14H'],
    ['down', 'P10DT14H'],
    ['nearest', 'P10DT14H'],
    ['nearest', 'P3DT6H'],
  ])(
    'a switch mid-period under a policy rounding %s (after %s) is prorated by day: the new invoice carries the credit',
    async (rounding, elapsed) => {
      const session = `prorate-${rounding}-${elapsed}`;
      const { from, to, currency } = await pair();
      const policyId = await attachPolicy(from.offering, rounding, session);
      const made = await create(from, session, { currency });
      const id = made.id as string;
      const [first] = await ownInvoices(id, session);
      const before = from.prices[currency] as number;
      const cost = to.prices[currency] as number;
      expect(first?.meta.price.amount).toBe(before);
      await api.emulator.clock.advance(elapsed, { session });
      const switched = await expectOk(
        await send(
          api,
          'PUT',
          `${SUBSCRIPTIONS}/${id}`,
          { data: { id, type: 'subscription', attributes: { [optionField]: to.option } } },
          session,
        ),
        schemas.subscription,
      );
      const at = Date.parse(switched.data.meta.timestamps.updated_at);

      // The numbers, from the period's days and the policy's rounding.
      const start = Date.parse(first?.attributes.billing_period.start as string);
      const end = Date.parse(first?.attributes.billing_period.end as string);
      const days = Math.round((end - start) / DAY);
      const exact = (at - start) / DAY;
      const used = { up: Math.ceil(exact), down: Math.floor(exact), nearest: Math.round(exact) }[rounding] as number;
      const refunded = Math.floor((before * (days - used)) / days);
      const charged = Math.max(0, cost - refunded);
      const newEnd = addInterval(at, to.interval, to.frequency);

      const invoices = await ownInvoices(id, session);
      expect(invoices).toHaveLength(2);
      expect(invoices[0]).toEqual({ ...first, attributes: { ...first?.attributes } });
      const prorated = invoices[1] as AnyInvoice;
      expect(prorated.attributes).toMatchObject({
        number: 2,
        billing_period: { start: iso(at), end: iso(newEnd) },
        outstanding: false,
      });
      expect(prorated.meta.price).toEqual({ currency, amount: charged, includes_tax: false });
      const event = {
        proration_policy_id: policyId,
        billing_cost_before_proration: before,
        prorated_at: iso(at),
        ...(version === '2024'
          ? { refunded_amount_for_unused_plan: refunded, new_plan_cost: cost }
          : { refunded_amount_for_unused_pricing_option: refunded, new_pricing_option_cost: cost }),
      };
      expect(prorated.meta.proration_events).toEqual([event]);
      if (version === '2026') {
        const meta = (prorated as Invoice2026).meta;
        expect(meta.pro_rata_remaining_value).toBe(refunded);
        expect(meta.display_price.without_tax.amount).toBe(charged);
        expect((invoices[0] as Invoice2026).meta.pro_rata_remaining_value).toBe(0);
      }
      // The lines add up to what is charged: the new option's price less the unused days' credit.
      const lines = prorated.attributes.invoice_items.map((item) => item.price.amount);
      expect(lines.reduce((sum, amount) => sum + amount, 0)).toBe(charged);
      // Charged through the gateway when there is anything to charge.
      const taken = await payments(prorated.id as string, session);
      expect(taken.map((payment) => [payment.attributes.success, payment.attributes.amount.amount])).toEqual(
        charged === 0 ? [] : [[true, charged]],
      );
      expect(switched.data.meta.invoice_after).toBe(iso(newEnd));
      expect(await invoice(prorated.id as string, session)).toEqual(prorated);
      expect(await all(`filter=eq(subscription_id,${id})&`, session)).toEqual(invoices);
    },
  );

  it('a second switch in a prorated period credits that period at its full price, not at what the credit left to pay', async () => {
    const session = 'prorate-twice';
    const { from, to, currency } = await pair();
    const policyId = await attachPolicy(from.offering, 'down', session);
    const made = await create(from, session, { currency });
    const id = made.id as string;
    const put = (option: string) =>
      send(
        api,
        'PUT',
        `${SUBSCRIPTIONS}/${id}`,
        { data: { id, type: 'subscription', attributes: { [optionField]: option } } },
        session,
      );
    await api.emulator.clock.advance('P12D', { session });
    await expectOk(await put(to.option), schemas.subscription);
    await api.emulator.clock.advance('P5DT20H', { session });
    const back = await expectOk(await put(from.option), schemas.subscription);
    const at = Date.parse(back.data.meta.timestamps.updated_at);
    const [, second, third] = await ownInvoices(id, session);
    const cost = to.prices[currency] as number;
    const start = Date.parse(second?.attributes.billing_period.start as string);
    const days = Math.round((Date.parse(second?.attributes.billing_period.end as string) - start) / DAY);
    const used = Math.floor((at - start) / DAY);
    expect(used).toBe(5);
    const refunded = Math.floor((cost * (days - used)) / days);
    const price = from.prices[currency] as number;
    expect(third?.attributes).toMatchObject({ number: 3, billing_period: { start: iso(at) } });
    expect(third?.meta.price.amount).toBe(Math.max(0, price - refunded));
    expect(third?.meta.proration_events).toEqual([
      {
        proration_policy_id: policyId,
        billing_cost_before_proration: cost,
        prorated_at: iso(at),
        ...(version === '2024'
          ? { refunded_amount_for_unused_plan: refunded, new_plan_cost: price }
          : { refunded_amount_for_unused_pricing_option: refunded, new_pricing_option_cost: price }),
      },
    ]);
  });

  it('a switch on an offering without a proration policy is not prorated: no new invoice, proration_events []', async () => {
    const session = 'no-policy';
    const { from, to, currency } = await pair();
    const made = await create(from, session, { currency });
    const id = made.id as string;
    await api.emulator.clock.advance('P10D', { session });
    await expectOk(
      await send(
        api,
        'PUT',
        `${SUBSCRIPTIONS}/${id}`,
        { data: { id, type: 'subscription', attributes: { [optionField]: to.option } } },
        session,
      ),
      schemas.subscription,
    );
    const invoices = await ownInvoices(id, session);
    expect(invoices).toHaveLength(1);
    expect(invoices[0]?.meta.proration_events).toEqual([]);
    if (version === '2026') expect((invoices[0] as Invoice2026).meta.pro_rata_remaining_value).toBe(0);
    for (const one of await all('', session)) expect(one.meta.proration_events).toEqual([]);
  });

  // -------------------------------------------------------------------------------------------------------------
  // Refunds

  if (version === '2026') {
    const refunds = (invoiceId: string, paymentId: string) => `${INVOICES}/${invoiceId}/payments/${paymentId}/refunds`;

    it('refunds: two partial refunds make the payment, a third is a 422 naming what is left; list and get', async () => {
      const session = 'refunds';
      const [paid] = await ownInvoices(WELL_KNOWN_IDS.active, session);
      const [payment] = await payments(paid?.id as string, session);
      const amount = payment?.attributes.amount.amount as number;
      expect(amount).toBe(paid?.meta.price.amount);
      expect(amount).toBeGreaterThan(1);
      const path = refunds(paid?.id as string, payment?.id as string);
      const empty = await expectOk(await api.get(path, as(session)), invoicePaymentRefundList2026Schema);
      expect(empty.data).toEqual([]);

      // More than was paid: a 422 that names what is left.
      await expectError(await send(api, 'POST', path, refundOf(amount + 1), session), 422, `${amount} of ${amount}`, {
        title: 'Unprocessable Content',
      });
      const part = Math.floor(amount / 3);
      const first = await expectCreated(
        await send(api, 'POST', path, refundOf(part, 'Late delivery'), session),
        invoicePaymentRefundResponse2026Schema,
      );
      expect(first.data.attributes).toMatchObject({
        amount: part,
        reason: 'Late delivery',
        created_at: START,
        gateway: payment?.attributes.gateway,
      });
      expect(first.data.relationships).toMatchObject({
        invoice: { data: { type: 'subscription_invoice', id: paid?.id } },
        payment: { data: { type: 'subscription_invoice_payment', id: payment?.id } },
      });
      const rest = amount - part;
      await expectError(await send(api, 'POST', path, refundOf(rest + 1), session), 422, `${rest} of ${amount}`, {
        title: 'Unprocessable Content',
      });
      const second = await expectCreated(
        await send(api, 'POST', path, refundOf(rest), session),
        invoicePaymentRefundResponse2026Schema,
      );
      expect(second.data.attributes.amount + first.data.attributes.amount).toBe(amount);
      await expectError(await send(api, 'POST', path, refundOf(1), session), 422, `0 of ${amount}`, {
        title: 'Unprocessable Content',
      });

      const listed = await expectOk(await api.get(path, as(session)), invoicePaymentRefundList2026Schema);
      expect(listed.data).toEqual([first.data, second.data]);
      expect(listed.data.reduce((sum, one) => sum + one.attributes.amount, 0)).toBe(amount);
      const page = await expectOk(
        await api.get(`${path}?page[limit]=1&page[offset]=1`, as(session)),
        invoicePaymentRefundList2026Schema,
      );
      expect(page.data).toEqual([second.data]);
      for (const one of listed.data) {
        const got = await expectOk(
          await api.get(`${path}/${one.id}`, as(session)),
          invoicePaymentRefundResponse2026Schema,
        );
        expect(got.data).toEqual(one);
      }
      // Paid less refunded: the payment and the invoice stay as they were (paid, for the whole amount).
      expect((await payments(paid?.id as string, session))[0]).toEqual(payment);
      expect(await invoice(paid?.id as string, session)).toEqual(paid);
      // The refunds are the session's.
      const elsewhere = await expectOk(
        await api.get(path, as('refunds-elsewhere')),
        invoicePaymentRefundList2026Schema,
      );
      expect(elsewhere.data).toEqual([]);
      await expectError(await api.get(`${path}/${first.data.id}`, as('refunds-elsewhere')), 404, first.data.id);
      await expectError(await api.get(`${path}/${UNKNOWN}`, as(session)), 404, UNKNOWN);
      await expectError(await api.get(`${path}/nope`, as(session)), 400, 'refund_uuid', BAD_ID);
    });

    it('a refund of a failed or pending payment is a 422; a bad body a 400 naming the field; unknown ids 404', async () => {
      const session = 'refunds-refused';
      const last = (await ownInvoices(WELL_KNOWN_IDS.suspended, session)).at(-1) as AnyInvoice;
      const [failed] = await payments(last.id as string, session);
      await expectError(
        await send(api, 'POST', refunds(last.id as string, failed?.id as string), refundOf(1), session),
        422,
        'only a successful payment can be refunded',
        { title: 'Unprocessable Content' },
      );
      const choice = (await choices(api, version)).find(monthlyOrMore) as Choice;
      const made = await create(choice, session, { manual_payments: true });
      const [waiting] = await ownInvoices(made.id as string, session);
      const [pending] = await payments(waiting?.id as string, session);
      await expectError(
        await send(api, 'POST', refunds(waiting?.id as string, pending?.id as string), refundOf(1), session),
        422,
        'pending',
        { title: 'Unprocessable Content' },
      );
      // Once paid by hand it can be refunded, up to what it took.
      await expectOk(
        await settle(waiting?.id as string, pending?.id as string, { success: true }, session),
        invoicePaymentResponseSchema,
      );
      const whole = pending?.attributes.amount.amount as number;
      await expectCreated(
        await send(api, 'POST', refunds(waiting?.id as string, pending?.id as string), refundOf(whole), session),
        invoicePaymentRefundResponse2026Schema,
      );

      const [paid] = await ownInvoices(WELL_KNOWN_IDS.active, session);
      const [payment] = await payments(paid?.id as string, session);
      const path = refunds(paid?.id as string, payment?.id as string);
      await expectError(await send(api, 'POST', path, refundOf(0), session), 400, 'data.attributes.amount');
      await expectError(await send(api, 'POST', path, refundOf(1.5), session), 400, 'data.attributes.amount');
      await expectError(await send(api, 'POST', path, refundOf(1, ''), session), 400, 'data.attributes.reason');
      await expectError(
        await send(api, 'POST', path, refundOf(1, 'x'.repeat(1025)), session),
        400,
        'data.attributes.reason',
      );
      await expectError(
        await send(
          api,
          'POST',
          path,
          { data: { type: 'subscription_invoice_payment', attributes: { amount: 1, reason: 'x' } } },
          session,
        ),
        400,
        'data.type',
      );
      await expectError(
        await send(api, 'POST', refunds(paid?.id as string, UNKNOWN), refundOf(1), session),
        404,
        UNKNOWN,
      );
      await expectError(
        await send(api, 'POST', refunds(UNKNOWN, payment?.id as string), refundOf(1), session),
        404,
        UNKNOWN,
      );
      const none = await expectOk(await api.get(path, as(session)), invoicePaymentRefundList2026Schema);
      expect(none.data).toEqual([]);
    });

    it('the money adds up after dunning: a payment made by hand on a suspended subscription refunded in two parts', async () => {
      const session = 'refund-manual';
      const id = WELL_KNOWN_IDS.suspended;
      const [unpaid] = await all(`filter=eq(outstanding,true):eq(subscription_id,${id})&`, session);
      const last = (await payments(unpaid?.id as string, session)).at(-1) as InvoicePayment;
      await expectOk(
        await settle(unpaid?.id as string, last.id as string, { success: true }, session),
        invoicePaymentResponseSchema,
      );
      const total = unpaid?.meta.price.amount as number;
      const path = refunds(unpaid?.id as string, last.id as string);
      const half = Math.ceil(total / 2);
      await expectCreated(
        await send(api, 'POST', path, refundOf(half), session),
        invoicePaymentRefundResponse2026Schema,
      );
      await expectCreated(
        await send(api, 'POST', path, refundOf(total - half), session),
        invoicePaymentRefundResponse2026Schema,
      );
      await expectError(await send(api, 'POST', path, refundOf(1), session), 422, `0 of ${total}`, {
        title: 'Unprocessable Content',
      });
      const listed = await expectOk(await api.get(path, as(session)), invoicePaymentRefundList2026Schema);
      expect(listed.data.map((one) => one.attributes.amount)).toEqual([half, total - half]);
      // The other attempts were never paid: nothing to refund.
      const first = (await payments(unpaid?.id as string, session))[0] as InvoicePayment;
      await expectError(
        await send(api, 'POST', refunds(unpaid?.id as string, first.id as string), refundOf(1), session),
        422,
        'failed',
        {
          title: 'Unprocessable Content',
        },
      );
    });
  } else if ((SERVER_ADAPTERS as readonly string[]).includes(adapter)) {
    it('2024 has no refunds: the path is a 404', async () => {
      const [paid] = await ownInvoices(WELL_KNOWN_IDS.active, 'no-refunds');
      const [payment] = await payments(paid?.id as string, 'no-refunds');
      const path = `${INVOICES}/${paid?.id}/payments/${payment?.id}/refunds`;
      await expectError(await send(api, 'POST', path, refundOf(1), 'no-refunds'), 404, 'no endpoint');
      await expectError(await api.get(path, as('no-refunds')), 404, 'no endpoint');
    });
  }
});
