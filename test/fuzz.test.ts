import http from 'node:http';
import fc from 'fast-check';
import { getResponse } from 'msw';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmulator, type RunningServer } from '../src/index.js';
import { ROUTES } from '../src/routes/index.js';
import * as schemas from '../src/schemas/index.js';
import { classify as classifyIn } from './support/classify.js';
import { rawRequest } from './support/http.js';
import { getJson } from './support/inprocess.js';

// Requests from the API's grammar and near misses, through the real HTTP server and the MSW handlers. `npm test`
// runs about 2,400 of them (each through both adapters); `npm run fuzz` sets FUZZ_RUNS=20000.
const RUNS = Number(process.env.FUZZ_RUNS ?? 2400);
const MSW_BASE = 'http://api.test';
const WELL_KNOWN = Object.values(createEmulator().ids);

type Sample = { method: string; path: string; query: [string, string | null][]; headers: Record<string, string> } & {
  body: string | undefined;
};
type Answer = { status: number; headers: Headers; body: string };

const emulator = createEmulator();
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
let server: RunningServer;
let keyIds: string[] = [];
const invoicePaths: string[] = [];

beforeAll(async () => {
  server = await emulator.listen();
  const list = await getJson(emulator, '/v2/application-keys?page[limit]=3');
  keyIds = schemas.applicationKeyListSchema.parse(list.body).data.map((key) => key.id);
  // Invoices and payments of ...001 and ...005 (which has failed payments): real ids for the grammar.
  for (const id of [WELL_KNOWN[0], WELL_KNOWN[4]]) {
    const invoices = await getJson(emulator, `/v2/subscriptions/subscriptions/${id}/invoices`);
    for (const invoice of schemas.invoiceListSchema.parse(invoices.body).data) {
      const at = `/subscriptions/subscriptions/${id}/invoices/${invoice.id}`;
      invoicePaths.push(at, `${at}/payments`);
      const payments = await getJson(emulator, `/v2${at}/payments`);
      for (const payment of schemas.invoicePaymentListSchema.parse(payments.body).data) {
        invoicePaths.push(`${at}/payments/${payment.id}`);
      }
    }
  }
});
afterAll(async () => {
  agent.destroy();
  await server.close();
});

