import { describe, expect, it } from 'vitest';
import { rawHeader, rawHeaderRecord } from './raw-headers.js';

describe('rawHeader', () => {
  it('finds a header whatever the case it was sent in', () => {
    const raw = ['Host', 'localhost:4010', 'AUTHORIZATION', 'Bearer x', 'x-Emulator-Session', 's1'];
    expect(rawHeader(raw, 'host')).toBe('localhost:4010');
    expect(rawHeader(raw, 'authorization')).toBe('Bearer x');
    expect(rawHeader(raw, 'x-emulator-session')).toBe('s1');
    expect(rawHeader(raw, 'x-emulator-scenario')).toBeNull();
  });

  it('folds ASCII letters only: a name is a token, and a look-alike past ASCII is another name', () => {
    // U+212A KELVIN SIGN lowers to `k` in JavaScript; as a header name it is not `k`.
    expect(rawHeader(['\u212A', 'v'], 'k')).toBeNull();
    expect(rawHeader(['X-A[', 'v'], 'x-a{')).toBeNull();
    expect(rawHeader(['X-A@', 'v'], 'x-a`')).toBeNull();
  });

  it('joins a header sent twice, as req.headers does, but keeps the first of one Node keeps once', () => {
    const raw = ['Accept', 'a', 'accept', 'b', 'Host', 'one', 'HOST', 'two'];
    expect(rawHeader(raw, 'accept')).toBe('a, b');
    expect(rawHeader(raw, 'host')).toBe('one');
    expect(rawHeaderRecord(raw)).toEqual({ accept: 'a, b', host: 'one' });
  });
});
