import { describe, expect, it } from 'vitest';
import {
  type ApiVersion,
  dunningRuleListSchema,
  dunningRuleResponseSchema,
  type Invoice,
  invoiceListSchema,
  invoicePaymentListSchema,
  offeringList2026Schema,
  offeringListSchema,
  offeringResponse2026Schema,
  offeringResponseSchema,
  prorationPolicyListSchema,
  prorationPolicyRelationshipSchema,
  prorationPolicyResponseSchema,
  type Subscriber2026,
  subscriberList2026Schema,
  subscriberListSchema,
  subscriberResponse2026Schema,
  subscriberResponseSchema,
  subscriptionList2026Schema,
  subscriptionListSchema,
  subscriptionPlanList2026Schema,
  subscriptionResponse2026Schema,
  subscriptionResponseSchema,
  WELL_KNOWN_IDS,
} from '../../src/index.js';
import { invoiceList2026Schema, offeringFeatureList2026Schema } from '../../src/schemas/index.js';
import { ADAPTERS, AUTH, type Target, useTarget } from '../support/adapters.js';
import { MONTHLY_RULES } from '../support/plans.js';
import { expectCreated, expectError, expectOk } from './expect.js';

/**
 * The store's subscribers, dunning rules and proration policies, in both API versions, through every adapter: their
 * lists, filters, writes and rules (one subscriber per account, the one default dunning rule, unique external_refs,
 * what may not be deleted), what they mean elsewhere (an invoice's subscriber, a subscriber's entitlements, the
 * dunning a clock move runs, the proration policy an offering uses). Every write lands in its own session.
 */

const SUBSCRIBERS = '/v2/subscriptions/subscribers';
const RULES = '/v2/subscriptions/dunning-rules';
const POLICIES = '/v2/subscriptions/proration-policies';
const OFFERINGS = '/v2/subscriptions/offerings';
const SUBSCRIPTIONS = '/v2/subscriptions/subscriptions';
const UNKNOWN = 'ffffffff-ffff-4fff-bfff-ffffffffffff';
const NEW_ACCOUNT = '11111111-2222-4333-8444-555555555555';
const DAY = 86_400_000;
/** The default clock: the first write of a session is dated at it. */
const NOW = '2026-01-01T00:00:00Z';
const VERSIONS: readonly ApiVersion[] = ['2024', '2026'];
const CASES = ADAPTERS.flatMap((adapter) => VERSIONS.map((version) => [adapter, version] as const));

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

/** A DELETE in `session`: a 204 with no body. */
async function expectDeleted(api: Target, path: string, session: string) {
  const response = await send(api, 'DELETE', path, undefined, session);
  expect(response.status, await response.clone().text()).toBe(204);
  expect(await response.text()).toBe('');
}

const subscriberSchemas = (version: ApiVersion) =>
  version === '2024'
    ? { list: subscriberListSchema, one: subscriberResponseSchema }
    : { list: subscriberList2026Schema, one: subscriberResponse2026Schema };

const newSubscriber = (attributes: Record<string, unknown> = {}) => ({
  data: {
    type: 'subscription_subscriber',
    attributes: { account_id: NEW_ACCOUNT, name: 'Ada Lovelace', email: 'ada@example.com', ...attributes },
  },
});

// ---------------------------------------------------------------------------------------------------------------
// Subscribers

