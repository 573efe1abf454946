import { describe, expect, it } from 'vitest';
import { type ApplicationKeyList, applicationKeyListSchema } from '../../src/index.js';
import { ADAPTERS, useTarget } from '../support/adapters.js';
import { expectError, expectOk } from './expect.js';

const KEYS = '/v2/application-keys';
/** The page parameters as links write them: brackets percent-encoded, so that every link is a valid URI. */
const at = (offset: number, limit: number) => `page%5Boffset%5D=${offset}&page%5Blimit%5D=${limit}`;

/** What DESIGN.md "Pagination details" says a page at (offset, limit) of `total` keys looks like. */
function expectedPage(total: number, offset: number, limit: number) {
  const pages = Math.ceil(total / limit);
  return {
    meta: { limit, offset, current: Math.floor(offset / limit) + 1, total: pages },
    count: Math.max(0, Math.min(limit, total - offset)),
    offsets: {
      current: offset,
      first: 0,
      last: Math.max(0, (pages - 1) * limit),
      next: offset + limit >= total ? null : offset + limit,
      prev: offset === 0 ? null : Math.max(0, offset - limit),
    },
  };
}

/** A page link's path and page parameters; checks it is absolute, on the request's origin. */
function readLink(base: string, link: string) {
  expect(link.startsWith(`${base}${KEYS}?`), link).toBe(true);
  const url = new URL(link);
  return {
    offset: Number(url.searchParams.get('page[offset]')),
    limit: Number(url.searchParams.get('page[limit]')),
    params: url.searchParams,
  };
}

