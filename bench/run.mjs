// `npm run bench`: measures the built package and writes BENCHMARKS.md and bench/chart.svg. BENCH_QUICK=1 for a run
// of about a minute or two; BENCH_ONLY=section,section for some sections (then only bench/.results/partial.* are
// written). Sections: throughput, scale, writes, journal, clock, scenarios, cold, inprocess.
// Peers (autocannon, Prism, json-server) are installed on demand into bench/.peers, never into the package.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderChart } from './chart.mjs';
import {
  AUTH,
  bombard,
  CONFIG,
  cpuMeter,
  fetchBody,
  loadPerCore,
  machine,
  median,
  PEERS,
  packageVersion,
  processCpuUs,
  QUICK,
  RESULTS,
  ROOT,
  runJsonChild,
  startProcess,
} from './lib.mjs';
import { renderReport, targetLines } from './report.mjs';
import {
  capturePayloads,
  checkSameBytes,
  LIST_QUERY,
  SUBSCRIPTION_ID,
  sha,
  startEmulator,
  startEmulatorOnPort,
  startJsonServer,
  startPrism,
  startStatic,
  WORK,
  writePeerDocs,
} from './servers.mjs';
import { ensureBuild, ensurePeers, snapshotBuild } from './setup.mjs';

export const SECTIONS = ['throughput', 'scale', 'writes', 'journal', 'clock', 'scenarios', 'cold', 'inprocess'];
const began = performance.now();
const log = (line) => process.stderr.write(`[bench ${((performance.now() - began) / 1000).toFixed(0)}s] ${line}\n`);
const JSON_HEADERS = { ...AUTH, 'content-type': 'application/json' };
const session = (name, extra = {}) => ({ ...AUTH, 'x-emulator-session': name, ...extra });

