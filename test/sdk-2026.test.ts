import {
  createAnAccessToken,
  createClient,
  createShopperClient,
  createSubscriptionState,
  getOffering,
  getSubscription,
  listOfferingFeatures,
  listOfferingPlanPricingOptions,
  listOfferingPlans,
  listOfferingPricingOptions,
  listOfferings,
  listSubscriptionPlans,
  listSubscriptionPricingOptions,
  listSubscriptionStates,
  listSubscriptions,
  type OfferingFeature,
  type OfferingPlan,
  type OfferingPricingOption,
} from '@epcc-sdk/sdks-shopper';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmulator, type Emulator, type RunningServer, WELL_KNOWN_IDS } from '../src/index.js';

// The platform's shopper SDK (@epcc-sdk/sdks-shopper 0.3.0), unchanged, against a 2026 emulator over real HTTP: the
// subscriptions calls it has, read the way the example subscription storefront (composable-frontend
// examples/subscriptions) reads them. Each test works in a session of its own (`X-Emulator-Session` in the client's
// headers, which the SDK's token provider sends too), so no test sees another's writes.
let emulator: Emulator;
let server: RunningServer;
beforeAll(async () => {
  emulator = createEmulator({ apiVersion: '2026' });
  server = await emulator.listen();
});
afterAll(() => server.close());

let sessions = 0;
/** A new session's name. */
function session(): string {
  sessions += 1;
  return `sdk-2026-${sessions}`;
}

/**
 * A client as the SDK's auth kit makes it: `createShopperClient` with the implicit token provider (which fetches
 * `POST /oauth/access_token` with `grant_type=implicit`), a token kept in memory, `Authorization: Bearer` on every
 * call.
 */
function shopper(name: string) {
  let stored: string | undefined;
  const storage = {
    get: () => stored,
    set: (token?: string) => {
      stored = token;
    },
  };
  return createShopperClient(
    { baseUrl: server.url, headers: { 'X-Emulator-Session': name } },
    { clientId: 'storefront-client-id', storage },
  ).client;
}

/** The relationship ids the SDK types as `unknown`, read as the storefront reads them (`relationships as any`). */
function relatedIds(item: { relationships?: unknown }, name: string): string[] {
  const relationships = item.relationships as Record<string, { data?: { id: string }[] }> | undefined;
  return relationships?.[name]?.data?.map((entry) => entry.id) ?? [];
}

/** The storefront's `formatPriceForPricingOption` (src/lib/offering-helpers.ts:68-86), its fallback included. */
function formatPriceForPricingOption(plan: OfferingPlan, pricingOption: OfferingPricingOption): string {
  if (!pricingOption.meta?.prices || !plan.id) return '£9.99';
  const priceData = pricingOption.meta.prices[plan.id];
  if (!priceData) return '£9.99';
  const displayPrice = priceData.display_price?.without_tax || priceData.display_price?.with_tax;
  if (displayPrice?.formatted) return displayPrice.formatted;
  if (displayPrice?.amount) return `£${(Number(displayPrice.amount) / 100).toFixed(2)}`;
  return '£9.99';
}

/** An SDK answer's data, failing the test with the error body when the call failed. */
function dataOf<T>(result: { data?: T; error?: unknown; response: Response }): T {
  if (result.error !== undefined || result.data === undefined) {
    throw new Error(`${result.response.status} ${result.response.url}: ${JSON.stringify(result.error)}`);
  }
  return result.data;
}

