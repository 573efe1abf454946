import { describe, expect, it } from 'vitest';
import { BodyBytes } from './bytes.js';

const large = (mark: string, length = 3000, fill = 'é') => mark.padEnd(length, fill);
// Under Node, BodyBytes gives Buffers (see sendable).
const utf8 = (text: string) => Buffer.from(text);

describe('BodyBytes', () => {
  it('gives a small body as it is, every time', () => {
    const bytes = new BodyBytes();
    const body = 'x'.repeat(2047);
    expect(bytes.of(body)).toBe(body);
    expect(bytes.of(body)).toBe(body);
  });

  it('gives a large body encoded every time, and the same bytes from its third send on', () => {
    const bytes = new BodyBytes();
    const body = large('a');
    const first = bytes.of(body);
    expect(first).toEqual(utf8(body));
    // A Buffer under Node, which its sockets write as it is.
    expect(Buffer.isBuffer(first)).toBe(true);
    const second = bytes.of(body);
    expect(second).toEqual(utf8(body));
    expect(second).not.toBe(first);
    expect(bytes.of(body)).toBe(second);
    // Found by its text, not by the string object.
    expect(bytes.of(`${body}`)).toBe(second);
  });

  it('forgets the bodies sent once past a quarter of its budget, and starts over past its budget', () => {
    // A budget of 47,999: a quarter holds 11,999 of bodies sent once (3,000 characters with é, not ASCII, so
    // counted at 6,000 each: one, not two), the whole 47,999 of kept ones (5,999 bytes of UTF-8, é being two, and
    // the 6,000 of the text it keeps: 11,999 each, so four).
    const bytes = new BodyBytes(47_999);
    const [a, b, c] = [large('a'), large('b'), large('c')];
    bytes.of(a);
    bytes.of(b);
    // b does not fit beside a, nor c beside b: each is forgotten in turn, so a's next send is a first one again.
    bytes.of(c);
    const kept = (body: string) => {
      const sent = bytes.of(body);
      return bytes.of(body) === sent;
    };
    expect(kept(c)).toBe(true);
    bytes.of(a);
    expect(bytes.of(a)).toBe(bytes.of(a));
    const [d, e, f] = [large('d'), large('e'), large('f')];
    for (const body of [d, d]) bytes.of(body);
    expect(kept(d)).toBe(true);
    // Three kept bodies of 11,999 fill 35,997 of 47,999: e is the fourth, f starts the cache over.
    for (const body of [e, e]) bytes.of(body);
    const encodedE = bytes.of(e);
    expect(bytes.of(e)).toBe(encodedE);
    for (const body of [f, f]) bytes.of(body);
    expect(bytes.of(f)).toBe(bytes.of(f));
    expect(bytes.of(e)).not.toBe(encodedE);
  });

  it('counts an ASCII text at a byte a character, any other at two, without reading it again', () => {
    // A quarter of 36,000 holds three ASCII bodies of 3,000 sent once, but only one of 3,000 with an é or a €.
    const ascii = new BodyBytes(36_000);
    const [a, b, c] = [large('a', 3000, 'x'), large('b', 3000, 'x'), large('c', 3000, 'x')];
    for (const body of [a, b, c]) ascii.of(body);
    expect(ascii.of(a)).toBe(ascii.of(a));
    const wide = new BodyBytes(36_000);
    const [p, q] = [large('p', 3000, '€'), large('q', 3000, '€')];
    wide.of(p);
    wide.of(q); // 2 x 6,000 > 9,000: p is forgotten, so its next send is a first one again
    expect(wide.of(p)).not.toBe(wide.of(p));
    expect(wide.of(p)).toEqual(utf8(p));
  });
});