async function tryStart(servers, name, start, installFailure) {
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

const summarize = (runs) => ({
  rps: median(runs.map((x) => x.rps)),
  p99: median(runs.map((x) => x.p99)),
  bad: runs.reduce((sum, x) => sum + x.bad, 0),
  rpsRuns: runs.map((x) => Math.round(x.rps)),
  // The server's own CPU (when the cell names its pid): share of one core, and µs per answer.
  cpuShare: median(runs.map((x) => x.cpuShare)),
  cpuUsPerRequest: median(runs.map((x) => x.cpuUsPerRequest)),
});

/** One run of a cell, with the server's CPU time over it when the cell names the server's pid. */
async function runCell(cell, seconds) {
  const pid = typeof cell.pid === 'function' ? cell.pid() : cell.pid;
  const before = pid ? processCpuUs(pid) : Number.NaN;
  const started = performance.now();
  const result = await bombard(cell.url, { ...cell, seconds });
  const cpuUs = pid ? processCpuUs(pid) - before : Number.NaN;
  return {
    ...result,
    cpuShare: cpuUs / ((performance.now() - started) * 1000),
    cpuUsPerRequest: cpuUs / result.total,
  };
}

/**
 * Warm-up per cell, then the runs interleave the cells (in an order that rotates from run to run) so that drift
 * hits all alike; medians per cell. A cell is { url, headers } or { url, requests } (a sequence per connection).
 */
async function measureCells(cells, fresh = []) {
  const warm = async (cell) => {
    const warmup = CONFIG.warmupRequests ? { amount: CONFIG.warmupRequests } : { seconds: CONFIG.warmupSeconds };
    await bombard(cell.url, { ...cell, ...warmup });
  };
  for (const cell of cells) await warm(cell);
  const samples = cells.map(() => []);
  for (let run = 0; run < CONFIG.runs; run++) {
    // A new process per run for the servers in `fresh`: how a process's JIT and heap turn out differs from one
    // process to the next (up to a quarter on GET one key), and a median over one process would hide it.
    if (run > 0 && fresh.length) {
      for (const server of fresh) await server.restart();
      for (const cell of cells) if (fresh.includes(cell.server)) await warm(cell);
    }
    for (let k = 0; k < cells.length; k++) {
      const i = (k + run) % cells.length;
      samples[i].push(await runCell(cells[i], CONFIG.seconds));
    }
  }
  return samples.map(summarize);
}

/**
 * An emulator process that can be replaced by a new one on the same port (so that its bodies, whose links carry the
 * port, stay byte for byte the same): { url, pid(), restart(), stop(), restarts }.
 */
async function restartableEmulator(extra = []) {
  let current = await startEmulator(extra);
  const port = new URL(current.url).port;
  const server = {
    url: current.url,
    restarts: 0,
    pid: () => current.proc.pid,
    proc: () => current.proc,
    async restart() {
      await current.stop();
      current = await startEmulator(extra, port);
      server.restarts++;
      if (current.url !== server.url) throw new Error(`restarted on ${current.url}, not ${server.url}`);
    },
    stop: () => current.stop(),
  };
  return server;
}

// ---------------------------------------------------------------------------------------------------- throughput

async function throughput(failures) {
  const servers = {};
  const emulator = await restartableEmulator();
  servers.emulator = { available: true, ...emulator };
  const captured = await capturePayloads(emulator.url);
  const paths = writePeerDocs(captured);
  await tryStart(servers, 'node:http', startStatic);
  await tryStart(servers, 'prism', () => startPrism(paths.key), failures['@stoplight/prism-cli']);
  await tryStart(servers, 'json-server', () => startJsonServer(paths.key), failures['json-server']);
  // Same bytes: every server's body for every path is compared with the emulator's before any load.
  const sameBytes = {};
  for (const [name, server] of Object.entries(servers)) {
    if (server.available) sameBytes[name] = await checkSameBytes(server.url, captured.payloads);
  }
  const cells = [];
  for (const label of Object.keys(paths)) {
    for (const [name, server] of Object.entries(servers)) {
      if (!server.available) continue;
      const pid = name === 'emulator' ? emulator.pid : server.proc?.pid;
      cells.push({ name, label, url: server.url + paths[label], headers: AUTH, pid, server: servers[name] });
    }
  }
  log(`throughput: ${cells.length} cells, a new emulator process for each run`);
  // Each new emulator process must send the very bytes the others send.
  const restart = servers.emulator.restart;
  servers.emulator.restart = async () => {
    await restart();
    const differ = await checkSameBytes(emulator.url, captured.payloads);
    if (differ.length) sameBytes.emulator = [...new Set([...sameBytes.emulator, ...differ])];
  };
  const measured = await measureCells(cells, [servers.emulator]);
  for (const server of Object.values(servers)) await server.stop?.();
  const result = { servers: {}, cells: {}, bad: 0, sameBytes, payloads: {} };
  for (const [label, p] of Object.entries(captured.payloads)) result.payloads[label] = { bytes: p.bytes, sha: p.sha };
  for (const [name, server] of Object.entries(servers))
    result.servers[name] = { available: server.available, reason: server.reason };
  for (const [i, cell] of cells.entries()) {
    result.cells[cell.name] ??= {};
    result.cells[cell.name][cell.label] = measured[i];
    result.bad += measured[i].bad;
  }
  return { result, paths };
}

/** The peers' documents without a throughput run (BENCH_ONLY=cold): the payloads read from a short-lived emulator. */
async function preparePeerDocs() {
  const emulator = await startEmulator();
  try {
    return writePeerDocs(await capturePayloads(emulator.url));
  } finally {
    await emulator.stop();
  }
}

// ---------------------------------------------------------------------------------------------------------- scale

const bytesOf = async (url, headers) => Buffer.byteLength((await fetchBody(url, headers)).body);

async function scale() {
  const builds = [];
  for (let i = 0; i < (QUICK ? 1 : CONFIG.runs); i++) builds.push(await runJsonChild('scale-server.mjs', ['build']));
  log('scale: serving 100 and 100,000 keys, 6 and 2,000 subscriptions');
  const child = await startProcess(process.execPath, [join(ROOT, 'bench/scale-server.mjs'), 'serve'], {
    ready: /"url":"([^"]+)"/,
  });
  try {
    const started = JSON.parse(
      child
        .output()
        .split('\n')
        .find((line) => line.startsWith('{"url"')),
    );
    const pid = child.proc.pid;
    const cells = [];
    for (const [world, scenario, last] of [
      ['w100', 'bench-100', 99],
      ['w100k', 'bench-100k', 10_000],
    ]) {
      const headers = { ...AUTH, 'X-Emulator-Scenario': scenario };
      const deep = JSON.parse(
        (await fetchBody(`${child.url}/v2/application-keys?page[offset]=${last}&page[limit]=1`, headers)).body,
      );
      cells.push({ world, label: 'key', url: `${child.url}/v2/application-keys/${deep.data[0].id}`, headers, pid });
      cells.push({ world, label: 'page', url: `${child.url}/v2/application-keys?page[limit]=25`, headers, pid });
    }
    // The subscription list: the account of the well-known ...001 holds several subscriptions in both worlds.
    const sub = JSON.parse(
      (await fetchBody(`${child.url}/v2/subscriptions/subscriptions/${SUBSCRIPTION_ID}`, AUTH)).body,
    );
    const account = sub.data.attributes.account_id;
    const filter = `filter=eq(account_id,${account})`;
    const counts = {};
    for (const scenario of ['default', 'many-subscriptions']) {
      const headers = { ...AUTH, 'X-Emulator-Scenario': scenario };
      const page = JSON.parse(
        (await fetchBody(`${child.url}/v2/subscriptions/subscriptions?page[limit]=1&${filter}`, headers)).body,
      );
      counts[scenario] = page.meta.results.total;
    }
    const small = counts.default;
    // The target rows: pages of the same number of records in both worlds. The page-of-25 rows (information; not in
    // a quick run) compare 6 or 3 records against 25.
    const listPaths = {
      list6: '/v2/subscriptions/subscriptions?page[limit]=6&include=plans',
      filterSmall: `/v2/subscriptions/subscriptions?page[limit]=${small}&include=plans&${filter}`,
      ...(QUICK
        ? {}
        : {
            list: '/v2/subscriptions/subscriptions?page[limit]=25&include=plans',
            filter: `/v2/subscriptions/subscriptions?page[limit]=25&include=plans&${filter}`,
          }),
    };
    const bytes = {};
    for (const [world, scenario] of [
      ['s6', 'default'],
      ['s2000', 'many-subscriptions'],
    ]) {
      const headers = { ...AUTH, 'X-Emulator-Scenario': scenario };
      for (const [label, path] of Object.entries(listPaths)) {
        cells.push({ world, label, url: child.url + path, headers, pid });
        bytes[`${world}.${label}`] = await bytesOf(child.url + path, headers);
      }
    }
    const measured = await measureCells(cells);
    await child.stop();
    const end = child
      .output()
      .split('\n')
      .find((line) => line.startsWith('{"rssEndMB"'));
    const result = {
      ...started,
      buildMs: median(builds.map((b) => b.buildMs)),
      buildRuns: builds,
      cells: { w100: {}, w100k: {}, s6: {}, s2000: {} },
      account,
      accountCounts: counts,
      smallLimit: small,
      bytes,
    };
    Object.assign(result, end ? JSON.parse(end) : { rssEndMB: Number.NaN, heapEndMB: Number.NaN });
    for (const [i, cell] of cells.entries()) result.cells[cell.world][cell.label] = measured[i];
    return result;
  } finally {
    await child.stop();
  }
}

