import { describe, expect, it } from 'vitest';
import type { Life } from '../billing/life.js';
import type { AccountRecord, FeatureRecord, OfferingRecord, StorePlan } from '../catalog/types.js';
import { uuidFrom } from '../factories/index.js';
import { BUILT_IN_SCENARIOS } from '../scenarios/registry.js';
import type { Scenario } from '../scenarios/types.js';
import type { ApplicationKey } from '../schemas/index.js';
import { ValidationError } from '../validate/problems.js';
import {
  ACCOUNT_SHAPE,
  FEATURE_SHAPE,
  KEY_SHAPE,
  keyByCredentials,
  LIFE_SHAPE,
  OFFERING_SHAPE,
  STORE_SHAPE,
} from './view.js';
import { WorldCache } from './worlds.js';

// A world as requests read it, its cache, and how records are read by id and filtered field.

const NOW = new Date('2026-01-01T00:00:00.750Z');
const named = (name: string) => BUILT_IN_SCENARIOS.find((scenario) => scenario.name === name) as Scenario;
const DEFAULT = named('default');

describe('the shapes records are read by', () => {
  it('a key: its id, and its client id as the only field', () => {
    const key = { id: 'k', client_id: 'c', name: 'n' } as ApplicationKey;
    expect([KEY_SHAPE.id(key), KEY_SHAPE.field(key, 'client_id'), KEY_SHAPE.field(key, 'name')]).toEqual([
      'k',
      'c',
      undefined,
    ]);
  });

  it('a subscription: its id, and the four attributes the list filters on', () => {
    const attributes = { account_id: 'a', name: 'n', email: 'e', external_ref: 'x', status: 's', plan_id: 'p' };
    const life = { bundle: { subscription: { id: 's1', attributes } } } as unknown as Life;
    expect(LIFE_SHAPE.id(life)).toBe('s1');
    const fields = ['account_id', 'name', 'email', 'external_ref', 'status', 'plan_id'];
    expect(fields.map((field) => LIFE_SHAPE.field(life, field))).toEqual(['a', 'n', 'e', 'x', undefined, undefined]);
  });

  it('an offering: external_ref, its proration policy, and its products external refs under two names', () => {
    const record = {
      offering: { id: 'o', attributes: { external_ref: 'ox' } },
      extras: { prorationPolicyId: 'pp' },
      products: [{ attributes: { external_ref: 'p1' } }, { attributes: {} }, { attributes: { external_ref: 'p2' } }],
    } as unknown as OfferingRecord;
    expect(OFFERING_SHAPE.id(record)).toBe('o');
    expect(OFFERING_SHAPE.field(record, 'external_ref')).toBe('ox');
    expect(OFFERING_SHAPE.field(record, 'proration_policy_id')).toBe('pp');
    expect(OFFERING_SHAPE.field(record, 'plans.external_ref')).toEqual(['p1', 'p2']);
    expect(OFFERING_SHAPE.field(record, 'external_product_refs')).toEqual(['p1', 'p2']);
    expect(OFFERING_SHAPE.field(record, 'name')).toBeUndefined();
  });

  it('store products and plans, features and accounts: each its own field', () => {
    const plan = { id: 'p', attributes: { external_ref: 'px', name: 'n' } } as unknown as StorePlan;
    expect([STORE_SHAPE.id(plan), STORE_SHAPE.field(plan, 'external_ref'), STORE_SHAPE.field(plan, 'name')]).toEqual([
      'p',
      'px',
      undefined,
    ]);
    const tagged = { id: 'f', external_ref: 'fx', configuration: { tag: 't' } } as unknown as FeatureRecord;
    const untagged = { id: 'g', external_ref: 'gx', configuration: { other: 1 } } as unknown as FeatureRecord;
    expect([
      FEATURE_SHAPE.id(tagged),
      FEATURE_SHAPE.field(tagged, 'external_ref'),
      FEATURE_SHAPE.field(tagged, 'tag'),
    ]).toEqual(['f', 'fx', 't']);
    expect([FEATURE_SHAPE.field(untagged, 'tag'), FEATURE_SHAPE.field(tagged, 'name')]).toEqual([undefined, undefined]);
    const account = { id: 'acc', email: 'a@b.c', name: 'n' } as unknown as AccountRecord;
    expect([
      ACCOUNT_SHAPE.id(account),
      ACCOUNT_SHAPE.field(account, 'email'),
      ACCOUNT_SHAPE.field(account, 'name'),
    ]).toEqual(['acc', 'a@b.c', undefined]);
  });
});

