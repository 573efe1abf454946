#!/usr/bin/env node
// Soak test (`npm run soak`, not in CI): the built CLI under 100 concurrent keep-alive connections for SOAK_SECONDS
// (default 60) across every endpoint and scenario. Fails on any transport error, dropped connection or unexpected
// status; prints answers by status, req/s and the server's RSS (start, peak, end). Only talks to 127.0.0.1.
import { execSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import http from 'node:http';
import { join } from 'node:path';

const ROOT = new URL('..', import.meta.url).pathname;
const SECONDS = Number(process.env.SOAK_SECONDS ?? 60);
const CONNECTIONS = 100;
const CLI = join(ROOT, 'dist/esm/src/node/cli.js');

/** The newest modification time under `dir`, in ms. */
function newest(dir) {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs);
  }
  return latest;
}

const newestOf = (path) => (statSync(path).isDirectory() ? newest(path) : statSync(path).mtimeMs);
const sources = Math.max(...['src', 'scenarios', 'fixtures', 'package.json'].map((p) => newestOf(join(ROOT, p))));
if (!existsSync(CLI) || statSync(CLI).mtimeMs < sources) {
  process.stdout.write('soak: building (npm run build)\n');
  execSync('npm run build --silent', { cwd: ROOT, stdio: 'inherit' });
}

const server = spawn(
  process.execPath,
  [...(process.env.SOAK_NODE_FLAGS ?? '').split(' ').filter(Boolean), CLI, '--port', '0', '--log', 'silent'],
  { stdio: ['ignore', 'pipe', 'pipe'] },
);
let serverErr = '';
server.stderr.on('data', (chunk) => {
  serverErr += chunk;
});
const base = await new Promise((resolve, reject) => {
  let out = '';
  server.stdout.on('data', (chunk) => {
    out += chunk;
    const url = /listening on (http:\/\/\S+)/.exec(out)?.[1];
    if (url) resolve(url);
  });
  server.on('exit', (code) => reject(new Error(`the server exited (${code}) before listening: ${serverErr}`)));
});
const { hostname, port } = new URL(base);
if (hostname !== '127.0.0.1') throw new Error(`soak only talks to 127.0.0.1, the server printed ${base}`);

