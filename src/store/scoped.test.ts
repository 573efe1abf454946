import { describe, expect, it } from 'vitest';
import type { Life } from '../billing/life.js';
import type { ApplicationKey } from '../schemas/index.js';
import type { StoreRecord } from './collections.js';
import { derivedOf, forgetDerived } from './derived.js';
import { type Found, Overlay, type Records, sourceOf, Table } from './records.js';
import { scopedTo } from './scoped.js';
import { LIFE_SHAPE, type View } from './view.js';

/** A subscription's life as far as scoping reads it: its id, account and name. */
const life = (id: string, account_id: string, name: string): Life =>
  ({ bundle: { subscription: { id, attributes: { account_id, name } } } }) as unknown as Life;

const LIVES = [
  life('s1', 'acc1', 'Ada'),
  life('s2', 'acc2', 'Ada'),
  life('s3', 'acc1', 'Bob'),
  life('s4', 'acc3', 'Ada'),
  life('s5', 'acc1', 'Ada'),
];

const all = <T>(found: Found<T>): T[] => Array.from({ length: found.total }, (_, index) => found.at(index));
const list = <T>(records: Records<T>): T[] => Array.from({ length: records.count }, (_, index) => records.at(index));
const sentinel = <T>(name: string): T => ({ sentinel: name }) as unknown as T;

/** A view whose members other than the subscriptions are stand-ins, its calls logged. */
function viewOver(subscriptions: Records<Life>) {
  const calls: string[] = [];
  const jobs = sentinel<Records<StoreRecord>>('jobs');
  const view = {
    world: false,
    id: 7,
    revision: 3,
    keys: sentinel('keys'),
    subscriptions,
    offerings: sentinel('offerings'),
    products: sentinel('products'),
    plans: sentinel('plans'),
    features: sentinel('features'),
    accounts: sentinel('accounts'),
    collection: (kind: string) => {
      calls.push(`collection ${kind}`);
      return jobs;
    },
    countOf: (kind: string) => {
      calls.push(`countOf ${kind}`);
      return 5;
    },
    totalReservedRateLimit: 42,
    clock: 1_700_000_000_000,
    secretOf: (key: ApplicationKey) => {
      calls.push(`secretOf ${key.id}`);
      return `secret of ${key.id}`;
    },
  } as unknown as View;
  return { view, calls, jobs };
}

const at = (index: number) => LIVES[index] as Life;

