import { describe, expect, it } from 'vitest';
import {
  applicationKeySource,
  createFaker,
  DEFAULT_NOW,
  edgeApplicationKeys,
  formatMoney,
  LIFECYCLES,
  type Lifecycle,
  makeEdgeSubscriptionBundle,
  makeSubscriptionBundle,
  planAllows,
  type SubscriptionBundle,
} from '../src/factories/index.js';
import { BUILT_IN_SCENARIOS } from '../src/scenarios/registry.js';
import type { Plan } from '../src/schemas/index.js';
import { World } from '../src/store/world.js';
import { bundleProblems } from '../src/validate/bundle.js';
import { keyProblems } from '../src/validate/key.js';
import { formatProblems } from '../src/validate/problems.js';
import { worldProblems } from '../src/validate/world.js';
import { buildWorld } from '../src/world/build.js';
import { loadFixtures } from '../src/world/fixtures.js';
import { WELL_KNOWN_IDS } from '../src/world/ids.js';
import type { WorldRecipe } from '../src/world/recipe.js';
import { checkBundle, checkKey, checkWorld, lived } from './support/check-world.js';

const NOW = new Date(DEFAULT_NOW);
const LATER = new Date('2031-06-15T08:00:00Z');
const FIXTURES = new Map([NOW, LATER].map((now) => [+now, loadFixtures(now)]));

async function build(recipe: WorldRecipe, seed: number, now = NOW, storeRateLimit = 100): Promise<World> {
  const data = buildWorld(recipe, { seed, now, fixtures: FIXTURES.get(+now) ?? [], storeRateLimit });
  return new World(1, data, +now);
}

/** Every subscription's id, in list order. */
function subscriptionIds(world: World): string[] {
  const { subscriptions } = world;
  return Array.from({ length: subscriptions.count }, (_, i) => subscriptions.at(i).bundle.subscription.id as string);
}

/** The well-known subscriptions' lifecycles out of a world's (a large world has many more). */
function wellKnown(lifecycles: Map<string, Lifecycle>): Map<string, Lifecycle> {
  const ids = new Set<string>(Object.values(WELL_KNOWN_IDS));
  return new Map([...lifecycles].filter(([id]) => ids.has(id)));
}

/** What each well-known subscription should be in a world of this recipe. */
function expectedLifecycles(recipe: WorldRecipe): Map<string, Lifecycle> {
  if (recipe.subscriptions === 'none') return new Map();
  const primary = recipe.primary === 'edge' ? 'active' : (recipe.primary ?? 'active');
  return new Map(
    Object.entries(WELL_KNOWN_IDS).map(([lifecycle, id]) => [
      id,
      id === WELL_KNOWN_IDS.active ? primary : (lifecycle as Lifecycle),
    ]),
  );
}

/** Subscription ...001 of the edge world, and the edge factory, carry a record at every documented limit. */
function expectEdgeLimits({ subscription, products, plans }: SubscriptionBundle): void {
  const { attributes } = subscription;
  const names = [attributes.offering, ...products, ...plans].map((resource) => resource.attributes.name.length);
  expect(names).toContain(3);
  expect(names).toContain(1024);
  expect(attributes.external_ref).toHaveLength(2048);
  expect(attributes.offering.attributes.external_ref).toHaveLength(2048);
  expect(attributes.offering.attributes.description).toHaveLength(1024);
  expect(attributes.payment_authority).toMatchObject({ customer_id: 'cus' });
  expect(attributes.payment_authority).toMatchObject({ card_id: expect.stringMatching(/^[A-Za-z]{1024}$/) });
  const full = products.find((product) => product.attributes.external_ref?.length === 2048);
  expect(full?.attributes.sku).toHaveLength(1024);
  expect(full?.attributes.main_image).toHaveLength(1024);
  expect(full?.attributes.description).toHaveLength(1024);
  const bareProduct = products.find((product) => Object.keys(product.attributes).length === 3);
  expect(Object.keys(bareProduct?.attributes ?? {}).sort()).toEqual(['created_at', 'name', 'updated_at']);
  expect(Object.keys(bareProduct?.meta ?? {}).sort()).toEqual(['owner', 'timestamps']);
  const barePlan = plans.find((plan) => Object.keys(plan.meta).length === 2);
  expect(Object.keys(barePlan?.meta ?? {}).sort()).toEqual(['owner', 'timestamps']);
  for (const optional of ['external_ref', 'description', 'trial_period', 'base_price_percentage', 'fixed_price']) {
    expect(barePlan?.attributes).not.toHaveProperty(optional);
  }
  expect(plans.map((plan) => plan.attributes.base_price_percentage)).toContain(100);
  expect(plans.find((plan) => plan.meta.active_plan)?.attributes.external_ref).toHaveLength(2048);
}

