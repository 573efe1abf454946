import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  offeringList2026Schema,
  offeringListSchema,
  offeringPlanList2026Schema,
  offeringPlanListSchema,
  offeringPlanPricingOptions2026Schema,
  offeringPlanResponse2026Schema,
  offeringPlanResponseSchema,
  offeringProductListSchema,
  offeringResponse2026Schema,
  offeringResponseSchema,
  pricingOptionList2026Schema,
  pricingOptionResponse2026Schema,
  storePlanListSchema,
  storeProductListSchema,
  storeProductResponseSchema,
  subscriptionPlanListSchema,
  subscriptionProductListSchema,
} from '../../src/schemas/index.js';
import { ADAPTERS, AUTH, SERVER_ADAPTERS, type Target, useTarget } from '../support/adapters.js';
import { MONTHLY_RULES } from '../support/plans.js';
import { expectCreated, expectError, expectOk } from './expect.js';

/**
 * An offering's children in both API versions: under 2026 its plans (with the pricing options each takes) and pricing
 * options; under 2024 its products and plans, attached from the store's. Every operation's success status and whole
 * body, its 404s and 400s, the catalogue rules, and that a write lands only in its own session.
 */

const OFFERINGS = '/v2/subscriptions/offerings';
const JSON_HEADERS = { ...AUTH, 'Content-Type': 'application/json' };
/** A UUID no record of any world has. */
const UNKNOWN = 'ffffffff-ffff-4fff-bfff-ffffffffffff';
const VALIDATION = { title: 'Validation Error' };

