import { describe, expect, it } from 'vitest';
import type { Life } from '../billing/life.js';
import type { Subscription } from '../schemas/index.js';
import {
  COLLECTION_SHAPE,
  COLLECTIONS,
  DEFAULT_DUNNING_RULE_ID,
  type StoreRecord,
  seedCollections,
  subscriberFor,
  subscriberIdOf,
} from './collections.js';

/** A subscription with what subscriberFor reads (the rest of the shape is not read). */
function subscription(
  accountId: string,
  created: string,
  fields: { name?: string; paymentAuthority?: Record<string, string>; owner?: 'store' | 'organization' } = {},
): Subscription {
  return {
    id: `sub-${accountId}`,
    type: 'subscription',
    attributes: {
      account_id: accountId,
      name: fields.name ?? `Name ${accountId}`,
      email: `${accountId}@example.com`,
      ...(fields.paymentAuthority === undefined ? {} : { payment_authority: fields.paymentAuthority }),
      updated_at: '2030-01-01T00:00:00Z',
    },
    meta: { owner: fields.owner ?? 'store', timestamps: { created_at: created, updated_at: '2030-01-01T00:00:00Z' } },
  } as unknown as Subscription;
}

/** The subscriber a subscription of this account, made then, gives. */
function subscriber(
  id: string,
  accountId: string,
  created: string,
  name = `Name ${accountId}`,
  owner: 'store' | 'organization' = 'store',
): StoreRecord {
  return {
    id,
    type: 'subscription_subscriber',
    attributes: {
      account_id: accountId,
      name,
      email: `${accountId}@example.com`,
      created_at: created,
      updated_at: created,
    },
    meta: { owner, timestamps: { created_at: created, updated_at: created } },
  };
}

const life = (sub: Subscription) => ({ bundle: { subscription: sub } }) as unknown as Life;

describe('subscriberIdOf', () => {
  it('is the account id in lower case', () => {
    expect(subscriberIdOf('AbC-1F')).toBe('abc-1f');
    expect(subscriberIdOf('abc')).toBe('abc');
  });
});

describe('subscriberFor', () => {
  const CREATED = '2024-03-01T10:00:00Z';

  it('makes the subscriber of the account, as old as the subscription, with its name and email', () => {
    expect(subscriberFor(subscription('ACC-1', CREATED, { name: 'Leslie', owner: 'organization' }))).toStrictEqual(
      subscriber('acc-1', 'ACC-1', CREATED, 'Leslie', 'organization'),
    );
  });

  it('keeps the payment authority of a known gateway', () => {
    for (const type of ['elastic_path_payments_stripe', 'stripe_payment_intents', 'authorize_net']) {
      const paymentAuthority = { type, customer_id: 'cus_1' };
      const base = subscriber('acc-1', 'acc-1', CREATED);
      expect(subscriberFor(subscription('acc-1', CREATED, { paymentAuthority }))).toStrictEqual({
        ...base,
        attributes: {
          account_id: 'acc-1',
          name: 'Name acc-1',
          email: 'acc-1@example.com',
          payment_authority: { type, customer_id: 'cus_1' },
          created_at: CREATED,
          updated_at: CREATED,
        },
      });
    }
  });

  it('names the service payments gateway as Elastic Path Payments (Stripe)', () => {
    const paymentAuthority = { type: 'service_payments_gateway', customer_id: 'cus_2', card_id: 'card_1' };
    const out = subscriberFor(subscription('acc-1', CREATED, { paymentAuthority }));
    expect(out.attributes).toStrictEqual({
      account_id: 'acc-1',
      name: 'Name acc-1',
      email: 'acc-1@example.com',
      payment_authority: { type: 'elastic_path_payments_stripe', customer_id: 'cus_2', card_id: 'card_1' },
      created_at: CREATED,
      updated_at: CREATED,
    });
    expect(paymentAuthority.type).toBe('service_payments_gateway');
  });

  it('drops a payment authority of an unknown gateway, and has none without one', () => {
    const paymentAuthority = { type: 'paypal', customer_id: 'cus_3' };
    expect(subscriberFor(subscription('acc-1', CREATED, { paymentAuthority }))).toStrictEqual(
      subscriber('acc-1', 'acc-1', CREATED),
    );
    expect(subscriberFor(subscription('acc-1', CREATED))).toStrictEqual(subscriber('acc-1', 'acc-1', CREATED));
  });
});

