import type http from 'node:http';
import net from 'node:net';
import { getResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createEmulator, type RunningServer } from '../src/index.js';
import { errorBodySchema } from '../src/schemas/index.js';
import { rawRequest } from './support/http.js';

// Every malformed request gets a 4xx in the error envelope, over real HTTP (node:http, and raw sockets where a client
// would refuse to send it) and through the MSW handlers; never a 5xx, a bare status line or a dropped connection.

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

const AUTH = { authorization: 'Bearer hardening' };
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const KEYS = '/v2/application-keys';
const SUB = '/subscriptions/subscriptions';
const MSW_BASE = 'http://api.test';
const PROTO_NAMES = Object.getOwnPropertyNames(Object.prototype).sort();

const emulator = createEmulator();
let server: RunningServer;
let port: number;

beforeAll(async () => {
  server = await emulator.listen();
  port = Number(new URL(server.url).port);
});
afterAll(() => server.close());

// After each case the server still answers a normal request, and nothing leaked into Object.prototype.
afterEach(async () => {
  const answer = await send('GET', `${KEYS}?page[limit]=1`, AUTH);
  expect(answer.status).toBe(200);
  expect(({} as Record<string, unknown>).x).toBeUndefined();
  expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(PROTO_NAMES);
});

function send(method: string, path: string, headers: http.OutgoingHttpHeaders = {}, body?: string): Promise<Answer> {
  return rawRequest({
    base: `http://127.0.0.1:${port}`,
    method,
    path,
    headers,
    ...(body === undefined ? {} : { body }),
  });
}

/** Writes bytes on a fresh socket and reads the whole answer; the server must answer and close, not drop. */
function raw(data: string | Buffer): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(data));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('latin1');
      const [head = '', ...rest] = text.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers = Object.fromEntries(lines.map((line) => line.split(/:\s*/, 2).map((s) => s.toLowerCase())));
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: rest.join('\r\n\r\n') });
    });
  });
}

async function viaMsw(method: string, path: string, headers: Record<string, string> = {}, body?: string) {
  const response = await getResponse(emulator.handlers, new Request(`${MSW_BASE}${path}`, { method, headers, body }));
  if (response === undefined) throw new Error(`MSW did not answer ${method} ${path}`);
  const answered: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    answered[name] = value;
  });
  return { status: response.status, headers: answered, body: await response.text() };
}

/** A 4xx in the envelope whose `status` is the HTTP code; returns the detail. */
function expectEnvelope(answer: Answer, status?: number): string {
  if (status !== undefined) expect(answer.status, answer.body).toBe(status);
  expect(answer.status).toBeGreaterThanOrEqual(400);
  expect(answer.status).toBeLessThan(500);
  const [error] = errorBodySchema.parse(JSON.parse(answer.body)).errors;
  expect(error?.status).toBe(String(answer.status));
  return error?.detail ?? '';
}

const both = async (method: string, path: string, headers: Record<string, string>, body?: string) => [
  await send(method, path, headers, body),
  await viaMsw(method, path, headers, body),
];

describe('invalid percent-encoding', () => {
  const keyPaths = ['/%zz', '/%E0%A4%A', '/%', '?page[limit]=%zz', '?x=%E0%A4%A', '?%zz=1', '?scenario=%'];
  const subscriptionPaths = [
    `${SUB}/%E0%A4%A`,
    `/v2${SUB}/%zz`,
    `${SUB}/00000000-0000-4000-8000-000000000001?include=%`,
  ];
  it.each([...keyPaths.map((path) => `${KEYS}${path}`), ...subscriptionPaths])(
    '%s is a 400 in the envelope, over HTTP and MSW',
    async (path) => {
      for (const answer of await both('GET', path, AUTH)) {
        expect(expectEnvelope(answer, 400)).toMatch(/malformed percent-encoding/);
      }
    },
  );
});