describe.each(CASES)('subscribers via %s, API %s', (adapter, version) => {
  const api = useTarget(adapter, { apiVersion: version });
  const schemas = subscriberSchemas(version);
  const list = async (session = 'world', query = 'page[limit]=100') =>
    expectOk(await api.get(`${SUBSCRIBERS}?${query}`, as(session)), schemas.list);
  const subscriptions = async () => {
    const schema = version === '2024' ? subscriptionListSchema : subscriptionList2026Schema;
    return (await expectOk(await api.get(`${SUBSCRIPTIONS}?page[limit]=100`), schema)).data;
  };

  it("ListSubscribers: one per account of the world's subscriptions, its id the account's, as old as its first", async () => {
    const all = await list();
    const lives = await subscriptions();
    const accounts = new Map<string, (typeof lives)[number]>();
    for (const life of [...lives].sort((a, b) =>
      a.meta.timestamps.created_at.localeCompare(b.meta.timestamps.created_at),
    )) {
      if (!accounts.has(life.attributes.account_id)) accounts.set(life.attributes.account_id, life);
    }
    expect(all.meta.results.total).toBe(accounts.size);
    expect(all.data.map((subscriber) => subscriber.id).sort()).toEqual([...accounts.keys()].sort());
    for (const subscriber of all.data) {
      const first = accounts.get(subscriber.id) as (typeof lives)[number];
      expect(subscriber.attributes).toMatchObject({
        account_id: subscriber.id,
        name: first.attributes.name,
        email: first.attributes.email,
        created_at: first.meta.timestamps.created_at,
      });
      expect(subscriber.meta.timestamps.created_at).toBe(first.meta.timestamps.created_at);
      // 2024 subscribers have no payment authority; 2026 ones show their account's first subscription's.
      if (version === '2026') expect(subscriber.attributes).toMatchObject({ payment_authority: expect.any(Object) });
      else expect(subscriber.attributes).not.toHaveProperty('payment_authority');
    }
    const one = await expectOk(await api.get(`${SUBSCRIBERS}/${all.data[0]?.id}`), schemas.one);
    expect(one.data).toEqual(all.data[0]);
    // The seed's path without /v2 answers the same.
    expect((await expectOk(await api.get('/subscriptions/subscribers?page[limit]=100'), schemas.list)).data).toEqual(
      all.data,
    );
  });

  it('an invoice names its subscriber: meta.subscriber_id is the subscriber of its subscription', async () => {
    const id = WELL_KNOWN_IDS.active;
    const invoices = await expectOk(
      await api.get(`${SUBSCRIPTIONS}/${id}/invoices?page[limit]=1`),
      version === '2024' ? invoiceListSchema : invoiceList2026Schema,
    );
    const invoice = invoices.data[0] as Invoice;
    const subscriber = await expectOk(await api.get(`${SUBSCRIBERS}/${invoice.meta.subscriber_id}`), schemas.one);
    const life = await expectOk(
      await api.get(`${SUBSCRIPTIONS}/${id}`),
      version === '2024' ? subscriptionResponseSchema : subscriptionResponse2026Schema,
    );
    expect(subscriber.data.attributes.account_id).toBe(life.data.attributes.account_id);
  });

  it('filters as the version documents: eq (2024); eq, in, like and ilike (2026)', async () => {
    const all = (await list()).data;
    const [first, second] = all as [(typeof all)[number], (typeof all)[number]];
    const found = async (filter: string) =>
      (await list('world', `page[limit]=100&filter=${encodeURIComponent(filter)}`)).data.map((one) => one.id);
    expect(await found(`eq(email,${first.attributes.email})`)).toEqual([first.id]);
    expect(await found(`eq(account_id,${second.attributes.account_id})`)).toEqual([second.id]);
    expect(await found(`eq(name,${first.attributes.name}):eq(email,${second.attributes.email})`)).toEqual([]);
    // A subscriber has no external_ref in either document's shape: the documented filter finds none.
    expect(await found('eq(external_ref,anything)')).toEqual([]);
    const surname = (first.attributes.name.split(' ').at(-1) as string).toUpperCase();
    if (version === '2024') {
      await expectError(
        await api.get(`${SUBSCRIBERS}?filter=in(email,a@b.c,d@e.f)`),
        400,
        'filter operator on email "in" is not supported: use eq',
      );
      await expectError(await api.get(`${SUBSCRIBERS}?filter=ilike(name,*x*)`), 400, 'use eq');
      return;
    }
    expect(await found(`in(email,${first.attributes.email},${second.attributes.email},x@y.z)`)).toEqual(
      all.slice(0, 2).map((one) => one.id),
    );
    expect(await found(`ilike(name,*${surname})`)).toContain(first.id);
    expect(await found(`like(name,*${surname})`)).not.toContain(first.id);
    expect(await found(`like(name,*${first.attributes.name.slice(1)})`)).toContain(first.id);
    expect(await found(`ilike(email,${first.attributes.email.slice(0, 3).toUpperCase()}*)`)).toContain(first.id);
    expect(await found(`ilike(email,*@nowhere.invalid)`)).toEqual([]);
    await expectError(
      await api.get(`${SUBSCRIBERS}?filter=like(account_id,*1*)`),
      400,
      'filter operator on account_id "like" is not supported: use eq, in',
    );
  });

  it('CreateSubscriber, GetSubscriber, UpdateSubscriber, DeleteSubscriber: in the session only', async () => {
    const session = `subscriber-crud-${version}`;
    const authority = { type: 'stripe_payment_intents', customer_id: 'cus_123', card_id: 'card_123' };
    const created = await expectCreated(
      await send(api, 'POST', SUBSCRIBERS, newSubscriber({ payment_authority: authority }), session),
      schemas.one,
    );
    const times = { created_at: NOW, updated_at: NOW };
    expect(created.data).toMatchObject({
      id: NEW_ACCOUNT,
      type: 'subscription_subscriber',
      attributes: { account_id: NEW_ACCOUNT, name: 'Ada Lovelace', email: 'ada@example.com', ...times },
      meta: { owner: 'store', timestamps: times },
    });
    // 2024 has no payment authority (the field is dropped, like any the document does not have).
    if (version === '2026') {
      expect(created.data.attributes).toMatchObject({ payment_authority: authority });
      expect((created.data as Subscriber2026).meta.feature_entitlements).toEqual([]);
    } else expect(created.data.attributes).not.toHaveProperty('payment_authority');
    const path = `${SUBSCRIBERS}/${NEW_ACCOUNT}`;
    expect((await expectOk(await api.get(path, as(session)), schemas.one)).data).toEqual(created.data);
    expect((await list(session)).data.at(-1)).toEqual(created.data);
    await expectError(await api.get(path), 404, NEW_ACCOUNT);

    const update = (attributes: Record<string, unknown>) =>
      send(api, 'PUT', path, { data: { id: NEW_ACCOUNT, type: 'subscription_subscriber', attributes } }, session);
    const renamed = await expectOk(await update({ name: 'Ada King', email: 'ada@example.org' }), schemas.one);
    expect(renamed.data.attributes).toMatchObject({
      name: 'Ada King',
      email: 'ada@example.org',
      created_at: NOW,
      updated_at: '2026-01-01T00:00:01Z',
    });
    expect(renamed.data.meta.timestamps).toEqual({ created_at: NOW, updated_at: '2026-01-01T00:00:01Z' });
    // Empty attributes change nothing.
    expect((await expectOk(await update({}), schemas.one)).data).toEqual(renamed.data);
    if (version === '2026') {
      const cleared = await expectOk(await update({ payment_authority: null }), schemas.one);
      expect(cleared.data.attributes).not.toHaveProperty('payment_authority');
    }
    await expectError(await update({ name: 'Al' }), 400, 'data.attributes.name');
    await expectError(await update({ email: 'not an email' }), 400, 'data.attributes.email');
    // A body naming another subscriber than the path's is a conflict, and changes neither.
    const other = '22222222-2222-4222-8222-222222222222';
    await expectError(
      await send(
        api,
        'PUT',
        path,
        { data: { id: other, type: 'subscription_subscriber', attributes: { name: 'Xavier' } } },
        session,
      ),
      409,
      `data.id is ${other}, but the path names subscriber ${NEW_ACCOUNT}`,
    );

    await expectDeleted(api, path, session);
    await expectError(await api.get(path, as(session)), 404, NEW_ACCOUNT);
    await expectError(await send(api, 'DELETE', path, undefined, session), 404, NEW_ACCOUNT);
    const body = { data: { id: NEW_ACCOUNT, type: 'subscription_subscriber', attributes: {} } };
    await expectError(await send(api, 'PUT', `${SUBSCRIBERS}/nope`, body, session), 400, 'UUID', {
      title: 'Validation Error',
    });
  });

  it('refuses a second subscriber of an account, a bad body, and deleting one that has subscriptions (409)', async () => {
    const session = `subscriber-rules-${version}`;
    const [seeded] = (await list()).data;
    const account = seeded?.id as string;
    await expectError(
      await send(api, 'POST', SUBSCRIBERS, newSubscriber({ account_id: account }), session),
      409,
      `account ${account} has a subscriber already`,
    );
    await expectError(
      await send(api, 'DELETE', `${SUBSCRIBERS}/${account}`, undefined, session),
      409,
      `subscriber ${account} has `,
    );
    expect((await list(session)).data[0]).toEqual(seeded);
    for (const [attributes, field] of [
      [{ account_id: 'not-a-uuid' }, 'data.attributes.account_id'],
      [{ name: 'Al' }, 'data.attributes.name'],
      [{ email: `${'x'.repeat(1020)}@b.co` }, 'data.attributes.email'],
      [{ email: 'nope' }, 'data.attributes.email'],
    ] as const) {
      await expectError(await send(api, 'POST', SUBSCRIBERS, newSubscriber(attributes), session), 400, field);
    }
    await expectError(
      await send(api, 'POST', SUBSCRIBERS, { data: { type: 'subscription_offering', attributes: {} } }, session),
      400,
      'data.type',
    );
    if (version === '2026') {
      await expectError(
        await send(api, 'POST', SUBSCRIBERS, newSubscriber({ payment_authority: { type: 'cash' } }), session),
        400,
        'data.attributes.payment_authority',
      );
    }
    // Once its subscriptions are gone, the subscriber can go too.
    const mine = (await subscriptions()).filter((life) => life.attributes.account_id === account);
    for (const life of mine) await expectDeleted(api, `${SUBSCRIPTIONS}/${life.id}`, session);
    await expectDeleted(api, `${SUBSCRIBERS}/${account}`, session);
    expect((await list(session)).data.map((one) => one.id)).not.toContain(account);
    expect((await list()).data[0]).toEqual(seeded);
  });
});

