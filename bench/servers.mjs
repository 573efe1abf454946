// The servers under test: the emulator's CLI, the node:http ceiling, Prism (static mode) and json-server 0.17, all
// serving the same four payloads, which are read from the emulator first.
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  AUTH,
  BENCH,
  CLI,
  fetchBody,
  freePort,
  HOST,
  JSON_HEADERS,
  PEERS,
  RESULTS,
  sessionHeaders,
  startProcess,
} from './lib.mjs';

export const SUBSCRIPTION_ID = '00000000-0000-4000-8000-000000000001';
export const WORK = join(RESULTS, 'work');
const LISTENING = /listening on (http:\/\/\S+)/;
const bin = (name) => join(PEERS, 'node_modules', '.bin', name);

/** The page of the subscription list: `many-subscriptions`, so that the page is full (25 of 2,000). */
export const LIST_QUERY = 'page[limit]=25&include=plans&scenario=many-subscriptions';

/** The four GETs of the throughput section, by label, as paths with their query. */
export function endpoints(keyId) {
  return {
    key: `/v2/application-keys/${keyId}`,
    page: '/v2/application-keys?page[limit]=25',
    sub: `/subscriptions/subscriptions/${SUBSCRIPTION_ID}?include=products,plans`,
    list: `/v2/subscriptions/subscriptions?${LIST_QUERY}`,
  };
}

export const ENDPOINT_LABELS = {
  key: 'GET one key',
  page: 'GET page of 25',
  sub: 'GET subscription ?include=products,plans',
  list: 'GET subscription list, page of 25, include=plans',
};

export const SHORT_LABELS = {
  key: 'one key',
  page: 'page of 25 keys',
  sub: 'one subscription',
  list: 'subscription list',
};

/**
 * The emulator's CLI on `port` (0: a free one), `extra` more flags, `nodeArgs` flags of node itself; resolves when
 * it prints where it listens. `options` go to startProcess.
 */
export function startEmulator(extra = [], port = 0, nodeArgs = [], options = {}) {
  return startProcess(process.execPath, [...nodeArgs, CLI, '--port', String(port), '--log', 'silent', ...extra], {
    ready: LISTENING,
    ...options,
  });
}

/**
 * A server process that can be replaced by a new one on the same port: `start(port)` starts one (port 0: a free
 * one). { url, pid(), proc(), restart(), stop(), restarts }.
 */
async function restartable(start) {
  let current = await start(0);
  const port = new URL(current.url).port;
  const server = {
    url: current.url,
    restarts: 0,
    pid: () => current.proc.pid,
    proc: () => current.proc,
    async restart() {
      await current.stop();
      current = await start(port);
      server.restarts++;
      if (current.url !== server.url) throw new Error(`restarted on ${current.url}, not ${server.url}`);
    },
    stop: () => current.stop(),
  };
  return server;
}

/**
 * An emulator process that can be replaced by a new one on the same port (so that its bodies, whose links carry the
 * port, stay byte for byte the same).
 */
export function restartableEmulator(extra = []) {
  return restartable((port) => startEmulator(extra, port));
}

/**
 * Starts a baseline into `servers[name]`: { available: true, url, ... } or { available: false, reason } when its
 * install failed (`installFailure`) or it did not start.
 */
export async function tryStart(servers, name, start, installFailure) {
  if (installFailure) {
    servers[name] = { available: false, reason: installFailure };
    return;
  }
  try {
    servers[name] = { available: true, ...(await start()) };
  } catch (error) {
    servers[name] = { available: false, reason: `did not start: ${error.message.split('\n')[0].slice(0, 300)}` };
  }
}

/** The body of a key create, as the bench sends it. */
export const KEY_BODY = JSON.stringify({
  data: { type: 'application_key', name: 'bench key', reserved_rate_limit: 0 },
});

/**
 * An autocannon sequence per connection: create a key in `session`, then delete it (the POST's answer gives the id
 * the DELETE names).
 */
export function createThenDelete(session) {
  return [
    {
      method: 'POST',
      path: '/v2/application-keys',
      headers: { ...JSON_HEADERS, 'x-emulator-session': session },
      body: KEY_BODY,
      onResponse: (_status, body, context) => {
        context.id = /"id":"([^"]+)"/.exec(body)?.[1] ?? 'missing';
      },
    },
    {
      method: 'DELETE',
      headers: sessionHeaders(session),
      setupRequest: (request, context) => ({ ...request, path: `/v2/application-keys/${context.id}` }),
    },
  ];
}

export const sha = (text) => createHash('sha256').update(text).digest('hex').slice(0, 16);

/** Reads the four bodies (and the emulator's headers) so every baseline can send the very same bytes. */
export async function capturePayloads(emulatorUrl) {
  const list = await fetchBody(`${emulatorUrl}/v2/application-keys?page[limit]=25`);
  const keyId = JSON.parse(list.body).data[0].id;
  const paths = endpoints(keyId);
  const payloads = {};
  for (const [label, path] of Object.entries(paths)) {
    const { body, headers } = await fetchBody(emulatorUrl + path);
    for (const name of ['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding'])
      delete headers[name];
    payloads[label] = { path, body, headers, bytes: Buffer.byteLength(body), sha: sha(body) };
  }
  return { keyId, paths, payloads };
}

/**
 * Fetches every path from a server and compares the body with the emulator's, byte for byte; resolves with the
 * labels whose body differs (empty when all match).
 */
