import { describe, expect, it } from 'vitest';
import {
  applicationKeyListSchema,
  createEmulator,
  defineScenario,
  type Invoice,
  invoiceListSchema,
  type ScenarioDefinition,
  subscriptionListSchema,
  subscriptionResponseSchema,
  WELL_KNOWN_IDS,
} from '../src/index.js';
import { ValidationError } from '../src/validate/problems.js';
import { getJson } from './support/inprocess.js';

const ACCOUNT = '6f1c2a9e-0d4b-4e3a-9f7e-2b8c1d5e4a10';
const COFFEE: ScenarioDefinition = {
  name: 'coffee-paused',
  description: 'Coffee Club at 9.99 EUR a month, paused, for our own account',
  records: {
    subscriptions: [
      {
        subscription: {
          id: '11111111-2222-4333-8444-555555555555',
          attributes: {
            account_id: ACCOUNT,
            name: 'Ada Lovelace',
            email: 'ada@example.com',
            currency: 'EUR',
            offering: { attributes: { name: 'Coffee Club' } },
          },
          meta: { paused: true },
        },
        plans: [
          {
            attributes: { name: 'Coffee Club Monthly', billing_interval_type: 'month', billing_frequency: 1 },
            meta: { price: { EUR: { amount: 999, includes_tax: false } } },
          },
        ],
      },
    ],
    applicationKeys: [{ name: 'Storefront (ours)', reserved_rate_limit: 40 }],
  },
};

function get(emulator: ReturnType<typeof createEmulator>, path: string, query = '') {
  // biome-ignore lint/suspicious/noExplicitAny: the tests read whatever the answer holds
  return getJson<any>(emulator, query === '' ? path : `${path}?${query}`);
}

describe('your own scenarios in code', () => {
  const emulator = createEmulator({ scenarios: [defineScenario(COFFEE)] });
  const ID = '11111111-2222-4333-8444-555555555555';

  it('serves the record with every given field kept and the rest made coherent', async () => {
    const { status, body } = await get(
      emulator,
      `/v2/subscriptions/subscriptions/${ID}`,
      'scenario=coffee-paused&include=plans,products',
    );
    expect(status).toBe(200);
    const { data, included } = subscriptionResponseSchema.parse(body);
    expect(data.attributes).toMatchObject({
      account_id: ACCOUNT,
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      currency: 'EUR',
    });
    expect(data.attributes.offering.attributes.name).toBe('Coffee Club');
    expect(data.meta).toMatchObject({ paused: true, status: 'active' });
    expect(data.state?.attributes.action).toBe('pause');
    const plan = included?.plans?.[0];
    expect(included?.plans).toHaveLength(1);
    expect(plan?.id).toBe(data.attributes.plan_id);
    expect(plan?.meta).toMatchObject({ active_plan: true, price: { EUR: { amount: 999 } } });
    expect(plan?.meta.display_price?.without_tax).toEqual({ amount: 999, currency: 'EUR', formatted: '€9.99' });
    for (const product of included?.products ?? [])
      expect(Object.keys(product.attributes.price ?? {})).toContain('EUR');
  });

  it('lives its past through the engine: monthly paid invoices of 9.99 EUR', async () => {
    const { body } = await get(
      emulator,
      `/v2/subscriptions/subscriptions/${ID}/invoices`,
      'scenario=coffee-paused&page[limit]=100',
    );
    const invoices = invoiceListSchema.parse(body).data as Invoice[];
    expect(invoices.length).toBeGreaterThan(0);
    for (const invoice of invoices)
      expect(invoice.meta.price).toEqual({ currency: 'EUR', amount: 999, includes_tax: false });
  });

  it('adds to the world it extends: the default world is all there, and the key leaves room in the rate limit', async () => {
    const list = subscriptionListSchema.parse(
      (await get(emulator, '/v2/subscriptions/subscriptions', 'scenario=coffee-paused')).body,
    );
    expect(list.meta.results.total).toBe(7);
    expect(list.data.map((s) => s.id)).toEqual(expect.arrayContaining([...Object.values(WELL_KNOWN_IDS), ID]));
    const keys = applicationKeyListSchema.parse(
      (await get(emulator, '/v2/application-keys', 'scenario=coffee-paused&page[limit]=100')).body,
    );
    expect(keys.meta.results.total).toBe(31);
    expect(keys.data.find((key) => key.name === 'Storefront (ours)')?.reserved_rate_limit).toBe(40);
    expect(keys.meta.total_reserved_rate_limit).toBeLessThanOrEqual(100);
    const created = keys.data.map((key) => key.meta.timestamps.created_at);
    expect(created).toEqual([...created].sort());
  });

  it('is made the same way every time: seeded by the scenario name and position', async () => {
    const again = createEmulator({ scenarios: [COFFEE] });
    const query = 'scenario=coffee-paused&include=plans,products';
    expect(await get(again, `/v2/subscriptions/subscriptions/${ID}`, query)).toEqual(
      await get(emulator, `/v2/subscriptions/subscriptions/${ID}`, query),
    );
  });
});