describe.each(ADAPTERS)('2026 subscribers: feature entitlements via %s', (adapter) => {
  const api = useTarget(adapter, { apiVersion: '2026' });

  /**
   * The tags a subscriber should have, read from the API: of each of its account's subscriptions that is active and
   * neither paused nor pending, the features its plan configures (a promotion's picked tag, another's own tag).
   */
  async function expected(account: string, session: string): Promise<string[]> {
    const tags = new Set<string>();
    const lives = await expectOk(
      await api.get(`${SUBSCRIPTIONS}?page[limit]=100&filter=eq(account_id,${account})`, as(session)),
      subscriptionList2026Schema,
    );
    for (const life of lives.data) {
      const { meta } = life;
      if (meta.status !== 'active' || meta.paused || meta.pending) continue;
      const plans = await expectOk(
        await api.get(`${SUBSCRIPTIONS}/${life.id}/plans?page[limit]=100`, as(session)),
        subscriptionPlanList2026Schema,
      );
      const features = await expectOk(
        await api.get(`${SUBSCRIPTIONS}/${life.id}/features?page[limit]=100`, as(session)),
        offeringFeatureList2026Schema,
      );
      const plan = plans.data.find((one) => one.meta.active_plan === true);
      for (const [featureId, configured] of Object.entries(plan?.attributes.feature_configurations ?? {})) {
        const feature = features.data.find((one) => one.id === featureId);
        if (configured.type === 'promotion') tags.add(configured.tag);
        else if (feature !== undefined && 'tag' in feature.attributes.configuration) {
          tags.add(feature.attributes.configuration.tag);
        }
      }
    }
    return [...tags].sort();
  }

  const entitlements = async (account: string, session: string) =>
    (await expectOk(await api.get(`${SUBSCRIBERS}/${account}`, as(session)), subscriberResponse2026Schema)).data.meta
      .feature_entitlements;

  it("meta.feature_entitlements: the tags of its active subscriptions' plans' features, worked out when asked", async () => {
    const life = await expectOk(
      await api.get(`${SUBSCRIPTIONS}/${WELL_KNOWN_IDS.active}`),
      subscriptionResponse2026Schema,
    );
    const account = life.data.attributes.account_id;
    const before = await entitlements(account, 'entitled');
    expect(before.length).toBeGreaterThan(0);
    expect([...before].sort()).toEqual(await expected(account, 'entitled'));
    expect(new Set(before).size).toBe(before.length);
    // The list shows the same.
    const listed = await expectOk(
      await api.get(`${SUBSCRIBERS}?filter=eq(account_id,${account})`),
      subscriberList2026Schema,
    );
    expect(listed.data[0]?.meta.feature_entitlements).toEqual(before);

    // Paused, the subscription entitles to nothing: its plan's tags go (unless another subscription gives them).
    const paused = await send(
      api,
      'POST',
      `${SUBSCRIPTIONS}/${WELL_KNOWN_IDS.active}/states`,
      { data: { type: 'subscription_state', attributes: { action: 'pause' } } },
      'entitled',
    );
    expect(paused.status, await paused.clone().text()).toBe(204);
    const after = await entitlements(account, 'entitled');
    expect([...after].sort()).toEqual(await expected(account, 'entitled'));
    expect(after).not.toEqual(before);
    expect(before).toEqual(expect.arrayContaining(after));
    // The world is as it was.
    expect(await entitlements(account, 'world')).toEqual(before);
  });
});

