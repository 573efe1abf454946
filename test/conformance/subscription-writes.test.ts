import { describe, expect, it } from 'vitest';
import { WELL_KNOWN_IDS } from '../../src/index.js';
import {
  invoiceList2026Schema,
  invoiceListSchema,
  invoicePaymentListSchema,
  offeringFeatureList2026Schema,
  offeringFeatureResponse2026Schema,
  offeringList2026Schema,
  offeringListSchema,
  offeringPlanPricingOptions2026Schema,
  offeringPlanResponse2026Schema,
  pricingOptionResponse2026Schema,
  subscriptionList2026Schema,
  subscriptionListSchema,
  subscriptionPlanList2026Schema,
  subscriptionPlanListSchema,
  subscriptionPricingOptionList2026Schema,
  subscriptionProductListSchema,
  subscriptionResponse2026Schema,
  subscriptionResponseSchema,
  subscriptionStateList2026Schema,
  subscriptionStateListSchema,
  subscriptionStateResponse2026Schema,
  subscriptionStateResponseSchema,
} from '../../src/schemas/index.js';
import { ADAPTERS, AUTH, SERVER_ADAPTERS, type Target, useTarget } from '../support/adapters.js';
import { MONTHLY_RULES } from '../support/plans.js';
import { expectCreated, expectError, expectOk } from './expect.js';

/**
 * The subscription writes of both API versions, through every adapter: create (to an offering that exists or one
 * made in the same call) with its first invoice, update (switch plan or pricing option, who pays), delete, the
 * lifecycle moves and their refusals, a subscription's children (2024 products and plans, 2026 plans, pricing options
 * and features) and the writes on them, and the list's filters. Each case works in a session of its own and, where it
 * matters, checks that another session did not see the write.
 */

type Version = '2024' | '2026';
const VERSIONS: readonly Version[] = ['2024', '2026'];

const SUBSCRIPTIONS = '/v2/subscriptions/subscriptions';
const OFFERINGS = '/v2/subscriptions/offerings';
const JSON_HEADERS = { ...AUTH, 'Content-Type': 'application/json' };
/** A UUID no record of any world has. */
const UNKNOWN = 'ffffffff-ffff-4fff-bfff-ffffffffffff';
/** An account no world subscription belongs to. */
const ACCOUNT = '11111111-2222-4333-8444-555555555555';
/** Every session's clock starts here; the first write of a session is made at it, each later one a second on. */
const START = '2026-01-01T00:00:00Z';
const SECOND = '2026-01-01T00:00:01Z';
const STRIPE = { type: 'elastic_path_payments_stripe', customer_id: 'cus_conformance', card_id: 'card_conformance' };
const CURRENCIES = ['USD', 'EUR', 'GBP', 'JPY', 'AUD', 'CHF', 'SEK', 'CAD'];

const SCHEMAS = {
  '2024': {
    one: subscriptionResponseSchema,
    list: subscriptionListSchema,
    states: subscriptionStateListSchema,
    state: subscriptionStateResponseSchema,
  },
  '2026': {
    one: subscriptionResponse2026Schema,
    list: subscriptionList2026Schema,
    states: subscriptionStateList2026Schema,
    state: subscriptionStateResponse2026Schema,
  },
} as const;

/** Where a session's request goes: its session, and a scenario when not the default one. */
function where(session: string, scenario?: string): Record<string, string> {
  return scenario === undefined
    ? { 'X-Emulator-Session': session }
    : { 'X-Emulator-Session': session, 'X-Emulator-Scenario': scenario };
}

