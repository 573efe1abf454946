import { describe, expect, it } from 'vitest';
import { ApiError } from './errors.js';
import { buildQuery, parseQuery, QueryParser, uriSafe } from './query.js';

describe('the query parser', () => {
  it('decodes keys and values, + as a space, and keeps each pair raw for links', () => {
    const query = parseQuery('page%5Blimit%5D=5&name=Ada+L%C3%B6&flag&=empty');
    expect(query.get('page[limit]')).toBe('5');
    expect(query.get('name')).toBe('Ada Lö');
    expect(query.get('flag')).toBe('');
    expect(query.get('')).toBe('empty');
    expect(query.pairs.map((pair) => pair.raw)).toEqual(['page%5Blimit%5D=5', 'name=Ada+L%C3%B6', 'flag', '=empty']);
  });

  it('keeps the first value of a repeated key and says it is repeated', () => {
    const query = parseQuery('a=1&b=2&a=3');
    expect(query.get('a')).toBe('1');
    expect(query.repeated('a')).toBe(true);
    expect(query.repeated('b')).toBe(false);
    expect(query.has('c')).toBe(false);
  });

  it('treats __proto__ and constructor as plain keys', () => {
    const query = parseQuery('__proto__=x&constructor=y');
    expect(query.get('__proto__')).toBe('x');
    expect(query.get('constructor')).toBe('y');
    expect(query.get('toString')).toBeUndefined();
  });

  it('a malformed escape is a 400 quoting the parameter', () => {
    try {
      parseQuery('ok=1&bad=%E0%A4%A');
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).detail).toBe('malformed percent-encoding in query parameter "bad=%E0%A4%A"');
    }
  });

  it('a parser keeps what it parsed lately, and only its own', () => {
    const [one, two] = [new QueryParser(), new QueryParser()];
    expect(one.parse('a=1')).toBe(one.parse('a=1'));
    expect(two.parse('a=1')).not.toBe(one.parse('a=1'));
  });

  it('rebuilds a query as a valid URI: kept pairs percent-encoded where a URI needs it, new ones appended', () => {
    const kept = parseQuery('page[limit]=5&q=a b&x=%41').pairs.filter((pair) => pair.key !== 'page[limit]');
    expect(buildQuery([...kept], { 'page[offset]': 25 })).toBe('?q=a%20b&x=%41&page%5Boffset%5D=25');
    expect(buildQuery([], {})).toBe('');
    expect(uriSafe('a[b]%zz"é')).toBe('a%5Bb%5D%25zz%22%C3%A9');
  });
});
