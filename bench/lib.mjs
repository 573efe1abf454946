// Shared helpers of the bench and the soak: settings, logging, process handling, HTTP, load generation, statistics,
// and the formatting and judging of BENCHMARKS.md's rows.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import os from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const BENCH = dirname(fileURLToPath(import.meta.url));
export const ROOT = dirname(BENCH);
export const PEERS = join(BENCH, '.peers');
export const RESULTS = join(BENCH, '.results');
export const QUICK = process.env.BENCH_QUICK === '1';
export const AUTH = { Authorization: 'Bearer x' };
export const HOST = '127.0.0.1';
/**
 * The package under test: the repository's own dist/ unless BENCH_PKG names another copy. `npm run bench` runs a
 * snapshot of dist/ taken at its start (bench/setup.mjs, `usePkg`), so that a rebuild of dist/ by someone else during
 * the run neither breaks it nor mixes two builds; children inherit it through BENCH_PKG.
 */
export let PKG = process.env.BENCH_PKG ?? ROOT;
export let CLI = join(PKG, 'dist/cli/cli.js');
export function usePkg(dir) {
  PKG = dir;
  CLI = join(PKG, 'dist/cli/cli.js');
  process.env.BENCH_PKG = dir;
}
export const SNAPSHOT = join(RESULTS, 'pkg');
/** Imports a module of the package under test by its path under dist/esm/src (`index.js`, `store/world.js`). */
export const importPkg = (path = 'index.js') => import(pathToFileURL(join(PKG, 'dist/esm/src', path)).href);

/** Run lengths: the full run takes about 20 minutes on 2 cores, BENCH_QUICK=1 about a minute and a half. */
export const CONFIG = QUICK
  ? {
      runs: 1,
      seconds: 1,
      warmupSeconds: 0,
      // autocannon runs for whole seconds (at least one): a quick warm-up is a number of requests instead.
      warmupRequests: 1000,
      connections: 10,
      // The second load of the throughput and catalogue sections: a per-request cost that grows with concurrency shows.
      wideConnections: 64,
      coldRuns: 3,
      inprocRuns: 3,
      inprocIters: 300,
      clockRuns: 3,
      rssSessions: 200,
    }
  : {
      runs: 5,
      seconds: 3,
      warmupSeconds: 1,
      connections: 10,
      // The second load of the throughput and catalogue sections: a per-request cost that grows with concurrency shows.
      wideConnections: 64,
      coldRuns: 5,
      inprocRuns: 11,
      inprocIters: 1000,
      clockRuns: 5,
      rssSessions: 1000,
    };

export const median = (values) => {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const began = performance.now();
/** Seconds since the bench (or soak) started. */
export const elapsedSeconds = () => (performance.now() - began) / 1000;
/** A progress line on stderr, with the seconds since the start. */
export const log = (line) => process.stderr.write(`[bench ${elapsedSeconds().toFixed(0)}s] ${line}\n`);

/** A port that was free a moment ago, for servers that cannot be told to pick one. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, HOST, () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** A peer's module, installed in bench/.peers. */
export const peerRequire = createRequire(join(PEERS, 'node_modules', 'noop.js'));

export function packageVersion(dir) {
  const file = join(dir, 'package.json');
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')).version : undefined;
}

/**
 * Starts a server process. `ready` is a RegExp whose first group is the URL (read from stdout), or a URL to poll
 * until it answers 200. Resolves with { url, proc, stop, output, errors, readyMs }: `output()` is what it wrote to
 * stdout and stderr, `errors()` stderr alone (each the first 20,000 characters); `stop()` sends SIGTERM (SIGKILL
 * after `killAfterMs`) and resolves with its { code, signal }.
 */
export function startProcess(
  command,
  args,
  { ready, headers = AUTH, cwd = ROOT, timeoutMs = 30_000, killAfterMs = 3000 } = {},
) {
  const started = performance.now();
  const proc = spawn(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, NO_COLOR: '1' } });
  let output = '';
  let errors = '';
  const collect = (chunk) => {
    if (output.length < 20_000) output += chunk;
  };
  proc.stdout.on('data', collect);
  proc.stderr.on('data', (chunk) => {
    collect(chunk);
    if (errors.length < 20_000) errors += chunk;
  });
  const exited = new Promise((resolve) => proc.once('exit', (code, signal) => resolve({ code, signal })));
  const stop = async () => {
    if (proc.exitCode === null && proc.signalCode === null) {
      proc.kill('SIGTERM');
      const timer = setTimeout(() => proc.kill('SIGKILL'), killAfterMs);
      await exited;
      clearTimeout(timer);
    }
    return exited;
  };
  const waitReady = async () => {
    if (ready instanceof RegExp) {
      while (true) {
        const found = ready.exec(output);
        if (found) return found[1];
        await Promise.race([sleep(5), exited]);
        if (proc.exitCode !== null) throw new Error(`exited with ${proc.exitCode}: ${output.slice(-800)}`);
        if (performance.now() - started > timeoutMs) throw new Error(`not ready after ${timeoutMs} ms: ${output}`);
      }
    }
    await waitFor200(ready, headers, timeoutMs, () => proc.exitCode !== null && `exited: ${output.slice(-800)}`);
    return new URL(ready).origin;
  };
  return waitReady().then(
    (url) => ({ url, proc, stop, output: () => output, errors: () => errors, readyMs: performance.now() - started }),
    async (error) => {
      await stop();
      throw error;
    },
  );
}