// --------------------------------------------------------------------------------------------------------- writes

const KEY_BODY = JSON.stringify({ data: { type: 'application_key', name: 'bench key', reserved_rate_limit: 0 } });

async function post(url, headers, body) {
  const response = await fetch(url, { method: 'POST', headers, body });
  const text = await response.text();
  return { status: response.status, body: text };
}

async function writes() {
  const emulator = await startEmulator();
  try {
    const base = emulator.url;
    const list = JSON.parse((await fetchBody(`${base}/v2/application-keys?page[limit]=1`)).body);
    const keyId = list.data[0].id;
    // A session holding 1,000 created keys.
    const fillStarted = performance.now();
    for (let i = 0; i < 1000; i++) {
      const answer = await post(
        `${base}/v2/application-keys`,
        { ...JSON_HEADERS, 'x-emulator-session': 'full' },
        KEY_BODY,
      );
      if (answer.status !== 201) throw new Error(`creating key ${i} in session full: ${answer.status} ${answer.body}`);
    }
    const fillMs = performance.now() - fillStarted;
    const full = JSON.parse((await fetchBody(`${base}/v2/application-keys?page[limit]=1`, session('full'))).body);
    const none = JSON.parse((await fetchBody(`${base}/v2/application-keys?page[limit]=1`, session('none'))).body);
    // Create then delete, per connection: the POST's answer gives the id the DELETE names.
    const writeHeaders = { ...JSON_HEADERS, 'x-emulator-session': 'writes' };
    const pairs = [
      {
        method: 'POST',
        path: '/v2/application-keys',
        headers: writeHeaders,
        body: KEY_BODY,
        onResponse: (_status, body, context) => {
          context.id = /"id":"([^"]+)"/.exec(body)?.[1] ?? 'missing';
        },
      },
      {
        method: 'DELETE',
        headers: { ...AUTH, 'x-emulator-session': 'writes' },
        setupRequest: (request, context) => ({ ...request, path: `/v2/application-keys/${context.id}` }),
      },
    ];
    const pid = emulator.proc.pid;
    const cells = [
      { label: 'keyNone', url: `${base}/v2/application-keys/${keyId}`, headers: session('none'), pid },
      { label: 'keyFull', url: `${base}/v2/application-keys/${keyId}`, headers: session('full'), pid },
      { label: 'pageNone', url: `${base}/v2/application-keys?page[limit]=25`, headers: session('none'), pid },
      { label: 'pageFull', url: `${base}/v2/application-keys?page[limit]=25`, headers: session('full'), pid },
      { label: 'pairs', url: base, requests: pairs, pid },
    ];
    log(`writes: ${cells.length} cells`);
    const measured = await measureCells(cells);
    const result = {
      cells: {},
      fillMs,
      keysFull: full.meta.results.total,
      keysNone: none.meta.results.total,
      bytes: {
        pageNone: await bytesOf(`${base}/v2/application-keys?page[limit]=25`, session('none')),
        pageFull: await bytesOf(`${base}/v2/application-keys?page[limit]=25`, session('full')),
      },
    };
    for (const [i, cell] of cells.entries()) result.cells[cell.label] = measured[i];
    // A pair is two requests: pairs per second is half the request rate.
    result.cells.pairs.pairsPerSecond = result.cells.pairs.rps / 2;
    await emulator.stop();
    log(`writes: memory of ${CONFIG.rssSessions} sessions of 100 writes (in-process, forced GC)`);
    result.rss = await runJsonChild('writes-rss.mjs', [String(CONFIG.rssSessions), '100'], ['--expose-gc']).catch(
      (error) => ({ error: error.message }),
    );
    return result;
  } finally {
    await emulator.stop();
  }
}

