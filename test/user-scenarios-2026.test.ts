import { describe, expect, it } from 'vitest';
import {
  createEmulator,
  type ScenarioDefinition,
  subscriptionResponse2026Schema,
  subscriptionResponseSchema,
} from '../src/index.js';
import type { ValidationError } from '../src/validate/problems.js';
import { getJson } from './support/inprocess.js';

const ID = '22222222-3333-4444-8555-666666666666';
const PRINT = '33333333-4444-4555-8666-777777777777';
const DIGITAL = '44444444-5555-4666-8777-888888888888';
const MONTHLY = '55555555-6666-4777-8888-999999999999';
const YEARLY = '66666666-7777-4888-8999-aaaaaaaaaaaa';

/** A scenario written in the 2026 shape: plans (the 2024 products), pricing options (the 2024 plans), features. */
const MAGAZINE: ScenarioDefinition = {
  name: 'magazine-2026',
  description: 'A magazine in print and digital, monthly or yearly, written in the 2026 shape',
  records: {
    subscriptions: [
      {
        subscription: {
          id: ID,
          attributes: { currency: 'USD', plan_id: DIGITAL, pricing_option_id: YEARLY },
        },
        plans: [
          { id: PRINT, attributes: { name: 'Print edition', price: { USD: { amount: 1000 } } } },
          {
            id: DIGITAL,
            attributes: {
              name: 'Digital edition',
              price: { USD: { amount: 500 } },
              feature_configurations: { archive: { type: 'access' } },
            },
          },
        ],
        pricing_options: [
          { id: MONTHLY, attributes: { name: 'Monthly', billing_interval_type: 'month', billing_frequency: 1 } },
          {
            id: YEARLY,
            attributes: {
              name: 'Yearly',
              billing_interval_type: 'year',
              billing_frequency: 1,
              trial_period: 0,
              base_price_percentage: 20,
            },
          },
        ],
        features: [
          {
            attributes: {
              external_ref: 'archive',
              name: 'Back-issue archive',
              configuration: { type: 'access', tag: 'archive' },
            },
          },
        ],
      },
    ],
  },
};

describe('a user scenario in the 2026 shape', () => {
  it('reads as written under 2026: plan, pricing option, prices per plan and the feature the plan configures', async () => {
    const emulator = createEmulator({ apiVersion: '2026', scenarios: [MAGAZINE] });
    const path = `/v2/subscriptions/subscriptions/${ID}?scenario=magazine-2026&include=plans,pricing_options`;
    const { status, body } = await getJson(emulator, path);
    expect(status).toBe(200);
    const { data, included } = subscriptionResponse2026Schema.parse(body);
    expect({ plan: data.attributes.plan_id, option: data.attributes.pricing_option_id }).toEqual({
      plan: DIGITAL,
      option: YEARLY,
    });
    const yearly = included?.pricing_options?.find((option) => option.id === YEARLY);
    // A year of the digital edition: 12 months of 5.00, less 20 %.
    expect(yearly?.meta.prices?.[DIGITAL]?.price?.USD?.amount).toBe(4800);
    expect(yearly?.meta.prices?.[PRINT]?.price?.USD?.amount).toBe(9600);
    const digital = included?.plans?.find((plan) => plan.id === DIGITAL);
    expect(digital?.meta.active_plan).toBe(true);
    const features = await getJson(emulator, `/v2/subscriptions/subscriptions/${ID}/features?scenario=magazine-2026`);
    const given = (features.body as { data: { id: string; attributes: { external_ref: string } }[] }).data;
    expect(given.map((feature) => feature.attributes.external_ref)).toEqual(['archive']);
    expect(Object.keys(digital?.attributes.feature_configurations ?? {})).toEqual([given[0]?.id]);
    // Invoices follow the 2026 rule: the pricing option's price for the subscription's plan.
    const invoices = await getJson(emulator, `/v2/subscriptions/subscriptions/${ID}/invoices?scenario=magazine-2026`);
    const amounts = (invoices.body as { data: { meta: { price: { amount: number } } }[] }).data.map(
      (invoice) => invoice.meta.price.amount,
    );
    expect(new Set(amounts)).toEqual(new Set([4800]));
  });

  it('reads in the 2024 shape too: the pricing options are its plans, the plans its products', async () => {
    const emulator = createEmulator({ scenarios: [MAGAZINE] });
    const { body } = await getJson(
      emulator,
      `/v2/subscriptions/subscriptions/${ID}?scenario=magazine-2026&include=products,plans`,
    );
    const { data, included } = subscriptionResponseSchema.parse(body);
    expect(data.attributes.plan_id).toBe(YEARLY);
    expect(included?.products?.map((product) => product.id)).toEqual([PRINT, DIGITAL]);
    // The 2024 plan's price is for all of the offering's products: 12 × (10.00 + 5.00), less 20 %.
    expect(included?.plans?.find((plan) => plan.id === YEARLY)?.meta.price?.USD?.amount).toBe(14400);
  });

  it('names a problem where the user wrote it, in the 2026 words', () => {
    const broken: ScenarioDefinition = {
      ...MAGAZINE,
      name: 'magazine-broken',
      records: {
        subscriptions: [
          {
            subscription: {
              attributes: { plan_id: '77777777-8888-4999-8aaa-bbbbbbbbbbbb', pricing_option_id: MONTHLY },
            },
            plans: [{ attributes: { name: 'x' } }],
            pricing_options: [{ id: MONTHLY, attributes: { billing_frequency: 0 } }],
          },
        ],
      },
    };
    let problems: string[] = [];
    try {
      createEmulator({ scenarios: [broken] });
    } catch (error) {
      problems = (error as ValidationError).lines;
    }
    expect(problems.join('\n')).toContain('records.subscriptions[0].plans[0].attributes.name');
    expect(problems.join('\n')).toContain('records.subscriptions[0].pricing_options[0].attributes.billing_frequency');
  });
});