describe('built worlds keep every data rule', () => {
  const seeds = Array.from({ length: 20 }, (_, i) => [i + 1, LIFECYCLES[i % LIFECYCLES.length] as Lifecycle] as const);
  it.each(seeds)('seed %i with subscription ...001 %s', async (seed, primary) => {
    const recipe: WorldRecipe = { keys: 30, subscriptions: 'well-known', primary };
    const world = await build(recipe, seed);
    expect(world.keys.count).toBe(30);
    expect(checkWorld(world, NOW)).toEqual(expectedLifecycles(recipe));
  });

  it.each([1, 2, 3])('many-subscriptions at seed %i: every one of the 2,000 keeps every rule', async (seed) => {
    const recipe: WorldRecipe = { keys: 30, subscriptions: { total: 2000, accounts: 100 } };
    const world = await build(recipe, seed);
    expect(subscriptionIds(world)).toHaveLength(2000);
    expect(formatProblems(worldProblems(world, NOW, 100), `seed ${seed}`)).toEqual([]);
    const accounts = new Map<string, string>();
    for (const id of subscriptionIds(world)) {
      const { account_id, name, email } = world.subscriptions.get(id)?.bundle?.subscription.attributes ?? {};
      const person = `${name} <${email}>`;
      expect(accounts.get(account_id as string) ?? person, `account ${account_id}`).toBe(person);
      accounts.set(account_id as string, person);
    }
    expect(accounts.size).toBe(100);
  });

  it('the edge world: keys and subscription ...001 at every limit', async () => {
    const recipe: WorldRecipe = { keys: 'edge', subscriptions: 'well-known', primary: 'edge' };
    const world = await build(recipe, 3);
    expect(checkWorld(world, NOW)).toEqual(expectedLifecycles(recipe));
    expectEdgeLimits(world.subscriptions.get(WELL_KNOWN_IDS.active)?.bundle as SubscriptionBundle);
  });

  it.each(BUILT_IN_SCENARIOS.map((scenario) => [scenario.name, scenario] as const))(
    'built-in scenario %s',
    async (_name, scenario) => {
      const world = await build(scenario.world, 1);
      expect(wellKnown(checkWorld(world, NOW))).toEqual(expectedLifecycles(scenario.world));
      if (scenario.world.primary === 'edge')
        expectEdgeLimits(world.subscriptions.get(WELL_KNOWN_IDS.active)?.bundle as never);
    },
  );

  it.each(LIFECYCLES)(
    'at another reference date (2031), with ...001 %s: fixtures shift and stay coherent',
    async (primary) => {
      const recipe: WorldRecipe = { keys: 30, subscriptions: 'well-known', primary };
      const world = await build(recipe, 5, LATER);
      expect(checkWorld(world, LATER)).toEqual(expectedLifecycles(recipe));
      const created = Date.parse(world.keys.at(29).meta.timestamps.created_at);
      expect(created).toBeGreaterThan(+NOW);
    },
  );

  it('the default world has 30 keys, some reserving no rate, and offerings with 2+ plans and 2+ products', async () => {
    const world = await build(BUILT_IN_SCENARIOS.find((s) => s.name === 'default')?.world as WorldRecipe, 1);
    const limits = Array.from({ length: world.keys.count }, (_, index) => world.keys.at(index).reserved_rate_limit);
    expect(limits).toHaveLength(30);
    expect(limits).toContain(0);
    expect(limits.some((limit) => limit > 0)).toBe(true);
    for (const id of Object.values(WELL_KNOWN_IDS)) {
      expect(world.subscriptions.get(id)?.bundle?.products.length).toBeGreaterThanOrEqual(2);
      expect(world.subscriptions.get(id)?.bundle?.plans.length).toBeGreaterThanOrEqual(2);
    }
  });
});