/** Polls `url` every 5 ms until it answers 200; resolves with the milliseconds it took. */
export async function waitFor200(url, headers = AUTH, timeoutMs = 30_000, failed = () => false) {
  const started = performance.now();
  while (performance.now() - started < timeoutMs) {
    const why = failed();
    if (why) throw new Error(why);
    try {
      const response = await fetch(url, { headers });
      await response.arrayBuffer();
      if (response.status === 200) return performance.now() - started;
    } catch {
      // not listening yet
    }
    await sleep(5);
  }
  throw new Error(`${url} gave no 200 within ${timeoutMs} ms`);
}

export async function fetchBody(url, headers = AUTH) {
  const response = await fetch(url, { headers });
  const body = await response.text();
  if (response.status !== 200) throw new Error(`GET ${url}: ${response.status} ${body.slice(0, 300)}`);
  return { body, headers: Object.fromEntries(response.headers) };
}

/** The size in bytes of the body of a GET. */
export const bytesOf = async (url, headers) => Buffer.byteLength((await fetchBody(url, headers)).body);

/** A POST; resolves with its status and body, whatever the status. */
export async function post(url, headers, body) {
  const response = await fetch(url, { method: 'POST', headers, body });
  const text = await response.text();
  return { status: response.status, body: text };
}

export const JSON_HEADERS = { ...AUTH, 'content-type': 'application/json' };
/** The headers of a request in session `name` (`X-Emulator-Session`), `extra` added. */
export const sessionHeaders = (name, extra = {}) => ({ ...AUTH, 'x-emulator-session': name, ...extra });

/**
 * One autocannon run; rps is answers per second over the run, p99 in ms. `requests` (autocannon's sequence of
 * requests per connection, with setupRequest/onResponse) replaces the plain GET of `url`; `connections` (default
 * CONFIG.connections) is how many keep-alive connections send at once.
 */
export function bombard(
  url,
  { seconds = CONFIG.seconds, amount, headers = AUTH, requests, connections = CONFIG.connections } = {},
) {
  const autocannon = peerRequire('autocannon');
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url,
        connections,
        pipelining: 1,
        duration: seconds,
        amount,
        headers,
        timeout: 10,
        requests,
      },
      (error, result) => {
        if (error) return reject(error);
        resolve({
          // Answers over the run's measured duration (the mean of per-second counts would drop a partial second).
          rps: result.requests.total / result.duration,
          total: result.requests.total,
          duration: result.duration,
          p99: result.latency.p99,
          bad: result.non2xx + result.errors + result.timeouts,
          bytes: result.throughput.average,
          statuses: {
            '2xx': result['2xx'],
            '4xx': result['4xx'],
            '5xx': result['5xx'],
            errors: result.errors,
            timeouts: result.timeouts,
          },
        });
      },
    );
  });
}