/** Percent-encodes what a client could not send raw, keeping `%` and `+` so that bad escapes get through. */
const pctByte = (byte: number) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
const pctEscape = (text: string) =>
  text.replace(/[^A-Za-z0-9\-._~!$'()*+,;=:@%[\]]/gu, (char) => [...Buffer.from(char)].map(pctByte).join(''));

const w = <T>(weight: number, arbitrary: fc.Arbitrary<T>) => ({ weight, arbitrary });
const TRICKY = ['%', '%zz', '%E0%A4%A', '%00', '%2F', '%2e%2e', '..', '.', '__proto__', 'constructor', '+', '%20'];
const garbage = fc.oneof(fc.constantFrom(...TRICKY), fc.string({ unit: 'binary', maxLength: 12 }).map(pctEscape));
const odd = fc.constantFrom('', '__proto__', 'constructor', 'DEFAULT', 'nope', 'paused ');
const scenarioName = () => fc.oneof(w(8, fc.constantFrom(...emulator.scenarios)), w(1, odd), w(1, garbage));
const uuid = fc.oneof(
  w(3, fc.constantFrom(...WELL_KNOWN)),
  w(2, fc.constant(WELL_KNOWN[0] as string)),
  w(1, fc.uuid()),
  w(
    1,
    fc.uuid().map((id) => id.toUpperCase()),
  ),
);
const keyId = fc.oneof(
  w(
    3,
    fc.nat(2).map((i) => keyIds[i] ?? 'none'),
  ),
  w(1, uuid),
  w(1, garbage),
);
/** What follows a subscription id: nothing, its states, or its invoices (the ids of other records, mostly). */
const below = fc.oneof(
  w(3, fc.constant('')),
  w(4, fc.constant('/states')),
  w(2, fc.constant('/invoices')),
  w(
    1,
    uuid.map((id) => `/invoices/${id}`),
  ),
  w(
    1,
    fc.tuple(uuid, uuid).map(([id, payment]) => `/invoices/${id}/payments/${payment}`),
  ),
);
/** Paths of real invoices and payments of ...001 and ...005, gathered before the run. */
const invoicePath = fc
  .tuple(fc.constantFrom('', '/v2'), fc.nat())
  .map(([prefix, i]) => `${prefix}${invoicePaths[i % Math.max(1, invoicePaths.length)] ?? '/none'}`);
const subscriptionPath = fc
  .tuple(fc.constantFrom('', '/v2'), fc.oneof(w(4, uuid), w(1, garbage), w(2, fc.constant(''))), below)
  .map(([prefix, id, rest]) => `${prefix}/subscriptions/subscriptions${id === '' ? '' : `/${id}${rest}`}`);
const apiPath = fc.oneof(
  w(3, fc.constant('/v2/application-keys')),
  w(
    2,
    keyId.map((id) => `/v2/application-keys/${id}`),
  ),
  w(3, subscriptionPath),
  w(1, invoicePath),
  w(2, fc.constant('/oauth/access_token')),
);
const pageValue = fc.oneof(
  w(6, fc.integer({ min: 0, max: 110 }).map(String)),
  w(2, fc.integer({ min: 0, max: 10_001 }).map(String)),
  w(2, fc.constantFrom('0', '1', '25', '100', '101', '10000', '10001')),
  w(2, fc.constantFrom('-1', '-0', '1e3', '1e309', '0x10', '%205', '5%20', '+5', 'NaN', '1.5')),
  w(1, fc.constantFrom('99999999999999999999', '', '%zz', '%2B5')),
);
const param = fc.oneof(
  w(4, fc.tuple(fc.constantFrom('page[offset]', 'page%5Boffset%5D', 'page[limit]'), pageValue)),
  w(2, fc.tuple(fc.constant('page%5Blimit%5D'), pageValue)),
  w(2, fc.tuple(fc.constant('include'), fc.constantFrom('products', 'plans', 'products,plans', 'x', ''))),
  w(
    2,
    fc.tuple(
      fc.constant('filter'),
      fc.oneof(
        fc.constantFrom(
          'eq(account_id,x)',
          'eq(name,Ada%20L)',
          'eq(email,a@b.c):eq(name,x)',
          'lt(name,x)',
          'eq(color,x)',
        ),
        garbage,
      ),
    ),
  ),
  w(2, fc.tuple(fc.constant('scenario'), scenarioName().map(pctEscape))),
  // Fresh sessions, where the world's keys and states are as built, and names that are not valid.
  w(4, fc.tuple(fc.constant('session'), fc.oneof(w(4, fc.stringMatching(/^[a-z]{1,3}$/)), w(1, garbage)))),
  w(1, fc.tuple(fc.constantFrom('__proto__[x]', 'constructor', 'foo', 'page'), garbage)),
  w(1, fc.tuple(garbage, fc.constant(null))),
);
const header = (value: fc.Arbitrary<string>) => fc.option(value, { nil: undefined, freq: 2 });
const visible = fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)) });
const AUTH_VARIANTS = ['bearer t', 'Bearer', 'Bearer ', 'Basic dXNlcjpwYXNz', 'Bearer a b', 'Token t', 'Bearer\tt', ''];
const FORM = 'application/x-www-form-urlencoded';
const TYPES = [FORM, FORM, `${FORM}; charset=utf-8`, 'application/json', 'application/json', 'application/json'];
TYPES.push('APPLICATION/JSON', 'text/plain', 'application/xml');
const headers = fc
  .record({
    authorization: fc.oneof(
      w(6, fc.constant('Bearer fuzz-token')),
      w(2, fc.constantFrom(...AUTH_VARIANTS)),
      w(
        1,
        visible.map((text) => `Bearer ${text}`),
      ),
      w(1, fc.constant(undefined)),
    ),
    'x-emulator-scenario': header(scenarioName().filter((name) => /^[\x20-\x7e]*$/.test(name))),
    'content-type': header(fc.constantFrom(...TYPES)),
    accept: header(visible),
  })
  .map((record) => JSON.parse(JSON.stringify(record)) as Record<string, string>); // drops the undefined ones