describe('factories', () => {
  it.each(LIFECYCLES)('makeSubscriptionBundle in %s keeps the rules for 50 seeds', (lifecycle) => {
    for (let seed = 1; seed <= 50; seed++) {
      const made = makeSubscriptionBundle(createFaker(seed, NOW), { id: WELL_KNOWN_IDS.active, lifecycle, now: NOW });
      const bundle = lived(made, lifecycle, NOW);
      expect(
        planAllows(bundle.plans.find((p) => p.id === bundle.subscription.attributes.plan_id) as Plan, lifecycle),
      ).toBe(true);
      expect(checkBundle(bundle, NOW, `seed ${seed}`)).toBe(lifecycle);
    }
  });

  it('the edge bundle has every limit and stays coherent', () => {
    for (const seed of [1, 2, 3]) {
      const made = makeEdgeSubscriptionBundle(createFaker(seed, NOW), {
        id: WELL_KNOWN_IDS.active,
        lifecycle: 'active',
        now: NOW,
      });
      const bundle = lived(made, 'active', NOW);
      expect(checkBundle(bundle, NOW)).toBe('active');
      expectEdgeLimits(bundle);
    }
  });

  it('edge keys have 1- and 255-character names, shares of 0 and of the whole store limit, one never used', () => {
    const keys = edgeApplicationKeys(1, NOW, 25).map((key, index) => checkKey(key, NOW, `edge key ${index}`));
    expect(keys.map((key) => key.name.length)).toEqual(expect.arrayContaining([1, 255]));
    expect(keys.map((key) => key.reserved_rate_limit).sort((a, b) => a - b)).toEqual([0, 0, 0, 25]);
    const never = keys.filter(
      ({ meta: { timestamps: t } }) => t.last_used_at === t.created_at && t.updated_at === t.created_at,
    );
    expect(never).toHaveLength(1);
    expect(new Set(keys.map((key) => key.id)).size).toBe(keys.length);
  });

  it.each([100, 25, 0])(
    'reserved shares never add up past a store limit of %i, for 50 seeds and 10,000 keys',
    (limit) => {
      for (let seed = 1; seed <= 50; seed++) {
        const source = applicationKeySource(seed, seed === 1 ? 10_000 : 30, NOW, limit);
        let total = 0;
        for (let index = 0; index < source.count; index++) total += source.reservedRateLimit(index);
        expect(total, `seed ${seed}`).toBeLessThanOrEqual(limit);
        if (limit === 100) expect(total, `seed ${seed} reserves something`).toBeGreaterThan(0);
      }
    },
  );

  it('about one key in six was never used (last_used_at its created_at), and no name is longer than 255', () => {
    const source = applicationKeySource(3, 600, NOW, 100);
    const keys = Array.from({ length: source.count }, (_, index) => source.record(index));
    const unused = keys.filter((key) => key.meta.timestamps.last_used_at === key.meta.timestamps.created_at).length;
    expect(unused).toBeGreaterThan(60);
    expect(unused).toBeLessThan(140);
    expect(Math.max(...keys.map((key) => key.name.length))).toBeLessThanOrEqual(255);
  });

  it('subscription ...001 of the fixtures and of the edge bundle is on a plan that allows every move', () => {
    const bundles = [
      FIXTURES.get(+NOW)?.find((fixture) => fixture.subscription.id === WELL_KNOWN_IDS.active),
      makeEdgeSubscriptionBundle(createFaker(4, NOW), { id: WELL_KNOWN_IDS.active, lifecycle: 'active', now: NOW }),
    ];
    for (const bundle of bundles) {
      const plan = bundle?.plans.find((candidate) => candidate.id === bundle.subscription.attributes.plan_id);
      expect(plan?.attributes).toMatchObject({ can_pause: true, can_resume: true, can_cancel: true });
    }
  });

  it.each([
    [123456, 'USD', '$1,234.56'],
    [5, 'USD', '$0.05'],
    [0, 'EUR', '€0.00'],
    [123456789, 'USD', '$1,234,567.89'],
    [1500, 'JPY', '¥1,500'],
    [7, 'JPY', '¥7'],
    [123456, 'SEK', '1 234,56 kr'],
    [-123456, 'USD', '-$1,234.56'],
    [-1250, 'SEK', '-12,50 kr'],
    [1000, 'CHF', 'CHF 10.00'],
  ])('formatMoney(%i, %s) is %s', (amount, currency, formatted) => {
    expect(formatMoney(amount, currency)).toBe(formatted);
  });
});