// -------------------------------------------------------------------------------------------------------- journal

async function journal() {
  const on = await restartableEmulator();
  const off = await restartableEmulator(['--journal', '0']);
  try {
    const keyId = JSON.parse((await fetchBody(`${on.url}/v2/application-keys?page[limit]=1`)).body).data[0].id;
    const cells = [];
    for (const [name, server] of [
      ['on', on],
      ['off', off],
    ]) {
      const common = { name, headers: AUTH, pid: server.pid, server };
      cells.push({ ...common, label: 'key', url: `${server.url}/v2/application-keys/${keyId}` });
      cells.push({ ...common, label: 'page', url: `${server.url}/v2/application-keys?page[limit]=25` });
    }
    const measured = await measureCells(cells, [on, off]);
    // The journal did record (on) and did not (off).
    const recorded = async (server) =>
      JSON.parse((await fetchBody(`${server.url}/__emulator/requests?limit=5`, {})).body).data.length;
    const result = { cells: { on: {}, off: {} }, recordedOn: await recorded(on), recordedOff: await recorded(off) };
    for (const [i, cell] of cells.entries()) result.cells[cell.name][cell.label] = measured[i];
    return result;
  } finally {
    await on.stop();
    await off.stop();
  }
}

// ---------------------------------------------------------------------------------------------------------- clock