function rssKb() {
  try {
    return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${server.pid}/status`, 'utf8'))?.[1] ?? Number.NaN);
  } catch {
    return Number.NaN;
  }
}

const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
let connections = 0;

/** One request; resolves with status, headers and body, rejects on any transport error or after 10 s. */
function send({ method = 'GET', path, headers = {}, body }) {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: hostname, port, method, path, headers, agent, timeout: 10_000 }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    request.on('socket', (socket) => {
      if (!socket.soakCounted) {
        socket.soakCounted = true;
        connections++;
      }
    });
    request.on('timeout', () => request.destroy(new Error('no answer within 10 s')));
    request.on('error', reject);
    request.end(body);
  });
}

const AUTH = { authorization: 'Bearer soak' };
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const ids = Array.from({ length: 6 }, (_, i) => `00000000-0000-4000-8000-00000000000${i + 1}`);
const list = await send({ path: '/v2/application-keys?page[limit]=30', headers: AUTH });
const keyIds = JSON.parse(list.body.toString()).data.map((key) => key.id);
const LIFECYCLE = ['paused', 'canceled', 'resumed', 'closed', 'suspended'];
const pick = (items) => items[Math.floor(Math.random() * items.length)];

// Each case: what to send and the one status it must get. 4xx cases are deliberate; 429 and 500 are scenarios.
const CASES = [
  [8, () => ({ path: '/v2/application-keys' })],
  [4, () => ({ path: `/v2/application-keys?page[offset]=${Math.floor(Math.random() * 40)}&page[limit]=5` })],
  [
    4,
    () => ({
      path: `/v2/application-keys?scenario=many-keys&page[offset]=${Math.floor(Math.random() * 10_000)}&page[limit]=100`,
    }),
  ],
  [2, () => ({ path: '/v2/application-keys?scenario=empty' })],
  [2, () => ({ path: '/v2/application-keys/?scenario=edge-cases&page[limit]=100' })],
  [6, () => ({ path: `/v2/application-keys/${pick(keyIds)}` })],
  [6, () => ({ path: `/subscriptions/subscriptions/${pick(ids)}?include=products,plans` })],
  [
    4,
    () => ({
      path: `/v2/subscriptions/subscriptions/${ids[0]}`,
      headers: { ...AUTH, 'x-emulator-scenario': pick(LIFECYCLE) },
    }),
  ],
  [2, () => ({ path: `/subscriptions/subscriptions/${ids[0]}?scenario=edge-cases&include=plans` })],
  [4, () => ({ method: 'POST', path: '/oauth/access_token', headers: FORM, body: 'grant_type=implicit&client_id=a' })],
  [
    2,
    () => ({
      method: 'POST',
      path: '/oauth/access_token',
      headers: { 'content-type': 'application/json' },
      body: '{"grant_type":"client_credentials","client_id":"a","client_secret":"b"}',
    }),
  ],
  [2, () => ({ method: 'HEAD', path: '/v2/application-keys' })],
  [2, () => ({ path: '/__emulator/health', headers: {} })],
  [1, () => ({ path: '/__emulator/scenarios', headers: {} })],
  [
    1,
    () => ({
      method: 'OPTIONS',
      path: '/v2/application-keys',
      headers: { origin: 'http://localhost:3000', 'access-control-request-method': 'GET' },
    }),
    204,
  ],
  [3, () => ({ path: '/v2/application-keys?scenario=rate-limited' }), 429],
  [
    3,
    () => ({
      path: `/subscriptions/subscriptions/${ids[0]}`,
      headers: { ...AUTH, 'x-emulator-scenario': 'server-error' },
    }),
    500,
  ],
  [1, () => ({ method: 'POST', path: '/oauth/access_token?scenario=rate-limited', headers: FORM, body: 'x=1' }), 429],
  [2, () => ({ path: '/v2/application-keys/no-such-key' }), 404],
  [2, () => ({ path: '/v2/application-keys?page[limit]=0' }), 400],
  [1, () => ({ path: '/subscriptions/subscriptions/not-a-uuid' }), 400],
  [1, () => ({ path: '/v2/application-keys?scenario=nope' }), 400],
  [1, () => ({ path: '/v2/application-keys', headers: {} }), 401],
  [1, () => ({ method: 'DELETE', path: '/v2/application-keys' }), 405],
  [1, () => ({ path: '/nowhere' }), 404],
  [
    1,
    () => ({ method: 'POST', path: '/oauth/access_token', headers: { 'content-type': 'text/plain' }, body: 'x' }),
    415,
  ],
  [1, () => ({ method: 'POST', path: '/oauth/access_token', headers: FORM, body: 'grant_type=password' }), 400],
  [1, () => ({ method: 'POST', path: '/oauth/access_token', headers: FORM, body: 'a'.repeat(17_000) }), 413],
].flatMap(([weight, make, status = 200]) => Array.from({ length: weight }, () => ({ make, status })));

const byStatus = new Map();
const failures = [];
let answered = 0;
const deadline = Date.now() + SECONDS * 1000;

async function worker() {
  while (Date.now() < deadline) {
    const { make, status } = pick(CASES);
    const request = make();
    request.headers ??= AUTH;
    try {
      const answer = await send(request);
      answered++;
      byStatus.set(answer.status, (byStatus.get(answer.status) ?? 0) + 1);
      const scenario = answer.headers['x-emulator-scenario'];
      let problem = answer.status === status ? '' : `status ${answer.status}, expected ${status}`;
      if (!scenario) problem ||= 'no X-Emulator-Scenario';
      if (answer.status >= 400 && !JSON.parse(answer.body.toString()).errors) problem ||= 'not the error envelope';
      if (problem) failures.push(`${request.method ?? 'GET'} ${request.path}: ${problem}`);
    } catch (error) {
      failures.push(`${request.method ?? 'GET'} ${request.path}: ${error.code ?? ''} ${error.message}`);
    }
  }
}

const mb = (kb) => `${(kb / 1024).toFixed(1)} MB`;
const startRss = rssKb();
let peakRss = startRss;
const sampler = setInterval(() => {
  peakRss = Math.max(peakRss, rssKb());
}, 1000);
const progress = setInterval(
  () => process.stdout.write(`soak: ${answered} answers, ${failures.length} failures, server RSS ${mb(rssKb())}\n`),
  10_000,
);
const started = performance.now();
process.stdout.write(`soak: ${CONNECTIONS} keep-alive connections to ${base} for ${SECONDS} s\n`);
await Promise.all(Array.from({ length: CONNECTIONS }, worker));
const elapsed = (performance.now() - started) / 1000;
clearInterval(sampler);
clearInterval(progress);
const endRss = rssKb();
peakRss = Math.max(peakRss, endRss);
agent.destroy();

const alive = server.exitCode === null;
const stopped = new Promise((resolve) => server.on('exit', (code) => resolve(code)));
server.kill('SIGTERM');
const exitCode = await Promise.race([stopped, new Promise((resolve) => setTimeout(() => resolve('timeout'), 5000))]);

const statuses = [...byStatus].sort(([a], [b]) => a - b).map(([status, n]) => `${status}: ${n}`);
process.stdout.write(
  [
    `soak: ${answered} answers in ${elapsed.toFixed(1)} s = ${Math.round(answered / elapsed)} req/s`,
    `soak: by status ${statuses.join(', ')}`,
    `soak: connections opened ${connections}, failures ${failures.length}`,
    `soak: server RSS start ${mb(startRss)}, peak ${mb(peakRss)}, end ${mb(endRss)}`,
    `soak: server alive at the end: ${alive}, exit code after SIGTERM: ${exitCode}`,
    ...failures.slice(0, 10).map((failure) => `  failure: ${failure}`),
    '',
  ].join('\n'),
);
const ok = failures.length === 0 && alive && exitCode === 0 && serverErr === '' && answered > 0;
if (serverErr) process.stdout.write(`soak: the server wrote to stderr:\n${serverErr}\n`);
process.stdout.write(ok ? 'soak: PASS\n' : 'soak: FAIL\n');
process.exit(ok ? 0 : 1);