/** Mostly a JSON content type, for the routes that read JSON bodies. */
const jsonHeaders = fc
  .tuple(
    headers,
    fc.constantFrom('application/json', 'application/json; charset=utf-8', 'application/vnd.api+json', 'text/plain'),
  )
  .map(([record, type]) => ({ ...record, 'content-type': type }));
const field = (name: string, values: string[]) => fc.option(fc.constantFrom(...values.map((v) => `${name}=${v}`)));
const form = fc
  .tuple(
    field('grant_type', ['implicit', 'client_credentials', 'implicit', 'client_credentials', 'password', '%zz']),
    field('client_id', ['abc', 'abc', '']),
    field('client_secret', ['s3cret', 's3cret', '']),
    fc.option(garbage),
  )
  .map((parts) => parts.filter((part) => part !== null).join('&'));
const json = fc.jsonValue({ maxDepth: 2 }).map((value) => JSON.stringify(value) ?? '');
const writeBody = fc
  .record({
    type: fc.constantFrom('application_key', 'subscription_state', 'other'),
    name: fc.oneof(fc.string({ maxLength: 5 }), fc.constant('x'.repeat(256)), fc.constant(undefined)),
    reserved_rate_limit: fc.oneof(fc.integer({ min: -1, max: 120 }), fc.constant(undefined), fc.constant(1.5)),
    attributes: fc.oneof(
      fc.record({ action: fc.constantFrom('pause', 'resume', 'cancel', 'stop') }),
      fc.constant(undefined),
    ),
  })
  .map((data) => JSON.stringify({ data }));
const big = fc.integer({ min: 16_000, max: 17_000 }).map((n) => `grant_type=implicit&x=${'a'.repeat(n)}`);
// Well-formed writes for the route a request goes to, so that most get past validation to the rules (201, 204, 409).
const goodKey = fc
  .record({ type: fc.constant('application_key'), name: fc.constant('Fuzz key'), reserved_rate_limit: fc.nat(30) })
  .map((data) => JSON.stringify({ data }));
const goodState = fc
  .record({
    type: fc.constant('subscription_state'),
    attributes: fc.record({ action: fc.constantFrom('pause', 'resume', 'cancel') }),
  })
  .map((data) => JSON.stringify({ data }));
const anyBody = fc.oneof(w(4, form), w(3, writeBody), w(1, json), w(1, fc.string({ maxLength: 40 })), w(1, big));
const GOOD: Record<string, fc.Arbitrary<string>> = {
  createApplicationKey: goodKey,
  updateApplicationKey: goodKey,
  createSubscriptionState: goodState,
  createAccessToken: form,
};
// Methods Node's parser knows: an unknown token is refused before the emulator sees it (test/hardening.test.ts).
const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'PROPFIND', 'PURGE'];
const sample = (path: fc.Arbitrary<string>) =>
  fc.tuple(path, fc.nat(), fc.boolean()).chain(([at, pick, head]) => {
    // Mostly a method the path takes, so that most requests get past the route check, and a body fit for it.
    const routes = routesAt(at);
    const route = routes[pick % Math.max(1, routes.length)];
    const natural = route === undefined ? 'GET' : route.method === 'GET' && head ? 'HEAD' : route.method;
    const good = route && GOOD[route.operation];
    return fc.record({
      method: fc.oneof(w(4, fc.constant(natural)), w(1, fc.constantFrom(...METHODS))),
      path: fc.constant(at),
      query: fc.array(param, { maxLength: 3 }),
      headers: good === goodKey || good === goodState ? jsonHeaders : headers,
      body: good ? fc.oneof(w(6, good), w(2, anyBody), w(1, big)) : anyBody,
    });
  });