describe('scopedTo', () => {
  const { view } = viewOver(new Table(sourceOf(LIVES, LIFE_SHAPE)));
  const mine = scopedTo(view, 'acc1');

  it("counts and lists only the account's subscriptions, in order", () => {
    expect(mine.subscriptions.count).toBe(3);
    expect(list(mine.subscriptions)).toEqual([at(0), at(2), at(4)]);
    expect(mine.subscriptions.at(1)).toBe(at(2));
    expect(mine.subscriptions.at(2)).toBe(at(4));
  });

  it("gets the account's subscriptions, and nothing for another's or one that is not there", () => {
    expect(mine.subscriptions.get('s3')).toBe(at(2));
    expect(mine.subscriptions.get('s1')).toBe(at(0));
    expect(mine.subscriptions.get('s2')).toBe(undefined);
    expect(mine.subscriptions.get('s4')).toBe(undefined);
    expect(mine.subscriptions.get('nope')).toBe(undefined);
  });

  it("places the account's subscriptions among its own, and no other", () => {
    expect(mine.subscriptions.indexOf('s1')).toBe(0);
    expect(mine.subscriptions.indexOf('s3')).toBe(1);
    expect(mine.subscriptions.indexOf('s5')).toBe(2);
    expect(mine.subscriptions.indexOf('s2')).toBe(undefined);
    expect(mine.subscriptions.indexOf('s4')).toBe(undefined);
    expect(mine.subscriptions.indexOf('nope')).toBe(undefined);
  });

  it("finds among the account's subscriptions only", () => {
    expect(all(mine.subscriptions.find([]))).toEqual([at(0), at(2), at(4)]);
    expect(all(mine.subscriptions.find([{ field: 'name', values: ['Ada'] }]))).toEqual([at(0), at(4)]);
    expect(all(mine.subscriptions.find([{ field: 'name', values: ['Bob', 'Ada'] }]))).toEqual([at(0), at(2), at(4)]);
    expect(all(mine.subscriptions.find([{ field: 'account_id', values: ['acc2'] }]))).toEqual([]);
    expect(mine.subscriptions.find([{ field: 'name', values: ['Bob'] }]).total).toBe(1);
  });

  it('shows an account without subscriptions none', () => {
    const none = scopedTo(view, 'acc9');
    expect(none.subscriptions.count).toBe(0);
    expect(list(none.subscriptions)).toEqual([]);
    expect(none.subscriptions.get('s1')).toBe(undefined);
    expect(none.subscriptions.indexOf('s1')).toBe(undefined);
    expect(all(none.subscriptions.find([{ field: 'name', values: ['Ada'] }]))).toEqual([]);
    expect(none.id).toBe('7 account acc9');
  });

  it("follows a session's writes", () => {
    const overlay = new Overlay(new Table(sourceOf(LIVES, LIFE_SHAPE)), LIFE_SHAPE);
    const moved = life('s2', 'acc1', 'Cy');
    const made = life('s6', 'acc1', 'Ada');
    overlay.replace(moved);
    overlay.remove('s3');
    overlay.create(made);
    overlay.create(life('s7', 'acc2', 'Ada'));
    const scoped = scopedTo(viewOver(overlay).view, 'acc1');
    expect(list(scoped.subscriptions)).toEqual([at(0), moved, at(4), made]);
    expect(scoped.subscriptions.indexOf('s6')).toBe(3);
    expect(scoped.subscriptions.indexOf('s3')).toBe(undefined);
    expect(scoped.subscriptions.get('s2')).toBe(moved);
    expect(scoped.subscriptions.get('s7')).toBe(undefined);
    expect(all(scoped.subscriptions.find([{ field: 'name', values: ['Ada'] }]))).toEqual([at(0), at(4), made]);
  });

  it("names the account in its id, and passes the view's other members through", () => {
    const { view: other, calls, jobs } = viewOver(new Table(sourceOf(LIVES, LIFE_SHAPE)));
    const scoped = scopedTo(other, 'acc2');
    expect(Object.keys(scoped).sort()).toEqual(
      [
        'world',
        'id',
        'revision',
        'keys',
        'subscriptions',
        'offerings',
        'products',
        'plans',
        'features',
        'accounts',
        'collection',
        'countOf',
        'totalReservedRateLimit',
        'clock',
        'secretOf',
      ].sort(),
    );
    expect(scoped.id).toBe('7 account acc2');
    expect(scoped.world).toBe(false);
    expect(scoped.revision).toBe(3);
    expect(scoped.totalReservedRateLimit).toBe(42);
    expect(scoped.clock).toBe(1_700_000_000_000);
    expect(scoped.keys).toBe(other.keys);
    expect(scoped.offerings).toBe(other.offerings);
    expect(scoped.products).toBe(other.products);
    expect(scoped.plans).toBe(other.plans);
    expect(scoped.features).toBe(other.features);
    expect(scoped.accounts).toBe(other.accounts);
    expect(scoped.subscriptions).not.toBe(other.subscriptions);
    expect(calls).toEqual([]);
    expect(scoped.collection('jobs')).toBe(jobs);
    expect(scoped.countOf('imports')).toBe(5);
    expect(scoped.secretOf({ id: 'k1' } as ApplicationKey)).toBe('secret of k1');
    expect(calls).toEqual(['collection jobs', 'countOf imports', 'secretOf k1']);
  });

  it('leaves the view itself as it was', () => {
    expect(list(view.subscriptions)).toEqual(LIVES);
    expect(view.id).toBe(7);
  });
});

describe('derivedOf', () => {
  const view = () => viewOver(new Table(sourceOf(LIVES, LIFE_SHAPE))).view;

  it('keeps one map of values per view, empty at first', () => {
    const one = view();
    const other = view();
    const held = derivedOf(one);
    expect(held).toEqual(new Map());
    expect(derivedOf(one)).toBe(held);
    held.set('index', 1);
    expect(derivedOf(one)).toBe(held);
    expect(derivedOf(one).get('index')).toBe(1);
    expect(derivedOf(other)).not.toBe(held);
    expect(derivedOf(other)).toEqual(new Map());
  });

  it("forgets a view's values, and only that view's", () => {
    const one = view();
    const other = view();
    derivedOf(one).set('index', 1);
    derivedOf(other).set('index', 2);
    const held = derivedOf(one);
    forgetDerived(one);
    const fresh = derivedOf(one);
    expect(fresh).not.toBe(held);
    expect(fresh).toEqual(new Map());
    expect(derivedOf(one)).toBe(fresh);
    expect(derivedOf(other)).toEqual(new Map([['index', 2]]));
    forgetDerived(view());
    expect(derivedOf(other).get('index')).toBe(2);
  });
});