async function clock() {
  const emulator = await startEmulator();
  try {
    const base = emulator.url;
    const listUrl = `${base}/v2/subscriptions/subscriptions?${LIST_QUERY}`;
    // The world is built beforehand (and the list read once), so that the moves time the billing engine only.
    const builtMs = await (async () => {
      const t = performance.now();
      await fetchBody(listUrl, session('build'));
      return performance.now() - t;
    })();
    const moves = [];
    for (let i = 0; i < CONFIG.clockRuns; i++) {
      const t = performance.now();
      const answer = await post(
        `${base}/__emulator/clock?scenario=many-subscriptions`,
        { ...JSON_HEADERS, 'x-emulator-session': `moved-${i}` },
        '{"advance":"P1Y"}',
      );
      const ms = performance.now() - t;
      if (answer.status !== 200) throw new Error(`clock move: ${answer.status} ${answer.body}`);
      moves.push({ ms, now: JSON.parse(answer.body).now });
    }
    // A session with one write and no move: the same code path as a moved session, but no billing history.
    const written = await post(
      `${base}/v2/application-keys?scenario=many-subscriptions`,
      { ...JSON_HEADERS, 'x-emulator-session': 'written' },
      KEY_BODY,
    );
    if (written.status !== 201) throw new Error(`write: ${written.status} ${written.body}`);
    const cells = [
      { label: 'before', url: listUrl, headers: session('unmoved'), pid: emulator.proc.pid },
      { label: 'after', url: listUrl, headers: session('moved-0'), pid: emulator.proc.pid },
      ...(QUICK ? [] : [{ label: 'written', url: listUrl, headers: session('written'), pid: emulator.proc.pid }]),
    ];
    const bytes = {};
    const bodies = {};
    for (const cell of cells) {
      const { body } = await fetchBody(cell.url, cell.headers);
      bytes[cell.label] = Buffer.byteLength(body);
      bodies[cell.label] = sha(body);
    }
    const measured = await measureCells(cells);
    const result = {
      builtMs,
      moves,
      moveMs: median(moves.map((m) => m.ms)),
      cells: {},
      bytes,
      afterDiffers: bodies.after !== bodies.before,
    };
    for (const [i, cell] of cells.entries()) result.cells[cell.label] = measured[i];
    return result;
  } finally {
    await emulator.stop();
  }
}

// ------------------------------------------------------------------------------------------------------ scenarios

/** 100 user scenario files: each a couple of partial keys and one subscription with a few given fields. */
function writeUserScenarios(count) {
  const dir = join(WORK, 'user-scenarios');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  for (let i = 0; i < count; i++) {
    const n = String(i).padStart(3, '0');
    const definition = {
      name: `bench-user-${n}`,
      description: `Bench: user scenario ${n}`,
      records: {
        applicationKeys: [{ name: `Storefront ${n}` }, { name: `Back office ${n}`, reserved_rate_limit: 0 }],
        subscriptions: [
          {
            subscription: {
              attributes: {
                account_id: `6f1c2a9e-0d4b-4e3a-9f7e-${i.toString(16).padStart(12, '0')}`,
                name: `Subscriber ${n}`,
                email: `subscriber${n}@example.com`,
                currency: i % 2 ? 'EUR' : 'USD',
              },
              meta: { paused: i % 3 === 0 },
            },
          },
        ],
      },
    };
    writeFileSync(join(dir, `user-${n}.json`), `${JSON.stringify(definition, null, 2)}\n`);
  }
  return dir;
}