describe('offerings, as the storefront lists and shows them', () => {
  it("listOfferings with include plans, pricing_options, features: every plan's pricing options and features resolve", async () => {
    const name = session();
    const client = shopper(name);
    const body = dataOf(await listOfferings({ client, query: { include: ['plans', 'pricing_options', 'features'] } }));
    // What the SDK sent: the include list comma-joined, and a bearer token from the implicit grant.
    const [sent] = emulator.requests({ path: '/v2/subscriptions/offerings', session: name });
    expect(sent?.query.include).toBe('plans,pricing_options,features');
    expect(sent?.headers.authorization).toBe('Bearer ***');
    const [token] = emulator.requests({ path: '/oauth/access_token', session: name });
    expect(token?.json).toMatchObject({ grant_type: 'implicit', client_id: 'storefront-client-id' });

    const offerings = body.data ?? [];
    const plans = body.included?.plans ?? [];
    const pricingOptions = body.included?.pricing_options ?? [];
    const features = body.included?.features ?? [];
    expect(offerings.length).toBeGreaterThan(0);
    expect(plans.length).toBeGreaterThan(0);
    expect(pricingOptions.length).toBeGreaterThan(0);
    expect(features.length).toBeGreaterThan(0);

    // The storefront shows only the first offering: its plans, each with its pricing options and features.
    const offering = offerings[0];
    if (offering?.id === undefined) throw new Error('no offering');
    const offeringPlans = relatedIds(offering, 'plans').map((id) => plans.find((plan) => plan.id === id));
    expect(offeringPlans.length).toBeGreaterThan(0);
    const checked: string[] = [];
    for (const plan of offeringPlans) {
      if (plan === undefined) throw new Error('a plan the offering names is not in included.plans');
      expect(plan.attributes.name).toEqual(expect.any(String));
      // getPricingOptionsForPlan: the plan's relationships.pricing_options.data[].id, found in included.
      const optionIds = relatedIds(plan, 'pricing_options');
      expect(optionIds.length).toBeGreaterThan(0);
      for (const optionId of optionIds) {
        const option = pricingOptions.find((candidate) => candidate.id === optionId);
        if (option === undefined) throw new Error(`pricing option ${optionId} is not in included.pricing_options`);
        // The price the storefront shows: the pricing option's price for this plan, formatted, not its fallback.
        const shown = formatPriceForPricingOption(plan, option);
        expect(shown).not.toBe('£9.99');
        const forPlan = option.meta.prices?.[plan.id as string];
        expect(shown).toBe(forPlan?.display_price?.without_tax?.formatted);
        // The same price from the plan's side: plan.meta.prices is keyed by pricing option.
        expect(plan.meta.prices?.[optionId]?.price).toEqual(forPlan?.price);
        expect(option.attributes.billing_interval_type).toMatch(/^(day|week|month|year)$/);
        expect(option.attributes.billing_frequency).toBeGreaterThanOrEqual(1);
        checked.push(shown);
      }
      // The features the plan configures: feature_configurations keyed by feature id, each in included.features.
      const configured = Object.keys(plan.attributes.feature_configurations ?? {});
      for (const featureId of configured) {
        const feature = features.find((candidate: OfferingFeature) => candidate.id === featureId);
        expect(feature?.attributes.name, `feature ${featureId}`).toEqual(expect.any(String));
      }
    }
    expect(checked.length).toBeGreaterThan(0);
    // At least one plan of the seed configures a feature, so the features part is not vacuous.
    expect(plans.some((plan) => Object.keys(plan.attributes.feature_configurations ?? {}).length > 0)).toBe(true);
  });

  it('getOffering with include plans, pricing_options: the cart page finds its plan and pricing option by id', async () => {
    const client = shopper(session());
    const list = dataOf(await listOfferings({ client }));
    const first = list.data?.[0];
    if (first?.id === undefined) throw new Error('no offering');
    const body = dataOf(
      await getOffering({
        client,
        path: { offering_uuid: first.id },
        query: { include: ['plans', 'pricing_options'] },
      }),
    );
    expect(body.data?.id).toBe(first.id);
    expect(body.data?.attributes.name).toBe(first.attributes.name);
    expect(body.included?.features).toBeUndefined();
    const [planId] = relatedIds(first, 'plans');
    const plan = body.included?.plans?.find((candidate) => candidate.id === planId);
    const [optionId] = relatedIds(plan ?? {}, 'pricing_options');
    const option = body.included?.pricing_options?.find((candidate) => candidate.id === optionId);
    expect(plan?.attributes.name).toEqual(expect.any(String));
    expect(option?.attributes.name).toEqual(expect.any(String));

    const missing = await getOffering({ client, path: { offering_uuid: '00000000-0000-4000-8000-0000000000ff' } });
    expect(missing.response.status).toBe(404);
    expect(missing.error).toMatchObject({ errors: [{ status: '404' }] });
  });

  it("listOfferingPlans, listOfferingPricingOptions, listOfferingFeatures, listOfferingPlanPricingOptions agree with the offering's relationships", async () => {
    const client = shopper(session());
    const list = dataOf(await listOfferings({ client }));
    const offering = list.data?.[0];
    if (offering?.id === undefined) throw new Error('no offering');
    const path = { offering_uuid: offering.id };

    const plans = dataOf(await listOfferingPlans({ client, path })).data ?? [];
    expect(plans.map((plan) => plan.id).sort()).toEqual(relatedIds(offering, 'plans').sort());
    expect(plans.every((plan) => plan.type === 'subscription_offering_plan')).toBe(true);
    const options = dataOf(await listOfferingPricingOptions({ client, path })).data ?? [];
    expect(options.map((option) => option.id).sort()).toEqual(relatedIds(offering, 'pricing_options').sort());
    expect(options.every((option) => option.type === 'subscription_offering_pricing_option')).toBe(true);
    const features = dataOf(await listOfferingFeatures({ client, path })).data ?? [];
    expect(features.map((feature) => feature.id).sort()).toEqual(relatedIds(offering, 'features').sort());
    expect(features.every((feature) => feature.type === 'subscription_offering_feature')).toBe(true);

    for (const plan of plans) {
      const related = dataOf(
        await listOfferingPlanPricingOptions({
          client,
          path: { offering_uuid: offering.id, plan_uuid: plan.id ?? '' },
        }),
      );
      expect((related.data ?? []).map((entry) => entry.id).sort()).toEqual(relatedIds(plan, 'pricing_options').sort());
      expect((related.data ?? []).every((entry) => entry.type === 'subscription_offering_pricing_option')).toBe(true);
    }
  });

  it('the auth kit fetches one token per client and reuses it: the emulator gives `expires` in unix seconds', async () => {
    const name = session();
    const client = shopper(name);
    const first = dataOf(await listOfferings({ client }));
    const offering = first.data?.[0]?.id ?? '';
    await listOfferingPlans({ client, path: { offering_uuid: offering } });
    await listOfferingFeatures({ client, path: { offering_uuid: offering } });
    expect(emulator.requests({ path: '/oauth/access_token', session: name })).toHaveLength(1);
    expect(emulator.requests({ path: /^\/v2\//, session: name })).toHaveLength(3);
  });
});

describe('subscriptions, as the account page and its actions use them', () => {
  it('listSubscriptions with include plans, pricing_options: each plan_id and pricing_option_id resolves, with its price', async () => {
    const name = session();
    const client = shopper(name);
    const body = dataOf(await listSubscriptions({ client, query: { include: ['plans', 'pricing_options'] } }));
    const [sent] = emulator.requests({ path: '/v2/subscriptions/subscriptions', session: name });
    expect(sent?.query.include).toBe('plans,pricing_options');
    const subscriptions = body.data ?? [];
    expect(subscriptions.length).toBeGreaterThan(0);
    expect(subscriptions.map((subscription) => subscription.id)).toContain(WELL_KNOWN_IDS.active);
    for (const subscription of subscriptions) {
      const { plan_id, pricing_option_id, offering } = subscription.attributes;
      const plan = body.included?.plans?.find((candidate) => candidate.id === plan_id);
      const option = body.included?.pricing_options?.find((candidate) => candidate.id === pricing_option_id);
      expect(plan?.attributes.name, `plan of ${subscription.id}`).toEqual(expect.any(String));
      expect(option?.attributes.name, `pricing option of ${subscription.id}`).toEqual(expect.any(String));
      expect(option?.meta.prices?.[plan_id]?.display_price?.without_tax?.formatted).toEqual(expect.any(String));
      expect(offering.id).toEqual(expect.any(String));
      expect(typeof subscription.meta.canceled).toBe('boolean');
      expect(typeof subscription.meta.paused).toBe('boolean');
      expect(subscription.meta.timestamps.created_at).toEqual(expect.any(String));
    }
  });

  it('listSubscriptions with no query (the checkout poll) gives each subscription’s offering id', async () => {
    const client = shopper(session());
    const body = dataOf(await listSubscriptions({ client }));
    expect(body.included).toBeUndefined();
    const active = body.data?.find((subscription) => subscription.id === WELL_KNOWN_IDS.active);
    expect(active?.attributes.offering.id).toEqual(expect.any(String));
    expect(active?.attributes.offering.type).toBe('subscription_offering');
  });

  it('getSubscription, listSubscriptionPlans, listSubscriptionPricingOptions: the current plan and pricing option are among them', async () => {
    const client = shopper(session());
    const path = { subscription_uuid: WELL_KNOWN_IDS.active };
    const got = dataOf(await getSubscription({ client, path, query: { include: ['plans', 'pricing_options'] } }));
    const subscription = got.data;
    if (subscription === undefined) throw new Error('no subscription');
    expect(subscription.id).toBe(WELL_KNOWN_IDS.active);
    expect(subscription.meta).toMatchObject({ status: 'active', canceled: false });
    const { plan_id, pricing_option_id } = subscription.attributes;
    expect(got.included?.plans?.map((plan) => plan.id)).toContain(plan_id);
    expect(got.included?.pricing_options?.map((option) => option.id)).toContain(pricing_option_id);

    const plans = dataOf(await listSubscriptionPlans({ client, path })).data ?? [];
    expect(plans.map((plan) => plan.id)).toContain(plan_id);
    expect(plans.filter((plan) => plan.meta.active_plan === true).map((plan) => plan.id)).toEqual([plan_id]);
    const options = dataOf(await listSubscriptionPricingOptions({ client, path })).data ?? [];
    expect(options.map((option) => option.id)).toContain(pricing_option_id);
    expect(options.filter((option) => option.meta.active_pricing_option === true).map((option) => option.id)).toEqual([
      pricing_option_id,
    ]);

    const missing = await getSubscription({
      client,
      path: { subscription_uuid: '00000000-0000-4000-8000-0000000000ff' },
    });
    expect(missing.response.status).toBe(404);
  });

  it('createSubscriptionState cancels (a 204, data {}); listSubscriptionStates and getSubscription show it', async () => {
    const client = shopper(session());
    const path = { subscription_uuid: WELL_KNOWN_IDS.active };
    const before = dataOf(await listSubscriptionStates({ client, path })).data ?? [];
    const result = await createSubscriptionState({
      client,
      path,
      body: { data: { type: 'subscription_state', attributes: { action: 'cancel' } } },
    });
    expect(result.error).toBeUndefined();
    expect(result.response.status).toBe(204);
    expect(result.data).toEqual({});

    const states = dataOf(await listSubscriptionStates({ client, path })).data ?? [];
    expect(states).toHaveLength(before.length + 1);
    expect(states.map((state) => state.attributes.action)).toContain('cancel');
    const got = dataOf(await getSubscription({ client, path })).data;
    expect(got?.meta.canceled).toBe(true);
    expect(got?.meta.state?.attributes.action).toBe('cancel');

    // The other sessions still see it active.
    const other = dataOf(await getSubscription({ client: shopper(session()), path })).data;
    expect(other?.meta.canceled).toBe(false);
  });

  it("the storefront's raw PUT sets payment_authority with a client_credentials token; getSubscription shows it", async () => {
    const name = session();
    // src/middleware.ts gets a client_credentials token through the SDK; actions.ts then PUTs with plain fetch.
    const bare = createClient({ baseUrl: server.url, headers: { 'X-Emulator-Session': name } });
    const token = dataOf(
      await createAnAccessToken({
        client: bare,
        body: {
          grant_type: 'client_credentials',
          client_id: 'storefront-client-id',
          client_secret: 'storefront-secret',
        },
      }),
    );
    expect(token).toMatchObject({ token_type: 'Bearer', identifier: 'client_credentials' });
    expect(token.expires).toEqual(expect.any(Number));
    const id = WELL_KNOWN_IDS.active;
    const paymentAuthority = {
      type: 'elastic_path_payments_stripe',
      customer_id: 'cus_SDK2026',
      card_id: 'card_SDK2026',
    };
    const response = await fetch(`${server.url}/v2/subscriptions/subscriptions/${id}`, {
      method: 'PUT',
      headers: {
        Authorization: `Bearer ${token.access_token}`,
        'Content-Type': 'application/json',
        'X-Emulator-Session': name,
      },
      body: JSON.stringify({
        data: { id, type: 'subscription', attributes: { payment_authority: paymentAuthority } },
      }),
    });
    expect(response.ok).toBe(true);
    const client = shopper(name);
    const got = dataOf(await getSubscription({ client, path: { subscription_uuid: id } })).data;
    expect(got?.attributes.payment_authority).toEqual(paymentAuthority);
  });
});
