// What one answer costs, in measures the machine's noise does not move (not part of `npm run bench`):
//   node bench/per-answer.mjs instructions [LABEL,...]   instructions per answer (valgrind --tool=callgrind, user
//                                                        space only) of the standalone emulator and of node:http
//                                                        sending the emulator's very bytes, after a warm-up
//   node bench/per-answer.mjs loop [LABEL,...]           ns per answer of the emulator's own JavaScript: its node:http
//                                                        listener called in a loop with a fake request and response
// LABEL: key, page, sub, list, offering, invoices, writes (default: key,page,offering,invoices). `writes` (instructions
// only) is a create then a delete of a key per connection, in session `writes`, an answer each; node:http reads each
// request's body and sends the emulator's answer to a create, or its 204. Uses the built dist/ (BENCH_PKG for another
// copy; PER_ANSWER_ARGS for more emulator flags, '--journal 0' say); PER_ANSWER_N answers are counted (default 20,000)
// after PER_ANSWER_WARM (default 40,000). Callgrind counts every thread, the engine's background compiler and
// collector too, and each window carries some of their work whatever its length: at 6,000 answers it added some
// 6,000 instructions an answer (GET one key: 79,200 against 72,900 at 20,000) and moved from run to run. Compare
// counts of one N, over a few runs.
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { AUTH, BENCH, CLI, fetchBody, importPkg, JSON_HEADERS, median, peerRequire, RESULTS } from './lib.mjs';
import { createThenDelete, KEY_BODY, startEmulator } from './servers.mjs';
import { ensurePeers } from './setup.mjs';

const [mode, labelsArg] = process.argv.slice(2);
const N = Number(process.env.PER_ANSWER_N ?? 20_000);
const WARM = Number(process.env.PER_ANSWER_WARM ?? 40_000);
const WORK = join(RESULTS, 'per-answer');
/** More flags for the emulator under count (`PER_ANSWER_ARGS='--journal 0'`, say), split at spaces. */
const EMULATOR_ARGS = (process.env.PER_ANSWER_ARGS ?? '').split(' ').filter(Boolean);

/** The GETs, as paths: the offering's id is read from the emulator. */
function pathsOf(keyId, offeringId) {
  return {
    key: `/v2/application-keys/${keyId}`,
    page: '/v2/application-keys?page[limit]=25',
    sub: '/v2/subscriptions/subscriptions/00000000-0000-4000-8000-000000000001?include=products,plans',
    list: '/v2/subscriptions/subscriptions?page[limit]=25&include=plans&scenario=many-subscriptions',
    offering: `/v2/subscriptions/offerings/${offeringId}?include=products,plans`,
    invoices: '/v2/subscriptions/invoices?page[limit]=25&scenario=many-subscriptions',
    writes: WRITES,
  };
}

/** The `writes` label's path: its requests are createThenDelete's. */
const WRITES = '/';
const requestsOf = (path) => (path === WRITES ? createThenDelete('writes') : undefined);

/** The emulator's answers to a create and a delete of a key, for node:http to send. */
async function writePayloads(url) {
  const created = await fetch(`${url}/v2/application-keys`, { method: 'POST', headers: JSON_HEADERS, body: KEY_BODY });
  const body = await created.text();
  const deleted = await fetch(`${url}/v2/application-keys/${JSON.parse(body).data.id}`, {
    method: 'DELETE',
    headers: AUTH,
  });
  const headersOf = (response) => {
    const headers = Object.fromEntries(response.headers);
    for (const header of ['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding'])
      delete headers[header];
    return headers;
  };
  if (created.status !== 201 || deleted.status !== 204) throw new Error('a key could not be created and deleted');
  return {
    create: { method: 'POST', path: '/v2/application-keys', status: 201, body, headers: headersOf(created) },
    delete: { method: 'DELETE', path: '/v2/application-keys/*', status: 204, body: '', headers: headersOf(deleted) },
  };
}

async function idsFrom(url) {
  const key = JSON.parse((await fetchBody(`${url}/v2/application-keys?page[limit]=1`)).body).data[0].id;
  const offering = JSON.parse((await fetchBody(`${url}/v2/subscriptions/offerings`)).body).data[0].id;
  return pathsOf(key, offering);
}

function pick(paths) {
  const labels = (labelsArg ?? 'key,page,offering,invoices').split(',');
  const unknown = labels.filter((label) => !(label in paths));
  if (unknown.length) throw new Error(`unknown GET ${unknown.join(', ')}; known: ${Object.keys(paths).join(', ')}`);
  return labels;
}

/** autocannon sending `amount` GETs of `url` over 10 connections. */
function send(url, amount, requests) {
  const autocannon = peerRequire('autocannon');
  return new Promise((resolve, reject) =>
    autocannon({ url, connections: 10, amount, timeout: 60, headers: AUTH, requests }, (error, result) =>
      error ? reject(error) : resolve(result),
    ),
  );
}

