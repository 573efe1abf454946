import { describe, expect, it } from 'vitest';
import { ApiError } from '../http/errors.js';
import { parseQuery } from '../http/query.js';
import { includeParam } from './params.js';

// `include` is read once per text and its set kept (per strictness): what each text means must not depend on what
// was read before it.
describe('includeParam', () => {
  const include = () => includeParam(['products', 'plans']);
  const wanted = (param: ReturnType<typeof include>, text: string, strict = false) =>
    param.wanted(parseQuery(`include=${text}`), strict);

  it('reads the allowed values, trimmed, and ignores the rest when lenient', () => {
    const param = include();
    expect([...wanted(param, 'plans, products,,offering')]).toEqual(['plans', 'products']);
    expect([...param.wanted(parseQuery(''), false)]).toEqual([]);
  });

  it('gives the same set for the same text, and a set of its own for another', () => {
    const param = include();
    const first = wanted(param, 'products,plans');
    expect(wanted(param, 'products,plans')).toBe(first);
    const other = wanted(param, 'plans,products');
    expect(other).not.toBe(first);
    expect([...other].sort()).toEqual([...first].sort());
  });

  it('refuses an unknown value when strict, however often the text was read leniently before', () => {
    const param = include();
    expect([...wanted(param, 'products,offering')]).toEqual(['products']);
    for (let i = 0; i < 2; i++) {
      expect(() => wanted(param, 'products,offering', true)).toThrow(ApiError);
    }
    expect([...wanted(param, 'products,offering')]).toEqual(['products']);
    expect([...wanted(param, 'products', true)]).toEqual(['products']);
  });

  it('keeps reading right past the texts it keeps', () => {
    const param = include();
    for (let i = 0; i < 600; i++) expect([...wanted(param, `plans${','.repeat(i % 7)},x${i}`)]).toEqual(['plans']);
    expect([...wanted(param, 'products')]).toEqual(['products']);
  });
});