export async function checkSameBytes(url, payloads) {
  const differ = [];
  for (const [label, { path, sha: wanted }] of Object.entries(payloads)) {
    const { body } = await fetchBody(url + path, AUTH).catch((error) => ({ body: `(${error.message})` }));
    if (sha(body) !== wanted) differ.push(label);
  }
  return differ;
}

/** Writes the payload file of the node:http server, Prism's OpenAPI document and json-server's db and routes. */
export function writePeerDocs({ paths, payloads }) {
  mkdirSync(WORK, { recursive: true });
  writeFileSync(join(WORK, 'payloads.json'), JSON.stringify(payloads));

  const json = (label) => ({
    description: 'OK',
    content: { 'application/json': { example: JSON.parse(payloads[label].body) } },
  });
  const pathParam = (name) => ({ name, in: 'path', required: true, schema: { type: 'string' } });
  const queryParam = (name, type) => ({ name, in: 'query', required: false, schema: { type } });
  const openapi = {
    openapi: '3.0.3',
    info: { title: 'commerce-emulator bench', version: '1.0.0' },
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    security: [{ bearer: [] }],
    paths: {
      '/v2/application-keys': {
        get: { parameters: [queryParam('page[limit]', 'integer')], responses: { 200: json('page') } },
      },
      '/v2/application-keys/{id}': { get: { parameters: [pathParam('id')], responses: { 200: json('key') } } },
      '/subscriptions/subscriptions/{id}': {
        get: { parameters: [pathParam('id'), queryParam('include', 'string')], responses: { 200: json('sub') } },
      },
      '/v2/subscriptions/subscriptions': {
        get: {
          parameters: [
            queryParam('page[limit]', 'integer'),
            queryParam('include', 'string'),
            queryParam('scenario', 'string'),
          ],
          responses: { 200: json('list') },
        },
      },
    },
  };
  writeFileSync(join(WORK, 'openapi.json'), JSON.stringify(openapi, null, 2));

  // json-server: each payload is a singular resource, and routes map the emulator's paths onto them.
  const db = Object.fromEntries(Object.keys(payloads).map((label) => [label, JSON.parse(payloads[label].body)]));
  writeFileSync(join(WORK, 'db.json'), JSON.stringify(db));
  const routes = {
    '/v2/application-keys/:id': '/key',
    // express-urlrewrite matches the whole URL, query included.
    '/v2/application-keys\\?(.*)': '/page',
    '/subscriptions/subscriptions/:id': '/sub',
    '/v2/subscriptions/subscriptions\\?(.*)': '/list',
  };
  writeFileSync(join(WORK, 'routes.json'), JSON.stringify(routes, null, 2));
  // json-server pretty-prints (json spaces 2) by default; compact output sends the emulator's very bytes.
  writeFileSync(
    join(WORK, 'compact.cjs'),
    "module.exports = (req, res, next) => { req.app.set('json spaces', 0); next(); };\n",
  );
  return paths;
}

/** The node:http ceiling serving the payloads of `file` (default: the throughput section's) on `port` (0: a free one). */
export function startStatic(file = join(WORK, 'payloads.json'), port = 0) {
  return startProcess(process.execPath, [join(BENCH, 'static-server.mjs'), file, String(port)], { ready: LISTENING });
}

/**
 * The node:http ceiling as a process that can be replaced by a new one on the same port, like the emulator's
 * (restartableEmulator): a section that measures each run in new emulator processes gives the ceiling new ones too,
 * so that both ratios' sides are medians over as many processes (a node:http process's speed varies from one to the
 * next as well: GET one key at 15.1-17.9 µs of CPU an answer over five processes, 51,000-64,000 answers a second).
 */
export function restartableStatic(file) {
  return restartable((port) => startStatic(file, port));
}

export async function startPrism(readyPath) {
  const port = await freePort();
  const args = ['mock', join(WORK, 'openapi.json'), '--port', String(port), '--host', HOST, '-v', 'silent'];
  return startProcess(bin('prism'), args, { ready: `http://${HOST}:${port}${readyPath}`, timeoutMs: 60_000 });
}

export async function startJsonServer(readyPath) {
  const port = await freePort();
  const args = [join(WORK, 'db.json'), '--port', String(port), '--host', HOST, '--quiet', '--ro'];
  args.push('--routes', join(WORK, 'routes.json'), '--middlewares', join(WORK, 'compact.cjs'));
  return startProcess(bin('json-server'), args, { ready: `http://${HOST}:${port}${readyPath}` });
}

/**
 * Starts the emulator on a known port, for the cold start (spawn to first 200 polls a port picked beforehand);
 * `extra` are more flags (`--scenarios DIR`), `nodeArgs` flags of node itself (`--cpu-prof`).
 */
export async function startEmulatorOnPort(readyPath, extra = [], nodeArgs = []) {
  const port = await freePort();
  const args = [...nodeArgs, CLI, '--port', String(port), '--log', 'silent', ...extra];
  return startProcess(process.execPath, args, { ready: `http://${HOST}:${port}${readyPath}` });
}

/** The peers' documents without a throughput run (BENCH_ONLY=cold): the payloads read from a short-lived emulator. */
export async function preparePeerDocs() {
  const emulator = await startEmulator();
  try {
    return writePeerDocs(await capturePayloads(emulator.url));
  } finally {
    await emulator.stop();
  }
}