describe('what a record gives whole or leaves out', () => {
  const MINE = '22222222-3333-4444-8555-666666666666';
  /** The id of a relationship's first record. */
  const firstOf = (relationship: { data: unknown } | undefined) => {
    const data = relationship?.data;
    return (Array.isArray(data) ? data[0] : data)?.id as string | undefined;
  };
  it('a price map given is the whole map, and a field given null is left out (a product without an external_ref)', async () => {
    const emulator = createEmulator({
      scenarios: [
        {
          name: 'whole-and-absent',
          description: 'one price, no external_ref',
          records: {
            subscriptions: [
              {
                subscription: { id: MINE, attributes: { currency: 'EUR' } },
                products: [
                  { attributes: { external_ref: null, price: { EUR: { amount: 500, includes_tax: false } } } },
                ],
                plans: [
                  { attributes: { description: null }, meta: { price: { EUR: { amount: 999, includes_tax: false } } } },
                ],
              },
            ],
          },
        },
      ],
      scenario: 'whole-and-absent',
    });
    const list = await getJson(emulator, '/v2/subscriptions/subscriptions?include=products,plans&page[limit]=100');
    const body = subscriptionListSchema.parse(list.body);
    const mine = body.data.find((one) => one.id === MINE);
    expect(mine).toBeDefined();
    const [product] = body.included?.products?.filter((one) => firstOf(mine?.relationships?.products) === one.id) ?? [];
    expect(product?.attributes.price).toEqual({ EUR: { amount: 500, includes_tax: false } });
    expect(product?.attributes).not.toHaveProperty('external_ref');
    expect(mine?.attributes.offering.meta.external_product_refs).toEqual([]);
    const [plan] = body.included?.plans?.filter((one) => firstOf(mine?.relationships?.plans) === one.id) ?? [];
    expect(plan?.meta.price).toEqual({ EUR: { amount: 999, includes_tax: false } });
    expect(plan?.attributes).not.toHaveProperty('description');
  });
});

describe('extends, keys and behaviour', () => {
  it('starts from the scenario it extends, with its own key count and the behaviour it inherits or sets', async () => {
    const emulator = createEmulator({
      scenarios: [
        { name: 'few-keys', description: 'paused, with 3 keys', extends: 'paused', keys: 3 },
        {
          name: 'few-keys-limited',
          description: 'few-keys, rate limited',
          extends: 'few-keys',
          behaviour: { status: 429 },
        },
        { name: 'flaky', description: 'payments fail', extends: 'payments-failing', records: {} },
      ],
    });
    const keys = await get(emulator, '/v2/application-keys', 'scenario=few-keys');
    expect(keys.body.meta.results.total).toBe(3);
    const primary = await get(
      emulator,
      `/v2/subscriptions/subscriptions/${WELL_KNOWN_IDS.active}`,
      'scenario=few-keys',
    );
    expect(primary.body.data.meta.paused).toBe(true);
    expect((await get(emulator, '/v2/application-keys', 'scenario=few-keys-limited')).status).toBe(429);
    await emulator.clock.advance('P40D', { scenario: 'flaky' });
    const failed = await get(emulator, `/v2/subscriptions/subscriptions/${WELL_KNOWN_IDS.active}`, 'scenario=flaky');
    expect(failed.body.data.meta.suspended).toBe(true);
  });
});

