import { describe, expect, it } from 'vitest';
import type { ApiRequest } from '../http/types.js';
import { fromFetchRequest, fromPlainInit } from './fetch.js';

/** Everything the pipeline reads of a request, the body read with a limit that holds it. */
async function read(request: ApiRequest) {
  return {
    method: request.method,
    path: request.path,
    query: request.query,
    origin: request.origin,
    rawHeaders: [...(request.rawHeaders ?? [])],
    contentType: request.header('content-type'),
    authorization: request.header('Authorization'),
    body: await request.readBody?.(1_000_000),
  };
}

const KEY = JSON.stringify({ data: { type: 'application_key', name: 'déjà vu €' } });

describe('fromPlainInit: a plain init read as a fetch Request would hand it over', () => {
  const cases: [string, string, RequestInit | undefined][] = [
    ['no init', 'http://localhost/v2/application-keys', undefined],
    ['an empty init', 'http://localhost/v2/application-keys?page[limit]=2&filter=eq(name,a b)', {}],
    ['a lower-case method fetch normalizes', 'http://a.test/v2/application-keys', { method: 'post', body: KEY }],
    ['PATCH', 'http://a.test/v2/application-keys/x', { method: 'PATCH', body: KEY }],
    ['DELETE, a port and a fragment', 'http://127.0.0.1:4010/v2/application-keys/x?a=1#frag', { method: 'delete' }],
    ['HEAD', 'http://localhost/v2/application-keys', { method: 'HEAD' }],
    [
      'headers as an object, mixed case, a JSON type',
      'http://localhost/v2/application-keys',
      { method: 'POST', headers: { Authorization: 'Bearer x', 'Content-Type': 'application/json' }, body: KEY },
    ],
    [
      'headers as pairs, repeated names',
      'http://localhost/v2/application-keys',
      {
        headers: [
          ['accept', 'a'],
          ['Accept', 'b'],
        ],
      },
    ],
    [
      'a Headers',
      'http://localhost/',
      { method: 'PUT', headers: new Headers({ 'X-Emulator-Session': 's' }), body: '' },
    ],
    [
      'a string body naming no type (fetch says text/plain)',
      'http://localhost/v2/application-keys',
      { method: 'POST', body: KEY },
    ],
    [
      'a lone surrogate in the body',
      'http://localhost/v2/application-keys',
      { method: 'POST', body: 'a\ud800b\udc00' },
    ],
    ['a null body', 'http://localhost/v2/application-keys', { method: 'GET', body: null }],
    ['a path to normalize', 'http://localhost/v2/./x/../application-keys', undefined],
  ];
  it.each(cases)('%s', async (_, href, init) => {
    const direct = fromPlainInit(new URL(href), init);
    expect(direct).toBeDefined();
    expect(await read(direct as ApiRequest)).toEqual(await read(fromFetchRequest(new Request(href, init))));
  });

  it('hands over to a Request what it does not read itself, or what fetch refuses', () => {
    const url = new URL('http://localhost/v2/application-keys');
    const others: (RequestInit | undefined)[] = [
      { method: 'patch' },
      { method: 'CONNECT' },
      { method: 'GET', body: 'x' },
      { method: 'HEAD', body: '' },
      { method: 'POST', body: new Uint8Array([1]) },
      { method: 'POST', body: new URLSearchParams('a=1') },
      { signal: new AbortController().signal },
      { cache: 'no-store' },
      Object.assign(Object.create({ inherited: true }), { method: 'GET' }),
    ];
    for (const init of others) expect(fromPlainInit(url, init)).toBeUndefined();
    expect(fromPlainInit(new URL('http://user:pass@localhost/'), undefined)).toBeUndefined();
  });

  it('refuses headers fetch refuses, as fetch does', () => {
    const url = new URL('http://localhost/');
    expect(() => fromPlainInit(url, { headers: { 'bad name': 'x' } })).toThrow(TypeError);
  });
});
