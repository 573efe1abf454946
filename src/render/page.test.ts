import { describe, expect, it } from 'vitest';
import { parseQuery } from '../http/query.js';
import { pageLinks } from './page.js';

// Links never point where a request may not go: `page[offset]` is at most 10,000 (found by review: an import's
// 50,000 errors linked `last` to offset 49998, which answers 400).
describe('pageLinks', () => {
  const base = 'http://127.0.0.1:4010/v2/subscriptions/imports/x/errors';
  const offsetOf = (link: string | null) => (link === null ? null : new URL(link).searchParams.get('page[offset]'));

  it('points last at the furthest page a request may ask for, and next nowhere past it', () => {
    const query = parseQuery('page[limit]=2&scenario=default');
    const first = pageLinks(base, query, { offset: 0, limit: 2 }, 50_000);
    expect(offsetOf(first.last)).toBe('10000');
    expect(offsetOf(first.next)).toBe('2');
    expect(new URL(first.next as string).searchParams.get('scenario')).toBe('default');
    const edge = pageLinks(base, query, { offset: 9_998, limit: 2 }, 50_000);
    expect(offsetOf(edge.next)).toBe('10000');
    expect(offsetOf(pageLinks(base, query, { offset: 10_000, limit: 2 }, 50_000).next)).toBeNull();
  });

  it('leaves lists within reach as they were', () => {
    const links = pageLinks(base, parseQuery(''), { offset: 25, limit: 25 }, 60);
    expect([links.first, links.prev, links.next, links.last].map(offsetOf)).toEqual(['0', '0', '50', '50']);
  });
});