export function machine() {
  const cpus = os.cpus();
  return {
    cpu: cpus[0]?.model ?? 'unknown',
    cores: cpus.length,
    ramGiB: (os.totalmem() / 2 ** 30).toFixed(1),
    os: `${os.type()} ${os.release()} ${os.arch()}`,
    node: process.version,
    date: new Date().toISOString(),
    loadAverage: os
      .loadavg()
      .map((x) => x.toFixed(2))
      .join(' '),
  };
}

/** The 1-minute load average per core: above 0.5 something else is running. */
export const loadPerCore = () => os.loadavg()[0] / os.cpus().length;

const TICK_US = 1e4; // USER_HZ is 100 on Linux
function machineBusyUs() {
  try {
    const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number);
    // user nice system idle iowait irq softirq steal: busy is all but idle and iowait.
    const busy = fields.slice(0, 8).reduce((sum, ticks, i) => (i === 3 || i === 4 ? sum : sum + ticks), 0);
    return busy * TICK_US;
  } catch {
    return Number.NaN;
  }
}
function ownUs() {
  const { user, system } = process.cpuUsage();
  try {
    // utime, stime of this process are in cpuUsage; cutime, cstime (fields 16, 17) count the children it reaped.
    const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
    return user + system + (Number(fields[13]) + Number(fields[14])) * TICK_US;
  } catch {
    return Number.NaN;
  }
}

/** CPU time (user + system, µs) a process has used so far, from /proc; NaN when it cannot be read. */
export function processCpuUs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_US;
  } catch {
    return Number.NaN;
  }
}

/** Resident set size (kB) of a process, from /proc; NaN when it cannot be read. */
export function processRssKb(pid) {
  try {
    return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? Number.NaN);
  } catch {
    return Number.NaN;
  }
}

/**
 * How much of the machine others used while a section ran: CPU busy time of the whole machine minus that of the
 * bench and the children it has reaped (its servers are stopped by then), over wall time x cores.
 */
export function cpuMeter() {
  const start = { at: performance.now(), busy: machineBusyUs(), own: ownUs(), load: os.loadavg()[0] };
  return () => {
    const wallUs = (performance.now() - start.at) * 1000 * os.cpus().length;
    const busy = machineBusyUs() - start.busy;
    const own = ownUs() - start.own;
    return {
      seconds: (performance.now() - start.at) / 1000,
      loadStart: start.load,
      loadEnd: os.loadavg()[0],
      busyShare: busy / wallUs,
      ownShare: own / wallUs,
      foreignShare: Math.max(0, (busy - own) / wallUs),
    };
  };
}

/** Runs a bench child script (node), resolving with the JSON it prints last on stdout. */
export function runJsonChild(script, args = [], nodeArgs = []) {
  return new Promise((resolve, reject) => {
    const proc = spawn(process.execPath, [...nodeArgs, join(BENCH, script), ...args], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    proc.stdout.on('data', (chunk) => {
      out += chunk;
    });
    proc.once('exit', (code) => {
      const last = out.trim().split('\n').pop();
      if (code !== 0) return reject(new Error(`${script} exited with ${code}: ${out.slice(-500)}`));
      try {
        resolve(JSON.parse(last));
      } catch {
        reject(new Error(`${script} printed no JSON: ${out.slice(-500)}`));
      }
    });
  });
}

// ------------------------------------------------------------------------------------------- measuring cells

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
  const run = {
    ...result,
    cpuShare: cpuUs / ((performance.now() - started) * 1000),
    cpuUsPerRequest: cpuUs / result.total,
  };
  await cell.settle?.(run);
  return run;
}

