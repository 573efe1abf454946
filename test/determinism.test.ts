import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_NOW } from '../src/factories/index.js';
import { applicationKeySchema } from '../src/schemas/index.js';
import { loadFixtures } from '../src/store/fixtures.js';
import { WELL_KNOWN_IDS } from '../src/store/ids.js';
import { World, type WorldRecipe } from '../src/store/world.js';

const NOW = new Date(DEFAULT_NOW);
const DEFAULT: WorldRecipe = { keys: 30, subscriptions: 'well-known' };
const INCLUDES: ('products' | 'plans')[][] = [[], ['products'], ['plans'], ['plans', 'products']];

/** A world built from scratch: fixtures read again, nothing shared with any other build. */
function build(recipe: WorldRecipe, seed: number, now = NOW): Promise<World> {
  return World.build(recipe, { seed, now, fixtures: loadFixtures(now), storeRateLimit: 100 });
}

/** Every byte a world would answer with: each page (several sizes), each key, each subscription body. */
function everyResponse(world: World): string[] {
  const out: string[] = [];
  for (const limit of [1, 7, 25, 100]) {
    for (let offset = 0; offset <= world.keyCount; offset += limit) {
      const page = world.page(offset, limit);
      out.push(page.data, page.meta);
    }
  }
  for (let index = 0; index < world.keyCount; index++) out.push(world.keyJson(world.keyAt(index).id) ?? 'missing');
  for (const id of world.subscriptionIds()) {
    for (const include of INCLUDES) out.push(world.subscriptionBody(id, new Set(include)) ?? 'missing');
  }
  return out;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the same seed gives the same bytes', () => {
  it.each([
    ['default', DEFAULT],
    ['paused primary', { ...DEFAULT, primary: 'paused' }],
    ['edge', { keys: 'edge', subscriptions: 'well-known', primary: 'edge' }],
  ] as [string, WorldRecipe][])('%s world, built twice', async (_name, recipe) => {
    const [first, second] = [await build(recipe, 42), await build(recipe, 42)];
    const bytes = everyResponse(first);
    expect(bytes.length).toBeGreaterThan(20);
    expect(everyResponse(second)).toEqual(bytes);
  });

  it('whatever the wall clock says: dates come from `now`, not from Date.now()', async () => {
    const bytes = everyResponse(await build({ ...DEFAULT, primary: 'canceled' }, 7));
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2041-03-03T03:03:03Z'));
    expect(everyResponse(await build({ ...DEFAULT, primary: 'canceled' }, 7))).toEqual(bytes);
  });

  it('a cached body is the same bytes as a fresh one', async () => {
    const world = await build(DEFAULT, 3);
    const body = world.subscriptionBody(WELL_KNOWN_IDS.resumed, new Set(['products', 'plans']));
    // The include set's order does not matter either.
    expect(world.subscriptionBody(WELL_KNOWN_IDS.resumed, new Set(['plans', 'products']))).toBe(body);
    expect((await build(DEFAULT, 3)).subscriptionBody(WELL_KNOWN_IDS.resumed, new Set(['products', 'plans']))).toBe(
      body,
    );
  });
});

describe('another seed or reference date gives other data', () => {
  it('seed 2 has other keys than seed 1', async () => {
    const [one, two] = [await build(DEFAULT, 1), await build(DEFAULT, 2)];
    expect(two.page(0, 25).data).not.toBe(one.page(0, 25).data);
    for (let index = 0; index < 30; index++) {
      const [a, b] = [one.keyAt(index), two.keyAt(index)];
      expect(b.id).not.toBe(a.id);
      expect(b.client_id).not.toBe(a.client_id);
      expect(one.keyIndexOf(b.id)).toBeUndefined();
    }
  });

  it('the edge subscription differs by seed; the fixtures do not', async () => {
    const recipe: WorldRecipe = { keys: 'edge', subscriptions: 'well-known', primary: 'edge' };
    const [one, two] = [await build(recipe, 1), await build(recipe, 2)];
    const body = (world: World, id: string) => world.subscriptionBody(id, new Set(['products', 'plans']));
    expect(body(two, WELL_KNOWN_IDS.active)).not.toBe(body(one, WELL_KNOWN_IDS.active));
    expect(body(two, WELL_KNOWN_IDS.paused)).toBe(body(one, WELL_KNOWN_IDS.paused));
  });

  it('another `now` moves the dates', async () => {
    const later = new Date('2031-06-15T08:00:00Z');
    const [base, moved] = [await build(DEFAULT, 1), await build(DEFAULT, 1, later)];
    expect(moved.keyAt(0).id).toBe(base.keyAt(0).id);
    expect(moved.keyAt(0).meta.timestamps.created_at).not.toBe(base.keyAt(0).meta.timestamps.created_at);
    const created = (world: World) =>
      world.subscription(WELL_KNOWN_IDS.active)?.subscription.meta.timestamps.created_at;
    expect(Date.parse(created(moved) ?? '') - Date.parse(created(base) ?? '')).toBe(+later - +NOW);
  });
});

describe('a big world', () => {
  it('of 10,000 keys builds, indexes every key and pages to the last one', async () => {
    const world = await build({ ...DEFAULT, keys: 10_000 }, 1);
    expect(world.keyCount).toBe(10_000);
    const last = applicationKeySchema.parse(world.keyAt(9_999));
    expect(world.keyIndexOf(last.id)).toBe(9_999);
    expect(world.keyJson(last.id)).toBe(JSON.stringify(last));
    const page = world.page(9_975, 25);
    const data = JSON.parse(page.data) as { id: string }[];
    expect(data).toHaveLength(25);
    expect(data.at(-1)?.id).toBe(last.id);
    expect(JSON.parse(page.meta)).toMatchObject({ page: { current: 400, total: 400 }, results: { total: 10_000 } });
    expect(world.page(10_000, 25).data).toBe('[]');
    const ids = new Set(Array.from({ length: 10_000 }, (_, index) => world.keyAt(index).id));
    expect(ids.size).toBe(10_000);
  });
});
