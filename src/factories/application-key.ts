import type { Faker } from '@faker-js/faker';
import type { ApplicationKey } from '../schemas/index.js';
import { between, createFaker, iso, mix, uuidAt } from './random.js';

const PURPOSES = [
  'Storefront',
  'Checkout service',
  'Mobile app',
  'Order sync',
  'Inventory import',
  'Catalog publisher',
  'Analytics export',
  'ERP connector',
  'Search indexer',
  'Subscriptions worker',
  'Webhook relay',
  'Pricing job',
];
const ENVIRONMENTS = ['production', 'staging', 'development', 'CI', 'QA', 'sandbox'];
const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** How long ago the oldest key of a world was created. */
const HISTORY_MS = 730 * 86_400_000;
/** Stream number that keeps key ids apart from other derived ids. */
const KEY_STREAM = 1;

/**
 * The application keys of a world, in list order (creation order, then id), made on demand: `id` and
 * `reservedRateLimit` cost next to nothing, so a world of 100,000 keys indexes and totals them at once; `record`
 * builds the whole key from the seeded faker only when a request needs it.
 */
export interface KeySource {
  readonly count: number;
  id(index: number): string;
  /** The key's `client_id`, without building its record. */
  clientId(index: number): string;
  reservedRateLimit(index: number): number;
  record(index: number): ApplicationKey;
}

/**
 * Rate shares in list order: about one key in four asks for a round share of 5 to 25, granted while the sum stays
 * within the store's limit (so the shares never add up past it, and most keys of a large world reserve none); every
 * tenth key reserves none, so any seed's default world has some.
 */
function rateShares(seed: number, count: number, storeRateLimit: number): Uint32Array {
  const shares = new Uint32Array(count);
  let left = storeRateLimit;
  for (let index = 0; index < count && left > 0; index++) {
    const draw = mix(seed, KEY_STREAM, index, 5);
    if (draw % 4 !== 0 || index % 10 === 9) continue;
    const share = ((draw >>> 8) % 5) * 5 + 5;
    if (share <= left) {
      shares[index] = share;
      left -= share;
    }
  }
  return shares;
}

/** `count` seeded keys created one after another over the two years before `now`; about one in six never used (last used when made). */
export function applicationKeySource(seed: number, count: number, now: Date, storeRateLimit: number): KeySource {
  const end = Math.floor(+now / 1000) * 1000;
  const start = end - HISTORY_MS;
  // Each key is created in its own slot of the history, so creation order is index order whatever the count.
  const slot = Math.max(1, Math.floor(HISTORY_MS / Math.max(count, 1) / 1000)) * 1000;
  const faker = createFaker(seed, now);
  const shares = rateShares(seed, count, storeRateLimit);
  return {
    count,
    id: (index) => uuidAt(seed, KEY_STREAM, index),
    clientId: (index) => hashedClientId(seed, index),
    reservedRateLimit: (index) => shares[index] as number,
    record(index) {
      faker.seed([seed, KEY_STREAM, index]);
      const created = Math.min(end, start + index * slot + between(faker, 0, slot - 1000));
      const used = faker.number.int(5) !== 0;
      return {
        id: this.id(index),
        type: 'application_key',
        name: `${faker.helpers.arrayElement(PURPOSES)} (${faker.helpers.arrayElement(ENVIRONMENTS)})`,
        client_id: this.clientId(index),
        reserved_rate_limit: this.reservedRateLimit(index),
        meta: {
          timestamps: {
            last_used_at: iso(used ? between(faker, created, end) : created),
            created_at: iso(created),
            updated_at: iso(between(faker, created, end)),
          },
        },
      };
    },
  };
}

/** A source over keys already made (edge cases, fixtures): the list order is the array order. */
export function keySourceOf(keys: ApplicationKey[]): KeySource {
  return {
    count: keys.length,
    id: (index) => (keys[index] as ApplicationKey).id,
    clientId: (index) => (keys[index] as ApplicationKey).client_id,
    reservedRateLimit: (index) => (keys[index] as ApplicationKey).reserved_rate_limit,
    record: (index) => keys[index] as ApplicationKey,
  };
}

