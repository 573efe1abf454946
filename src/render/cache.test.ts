import { describe, expect, it } from 'vitest';
import { BodyCache, textBytes } from './cache.js';

describe('BodyCache', () => {
  const world = { id: 1, revision: 0 };

  it('makes a body once per view and key, and serves it after', () => {
    const cache = new BodyCache(1000);
    let made = 0;
    const make = () => `body ${++made}`;
    expect(cache.get(world, 'key', 'http://a', 'k1', make)).toBe('body 1');
    expect(cache.get(world, 'key', 'http://a', 'k1', make)).toBe('body 1');
    // Each part of the key counts, and so does the view.
    expect(cache.get(world, 'key', 'http://b', 'k1', make)).toBe('body 2');
    expect(cache.get(world, 'key', 'http://a', 'k2', make)).toBe('body 3');
    expect(cache.get(world, 'keys', 'http://a', 'k1', make)).toBe('body 4');
    expect(cache.get({ id: 2, revision: 0 }, 'key', 'http://a', 'k1', make)).toBe('body 5');
    expect(cache.get(world, 'key', 'http://a', 'k1', make)).toBe('body 1');
  });

  it('makes a view’s bodies again once its revision moves, and frees the old ones', () => {
    const cache = new BodyCache(100);
    const session = { id: 7, revision: 0 };
    let made = 0;
    const make = () => `${++made}`.padEnd(40, 'x');
    cache.get(session, 'page', '', '', make);
    session.revision = 1;
    expect(cache.get(session, 'page', '', '', make)).toMatch(/^2/);
    // The first revision's 44 bytes were freed: a second body fits in the 100 without starting over.
    cache.get(session, 'other', '', '', make);
    expect(cache.get(session, 'page', '', '', make)).toMatch(/^2/);
    expect(made).toBe(3);
  });

  it('starts over once the budget of bytes is spent, so memory stays bounded', () => {
    const cache = new BodyCache(100);
    let made = 0;
    const make = () => {
      made++;
      return 'x'.repeat(40);
    };
    cache.get(world, 'a', '', '', make);
    cache.get(world, 'b', '', '', make);
    expect(made).toBe(2);
    cache.get(world, 'c', '', '', make); // 3 x (40 + 1) > 100: the cache is emptied before c goes in
    cache.get(world, 'c', '', '', make);
    expect(made).toBe(3);
    cache.get(world, 'a', '', '', make);
    expect(made).toBe(4);
  });

  it('weighs text as the heap holds it: a character past Latin-1 makes every character two bytes', () => {
    expect(textBytes('price 9.99 £ ¥')).toBe(14);
    expect(textBytes('price 9.99 €')).toBe(24);
    const cache = new BodyCache(100);
    let made = 0;
    const make = () => `${++made}`.padEnd(30, '€');
    cache.get(world, 'a', '', '', make);
    cache.get(world, 'b', '', '', make); // 61 + 61 > 100: the cache starts over before b
    cache.get(world, 'a', '', '', make);
    expect(made).toBe(3);
  });
});

describe('BodyCache and large bodies', () => {
  const world = { id: 1, revision: 0 };
  const large = (mark: string) => mark.padEnd(20_000, 'x');

  it('keeps a large body from its key’s second use, so a page read once leaves only its key', () => {
    const cache = new BodyCache(30_000);
    let made = 0;
    const make = () => large(`${++made}`);
    // Pages read once each: none is kept, so many fit in a budget that holds one body.
    for (const page of ['p1', 'p2', 'p3', 'p4']) cache.get(world, 'page', '', page, make);
    expect(made).toBe(4);
    // p1 again: made once more, and kept from then on.
    expect(cache.get(world, 'page', '', 'p1', make)).toBe(large('5'));
    expect(cache.get(world, 'page', '', 'p1', make)).toBe(large('5'));
    expect(cache.get(world, 'page', '', 'p1', make)).toBe(large('5'));
    expect(made).toBe(5);
  });

  it('forgets the marks with the bodies when its budget is spent, and when the view’s revision moves', () => {
    const session = { id: 9, revision: 0 };
    const cache = new BodyCache(30_000);
    let made = 0;
    const make = () => large(`${++made}`);
    cache.get(session, 'page', '', 'p1', make);
    session.revision = 1;
    cache.get(session, 'page', '', 'p1', make); // a first use again at the new revision: not kept
    cache.get(session, 'page', '', 'p1', make); // the second: kept
    expect(cache.get(session, 'page', '', 'p1', make)).toBe(large('3'));
    // A second kept body does not fit beside the first: the cache starts over, marks and all.
    cache.get(session, 'page', '', 'p2', make);
    cache.get(session, 'page', '', 'p2', make);
    expect(made).toBe(5);
    cache.get(session, 'page', '', 'p1', make);
    cache.get(session, 'page', '', 'p1', make);
    expect(made).toBe(7);
  });
});