async function userScenarios(paths) {
  const dir = writeUserScenarios(100);
  // Once, untimed: the folder loads, lists 100 user scenarios, and serves one of them.
  const check = await startEmulator(['--scenarios', dir]);
  let loaded;
  try {
    const listed = JSON.parse((await fetchBody(`${check.url}/__emulator/scenarios`, {})).body);
    loaded = listed.scenarios.filter((s) => s.origin !== 'built-in').length;
    await fetchBody(`${check.url}/v2/subscriptions/subscriptions?scenario=bench-user-042`);
  } finally {
    await check.stop();
  }
  const variants = { without: [], with: ['--scenarios', dir] };
  const runs = { without: [], with: [] };
  for (let run = 0; run < CONFIG.coldRuns; run++) {
    const order = run % 2 ? ['with', 'without'] : ['without', 'with'];
    for (const name of order) {
      const server = await startEmulatorOnPort(paths.key, variants[name]);
      runs[name].push(server.readyMs);
      await server.stop();
    }
  }
  const withoutMs = median(runs.without);
  const withMs = median(runs.with);
  return { files: 100, loaded, runs, withoutMs, withMs, addedMs: withMs - withoutMs };
}

// ----------------------------------------------------------------------------------------------------- cold start

async function coldStart(paths, servers) {
  const starters = { emulator: startEmulatorOnPort, 'json-server': startJsonServer, prism: startPrism };
  const result = {};
  for (const name of Object.keys(starters)) {
    result[name] = servers[name]?.available === false ? { reason: servers[name].reason } : { runs: [] };
  }
  for (let run = 0; run < CONFIG.coldRuns; run++) {
    for (const [name, start] of Object.entries(starters)) {
      if (!result[name].runs) continue;
      try {
        const server = await start(paths.key);
        result[name].runs.push(server.readyMs);
        await server.stop();
      } catch (error) {
        result[name] = { reason: `did not start: ${error.message.slice(0, 200)}` };
      }
    }
  }
  for (const entry of Object.values(result)) if (entry.runs) entry.ms = median(entry.runs);
  return result;
}

// ----------------------------------------------------------------------------------------------------------- main

