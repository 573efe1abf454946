import { describe, expect, it } from 'vitest';
import {
  createFaker,
  DEFAULT_NOW,
  edgeApplicationKeys,
  formatMoney,
  LIFECYCLES,
  type Lifecycle,
  makeEdgeSubscriptionBundle,
  makeSubscriptionBundle,
  type SubscriptionBundle,
} from '../src/factories/index.js';
import { BUILT_IN_SCENARIOS } from '../src/scenarios/built-in.generated.js';
import { loadFixtures } from '../src/store/fixtures.js';
import { WELL_KNOWN_IDS } from '../src/store/ids.js';
import { World, type WorldRecipe } from '../src/store/world.js';
import { checkBundle, checkKey, checkWorld } from './support/check-world.js';

const NOW = new Date(DEFAULT_NOW);
const LATER = new Date('2031-06-15T08:00:00Z');
const FIXTURES = new Map([NOW, LATER].map((now) => [+now, loadFixtures(now)]));

async function build(recipe: WorldRecipe, seed: number, now = NOW): Promise<World> {
  return World.build(recipe, { seed, now, fixtures: FIXTURES.get(+now) ?? [] });
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
  expect(attributes.payment_authority.customer_id).toHaveLength(3);
  expect(attributes.payment_authority.card_id).toHaveLength(1024);
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
    expect(world.keyCount).toBe(30);
    expect(checkWorld(world, NOW)).toEqual(expectedLifecycles(recipe));
  });

  it('the edge world: keys and subscription ...001 at every limit', async () => {
    const recipe: WorldRecipe = { keys: 'edge', subscriptions: 'well-known', primary: 'edge' };
    const world = await build(recipe, 3);
    expect(checkWorld(world, NOW)).toEqual(expectedLifecycles(recipe));
    expectEdgeLimits(world.subscription(WELL_KNOWN_IDS.active) as SubscriptionBundle);
  });

  it.each(BUILT_IN_SCENARIOS.map((scenario) => [scenario.name, scenario] as const))(
    'built-in scenario %s',
    async (_name, scenario) => {
      const world = await build(scenario.world, 1);
      expect(checkWorld(world, NOW)).toEqual(expectedLifecycles(scenario.world));
      if (scenario.world.primary === 'edge') expectEdgeLimits(world.subscription(WELL_KNOWN_IDS.active) as never);
    },
  );

  it.each(LIFECYCLES)(
    'at another reference date (2031), with ...001 %s: fixtures shift and stay coherent',
    async (primary) => {
      const recipe: WorldRecipe = { keys: 30, subscriptions: 'well-known', primary };
      const world = await build(recipe, 5, LATER);
      expect(checkWorld(world, LATER)).toEqual(expectedLifecycles(recipe));
      const created = Date.parse(world.keyAt(29).meta.timestamps.created_at);
      expect(created).toBeGreaterThan(+NOW);
    },
  );

  it('the default world has 30 keys, some reserving no rate, and offerings with 2+ plans and 2+ products', async () => {
    const world = await build(BUILT_IN_SCENARIOS.find((s) => s.name === 'default')?.world as WorldRecipe, 1);
    const limits = Array.from({ length: world.keyCount }, (_, index) => world.keyAt(index).reserved_rate_limit);
    expect(limits).toHaveLength(30);
    expect(limits).toContain(0);
    expect(limits.some((limit) => limit > 0)).toBe(true);
    for (const id of Object.values(WELL_KNOWN_IDS)) {
      expect(world.subscription(id)?.products.length).toBeGreaterThanOrEqual(2);
      expect(world.subscription(id)?.plans.length).toBeGreaterThanOrEqual(2);
    }
  });
});