/**
 * Warm-up per cell, then the runs interleave the cells (in an order shuffled anew for each run) so that drift and
 * what one cell leaves for the next hit all alike; medians per cell. A cell is { url, headers } or { url, requests } (a sequence per connection),
 * with `connections` where it is not CONFIG.connections, `pid` (a number or a function) for the server's CPU time and `server` for the servers in `fresh`, and
 * `settle(run)` (optional) awaited after each of its runs and its warm-up, outside the measured time: work the cell
 * leaves behind (webhook deliveries) is done before the next cell is measured.
 */
export async function measureCells(cells, fresh = []) {
  const warm = async (cell) => {
    const warmup = CONFIG.warmupRequests ? { amount: CONFIG.warmupRequests } : { seconds: CONFIG.warmupSeconds };
    await cell.settle?.(await bombard(cell.url, { ...cell, ...warmup }));
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
    for (const i of shuffled(cells.length, run)) samples[i].push(await runCell(cells[i], CONFIG.seconds));
  }
  return samples.map(summarize);
}

/**
 * 0..n-1 in an order of its own for each run (Fisher-Yates, seeded by the run). Rotating one order kept each cell
 * right after the same one in every run: the emulator's 10-connection cell of a GET always came after node:http's
 * 64-connection cell of the GET before it, and what that run left behind (64 connections closed, the client's
 * garbage) fell on the same cells each time, which no median could take out.
 */
export function shuffled(n, run) {
  const order = Array.from({ length: n }, (_, i) => i);
  // mulberry32, seeded by the run.
  let state = Math.imul(run + 1, 0x9e3779b1) >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), state | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
  for (let i = n - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [order[i], order[j]] = [order[j], order[i]];
  }
  return order;
}

// ------------------------------------------------------------------------------- formatting and judging rows

export const n0 = (v) => (Number.isFinite(v) ? Math.round(v).toLocaleString('en-US') : 'n/a');
export const n1 = (v) => (Number.isFinite(v) ? v.toFixed(1) : 'n/a');
export const n2 = (v) => (Number.isFinite(v) ? v.toFixed(2) : 'n/a');
export const kb = (bytes) => (Number.isFinite(bytes) ? `${(bytes / 1024).toFixed(1)} KB` : 'n/a');
/** `47,026 (1.0) · CPU 98%, 21 µs`: req/s (p99 ms), and the server's share of one core and CPU time per answer. */
export const rate = (cell) => {
  if (!cell) return 'n/a';
  const cpu = Number.isFinite(cell.cpuShare)
    ? ` · CPU ${Math.round(100 * cell.cpuShare)}%, ${n1(cell.cpuUsPerRequest)} µs`
    : '';
  return `${n0(cell.rps)} (${n1(cell.p99)})${cpu}`;
};
/** The req/s of each run of a cell. */
export const runsOf = (cell) => (cell?.rpsRuns ? cell.rpsRuns.map(n0).join(', ') : '');

/** A markdown table. */
export const table = (head, rows) =>
  [
    `| ${head.join(' | ')} |`,
    `|${head.map(() => ' --- ').join('|')}|`,
    ...rows.map((r) => `| ${r.join(' | ')} |`),
  ].join('\n');

/** A section's results are there and it did not fail (or was not skipped by BENCH_ONLY). */
export const ok = (section) => section && !section.error;
export const failed = (section) => (section?.error ? `Failed: ${section.error.split('\n').slice(0, 3).join(' ')}` : '');

/** PASS when the value meets the target; null (n/a) when it could not be measured. */
export function judge(value, op, limit) {
  if (!Number.isFinite(value)) return null;
  return op === '>=' ? value >= limit : value <= limit;
}
export const word = (pass) => (pass === null ? 'n/a' : pass ? '**PASS**' : '**FAIL**');
/** A ratio to two decimals, or three where two would hide which side of the target it is on (1.00 failing <= 1). */
export function ratioText(value, op, limit) {
  const two = n2(value);
  return judge(Number(two), op, limit) === judge(value, op, limit) ? two : value.toFixed(3);
}
/** `0.83 **FAIL**`. */
export const vr = (value, op, limit) => `${ratioText(value, op, limit)} ${word(judge(value, op, limit))}`;
