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
 * `reservedRateLimit` cost a hash each, so a world of 100,000 keys indexes and totals them at once; `record` builds the
 * whole key from the seeded faker only when a request needs it.
 */
export interface KeySource {
  readonly count: number;
  id(index: number): string;
  reservedRateLimit(index: number): number;
  record(index: number): ApplicationKey;
}

/** `count` seeded keys created one after another over the two years before `now`. */
export function applicationKeySource(seed: number, count: number, now: Date): KeySource {
  const end = Math.floor(+now / 1000) * 1000;
  const start = end - HISTORY_MS;
  // Each key is created in its own slot of the history, so creation order is index order whatever the count.
  const slot = Math.max(1, Math.floor(HISTORY_MS / Math.max(count, 1) / 1000)) * 1000;
  const faker = createFaker(seed, now);
  return {
    count,
    id: (index) => uuidAt(seed, KEY_STREAM, index),
    // About one key in four reserves no share of the rate (the tenth key of every ten always, so any seed's default
    // world has some); the others reserve a round figure.
    reservedRateLimit: (index) => {
      const draw = mix(seed, KEY_STREAM, index, 5);
      return draw % 5 === 0 || index % 10 === 9 ? 0 : ((draw >>> 8) % 20) * 5 + 5;
    },
    record(index) {
      faker.seed([seed, KEY_STREAM, index]);
      const created = Math.min(end, start + index * slot + between(faker, 0, slot - 1000));
      return {
        id: this.id(index),
        type: 'application_key',
        name: `${faker.helpers.arrayElement(PURPOSES)} (${faker.helpers.arrayElement(ENVIRONMENTS)})`,
        client_id: clientId(faker, 40),
        reserved_rate_limit: this.reservedRateLimit(index),
        meta: {
          timestamps: {
            last_used_at: iso(between(faker, created, end)),
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
    reservedRateLimit: (index) => (keys[index] as ApplicationKey).reserved_rate_limit,
    record: (index) => keys[index] as ApplicationKey,
  };
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
 * Keys at every limit: 3- and 1024-character names and a 1024-character client id, a 0 and the largest 32-bit rate
 * share, and a key never touched since it was made (all three timestamps equal).
 */
export function edgeApplicationKeys(seed: number, now: Date): ApplicationKey[] {
  const source = applicationKeySource(seed, 4, now);
  const [short, long, unused, busy] = [0, 1, 2, 3].map((index) => source.record(index)) as [
    ApplicationKey,
    ApplicationKey,
    ApplicationKey,
    ApplicationKey,
  ];
  const faker = createFaker(seed, now);
  short.name = 'Key';
  short.reserved_rate_limit = 0;
  long.name = faker.string.alpha(1024);
  long.client_id = clientId(faker, 1024);
  const made = unused.meta.timestamps.created_at;
  unused.meta.timestamps = { last_used_at: made, created_at: made, updated_at: made };
  busy.reserved_rate_limit = 2_147_483_647;
  return [short, long, unused, busy];
}