/** A 40-character client id from hashes alone, so that looking keys up by client id needs no records. */
function hashedClientId(seed: number, index: number): string {
  let id = '';
  for (let lane = 0; id.length < 40; lane++) {
    let draw = mix(seed, KEY_STREAM, index, 16 + lane);
    // 62^5 < 2^32: one draw gives five characters.
    for (let i = 0; i < 5; i++) {
      id += ALPHANUMERIC[draw % 62];
      draw = Math.floor(draw / 62);
    }
  }
  return id;
}

function clientId(faker: Faker, length: number): string {
  let id = '';
  while (id.length < length) {
    // 62^5 < 2^32: one draw gives five characters, where faker's string helpers draw once per character.
    let draw = faker.number.int(916_132_831);
    for (let i = 0; i < 5 && id.length < length; i++) {
      id += ALPHANUMERIC[draw % 62];
      draw = Math.floor(draw / 62);
    }
  }
  return id;
}

/**
 * Keys at every limit: 1- and 255-character names and a 1024-character client id, a share of 0 and one of the whole
 * store limit, and a key never used since it was made (`last_used_at`, created and updated equal).
 */
export function edgeApplicationKeys(seed: number, now: Date, storeRateLimit: number): ApplicationKey[] {
  const source = applicationKeySource(seed, 4, now, 0);
  const [short, long, unused, busy] = [0, 1, 2, 3].map((index) => source.record(index)) as [
    ApplicationKey,
    ApplicationKey,
    ApplicationKey,
    ApplicationKey,
  ];
  const faker = createFaker(seed, now);
  short.name = 'K';
  long.name = faker.string.alpha(255);
  long.client_id = clientId(faker, 1024);
  const made = unused.meta.timestamps.created_at;
  unused.meta.timestamps = { last_used_at: made, created_at: made, updated_at: made };
  busy.reserved_rate_limit = storeRateLimit;
  busy.meta.timestamps.last_used_at ??= busy.meta.timestamps.updated_at;
  return [short, long, unused, busy];
}

/**
 * A source of `base`'s keys with `extra` keys among them, each where its creation time puts it (list order stays
 * creation order, then id): found by bisecting the base by creation time, so a large base is never made whole.
 */
export function withKeys(base: KeySource, extra: ApplicationKey[]): KeySource {
  if (extra.length === 0) return base;
  const before = (a: ApplicationKey, b: ApplicationKey) => {
    const [x, y] = [a.meta.timestamps.created_at, b.meta.timestamps.created_at];
    return x < y || (x === y && a.id < b.id);
  };
  const sorted = [...extra].sort((a, b) => (before(a, b) ? -1 : 1));
  const insertAt = sorted.map((key) => {
    let [low, high] = [0, base.count];
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (before(base.record(mid), key)) low = mid + 1;
      else high = mid;
    }
    return low;
  });
  // Each list position, as a base index (>= 0) or an extra key (-1 - its index in `sorted`).
  const order = new Int32Array(base.count + sorted.length);
  let next = 0;
  for (let index = 0, j = 0; index <= base.count; index++) {
    while (j < sorted.length && insertAt[j] === index) order[next++] = -1 - j++;
    if (index < base.count) order[next++] = index;
  }
  const pick = <T>(position: number, fromBase: (index: number) => T, fromExtra: (key: ApplicationKey) => T): T => {
    const at = order[position] as number;
    return at >= 0 ? fromBase(at) : fromExtra(sorted[-1 - at] as ApplicationKey);
  };
  return {
    count: order.length,
    id: (position) => pick(position, base.id, (key) => key.id),
    clientId: (position) => pick(position, base.clientId, (key) => key.client_id),
    reservedRateLimit: (position) => pick(position, base.reservedRateLimit, (key) => key.reserved_rate_limit),
    record: (position) =>
      pick(
        position,
        (index) => base.record(index),
        (key) => key,
      ),
  };
}