// ---------------------------------------------------------------------------------------------------------------
// Dunning rules

const rule = (attributes: Record<string, unknown>) => ({
  data: {
    type: 'subscription_dunning_rule',
    attributes: { payment_retry_type: 'fixed', payment_retries_limit: 3, action: 'close', ...attributes },
  },
});

describe.each(CASES)('dunning rules via %s, API %s', (adapter, version) => {
  const api = useTarget(adapter, { apiVersion: version });
  const rules = async (session = 'world', query = '') =>
    (await expectOk(await api.get(`${RULES}?page[limit]=100${query}`, as(session)), dunningRuleListSchema)).data;

  it("ListDunningRules: the store's default rule, as --dunning-action describes it; GetDunningRule", async () => {
    const [seeded, ...others] = await rules();
    expect(others).toEqual([]);
    expect(seeded?.attributes).toEqual({
      payment_retry_type: 'fixed',
      payment_retry_interval: 1,
      payment_retry_unit: 'day',
      payment_retries_limit: 10,
      action: 'suspend',
      default: true,
    });
    expect((await expectOk(await api.get(`${RULES}/${seeded?.id}`), dunningRuleResponseSchema)).data).toEqual(seeded);
    expect(await rules('world', '&filter=eq(default,false)')).toEqual([]);
    await expectError(await api.get(`${RULES}/${UNKNOWN}`), 404, UNKNOWN);
    await expectError(await api.get(`${RULES}?filter=eq(name,x)`), 400, 'filter field "name" is not supported');
  });

  it('at most one default: making a rule the default makes the one before not (in the same write)', async () => {
    const session = `rules-default-${version}`;
    const [seeded] = await rules();
    const plain = await expectCreated(await send(api, 'POST', RULES, rule({}), session), dunningRuleResponseSchema);
    expect(plain.data.attributes).toEqual({
      payment_retry_type: 'fixed',
      payment_retries_limit: 3,
      action: 'close',
      default: false,
    });
    expect(plain.data.meta).toEqual({ owner: 'store', timestamps: { created_at: NOW, updated_at: NOW } });
    expect((await rules(session))[0]).toEqual(seeded);

    const chosen = await expectCreated(
      await send(
        api,
        'POST',
        RULES,
        rule({ default: true, payment_retry_interval: 2, payment_retry_unit: 'week' }),
        session,
      ),
      dunningRuleResponseSchema,
    );
    const at = chosen.data.meta.timestamps.created_at;
    const [first, second, third] = await rules(session);
    expect(first?.attributes.default).toBe(false);
    expect(first?.meta.timestamps.updated_at).toBe(at);
    expect(second).toEqual(plain.data);
    expect(third).toEqual(chosen.data);
    expect((await rules(session, '&filter=eq(default,true)')).map((one) => one.id)).toEqual([chosen.data.id]);

    // An update that makes another the default moves it again.
    const moved = await expectOk(
      await send(
        api,
        'PUT',
        `${RULES}/${plain.data.id}`,
        { data: { id: plain.data.id, type: 'subscription_dunning_rule', attributes: { default: true } } },
        session,
      ),
      dunningRuleResponseSchema,
    );
    expect(moved.data.attributes.default).toBe(true);
    expect((await rules(session, '&filter=eq(default,true)')).map((one) => one.id)).toEqual([plain.data.id]);
    expect((await rules()).map((one) => one.id)).toEqual([seeded?.id]);
  });

  it('UpdateDunningRule: null clears the interval, unit or multiplier; empty attributes change nothing', async () => {
    const session = `rules-update-${version}`;
    const made = await expectCreated(
      await send(
        api,
        'POST',
        RULES,
        rule({ payment_retry_type: 'backoff', payment_retry_interval: 2, payment_retry_multiplier: 1.5 }),
        session,
      ),
      dunningRuleResponseSchema,
    );
    const path = `${RULES}/${made.data.id}`;
    const update = (attributes: Record<string, unknown>) =>
      send(api, 'PUT', path, { data: { id: made.data.id, type: 'subscription_dunning_rule', attributes } }, session);
    expect((await expectOk(await update({}), dunningRuleResponseSchema)).data).toEqual(made.data);
    const changed = await expectOk(
      await update({
        payment_retry_interval: null,
        payment_retry_multiplier: null,
        payment_retry_type: 'fixed',
        action: 'pause',
      }),
      dunningRuleResponseSchema,
    );
    expect(changed.data.attributes).toEqual({
      payment_retry_type: 'fixed',
      payment_retries_limit: 3,
      action: 'pause',
      default: false,
    });
    expect(changed.data.meta.timestamps).toEqual({ created_at: NOW, updated_at: '2026-01-01T00:00:01Z' });
    // The multiplier is only for backoff: given to a fixed rule, or left when the type turns fixed, a 400.
    await expectError(await update({ payment_retry_multiplier: 2 }), 400, 'data.attributes.payment_retry_multiplier');
    await expectError(
      await send(api, 'POST', RULES, rule({ payment_retry_multiplier: 2 }), session),
      400,
      "left out unless payment_retry_type is backoff (the rule's is fixed)",
    );
    await expectOk(
      await update({ payment_retry_type: 'backoff', payment_retry_multiplier: 2 }),
      dunningRuleResponseSchema,
    );
    await expectError(await update({ payment_retry_type: 'tiered' }), 400, 'payment_retry_multiplier');
    await expectError(await update({ payment_retries_limit: null }), 400, 'data.attributes.payment_retries_limit');
    const unknown = { data: { id: UNKNOWN, type: 'subscription_dunning_rule', attributes: {} } };
    await expectError(await send(api, 'PUT', `${RULES}/${UNKNOWN}`, unknown, session), 404, UNKNOWN);
  });

  it('refuses what the document does not allow, field by field', async () => {
    const session = `rules-bad-${version}`;
    for (const [attributes, field] of [
      [{ payment_retry_type: 'random' }, 'data.attributes.payment_retry_type'],
      [{ payment_retries_limit: -1 }, 'data.attributes.payment_retries_limit'],
      [{ payment_retries_limit: 1.5 }, 'data.attributes.payment_retries_limit'],
      [{ payment_retries_limit: undefined }, 'data.attributes.payment_retries_limit'],
      [{ payment_retry_interval: 0 }, 'data.attributes.payment_retry_interval'],
      [{ payment_retry_interval: 1025 }, 'data.attributes.payment_retry_interval'],
      [{ payment_retry_unit: 'month' }, 'data.attributes.payment_retry_unit'],
      [{ payment_retry_type: 'backoff', payment_retry_multiplier: 0.5 }, 'data.attributes.payment_retry_multiplier'],
      [{ payment_retry_type: 'backoff', payment_retry_multiplier: 1025 }, 'data.attributes.payment_retry_multiplier'],
      [{ action: 'cancel' }, 'data.attributes.action'],
      [{ default: 'yes' }, 'data.attributes.default'],
    ] as const) {
      await expectError(await send(api, 'POST', RULES, rule(attributes), session), 400, field);
    }
    expect(await rules(session)).toEqual(await rules());
  });

  it('DeleteDunningRule: any rule, the default too ("at any time": billing goes back to ten daily retries)', async () => {
    const session = `rules-delete-${version}`;
    const [seeded] = await rules();
    await expectDeleted(api, `${RULES}/${seeded?.id}`, session);
    expect(await rules(session)).toEqual([]);
    await expectError(await api.get(`${RULES}/${seeded?.id}`, as(session)), 404, seeded?.id);
    expect(await rules()).toEqual([seeded]);
  });
});