describe('validation refuses incoherent records, naming where', () => {
  const [later, past] = ['2026-01-02T00:00:00Z', '2025-12-31T00:00:00Z'];
  const createdAt = (b: SubscriptionBundle) => b.subscription.meta.timestamps.created_at;
  const afterResume = (b: SubscriptionBundle) =>
    new Date(Date.parse(b.subscription.meta.timestamps.resumed_at as string) + 1000).toISOString();
  const planOf = (b: SubscriptionBundle) => b.plans.findIndex((plan) => plan.id === b.subscription.attributes.plan_id);
  const cases: [string, Lifecycle, string, unknown, string][] = [
    [
      'a display price in another currency',
      'active',
      'products.0.meta.display_price.with_tax.currency',
      'XTS',
      '$.products[0].meta.display_price.with_tax.currency',
    ],
    [
      'a price formatted wrongly',
      'active',
      'plans.0.meta.display_price.without_tax.formatted',
      'free',
      '$.plans[0].meta.display_price.without_tax.formatted',
    ],
    [
      'a price map without the currency',
      'active',
      'plans.1.attributes.fixed_price',
      { XTS: { amount: 1 } },
      '$.plans[1].attributes.fixed_price',
    ],
    [
      'a plan_id outside the offering',
      'active',
      'subscription.attributes.plan_id',
      WELL_KNOWN_IDS.paused,
      '$.subscription.attributes.plan_id',
    ],
    [
      'relationships missing the plans',
      'active',
      'subscription.relationships.plans.data',
      [],
      '$.subscription.relationships',
    ],
    [
      'an offering without products',
      'active',
      'subscription.attributes.offering.relationships.products.data',
      [],
      '$.subscription.attributes.offering.relationships',
    ],
    [
      'a creation date in the future',
      'active',
      'subscription.meta.timestamps.created_at',
      later,
      '$.subscription.meta.timestamps.created_at',
    ],
    [
      'a product updated before it was made',
      'active',
      'products.0.attributes.updated_at',
      '2000-01-01T00:00:00Z',
      '$.products[0].attributes.updated_at',
    ],
    ['a paused flag without a pause date', 'active', 'subscription.meta.paused', true, '$.subscription.meta.paused'],
    [
      'an inactive subscription with no flag saying why',
      'active',
      'subscription.meta.status',
      'inactive',
      '$.subscription.meta.status',
    ],
    [
      'state flags that differ from meta',
      'paused',
      'subscription.state.meta.paused',
      false,
      '$.subscription.state.meta.paused',
    ],
    [
      'a state invoice_after that differs from meta',
      'paused',
      'subscription.state.meta.invoice_after',
      past,
      '$.subscription.state.meta.invoice_after',
    ],
    [
      'a state dated other than its action',
      'paused',
      'subscription.state.meta.created_at',
      createdAt,
      '$.subscription.state.meta.created_at',
    ],
    [
      'a canceled one without an end date',
      'canceled',
      'subscription.meta.timestamps.end_date',
      undefined,
      '$.subscription.meta.timestamps.end_date',
    ],
    [
      'a resume before the pause',
      'resumed',
      'subscription.meta.timestamps.paused_at',
      afterResume,
      '$.subscription.state.meta.created_at',
    ],
    ['a closed one still active', 'closed', 'subscription.meta.status', 'active', '$.subscription.meta.status'],
    [
      'a subscription with a name of two characters',
      'active',
      'subscription.attributes.name',
      'Al',
      '$.subscription.attributes.name',
    ],
    [
      'a payment gateway the API does not know',
      'active',
      'subscription.attributes.payment_authority.type',
      'paypal',
      '$.subscription.attributes.payment_authority.type',
    ],
  ];
  it.each(cases)('%s', (_name, lifecycle, path, value, expected) => {
    const options = { id: WELL_KNOWN_IDS.active, lifecycle, now: NOW, allMoves: true };
    const bundle = structuredClone(lived(makeSubscriptionBundle(createFaker(7, NOW), options), lifecycle, NOW));
    expect(checkBundle(bundle, NOW)).toBe(lifecycle);
    mutate(bundle, path, value);
    expect(bundleProblems(bundle, NOW).map((problem) => problem.path)).toContain(expected);
  });

  it('a pause on a plan that does not allow pausing', () => {
    const bundle = structuredClone(
      lived(
        makeSubscriptionBundle(createFaker(7, NOW), { id: WELL_KNOWN_IDS.active, lifecycle: 'paused', now: NOW }),
        'paused',
        NOW,
      ),
    );
    mutate(bundle, `plans.${planOf(bundle)}.attributes.can_pause`, false);
    expect(bundleProblems(bundle, NOW)).toContainEqual({
      path: '$.subscription.meta.timestamps.paused_at',
      rule: 'is set, but the plan does not allow pausing (can_pause: false)',
    });
  });

  it('an active subscription on a close plan past its length', () => {
    const bundle = structuredClone(
      lived(
        makeSubscriptionBundle(createFaker(7, NOW), { id: WELL_KNOWN_IDS.active, lifecycle: 'active', now: NOW }),
        'active',
        NOW,
      ),
    );
    const index = planOf(bundle);
    mutate(bundle, `plans.${index}.attributes.end_behavior`, 'close');
    mutate(bundle, `plans.${index}.attributes.plan_length`, 1);
    mutate(bundle, `plans.${index}.attributes.billing_interval_type`, 'day');
    expect(bundleProblems(bundle, NOW).map((problem) => problem.path)).toContain('$.subscription.meta.status');
  });

  it('a key used before it was created', () => {
    const [key] = edgeApplicationKeys(1, NOW, 100);
    if (key) key.meta.timestamps.last_used_at = '2000-01-01T00:00:00Z';
    expect(keyProblems(key, NOW).map((problem) => problem.path)).toEqual(['$.meta.timestamps.last_used_at']);
  });

  it('a key name of 256 characters', () => {
    const [key] = edgeApplicationKeys(1, NOW, 100);
    if (key) key.name = 'x'.repeat(256);
    expect(keyProblems(key, NOW).map((problem) => problem.path)).toEqual(['$.name']);
  });

  it('shares over the store limit', async () => {
    const world = await build({ keys: 30, subscriptions: 'none' }, 1, NOW, 100);
    expect(worldProblems(world, NOW, 10)).toContainEqual({
      path: 'keys',
      rule: `reserved_rate_limit adds up to ${world.totalReservedRateLimit}, over the store's limit of 10`,
    });
  });
});

/** Sets the value at a dotted path (array indexes as numbers) of a record: tests break what the types forbid. */
function mutate(record: unknown, path: string, value: unknown): void {
  type Node = Record<string, unknown>;
  const keys = path.split('.');
  const last = keys.pop() as string;
  const parent = keys.reduce<Node>((node, key) => node[key] as Node, record as Node);
  const next = typeof value === 'function' ? value(record) : value;
  expect(parent[last], 'the mutation changes something').not.toEqual(next);
  parent[last] = next;
}
