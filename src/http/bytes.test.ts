import { describe, expect, it } from 'vitest';
import { BodyBytes } from './bytes.js';

const large = (mark: string, length = 3000) => mark.padEnd(length, 'é');
const utf8 = (text: string) => new TextEncoder().encode(text);

describe('BodyBytes', () => {
  it('gives a small body as it is, every time', () => {
    const bytes = new BodyBytes();
    const body = 'x'.repeat(2047);
    expect(bytes.of(body)).toBe(body);
    expect(bytes.of(body)).toBe(body);
  });

  it('gives a large body as it is the first time, encoded from the second, the same bytes after that', () => {
    const bytes = new BodyBytes();
    const body = large('a');
    expect(bytes.of(body)).toBe(body);
    const encoded = bytes.of(body);
    expect(encoded).toEqual(utf8(body));
    expect(bytes.of(body)).toBe(encoded);
    expect(bytes.of(`${body}`)).toBe(encoded);
  });

  it('forgets the bodies sent once past a quarter of its budget, and starts over past its budget', () => {
    // A budget of 35,999 bytes: 8,999 of bodies sent once (3,000 each: é is Latin-1, one byte a character in the
    // heap), 35,999 of encoded ones (each 5,999 bytes of UTF-8, é being two, and the 3,000 of the text it keeps).
    const bytes = new BodyBytes(35_999);
    const [a, b, c] = [large('a'), large('b'), large('c')];
    bytes.of(a);
    bytes.of(b);
    // c does not fit beside a and b: they are forgotten, so each is sent as text once more.
    bytes.of(c);
    expect(bytes.of(a)).toBe(a);
    expect(bytes.of(c)).toEqual(utf8(c));
    // a was sent twice now: encoded (5,999 bytes each, é being two).
    const encodedA = bytes.of(a);
    expect(encodedA).toEqual(utf8(a));
    const [d, e, f] = [large('d'), large('e'), large('f')];
    for (const body of [d, d, e, e]) bytes.of(body);
    expect(bytes.of(c)).toBe(bytes.of(c));
    // Four encoded bodies of 8,999 bytes fill 35,996 of 35,999: the fifth starts the cache over.
    bytes.of(f);
    const encodedF = bytes.of(f);
    expect(encodedF).toEqual(utf8(f));
    expect(bytes.of(a)).toBe(a);
    expect(bytes.of(f)).toBe(encodedF);
  });

  it('weighs a text with a character past Latin-1 at two bytes a character, as the heap holds it', () => {
    // A quarter of 48,000 holds four Latin-1 bodies of 3,000 but only two of 3,000 characters with a €.
    const bytes = new BodyBytes(48_000);
    const [a, b, c] = [large('a').replace('é', '€'), large('b').replace('é', '€'), large('c').replace('é', '€')];
    bytes.of(a);
    bytes.of(b);
    bytes.of(c); // 3 x 6,000 > 12,000: a and b are forgotten
    expect(bytes.of(a)).toBe(a);
    expect(bytes.of(c)).toEqual(utf8(c));
    const [d, e, f] = [large('d'), large('e'), large('f')];
    for (const body of [d, e, f, d]) bytes.of(body);
    expect(bytes.of(d)).toEqual(utf8(d));
  });
});
