import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_NOW, tokenFrom, uuidFrom } from '../src/factories/index.js';
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

describe('tokenFrom (client ids and secrets of created keys)', () => {
  /** The definition: each byte of uuidFrom(`${text}/${round}`), round 0, 1, ..., mod 62, read off the UUID's text. */
  function reference(text: string, length: number): string {
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
    let out = '';
    for (let round = 0; out.length < length; round++) {
      const hex = uuidFrom(`${text}/${round}`).replaceAll('-', '');
      for (let i = 0; i < hex.length; i += 2) out += alphabet[Number.parseInt(hex.slice(i, i + 2), 16) % 62];
    }
    return out.slice(0, length);
  }

  it('gives the bytes of the UUIDs it stands for, for any text and length (same secrets as earlier versions)', () => {
    const texts = ['', '/', 'é', '42/default/default/key/0/client_secret', 'x'.repeat(300), '\u{1F600}'];
    for (let i = 0; i < 200; i++) texts.push(`${i * 7919}/scenario-${i % 13}/session.${i}/key/${i}/client_id`);
    for (const text of texts) {
      for (const length of [0, 1, 15, 16, 17, 40, 200]) expect(tokenFrom(text, length)).toBe(reference(text, length));
    }
    // A known value, so that a change to uuidFrom itself (which the reference uses) is caught too.
    expect(tokenFrom('42/default/default/key/0/client_secret', 40)).toMatchInlineSnapshot(
      `"bCyKb3NHgb2Khy6dcC0Za3L2hb4Zgy5GdC1wZ3Kf"`,
    );
  });
});
