import { describe, expect, it } from 'vitest';
import type { ApiRequest, ApiResponse } from '../http/types.js';
import { Journal, type JournalEntry } from './journal.js';

const AT = Date.UTC(2025, 0, 2, 3, 4, 5, 678);
const TIME = '2025-01-02T03:04:05.678Z';

function request(fields: Partial<ApiRequest> = {}): ApiRequest {
  return { method: 'GET', path: '/v2/x', query: '', origin: 'http://localhost', header: () => null, ...fields };
}

function answer(fields: Partial<ApiResponse> = {}): ApiResponse {
  return { status: 200, headers: {}, body: '', ...fields };
}

/** A whole entry: these fields over those of a GET of /v2/x with nothing in it, answered 200 with nothing. */
function entry(id: number, fields: Partial<JournalEntry> = {}): JournalEntry {
  return {
    id,
    time: TIME,
    method: 'GET',
    path: '/v2/x',
    query: {},
    headers: {},
    body: null,
    json: null,
    status: 200,
    scenario: '',
    session: '',
    durationMs: 0,
    response: { headers: {}, body: '', json: null },
    ...fields,
  };
}

const ids = (entries: JournalEntry[]) => entries.map((one) => one.id);

describe('Journal: an entry', () => {
  it('reads the request and its answer: query decoded, raw headers joined, secrets hidden', () => {
    const journal = new Journal(10);
    const answerHeaders = {
      'Content-Type': 'application/json',
      'X-Emulator-Scenario': 'shop',
      'X-Emulator-Session': 's1',
    };
    journal.record(
      request({
        method: 'POST',
        path: '/v2/subscriptions/subscriptions',
        query: 'a=1&b=x+y&b=2&flag&bad=%E0%A4%A&c=%20&r=1&r=2&r=3&=e&%zz=1&k%20ey=v%3D',
        rawHeaders: ['Host', 'localhost:1', 'Authorization', 'Bearer t', 'Accept', 'a', 'accept', 'b', 'Cookie', 'x=1'],
        headers: () => ({ never: 'read' }),
        body: '{"password":"p","name":"n"}',
      }),
      answer({ status: 201, headers: answerHeaders, body: '{"access_token":"a","expires":3600}' }),
      AT,
      12.3456,
    );
    expect(journal.list()).toStrictEqual([
      entry(1, {
        method: 'POST',
        path: '/v2/subscriptions/subscriptions',
        query: {
          a: '1',
          b: ['x y', '2'],
          flag: '',
          bad: '%E0%A4%A',
          c: ' ',
          r: ['1', '2', '3'],
          '': 'e',
          '%zz': '1',
          'k ey': 'v=',
        },
        headers: { host: 'localhost:1', authorization: 'Bearer ***', accept: 'a, b', cookie: '***' },
        body: '{"password":"***","name":"n"}',
        json: { password: '***', name: 'n' },
        status: 201,
        scenario: 'shop',
        session: 's1',
        durationMs: 12.35,
        response: {
          headers: { 'Content-Type': 'application/json', 'X-Emulator-Scenario': 'shop', 'X-Emulator-Session': 's1' },
          body: '{"access_token":"***","expires":3600}',
          json: { access_token: '***', expires: 3600 },
        },
      }),
    ]);
  });

  it('reads the headers from the request when there is no raw list, and gives none when it has no headers()', () => {
    const journal = new Journal(10);
    journal.record(
      request({ headers: () => ({ authorization: 'Basic xyz', 'x-moltin-secret-key': 'k', accept: 'x' }) }),
      answer({ headers: { A: '1' } }),
      AT,
      0,
    );
    journal.record(request(), answer({ headers: { A: '1' } }), AT, 0);
    expect(journal.list()).toStrictEqual([
      entry(1, {
        headers: { authorization: 'Basic ***', 'x-moltin-secret-key': '***', accept: 'x' },
        response: { headers: { A: '1' }, body: '', json: null },
      }),
      entry(2, { response: { headers: { A: '1' }, body: '', json: null } }),
    ]);
  });

  it('gives null for a request body that is absent or empty, and reads text and forms', () => {
    const journal = new Journal(10);
    const headers = { A: '1' };
    journal.record(request(), answer({ headers }), AT, 0);
    journal.record(request({ body: '' }), answer({ headers, body: 'plain text' }), AT, 0);
    journal.record(request({ body: 'hello' }), answer({ headers, body: '[1]' }), AT, 0);
    journal.record(request({ body: 'client_secret=abc&scope=x' }), answer({ headers }), AT, 0);
    const response = { headers: { A: '1' }, body: '', json: null };
    expect(journal.list()).toStrictEqual([
      entry(1, { response }),
      entry(2, { response: { headers: { A: '1' }, body: 'plain text', json: null } }),
      entry(3, { body: 'hello', response: { headers: { A: '1' }, body: '[1]', json: [1] } }),
      entry(4, { body: 'client_secret=***&scope=x', json: { client_secret: '***', scope: 'x' }, response }),
    ]);
  });

  it('cuts bodies at 16 KiB when read, after hiding secrets, and reads the whole', () => {
    const journal = new Journal(10);
    const exact = 'a'.repeat(16384);
    const pad = 'x'.repeat(20000);
    journal.record(request({ body: exact }), answer({ body: exact }), AT, 0);
    journal.record(request({ body: `${exact}b` }), answer({ body: `${exact}c` }), AT, 0);
    journal.record(
      request({ body: `{"password":"p","pad":"${pad}"}` }),
      answer({ body: `{"refresh_token":"r","pad":"${pad}"}` }),
      AT,
      0,
    );
    expect(journal.list()).toStrictEqual([
      entry(1, { body: exact, response: { headers: {}, body: exact, json: null } }),
      entry(2, { body: exact, response: { headers: {}, body: exact, json: null } }),
      entry(3, {
        body: `{"password":"***","pad":"${pad}`.slice(0, 16384),
        json: { password: '***', pad },
        response: {
          headers: {},
          body: `{"refresh_token":"***","pad":"${pad}`.slice(0, 16384),
          json: { refresh_token: '***', pad },
        },
      }),
    ]);
    expect(journal.list()[2]?.body).toHaveLength(16384);
    expect(journal.list()[2]?.body?.startsWith('{"password":"***","pad":"xxx')).toBe(true);
  });

  it('rounds the duration to 2 decimals, and keeps the time, method and status of each', () => {
    const journal = new Journal(10);
    journal.record(request({ method: 'DELETE' }), answer({ status: 204 }), AT + 1001, 0.004);
    journal.record(request({ method: 'PUT' }), answer({ status: 502 }), AT - 5678, 1234.5);
    expect(journal.list()).toStrictEqual([
      entry(1, { time: '2025-01-02T03:04:06.679Z', method: 'DELETE', status: 204, durationMs: 0 }),
      entry(2, { time: '2025-01-02T03:04:00.000Z', method: 'PUT', status: 502, durationMs: 1234.5 }),
    ]);
  });

  it('files an answer under its own scenario and session, or under those of a forwarded request', () => {
    const journal = new Journal(10);
    const own = { 'X-Emulator-Scenario': 'own', 'X-Emulator-Session': 'mine' };
    journal.record(request(), answer({ headers: own }), AT, 0);
    journal.record(request(), answer({ headers: own }), AT, 0, { scenario: 'real', session: 'r1' });
    const drift = ['status: 200 is not 201'];
    journal.record(request(), answer({ headers: own }), AT, 0, { scenario: '', session: '', drift });
    journal.record(request(), answer({ headers: { 'X-Emulator-Session': 'only' } }), AT, 0, {
      scenario: 's',
      session: 't',
      drift: [],
    });
    journal.record(request(), answer({ headers: { 'X-Emulator-Session': 'only' } }), AT, 0);
    const response = { headers: own, body: '', json: null };
    const only = { headers: { 'X-Emulator-Session': 'only' }, body: '', json: null };
    const entries = journal.list();
    expect(entries).toStrictEqual([
      entry(1, { scenario: 'own', session: 'mine', response }),
      entry(2, { scenario: 'real', session: 'r1', response }),
      entry(3, { scenario: '', session: '', response, drift: ['status: 200 is not 201'] }),
      entry(4, { scenario: 's', session: 't', response: only, drift: [] }),
      entry(5, { scenario: '', session: 'only', response: only }),
    ]);
    expect(entries[2]?.drift).not.toBe(drift);
    expect(entries[0]?.response.headers).not.toBe(own);
  });

  it('reads each entry right when consecutive requests share or differ in path, query and headers', () => {
    const journal = new Journal(20);
    const s1 = { 'X-Emulator-Scenario': 's1', 'X-Emulator-Session': 't1' };
    const s2 = { 'X-Emulator-Scenario': 's2', 'X-Emulator-Session': 't2' };
    const record = (fields: Partial<ApiRequest>, headers: Record<string, string>) =>
      journal.record(request(fields), answer({ headers }), AT, 0);
    record({ path: '/a', query: 'q=1', rawHeaders: ['X-A', '1', 'X-B', '2'] }, s1);
    record({ path: '/a', query: 'q=1', rawHeaders: ['X-A', '1', 'X-B', '2'] }, { ...s1 });
    // Same length, every name and value different; same answer header names, every value different.
    record({ path: '/b', query: 'q=2', rawHeaders: ['X-C', '9', 'X-D', '8'] }, s2);
    // Same length, only the last value different; one answer header fewer.
    record({ path: '/b', query: 'q=2&z', rawHeaders: ['X-C', '9', 'X-D', '7'] }, { 'X-Emulator-Scenario': 's2' });
    // A shorter list, the start of the previous one; one answer header more.
    record({ path: '/c', rawHeaders: ['X-C', '9'] }, { 'X-Emulator-Scenario': 's2', 'Content-Type': 'text/plain' });
    // A longer list, starting with the previous one; no answer header.
    record({ path: '/c', rawHeaders: ['X-C', '9', 'X-E', '5'] }, {});
    // Headers from the request, then a raw list, then the request again, then nothing.
    record({ headers: () => ({ 'x-f': '6' }) }, { 'X-Emulator-Session': 't3' });
    record({ rawHeaders: ['X-G', '7'], headers: () => ({ 'x-h': 'never' }) }, { 'X-Emulator-Session': 't3' });
    record({ headers: () => ({ 'x-i': '8' }) }, { 'X-Emulator-Session': 't4' });
    record({}, { 'X-Emulator-Session': 't4', 'X-Emulator-Scenario': 's5' });
    record({ rawHeaders: ['X-A', '1'] }, { 'X-Emulator-Session': 't4', 'X-Emulator-Scenario': 's5' });
    const response = (headers: Record<string, string>) => ({ headers, body: '', json: null });
    expect(journal.list()).toStrictEqual([
      entry(1, {
        path: '/a',
        query: { q: '1' },
        headers: { 'x-a': '1', 'x-b': '2' },
        scenario: 's1',
        session: 't1',
        response: response(s1),
      }),
      entry(2, {
        path: '/a',
        query: { q: '1' },
        headers: { 'x-a': '1', 'x-b': '2' },
        scenario: 's1',
        session: 't1',
        response: response(s1),
      }),
      entry(3, {
        path: '/b',
        query: { q: '2' },
        headers: { 'x-c': '9', 'x-d': '8' },
        scenario: 's2',
        session: 't2',
        response: response(s2),
      }),
      entry(4, {
        path: '/b',
        query: { q: '2', z: '' },
        headers: { 'x-c': '9', 'x-d': '7' },
        scenario: 's2',
        response: response({ 'X-Emulator-Scenario': 's2' }),
      }),
      entry(5, {
        path: '/c',
        headers: { 'x-c': '9' },
        scenario: 's2',
        response: response({ 'X-Emulator-Scenario': 's2', 'Content-Type': 'text/plain' }),
      }),
      entry(6, { path: '/c', headers: { 'x-c': '9', 'x-e': '5' }, response: response({}) }),
      entry(7, { headers: { 'x-f': '6' }, session: 't3', response: response({ 'X-Emulator-Session': 't3' }) }),
      entry(8, { headers: { 'x-g': '7' }, session: 't3', response: response({ 'X-Emulator-Session': 't3' }) }),
      entry(9, { headers: { 'x-i': '8' }, session: 't4', response: response({ 'X-Emulator-Session': 't4' }) }),
      entry(10, {
        scenario: 's5',
        session: 't4',
        response: response({ 'X-Emulator-Session': 't4', 'X-Emulator-Scenario': 's5' }),
      }),
      entry(11, {
        headers: { 'x-a': '1' },
        scenario: 's5',
        session: 't4',
        response: response({ 'X-Emulator-Session': 't4', 'X-Emulator-Scenario': 's5' }),
      }),
    ]);
  });

  it('reads an answer with headers right after one with none', () => {
    const journal = new Journal(5);
    journal.record(request({ rawHeaders: [] }), answer(), AT, 0);
    journal.record(request({ rawHeaders: [] }), answer({ headers: { A: '1' } }), AT, 0);
    journal.record(request({ rawHeaders: [] }), answer({ headers: { A: '1', B: '2' } }), AT, 0);
    journal.record(request({ rawHeaders: [] }), answer({ headers: { A: '1', B: '3' } }), AT, 0);
    expect(journal.list()).toStrictEqual([
      entry(1),
      entry(2, { response: { headers: { A: '1' }, body: '', json: null } }),
      entry(3, { response: { headers: { A: '1', B: '2' }, body: '', json: null } }),
      entry(4, { response: { headers: { A: '1', B: '3' }, body: '', json: null } }),
    ]);
  });
});