async function main() {
  const only = process.env.BENCH_ONLY?.split(',').map((s) => s.trim());
  const unknown = (only ?? []).filter((s) => !SECTIONS.includes(s));
  if (unknown.length) throw new Error(`BENCH_ONLY: unknown section ${unknown.join(', ')}; sections: ${SECTIONS}`);
  const run = (section) => !only || only.includes(section);
  const whole = cpuMeter();
  const startMachine = machine();
  if (loadPerCore() > 0.5)
    log(
      `WARNING: load average ${startMachine.loadAverage} on ${startMachine.cores} cores (it counts the last minute; what other processes use during the run is measured and reported)`,
    );
  ensureBuild();
  const snapshot = snapshotBuild();
  log(`measuring a copy of dist/ built at ${snapshot.builtAt} (bench/.results/pkg)`);
  const failures = ensurePeers();
  const peer = (name) => packageVersion(join(PEERS, 'node_modules', name));
  const versions = {
    'commerce-emulator': packageVersion(ROOT),
    msw: packageVersion(join(ROOT, 'node_modules/msw')),
    autocannon: peer('autocannon'),
    '@stoplight/prism-cli': peer('@stoplight/prism-cli'),
    'json-server': peer('json-server'),
  };
  const report = { quick: QUICK, only, machine: startMachine, versions, config: CONFIG, snapshot, cpu: {} };
  const skipped = { error: 'skipped (BENCH_ONLY)' };
  const section = async (name, body) => {
    if (!run(name)) return skipped;
    log(`${name} (load average ${machine().loadAverage})`);
    const meter = cpuMeter();
    const result = await body().catch((error) => ({ error: error.stack ?? error.message }));
    report.cpu[name] = meter();
    const { foreignShare, loadStart } = report.cpu[name];
    if (foreignShare > 0.1)
      log(`WARNING: other processes used ${(100 * foreignShare).toFixed(0)}% of the machine during ${name}`);
    if (result.error) log(`${name} failed: ${result.error.split('\n')[0]}`);
    else log(`${name}: done in ${report.cpu[name].seconds.toFixed(0)} s (load at start ${loadStart.toFixed(2)})`);
    return result;
  };

  let paths;
  let servers = {};
  report.throughput = await section('throughput', async () => {
    const measured = await throughput(failures);
    paths = measured.paths;
    servers = measured.result.servers;
    return measured.result;
  });
  if (!paths && (run('cold') || run('scenarios'))) paths = await preparePeerDocs();
  report.scale = await section('scale', scale);
  report.writes = await section('writes', writes);
  report.journal = await section('journal', journal);
  report.clock = await section('clock', clock);
  report.scenarios = await section('scenarios', () => userScenarios(paths));
  report.cold = await section('cold', () => coldStart(paths, servers));
  const inprocArgs = [String(CONFIG.inprocRuns), String(CONFIG.inprocIters)];
  report.inprocess = await section('inprocess', () => runJsonChild('inprocess.mjs', inprocArgs));
  report.loadAverageEnd = machine().loadAverage;
  report.cpu.whole = whole();
  report.totalSeconds = (performance.now() - began) / 1000;
  log(`load average at start ${startMachine.loadAverage}, at end ${report.loadAverageEnd}`);
  if (report.cpu.whole.foreignShare > 0.1)
    log(
      `WARNING: other processes used ${(100 * report.cpu.whole.foreignShare).toFixed(0)}% of the machine during the run`,
    );
  mkdirSync(RESULTS, { recursive: true });
  // The numbers first, so that nothing measured is lost if rendering fails (`node bench/run.mjs --render FILE`).
  writeFileSync(join(RESULTS, only ? 'partial.json' : 'last.json'), JSON.stringify(report, null, 2));
  write(report);
}

/** Writes BENCHMARKS.md and bench/chart.svg (a partial run: bench/.results/partial.*) and prints the targets. */
function write(report) {
  const only = report.only;
  const chart = renderChart(report);
  const markdown = renderReport(report, only ? 'bench/.results/partial.svg' : 'bench/chart.svg');
  if (only) {
    writeFileSync(join(RESULTS, 'partial.svg'), chart);
    writeFileSync(join(RESULTS, 'partial.md'), markdown);
  } else {
    writeFileSync(join(ROOT, 'bench/chart.svg'), chart);
    writeFileSync(join(ROOT, 'BENCHMARKS.md'), markdown);
  }
  process.stdout.write(`${markdown}\n`);
  process.stdout.write(`\n${targetLines(report).join('\n')}\n`);
  log(
    only
      ? 'partial run: wrote bench/.results/partial.{json,md,svg} only'
      : 'wrote BENCHMARKS.md, bench/chart.svg and bench/.results/last.json',
  );
}

// `node bench/run.mjs --render FILE`: BENCHMARKS.md and the chart again from a saved run (bench/.results/last.json).
const render = process.argv.indexOf('--render');
const entry = render > 0 ? async () => write(JSON.parse(readFileSync(process.argv[render + 1], 'utf8'))) : main;
entry().catch((error) => {
  process.stderr.write(`bench failed: ${error.stack ?? error}\n`);
  process.exit(1);
});