describe.each(ADAPTERS)('list pagination via %s', (adapter) => {
  const api = useTarget(adapter);

  async function list(query = '', headers: Record<string, string> = {}): Promise<ApplicationKeyList> {
    return expectOk(await api.get(`${KEYS}${query}`, headers), applicationKeyListSchema);
  }

  it('defaults to offset 0 and limit 25, with absolute links and whole-list meta', async () => {
    const body = await list();
    const all = await list('?page[limit]=100');
    expect(body.data).toHaveLength(25);
    expect(body.meta).toEqual({
      page: { limit: 25, offset: 0, current: 1, total: 2 },
      results: { total: 30 },
      total_reserved_rate_limit: all.data.reduce((sum, key) => sum + key.reserved_rate_limit, 0),
    });
    expect(body.links).toEqual({
      current: `${api.base}${KEYS}?${at(0, 25)}`,
      first: `${api.base}${KEYS}?${at(0, 25)}`,
      last: `${api.base}${KEYS}?${at(25, 25)}`,
      next: `${api.base}${KEYS}?${at(25, 25)}`,
      prev: null,
    });
  });

  it('default has 30 keys in creation order then id, some reserving no rate', async () => {
    const { data } = await list('?page[limit]=100');
    expect(data).toHaveLength(30);
    expect(new Set(data.map((key) => key.id)).size).toBe(30);
    const sorted = [...data].sort(
      (a, b) => a.meta.timestamps.created_at.localeCompare(b.meta.timestamps.created_at) || a.id.localeCompare(b.id),
    );
    expect(data.map((key) => key.id)).toEqual(sorted.map((key) => key.id));
    expect(data.some((key) => key.reserved_rate_limit === 0)).toBe(true);
    expect(data.some((key) => key.reserved_rate_limit > 0)).toBe(true);
  });

  it.each([
    [0, 25],
    [25, 25],
    [5, 10],
    [3, 7],
    [29, 1],
    [30, 10],
    [31, 10],
    [0, 100],
    [100, 100],
    [7, 30],
    [10_000, 25],
    [10_000, 100],
  ])('offset %i, limit %i follows the page formulas', async (offset, limit) => {
    const all = await list('?page[limit]=100');
    const body = await list(`?page[offset]=${offset}&page[limit]=${limit}`);
    const expected = expectedPage(30, offset, limit);
    expect(body.meta.page).toEqual(expected.meta);
    expect(body.meta.results.total).toBe(30);
    expect(body.meta.total_reserved_rate_limit).toBe(all.meta.total_reserved_rate_limit);
    expect(body.data).toEqual(all.data.slice(offset, offset + limit));
    expect(body.data).toHaveLength(expected.count);
    for (const [name, at] of Object.entries(expected.offsets)) {
      const link = body.links[name as keyof typeof body.links];
      if (at === null) {
        expect(link, name).toBeNull();
      } else {
        expect(link, name).not.toBeNull();
        expect(readLink(api.base, link as string), name).toMatchObject({ offset: at, limit });
      }
    }
  });

  it('an offset past the end is a 200 with empty data and correct meta', async () => {
    const body = await list('?page[offset]=40&page[limit]=10');
    expect(body.data).toEqual([]);
    expect(body.meta.page).toEqual({ limit: 10, offset: 40, current: 5, total: 3 });
    expect(body.links.next).toBeNull();
    expect(body.links.prev).toBe(`${api.base}${KEYS}?${at(30, 10)}`);
    expect(body.links.last).toBe(`${api.base}${KEYS}?${at(20, 10)}`);
  });

  it('accepts the bounds: limit 1 and 100, offset 0 and 10000', async () => {
    expect((await list('?page[limit]=1')).data).toHaveLength(1);
    expect((await list('?page[limit]=100')).data).toHaveLength(30);
    expect((await list('?page[offset]=0')).meta.page.offset).toBe(0);
    expect((await list('?page[offset]=10000')).meta.page.offset).toBe(10_000);
  });

  it.each([
    ['page[limit]', '0'],
    ['page[limit]', '101'],
    ['page[limit]', '-1'],
    ['page[limit]', '1.5'],
    ['page[limit]', 'abc'],
    ['page[limit]', ''],
    ['page[limit]', '1e2'],
    ['page[limit]', '0x10'],
    ['page[limit]', '%205'],
    ['page[limit]', '99999999999999999999'],
    ['page[offset]', '10001'],
    ['page[offset]', '-1'],
    ['page[offset]', '-0'],
    ['page[offset]', '2.0'],
    ['page[offset]', 'abc'],
    ['page[offset]', 'NaN'],
  ])('%s=%s is a 400 naming the parameter', async (name, value) => {
    await expectError(await api.get(`${KEYS}?${name}=${value}`), 400, name);
  });

  it('percent-encoded brackets are the same parameters, validated the same way', async () => {
    const raw = await list('?page[offset]=5&page[limit]=10');
    const encoded = await list('?page%5Boffset%5D=5&page%5Blimit%5D=10');
    expect(encoded.data).toEqual(raw.data);
    expect(encoded.meta).toEqual(raw.meta);
    expect(readLink(api.base, encoded.links.next as string)).toMatchObject({ offset: 15, limit: 10 });
    expect(encoded.links.next).toBe(raw.links.next);
    expect(raw.links.next?.includes('[')).toBe(false);
    await expectError(await api.get(`${KEYS}?page%5Blimit%5D=0`), 400, 'page[limit]');
    await expectError(await api.get(`${KEYS}?page%5boffset%5d=10001`), 400, 'page[offset]');
  });

  it('a page parameter given twice, in either spelling, is a 400', async () => {
    await expectError(await api.get(`${KEYS}?page[limit]=5&page[limit]=5`), 400, 'page[limit]');
    await expectError(await api.get(`${KEYS}?page[offset]=5&page%5Boffset%5D=5`), 400, 'page[offset]');
  });

  it('links keep the other query parameters, the scenario flag included', async () => {
    const body = await list('?scenario=many-keys&foo=bar&page[limit]=10&page[offset]=20');
    expect(body.meta.results.total).toBe(10_000);
    for (const name of ['current', 'first', 'last', 'next', 'prev'] as const) {
      const { params } = readLink(api.base, body.links[name] as string);
      expect(params.get('scenario'), name).toBe('many-keys');
      expect(params.get('foo'), name).toBe('bar');
      expect(params.getAll('page[limit]'), name).toEqual(['10']);
      expect(params.getAll('page[offset]'), name).toHaveLength(1);
    }
    expect(body.links.last).toBe(`${api.base}${KEYS}?scenario=many-keys&foo=bar&${at(9990, 10)}`);
  });

  it('links percent-encode what a URI may not carry raw in the other parameters, and keep their escapes', async () => {
    const body = await list('?note=a%20b&tag[x]=1&page[limit]=10');
    expect(body.links.first).toBe(`${api.base}${KEYS}?note=a%20b&tag%5Bx%5D=1&${at(0, 10)}`);
  });

  it('following next, last and prev in many-keys stays in that world and never repeats a key', async () => {
    // A few pages at each end: walking all 10,000 keys would make the suite slow (the whole walk is done in default).
    const follow = async (link: string | null) => {
      expect(link).not.toBeNull();
      const path = (link as string).startsWith('http') ? (link as string).slice(api.base.length) : (link as string);
      return expectOk(await api.get(path), applicationKeyListSchema, 'many-keys');
    };
    const ids = new Set<string>();
    const visit = (body: ApplicationKeyList, page: number) => {
      expect(body.meta.page).toEqual({ limit: 50, offset: (page - 1) * 50, current: page, total: 200 });
      expect(body.meta.results.total).toBe(10_000);
      expect(body.data).toHaveLength(50);
      for (const key of body.data) {
        expect(ids.has(key.id)).toBe(false);
        ids.add(key.id);
      }
    };
    let body = await follow(`${KEYS}?scenario=many-keys&page[limit]=50`);
    visit(body, 1);
    for (let page = 2; page <= 4; page++) {
      body = await follow(body.links.next);
      visit(body, page);
    }
    const reported = body.meta.total_reserved_rate_limit;
    body = await follow(body.links.last);
    visit(body, 200);
    expect(body.links.next).toBeNull();
    for (let page = 199; page >= 197; page--) {
      body = await follow(body.links.prev);
      visit(body, page);
    }
    expect(ids.size).toBe(400);
    expect(body.meta.total_reserved_rate_limit).toBe(reported);
  });

  it('following next with an uneven limit returns every key once, in list order', async () => {
    let next: string | null = `${KEYS}?page[limit]=7`;
    const ids: string[] = [];
    while (next !== null) {
      const body: ApplicationKeyList = await expectOk(
        await api.get(next.startsWith('http') ? next.slice(api.base.length) : next),
        applicationKeyListSchema,
        'default',
      );
      ids.push(...body.data.map((key) => key.id));
      next = body.links.next;
    }
    const all = await list('?page[limit]=100');
    expect(ids).toEqual(all.data.map((key) => key.id));
  });

  it('a trailing slash lists the same keys', async () => {
    const plain = await list('?page[limit]=5');
    const slashed = await expectOk(await api.get(`${KEYS}/?page[limit]=5`), applicationKeyListSchema);
    expect(slashed.data).toEqual(plain.data);
    expect(slashed.meta).toEqual(plain.meta);
  });

  it('the scenario flag never leaks into data or meta', async () => {
    const plain = await list('?page[limit]=10');
    const flagged = await list('?page[limit]=10&scenario=default');
    expect(flagged.data).toEqual(plain.data);
    expect(flagged.meta).toEqual(plain.meta);
  });

  it('HEAD answers like GET without a body', async () => {
    const response = await api.fetch(KEYS, { method: 'HEAD', headers: { Authorization: 'Bearer x' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-emulator-scenario')).toBe('default');
    expect(await response.text()).toBe('');
  });
});