describe('Journal: the ring', () => {
  it('keeps the last `limit` entries, oldest first, with ids from 1', () => {
    const journal = new Journal(3);
    expect(journal.enabled).toBe(true);
    expect(journal.limit).toBe(3);
    expect(journal.list()).toStrictEqual([]);
    for (let i = 1; i <= 5; i++)
      journal.record(
        request({ path: `/p${i}` }),
        answer({ status: 200 + i, headers: { N: `${i}` } }),
        AT + i * 1000,
        i,
      );
    const at = (i: number) => ({
      path: `/p${i}`,
      status: 200 + i,
      time: `2025-01-02T03:04:${String(5 + i).padStart(2, '0')}.678Z`,
      durationMs: i,
      response: { headers: { N: `${i}` }, body: '', json: null },
    });
    expect(journal.list()).toStrictEqual([entry(3, at(3)), entry(4, at(4)), entry(5, at(5))]);
    journal.record(request({ path: '/p6' }), answer({ status: 206, headers: { N: '6' } }), AT + 6000, 6);
    expect(journal.list()).toStrictEqual([entry(4, at(4)), entry(5, at(5)), entry(6, at(6))]);
  });

  it('keeps nothing with a limit of 0 or less', () => {
    for (const limit of [0, -2]) {
      const journal = new Journal(limit);
      expect(journal.enabled).toBe(false);
      journal.record(request(), answer({ headers: { A: '1' } }), AT, 0);
      journal.record(request(), answer({ headers: { A: '1' } }), AT, 0);
      expect(journal.list()).toStrictEqual([]);
    }
  });

  it('keeps one entry with a limit of 1', () => {
    const journal = new Journal(1);
    expect(journal.enabled).toBe(true);
    journal.record(request({ path: '/one' }), answer({ headers: { A: '1' } }), AT, 0);
    journal.record(request({ path: '/two' }), answer({ headers: { A: '2' } }), AT, 0);
    expect(journal.list()).toStrictEqual([
      entry(2, { path: '/two', response: { headers: { A: '2' }, body: '', json: null } }),
    ]);
  });

  it('forgets every entry on clear, and numbers the next after the last one', () => {
    const journal = new Journal(4);
    journal.record(request({ path: '/a', rawHeaders: ['X-A', '1'] }), answer({ headers: { A: '1' } }), AT, 0);
    journal.record(request({ path: '/b', rawHeaders: ['X-A', '1'] }), answer({ headers: { A: '1' } }), AT, 0);
    journal.clear();
    expect(journal.list()).toStrictEqual([]);
    journal.record(request({ path: '/b', rawHeaders: ['X-A', '1'] }), answer({ headers: { A: '1' } }), AT, 0);
    journal.record(request({ path: '/c', rawHeaders: ['X-B', '2'] }), answer({ headers: { B: '2' } }), AT, 0);
    expect(journal.list()).toStrictEqual([
      entry(3, { path: '/b', headers: { 'x-a': '1' }, response: { headers: { A: '1' }, body: '', json: null } }),
      entry(4, { path: '/c', headers: { 'x-b': '2' }, response: { headers: { B: '2' }, body: '', json: null } }),
    ]);
  });
});

