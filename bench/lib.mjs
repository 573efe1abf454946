// Shared helpers of the bench: settings, process handling, load generation, statistics.
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

/** Run lengths: the full run takes about 8 minutes on 2 cores, BENCH_QUICK=1 about a minute and a half. */
export const CONFIG = QUICK
  ? {
      runs: 1,
      seconds: 1,
      warmupSeconds: 0,
      // autocannon runs for whole seconds (at least one): a quick warm-up is a number of requests instead.
      warmupRequests: 1000,
      connections: 10,
      coldRuns: 3,
      inprocRuns: 3,
      inprocIters: 300,
      clockRuns: 3,
      rssSessions: 200,
    }
  : {
      runs: 3,
      seconds: 3,
      warmupSeconds: 1,
      connections: 10,
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
 * until it answers 200. Resolves with { url, proc, stop, output }.
 */
export function startProcess(command, args, { ready, headers = AUTH, cwd = ROOT, timeoutMs = 30_000 } = {}) {
  const started = performance.now();
  const proc = spawn(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, NO_COLOR: '1' } });
  let output = '';
  const collect = (chunk) => {
    if (output.length < 20_000) output += chunk;
  };
  proc.stdout.on('data', collect);
  proc.stderr.on('data', collect);
  const exited = new Promise((resolve) => proc.once('exit', (code, signal) => resolve({ code, signal })));
  const stop = async () => {
    if (proc.exitCode !== null || proc.signalCode !== null) return;
    proc.kill('SIGTERM');
    const timer = setTimeout(() => proc.kill('SIGKILL'), 3000);
    await exited;
    clearTimeout(timer);
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
    (url) => ({ url, proc, stop, output: () => output, readyMs: performance.now() - started }),
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

/**
 * One autocannon run; rps is answers per second over the run, p99 in ms. `requests` (autocannon's sequence of
 * requests per connection, with setupRequest/onResponse) replaces the plain GET of `url`.
 */
export function bombard(url, { seconds = CONFIG.seconds, amount, headers = AUTH, requests } = {}) {
  const autocannon = peerRequire('autocannon');
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url,
        connections: CONFIG.connections,
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
