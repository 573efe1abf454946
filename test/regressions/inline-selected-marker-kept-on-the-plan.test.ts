import { describe, expect, it } from 'vitest';
import { createEmulator } from '../../src/index.js';
import {
  offeringPlanListSchema,
  pricingOptionList2026Schema,
  subscriptionPlanList2026Schema,
  subscriptionPlanListSchema,
} from '../../src/schemas/index.js';
import { expectOk } from '../conformance/expect.js';
import { MONTHLY_RULES } from '../support/plans.js';

// Found in issue 19's unit tests of subscribe.ts: a subscription made with an offering in the same call, its plan
// (2026: plan and pricing option) chosen by `meta: { selected: true }`, kept that marker as the record's
// `attributes.meta`, so the offering's plans answered a key the Plan schema does not have, in both versions.
const headers = { authorization: 'Bearer x', 'content-type': 'application/json', 'x-emulator-session': 'marked' };
const PERSON = {
  account_id: '0000000a-0000-4000-8000-00000000beef',
  currency: 'USD',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  manual_payments: false,
};

async function created(emulator: ReturnType<typeof createEmulator>, data: unknown) {
  const answer = await emulator.request('/v2/subscriptions/subscriptions', {
    method: 'POST',
    headers,
    body: JSON.stringify({ data }),
  });
  const text = await answer.text();
  expect(answer.status, text).toBe(201);
  return (JSON.parse(text) as { data: { id: string; attributes: { offering: { id: string } } } }).data;
}

const get = (emulator: ReturnType<typeof createEmulator>, path: string) => emulator.request(path, { headers });

describe('a plan chosen by meta.selected in an inline offering', () => {
  it('2024: the plan made keeps no meta in its attributes', async () => {
    const emulator = createEmulator({ apiVersion: '2024' });
    const data = await created(emulator, {
      ...PERSON,
      offering: { name: 'Marked box' },
      products: [{ name: 'Box', price: { USD: { amount: 1000 } } }],
      plans: [
        { ...MONTHLY_RULES, name: 'Monthly' },
        { ...MONTHLY_RULES, name: 'Yearly', billing_interval_type: 'year', meta: { selected: true } },
      ],
    });
    const plans = await expectOk(
      await get(emulator, `/v2/subscriptions/subscriptions/${data.id}/plans`),
      subscriptionPlanListSchema,
    );
    expect(plans.data.map((plan) => [plan.attributes.name, 'meta' in plan.attributes])).toEqual([
      ['Monthly', false],
      ['Yearly', false],
    ]);
    expect(plans.data.filter((plan) => plan.meta.active_plan).map((plan) => plan.attributes.name)).toEqual(['Yearly']);
    const offered = await expectOk(
      await get(emulator, `/v2/subscriptions/offerings/${data.attributes.offering.id}/plans`),
      offeringPlanListSchema,
    );
    expect(offered.data.map((plan) => [plan.attributes.name, 'meta' in plan.attributes])).toEqual([
      ['Monthly', false],
      ['Yearly', false],
    ]);
  });

  it('2026: the plan and the pricing option made keep no meta in their attributes', async () => {
    const emulator = createEmulator({ apiVersion: '2026' });
    const data = await created(emulator, {
      ...PERSON,
      offering: { name: 'Marked box' },
      plans: [
        { name: 'Small', price: { USD: { amount: 1000 } } },
        { name: 'Large', price: { USD: { amount: 3000 } }, meta: { selected: true } },
      ],
      pricing_options: [
        { ...MONTHLY_RULES, name: 'Monthly' },
        { ...MONTHLY_RULES, name: 'Yearly', billing_interval_type: 'year', meta: { selected: true } },
      ],
    });
    const plans = await expectOk(
      await get(emulator, `/v2/subscriptions/subscriptions/${data.id}/plans`),
      subscriptionPlanList2026Schema,
    );
    expect(plans.data.map((plan) => [plan.attributes.name, 'meta' in plan.attributes])).toEqual([
      ['Small', false],
      ['Large', false],
    ]);
    const options = await expectOk(
      await get(emulator, `/v2/subscriptions/offerings/${data.attributes.offering.id}/pricing-options`),
      pricingOptionList2026Schema,
    );
    expect(options.data.map((option) => [option.attributes.name, 'meta' in option.attributes])).toEqual([
      ['Monthly', false],
      ['Yearly', false],
    ]);
  });
});