/** Near misses: one segment of a known path replaced, dropped, doubled or changed in case, or a slash added. */
const nearMiss = fc
  .tuple(apiPath, fc.nat(), fc.constantFrom('replace', 'drop', 'double', 'upper', 'insert', 'slashes'), garbage)
  .map(([path, at, how, junk]) => {
    const segments = path.split('/').slice(1);
    const i = at % segments.length;
    if (how === 'replace') segments[i] = junk;
    if (how === 'drop') segments.splice(i, 1);
    if (how === 'double') segments.splice(i, 0, segments[i] ?? '');
    if (how === 'upper') segments[i] = (segments[i] ?? '').toUpperCase();
    if (how === 'insert') segments.splice(i, 0, junk);
    return `/${segments.join('/')}${how === 'slashes' ? '//' : ''}`;
  })
  .filter((path) => !path.startsWith('/__emulator'));
const withSlash = fc.tuple(apiPath, fc.constantFrom('', '', '/')).map(([path, slash]) => path + slash);

function target({ path, query }: Sample): string {
  const text = query.map(([key, value]) => (value === null ? key : `${key}=${value}`)).join('&');
  return text === '' ? path : `${path}?${text}`;
}

async function viaHttp(sample: Sample): Promise<Answer> {
  const { method } = sample;
  const body = method === 'GET' || method === 'HEAD' ? undefined : sample.body;
  const answer = await rawRequest({
    base: server.url,
    method,
    path: target(sample),
    headers: sample.headers,
    body,
    agent,
  });
  return { status: answer.status, headers: new Headers(answer.headers as Record<string, string>), body: answer.body };
}

async function viaMsw(sample: Sample): Promise<Answer | undefined> {
  const { method, headers } = sample;
  const body = method === 'GET' || method === 'HEAD' ? undefined : sample.body;
  const response = await getResponse(
    emulator.handlers,
    new Request(`${MSW_BASE}${target(sample)}`, { method, headers, body }),
  );
  return response && { status: response.status, headers: response.headers, body: await response.text() };
}

/** The routes at a path, read off the route table. */
const routesAt = (path: string) => ROUTES.routesAt(path);
const classify = (path: string, method?: string) => classifyIn(ROUTES, path, method);
const operationOf = (path: string, method?: string) => {
  const found = classify(path, method);
  return typeof found === 'string' ? found : found.operation;
};

/** The contract every answer keeps, whatever was asked. */
function check(sample: Sample, answer: Answer, pathname: string): void {
  const scenario = answer.headers.get('x-emulator-scenario');
  expect(emulator.scenarios, 'X-Emulator-Scenario').toContain(scenario);
  const asked = `${target(sample)} ${sample.headers['x-emulator-scenario'] ?? ''}`;
  if (answer.status >= 500) {
    expect([answer.status, scenario]).toEqual([500, 'server-error']);
    expect(asked).toContain('server-error');
  }
  if (answer.status === 429) expect([answer.headers.get('retry-after'), scenario]).toEqual(['30', 'rate-limited']);
  if (answer.status === 405) expect(answer.headers.get('allow')).toBeTruthy();
  if (sample.method === 'HEAD' || answer.status === 204) {
    expect(answer.body).toBe('');
    if (answer.status === 204) {
      const route = classify(pathname, sample.method);
      expect(typeof route === 'string' ? route : route.success.status).toBe(204);
    }
    return;
  }
  const json = JSON.parse(answer.body);
  if (answer.status >= 400) {
    expect(schemas.errorBodySchema.parse(json).errors[0]?.status).toBe(String(answer.status));
    return;
  }
  const route = classify(pathname, sample.method);
  if (typeof route === 'string') throw new Error(`${answer.status} on ${pathname}, which no route serves (${route})`);
  expect(answer.status, `${sample.method} ${pathname}`).toBe(route.success.status);
  if (route.success.schema === null) throw new Error(`${answer.status} with a body on ${pathname}, which has none`);
  route.success.schema.parse(json);
}