describe('factories', () => {
  it.each(LIFECYCLES)('makeSubscriptionBundle in %s keeps the rules for 50 seeds', (lifecycle) => {
    for (let seed = 1; seed <= 50; seed++) {
      const bundle = makeSubscriptionBundle(createFaker(seed, NOW), { id: WELL_KNOWN_IDS.active, lifecycle, now: NOW });
      expect(checkBundle(bundle, NOW, `seed ${seed}`)).toBe(lifecycle);
    }
  });

  it('the edge bundle has every limit and stays coherent', () => {
    for (const seed of [1, 2, 3]) {
      const bundle = makeEdgeSubscriptionBundle(createFaker(seed, NOW), {
        id: WELL_KNOWN_IDS.active,
        lifecycle: 'active',
        now: NOW,
      });
      expect(checkBundle(bundle, NOW)).toBe('active');
      expectEdgeLimits(bundle);
    }
  });

  it('edge keys have 3- and 1024-character names and a reserved_rate_limit of 0', () => {
    const keys = edgeApplicationKeys(1, NOW).map((key, index) => checkKey(key, NOW, `edge key ${index}`));
    expect(keys.map((key) => key.name.length)).toEqual(expect.arrayContaining([3, 1024]));
    expect(keys.map((key) => key.reserved_rate_limit)).toContain(0);
    expect(new Set(keys.map((key) => key.id)).size).toBe(keys.length);
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

describe('the checker rejects incoherent records', () => {
  const [later, past] = ['2026-01-02T00:00:00Z', '2025-12-31T00:00:00Z'];
  const createdAt = (b: SubscriptionBundle) => b.subscription.meta.timestamps.created_at;
  const afterResume = (b: SubscriptionBundle) =>
    new Date(Date.parse(b.subscription.meta.timestamps.resumed_at as string) + 1000).toISOString();
  const cases: [string, Lifecycle, string, unknown][] = [
    ['a display price in another currency', 'active', 'products.0.meta.display_price.with_tax.currency', 'XTS'],
    ['a price formatted wrongly', 'active', 'plans.0.meta.display_price.without_tax.formatted', 'free'],
    ['a price map without the currency', 'active', 'plans.1.attributes.fixed_price', { XTS: { amount: 1 } }],
    ['a plan_id outside the offering', 'active', 'subscription.attributes.plan_id', WELL_KNOWN_IDS.paused],
    ['relationships missing the plans', 'active', 'subscription.relationships.plans.data', []],
    ['an offering without products', 'active', 'subscription.attributes.offering.relationships.products.data', []],
    ['a creation date in the future', 'active', 'subscription.meta.timestamps.created_at', later],
    ['a product updated before it was made', 'active', 'products.0.attributes.updated_at', '2000-01-01T00:00:00Z'],
    ['an untouched subscription with a pause date', 'active', 'subscription.meta.timestamps.paused_at', past],
    ['a paused subscription marked inactive', 'paused', 'subscription.meta.status', 'inactive'],
    ['a paused one whose billing run came', 'paused', 'subscription.state.meta.invoice_after', past],
    ['a state dated other than its action', 'paused', 'subscription.state.meta.created_at', createdAt],
    ['a canceled one without an end date', 'canceled', 'subscription.meta.timestamps.end_date', undefined],
    ['a canceled one that already ended', 'canceled', 'subscription.meta.timestamps.end_date', past],
    ['a resume before the pause', 'resumed', 'subscription.meta.timestamps.paused_at', afterResume],
    ['a closed one ending in the future', 'closed', 'subscription.meta.timestamps.end_date', later],
    ['a closed one still active', 'closed', 'subscription.meta.status', 'active'],
    ['a suspended one that is not paused', 'suspended', 'subscription.state.meta.paused', false],
  ];
  it.each(cases)('%s', (_name, lifecycle, path, value) => {
    const options = { id: WELL_KNOWN_IDS.active, lifecycle, now: NOW };
    const bundle = structuredClone(makeSubscriptionBundle(createFaker(7, NOW), options));
    expect(checkBundle(bundle, NOW)).toBe(lifecycle);
    const keys = path.split('.');
    const last = keys.pop() as string;
    type Node = Record<string, unknown>;
    const parent = keys.reduce<Node>((node, key) => node[key] as Node, bundle as unknown as Node);
    const next = typeof value === 'function' ? value(bundle) : value;
    expect(parent[last], 'the mutation changes something').not.toEqual(next);
    parent[last] = next;
    expect(() => checkBundle(bundle, NOW)).toThrow();
  });

  it('a key used before it was created', () => {
    const [key] = edgeApplicationKeys(1, NOW);
    if (key) key.meta.timestamps.last_used_at = '2000-01-01T00:00:00Z';
    expect(() => checkKey(key, NOW)).toThrow();
  });
});
