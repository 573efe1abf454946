import { describe, expect, it } from 'vitest';
import { BoundedCache, textBytes } from './cache.js';

describe('BoundedCache', () => {
  it('makes a value once and serves it after', () => {
    const cache = new BoundedCache<string>((value) => value.length, 1000);
    let made = 0;
    const make = () => `value ${++made}`;
    expect(cache.get('a', make)).toBe('value 1');
    expect(cache.get('a', make)).toBe('value 1');
    expect(made).toBe(1);
  });

  it('starts over once the budget of characters is spent, so memory stays bounded', () => {
    const cache = new BoundedCache<string>((value) => value.length, 100);
    let made = 0;
    const make = () => {
      made++;
      return 'x'.repeat(40);
    };
    cache.get('a', make);
    cache.get('b', make);
    expect(made).toBe(2);
    cache.get('c', make); // 3 x (40 + 1) > 100: the cache is emptied before c goes in
    cache.get('c', make);
    expect(made).toBe(3);
    cache.get('a', make);
    expect(made).toBe(4);
  });

  it('weighs text as the heap holds it: a character past Latin-1 makes every character two bytes', () => {
    expect(textBytes('price 9.99 £ ¥')).toBe(14);
    expect(textBytes('price 9.99 €')).toBe(24);
    const cache = new BoundedCache<string>(textBytes, 100);
    let made = 0;
    const make = () => `${++made}`.padEnd(30, '€');
    cache.get('a', make);
    cache.get('b', make); // 61 + 61 > 100: the cache starts over before b
    cache.get('a', make);
    expect(made).toBe(3);
  });
});
