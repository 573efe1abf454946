// Shared helpers of the bench: settings, process handling, load generation, statistics.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import os from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const BENCH = dirname(fileURLToPath(import.meta.url));
export const ROOT = dirname(BENCH);
export const PEERS = join(BENCH, '.peers');
export const RESULTS = join(BENCH, '.results');
export const QUICK = process.env.BENCH_QUICK === '1';
export const AUTH = { Authorization: 'Bearer x' };
export const HOST = '127.0.0.1';

/** Run lengths: the full run takes a few minutes, BENCH_QUICK=1 about one. */
export const CONFIG = QUICK
  ? { runs: 2, seconds: 1, warmupSeconds: 1, connections: 10, coldRuns: 3, inprocRuns: 3, inprocIters: 300 }
  : { runs: 3, seconds: 3, warmupSeconds: 1, connections: 10, coldRuns: 5, inprocRuns: 7, inprocIters: 1000 };

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

/** One autocannon run; rps is the mean of the per-second counts, p99 in ms. */
export function bombard(url, { seconds = CONFIG.seconds, headers = AUTH } = {}) {
  const autocannon = peerRequire('autocannon');
  return new Promise((resolve, reject) => {
    autocannon(
      { url, connections: CONFIG.connections, pipelining: 1, duration: seconds, headers, timeout: 10 },
      (error, result) => {
        if (error) return reject(error);
        resolve({
          rps: result.requests.average,
          p99: result.latency.p99,
          bad: result.non2xx + result.errors + result.timeouts,
          bytes: result.throughput.average,
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