describe('size limits', () => {
  it.each([
    ['a 100 KB path', `${KEYS}/${'a'.repeat(100_000)}`, {}],
    ['a 100 KB query', `${KEYS}?q=${'a'.repeat(100_000)}`, {}],
    ['a 20 KB header', KEYS, { 'x-long': 'a'.repeat(20_000) }],
    ['many headers', KEYS, Object.fromEntries(Array.from({ length: 300 }, (_, i) => [`x-h${i}`, 'v'.repeat(80)]))],
  ])('%s is a 431 in the envelope', async (_name, path, headers) => {
    expectEnvelope(await send('GET', path, { ...AUTH, ...headers }), 431);
  });

  it('a 100 KB path through MSW (no header limit in-process) is a 4xx in the envelope', async () => {
    expectEnvelope(await viaMsw('GET', `${KEYS}/${'a'.repeat(100_000)}`, AUTH), 404);
  });

  it('a token body over 16 KiB is a 413, declared, chunked or through MSW', async () => {
    const body = `grant_type=implicit&client_id=${'a'.repeat(17 * 1024)}`;
    expectEnvelope(await send('POST', '/oauth/access_token', FORM, body), 413);
    expectEnvelope(await viaMsw('POST', '/oauth/access_token', FORM, body), 413);
    const head = 'POST /oauth/access_token HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n';
    const chunked = `${head}Content-Type: application/x-www-form-urlencoded\r\n\r\n4e20\r\n${'a'.repeat(20_000)}\r\n0\r\n\r\n`;
    expectEnvelope(await raw(chunked), 413);
    const huge = await send('POST', '/oauth/access_token', FORM, 'a'.repeat(5_000_000));
    expectEnvelope(huge, 413);
  });
});

describe('parameters', () => {
  it.each([
    'page[limit]=1&page[limit]=2',
    'page[offset]=0&page%5Boffset%5D=0',
    'scenario=default&scenario=default',
    'scenario=',
    'x=1&x=2',
  ])('%s is a 400', async (query) => {
    for (const answer of await both('GET', `${KEYS}?${query}`, AUTH)) expectEnvelope(answer, 400);
  });

  const bad = '1e309 0x10 -0 -1 NaN Infinity 99999999999999999999 %205 5%20 +5 %2B5 1.0 %EF%BC%91'.split(' ');
  it.each(bad.flatMap((value) => ['page[offset]', 'page%5Blimit%5D'].map((name) => [name, value])))(
    '%s=%s is a 400 naming the parameter',
    async (name, value) => {
      for (const answer of await both('GET', `${KEYS}?${name}=${value}`, AUTH)) {
        expect(expectEnvelope(answer, 400)).toMatch(/page\[(offset|limit)\] must be an integer/);
      }
    },
  );
});

describe('prototype names', () => {
  it.each([
    [`${KEYS}/__proto__`, 404],
    [`${KEYS}/constructor`, 404],
    [`${KEYS}/prototype`, 404],
    [`${SUB}/__proto__`, 400],
    [`${KEYS}?scenario=__proto__`, 400],
    [`${KEYS}?scenario=constructor`, 400],
    [`${KEYS}?scenario=toString`, 400],
  ])('%s is a %i', async (path, status) => {
    for (const answer of await both('GET', path, AUTH)) expectEnvelope(answer, status);
  });

  it.each(['/__proto__', '/constructor/prototype', '/v2/__proto__/x'])(
    '%s is a 404; MSW lets it through',
    async (path) => {
      expectEnvelope(await send('GET', path, AUTH), 404);
      expect(await getResponse(emulator.handlers, new Request(`${MSW_BASE}${path}`))).toBeUndefined();
    },
  );

  it.each(['__proto__', 'constructor', 'prototype', 'hasOwnProperty'])('header scenario %s is a 400', async (name) => {
    for (const answer of await both('GET', KEYS, { ...AUTH, 'x-emulator-scenario': name })) {
      expect(expectEnvelope(answer, 400)).toMatch(/valid scenarios are default/);
    }
  });

  it.each(['__proto__[x]=1', '__proto__=1', 'constructor=1', 'constructor[prototype][x]=1', 'prototype=1'])(
    'query key %s is an ignored parameter, and pollutes nothing',
    async (query) => {
      for (const answer of await both('GET', `${KEYS}?${query}`, AUTH)) expect(answer.status).toBe(200);
    },
  );

  it('prototype keys in token bodies, form or JSON, pollute nothing', async () => {
    const form = '__proto__[x]=1&constructor[prototype][x]=1&grant_type=implicit&client_id=a';
    const json = '{"__proto__":{"x":1},"constructor":{"prototype":{"x":1}},"grant_type":"implicit","client_id":"a"}';
    for (const answer of await both('POST', '/oauth/access_token', FORM, form)) expect(answer.status).toBe(200);
    const type = { 'content-type': 'application/json' };
    for (const answer of await both('POST', '/oauth/access_token', type, json)) expect(answer.status).toBe(200);
  });
});