/** A request per route of the route table, with real ids and a valid body, answered with success in a fresh session. */
function wellFormed(): Sample[] {
  const headers = { authorization: 'Bearer fuzz', 'content-type': 'application/json' };
  const key = JSON.stringify({ data: { type: 'application_key', name: 'Example', reserved_rate_limit: 0 } });
  const pause = JSON.stringify({ data: { type: 'subscription_state', attributes: { action: 'pause' } } });
  const form = 'grant_type=client_credentials&client_id=a&client_secret=b';
  const invoice = invoicePaths.find((path) => /invoices\/[^/]+$/.test(path)) as string;
  const payment = invoicePaths.find((path) => /payments\/[^/]+$/.test(path)) as string;
  const sub = `/v2/subscriptions/subscriptions/${WELL_KNOWN[0]}`;
  const requests: [string, string, string | undefined][] = [
    ['GET', '/v2/application-keys', undefined],
    ['POST', '/v2/application-keys', key],
    ['GET', `/v2/application-keys/${keyIds[0]}`, undefined],
    ['PUT', `/v2/application-keys/${keyIds[0]}`, key],
    ['DELETE', `/v2/application-keys/${keyIds[1]}`, undefined],
    ['GET', '/v2/subscriptions/subscriptions', undefined],
    ['GET', sub, undefined],
    ['GET', `${sub}/states`, undefined],
    ['POST', `${sub}/states`, pause],
    ['GET', `${sub}/invoices`, undefined],
    ['GET', `/v2${invoice}`, undefined],
    ['GET', `/v2${invoice}/payments`, undefined],
    ['GET', `/v2${payment}`, undefined],
    ['POST', '/oauth/access_token', form],
  ];
  return requests.map(([method, path, body]) => ({
    method,
    path,
    query: [['session', 'well-formed']],
    headers: path === '/oauth/access_token' ? { 'content-type': FORM } : headers,
    body,
  }));
}

/** Statuses and kinds of path seen: the generators must reach every class of answer. */
const seen = new Set<string>();

async function run(sample: Sample): Promise<void> {
  const answer = await viaHttp(sample);
  seen.add(`${answer.status} ${operationOf(sample.path, sample.method)}`);
  check(sample, answer, sample.path);
  if (classify(sample.path) === 'none') expect(answer.status).toBe(404);
  const url = new URL(`${MSW_BASE}${target(sample)}`);
  const mocked = await viaMsw(sample);
  if (mocked === undefined) expect(classify(url.pathname), `MSW let ${url.pathname} through`).toBe('none');
  else check(sample, mocked, url.pathname);
}

async function expectNormalAnswer(): Promise<void> {
  const sample = { method: 'GET', path: '/v2/application-keys', query: [], headers: { authorization: 'Bearer x' } };
  expect((await viaHttp({ ...sample, body: undefined })).status).toBe(200);
}

describe('fuzz: every answer keeps the contract, over HTTP and MSW', () => {
  const options = { numRuns: Math.ceil(RUNS / 2), endOnFailure: true };
  it('requests from the API grammar', { timeout: 600_000 }, async () => {
    // One well-formed request per route runs first, so that every route's success answer is checked on every run.
    const examples = wellFormed().map((example): [Sample] => [example]);
    await fc.assert(fc.asyncProperty(sample(withSlash), run), { ...options, examples });
    await expectNormalAnswer();
    if (RUNS < 1000) return;
    const statuses = new Set([...seen].map((key) => Number(key.split(' ')[0])));
    const wanted = [200, 201, 204, 400, 401, 404, 405, 409, 413, 415, 429, 500];
    expect([...statuses]).toEqual(expect.arrayContaining(wanted));
    const succeeded = [...seen].filter((key) => /^2/.test(key)).map((key) => key.split(' ')[1]);
    expect(new Set(succeeded)).toEqual(new Set(ROUTES.routes.map((route) => route.operation)));
  });

  it('near misses of the known paths', { timeout: 600_000 }, async () => {
    await fc.assert(fc.asyncProperty(sample(fc.oneof(nearMiss, withSlash)), run), options);
    await expectNormalAnswer();
  });
});
