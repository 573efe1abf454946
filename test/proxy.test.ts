import { mkdtempSync, readFileSync } from 'node:fs';
import http, { type IncomingHttpHeaders } from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBody } from '../src/http/errors.js';
import { checkAnswer, DriftReport } from '../src/node/proxy.js';
import { TABLES } from '../src/routes/index.js';
import { journalEntrySchema } from '../src/schemas/admin.js';
import type { JournalEntry } from '../src/store/journal.js';
import { WELL_KNOWN_IDS } from '../src/world/ids.js';
import { cli } from './support/cli.js';

// `--proxy URL`: a second emulator stands in for the real store, behind a "tamper" server that plants differences
// from the contract in some of its answers. The proxy must hand every answer on unchanged, byte for byte, and report
// exactly the planted differences (in the journal's `drift` and the JUnit drift report), nothing for the clean ones.

const TOKEN = 'Bearer proxy-test-token';
const SUBSCRIPTION = `/v2/subscriptions/subscriptions/${WELL_KNOWN_IDS.active}`;

/** What the tamper server sent for one request (by its `x-test` header), and what it got. */
interface Exchange {
  received: { method: string; url: string; headers: IncomingHttpHeaders; body: Buffer };
  sent: { status: number; headers: [string, string][]; body: Buffer };
}

const HOP_BY_HOP = ['connection', 'keep-alive', 'transfer-encoding'];

/** A plain HTTP call: the status, the headers as sent (but hop-by-hop ones), and the body's bytes. */
function call(
  url: string,
  method: string,
  headers: Record<string, string>,
  body?: string,
): Promise<{ status: number; headers: [string, string][]; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const pairs: [string, string][] = [];
        for (let i = 0; i < response.rawHeaders.length; i += 2) {
          const name = response.rawHeaders[i] as string;
          if (!HOP_BY_HOP.includes(name.toLowerCase())) pairs.push([name, response.rawHeaders[i + 1] as string]);
        }
        resolve({ status: response.statusCode ?? 0, headers: pairs, body: Buffer.concat(chunks) });
      });
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end(body);
  });
}

/** A JSON body changed by `change`, or replaced outright. */
type Plant = { status?: number; body?: (json: Answer) => unknown; gzip?: true };
/** The parts of a real answer the plants change. */
type Answer = { data: { reserved_rate_limit?: unknown; meta: { status?: unknown } } };

/**
 * Forwards to the real store (`real`), and plants a difference in the answers to the paths `plants` names. Keeps
 * every exchange by the request's `x-test` header.
 */
function tamperServer(
  real: string,
  plants: Map<string, Plant>,
  exchanges: Map<string, Exchange>,
): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const received = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body };
      const plant = plants.get(req.url ?? '');
      const answer = (status: number, headers: [string, string][], bytes: Buffer) => {
        exchanges.set(String(req.headers['x-test']), { received, sent: { status, headers, body: bytes } });
        res.writeHead(status, headers.flat());
        res.end(req.method === 'HEAD' ? undefined : bytes);
      };
      const forwarded = http.request(
        `${real}${req.url}`,
        { method: req.method, headers: { ...req.headers, host: new URL(real).host } },
        (response) => {
          const got: Buffer[] = [];
          response.on('data', (chunk: Buffer) => got.push(chunk));
          response.on('end', () => {
            let bytes = Buffer.concat(got);
            const headers: [string, string][] = [];
            for (let i = 0; i < response.rawHeaders.length; i += 2) {
              const name = response.rawHeaders[i] as string;
              if (!HOP_BY_HOP.includes(name.toLowerCase())) headers.push([name, response.rawHeaders[i + 1] as string]);
            }
            let status = response.statusCode ?? 500;
            if (plant !== undefined) {
              if (plant.body) bytes = Buffer.from(JSON.stringify(plant.body(JSON.parse(bytes.toString('utf8')))));
              // Compressed, but not changed: no difference, once the proxy has read it as the client would.
              if (plant.gzip) {
                bytes = gzipSync(bytes);
                headers.push(['Content-Encoding', 'gzip']);
              }
              status = plant.status ?? status;
              for (const pair of headers)
                if (pair[0].toLowerCase() === 'content-length') pair[1] = String(bytes.length);
            }
            answer(status, headers, bytes);
          });
        },
      );
      forwarded.end(body);
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