/** A write with a JSON body (none for `undefined`), in a session. */
function send(api: Target, method: string, path: string, body: unknown, session: string, scenario?: string) {
  return api.fetch(path, {
    method,
    headers: { ...JSON_HEADERS, ...where(session, scenario) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** A read in a session. */
function read(api: Target, path: string, session: string, scenario?: string) {
  return api.get(path, where(session, scenario));
}

/** A lifecycle move. */
function move(api: Target, id: string, action: string, session: string, extra: object = {}, scenario?: string) {
  const body = { data: { type: 'subscription_state', attributes: { action, ...extra } } };
  return send(api, 'POST', `${SUBSCRIPTIONS}/${id}/states`, body, session, scenario);
}

/**
 * Moves a session's clock: through the admin API where the adapter is a server, else through the emulator object
 * (which every target carries).
 */
async function advance(api: Target, session: string, duration: string): Promise<void> {
  if ((SERVER_ADAPTERS as readonly string[]).includes(api.adapter)) {
    const response = await api.fetch(`/__emulator/clock?session=${session}`, {
      method: 'POST',
      body: JSON.stringify({ advance: duration }),
    });
    expect(response.status, await response.clone().text()).toBe(200);
    await response.text();
  } else {
    await api.emulator.clock.advance(duration, { session });
  }
}

/** `at` moved on by `count` billing intervals of `unit`, in the API's form (whole seconds, `Z`). */
function addInterval(at: string, unit: string, count: number): string {
  const date = new Date(at);
  if (unit === 'day') date.setUTCDate(date.getUTCDate() + count);
  else if (unit === 'week') date.setUTCDate(date.getUTCDate() + 7 * count);
  else if (unit === 'month') date.setUTCMonth(date.getUTCMonth() + count);
  else date.setUTCFullYear(date.getUTCFullYear() + count);
  return date.toISOString().replace('.000Z', 'Z');
}

/** The ids of a relationship, whichever form its `data` takes. */
type Identified = { id: string } | { id: string }[] | null | undefined;
function idsOf(relationship: { data?: Identified } | undefined): string[] {
  const data = relationship?.data;
  if (data === null || data === undefined) return [];
  return Array.isArray(data) ? data.map((one) => one.id) : [data.id];
}

const sorted = (ids: readonly (string | undefined)[]) => [...ids].map(String).sort();

/** What decides a subscription's billing: the 2024 plan's or the 2026 pricing option's attributes. */
interface Rules {
  billing_interval_type: string;
  billing_frequency: number;
  trial_period?: number | undefined;
  plan_length: number;
  end_behavior: string;
  can_pause: boolean;
  can_resume: boolean;
  can_cancel: boolean;
  base_price_percentage?: number | undefined;
  fixed_price?: Record<string, unknown> | undefined;
}

/**
 * One way to subscribe to an offering of the world, read from `GET /v2/subscriptions/offerings?include=...`: the
 * offering, the 2026 plan (none under 2024), the 2024 plan or 2026 pricing option (`option`) with its billing rules,
 * and what each invoice charges in each currency it has a price in (2024: the plan's `meta.price`; 2026: the pricing
 * option's `meta.prices[plan].price`).
 */
interface Choice {
  offering: string;
  plan?: string;
  option: string;
  rules: Rules;
  prices: Record<string, number>;
  currency: string;
}

function pricesOf(map: Record<string, { amount: number }> | undefined): Record<string, number> {
  return Object.fromEntries(Object.entries(map ?? {}).map(([currency, price]) => [currency, price.amount]));
}

/** Every way to subscribe to the world's offerings (2024: offering × plan; 2026: offering × plan × its options). */
async function choices(api: Target, version: Version): Promise<Choice[]> {
  const found: Choice[] = [];
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
          const currency = Object.keys(prices)[0];
          if (currency === undefined) continue;
          found.push({
            offering: offering.id as string,
            plan: planId,
            option: optionId,
            rules: option.attributes,
            prices,
            currency,
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
      const currency = Object.keys(prices)[0];
      if (currency === undefined) continue;
      found.push({ offering: offering.id as string, option: optionId, rules: plan.attributes, prices, currency });
    }
  }
  return found;
}

/** The first choice `test` accepts: the world has one (the test says which it needs). */
function choose(all: readonly Choice[], what: string, test: (choice: Choice) => boolean): Choice {
  const choice = all.find(test);
  expect(choice, `the world has an offering with ${what}`).toBeDefined();
  return choice as Choice;
}

/** Billed in full at once: no trial, and rolling on. */
const paidNow = (choice: Choice) => (choice.rules.trial_period ?? 0) === 0 && choice.rules.end_behavior === 'roll';

/** The field a version names the 2024 plan / 2026 pricing option by. */
const OPTION_FIELD = { '2024': 'plan_id', '2026': 'pricing_option_id' } as const;

/** The body of a create to `choice`, with `extra` over it (`undefined` leaves a field out). */
function createBody(version: Version, choice: Choice, extra: Record<string, unknown> = {}) {
  const ids =
    version === '2026' ? { plan_id: choice.plan, pricing_option_id: choice.option } : { plan_id: choice.option };
  return {
    data: {
      account_id: ACCOUNT,
      offering_id: choice.offering,
      ...ids,
      currency: choice.currency,
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      manual_payments: false,
      ...extra,
    },
  };
}

/** The body of an update. */
function updateBody(id: string, attributes: Record<string, unknown>) {
  return { data: { id, type: 'subscription', attributes } };
}

async function invoicesOf(api: Target, version: '2024' | '2026', id: string, session: string, scenario?: string) {
  const response = await read(api, `${SUBSCRIPTIONS}/${id}/invoices?page[limit]=100`, session, scenario);
  if (version === '2026') return (await expectOk(response, invoiceList2026Schema)).data;
  return (await expectOk(response, invoiceListSchema)).data;
}

// ---------------------------------------------------------------------------------------------------------------
// Both versions

describe.each(ADAPTERS)('subscription writes via %s', (adapter) => {
  describe.each(VERSIONS)('API %s', (version) => {
    const api = useTarget(adapter, { apiVersion: version });
    const schemas = SCHEMAS[version];
    const optionField = OPTION_FIELD[version];

    async function subscription(id: string, session: string, scenario?: string) {
      return (await expectOk(await read(api, `${SUBSCRIPTIONS}/${id}`, session, scenario), schemas.one)).data;
    }
    async function total(session: string): Promise<number> {
      return (await expectOk(await read(api, `${SUBSCRIPTIONS}?page[limit]=1`, session), schemas.list)).meta.results
        .total;
    }
    async function create(choice: Choice, session: string, extra: Record<string, unknown> = {}) {
      const response = await send(api, 'POST', SUBSCRIPTIONS, createBody(version, choice, extra), session);
      return (await expectCreated(response, schemas.one)).data;
    }

    it("an account's first subscription makes its subscriber, whom its invoices' subscriber_id names", async () => {
      const choice = choose(await choices(api, version), 'a pricing option without a trial', paidNow);
      const session = 'first-subscription';
      const subscriber = () => read(api, `/v2/subscriptions/subscribers/${ACCOUNT}`, session);
      expect((await subscriber()).status).toBe(404);
      const data = await create(choice, session);
      const made = await subscriber();
      expect(made.status).toBe(200);
      const { data: record } = (await made.json()) as { data: { id: string; attributes: Record<string, unknown> } };
      expect(record.id).toBe(ACCOUNT);
      expect(record.attributes).toMatchObject({ account_id: ACCOUNT, name: 'Ada Lovelace', email: 'ada@example.com' });
      const [invoice] = await invoicesOf(api, version, data.id as string, session);
      expect(invoice?.meta.subscriber_id).toBe(record.id);
      // A second subscription of the account keeps that subscriber.
      await create(choice, session);
      expect((await subscriber()).status).toBe(200);
    });

    it('POST creates a subscription: 201, the whole body, what was chosen, and its first invoice at once, paid', async () => {
      const choice = choose(await choices(api, version), 'a pricing option without a trial', paidNow);
      const before = await total('create');
      const data = await create(choice, 'create', { external_ref: 'sub-conformance' });
      expect(data.attributes).toMatchObject({
        account_id: ACCOUNT,
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        currency: choice.currency,
        external_ref: 'sub-conformance',
        plan_id: version === '2026' ? choice.plan : choice.option,
      });
      if (version === '2026') expect(data.attributes).toMatchObject({ pricing_option_id: choice.option });
      expect(data.attributes.offering.id).toBe(choice.offering);
      const invoiceAfter = addInterval(START, choice.rules.billing_interval_type, choice.rules.billing_frequency);
      expect(data.meta).toMatchObject({
        status: 'active',
        canceled: false,
        paused: false,
        closed: false,
        suspended: false,
        pending: false,
        manual_payments: false,
        invoice_after: invoiceAfter,
      });
      expect(data.meta.timestamps).toEqual({ created_at: START, updated_at: START });
      expect(await subscription(data.id as string, 'create')).toEqual(data);
      expect(await total('create')).toBe(before + 1);
      await expectError(await read(api, `${SUBSCRIPTIONS}/${data.id}`, 'default'), 404, data.id as string);

      const [invoice, ...more] = await invoicesOf(api, version, data.id as string, 'create');
      expect(more).toEqual([]);
      expect(invoice?.attributes).toMatchObject({
        number: 1,
        outstanding: false,
        billing_period: { start: START, end: invoiceAfter },
      });
      expect(invoice?.meta).toMatchObject({
        subscription_id: data.id,
        subscriber_id: ACCOUNT,
        price: { currency: choice.currency, amount: choice.prices[choice.currency] },
      });
      const payments = await expectOk(
        await read(api, `${SUBSCRIPTIONS}/${data.id}/invoices/${invoice?.id}/payments`, 'create'),
        invoicePaymentListSchema,
      );
      expect(payments.data.map((payment) => payment.attributes.success)).toEqual([true]);
    });

    it('with a trial (trial_period > 0) the first invoice is zero-priced, for the trial; paid runs start at its end', async () => {
      const choice = choose(
        await choices(api, version),
        'a trial',
        (one) => (one.rules.trial_period ?? 0) > 0 && one.rules.end_behavior === 'roll',
      );
      const data = await create(choice, 'trial');
      const trialEnd = addInterval(START, choice.rules.billing_interval_type, choice.rules.trial_period as number);
      expect(data.meta.invoice_after).toBe(trialEnd);
      const invoices = await invoicesOf(api, version, data.id as string, 'trial');
      expect(invoices).toHaveLength(1);
      expect(invoices[0]?.attributes).toMatchObject({
        outstanding: false,
        billing_period: { start: START, end: trialEnd },
      });
      expect(invoices[0]?.meta.price).toMatchObject({ currency: choice.currency, amount: 0 });
      // The first paid run comes when the trial ends, at the full price.
      await advance(api, 'trial', 'P40D');
      const after = await invoicesOf(api, version, data.id as string, 'trial');
      expect(after[1]?.attributes.billing_period.start).toBe(trialEnd);
      expect(after[1]?.meta.price.amount).toBe(choice.prices[choice.currency]);
    });

    it('on an end_behavior: close option, end_date is plan_length billing intervals after the first paid run', async () => {
      const choice = choose(
        await choices(api, version),
        'end_behavior close',
        (one) => one.rules.end_behavior === 'close',
      );
      const data = await create(choice, 'close');
      const { billing_interval_type: unit, billing_frequency: frequency, plan_length: length } = choice.rules;
      const firstRun = addInterval(START, unit, choice.rules.trial_period ?? 0);
      expect(data.meta.timestamps.end_date).toBe(addInterval(firstRun, unit, frequency * length));
      expect(await subscription(data.id as string, 'close')).toEqual(data);
    });

    it('what the offering does not have is a 400 naming the field, and nothing is made', async () => {
      const all = await choices(api, version);
      const choice = choose(all, 'a price', paidNow);
      const elsewhere = choose(all, 'a second offering', (one) => one.offering !== choice.offering);
      const noPrice = CURRENCIES.find((currency) => choice.prices[currency] === undefined) as string;
      const before = await total('refused');
      const refused = async (extra: Record<string, unknown>, detail: string) =>
        expectError(await send(api, 'POST', SUBSCRIPTIONS, createBody(version, choice, extra), 'refused'), 400, detail);
      await refused({ [optionField]: elsewhere.option }, `data.${optionField}`);
      if (version === '2026') await refused({ plan_id: elsewhere.plan }, 'data.plan_id');
      await refused({ currency: noPrice }, 'data.currency');
      await refused({ offering_id: UNKNOWN }, 'data.offering_id');
      for (const field of ['name', 'email', 'manual_payments']) await refused({ [field]: undefined }, `data.${field}`);
      expect(await total('refused')).toBe(before);
    });

    it('created with pending: true it has no invoice and meta.pending; resume makes it go live', async () => {
      const choice = choose(await choices(api, version), 'a price', paidNow);
      const data = await create(choice, 'pending', { pending: true });
      expect(data.meta).toMatchObject({ pending: true, status: 'active' });
      expect(await invoicesOf(api, version, data.id as string, 'pending')).toEqual([]);
      await expectError(await move(api, data.id as string, 'pending', 'pending'), 422, 'already pending');
      await expectError(await move(api, data.id as string, 'pause', 'pending'), 422, 'pending');
      expect((await move(api, data.id as string, 'resume', 'pending')).status).toBe(204);
      const live = await subscription(data.id as string, 'pending');
      expect(live.meta).toMatchObject({ pending: false, status: 'active' });
      expect(live.meta.timestamps.go_live).toBe(SECOND);
      expect(live.meta.state?.attributes.action).toBe('resume');
    });

    it('pending holds a billed subscription: no invoice while it waits; resume picks billing up on its schedule', async () => {
      const monthly = (choice: Choice) =>
        paidNow(choice) && choice.rules.billing_interval_type === 'month' && choice.rules.billing_frequency === 1;
      const choice = choose(await choices(api, version), 'a monthly price', monthly);
      const data = await create(choice, 'held');
      const id = data.id as string;
      expect((await move(api, id, 'pending', 'held')).status).toBe(204);
      expect((await subscription(id, 'held')).meta.pending).toBe(true);
      await expectError(await move(api, id, 'pending', 'held'), 422, 'already pending');
      // Two months on: the runs fell due while it waited, and none made an invoice.
      await advance(api, 'held', 'P61D');
      expect(await invoicesOf(api, version, id, 'held')).toHaveLength(1);
      expect((await move(api, id, 'resume', 'held')).status).toBe(204);
      const live = await subscription(id, 'held');
      expect(live.meta.pending).toBe(false);
      expect(live.meta.timestamps.go_live).toBeDefined();
      // The next run is on the old schedule after going live: the first of the month after, not now.
      expect(live.meta.invoice_after).toBe('2026-04-01T00:00:00Z');
      await advance(api, 'held', 'P31D');
      expect(await invoicesOf(api, version, id, 'held')).toHaveLength(2);
    });

    it(`PUT switches the ${version === '2026' ? 'pricing option' : 'plan'}: the attribute, then the next invoice's amount`, async () => {
      const all = await choices(api, version);
      let pair: [Choice, Choice] | undefined;
      for (const from of all.filter(paidNow)) {
        const to = all.find(
          (one) =>
            paidNow(one) &&
            one.offering === from.offering &&
            one.plan === from.plan &&
            one.option !== from.option &&
            one.prices[from.currency] !== undefined &&
            one.prices[from.currency] !== from.prices[from.currency],
        );
        if (to !== undefined) {
          pair = [from, to];
          break;
        }
      }
      expect(pair, 'an offering with two options of different prices').toBeDefined();
      const [from, to] = pair as [Choice, Choice];
      const created = await create(from, 'switch');
      const id = created.id as string;
      const { data } = await expectOk(
        await send(api, 'PUT', `${SUBSCRIPTIONS}/${id}`, updateBody(id, { [optionField]: to.option }), 'switch'),
        schemas.one,
      );
      expect(data.attributes).toMatchObject({ [optionField]: to.option, currency: from.currency });
      if (version === '2026') expect(data.attributes.plan_id).toBe(from.plan);
      expect(data.meta.timestamps.updated_at).toBe(SECOND);
      // The period already invoiced stays as it was: the switch takes effect from the next run.
      expect(data.meta.invoice_after).toBe(created.meta.invoice_after);
      expect(await subscription(id, 'switch')).toEqual(data);
      if (version === '2026') {
        const history = (data.meta as { price_update_history?: unknown[] }).price_update_history;
        const { base_price_percentage, fixed_price } = from.rules;
        expect(history).toHaveLength(1);
        expect(history?.[0]).toMatchObject({
          valid_until: SECOND,
          price_changes: {
            pricing_option_prices: {
              [from.option]: {
                ...(base_price_percentage === undefined ? {} : { base_price_percentage }),
                ...(fixed_price === undefined ? {} : { fixed_price }),
              },
            },
          },
        });
      }
      await advance(api, 'switch', 'P40D');
      const invoices = await invoicesOf(api, version, id, 'switch');
      expect(invoices.length).toBeGreaterThan(1);
      expect(invoices[0]?.meta.price.amount).toBe(from.prices[from.currency]);
      expect(invoices[1]?.attributes.billing_period.start).toBe(created.meta.invoice_after);
      for (const invoice of invoices.slice(1)) expect(invoice.meta.price.amount).toBe(to.prices[from.currency]);
    });

    it('PUT changes payment_authority (what the storefront does) and nothing else, in its session only', async () => {
      const id = WELL_KNOWN_IDS.active;
      const before = await subscription(id, 'authority');
      const { data } = await expectOk(
        await send(api, 'PUT', `${SUBSCRIPTIONS}/${id}`, updateBody(id, { payment_authority: STRIPE }), 'authority'),
        schemas.one,
      );
      expect(data.attributes).toEqual({ ...before.attributes, payment_authority: STRIPE });
      expect(data.meta.timestamps.updated_at).toBe(START);
      expect(await subscription(id, 'authority')).toEqual(data);
      expect(await subscription(id, 'default')).toEqual(before);
    });

    it(`PUT with a ${version === '2026' ? 'pricing option' : 'plan'} not the subscription's is a 400 naming it; an unknown id a 404`, async () => {
      const all = await choices(api, version);
      const choice = choose(all, 'a price', paidNow);
      const elsewhere = choose(all, 'a second offering', (one) => one.offering !== choice.offering);
      const data = await create(choice, 'update-refused');
      const id = data.id as string;
      const put = (attributes: Record<string, unknown>, target = id) =>
        send(api, 'PUT', `${SUBSCRIPTIONS}/${target}`, updateBody(target, attributes), 'update-refused');
      await expectError(await put({ [optionField]: elsewhere.option }), 400, `data.attributes.${optionField}`);
      if (version === '2026') await expectError(await put({ plan_id: elsewhere.plan }), 400, 'data.attributes.plan_id');
      expect(await subscription(id, 'update-refused')).toEqual(data);
      await expectError(await put({ payment_authority: STRIPE }, UNKNOWN), 404, UNKNOWN);
    });

    it('DELETE is a 204 with no body; then the subscription is a 404 in that session, still there in others', async () => {
      const id = WELL_KNOWN_IDS.active;
      const before = await total('delete');
      const response = await send(api, 'DELETE', `${SUBSCRIPTIONS}/${id}`, undefined, 'delete');
      expect(response.status).toBe(204);
      expect(await response.text()).toBe('');
      await expectError(await read(api, `${SUBSCRIPTIONS}/${id}`, 'delete'), 404, id);
      await expectError(await read(api, `${SUBSCRIPTIONS}/${id}/invoices`, 'delete'), 404, id);
      await expectError(await send(api, 'DELETE', `${SUBSCRIPTIONS}/${id}`, undefined, 'delete'), 404, id);
      await expectError(await move(api, id, 'pause', 'delete'), 404, id);
      expect(await total('delete')).toBe(before - 1);
      expect((await subscription(id, 'default')).id).toBe(id);
      expect(await total('default')).toBe(before);

      const choice = choose(await choices(api, version), 'a price', paidNow);
      const made = await create(choice, 'delete');
      expect((await send(api, 'DELETE', `${SUBSCRIPTIONS}/${made.id}`, undefined, 'delete')).status).toBe(204);
      await expectError(await read(api, `${SUBSCRIPTIONS}/${made.id}`, 'delete'), 404, made.id as string);
      await expectError(await send(api, 'DELETE', `${SUBSCRIPTIONS}/${UNKNOWN}`, undefined, 'delete'), 404, UNKNOWN);
    });

    it('pause, resume and cancel are 204s that set the flags, in their session only', async () => {
      const id = WELL_KNOWN_IDS.active;
      const before = await subscription(id, 'moves');
      const response = await move(api, id, 'pause', 'moves');
      expect(response.status).toBe(204);
      expect(await response.text()).toBe('');
      const paused = await subscription(id, 'moves');
      expect(paused.meta).toMatchObject({ paused: true, canceled: false, status: 'active' });
      expect(paused.meta.timestamps.paused_at).toBe(START);
      expect((await move(api, id, 'resume', 'moves')).status).toBe(204);
      const resumed = await subscription(id, 'moves');
      expect(resumed.meta).toMatchObject({ paused: false, canceled: false, status: 'active' });
      expect(resumed.meta.timestamps.resumed_at).toBe(SECOND);
      expect((await move(api, id, 'cancel', 'moves')).status).toBe(204);
      const canceled = await subscription(id, 'moves');
      expect(canceled.meta).toMatchObject({ paused: false, canceled: true, status: 'active' });
      expect(canceled.meta.timestamps.canceled_at).toBe('2026-01-01T00:00:02Z');
      expect(canceled.meta.timestamps.end_date).toBe(canceled.meta.invoice_after);
      expect(canceled.meta.state?.attributes).toEqual({ action: 'cancel' });
      expect(await subscription(id, 'default')).toEqual(before);
    });

    it.each([
      ['resume', [], 'neither paused nor canceled'],
      ['pause', ['pause'], 'already paused'],
      ['cancel', ['cancel'], 'already canceled'],
      ['pause', ['cancel'], 'canceled'],
    ])('%s after %j is a 422 whose detail says why, and changes nothing', async (action, earlier, why) => {
      const id = WELL_KNOWN_IDS.active;
      const session = `refuse-${action}-${earlier.join('-')}`;
      for (const one of earlier) expect((await move(api, id, one, session)).status).toBe(204);
      const was = await subscription(id, session);
      await expectError(await move(api, id, action, session), 422, why);
      expect(await subscription(id, session)).toEqual(was);
    });

    it.each([
      ['suspended', WELL_KNOWN_IDS.active],
      ['default', WELL_KNOWN_IDS.suspended],
    ])('in %s, %s (suspended by dunning) is refused resume: a 422 naming the unpaid invoice', async (scenario, id) => {
      const before = await subscription(id, 'dunning', scenario);
      expect(before.meta).toMatchObject({ suspended: true, status: 'inactive' });
      const unpaid = (await invoicesOf(api, version, id, 'dunning', scenario)).find(
        (invoice) => invoice.attributes.outstanding,
      );
      expect(unpaid, 'an outstanding invoice').toBeDefined();
      const refused = await move(api, id, 'resume', 'dunning', {}, scenario);
      await expectError(refused, 422, `invoice ${unpaid?.attributes.number} is unpaid`);
      expect(await subscription(id, 'dunning', scenario)).toEqual(before);
    });

    it('GET states/:state_uuid gives one state; an unknown one is a 404, in another session too', async () => {
      const id = WELL_KNOWN_IDS.active;
      for (const action of ['pause', 'resume']) expect((await move(api, id, action, 'one-state')).status).toBe(204);
      const list = (await expectOk(await read(api, `${SUBSCRIPTIONS}/${id}/states`, 'one-state'), schemas.states)).data;
      expect(list.map((state) => state.attributes.action)).toEqual(['pause', 'resume']);
      for (const state of list) {
        const one = await expectOk(
          await read(api, `${SUBSCRIPTIONS}/${id}/states/${state.id}`, 'one-state'),
          schemas.state,
        );
        expect(one.data).toEqual(state);
      }
      const [first] = list;
      await expectError(await read(api, `${SUBSCRIPTIONS}/${id}/states/${first?.id}`, 'default'), 404, first?.id);
      await expectError(await read(api, `${SUBSCRIPTIONS}/${id}/states/${UNKNOWN}`, 'one-state'), 404, UNKNOWN);
      await expectError(await read(api, `${SUBSCRIPTIONS}/${id}/states/nope`, 'one-state'), 400, 'state_uuid', {
        title: 'Validation Error',
      });
      await expectError(await read(api, `${SUBSCRIPTIONS}/${UNKNOWN}/states/${first?.id}`, 'one-state'), 404, UNKNOWN);
    });
  });
});

// ---------------------------------------------------------------------------------------------------------------
// 2026

describe.each(ADAPTERS)('2026 subscription writes via %s', (adapter) => {
  const api = useTarget(adapter, { apiVersion: '2026' });

  async function subscription(id: string, session: string) {
    return (await expectOk(await read(api, `${SUBSCRIPTIONS}/${id}`, session), subscriptionResponse2026Schema)).data;
  }
  async function create(body: unknown, session: string) {
    return (await expectCreated(await send(api, 'POST', SUBSCRIPTIONS, body, session), subscriptionResponse2026Schema))
      .data;
  }
  async function plansOf(id: string, session: string) {
    return (await expectOk(await read(api, `${SUBSCRIPTIONS}/${id}/plans`, session), subscriptionPlanList2026Schema))
      .data;
  }

  it('cancel with cancel_immediately: true makes it inactive at once, end_date now; no run bills it after', async () => {
    const id = WELL_KNOWN_IDS.active;
    const before = await subscription(id, 'immediately');
    const invoices = await invoicesOf(api, '2026', id, 'immediately');
    expect((await move(api, id, 'cancel', 'immediately', { cancel_immediately: true })).status).toBe(204);
    const { meta } = await subscription(id, 'immediately');
    expect(meta).toMatchObject({ status: 'inactive', canceled: true, paused: false });
    expect(meta.timestamps.canceled_at).toBe(START);
    expect(meta.timestamps.end_date).toBe(START);
    expect(meta.state?.attributes).toEqual({ action: 'cancel', cancel_immediately: true });
    const states = await expectOk(
      await read(api, `${SUBSCRIPTIONS}/${id}/states`, 'immediately'),
      subscriptionStateList2026Schema,
    );
    expect(states.data.map((state) => state.attributes)).toEqual([{ action: 'cancel', cancel_immediately: true }]);
    await advance(api, 'immediately', 'P40D');
    expect(await invoicesOf(api, '2026', id, 'immediately')).toHaveLength(invoices.length);
    expect((await subscription(id, 'immediately')).meta.status).toBe('inactive');
    expect(await subscription(id, 'default')).toEqual(before);
  });

  it('a plan that does not take the pricing option is a 400 naming data.pricing_option_id (in that session)', async () => {
    const all = await choices(api, '2026');
    const choice = choose(all, 'a price', paidNow);
    const planOptions = `${OFFERINGS}/${choice.offering}/plans/${choice.plan}/relationships/pricing_options`;
    const removed = await send(
      api,
      'DELETE',
      planOptions,
      { data: [{ type: 'subscription_offering_pricing_option', id: choice.option }] },
      'not-taken',
    );
    const left = await expectOk(removed, offeringPlanPricingOptions2026Schema);
    expect(left.data.map((one) => one.id)).not.toContain(choice.option);
    const body = createBody('2026', choice);
    await expectError(await send(api, 'POST', SUBSCRIPTIONS, body, 'not-taken'), 400, 'data.pricing_option_id');
    // The plan still takes it everywhere else.
    expect((await create(body, 'taken')).attributes.pricing_option_id).toBe(choice.option);
  });

  it('an inline offering: offering, plans and pricing options made with it, chosen by external_ref', async () => {
    const body = {
      data: {
        account_id: ACCOUNT,
        currency: 'USD',
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        manual_payments: false,
        offering: { name: 'Inline box (test)', external_ref: 'inline-box-2026' },
        plans: [
          { name: 'Small box', external_ref: 'small', price: { USD: { amount: 1000 } } },
          { name: 'Large box', external_ref: 'large', price: { USD: { amount: 3000 } } },
        ],
        pricing_options: [
          { ...MONTHLY_RULES, name: 'Monthly', external_ref: 'monthly' },
          {
            ...MONTHLY_RULES,
            name: 'Yearly',
            external_ref: 'yearly',
            billing_interval_type: 'year',
            base_price_percentage: 10,
          },
        ],
        selected_plan: 'large',
        selected_pricing_option: 'yearly',
      },
    };
    const data = await create(body, 'inline');
    const id = data.id as string;
    expect(data.attributes.offering.attributes).toMatchObject({
      name: 'Inline box (test)',
      external_ref: 'inline-box-2026',
    });
    const plans = await plansOf(id, 'inline');
    expect(plans.map((plan) => plan.attributes.external_ref)).toEqual(['small', 'large']);
    const large = plans.find((plan) => plan.attributes.external_ref === 'large');
    expect(data.attributes.plan_id).toBe(large?.id);
    const options = (
      await expectOk(
        await read(api, `${SUBSCRIPTIONS}/${id}/pricing-options`, 'inline'),
        subscriptionPricingOptionList2026Schema,
      )
    ).data;
    const yearly = options.find((option) => option.attributes.external_ref === 'yearly');
    expect(data.attributes.pricing_option_id).toBe(yearly?.id);
    // A year of the large box, less 10 %.
    const price = yearly?.meta.prices?.[large?.id as string]?.price?.USD?.amount;
    expect(price).toBe(32400);
    const invoices = await invoicesOf(api, '2026', id, 'inline');
    expect(invoices.map((invoice) => invoice.meta.price.amount)).toEqual([price]);
    // The offering is made in the session, as a build would.
    const mine = await read(api, `${OFFERINGS}?filter=eq(external_ref,inline-box-2026)`, 'inline');
    expect((await expectOk(mine, offeringList2026Schema)).data.map((offering) => offering.id)).toEqual([
      data.attributes.offering.id,
    ]);
    const theirs = await read(api, `${OFFERINGS}?filter=eq(external_ref,inline-box-2026)`, 'default');
    expect((await expectOk(theirs, offeringList2026Schema)).data).toEqual([]);
    // The inline plan must take the inline pricing option chosen.
    const narrowed = {
      data: { ...body.data, offering: { name: 'Inline box two' }, pricing_option_associations: { large: ['monthly'] } },
    };
    await expectError(await send(api, 'POST', SUBSCRIPTIONS, narrowed, 'inline'), 400, 'data.pricing_option_id');
  });

  it('GET plans, plans/:id, pricing-options, pricing-options/:id: the offering’s, the active ones marked', async () => {
    const all = await choices(api, '2026');
    const choice = choose(
      all,
      'two plans',
      (one) => paidNow(one) && all.some((other) => other.offering === one.offering && other.plan !== one.plan),
    );
    const data = await create(createBody('2026', choice), 'children');
    const id = data.id as string;
    const offering = data.attributes.offering;
    const plans = await plansOf(id, 'children');
    expect(sorted(plans.map((plan) => plan.id))).toEqual(sorted(idsOf(offering.relationships?.plans)));
    // Only `true` is checked: the documents say a plan not active has `active_plan` null, the emulator answers false.
    expect(plans.filter((plan) => plan.meta.active_plan === true).map((plan) => plan.id)).toEqual([choice.plan]);
    for (const plan of plans) {
      const one = await expectOk(
        await read(api, `${SUBSCRIPTIONS}/${id}/plans/${plan.id}`, 'children'),
        offeringPlanResponse2026Schema,
      );
      expect(one.data).toEqual(plan);
    }
    const options = (
      await expectOk(
        await read(api, `${SUBSCRIPTIONS}/${id}/pricing-options`, 'children'),
        subscriptionPricingOptionList2026Schema,
      )
    ).data;
    expect(sorted(options.map((option) => option.id))).toEqual(sorted(idsOf(offering.relationships?.pricing_options)));
    expect(options.filter((option) => option.meta.active_pricing_option === true).map((option) => option.id)).toEqual([
      choice.option,
    ]);
    for (const option of options) {
      const path = `${SUBSCRIPTIONS}/${id}/pricing-options/${option.id}`;
      expect((await expectOk(await read(api, path, 'children'), pricingOptionResponse2026Schema)).data).toEqual(option);
    }
    const other = choose(all, 'a second offering', (one) => one.offering !== choice.offering);
    await expectError(await read(api, `${SUBSCRIPTIONS}/${id}/plans/${other.plan}`, 'children'), 404, other.plan);
    await expectError(await read(api, `${SUBSCRIPTIONS}/${id}/plans/${UNKNOWN}`, 'children'), 404, UNKNOWN);
    await expectError(
      await read(api, `${SUBSCRIPTIONS}/${id}/pricing-options/${other.option}`, 'children'),
      404,
      other.option,
    );
    await expectError(await read(api, `${SUBSCRIPTIONS}/${UNKNOWN}/plans`, 'children'), 404, UNKNOWN);
    await expectError(await read(api, `${SUBSCRIPTIONS}/${UNKNOWN}/pricing-options`, 'children'), 404, UNKNOWN);
  });

  it('GET features and features/:id: the features the active plan’s feature_configurations name', async () => {
    const page = await expectOk(
      await api.get(`${OFFERINGS}?include=plans,features&page[limit]=100`),
      offeringList2026Schema,
    );
    const all = await choices(api, '2026');
    // A plan that configures some of its offering's features, not all.
    const choice = choose(all, 'a plan configuring some of its offering’s features', (one) => {
      const configured = Object.keys(
        page.included?.plans?.find((plan) => plan.id === one.plan)?.attributes.feature_configurations ?? {},
      );
      const offered = idsOf(page.data.find((offering) => offering.id === one.offering)?.relationships?.features);
      return paidNow(one) && configured.length > 0 && offered.some((feature) => !configured.includes(feature));
    });
    const data = await create(createBody('2026', choice), 'features');
    const id = data.id as string;
    const plan = await expectOk(
      await read(api, `${SUBSCRIPTIONS}/${id}/plans/${choice.plan}`, 'features'),
      offeringPlanResponse2026Schema,
    );
    const configured = Object.keys(plan.data.attributes.feature_configurations);
    const list = await expectOk(
      await read(api, `${SUBSCRIPTIONS}/${id}/features`, 'features'),
      offeringFeatureList2026Schema,
    );
    expect(sorted(list.data.map((feature) => feature.id))).toEqual(sorted(configured));
    expect(list.meta.results.total).toBe(configured.length);
    for (const feature of list.data) {
      const one = await expectOk(
        await read(api, `${SUBSCRIPTIONS}/${id}/features/${feature.id}`, 'features'),
        offeringFeatureResponse2026Schema,
      );
      expect(one.data).toEqual(feature);
    }
    const offered = idsOf(page.data.find((offering) => offering.id === choice.offering)?.relationships?.features);
    const notGiven = offered.find((feature) => !configured.includes(feature)) as string;
    await expectError(await read(api, `${SUBSCRIPTIONS}/${id}/features/${notGiven}`, 'features'), 404, notGiven);
    await expectError(await read(api, `${SUBSCRIPTIONS}/${id}/features/${UNKNOWN}`, 'features'), 404, UNKNOWN);
    await expectError(await read(api, `${SUBSCRIPTIONS}/${UNKNOWN}/features`, 'features'), 404, UNKNOWN);
  });

  it('PUT plans detaches a plan that is not the active one (204), in its session only; the active one is a 400', async () => {
    const id = WELL_KNOWN_IDS.active;
    const before = await plansOf(id, 'detach');
    const active = before.find((plan) => plan.meta.active_plan === true);
    const other = before.find((plan) => plan.meta.active_plan !== true);
    expect(other, 'the subscription’s offering has a second plan').toBeDefined();
    const detach = (plans: string[]) =>
      send(api, 'PUT', `${SUBSCRIPTIONS}/${id}/plans`, { data: [{ type: 'detach', plans }] }, 'detach');
    await expectError(await detach([active?.id as string]), 400, 'data[].plans');
    await expectError(await detach([UNKNOWN]), 400, 'data[].plans');
    expect(await plansOf(id, 'detach')).toEqual(before);
    const response = await detach([other?.id as string]);
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
    const after = await plansOf(id, 'detach');
    expect(after.map((plan) => plan.id)).toEqual(before.map((plan) => plan.id).filter((one) => one !== other?.id));
    expect(after.find((plan) => plan.meta.active_plan === true)?.id).toBe(active?.id);
    await expectError(await read(api, `${SUBSCRIPTIONS}/${id}/plans/${other?.id}`, 'detach'), 404, other?.id);
    expect(await plansOf(id, 'default')).toEqual(before);
  });

  it('the list filters with in(account_id,a,b) and with eq(...):eq(...)', async () => {
    const choice = choose(await choices(api, '2026'), 'a price', paidNow);
    const accounts = [
      '21111111-2222-4333-8444-555555555555',
      '31111111-2222-4333-8444-555555555555',
      '41111111-2222-4333-8444-555555555555',
    ];
    const made: string[] = [];
    for (const [index, account] of accounts.entries()) {
      const body = createBody('2026', choice, { account_id: account, email: `subscriber${index}@example.com` });
      made.push((await create(body, 'filters')).id as string);
    }
    const list = async (filter: string, session = 'filters') =>
      expectOk(
        await read(api, `${SUBSCRIPTIONS}?filter=${filter}&page[limit]=100`, session),
        subscriptionList2026Schema,
      );
    const both = await list(`in(account_id,${accounts[0]},${accounts[1]})`);
    expect(sorted(both.data.map((one) => one.id))).toEqual(sorted(made.slice(0, 2)));
    expect(both.meta.results.total).toBe(2);
    const one = await list(`eq(account_id,${accounts[2]}):eq(email,subscriber2@example.com)`);
    expect(one.data.map((subscription) => subscription.id)).toEqual([made[2]]);
    expect((await list(`eq(account_id,${accounts[2]}):eq(email,subscriber0@example.com)`)).data).toEqual([]);
    expect((await list(`in(email,subscriber0@example.com,subscriber2@example.com)`)).data.map((s) => s.id)).toEqual([
      made[0],
      made[2],
    ]);
    expect((await list(`in(account_id,${accounts.join(',')})`, 'default')).data).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------------------------
// 2024

describe.each(ADAPTERS)('2024 subscription writes via %s', (adapter) => {
  const api = useTarget(adapter, { apiVersion: '2024' });

  async function create(body: unknown, session: string) {
    return (await expectCreated(await send(api, 'POST', SUBSCRIPTIONS, body, session), subscriptionResponseSchema))
      .data;
  }
  async function productsOf(id: string, session: string) {
    return (await expectOk(await read(api, `${SUBSCRIPTIONS}/${id}/products`, session), subscriptionProductListSchema))
      .data;
  }
  async function plansOf(id: string, session: string) {
    return (await expectOk(await read(api, `${SUBSCRIPTIONS}/${id}/plans`, session), subscriptionPlanListSchema)).data;
  }
  function manage(id: string, type: string, products: string[], session: string) {
    return send(api, 'PUT', `${SUBSCRIPTIONS}/${id}/products`, { data: [{ type, products }] }, session);
  }

  it("a subscription in an offering's second currency shows its products' and plans' prices in it", async () => {
    const all = await choices(api, '2024');
    const choice = choose(all, 'a plan priced in two currencies', (one) => Object.keys(one.prices).length > 1);
    const currency = Object.keys(choice.prices)[1] as string;
    const response = await send(api, 'POST', SUBSCRIPTIONS, createBody('2024', { ...choice, currency }), 'currency');
    const { data } = await expectCreated(response, subscriptionResponseSchema);
    const read = await api.get(`${SUBSCRIPTIONS}/${data.id}?include=products,plans`, {
      'X-Emulator-Session': 'currency',
    });
    const body = (await read.json()) as {
      included: Record<string, { meta: { display_price?: { without_tax: { currency: string; amount: number } } } }[]>;
    };
    const shown = [...(body.included.products ?? []), ...(body.included.plans ?? [])].map(
      (one) => one.meta.display_price?.without_tax.currency,
    );
    expect(shown.length).toBeGreaterThan(0);
    expect(new Set(shown)).toEqual(new Set([currency]));
  });

  it('an inline offering: offering, products and plans made with it, the plan chosen by selected_plan', async () => {
    const body = {
      data: {
        account_id: ACCOUNT,
        currency: 'USD',
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        manual_payments: false,
        offering: { name: 'Inline box (test)', external_ref: 'inline-box-2024' },
        products: [
          { name: 'Small box', external_ref: 'small', price: { USD: { amount: 1000 } } },
          { name: 'Large box', external_ref: 'large', price: { USD: { amount: 3000 } } },
        ],
        plans: [
          { ...MONTHLY_RULES, name: 'Monthly', external_ref: 'monthly' },
          {
            ...MONTHLY_RULES,
            name: 'Yearly',
            external_ref: 'yearly',
            billing_interval_type: 'year',
            base_price_percentage: 10,
          },
        ],
        selected_plan: 'yearly',
      },
    };
    const data = await create(body, 'inline');
    const id = data.id as string;
    expect(data.attributes.offering.attributes).toMatchObject({
      name: 'Inline box (test)',
      external_ref: 'inline-box-2024',
    });
    expect((await productsOf(id, 'inline')).map((product) => product.attributes.external_ref)).toEqual([
      'small',
      'large',
    ]);
    const plans = await plansOf(id, 'inline');
    const yearly = plans.find((plan) => plan.attributes.external_ref === 'yearly');
    expect(data.attributes.plan_id).toBe(yearly?.id);
    expect(plans.filter((plan) => plan.meta.active_plan === true).map((plan) => plan.id)).toEqual([yearly?.id]);
    // The 2024 plan's price is for all of the offering's products: a year of both, less 10 %.
    expect(yearly?.meta.price?.USD?.amount).toBe(43200);
    expect((await invoicesOf(api, '2024', id, 'inline')).map((invoice) => invoice.meta.price.amount)).toEqual([43200]);
    const mine = await read(api, `${OFFERINGS}?filter=eq(external_ref,inline-box-2024)`, 'inline');
    expect((await expectOk(mine, offeringListSchema)).data.map((offering) => offering.id)).toEqual([
      data.attributes.offering.id,
    ]);
    const theirs = await read(api, `${OFFERINGS}?filter=eq(external_ref,inline-box-2024)`, 'default');
    expect((await expectOk(theirs, offeringListSchema)).data).toEqual([]);
  });

  it('GET products and plans: the offering’s, the active plan marked', async () => {
    const all = await choices(api, '2024');
    const choice = choose(all, 'a price', paidNow);
    const data = await create(createBody('2024', choice), 'children');
    const id = data.id as string;
    const offering = data.attributes.offering;
    const products = await productsOf(id, 'children');
    expect(products.map((product) => product.id)).toEqual(idsOf(offering.relationships?.products));
    const plans = await plansOf(id, 'children');
    expect(sorted(plans.map((plan) => plan.id))).toEqual(sorted(idsOf(offering.relationships?.plans)));
    // Only `true` is checked: the document says a plan not active has `active_plan` null, the emulator answers false.
    expect(plans.filter((plan) => plan.meta.active_plan === true).map((plan) => plan.id)).toEqual([choice.option]);
    for (const plan of plans)
      expect(pricesOf(plan.meta.price)).toEqual(all.find((one) => one.option === plan.id)?.prices);
    await expectError(await read(api, `${SUBSCRIPTIONS}/${UNKNOWN}/products`, 'children'), 404, UNKNOWN);
    await expectError(await read(api, `${SUBSCRIPTIONS}/${UNKNOWN}/plans`, 'children'), 404, UNKNOWN);
  });

  it('PUT products detaches, attaches and replaces; the plans are priced again over what is kept', async () => {
    const all = await choices(api, '2024');
    // A monthly plan at the products' own price (no discount, no fixed price), so its price is the products' sum.
    const choice = choose(
      all,
      'a monthly plan at full price over two products or more',
      (one) =>
        paidNow(one) &&
        one.rules.billing_interval_type === 'month' &&
        one.rules.billing_frequency === 1 &&
        (one.rules.base_price_percentage ?? 0) === 0 &&
        one.rules.fixed_price === undefined,
    );
    const data = await create(createBody('2024', choice), 'manage');
    const id = data.id as string;
    const currency = choice.currency;
    const products = await productsOf(id, 'manage');
    expect(products.length).toBeGreaterThan(1);
    const monthOf = (product: (typeof products)[number]) => {
      expect(product.attributes.price_units ?? { unit: 'month', amount: 1 }).toEqual({ unit: 'month', amount: 1 });
      return product.attributes.price?.[currency]?.amount ?? 0;
    };
    const sum = (list: typeof products) => list.reduce((total, product) => total + monthOf(product), 0);
    const priceOf = async () =>
      (await plansOf(id, 'manage')).find((plan) => plan.id === choice.option)?.meta.price?.[currency]?.amount;
    const plansBefore = await plansOf(id, 'manage');
    expect(await priceOf()).toBe(sum(products));

    const [gone, ...kept] = products as [(typeof products)[number], ...typeof products];
    const detached = await manage(id, 'detach', [gone.id as string], 'manage');
    expect(detached.status).toBe(204);
    expect(await detached.text()).toBe('');
    expect((await productsOf(id, 'manage')).map((product) => product.id)).toEqual(kept.map((product) => product.id));
    expect(await priceOf()).toBe(sum(kept));
    for (const plan of await plansOf(id, 'manage')) {
      const was = plansBefore.find((one) => one.id === plan.id)?.meta.price?.[currency]?.amount as number;
      expect(plan.meta.price?.[currency]?.amount).toBeLessThan(was);
    }

    expect((await manage(id, 'attach', [gone.id as string], 'manage')).status).toBe(204);
    expect(sorted((await productsOf(id, 'manage')).map((product) => product.id))).toEqual(
      sorted(products.map((p) => p.id)),
    );
    expect(await priceOf()).toBe(sum(products));

    const [only] = kept as [(typeof products)[number]];
    expect((await manage(id, 'replace', [only.id as string], 'manage')).status).toBe(204);
    expect((await productsOf(id, 'manage')).map((product) => product.id)).toEqual([only.id]);
    expect(await priceOf()).toBe(monthOf(only));
    expect(
      (await plansOf(id, 'manage')).filter((plan) => plan.meta.active_plan === true).map((plan) => plan.id),
    ).toEqual([choice.option]);

    // Detaching every product is refused, as is attaching one the offering does not have.
    await expectError(await manage(id, 'detach', [only.id as string], 'manage'), 400, 'data[].products');
    const foreign = await expectOk(await api.get(`${OFFERINGS}?include=products&page[limit]=100`), offeringListSchema);
    const elsewhere = foreign.data.find((offering) => offering.id !== choice.offering);
    const stranger = idsOf(elsewhere?.relationships?.products)[0] as string;
    await expectError(await manage(id, 'attach', [stranger], 'manage'), 400, 'data[].products');
    await expectError(await manage(id, 'detach', [stranger], 'manage'), 400, 'data[].products');
    expect((await productsOf(id, 'manage')).map((product) => product.id)).toEqual([only.id]);
    await expectError(await manage(UNKNOWN, 'detach', [only.id as string], 'manage'), 404, UNKNOWN);
  });

  it('PUT products on a world subscription changes it in its session only', async () => {
    const id = WELL_KNOWN_IDS.active;
    const before = await productsOf(id, 'default');
    const plans = await plansOf(id, 'default');
    expect(before.length, 'the subscription has two products or more').toBeGreaterThan(1);
    expect((await manage(id, 'detach', [before[0]?.id as string], 'world-manage')).status).toBe(204);
    expect(await productsOf(id, 'world-manage')).toEqual(before.slice(1));
    expect(await productsOf(id, 'default')).toEqual(before);
    expect(await plansOf(id, 'default')).toEqual(plans);
  });

  it('the list takes eq, joined by ":"; in(...) is a 400 naming the operator (the 2024 list documents eq only)', async () => {
    const choice = choose(await choices(api, '2024'), 'a price', paidNow);
    const data = await create(createBody('2024', choice, { email: 'filtered@example.com' }), 'filters');
    const list = async (filter: string) =>
      expectOk(await read(api, `${SUBSCRIPTIONS}?filter=${filter}&page[limit]=100`, 'filters'), subscriptionListSchema);
    expect((await list(`eq(account_id,${ACCOUNT})`)).data.map((one) => one.id)).toEqual([data.id]);
    expect((await list(`eq(account_id,${ACCOUNT}):eq(email,filtered@example.com)`)).data.map((one) => one.id)).toEqual([
      data.id,
    ]);
    expect((await list(`eq(account_id,${ACCOUNT}):eq(email,other@example.com)`)).data).toEqual([]);
    const refused = await read(api, `${SUBSCRIPTIONS}?filter=in(account_id,${ACCOUNT},${UNKNOWN})`, 'filters');
    await expectError(refused, 400, /"in".*eq/);
  });
});