describe.each(CASES)('dunning rules drive billing via %s, API %s', (adapter, version) => {
  const api = useTarget(adapter, { apiVersion: version });
  const scenario = 'payments-failing';
  const id = WELL_KNOWN_IDS.active;
  const schema = version === '2024' ? subscriptionResponseSchema : subscriptionResponse2026Schema;
  const read = async (session: string) =>
    (await expectOk(await api.get(`${SUBSCRIPTIONS}/${id}`, as(session, scenario)), schema)).data;

  /** The clock moved `days` past the subscription's next run; the last invoice and its payments' times. */
  async function runAndFail(session: string, days: number) {
    const next = Date.parse((await read(session)).meta.invoice_after);
    await api.emulator.clock.set(new Date(next + days * DAY).toISOString(), { scenario, session });
    const invoices = await expectOk(
      await api.get(`${SUBSCRIPTIONS}/${id}/invoices?page[limit]=100`, as(session, scenario)),
      version === '2024' ? invoiceListSchema : invoiceList2026Schema,
    );
    const last = invoices.data.at(-1) as Invoice;
    const payments = await expectOk(
      await api.get(`${SUBSCRIPTIONS}/${id}/invoices/${last.id}/payments?page[limit]=100`, as(session, scenario)),
      invoicePaymentListSchema,
    );
    expect(payments.data.every((payment) => !payment.attributes.success)).toBe(true);
    const times = payments.data.map((payment) => Date.parse(payment.meta.timestamps.created_at));
    expect(times[0]).toBe(next);
    return {
      last,
      gaps: times.slice(1).map((time, index) => (time - (times[index] as number)) / DAY),
      meta: (await read(session)).meta,
    };
  }

  const create = async (session: string, attributes: Record<string, unknown>) =>
    expectCreated(await send(api, 'POST', RULES, rule(attributes), session, scenario), dunningRuleResponseSchema);

  it('a default rule of 2 retries every 3 days, then close: closed after its next run + 6 days, 3 failed payments', async () => {
    await create('two-retries', {
      payment_retries_limit: 2,
      payment_retry_interval: 3,
      payment_retry_unit: 'day',
      default: true,
    });
    const { last, gaps, meta } = await runAndFail('two-retries', 6);
    expect(gaps).toEqual([3, 3]);
    expect(last.attributes).toMatchObject({ outstanding: true, payment_retries_limit_reached: true });
    expect(meta).toMatchObject({ status: 'inactive', closed: true, suspended: false });
  });

  it("without a rule of its own: 11 attempts a day apart, then the world's action (suspend)", async () => {
    const { gaps, meta, last } = await runAndFail('no-rule', 10);
    expect(gaps).toEqual(Array(10).fill(1));
    expect(last.attributes.payment_retries_limit_reached).toBe(true);
    expect(meta).toMatchObject({ status: 'inactive', suspended: true, closed: false });
  });

  it('a rule that is not the default changes nothing; deleting the default goes back to ten daily retries', async () => {
    await create('not-default', { payment_retries_limit: 2, payment_retry_interval: 3 });
    expect((await runAndFail('not-default', 10)).gaps).toEqual(Array(10).fill(1));
    const made = await create('deleted', { payment_retries_limit: 2, payment_retry_interval: 3, default: true });
    const gone = await send(api, 'DELETE', `${RULES}/${made.data.id}`, undefined, 'deleted', scenario);
    expect(gone.status).toBe(204);
    const { gaps, meta } = await runAndFail('deleted', 10);
    expect(gaps).toEqual(Array(10).fill(1));
    expect(meta.suspended).toBe(true);
  });

  it('backoff: each wait the one before times the multiplier; weeks; action none leaves the subscription be', async () => {
    await create('backoff', {
      payment_retry_type: 'backoff',
      payment_retry_multiplier: 2,
      payment_retry_interval: 1,
      payment_retries_limit: 3,
      action: 'none',
      default: true,
    });
    const { gaps, meta, last } = await runAndFail('backoff', 7);
    expect(gaps).toEqual([1, 2, 4]);
    expect(last.attributes.payment_retries_limit_reached).toBe(true);
    expect(meta).toMatchObject({ closed: false, suspended: false, paused: false });
    await create('weekly', {
      payment_retries_limit: 1,
      payment_retry_interval: 1,
      payment_retry_unit: 'week',
      action: 'pause',
      default: true,
    });
    const weekly = await runAndFail('weekly', 7);
    expect(weekly.gaps).toEqual([7]);
    expect(weekly.meta).toMatchObject({ paused: true, status: 'inactive' });
  });
});