const address = (server: http.Server | net.Server) => `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`;

describe('--proxy: the validating proxy', { timeout: 60_000 }, () => {
  const folder = mkdtempSync(join(tmpdir(), 'commerce-emulator-proxy-'));
  const reportFile = join(folder, 'drift.xml');
  const exchanges = new Map<string, Exchange>();
  const plants = new Map<string, Plant>();
  let realStore: ReturnType<typeof cli>;
  let proxy: ReturnType<typeof cli>;
  let tamper: http.Server;
  let proxyUrl: string;
  let keyId: string;

  beforeAll(async () => {
    realStore = cli('--port', '0', '--log', 'silent', '--api-version', '2026');
    const real = await realStore.listening;
    // A key's id, to plant a difference in its answer.
    const keys = await call(`${real}/v2/application-keys`, 'GET', { authorization: TOKEN });
    keyId = JSON.parse(keys.body.toString('utf8')).data[1].id;
    plants.set(`/v2/application-keys/${keyId}`, {
      body: (json) => {
        json.data.reserved_rate_limit = String(json.data.reserved_rate_limit);
        return json;
      },
    });
    plants.set(SUBSCRIPTION, {
      body: (json) => {
        expect(json.data.meta.status).toBe('active');
        delete json.data.meta.status;
        return json;
      },
    });
    plants.set('/v2/subscriptions/offerings?page[limit]=1', {
      status: 418,
      body: () => ({ errors: [{ status: '418', title: "I'm a teapot", detail: 'short and stout' }] }),
    });
    plants.set('/v2/application-keys?page[limit]=2', { gzip: true });
    plants.set('/v2/whatever/new', { status: 200, body: () => ({ data: { fresh: true } }) });
    tamper = await tamperServer(real, plants, exchanges);
    proxy = cli(
      '--port',
      '0',
      '--log',
      'silent',
      '--api-version',
      '2026',
      '--proxy',
      address(tamper),
      '--drift-report',
      reportFile,
    );
    proxyUrl = await proxy.listening;
  });

  afterAll(async () => {
    realStore?.child.kill();
    proxy?.child.kill();
    await new Promise((resolve) => tamper?.close(resolve));
  });

  /** The requests, each with the drift it must show. */
  const REQUESTS: {
    test: string;
    method: string;
    path: () => string;
    body?: string;
    type?: string;
    drift: string[];
  }[] = [
    { test: 'list-keys', method: 'GET', path: () => '/v2/application-keys?page[limit]=3', drift: [] },
    { test: 'gzipped-keys', method: 'GET', path: () => '/v2/application-keys?page[limit]=2', drift: [] },
    { test: 'head-keys', method: 'HEAD', path: () => '/v2/application-keys', drift: [] },
    { test: 'missing-key', method: 'GET', path: () => '/v2/application-keys/nope', drift: [] },
    {
      test: 'token',
      method: 'POST',
      path: () => '/oauth/access_token',
      type: 'application/x-www-form-urlencoded',
      body: 'grant_type=client_credentials&client_id=proxy&client_secret=s3cret',
      drift: [],
    },
    {
      test: 'pause',
      method: 'POST',
      path: () => `/v2/subscriptions/subscriptions/${WELL_KNOWN_IDS.resumed}/states`,
      type: 'application/json',
      body: JSON.stringify({ data: { type: 'subscription_state', attributes: { action: 'pause' } } }),
      drift: [],
    },
    { test: 'list-subscriptions', method: 'GET', path: () => '/v2/subscriptions/subscriptions', drift: [] },
    {
      test: 'key-rate-as-text',
      method: 'GET',
      path: () => `/v2/application-keys/${keyId}`,
      drift: ['body $.data.reserved_rate_limit: Invalid input: expected number, received string'],
    },
    {
      test: 'subscription-without-status',
      method: 'GET',
      path: () => SUBSCRIPTION,
      drift: ['body $.data.meta.status: Invalid option: expected one of "active"|"inactive"'],
    },
    {
      test: 'teapot',
      method: 'GET',
      path: () => '/v2/subscriptions/offerings?page[limit]=1',
      drift: ['status 418 is not one the emulator answers for listOfferings (200, 400, 401, 410, 429, 500)'],
    },
    {
      test: 'unknown-path',
      method: 'GET',
      path: () => '/v2/whatever/new',
      drift: ['the emulator has no route for GET /v2/whatever/new'],
    },
  ];

  it('hands every real answer on unchanged, and records exactly the planted differences', async () => {
    for (const request of REQUESTS) {
      const headers: Record<string, string> = { authorization: TOKEN, 'x-test': request.test, 'x-custom': 'kept' };
      if (request.type !== undefined) headers['content-type'] = request.type;
      const got = await call(`${proxyUrl}${request.path()}`, request.method, headers, request.body);
      const exchange = exchanges.get(request.test);
      expect(exchange, request.test).toBeDefined();
      const { received, sent } = exchange as Exchange;
      // What the real store got: the request as sent, but Host (the real store's own).
      expect(received.method).toBe(request.method);
      expect(received.url).toBe(request.path());
      expect(received.headers.host).toBe(new URL(address(tamper)).host);
      expect(received.headers.authorization).toBe(TOKEN);
      expect(received.headers['x-custom']).toBe('kept');
      expect(received.body.toString('utf8')).toBe(request.body ?? '');
      // What the client got: the real answer, byte for byte, with every header as the real store sent it.
      expect(got.status, request.test).toBe(sent.status);
      expect(got.headers, request.test).toEqual(sent.headers);
      expect(got.body.equals(request.method === 'HEAD' ? Buffer.alloc(0) : sent.body), request.test).toBe(true);
    }

    const journal = await call(`${proxyUrl}/__emulator/requests`, 'GET', {});
    const entries = (JSON.parse(journal.body.toString('utf8')) as { data: JournalEntry[] }).data;
    for (const entry of entries) expect(journalEntrySchema.safeParse(entry).success).toBe(true);
    // The write went through to the real store: its 204 with no body, as the contract gives it.
    expect(exchanges.get('pause')?.sent.status).toBe(204);
    expect(entries.map((entry) => [entry.method, entry.path, entry.status, entry.drift])).toEqual(
      REQUESTS.map((request) => [
        request.method,
        request.path().split('?')[0],
        exchanges.get(request.test)?.sent.status,
        request.drift,
      ]),
    );
    // The journal shows the real answer, and the request as sent (its secrets hidden as always).
    const token = entries[4] as JournalEntry;
    expect(token.body).toBe('grant_type=client_credentials&client_id=proxy&client_secret=***');
    expect(token.response.body).toContain('"access_token":"***"');
    expect(entries[7]?.response.json).toMatchObject({ data: { reserved_rate_limit: expect.any(String) } });

    // The drift report: one test case per operation seen, one failure per difference, with an example request.
    const expected = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<testsuites name="commerce-emulator drift" tests="8" failures="4" errors="0">',
      '  <testsuite name="commerce-emulator drift" tests="8" failures="4" errors="0" skipped="0">',
      '    <testcase classname="api-2026" name="(no route)">',
      '      <failure message="the emulator has no route for GET /v2/whatever/new">GET /v2/whatever/new answered 200</failure>',
      '    </testcase>',
      '    <testcase classname="application-keys-2026" name="getApplicationKey">',
      `      <failure message="body $.data.reserved_rate_limit: Invalid input: expected number, received string">GET /v2/application-keys/${keyId} answered 200</failure>`,
      '    </testcase>',
      '    <testcase classname="application-keys-2026" name="listApplicationKeys"/>',
      '    <testcase classname="authentication-2026" name="createAccessToken"/>',
      '    <testcase classname="subscriptions-2026" name="createSubscriptionState"/>',
      '    <testcase classname="subscriptions-2026" name="getSubscription">',
      `      <failure message="body $.data.meta.status: Invalid option: expected one of &quot;active&quot;|&quot;inactive&quot;">GET ${SUBSCRIPTION} answered 200</failure>`,
      '    </testcase>',
      '    <testcase classname="subscriptions-2026" name="listOfferings">',
      '      <failure message="status 418 is not one the emulator answers for listOfferings (200, 400, 401, 410, 429, 500)">GET /v2/subscriptions/offerings answered 418</failure>',
      '    </testcase>',
      '    <testcase classname="subscriptions-2026" name="listSubscriptions"/>',
      '  </testsuite>',
      '</testsuites>',
      '',
    ].join('\n');
    expect(readFileSync(reportFile, 'utf8')).toBe(expected);

    // Stopped, it writes the report a last time (the same: nothing new came).
    proxy.child.kill('SIGTERM');
    expect((await proxy.exited).code).toBe(0);
    expect(readFileSync(reportFile, 'utf8')).toBe(expected);
  });

  it('answers a 502 naming the URL and why when the real store cannot be reached', async () => {
    const closed = net.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const gone = address(closed);
    await new Promise((resolve) => closed.close(resolve));
    const port = new URL(gone).port;
    const unreachable = cli('--port', '0', '--log', 'silent', '--proxy', `${gone}/base/`);
    try {
      const url = await unreachable.listening;
      const got = await call(`${url}/v2/application-keys?page[limit]=1`, 'GET', { authorization: TOKEN });
      expect(got.status).toBe(502);
      expect(JSON.parse(got.body.toString('utf8'))).toEqual({
        errors: [
          {
            status: '502',
            title: 'Bad Gateway',
            detail: `the real store at ${gone}/base/v2/application-keys?page[limit]=1 could not be reached: connect ECONNREFUSED 127.0.0.1:${port}`,
          },
        ],
      });
      const journal = await call(`${url}/__emulator/requests`, 'GET', {});
      const [entry, ...rest] = (JSON.parse(journal.body.toString('utf8')) as { data: JournalEntry[] }).data;
      expect(rest).toEqual([]);
      expect(entry).toMatchObject({ method: 'GET', path: '/v2/application-keys', status: 502, scenario: 'default' });
      expect(entry).not.toHaveProperty('drift');
    } finally {
      unreachable.child.kill();
    }
  });
});

