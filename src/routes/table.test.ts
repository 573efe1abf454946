import { describe, expect, it } from 'vitest';
import { ApiError } from '../http/errors.js';
import { defineRoute } from './contract.js';
import { TABLES } from './index.js';
import { ok } from './respond.js';
import { RouteTable } from './table.js';

const route = (method: 'GET' | 'POST' | 'DELETE', path: string, aliases?: string[]) =>
  defineRoute({
    operation: `${method} ${path}`,
    method,
    path,
    ...(aliases ? { aliases } : {}),
    summary: 'x',
    auth: 'none',
    success: { status: 200, schema: null, description: 'x' },
    handle: () => ok('{}'),
  });

const table = new RouteTable([
  route('GET', '/v2/things', ['/things']),
  route('POST', '/v2/things'),
  route('GET', '/v2/things/:id'),
  route('DELETE', '/v2/things/:id'),
  route('GET', '/v2/things/:id/parts/:part_id'),
]);

/** What a failed match answers: its status, detail and headers. */
function refusal(method: string, path: string) {
  try {
    table.find(method, path);
  } catch (error) {
    if (error instanceof ApiError) return { status: error.status, detail: error.detail, headers: error.headers };
    throw error;
  }
  throw new Error(`${method} ${path} matched`);
}

describe('the route table matcher', () => {
  it('finds a route by method and path, with or without one trailing slash, and by its alias', () => {
    expect(table.find('GET', '/v2/things').route.operation).toBe('GET /v2/things');
    expect(table.find('GET', '/v2/things/').route.operation).toBe('GET /v2/things');
    expect(table.find('GET', '/things').route.operation).toBe('GET /v2/things');
    expect(table.find('POST', '/v2/things').route.operation).toBe('POST /v2/things');
  });

  it('decodes path parameters, by the names the path gives them', () => {
    expect(table.find('GET', '/v2/things/a%20b/parts/%E2%82%AC').params).toEqual({ id: 'a b', part_id: '€' });
    expect(Object.getPrototypeOf(table.find('GET', '/v2/things/__proto__').params)).toBe(Object.prototype);
    expect(table.find('GET', '/v2/things/__proto__').params.id).toBe('__proto__');
  });

  it('answers HEAD with the GET route', () => {
    expect(table.find('HEAD', '/v2/things/1').route.method).toBe('GET');
  });

  it('a known path with another method is a 405 whose Allow lists the methods the path takes', () => {
    expect(refusal('PUT', '/v2/things/1')).toEqual({
      status: 405,
      detail: 'PUT is not allowed on /v2/things/1: use GET, HEAD, DELETE',
      headers: { Allow: 'GET, HEAD, DELETE' },
    });
  });

  it('an unknown path, an empty segment, two slashes or a case change is a 404', () => {
    for (const path of ['/v2/nothing', '/v2/things//', '/v2/things//parts/1', '/V2/things', '/v2/things/1/parts']) {
      expect(refusal('GET', path).status, path).toBe(404);
    }
    expect(refusal('GET', '/v2/nothing').detail).toBe(
      'no endpoint at /v2/nothing: see the README for the emulated endpoints',
    );
  });

  it('a malformed escape in a parameter is a 400 that quotes it', () => {
    expect(refusal('GET', '/v2/things/%E0%A4%A')).toMatchObject({
      status: 400,
      detail: 'malformed percent-encoding in path segment "%E0%A4%A"',
    });
  });

  it('a cached matcher answers as the table does, and keeps no write', () => {
    const match = table.matcher();
    expect(match('GET', '/v2/things/7')).toBe(match('GET', '/v2/things/7'));
    expect(match('DELETE', '/v2/things/7')).not.toBe(match('DELETE', '/v2/things/7'));
    expect(match('GET', '/v2/things/7').params).toEqual({ id: '7' });
  });

  it('routesAt lists every route at a path without decoding anything', () => {
    expect(table.routesAt('/v2/things/%').map((found) => found.method)).toEqual(['GET', 'DELETE']);
    expect(table.routesAt('/nope')).toEqual([]);
  });

  it('refuses a table that serves a method and path twice, and an alias that names other parameters', () => {
    expect(() => new RouteTable([route('GET', '/a/:x'), route('GET', '/a/:y')])).toThrow(/served twice/);
    expect(() => route('GET', '/v2/a/:x', ['/a/:y'])).toThrow(/does not name the parameters/);
  });

  it('its source matches exactly its paths, with no capturing group', () => {
    const pattern = new RegExp(`^${table.source}$`);
    expect(pattern.test('/v2/things/1/parts/2')).toBe(true);
    expect(pattern.test('/things/')).toBe(true);
    expect(pattern.test('/v2/other')).toBe(false);
    expect(new RegExp(`${table.source}|`).exec('')?.length).toBe(1);
  });

  it('its source matches what the table routes, in both API versions: the paths merged lose none and add none', () => {
    for (const real of Object.values(TABLES)) {
      const pattern = new RegExp(`^${real.source}$`);
      const tried = new Set<string>();
      for (const { paths } of real.routes) {
        for (const { segments, names } of paths) {
          const path = `/${segments.map((segment, i) => (names[i] === null ? segment : 'x1')).join('/')}`;
          // The path itself, with a trailing slash, one segment more or less, a literal segment changed.
          tried
            .add(path)
            .add(`${path}/`)
            .add(`${path}/extra`)
            .add(path.slice(0, path.lastIndexOf('/')) || '/');
          tried.add(path.replace(/[a-z]\//, 'Q/')).add(`${path}//`);
        }
      }
      for (const path of tried) expect(pattern.test(path), path).toBe(real.routesAt(path).length > 0);
      expect(tried.size).toBeGreaterThan(200);
    }
  });
});