describe('seedCollections', () => {
  const NOW = Date.UTC(2025, 0, 1, 12, 30, 45, 500);

  const rule = (action: 'suspend' | 'close' | 'none'): StoreRecord => ({
    id: 'aea0df51-f25e-4808-8ea7-15e7ca6bebf6',
    type: 'subscription_dunning_rule',
    attributes: {
      payment_retry_type: 'fixed',
      payment_retry_interval: 1,
      payment_retry_unit: 'day',
      payment_retries_limit: 10,
      action,
      default: true,
    },
    meta: { owner: 'store', timestamps: { created_at: '2023-11-28T12:30:45Z', updated_at: '2023-11-28T12:30:45Z' } },
  });

  it('seeds one subscriber per account, from its first life, by creation then id, and the default dunning rule', () => {
    const lives = [
      life(subscription('ACC-C', '2024-03-01T00:00:00Z', { name: 'C first' })),
      life(subscription('acc-b', '2024-01-01T00:00:00Z')),
      life(subscription('ACC-C', '2024-01-15T00:00:00Z', { name: 'C second' })),
      life(subscription('acc-e', '2024-02-01T00:00:00Z')),
      life(subscription('acc-d', '2024-02-01T00:00:00Z')),
      life(subscription('acc-f', '2024-06-01T00:00:00Z')),
      life(subscription('acc-g', '2024-06-01T00:00:00Z')),
    ];
    expect(seedCollections({ lives, dunningAction: 'suspend', now: NOW })).toStrictEqual({
      subscribers: [
        subscriber('acc-b', 'acc-b', '2024-01-01T00:00:00Z'),
        subscriber('acc-d', 'acc-d', '2024-02-01T00:00:00Z'),
        subscriber('acc-e', 'acc-e', '2024-02-01T00:00:00Z'),
        subscriber('acc-c', 'ACC-C', '2024-03-01T00:00:00Z', 'C first'),
        subscriber('acc-f', 'acc-f', '2024-06-01T00:00:00Z'),
        subscriber('acc-g', 'acc-g', '2024-06-01T00:00:00Z'),
      ],
      'dunning-rules': [rule('suspend')],
      'proration-policies': [],
      schedules: [],
      jobs: [],
      imports: [],
      integrations: [],
    });
  });

  it('seeds no subscriber without lives, and the rule of the dunning action', () => {
    for (const action of ['close', 'none'] as const)
      expect(seedCollections({ lives: [], dunningAction: action, now: NOW })).toStrictEqual({
        subscribers: [],
        'dunning-rules': [rule(action)],
        'proration-policies': [],
        schedules: [],
        jobs: [],
        imports: [],
        integrations: [],
      });
    expect(DEFAULT_DUNNING_RULE_ID).toBe('aea0df51-f25e-4808-8ea7-15e7ca6bebf6');
    expect(Object.keys(seedCollections({ lives: [], dunningAction: 'none', now: NOW }))).toStrictEqual([
      ...COLLECTIONS,
    ]);
  });
});

describe('COLLECTION_SHAPE', () => {
  const record: StoreRecord = {
    id: 'rec-1',
    type: 'subscription_job',
    attributes: {
      text: 'x',
      empty: '',
      no: false,
      yes: true,
      zero: 0,
      half: 1.5,
      object: { a: 1 },
      list: ['a'],
      nothing: null,
      shared: 'from attributes',
    },
    meta: {
      owner: 'organization',
      timestamps: { created_at: '2024-01-01T00:00:00Z' },
      note: 'from meta',
      flag: true,
      count: 7,
      nothing: 'meta when null',
      shared: 'from meta',
    },
  };

  it('gives the id', () => {
    expect(COLLECTION_SHAPE.id(record)).toBe('rec-1');
  });

  it('reads strings as they are, booleans and numbers as text, anything else as nothing', () => {
    const read = (name: string) => COLLECTION_SHAPE.field(record, name);
    expect(read('text')).toBe('x');
    expect(read('empty')).toBe('');
    expect(read('no')).toBe('false');
    expect(read('yes')).toBe('true');
    expect(read('zero')).toBe('0');
    expect(read('half')).toBe('1.5');
    expect(read('object')).toBeUndefined();
    expect(read('list')).toBeUndefined();
    expect(read('missing')).toBeUndefined();
  });

  it('reads the meta when the attributes have no such field, or null', () => {
    const read = (name: string) => COLLECTION_SHAPE.field(record, name);
    expect(read('shared')).toBe('from attributes');
    expect(read('note')).toBe('from meta');
    expect(read('owner')).toBe('organization');
    expect(read('flag')).toBe('true');
    expect(read('count')).toBe('7');
    expect(read('nothing')).toBe('meta when null');
    expect(read('timestamps')).toBeUndefined();
  });
});