/** A write in the test's own session. */
function send(api: Target, method: string, path: string, body: unknown, session: string) {
  return api.fetch(path, {
    method,
    headers: { ...JSON_HEADERS, 'X-Emulator-Session': session },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** A read in a session. */
const read = (api: Target, path: string, session: string) => api.get(path, { 'X-Emulator-Session': session });

/** The ids of a relationship, whichever form its `data` takes. */
type Identified = { id: string } | { id: string }[] | null | undefined;
function idsOf(relationship: { data?: Identified } | undefined): string[] {
  const data = relationship?.data;
  if (data === null || data === undefined) return [];
  return Array.isArray(data) ? data.map((one) => one.id) : [data.id];
}

// ---------------------------------------------------------------------------------------------------------------
// 2026

type Offering2026 = z.infer<typeof offeringResponse2026Schema>['data'];
type Plan2026 = z.infer<typeof offeringPlanResponse2026Schema>['data'];
type Option2026 = z.infer<typeof pricingOptionResponse2026Schema>['data'];

const MONTHLY = { name: 'Monthly (test)', ...MONTHLY_RULES };
const ANNUAL = { ...MONTHLY, name: 'Annual (test)', billing_interval_type: 'year', base_price_percentage: 15 };

describe.each(ADAPTERS)('2026 offering plans and pricing options via %s', (adapter) => {
  const api = useTarget(adapter, { apiVersion: '2026' });

  /** An offering of the world with features, at least two plans and two pricing options. */
  async function anOffering(session: string): Promise<Offering2026> {
    const { data } = await expectOk(await read(api, `${OFFERINGS}?page[limit]=100`, session), offeringList2026Schema);
    const found = data.find(
      (offering) =>
        idsOf(offering.relationships?.features).length > 0 &&
        idsOf(offering.relationships?.plans).length >= 2 &&
        idsOf(offering.relationships?.pricing_options).length >= 2,
    );
    expect(found).toBeDefined();
    return found as Offering2026;
  }

  const offeringNow = async (id: string, session: string) =>
    (await expectOk(await read(api, `${OFFERINGS}/${id}`, session), offeringResponse2026Schema)).data;
  const plansOf = async (id: string, session: string) =>
    (await expectOk(await read(api, `${OFFERINGS}/${id}/plans?page[limit]=100`, session), offeringPlanList2026Schema))
      .data;
  const optionsOf = async (id: string, session: string) =>
    (
      await expectOk(
        await read(api, `${OFFERINGS}/${id}/pricing-options?page[limit]=100`, session),
        pricingOptionList2026Schema,
      )
    ).data;
  const planNow = async (offering: string, plan: string, session: string): Promise<Plan2026> =>
    (await expectOk(await read(api, `${OFFERINGS}/${offering}/plans/${plan}`, session), offeringPlanResponse2026Schema))
      .data;
  const optionNow = async (offering: string, option: string, session: string): Promise<Option2026> =>
    (
      await expectOk(
        await read(api, `${OFFERINGS}/${offering}/pricing-options/${option}`, session),
        pricingOptionResponse2026Schema,
      )
    ).data;
  const createPlan = async (offering: string, attributes: object, session: string) =>
    (
      await expectCreated(
        await send(
          api,
          'POST',
          `${OFFERINGS}/${offering}/plans`,
          { data: { type: 'subscription_offering_plan', attributes } },
          session,
        ),
        offeringPlanResponse2026Schema,
      )
    ).data;
  const createOption = async (offering: string, attributes: object, session: string) =>
    (
      await expectCreated(
        await send(
          api,
          'POST',
          `${OFFERINGS}/${offering}/pricing-options`,
          { data: { type: 'subscription_offering_pricing_option', attributes } },
          session,
        ),
        pricingOptionResponse2026Schema,
      )
    ).data;

  it('ListOfferingPlans: a page of the offering plans, in the order the offering names them, on both paths', async () => {
    const offering = await anOffering('p-list');
    const ids = idsOf(offering.relationships?.plans);
    const body = await expectOk(
      await read(api, `${OFFERINGS}/${offering.id}/plans`, 'p-list'),
      offeringPlanList2026Schema,
    );
    expect(body.data.map((plan) => plan.id)).toEqual(ids);
    expect(body.meta.results.total).toBe(ids.length);
    for (const plan of body.data) {
      expect(plan.type).toBe('subscription_offering_plan');
      expect(Object.keys(plan.meta.prices ?? {}).sort()).toEqual(idsOf(plan.relationships?.pricing_options).sort());
    }
    const page = await expectOk(
      await read(api, `/subscriptions/offerings/${offering.id}/plans?page[offset]=1&page[limit]=1`, 'p-list'),
      offeringPlanList2026Schema,
    );
    expect(page.data).toEqual([body.data[1]]);
    expect(page.meta.page).toMatchObject({ limit: 1, offset: 1, current: 2, total: ids.length });
    expect(page.links.first).toBe(
      `${api.base}/subscriptions/offerings/${offering.id}/plans?page%5Boffset%5D=0&page%5Blimit%5D=1`,
    );
    await expectError(await read(api, `${OFFERINGS}/${UNKNOWN}/plans`, 'p-list'), 404, UNKNOWN);
    await expectError(await read(api, `${OFFERINGS}/not-a-uuid/plans`, 'p-list'), 400, 'offering_uuid', VALIDATION);
  });

  it('GetOfferingPlan: the plan as the list has it; 404 for an unknown offering or plan, 400 for a non-UUID', async () => {
    const offering = await anOffering('p-get');
    const listed = await plansOf(offering.id as string, 'p-get');
    const first = listed[0] as Plan2026;
    const one = await planNow(offering.id as string, first.id as string, 'p-get');
    expect(one).toEqual(first);
    const upper = await planNow((offering.id as string).toUpperCase(), (first.id as string).toUpperCase(), 'p-get');
    expect(upper).toEqual(first);
    await expectError(await read(api, `${OFFERINGS}/${offering.id}/plans/${UNKNOWN}`, 'p-get'), 404, UNKNOWN);
    await expectError(await read(api, `${OFFERINGS}/${UNKNOWN}/plans/${first.id}`, 'p-get'), 404, UNKNOWN);
    await expectError(await read(api, `${OFFERINGS}/${offering.id}/plans/nope`, 'p-get'), 400, 'plan_uuid', VALIDATION);
    // A pricing option's id is not a plan's.
    const option = idsOf(offering.relationships?.pricing_options)[0] as string;
    await expectError(await read(api, `${OFFERINGS}/${offering.id}/plans/${option}`, 'p-get'), 404, option);
  });

  it('CreateOfferingPlan: 201, the plan with its features, taking every pricing option; only in its session', async () => {
    const offering = await anOffering('p-create');
    const id = offering.id as string;
    const [feature] = idsOf(offering.relationships?.features);
    const options = idsOf(offering.relationships?.pricing_options);
    const plan = await createPlan(
      id,
      {
        name: 'Test plan',
        sku: 'TEST-1',
        price: { USD: { amount: 1000 } },
        feature_configurations: { [feature as string]: { type: 'access' } },
      },
      'p-create',
    );
    expect(plan).toMatchObject({
      type: 'subscription_offering_plan',
      attributes: { name: 'Test plan', sku: 'TEST-1', price: { USD: { amount: 1000, includes_tax: false } } },
    });
    expect(plan.attributes.feature_configurations).toEqual({ [feature as string]: { type: 'access' } });
    expect(idsOf(plan.relationships?.pricing_options)).toEqual(options);
    expect(Object.keys(plan.meta.prices ?? {}).sort()).toEqual([...options].sort());
    expect(plan.id).not.toBe(undefined);
    expect(await planNow(id, plan.id as string, 'p-create')).toEqual(plan);
    expect((await plansOf(id, 'p-create')).at(-1)).toEqual(plan);
    expect(idsOf((await offeringNow(id, 'p-create')).relationships?.plans)).toContain(plan.id);
    // Every pricing option names the new plan among the plans that take it.
    for (const option of await optionsOf(id, 'p-create')) expect(idsOf(option.relationships?.plans)).toContain(plan.id);
    // Another session still sees the world's offering.
    expect((await plansOf(id, 'p-create-other')).map((one) => one.id)).toEqual(idsOf(offering.relationships?.plans));
    await expectError(await read(api, `${OFFERINGS}/${id}/plans/${plan.id}`, 'p-create-other'), 404);
  });

  it('CreateOfferingPlan: a feature configuration naming a feature the offering has not is a 400; a bad body a 400; an unknown offering a 404', async () => {
    const offering = await anOffering('p-create-bad');
    const id = offering.id as string;
    const body = (attributes: object) => ({ data: { type: 'subscription_offering_plan', attributes } });
    await expectError(
      await send(
        api,
        'POST',
        `${OFFERINGS}/${id}/plans`,
        body({ name: 'Test plan', feature_configurations: { [UNKNOWN]: { type: 'access' } } }),
        'p-create-bad',
      ),
      400,
      'feature_configurations',
    );
    await expectError(
      await send(api, 'POST', `${OFFERINGS}/${id}/plans`, body({ name: 'x' }), 'p-create-bad'),
      400,
      'name',
    );
    await expectError(
      await send(
        api,
        'POST',
        `${OFFERINGS}/${id}/plans`,
        body({ name: 'Test plan', price: { USD: { amount: -1 } } }),
        'p-create-bad',
      ),
      400,
    );
    await expectError(
      await send(api, 'POST', `${OFFERINGS}/${UNKNOWN}/plans`, body({ name: 'Test plan' }), 'p-create-bad'),
      404,
      UNKNOWN,
    );
    await expectError(
      await send(api, 'POST', `${OFFERINGS}/bad/plans`, body({ name: 'Test plan' }), 'p-create-bad'),
      400,
      'offering_uuid',
      VALIDATION,
    );
    expect((await plansOf(id, 'p-create-bad')).map((plan) => plan.id)).toEqual(idsOf(offering.relationships?.plans));
  });

  it("meta.prices: a plan's price under each pricing option is the option's price for it, discount and all", async () => {
    const offering = await anOffering('p-prices');
    const id = offering.id as string;
    const monthly = await createOption(id, MONTHLY, 'p-prices');
    const annual = await createOption(id, ANNUAL, 'p-prices');
    const fixed = await createOption(
      id,
      { ...MONTHLY, name: 'Fixed (test)', fixed_price: { USD: { amount: 777 } } },
      'p-prices',
    );
    const plan = await createPlan(id, { name: 'Priced plan', price: { USD: { amount: 1000 } } }, 'p-prices');
    const prices = plan.meta.prices ?? {};
    expect(prices[monthly.id as string]?.price?.USD?.amount).toBe(1000);
    const yearly = prices[annual.id as string]?.price?.USD?.amount as number;
    expect(yearly).toBeCloseTo(12 * 1000 * (1 - 15 / 100), 0);
    expect(prices[fixed.id as string]?.price?.USD?.amount).toBe(777);
    // The option's meta.prices names the same price for the plan.
    for (const option of [monthly, annual, fixed]) {
      const now = await optionNow(id, option.id as string, 'p-prices');
      expect(now.meta.prices?.[plan.id as string]).toEqual(prices[option.id as string]);
    }
    // A price per day over a month: about 30 days' worth.
    const daily = await createPlan(
      id,
      { name: 'Daily priced', price: { USD: { amount: 100 } }, price_units: { unit: 'day', amount: 1 } },
      'p-prices',
    );
    expect(daily.meta.prices?.[monthly.id as string]?.price?.USD?.amount).toBe(Math.round((100 * 365) / 12));
  });

  it('UpdateOfferingPlan: 200, attributes changed (null clears), feature configurations laid over (null takes one away)', async () => {
    const offering = await anOffering('p-update');
    const id = offering.id as string;
    const [feature] = idsOf(offering.relationships?.features);
    const plan = await createPlan(
      id,
      {
        name: 'Before',
        sku: 'SKU-1',
        description: 'kept',
        price: { USD: { amount: 500 } },
        feature_configurations: { [feature as string]: { type: 'access' } },
      },
      'p-update',
    );
    const path = `${OFFERINGS}/${id}/plans/${plan.id}`;
    const update = (attributes: object, session = 'p-update') =>
      send(api, 'PUT', path, { data: { id: plan.id, type: 'subscription_offering_plan', attributes } }, session);
    const { data } = await expectOk(
      await update({ name: 'After', sku: null, price: { USD: { amount: 600 } } }),
      offeringPlanResponse2026Schema,
    );
    expect(data.attributes).toMatchObject({ name: 'After', description: 'kept', price: { USD: { amount: 600 } } });
    expect(data.attributes).not.toHaveProperty('sku');
    expect(data.attributes.feature_configurations).toEqual({ [feature as string]: { type: 'access' } });
    for (const entry of Object.values(data.meta.prices ?? {})) expect(entry.price?.USD).toBeDefined();
    expect(await planNow(id, plan.id as string, 'p-update')).toEqual(data);
    const cleared = await expectOk(
      await update({ feature_configurations: { [feature as string]: null } }),
      offeringPlanResponse2026Schema,
    );
    expect(cleared.data.attributes.feature_configurations).toEqual({});
    expect(cleared.data.attributes.name).toBe('After');
    await expectError(
      await update({ feature_configurations: { [UNKNOWN]: { type: 'access' } } }),
      400,
      'feature_configurations',
    );
    // A world plan changed in a session: the other session still sees the world's.
    const [worldPlan] = idsOf(offering.relationships?.plans);
    const before = await planNow(id, worldPlan as string, 'p-update-other');
    await expectOk(
      await send(
        api,
        'PUT',
        `${OFFERINGS}/${id}/plans/${worldPlan}`,
        { data: { id: worldPlan, type: 'subscription_offering_plan', attributes: { name: 'Renamed world plan' } } },
        'p-update',
      ),
      offeringPlanResponse2026Schema,
    );
    expect((await planNow(id, worldPlan as string, 'p-update')).attributes.name).toBe('Renamed world plan');
    expect(await planNow(id, worldPlan as string, 'p-update-other')).toEqual(before);
    const body = { data: { id: UNKNOWN, type: 'subscription_offering_plan', attributes: { name: 'Nobody' } } };
    await expectError(await send(api, 'PUT', `${OFFERINGS}/${id}/plans/${UNKNOWN}`, body, 'p-update'), 404, UNKNOWN);
    await expectError(
      await send(api, 'PUT', `${OFFERINGS}/${UNKNOWN}/plans/${UNKNOWN}`, body, 'p-update'),
      404,
      UNKNOWN,
    );
    await expectError(
      await send(api, 'PUT', `${OFFERINGS}/${id}/plans/x`, body, 'p-update'),
      400,
      'plan_uuid',
      VALIDATION,
    );
    await expectError(await update({ name: 'no' }), 400, 'name');
  });

  it('DeleteOfferingPlan: 204 with no body; the plan is gone from the offering, only in its session', async () => {
    const offering = await anOffering('p-delete');
    const id = offering.id as string;
    const [gone, ...kept] = idsOf(offering.relationships?.plans);
    const path = `${OFFERINGS}/${id}/plans/${gone}`;
    const response = await send(api, 'DELETE', path, undefined, 'p-delete');
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
    await expectError(await read(api, path, 'p-delete'), 404, gone);
    expect((await plansOf(id, 'p-delete')).map((plan) => plan.id)).toEqual(kept);
    expect(idsOf((await offeringNow(id, 'p-delete')).relationships?.plans)).toEqual(kept);
    for (const option of await optionsOf(id, 'p-delete')) {
      expect(idsOf(option.relationships?.plans)).not.toContain(gone);
      expect(option.meta.prices ?? {}).not.toHaveProperty(gone as string);
    }
    expect((await planNow(id, gone as string, 'p-delete-other')).id).toBe(gone);
    await expectError(await send(api, 'DELETE', path, undefined, 'p-delete'), 404, gone);
    await expectError(await send(api, 'DELETE', `${OFFERINGS}/${UNKNOWN}/plans/${gone}`, undefined, 'p-delete'), 404);
    await expectError(
      await send(api, 'DELETE', `${OFFERINGS}/${id}/plans/zzz`, undefined, 'p-delete'),
      400,
      'plan_uuid',
      VALIDATION,
    );
  });

  it('ListOfferingPlanPricingOptions: the identifiers of the options the plan takes, as its relationships say', async () => {
    const offering = await anOffering('r-list');
    const id = offering.id as string;
    for (const plan of await plansOf(id, 'r-list')) {
      const body = await expectOk(
        await read(api, `${OFFERINGS}/${id}/plans/${plan.id}/relationships/pricing_options`, 'r-list'),
        offeringPlanPricingOptions2026Schema,
      );
      expect(body.data).toEqual(plan.relationships?.pricing_options?.data);
      for (const one of body.data) expect(one.type).toBe('subscription_offering_pricing_option');
    }
    const [plan] = idsOf(offering.relationships?.plans);
    await expectError(
      await read(api, `${OFFERINGS}/${id}/plans/${UNKNOWN}/relationships/pricing_options`, 'r-list'),
      404,
      UNKNOWN,
    );
    await expectError(
      await read(api, `${OFFERINGS}/${UNKNOWN}/plans/${plan}/relationships/pricing_options`, 'r-list'),
      404,
      UNKNOWN,
    );
    await expectError(
      await read(api, `${OFFERINGS}/${id}/plans/bad/relationships/pricing_options`, 'r-list'),
      400,
      'plan_uuid',
      VALIDATION,
    );
  });

  it('Remove/AddOfferingPlanPricingOptions: 200 with the options the plan takes now; meta.prices follows', async () => {
    const offering = await anOffering('r-write');
    const id = offering.id as string;
    const options = idsOf(offering.relationships?.pricing_options);
    const [planId] = idsOf(offering.relationships?.plans);
    const path = `${OFFERINGS}/${id}/plans/${planId}/relationships/pricing_options`;
    const before = await planNow(id, planId as string, 'r-write');
    const took = idsOf(before.relationships?.pricing_options);
    const [dropped] = took;
    const identify = (ids: string[]) => ({
      data: ids.map((one) => ({ type: 'subscription_offering_pricing_option', id: one })),
    });
    const removed = await expectOk(
      await send(api, 'DELETE', path, identify([dropped as string]), 'r-write'),
      offeringPlanPricingOptions2026Schema,
    );
    expect(removed.data.map((one) => one.id)).toEqual(took.filter((one) => one !== dropped));
    const after = await planNow(id, planId as string, 'r-write');
    expect(after.meta.prices ?? {}).not.toHaveProperty(dropped as string);
    expect(Object.keys(after.meta.prices ?? {}).sort()).toEqual(removed.data.map((one) => one.id).sort());
    expect(idsOf(after.relationships?.pricing_options)).toEqual(removed.data.map((one) => one.id));
    expect(idsOf((await optionNow(id, dropped as string, 'r-write')).relationships?.plans)).not.toContain(planId);
    const listed = await expectOk(await read(api, path, 'r-write'), offeringPlanPricingOptions2026Schema);
    expect(listed).toEqual(removed);
    // The other session still sees the plan take it.
    expect((await planNow(id, planId as string, 'r-write-other')).meta.prices).toHaveProperty(dropped as string);
    const added = await expectOk(
      await send(api, 'POST', path, identify([dropped as string]), 'r-write'),
      offeringPlanPricingOptions2026Schema,
    );
    expect(added.data.map((one) => one.id).sort()).toEqual([...took].sort());
    expect((await planNow(id, planId as string, 'r-write')).meta.prices).toHaveProperty(dropped as string);
    // A plan that takes every option still takes them all after an add (adding changes nothing).
    const fresh = await createPlan(id, { name: 'Takes all', price: { USD: { amount: 100 } } }, 'r-write');
    expect(idsOf(fresh.relationships?.pricing_options)).toEqual(options);
    const only = await expectOk(
      await send(
        api,
        'POST',
        `${OFFERINGS}/${id}/plans/${fresh.id}/relationships/pricing_options`,
        identify([options[1] as string]),
        'r-write',
      ),
      offeringPlanPricingOptions2026Schema,
    );
    expect(only.data.map((one) => one.id)).toEqual(options);
    expect(Object.keys((await planNow(id, fresh.id as string, 'r-write')).meta.prices ?? {}).sort()).toEqual(
      [...options].sort(),
    );
    // An option the offering has not is a 404; an id that is not a UUID a 400; an unknown plan or offering a 404.
    await expectError(await send(api, 'POST', path, identify([UNKNOWN]), 'r-write'), 404, UNKNOWN);
    await expectError(await send(api, 'POST', path, identify(['not-a-uuid']), 'r-write'), 400);
    await expectError(await send(api, 'POST', path, { data: 'x' }, 'r-write'), 400, 'data');
    const unknownPlan = `${OFFERINGS}/${id}/plans/${UNKNOWN}/relationships/pricing_options`;
    await expectError(await send(api, 'DELETE', unknownPlan, identify([dropped as string]), 'r-write'), 404, UNKNOWN);
    await expectError(
      await send(
        api,
        'POST',
        `${OFFERINGS}/${UNKNOWN}/plans/${planId}/relationships/pricing_options`,
        identify([dropped as string]),
        'r-write',
      ),
      404,
      UNKNOWN,
    );
    await expectError(
      await send(
        api,
        'DELETE',
        `${OFFERINGS}/${id}/plans/q/relationships/pricing_options`,
        identify([dropped as string]),
        'r-write',
      ),
      400,
      'plan_uuid',
      VALIDATION,
    );
  });

  it('ListOfferingPricingOptions: a page of the offering pricing options, each priced for the plans that take it', async () => {
    const offering = await anOffering('o-list');
    const id = offering.id as string;
    const ids = idsOf(offering.relationships?.pricing_options);
    const body = await expectOk(
      await read(api, `${OFFERINGS}/${id}/pricing-options`, 'o-list'),
      pricingOptionList2026Schema,
    );
    expect(body.data.map((option) => option.id)).toEqual(ids);
    expect(body.meta.results.total).toBe(ids.length);
    for (const option of body.data) {
      expect(Object.keys(option.meta.prices ?? {}).sort()).toEqual(idsOf(option.relationships?.plans).sort());
    }
    const page = await expectOk(
      await read(api, `/subscriptions/offerings/${id}/pricing-options?page[limit]=1`, 'o-list'),
      pricingOptionList2026Schema,
    );
    expect(page.data).toEqual([body.data[0]]);
    expect(page.meta.results.total).toBe(ids.length);
    await expectError(await read(api, `${OFFERINGS}/${UNKNOWN}/pricing-options`, 'o-list'), 404, UNKNOWN);
    await expectError(await read(api, `${OFFERINGS}/1234/pricing-options`, 'o-list'), 400, 'offering_uuid', VALIDATION);
  });

  it('CreateOfferingPricingOption: 201 with lead time and notification schedule; plans that take all take it', async () => {
    const offering = await anOffering('o-create');
    const id = offering.id as string;
    const option = await createOption(
      id,
      {
        ...MONTHLY,
        external_ref: 'test-monthly',
        lead_time: { type: 'day', time: 3 },
        notification_schedule: [{ name: 'Reminder', unit: 'week', amount: 1 }],
      },
      'o-create',
    );
    expect(option).toMatchObject({
      type: 'subscription_offering_pricing_option',
      attributes: {
        ...MONTHLY,
        external_ref: 'test-monthly',
        lead_time: { type: 'day', time: 3 },
        notification_schedule: [{ name: 'Reminder', unit: 'week', amount: 1 }],
      },
    });
    expect(await optionNow(id, option.id as string, 'o-create')).toEqual(option);
    expect((await optionsOf(id, 'o-create')).at(-1)).toEqual(option);
    const takers = idsOf(option.relationships?.plans);
    for (const plan of await plansOf(id, 'o-create')) {
      const takes = idsOf(plan.relationships?.pricing_options).includes(option.id as string);
      expect(takes).toBe(takers.includes(plan.id as string));
      if (takes) expect(plan.meta.prices?.[option.id as string]).toEqual(option.meta.prices?.[plan.id as string]);
    }
    expect(takers.length).toBeGreaterThan(0);
    expect((await optionsOf(id, 'o-create-other')).map((one) => one.id)).toEqual(
      idsOf(offering.relationships?.pricing_options),
    );
    const body = (attributes: object) => ({ data: { type: 'subscription_offering_pricing_option', attributes } });
    await expectError(
      await send(api, 'POST', `${OFFERINGS}/${id}/pricing-options`, body({ name: 'Half' }), 'o-create'),
      400,
      'billing_interval_type',
    );
    await expectError(
      await send(
        api,
        'POST',
        `${OFFERINGS}/${id}/pricing-options`,
        body({ ...MONTHLY, base_price_percentage: 101 }),
        'o-create',
      ),
      400,
      'base_price_percentage',
    );
    await expectError(
      await send(api, 'POST', `${OFFERINGS}/${UNKNOWN}/pricing-options`, body(MONTHLY), 'o-create'),
      404,
      UNKNOWN,
    );
  });

  it('GetOfferingPricingOption: the option as the list has it; 404 for an unknown offering or option, 400 for a non-UUID', async () => {
    const offering = await anOffering('o-get');
    const id = offering.id as string;
    const [first] = await optionsOf(id, 'o-get');
    expect(await optionNow(id, first?.id as string, 'o-get')).toEqual(first);
    await expectError(await read(api, `${OFFERINGS}/${id}/pricing-options/${UNKNOWN}`, 'o-get'), 404, UNKNOWN);
    await expectError(await read(api, `${OFFERINGS}/${UNKNOWN}/pricing-options/${first?.id}`, 'o-get'), 404, UNKNOWN);
    await expectError(
      await read(api, `${OFFERINGS}/${id}/pricing-options/abc`, 'o-get'),
      400,
      'pricing_option_uuid',
      VALIDATION,
    );
    const plan = idsOf(offering.relationships?.plans)[0] as string;
    await expectError(await read(api, `${OFFERINGS}/${id}/pricing-options/${plan}`, 'o-get'), 404, plan);
  });

  it('UpdateOfferingPricingOption: 200; null clears the lead time; a new discount moves every plan price under it', async () => {
    const offering = await anOffering('o-update');
    const id = offering.id as string;
    const option = await createOption(id, { ...ANNUAL, lead_time: { type: 'week', time: 1 } }, 'o-update');
    const plan = await createPlan(id, { name: 'Priced plan', price: { USD: { amount: 1000 } } }, 'o-update');
    const path = `${OFFERINGS}/${id}/pricing-options/${option.id}`;
    const update = (attributes: object) =>
      send(
        api,
        'PUT',
        path,
        { data: { id: option.id, type: 'subscription_offering_pricing_option', attributes } },
        'o-update',
      );
    const { data } = await expectOk(
      await update({ lead_time: null, base_price_percentage: 50, name: 'Half price' }),
      pricingOptionResponse2026Schema,
    );
    expect(data.attributes).not.toHaveProperty('lead_time');
    expect(data.attributes).toMatchObject({
      name: 'Half price',
      base_price_percentage: 50,
      billing_interval_type: 'year',
    });
    expect(data.meta.prices?.[plan.id as string]?.price?.USD?.amount).toBe(6000);
    expect(
      (await planNow(id, plan.id as string, 'o-update')).meta.prices?.[option.id as string]?.price?.USD?.amount,
    ).toBe(6000);
    expect(await optionNow(id, option.id as string, 'o-update')).toEqual(data);
    const [worldOption] = idsOf(offering.relationships?.pricing_options);
    const before = await optionNow(id, worldOption as string, 'o-update-other');
    await expectOk(
      await send(
        api,
        'PUT',
        `${OFFERINGS}/${id}/pricing-options/${worldOption}`,
        {
          data: {
            id: worldOption,
            type: 'subscription_offering_pricing_option',
            attributes: { can_pause: !before.attributes.can_pause },
          },
        },
        'o-update',
      ),
      pricingOptionResponse2026Schema,
    );
    expect((await optionNow(id, worldOption as string, 'o-update')).attributes.can_pause).toBe(
      !before.attributes.can_pause,
    );
    expect(await optionNow(id, worldOption as string, 'o-update-other')).toEqual(before);
    const body = {
      data: { id: UNKNOWN, type: 'subscription_offering_pricing_option', attributes: { name: 'Nobody' } },
    };
    await expectError(
      await send(api, 'PUT', `${OFFERINGS}/${id}/pricing-options/${UNKNOWN}`, body, 'o-update'),
      404,
      UNKNOWN,
    );
    await expectError(
      await send(api, 'PUT', `${OFFERINGS}/${UNKNOWN}/pricing-options/${option.id}`, body, 'o-update'),
      404,
    );
    await expectError(
      await send(api, 'PUT', `${OFFERINGS}/${id}/pricing-options/nope`, body, 'o-update'),
      400,
      'pricing_option_uuid',
      VALIDATION,
    );
    await expectError(await update({ billing_frequency: 0 }), 400, 'billing_frequency');
  });

  it("DeleteOfferingPricingOption: 204; the option is gone from the offering and from every plan's pricing options", async () => {
    const offering = await anOffering('o-delete');
    const id = offering.id as string;
    const [gone, ...kept] = idsOf(offering.relationships?.pricing_options);
    const plans = idsOf(offering.relationships?.plans);
    // One plan names its pricing options explicitly (an association), another takes whatever the offering has.
    const explicit = `${OFFERINGS}/${id}/plans/${plans[0]}/relationships/pricing_options`;
    await expectOk(
      await send(
        api,
        'POST',
        explicit,
        { data: [{ type: 'subscription_offering_pricing_option', id: gone }] },
        'o-delete',
      ),
      offeringPlanPricingOptions2026Schema,
    );
    const path = `${OFFERINGS}/${id}/pricing-options/${gone}`;
    const response = await send(api, 'DELETE', path, undefined, 'o-delete');
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
    await expectError(await read(api, path, 'o-delete'), 404, gone);
    expect((await optionsOf(id, 'o-delete')).map((option) => option.id)).toEqual(kept);
    expect(idsOf((await offeringNow(id, 'o-delete')).relationships?.pricing_options)).toEqual(kept);
    for (const plan of await plansOf(id, 'o-delete')) {
      expect(idsOf(plan.relationships?.pricing_options)).not.toContain(gone);
      expect(plan.meta.prices ?? {}).not.toHaveProperty(gone as string);
    }
    const related = await expectOk(await read(api, explicit, 'o-delete'), offeringPlanPricingOptions2026Schema);
    expect(related.data.map((one) => one.id)).not.toContain(gone);
    expect((await optionNow(id, gone as string, 'o-delete-other')).id).toBe(gone);
    await expectError(await send(api, 'DELETE', path, undefined, 'o-delete'), 404, gone);
    await expectError(
      await send(api, 'DELETE', `${OFFERINGS}/${UNKNOWN}/pricing-options/${gone}`, undefined, 'o-delete'),
      404,
    );
    await expectError(
      await send(api, 'DELETE', `${OFFERINGS}/${id}/pricing-options/x`, undefined, 'o-delete'),
      400,
      'pricing_option_uuid',
      VALIDATION,
    );
  });

  it("2024's attach is not served under 2026: the path is a plan's, which takes no POST", async () => {
    const offering = await anOffering('v-2026');
    const attach = { data: { plans: [UNKNOWN] } };
    await expectError(await send(api, 'POST', `${OFFERINGS}/${offering.id}/plans/attach`, attach, 'v-2026'), 405);
  });
});

// ---------------------------------------------------------------------------------------------------------------
// 2024

type Offering2024 = z.infer<typeof offeringResponseSchema>['data'];

describe.each(ADAPTERS)('2024 offering products and plans via %s', (adapter) => {
  const api = useTarget(adapter, { apiVersion: '2024' });

  /** An offering of the world with at least two products and two plans. */
  async function anOffering(session: string): Promise<Offering2024> {
    const { data } = await expectOk(await read(api, `${OFFERINGS}?page[limit]=100`, session), offeringListSchema);
    const found = data.find(
      (offering) =>
        idsOf(offering.relationships?.products).length >= 2 && idsOf(offering.relationships?.plans).length >= 2,
    );
    expect(found).toBeDefined();
    return found as Offering2024;
  }

  const productsOf = async (id: string, session: string) =>
    (await expectOk(await read(api, `${OFFERINGS}/${id}/products?page[limit]=100`, session), offeringProductListSchema))
      .data;
  const plansOf = async (id: string, session: string) =>
    (await expectOk(await read(api, `${OFFERINGS}/${id}/plans?page[limit]=100`, session), offeringPlanListSchema)).data;
  /** The store's products and plans (the 2024 library offerings copy from). */
  const storeProducts = async (session: string) =>
    (await expectOk(await read(api, '/v2/subscriptions/products?page[limit]=100', session), storeProductListSchema))
      .data;
  const storePlans = async (session: string) =>
    (await expectOk(await read(api, '/v2/subscriptions/plans?page[limit]=100', session), storePlanListSchema)).data;

  it('ListOfferingProducts: a page of the offering products, in the order the offering names them', async () => {
    const offering = await anOffering('d-list');
    const id = offering.id as string;
    const ids = idsOf(offering.relationships?.products);
    const body = await expectOk(await read(api, `${OFFERINGS}/${id}/products`, 'd-list'), offeringProductListSchema);
    expect(body.data.map((product) => product.id)).toEqual(ids);
    expect(body.meta.results.total).toBe(ids.length);
    const page = await expectOk(
      await read(api, `/subscriptions/offerings/${id}/products?page[offset]=1&page[limit]=1`, 'd-list'),
      offeringProductListSchema,
    );
    expect(page.data).toEqual([body.data[1]]);
    await expectError(await read(api, `${OFFERINGS}/${UNKNOWN}/products`, 'd-list'), 404, UNKNOWN);
    await expectError(await read(api, `${OFFERINGS}/nope/products`, 'd-list'), 400, 'offering_uuid', VALIDATION);
  });

  it('AttachOfferingProduct: 200 with copies of the store products, each with an id of its own and its origin', async () => {
    const offering = await anOffering('d-attach');
    const id = offering.id as string;
    const [first, second] = await storeProducts('d-attach');
    const { data } = await expectOk(
      await send(
        api,
        'POST',
        `${OFFERINGS}/${id}/products/attach`,
        { data: { products: [first?.id, second?.id] } },
        'd-attach',
      ),
      subscriptionProductListSchema,
    );
    expect(data).toHaveLength(2);
    for (const [index, store] of [first, second].entries()) {
      const copy = data[index];
      expect(copy?.type).toBe('subscription_offering_product');
      expect(copy?.id).not.toBe(store?.id);
      expect(copy?.relationships?.origin?.data).toEqual({ type: 'subscription_product', id: store?.id });
      expect(copy?.attributes.name).toBe(store?.attributes.name);
      expect(copy?.attributes.price).toEqual(store?.attributes.price);
    }
    const now = await productsOf(id, 'd-attach');
    expect(now.map((product) => product.id)).toEqual([
      ...idsOf(offering.relationships?.products),
      ...data.map((one) => one.id),
    ]);
    expect(now.slice(-2)).toEqual(data);
    const after = (await expectOk(await read(api, `${OFFERINGS}/${id}`, 'd-attach'), offeringResponseSchema)).data;
    expect(idsOf(after.relationships?.products)).toEqual(now.map((product) => product.id));
    expect((await productsOf(id, 'd-attach-other')).map((one) => one.id)).toEqual(
      idsOf(offering.relationships?.products),
    );
    const attach = (products: unknown[], session = 'd-attach', offeringId = id) =>
      send(api, 'POST', `${OFFERINGS}/${offeringId}/products/attach`, { data: { products } }, session);
    await expectError(await attach([UNKNOWN]), 400, 'data.products');
    await expectError(await attach(['not-a-uuid']), 400);
    await expectError(await attach([]), 400);
    await expectError(await attach([first?.id], 'd-attach', UNKNOWN), 404, UNKNOWN);
    await expectError(await attach([first?.id], 'd-attach', 'bad'), 400, 'offering_uuid', VALIDATION);
  });

  it('ReplaceOfferingProduct: 200; the offering holds exactly copies of the products named, only in its session', async () => {
    const offering = await anOffering('d-replace');
    const id = offering.id as string;
    const store = await storeProducts('d-replace');
    const named = [store[2], store[0]];
    const { data } = await expectOk(
      await send(
        api,
        'PUT',
        `${OFFERINGS}/${id}/products/replace`,
        { data: { products: named.map((one) => one?.id) } },
        'd-replace',
      ),
      subscriptionProductListSchema,
    );
    expect(data.map((copy) => copy.relationships?.origin?.data)).toEqual(
      named.map((one) => ({ type: 'subscription_product', id: one?.id })),
    );
    const now = await productsOf(id, 'd-replace');
    expect(now).toEqual(data);
    for (const old of idsOf(offering.relationships?.products)) expect(now.map((one) => one.id)).not.toContain(old);
    expect((await productsOf(id, 'd-replace-other')).map((one) => one.id)).toEqual(
      idsOf(offering.relationships?.products),
    );
    await expectError(
      await send(
        api,
        'PUT',
        `${OFFERINGS}/${UNKNOWN}/products/replace`,
        { data: { products: [named[0]?.id] } },
        'd-replace',
      ),
      404,
      UNKNOWN,
    );
    await expectError(
      await send(api, 'PUT', `${OFFERINGS}/${id}/products/replace`, { data: { products: [UNKNOWN] } }, 'd-replace'),
      400,
      'data.products',
    );
    expect(await productsOf(id, 'd-replace')).toEqual(data);
  });

  it("UpdateOfferingProduct: 200 with the offering's copy changed; the offering's plan prices follow", async () => {
    const offering = await anOffering('d-update');
    const id = offering.id as string;
    const [product] = await productsOf(id, 'd-update');
    const path = `${OFFERINGS}/${id}/products/${product?.id}`;
    const update = (attributes: object, at = path) =>
      send(
        api,
        'PUT',
        at,
        { data: { id: product?.id, type: 'subscription_offering_product', attributes } },
        'd-update',
      );
    const currencies = Object.keys(product?.attributes.price ?? {});
    const price = Object.fromEntries(currencies.map((currency) => [currency, { amount: 12_345 }]));
    const { data } = await expectOk(
      await update({ name: 'Renamed product', description: null, price }),
      storeProductResponseSchema,
    );
    // The document answers with a library Product (`subscription_product`) carrying the offering copy's id and fields.
    expect(data.type).toBe('subscription_product');
    expect(data.id).toBe(product?.id);
    expect(data.attributes.name).toBe('Renamed product');
    expect(data.attributes).not.toHaveProperty('description');
    for (const currency of currencies) expect(data.attributes.price?.[currency]?.amount).toBe(12_345);
    const { relationships: _origin, type: _type, ...copy } = (await productsOf(id, 'd-update'))[0] ?? {};
    expect(copy).toEqual({ ...data, type: undefined });
    const plansBefore = await plansOf(id, 'd-update-other');
    const plansAfter = await plansOf(id, 'd-update');
    expect(plansAfter.map((plan) => plan.meta.price)).not.toEqual(plansBefore.map((plan) => plan.meta.price));
    expect((await productsOf(id, 'd-update-other'))[0]).toEqual(product);
    await expectError(await update({ name: 'Nobody' }, `${OFFERINGS}/${id}/products/${UNKNOWN}`), 404, UNKNOWN);
    await expectError(
      await update({ name: 'Nobody' }, `${OFFERINGS}/${UNKNOWN}/products/${product?.id}`),
      404,
      UNKNOWN,
    );
    await expectError(
      await update({ name: 'Nobody' }, `${OFFERINGS}/${id}/products/p1`),
      400,
      'product_uuid',
      VALIDATION,
    );
    await expectError(await update({ name: 'no' }), 400, 'name');
  });

  it('DeleteOfferingProduct: 204; the product is gone from the offering, only in its session; GET one is not an endpoint', async () => {
    const offering = await anOffering('d-delete');
    const id = offering.id as string;
    const [gone, ...kept] = idsOf(offering.relationships?.products);
    const path = `${OFFERINGS}/${id}/products/${gone}`;
    // The 2024 document has no GetOfferingProduct.
    expect((await read(api, path, 'd-delete')).status).toBe(405);
    const response = await send(api, 'DELETE', path, undefined, 'd-delete');
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
    expect((await productsOf(id, 'd-delete')).map((one) => one.id)).toEqual(kept);
    expect((await productsOf(id, 'd-delete-other')).map((one) => one.id)).toEqual([gone, ...kept]);
    await expectError(await send(api, 'DELETE', path, undefined, 'd-delete'), 404, gone);
    await expectError(
      await send(api, 'DELETE', `${OFFERINGS}/${UNKNOWN}/products/${gone}`, undefined, 'd-delete'),
      404,
    );
    await expectError(
      await send(api, 'DELETE', `${OFFERINGS}/${id}/products/x`, undefined, 'd-delete'),
      400,
      'product_uuid',
      VALIDATION,
    );
  });

  it('ListOfferingPlans: a page of the offering plans, each priced over all its products', async () => {
    const offering = await anOffering('l-list');
    const id = offering.id as string;
    const ids = idsOf(offering.relationships?.plans);
    const body = await expectOk(await read(api, `${OFFERINGS}/${id}/plans`, 'l-list'), offeringPlanListSchema);
    expect(body.data.map((plan) => plan.id)).toEqual(ids);
    expect(body.meta.results.total).toBe(ids.length);
    for (const plan of body.data) expect(plan.type).toBe('subscription_offering_plan');
    const page = await expectOk(
      await read(api, `/subscriptions/offerings/${id}/plans?page[limit]=1`, 'l-list'),
      offeringPlanListSchema,
    );
    expect(page.data).toEqual([body.data[0]]);
    await expectError(await read(api, `${OFFERINGS}/${UNKNOWN}/plans`, 'l-list'), 404, UNKNOWN);
    await expectError(await read(api, `${OFFERINGS}/x/plans`, 'l-list'), 400, 'offering_uuid', VALIDATION);
  });

  it('AttachOfferingPlan: 200 with copies of the store plans, each with its origin and a price over the products', async () => {
    const offering = await anOffering('l-attach');
    const id = offering.id as string;
    const [store] = await storePlans('l-attach');
    const { data } = await expectOk(
      await send(api, 'POST', `${OFFERINGS}/${id}/plans/attach`, { data: { plans: [store?.id] } }, 'l-attach'),
      subscriptionPlanListSchema,
    );
    const [copy] = data;
    expect(data).toHaveLength(1);
    expect(copy?.id).not.toBe(store?.id);
    expect(copy?.relationships?.origin?.data).toEqual({ type: 'subscription_plan', id: store?.id });
    expect(copy?.attributes.billing_interval_type).toBe(store?.attributes.billing_interval_type);
    expect(copy?.meta).not.toHaveProperty('active_plan');
    const products = await productsOf(id, 'l-attach');
    if (products.every((product) => product.attributes.price?.USD !== undefined)) {
      expect(copy?.meta.price?.USD).toBeDefined();
    }
    expect((await plansOf(id, 'l-attach')).at(-1)).toEqual(copy);
    expect((await plansOf(id, 'l-attach-other')).map((plan) => plan.id)).toEqual(idsOf(offering.relationships?.plans));
    const attach = (plans: unknown[], offeringId = id) =>
      send(api, 'POST', `${OFFERINGS}/${offeringId}/plans/attach`, { data: { plans } }, 'l-attach');
    await expectError(await attach([UNKNOWN]), 400, 'data.plans');
    await expectError(await attach([]), 400);
    await expectError(await attach([store?.id], UNKNOWN), 404, UNKNOWN);
  });

  it("UpdateOfferingPlan: 200 with the offering's copy changed; null clears", async () => {
    const offering = await anOffering('l-update');
    const id = offering.id as string;
    const [plan] = await plansOf(id, 'l-update');
    const path = `${OFFERINGS}/${id}/plans/${plan?.id}`;
    const update = (attributes: object, at = path) =>
      send(api, 'PUT', at, { data: { id: plan?.id, type: 'subscription_offering_plan', attributes } }, 'l-update');
    const { data } = await expectOk(
      await update({ name: 'Renamed plan', can_pause: !plan?.attributes.can_pause, trial_period: null }),
      offeringPlanResponseSchema,
    );
    expect(data.attributes).toMatchObject({ name: 'Renamed plan', can_pause: !plan?.attributes.can_pause });
    expect(data.attributes).not.toHaveProperty('trial_period');
    expect((await plansOf(id, 'l-update'))[0]).toEqual(data);
    expect((await plansOf(id, 'l-update-other'))[0]).toEqual(plan);
    await expectError(await update({ name: 'Nobody' }, `${OFFERINGS}/${id}/plans/${UNKNOWN}`), 404, UNKNOWN);
    await expectError(await update({ name: 'Nobody' }, `${OFFERINGS}/${UNKNOWN}/plans/${plan?.id}`), 404, UNKNOWN);
    await expectError(await update({ name: 'Nobody' }, `${OFFERINGS}/${id}/plans/p`), 400, 'plan_uuid', VALIDATION);
    await expectError(await update({ plan_length: 0 }), 400, 'plan_length');
  });

  it('DeleteOfferingPlan: 204; the plan is gone from the offering, only in its session', async () => {
    const offering = await anOffering('l-delete');
    const id = offering.id as string;
    const [gone, ...kept] = idsOf(offering.relationships?.plans);
    const path = `${OFFERINGS}/${id}/plans/${gone}`;
    const response = await send(api, 'DELETE', path, undefined, 'l-delete');
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
    expect((await plansOf(id, 'l-delete')).map((one) => one.id)).toEqual(kept);
    expect((await plansOf(id, 'l-delete-other')).map((one) => one.id)).toEqual([gone, ...kept]);
    await expectError(await send(api, 'DELETE', path, undefined, 'l-delete'), 404, gone);
    await expectError(await send(api, 'DELETE', `${OFFERINGS}/${UNKNOWN}/plans/${gone}`, undefined, 'l-delete'), 404);
    await expectError(
      await send(api, 'DELETE', `${OFFERINGS}/${id}/plans/x`, undefined, 'l-delete'),
      400,
      'plan_uuid',
      VALIDATION,
    );
  });

  it("2026's GetOfferingPlan and CreateOfferingPlan are not served under 2024 (405: other methods are)", async () => {
    const offering = await anOffering('v-2024');
    const id = offering.id as string;
    const [plan] = idsOf(offering.relationships?.plans);
    expect((await read(api, `${OFFERINGS}/${id}/plans/${plan}`, 'v-2024')).status).toBe(405);
    const create = { data: { type: 'subscription_offering_plan', attributes: { name: 'Not here' } } };
    await expectError(await send(api, 'POST', `${OFFERINGS}/${id}/plans`, create, 'v-2024'), 405);
  });
});

// ---------------------------------------------------------------------------------------------------------------
// Paths of one version only (an unknown path is a 404 over real HTTP; MSW lets it through)

describe.each(SERVER_ADAPTERS)('offering children of the other version over real HTTP via %s', (adapter) => {
  const v2026 = useTarget(adapter, { apiVersion: '2026' });
  const v2024 = useTarget(adapter, { apiVersion: '2024' });

  it("2024's products are not an endpoint under 2026, nor 2026's pricing options and plan relationships under 2024", async () => {
    const { data } = await expectOk(await v2024.get(OFFERINGS), offeringListSchema);
    const offering = data[0]?.id as string;
    const plan = idsOf(data[0]?.relationships?.plans)[0] as string;
    await expectError(await v2026.get(`${OFFERINGS}/${offering}/products`), 404, 'no endpoint');
    await expectError(await v2024.get(`${OFFERINGS}/${offering}/pricing-options`), 404, 'no endpoint');
    await expectError(
      await v2024.get(`${OFFERINGS}/${offering}/plans/${plan}/relationships/pricing_options`),
      404,
      'no endpoint',
    );
  });
});
