// The servers under test: the emulator's CLI, the node:http ceiling, Prism (static mode) and json-server 0.17, all
// serving the same three payloads, which are read from the emulator first.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { BENCH, fetchBody, freePort, HOST, PEERS, RESULTS, ROOT, startProcess } from './lib.mjs';

export const SUBSCRIPTION_ID = '00000000-0000-4000-8000-000000000001';
export const WORK = join(RESULTS, 'work');
const LISTENING = /listening on (http:\/\/\S+)/;
const bin = (name) => join(PEERS, 'node_modules', '.bin', name);

/** The three GETs of the throughput section, by label, as paths with their query. */
export function endpoints(keyId) {
  return {
    key: `/v2/application-keys/${keyId}`,
    page: '/v2/application-keys?page[limit]=25',
    sub: `/subscriptions/subscriptions/${SUBSCRIPTION_ID}?include=products,plans`,
  };
}

export const ENDPOINT_LABELS = {
  key: 'GET one key',
  page: 'GET page of 25',
  sub: 'GET subscription ?include=products,plans',
};

export function startEmulator(extra = []) {
  return startProcess(
    process.execPath,
    [join(ROOT, 'dist/esm/src/node/cli.js'), '--port', '0', '--log', 'silent', ...extra],
    {
      ready: LISTENING,
    },
  );
}

/** Reads the three bodies (and the emulator's headers) so every baseline can send the very same bytes. */
export async function capturePayloads(emulatorUrl) {
  const list = await fetchBody(`${emulatorUrl}/v2/application-keys?page[limit]=25`);
  const keyId = JSON.parse(list.body).data[0].id;
  const paths = endpoints(keyId);
  const payloads = {};
  for (const [label, path] of Object.entries(paths)) {
    const { body, headers } = await fetchBody(emulatorUrl + path);
    for (const name of ['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding'])
      delete headers[name];
    payloads[label] = { path, body, headers };
  }
  return { keyId, paths, payloads };
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
    },
  };
  writeFileSync(join(WORK, 'openapi.json'), JSON.stringify(openapi, null, 2));

  // json-server: each payload is a singular resource, and routes map the emulator's paths onto them.
  const db = {
    key: JSON.parse(payloads.key.body),
    page: JSON.parse(payloads.page.body),
    sub: JSON.parse(payloads.sub.body),
  };
  writeFileSync(join(WORK, 'db.json'), JSON.stringify(db));
  const routes = {
    '/v2/application-keys/:id': '/key',
    // express-urlrewrite matches the whole URL, query included.
    '/v2/application-keys\\?(.*)': '/page',
    '/subscriptions/subscriptions/:id': '/sub',
  };
  writeFileSync(join(WORK, 'routes.json'), JSON.stringify(routes, null, 2));
  // json-server pretty-prints (json spaces 2) by default; compact output sends the emulator's very bytes.
  writeFileSync(
    join(WORK, 'compact.cjs'),
    "module.exports = (req, res, next) => { req.app.set('json spaces', 0); next(); };\n",
  );
  return paths;
}

export function startStatic() {
  return startProcess(process.execPath, [join(BENCH, 'static-server.mjs'), join(WORK, 'payloads.json')], {
    ready: LISTENING,
  });
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

/** Starts the emulator on a known port, for the cold start (spawn to first 200 polls a port picked beforehand). */
export async function startEmulatorOnPort(readyPath) {
  const port = await freePort();
  const args = [join(ROOT, 'dist/esm/src/node/cli.js'), '--port', String(port), '--log', 'silent'];
  return startProcess(process.execPath, args, { ready: `http://${HOST}:${port}${readyPath}` });
}