// ---------------------------------------------------------------------------------------------------------------
// Proration policies

const policy = (attributes: Record<string, unknown> = {}) => ({
  data: { type: 'subscription_proration_policy', attributes: { name: 'Main policy', rounding: 'up', ...attributes } },
});

describe.each(CASES)('proration policies via %s, API %s', (adapter, version) => {
  const api = useTarget(adapter, { apiVersion: version });
  const policies = async (session = 'world') =>
    (await expectOk(await api.get(`${POLICIES}?page[limit]=100`, as(session)), prorationPolicyListSchema)).data;
  const create = async (session: string, attributes: Record<string, unknown> = {}) =>
    (await expectCreated(await send(api, 'POST', POLICIES, policy(attributes), session), prorationPolicyResponseSchema))
      .data;

  it('CRUD: none in a world; made, read, listed, changed (null clears external_ref), deleted, in the session only', async () => {
    const session = `policies-crud-${version}`;
    expect(await policies()).toEqual([]);
    const made = await create(session, { external_ref: 'main' });
    expect(made).toEqual({
      id: made.id,
      type: 'subscription_proration_policy',
      attributes: { name: 'Main policy', rounding: 'up', external_ref: 'main' },
      meta: { owner: 'store', timestamps: { created_at: NOW, updated_at: NOW } },
    });
    const path = `${POLICIES}/${made.id}`;
    expect((await expectOk(await api.get(path, as(session)), prorationPolicyResponseSchema)).data).toEqual(made);
    expect(await policies(session)).toEqual([made]);
    await expectError(await api.get(path), 404, made.id);
    const update = (attributes: Record<string, unknown>) =>
      send(api, 'PUT', path, { data: { id: made.id, type: 'subscription_proration_policy', attributes } }, session);
    expect((await expectOk(await update({}), prorationPolicyResponseSchema)).data).toEqual(made);
    const changed = await expectOk(
      await update({ name: 'Nearest', rounding: 'nearest', external_ref: null }),
      prorationPolicyResponseSchema,
    );
    expect(changed.data.attributes).toEqual({ name: 'Nearest', rounding: 'nearest' });
    await expectError(await update({ name: null }), 400, 'data.attributes.name');
    await expectError(await update({ rounding: 'sideways' }), 400, 'data.attributes.rounding');
    await expectDeleted(api, path, session);
    expect(await policies(session)).toEqual([]);
    await expectError(await send(api, 'DELETE', path, undefined, session), 404, made.id);
  });

  it('refuses a bad body field by field, and an external_ref another policy has (409)', async () => {
    const session = `policies-rules-${version}`;
    for (const [attributes, field] of [
      [{ name: 'ab' }, 'data.attributes.name'],
      [{ name: 'x'.repeat(1025) }, 'data.attributes.name'],
      [{ rounding: 'sideways' }, 'data.attributes.rounding'],
      [{ rounding: undefined }, 'data.attributes.rounding'],
      [{ external_ref: 'x'.repeat(2049) }, 'data.attributes.external_ref'],
    ] as const) {
      await expectError(await send(api, 'POST', POLICIES, policy(attributes), session), 400, field);
    }
    const first = await create(session, { external_ref: 'shared' });
    const second = await create(session, { external_ref: 'other' });
    await expectError(
      await send(api, 'POST', POLICIES, policy({ external_ref: 'shared' }), session),
      409,
      `external_ref "shared" is taken by proration policy ${first.id}`,
    );
    await expectError(
      await send(
        api,
        'PUT',
        `${POLICIES}/${second.id}`,
        { data: { id: second.id, type: 'subscription_proration_policy', attributes: { external_ref: 'shared' } } },
        session,
      ),
      409,
      'an external_ref is unique in the store',
    );
    // A policy may keep its own.
    const same = await send(
      api,
      'PUT',
      `${POLICIES}/${first.id}`,
      { data: { id: first.id, type: 'subscription_proration_policy', attributes: { external_ref: 'shared' } } },
      session,
    );
    expect(same.status).toBe(200);
    expect(await policies(session)).toHaveLength(2);
  });
});