describe('broken scenarios', () => {
  const problems = (scenarios: ScenarioDefinition[]) => {
    try {
      createEmulator({ scenarios });
    } catch (error) {
      expect(error).toBeInstanceOf(ValidationError);
      return (error as ValidationError).lines;
    }
    throw new Error('createEmulator did not throw');
  };

  it('every problem is reported at once, with scenario, record position, JSON path and rule', () => {
    const lines = problems([
      {
        name: 'broken',
        description: 'several problems',
        records: {
          applicationKeys: [{ name: '' }, { reserved_rate_limit: -1 }],
          subscriptions: [{ subscription: { attributes: { currency: 'Euro' }, meta: { status: 'frozen' } } }],
        },
      },
    ]);
    expect(lines).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^scenarios\[0\]: scenario broken: records\.applicationKeys\[0\]\.name: /),
        expect.stringMatching(/^scenarios\[0\]: scenario broken: records\.applicationKeys\[1\]\.reserved_rate_limit: /),
        expect.stringMatching(/records\.subscriptions\[0\]\.subscription\.attributes\.currency: .*ISO 4217/),
        expect.stringMatching(/records\.subscriptions\[0\]\.subscription\.meta\.status: /),
      ]),
    );
  });

  it.each([
    [{ name: 'Bad Name', description: 'x' }, '$.name'],
    [{ name: 'two-lines', description: 'a\nb' }, '$.description'],
    [{ name: 'orphan', description: 'x', extends: 'nope' }, 'no scenario is named nope'],
    [{ name: 'default', description: 'x' }, 'already taken by a built-in scenario'],
    [
      { name: 'mixed', description: 'x', keys: 3, world: { keys: 1, subscriptions: 'none' } },
      'Unrecognized key: "world"',
    ],
    [{ name: 'unknown-field', description: 'x', colour: 'red' }, 'colour'],
  ] as [ScenarioDefinition, string][])('%j is refused: %s', (definition, expected) => {
    expect(problems([definition]).join('\n')).toContain(expected);
  });

  it('two scenarios of one name, and a cycle of extends, are refused naming both', () => {
    expect(
      problems([
        { name: 'twin', description: 'a' },
        { name: 'twin', description: 'b' },
      ]).join('\n'),
    ).toMatch(/scenarios\[1\].*taken by scenarios\[0\]/);
    const cycle = problems([
      { name: 'a', description: 'a', extends: 'b' },
      { name: 'b', description: 'b', extends: 'a' },
    ]);
    expect(cycle.join('\n')).toMatch(/cycle/);
  });

  it('duplicate ids, a plan that does not allow the history, and shares over the limit are refused', () => {
    const lines = problems([
      {
        name: 'clashes',
        description: 'x',
        records: {
          applicationKeys: [{ reserved_rate_limit: 70 }, { reserved_rate_limit: 40 }],
          subscriptions: [
            { subscription: { id: WELL_KNOWN_IDS.paused } },
            { subscription: { meta: { paused: true } }, plans: [{ attributes: { can_pause: false } }] },
          ],
        },
      },
    ]);
    const text = lines.join('\n');
    expect(text).toContain(`records.subscriptions[0].subscription.id: ${WELL_KNOWN_IDS.paused} is taken`);
    expect(text).toMatch(/records\.subscriptions\[1\]\.subscription\.meta: .*can_pause: false/);
    expect(text).toContain(
      "records.applicationKeys: reserved_rate_limit adds up to 110, over the store's limit of 100",
    );
  });

  it('defineScenario checks the shape itself, listing every problem', () => {
    expect(() => defineScenario({ name: 'X', description: '' })).toThrow(/\$\.name[\s\S]*\$\.description/);
  });
});