describe('token request bodies', () => {
  const json = 'application/json';
  it.each([
    [FORM['content-type'], 'grant_type=%zz&client_id=a', 400],
    [FORM['content-type'], 'grant_type=implicit&grant_type=implicit&client_id=a', 400],
    [FORM['content-type'], '', 400],
    [FORM['content-type'], '&&&==&', 400],
    [json, '{', 400],
    [json, '[]', 400],
    [json, 'null', 400],
    [json, '"implicit"', 400],
    [json, '{"grant_type":1}', 400],
    ['text/plain', 'grant_type=implicit&client_id=a', 415],
    ['application/xml', '<grant_type>implicit</grant_type>', 415],
    ['multipart/form-data; boundary=x', '--x--', 415],
  ])('%s %j is a %i', async (type, body, status) => {
    for (const answer of await both('POST', '/oauth/access_token', { 'content-type': type }, body)) {
      expectEnvelope(answer, status);
    }
  });
});

describe('what Node rejects before the route table', () => {
  const line = (text: string) => `${text}\r\nHost: x\r\nConnection: close\r\n\r\n`;
  const POST = 'POST /oauth/access_token HTTP/1.1\r\nHost: x\r\n';
  it.each([
    ['a garbage request line', 'GARBAGE\r\n\r\n', 400],
    ['a method alone', 'GET\r\n\r\n', 400],
    ['an unknown method', line('FOO / HTTP/1.1'), 400],
    ['an unknown HTTP version', line('GET / HTTP/9.9'), 400],
    ['bare LF line ends', `GET ${KEYS} HTTP/1.1\nHost: x\n\n`, 400],
    ['a space before the colon', 'GET / HTTP/1.1\r\nHost : x\r\n\r\n', 400],
    ['a control character in a header', `GET ${KEYS} HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer \x01\r\n\r\n`, 400],
    ['a bad Content-Length', `${POST}Content-Length: abc\r\n\r\n`, 400],
    ['Content-Length with chunked', `${POST}Content-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n`, 400],
    ['a bad chunk size', `${POST}Transfer-Encoding: chunked\r\n\r\nzz\r\n`, 400],
    ['an HTTP/2 preface', 'PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n', 400],
    ['no Host header', `GET ${KEYS} HTTP/1.1\r\nConnection: close\r\n\r\n`, 400],
    ['an unknown Expect', `${POST}Expect: magic\r\nContent-Length: 0\r\n\r\n`, 417],
    ['CONNECT', 'CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n', 405],
  ])('%s gets the envelope', async (_name, data, status) => {
    expectEnvelope(await raw(data), status);
  });

  it('garbage pipelined after a request: that request is answered first, then the 400', async () => {
    const answer = await raw(`GET ${KEYS}/x HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer a\r\n\r\nGARBAGE\r\n\r\n`);
    expect(answer.status).toBe(404);
    expect(answer.body).toMatch(/^\{"errors".*\}HTTP\/1\.1 400 Bad Request\r\n.*"status":"400"/s);
  });

  it('a non-ASCII byte in the URL gets the envelope', async () => {
    const data = Buffer.concat([Buffer.from(`GET ${KEYS}/`), Buffer.from([0xff]), Buffer.from(line(' HTTP/1.1'))]);
    expectEnvelope(await raw(data), 400);
  });

  it('a CORS preflight is a 204 that carries the scenario', async () => {
    const answer = await send('OPTIONS', KEYS, { 'access-control-request-method': 'GET', origin: 'http://x' });
    expect(answer.status).toBe(204);
    expect(answer.headers['x-emulator-scenario']).toBe('default');
  });
});