describe.each(ADAPTERS)('2024 proration policies on offerings via %s', (adapter) => {
  const api = useTarget(adapter, { apiVersion: '2024' });
  const session = 'offering-policy-2024';
  const offerings = async (query = '') =>
    (await expectOk(await api.get(`${OFFERINGS}?page[limit]=100${query}`, as(session)), offeringListSchema)).data;
  const manage = (offering: string, data: unknown) =>
    send(api, 'PUT', `${OFFERINGS}/${offering}/relationships/proration-policies`, { data }, session);

  it('ManageProrationsOnOffering: attach (200, the relationship), detach with data null (204); the policy must exist', async () => {
    const made = (
      await expectCreated(await send(api, 'POST', POLICIES, policy(), session), prorationPolicyResponseSchema)
    ).data;
    const [offering, other] = (await offerings()).map((one) => one.id as string) as [string, string];
    const reference = { type: 'subscription_proration_policy', id: made.id };
    const attached = await expectOk(await manage(offering, reference), prorationPolicyRelationshipSchema);
    expect(attached).toEqual({ data: reference });
    expect((await offerings(`&filter=eq(proration_policy_id,${made.id})`)).map((one) => one.id)).toEqual([offering]);
    // An offering that uses it: the policy cannot go.
    await expectError(
      await send(api, 'DELETE', `${POLICIES}/${made.id}`, undefined, session),
      409,
      `proration policy ${made.id} is attached to 1 offering (${offering}): detach it from them first`,
    );
    await expectError(
      await manage(other, { type: 'subscription_proration_policy', id: UNKNOWN }),
      400,
      `data.id must be the id of one of the store's proration policies, got "${UNKNOWN}"`,
    );
    await expectError(await manage(UNKNOWN, reference), 404, UNKNOWN);
    await expectError(await manage(offering, { type: 'subscription_offering', id: made.id }), 400, 'data.type');
    // UpdateOffering's proration_policy_id sets it too; an unknown one is a 400 naming that field.
    await expectError(
      await send(
        api,
        'PUT',
        `${OFFERINGS}/${other}`,
        { data: { id: other, type: 'subscription_offering', attributes: { proration_policy_id: UNKNOWN } } },
        session,
      ),
      400,
      'data.attributes.proration_policy_id must be the id of one of the store',
    );
    await expectOk(
      await send(
        api,
        'PUT',
        `${OFFERINGS}/${other}`,
        { data: { id: other, type: 'subscription_offering', attributes: { proration_policy_id: made.id } } },
        session,
      ),
      offeringResponseSchema,
    );
    expect((await offerings(`&filter=eq(proration_policy_id,${made.id})`)).map((one) => one.id).sort()).toEqual(
      [offering, other].sort(),
    );
    // Detached from both, it can go.
    for (const one of [offering, other]) {
      const detached = await manage(one, null);
      expect(detached.status, await detached.clone().text()).toBe(204);
      expect(await detached.text()).toBe('');
    }
    expect(await offerings(`&filter=eq(proration_policy_id,${made.id})`)).toEqual([]);
    await expectDeleted(api, `${POLICIES}/${made.id}`, session);
  });
});