describe('World', () => {
  const worlds = new WorldCache(3, NOW, 10_000);
  const world = worlds.get(DEFAULT);

  it('is dated at its reference date to the second, never changes, and sums its keys shares', () => {
    expect(world.world).toBe(true);
    expect(world.revision).toBe(0);
    expect(world.clock).toBe(Date.parse('2026-01-01T00:00:00Z'));
    let total = 0;
    for (let index = 0; index < world.keys.count; index++) total += world.keys.at(index).reserved_rate_limit;
    expect(world.totalReservedRateLimit).toBe(total);
    expect(total).toBeGreaterThan(0);
  });

  it('finds keys by client id, and checks a secret when given one', () => {
    const key = world.keys.at(3);
    expect(world.keys.field(3, 'client_id')).toBe(key.client_id);
    expect(world.keys.field(3, 'name')).toBeUndefined();
    const secret = world.secretOf(key);
    expect(secret).toBe(uuidFrom(`secret/${key.id}`).replaceAll('-', ''));
    expect(keyByCredentials(world, key.client_id)).toBe(key);
    expect(keyByCredentials(world, key.client_id, secret)).toBe(key);
    expect(keyByCredentials(world, key.client_id, `${secret}x`)).toBeUndefined();
    expect(keyByCredentials(world, 'nobody')).toBeUndefined();
  });

  it('knows when its first billing run or retry comes: the earliest of its subscriptions', () => {
    expect(Number.isFinite(world.nextEvent)).toBe(true);
    expect(world.nextEvent).toBeGreaterThan(world.clock);
    const empty = worlds.get(named('empty'));
    expect(empty.nextEvent).toBe(Number.POSITIVE_INFINITY);
    expect(empty.totalReservedRateLimit).toBe(0);
  });

  it('derives its catalogue once, and seeds its collections once, with the dunning action it was built with', () => {
    expect(world.offerings).toBe(world.offerings);
    expect(world.products).toBe(world.products);
    expect(world.plans).toBe(world.plans);
    expect(world.features).toBe(world.features);
    expect(world.accounts).toBe(world.accounts);
    expect(world.offerings.count).toBeGreaterThan(0);
    expect(world.accounts.count).toBeGreaterThan(0);
    expect(world.collection('jobs')).toBe(world.collection('jobs'));
    expect(world.countOf('dunning-rules')).toBe(1);
    expect(world.collection('dunning-rules').at(0).attributes.action).toBe('suspend');
    expect(world.countOf('subscribers')).toBe(world.accounts.count);
    const closing = new WorldCache(3, NOW, 10_000, 'close').get(DEFAULT);
    expect(closing.collection('dunning-rules').at(0).attributes.action).toBe('close');
  });
});

describe('WorldCache', () => {
  it('builds a world on first use and keeps it until forgotten; ids are never given twice', () => {
    const worlds = new WorldCache(3, NOW, 10_000);
    const first = worlds.get(DEFAULT);
    expect(worlds.get(DEFAULT)).toBe(first);
    const next = worlds.nextId();
    expect(next).toBe(first.id + 1);
    worlds.forget('empty');
    expect(worlds.get(DEFAULT)).toBe(first);
    worlds.forget('default');
    const again = worlds.get(DEFAULT);
    expect(again).not.toBe(first);
    expect(again.id).toBe(next + 1);
    expect(again.keys.at(0)).toEqual(first.keys.at(0));
  });

  it('counts keys and subscriptions off the recipe, without building', () => {
    const worlds = new WorldCache(3, NOW, 10_000);
    expect(worlds.counts(DEFAULT)).toEqual({ keys: 30, subscriptions: 6 });
    expect(worlds.counts(named('empty'))).toEqual({ keys: 0, subscriptions: 0 });
    expect(worlds.counts(named('many-subscriptions'))).toEqual({ keys: 30, subscriptions: 2000 });
    expect(worlds.counts(named('edge-cases'))).toEqual({ keys: 4, subscriptions: 6 });
  });

  it('prepares a user scenario records up front: counted, built into its world, and a broken one said line by line', () => {
    const worlds = new WorldCache(3, NOW, 10_000);
    const mine: Scenario = {
      name: 'mine',
      description: 'mine',
      world: {
        keys: 2,
        subscriptions: 'none',
        records: [{ scenario: 'mine', records: { applicationKeys: [{ name: 'given' }] } }],
      },
    } as unknown as Scenario;
    const before = worlds.get(mine);
    worlds.prepare(mine, new Map([['mine', 'scenarios/mine.json']]));
    expect(worlds.counts(mine)).toEqual({ keys: 3, subscriptions: 0 });
    const built = worlds.get(mine);
    expect(built).not.toBe(before);
    expect(built.keys.count).toBe(3);
    const none = {
      ...mine,
      name: 'none',
      world: { keys: 1, subscriptions: 'none', records: [] },
    } as unknown as Scenario;
    worlds.prepare(none, new Map());
    expect(worlds.counts(none)).toEqual({ keys: 1, subscriptions: 0 });
    const broken = {
      ...mine,
      name: 'broken',
      world: {
        keys: 0,
        subscriptions: 'none',
        records: [{ scenario: 'broken', records: { applicationKeys: [{ name: '' }] } }],
      },
    } as unknown as Scenario;
    const said = (origins: Map<string, string>) => {
      try {
        worlds.prepare(broken, origins);
      } catch (error) {
        return error as ValidationError;
      }
      throw new Error('not refused');
    };
    const rule = 'records.applicationKeys[0].name: Too small: expected string to have >=1 characters';
    const refused = said(new Map([['broken', 'scenarios/broken.json']]));
    expect(refused).toBeInstanceOf(ValidationError);
    expect(refused.lines).toEqual([`scenarios/broken.json: scenario broken: ${rule}`]);
    expect(said(new Map()).lines).toEqual([`code: scenario broken: ${rule}`]);
  });
});