describe('checkAnswer: a real answer against the route table', () => {
  const table = TABLES['2026'];
  const check = (method: string, path: string, status: number, body: string | null) =>
    checkAnswer(table, '2026', { method, path }, status, body);

  it('takes an answer as the contract gives it', () => {
    expect(check('GET', '/v2/application-keys/nope', 404, errorBody(404, 'gone'))).toEqual({
      operation: 'getApplicationKey',
      document: 'application-keys-2026',
      drift: [],
    });
    // An answer to HEAD has no body to check; the path without /v2 is the same route.
    expect(check('HEAD', '/subscriptions/subscriptions', 200, null).drift).toEqual([]);
  });

  it('names each difference: a body where none is given, an error body that is not one, a field too many', () => {
    const state = `/v2/subscriptions/subscriptions/${WELL_KNOWN_IDS.active}/states`;
    expect(check('POST', state, 204, '{}').drift).toEqual([
      'a 204 answer with a body (2 bytes): the contract gives none',
    ]);
    expect(check('GET', '/v2/application-keys', 503, '<html>down</html>').drift).toEqual([
      'status 503 is not one the emulator answers for listApplicationKeys (200, 400, 401, 403, 410, 429, 500)',
      'error body is not JSON (Unexpected token \'<\', "<html>down</html>" is not valid JSON)',
    ]);
    expect(check('GET', '/v2/application-keys/x', 400, '{"errors":[]}').drift).toEqual([
      'error body $.errors: Too small: expected array to have >=1 items',
    ]);
    expect(check('DELETE', '/v2/subscriptions/offerings', 405, errorBody(405, 'no')).drift).toEqual([
      'the emulator has no route for DELETE /v2/subscriptions/offerings',
    ]);
  });

  it('writes the drift report as XML, whatever the differences hold', () => {
    const folder = mkdtempSync(join(tmpdir(), 'commerce-emulator-report-'));
    const report = new DriftReport(join(folder, 'drift.xml'));
    report.note(
      { operation: 'listOfferings', document: 'subscriptions-2026', drift: ['a <b> & "c"\u0001'] },
      "GET /v2/x?'y' answered 200",
    );
    expect(readFileSync(join(folder, 'drift.xml'), 'utf8')).toContain(
      '<failure message="a &lt;b&gt; &amp; &quot;c&quot;">GET /v2/x?&apos;y&apos; answered 200</failure>',
    );
  });
});