describe.each(ADAPTERS)('2026 proration policies on offerings via %s', (adapter) => {
  const api = useTarget(adapter, { apiVersion: '2026' });
  const session = 'offering-policy-2026';
  const monthly = { name: 'Monthly', ...MONTHLY_RULES };

  it("CreateOffering's and UpdateOffering's relationships.proration_policy, and a build's proration_policy_id (id or external_ref)", async () => {
    const made = (
      await expectCreated(
        await send(api, 'POST', POLICIES, policy({ external_ref: 'pro-rata' }), session),
        prorationPolicyResponseSchema,
      )
    ).data;
    const reference = { type: 'subscription_proration_policy', id: made.id };
    const createOffering = (relationships: unknown) =>
      send(
        api,
        'POST',
        OFFERINGS,
        { data: { type: 'subscription_offering', attributes: { name: 'Prorated' }, relationships } },
        session,
      );
    await expectError(
      await createOffering({ proration_policy: { ...reference, id: UNKNOWN } }),
      400,
      `data.relationships.proration_policy.id must be the id of one of the store's proration policies, got "${UNKNOWN}"`,
    );
    const offering = await expectCreated(
      await createOffering({ proration_policy: reference }),
      offeringResponse2026Schema,
    );
    expect(offering.data.relationships?.proration_policy).toEqual({ data: reference });
    const id = offering.data.id as string;
    const update = (relationships: unknown) =>
      send(api, 'PUT', `${OFFERINGS}/${id}`, { data: { id, type: 'subscription_offering', relationships } }, session);
    await expectError(
      await update({ proration_policy: { ...reference, id: UNKNOWN } }),
      400,
      'data.relationships.proration_policy.id',
    );
    await expectError(await send(api, 'DELETE', `${POLICIES}/${made.id}`, undefined, session), 409, 'detach it');
    const detached = await expectOk(await update({ proration_policy: null }), offeringResponse2026Schema);
    expect(detached.data.relationships?.proration_policy).toBeUndefined();

    const build = (proration_policy_id: string) =>
      send(
        api,
        'POST',
        `${OFFERINGS}/build`,
        {
          data: { name: 'Built prorated', proration_policy_id, plans: [{ name: 'Beans' }], pricing_options: [monthly] },
        },
        session,
      );
    const built = await expectCreated(await build('pro-rata'), offeringResponse2026Schema);
    expect(built.data.relationships?.proration_policy).toEqual({ data: reference });
    const byId = await expectCreated(await build(made.id.toUpperCase()), offeringResponse2026Schema);
    expect(byId.data.relationships?.proration_policy).toEqual({ data: reference });
    await expectError(
      await build('nope'),
      400,
      `data.proration_policy_id must be the id or external_ref of one of the store's proration policies, got "nope"`,
    );
    const listed = await expectOk(
      await api.get(`${OFFERINGS}?page[limit]=100&filter=eq(proration_policy_id,${made.id})`, as(session)),
      offeringList2026Schema,
    );
    expect(listed.data.map((one) => one.id)).toEqual([built.data.id, byId.data.id]);
  });
});