describe('Journal: list', () => {
  const PATHS = [
    ['GET', '/v2/subscriptions', 200, 'a', 's1'],
    ['POST', '/v2/subscriptions/abc', 201, 'a', 's2'],
    ['GET', '/v2/subscriptions/abc/plans', 404, 'b', 's1'],
    ['DELETE', '/x/v2/subscriptions/abc', 204, 'b', 's2'],
    ['GET', '/v2/a.b', 200, 'a', 's1'],
    ['GET', '/v2/aXb', 200, 'a', 's1'],
    ['GET', '/v2/(x)+[y]{2}|^$?\\', 200, 'a', 's1'],
    ['PUT', '/v2/subscriptions/', 200, 'a', 's1'],
  ] as const;

  function journal(): Journal {
    const out = new Journal(20);
    for (const [method, path, status, scenario, session] of PATHS)
      out.record(
        request({ method, path }),
        answer({ status, headers: { 'X-Emulator-Scenario': scenario, 'X-Emulator-Session': session } }),
        AT,
        0,
      );
    return out;
  }

  it('gives every entry without a filter', () => {
    expect(ids(journal().list())).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(journal().list({ method: 'get' })[0]).toStrictEqual(
      entry(1, {
        path: '/v2/subscriptions',
        scenario: 'a',
        session: 's1',
        response: { headers: { 'X-Emulator-Scenario': 'a', 'X-Emulator-Session': 's1' }, body: '', json: null },
      }),
    );
  });

  it('filters by method, in any letters', () => {
    const all = journal();
    expect(ids(all.list({ method: 'get' }))).toEqual([1, 3, 5, 6, 7]);
    expect(ids(all.list({ method: 'GET' }))).toEqual([1, 3, 5, 6, 7]);
    expect(ids(all.list({ method: 'Post' }))).toEqual([2]);
    expect(ids(all.list({ method: 'PATCH' }))).toEqual([]);
  });

  it('filters by path: exact, with `*` for any run, every other character as itself', () => {
    const all = journal();
    expect(ids(all.list({ path: '/v2/subscriptions' }))).toEqual([1]);
    expect(ids(all.list({ path: '/v2/subscriptions/abc' }))).toEqual([2]);
    expect(ids(all.list({ path: '/v2/subscriptions/*' }))).toEqual([2, 3, 8]);
    expect(ids(all.list({ path: '/v2/*/plans' }))).toEqual([3]);
    expect(ids(all.list({ path: '*' }))).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(ids(all.list({ path: '/v2/a.b' }))).toEqual([5]);
    expect(ids(all.list({ path: '/v2/(x)+[y]{2}|^$?\\' }))).toEqual([7]);
    expect(ids(all.list({ path: 'subscriptions' }))).toEqual([]);
  });

  it('filters by a RegExp path', () => {
    const all = journal();
    expect(ids(all.list({ path: /^\/v2\/a/ }))).toEqual([5, 6]);
    expect(ids(all.list({ path: /abc/ }))).toEqual([2, 3, 4]);
  });

  it('filters by status, scenario and session, every given field holding', () => {
    const all = journal();
    expect(ids(all.list({ status: 200 }))).toEqual([1, 5, 6, 7, 8]);
    expect(ids(all.list({ status: 404 }))).toEqual([3]);
    expect(ids(all.list({ scenario: 'b' }))).toEqual([3, 4]);
    expect(ids(all.list({ session: 's2' }))).toEqual([2, 4]);
    expect(ids(all.list({ method: 'get', scenario: 'a', status: 200 }))).toEqual([1, 5, 6, 7]);
    expect(ids(all.list({ path: '/v2/subscriptions/*', session: 's1' }))).toEqual([3, 8]);
  });

  it('keeps those after an id, and the newest that many', () => {
    const all = journal();
    expect(ids(all.list({}, { after: 6 }))).toEqual([7, 8]);
    expect(ids(all.list({}, { after: 0 }))).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(ids(all.list({}, { after: 8 }))).toEqual([]);
    expect(ids(all.list({ method: 'get' }, { after: 5 }))).toEqual([6, 7]);
    expect(ids(all.list({}, { limit: 2 }))).toEqual([7, 8]);
    expect(ids(all.list({}, { limit: 0 }))).toEqual([]);
    expect(ids(all.list({}, { limit: 20 }))).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(ids(all.list({ method: 'get' }, { limit: 2 }))).toEqual([6, 7]);
    expect(ids(all.list({}, { after: 2, limit: 3 }))).toEqual([6, 7, 8]);
  });
});