/** A server under callgrind, instrumentation off until asked; resolves with its URL and a way to count. */
async function underCallgrind(args, dir) {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const proc = spawn(
    'valgrind',
    ['--tool=callgrind', '--instr-atstart=no', `--callgrind-out-file=${dir}/out.%p`, process.execPath, ...args],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  proc.stdout.on('data', (chunk) => {
    output += chunk;
  });
  proc.stderr.on('data', (chunk) => {
    output += chunk;
  });
  const url = await new Promise((resolve, reject) => {
    const timer = setInterval(() => {
      const found = /listening on (http:\/\/\S+)/.exec(output);
      if (found) {
        clearInterval(timer);
        resolve(found[1]);
      }
    }, 20);
    proc.once('exit', () => {
      clearInterval(timer);
      reject(new Error(`the server under valgrind stopped: ${output.slice(-1500)}`));
    });
  });
  const control = (...flags) => execFileSync('callgrind_control', [...flags, String(proc.pid)], { stdio: 'pipe' });
  let dumps = 0;
  return {
    url,
    /** Instructions per answer of `amount` GETs of `path` (counted from zero, dumped, counting off again). */
    async count(path, amount, requests) {
      await send(url + path, 2000, requests);
      control('-i', 'on');
      control('-z');
      const result = await send(url + path, amount, requests);
      control('-d');
      control('-i', 'off');
      dumps++;
      const file = readdirSync(dir).find((name) => name.endsWith(`.${dumps}`));
      const total = Number(/^summary: (\d+)/m.exec(readFileSync(join(dir, file), 'utf8'))?.[1]);
      if (result.non2xx || result.errors) throw new Error(`${path}: ${result.non2xx} answers not 2xx`);
      return total / result.requests.total;
    },
    async stop() {
      proc.kill('SIGTERM');
      await new Promise((resolve) => proc.once('exit', resolve));
    },
  };
}

async function instructions() {
  try {
    execFileSync('valgrind', ['--version'], { stdio: 'pipe' });
  } catch {
    throw new Error('valgrind is not installed (Debian: apt-get install valgrind)');
  }
  const failures = ensurePeers();
  if (failures.autocannon) throw new Error(`autocannon: ${failures.autocannon}`);
  // The payloads, read from a plain emulator first: node:http sends these very bytes and headers.
  const source = await startEmulator();
  const paths = await idsFrom(source.url);
  const labels = pick(paths);
  const payloads = await writePayloads(source.url);
  for (const label of Object.keys(paths)) {
    if (paths[label] === WRITES) continue;
    const { body, headers } = await fetchBody(source.url + paths[label]);
    for (const header of ['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding'])
      delete headers[header];
    payloads[label] = { path: paths[label], body, headers };
  }
  await source.stop();
  mkdirSync(WORK, { recursive: true });
  const file = join(WORK, 'payloads.json');
  writeFileSync(file, JSON.stringify(payloads));
  const servers = {
    emulator: [CLI, '--port', '0', '--log', 'silent', ...EMULATOR_ARGS],
    'node:http': [join(BENCH, 'static-server.mjs'), file],
  };
  const counted = {};
  for (const [name, args] of Object.entries(servers)) {
    const server = await underCallgrind(args, join(WORK, name.replace(':', '-')));
    try {
      for (const label of Object.keys(paths))
        await send(server.url + paths[label], WARM / Object.keys(paths).length, requestsOf(paths[label]));
      counted[name] = {};
      for (const label of labels) counted[name][label] = await server.count(paths[label], N, requestsOf(paths[label]));
    } finally {
      await server.stop();
    }
  }
  for (const label of labels) {
    const [emulator, ceiling] = [counted.emulator[label], counted['node:http'][label]];
    process.stdout.write(
      `${label}: emulator ${Math.round(emulator).toLocaleString('en-US')}, node:http ${Math.round(ceiling).toLocaleString('en-US')} instructions an answer (${(emulator / ceiling).toFixed(2)}x)\n`,
    );
  }
}

async function loop() {
  const { createCore } = await importPkg('emulator.js');
  const { createNodeListener } = await importPkg('node/http-adapter.js');
  const { control } = createCore({}, () => undefined);
  const listener = createNodeListener(control.pipeline, { names: () => ({}) });
  const rawHeaders = ['Host', '127.0.0.1:4010', 'authorization', 'Bearer x', 'Connection', 'keep-alive'];
  const request = (url) => ({ url, method: 'GET', httpVersion: '1.1', rawHeaders, on: () => {}, socket: {} });
  let statuses = 0;
  class Response {
    headersSent = false;
    destroyed = false;
    writeHead(status) {
      this.headersSent = true;
      statuses += status === 200 ? 0 : 1;
    }
    end() {}
    on() {}
  }
  const read = async (path) => {
    const answer = await control.pipeline.handle({
      method: 'GET',
      path,
      query: '',
      origin: 'http://127.0.0.1:4010',
      header: (name) => (name === 'authorization' ? 'Bearer x' : null),
      headers: () => ({}),
    });
    return JSON.parse(answer.body).data[0].id;
  };
  const paths = pathsOf(await read('/v2/application-keys'), await read('/v2/subscriptions/offerings'));
  for (const label of pick(paths)) {
    if (paths[label] === WRITES) throw new Error('loop counts GETs: count writes with `instructions writes`');
    const url = paths[label];
    const calls = 200_000;
    for (let i = 0; i < calls; i++) listener(request(url), new Response());
    const rounds = [];
    for (let round = 0; round < 5; round++) {
      const started = process.hrtime.bigint();
      for (let i = 0; i < calls; i++) listener(request(url), new Response());
      rounds.push(Number(process.hrtime.bigint() - started) / calls);
    }
    if (statuses) throw new Error(`${label}: ${statuses} answers not 200`);
    process.stdout.write(
      `${label}: ${Math.round(median(rounds))} ns an answer (5 rounds of ${calls.toLocaleString('en-US')})\n`,
    );
  }
}

const modes = { instructions, loop };
if (!(mode in modes)) {
  process.stderr.write('usage: node bench/per-answer.mjs instructions|loop [key,page,sub,list,offering,invoices]\n');
  process.exit(2);
}
modes[mode]().catch((error) => {
  process.stderr.write(`per-answer: ${error.message}\n`);
  process.exit(1);
});
