import {
  type Account,
  createFaker,
  type Lifecycle,
  makeAccount,
  makeOffering,
  makeSubscription,
  mix,
  type OfferingBundle,
  type SubscriptionBundle,
  uuidAt,
} from '../factories/index.js';

/** Stream numbers that keep these derived ids and draws apart from the keys'. */
const SUBSCRIPTION_STREAM = 2;
const ACCOUNT_STREAM = 3;
const OFFERING_STREAM = 4;
const OFFERINGS = 8;

/** Most subscriptions were never acted on; the rest are spread over the other states their plans allow. */
const LIFECYCLE_WHEEL: Lifecycle[] = [
  ...Array<Lifecycle>(14).fill('active'),
  'paused',
  'paused',
  'canceled',
  'canceled',
  'resumed',
  'closed',
  'suspended',
];

/** The subscribers of a world of `accountCount` accounts: the fixtures' own first, then seeded ones. */
export function generatedAccounts(seed: number, accountCount: number, known: Account[], now: Date): Account[] {
  const faker = createFaker(seed, now);
  const accounts = [...known];
  for (let index = accounts.length; index < accountCount; index++) {
    faker.seed([seed, ACCOUNT_STREAM, index]);
    accounts.push(makeAccount(faker));
  }
  return accounts;
}

/** The id of generated subscription `index`, without making it. */
export function generatedSubscriptionId(seed: number, index: number): string {
  return uuidAt(seed, SUBSCRIPTION_STREAM, index);
}

/**
 * `count` seeded subscriptions for `accounts` subscribers in all (`known` of them the fixtures' own), over a few
 * shared offerings, each subscription drawn from its own seeded stream so that its record does not depend on the
 * others.
 */
export function generatedSubscriptions(
  seed: number,
  count: number,
  accountCount: number,
  known: Account[],
  now: Date,
): { bundle: SubscriptionBundle; lifecycle: Lifecycle }[] {
  const faker = createFaker(seed, now);
  const accounts = generatedAccounts(seed, accountCount, known, now);
  const offerings: OfferingBundle[] = [];
  for (let index = 0; index < OFFERINGS; index++) {
    faker.seed([seed, OFFERING_STREAM, index]);
    offerings.push(makeOffering(faker, now));
  }
  const made: { bundle: SubscriptionBundle; lifecycle: Lifecycle }[] = [];
  for (let index = 0; index < count; index++) {
    faker.seed([seed, SUBSCRIPTION_STREAM, index]);
    const draw = mix(seed, SUBSCRIPTION_STREAM, index, 0);
    const lifecycle = LIFECYCLE_WHEEL[(draw >>> 16) % LIFECYCLE_WHEEL.length] as Lifecycle;
    const bundle = makeSubscription(faker, offerings[draw % OFFERINGS] as OfferingBundle, {
      id: generatedSubscriptionId(seed, index),
      account: accounts[(draw >>> 8) % accounts.length] as Account,
      lifecycle,
      now,
    });
    made.push({ bundle, lifecycle });
  }
  return made;
}
