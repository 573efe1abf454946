// `npm run bench`: measures the built package and writes BENCHMARKS.md. BENCH_QUICK=1 for a run of about a minute.
// Peers (autocannon, Prism, json-server) are installed on demand into bench/.peers, never into the package.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  AUTH,
  bombard,
  CONFIG,
  fetchBody,
  machine,
  median,
  PEERS,
  packageVersion,
  QUICK,
  RESULTS,
  ROOT,
  runJsonChild,
  startProcess,
} from './lib.mjs';
import { renderReport } from './report.mjs';
import {
  capturePayloads,
  startEmulator,
  startEmulatorOnPort,
  startJsonServer,
  startPrism,
  startStatic,
  writePeerDocs,
} from './servers.mjs';
import { ensureBuild, ensurePeers } from './setup.mjs';

const began = performance.now();
const log = (line) => process.stderr.write(`[bench ${((performance.now() - began) / 1000).toFixed(0)}s] ${line}\n`);

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

/** Warm-up per cell, then the runs interleave the cells so that drift hits all alike; medians per cell. */
async function measureCells(cells) {
  for (const cell of cells) await bombard(cell.url, { seconds: CONFIG.warmupSeconds, headers: cell.headers });
  const samples = cells.map(() => []);
  for (let run = 0; run < CONFIG.runs; run++) {
    for (const [i, cell] of cells.entries()) samples[i].push(await bombard(cell.url, { headers: cell.headers }));
  }
  return samples.map((runs) => ({
    rps: median(runs.map((x) => x.rps)),
    p99: median(runs.map((x) => x.p99)),
    bad: runs.reduce((sum, x) => sum + x.bad, 0),
    rpsRuns: runs.map((x) => Math.round(x.rps)),
  }));
}

async function throughput(failures, measure) {
  const servers = {};
  const emulator = await startEmulator();
  servers.emulator = { available: true, ...emulator };
  const captured = await capturePayloads(emulator.url);
  const paths = writePeerDocs(captured);
  await tryStart(servers, 'node:http', startStatic);
  await tryStart(servers, 'prism', () => startPrism(paths.key), failures['@stoplight/prism-cli']);
  await tryStart(servers, 'json-server', () => startJsonServer(paths.key), failures['json-server']);
  const cells = [];
  for (const [label, path] of measure ? Object.entries(paths) : []) {
    for (const [name, server] of Object.entries(servers)) {
      if (server.available) cells.push({ name, label, url: server.url + path, headers: AUTH });
    }
  }
  log(`throughput: ${cells.length} cells`);
  const measured = await measureCells(cells);
  for (const server of Object.values(servers)) await server.stop?.();
  const result = { servers: {}, cells: {}, bad: 0 };
  for (const [name, server] of Object.entries(servers))
    result.servers[name] = { available: server.available, reason: server.reason };
  for (const [i, cell] of cells.entries()) {
    result.cells[cell.name] ??= {};
    result.cells[cell.name][cell.label] = measured[i];
    result.bad += measured[i].bad;
  }
  return { result, paths };
}

async function scale() {
  const builds = [];
  for (let i = 0; i < CONFIG.runs; i++) builds.push(await runJsonChild('scale-server.mjs', ['build']));
  log('scale: serving 100 and 100,000 keys');
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
    const cells = [];
    for (const [world, scenario, last] of [
      ['w100', 'bench-100', 99],
      ['w100k', 'bench-100k', 10_000],
    ]) {
      const headers = { ...AUTH, 'X-Emulator-Scenario': scenario };
      const deep = JSON.parse(
        (await fetchBody(`${child.url}/v2/application-keys?page[offset]=${last}&page[limit]=1`, headers)).body,
      );
      cells.push({ world, label: 'key', url: `${child.url}/v2/application-keys/${deep.data[0].id}`, headers });
      cells.push({ world, label: 'page', url: `${child.url}/v2/application-keys?page[limit]=25`, headers });
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
      cells: { w100: {}, w100k: {} },
    };
    Object.assign(result, end ? JSON.parse(end) : { rssEndMB: Number.NaN, heapEndMB: Number.NaN });
    for (const [i, cell] of cells.entries()) result.cells[cell.world][cell.label] = measured[i];
    return result;
  } finally {
    await child.stop();
  }
}

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

async function main() {
  ensureBuild();
  const failures = ensurePeers();
  const peer = (name) => packageVersion(join(PEERS, 'node_modules', name));
  const versions = {
    'commerce-emulator': packageVersion(ROOT),
    msw: packageVersion(join(ROOT, 'node_modules/msw')),
    autocannon: peer('autocannon'),
    '@stoplight/prism-cli': peer('@stoplight/prism-cli'),
    'json-server': peer('json-server'),
  };
  const report = { quick: QUICK, machine: machine(), versions, config: CONFIG };
  if (Number(report.machine.loadAverage.split(' ')[0]) > 1) log(`warning: load average ${report.machine.loadAverage}`);
  // BENCH_ONLY=throughput,scale,cold,inprocess runs some sections; only a full run writes BENCHMARKS.md.
  const only = process.env.BENCH_ONLY?.split(',');
  const run = (section) => !only || only.includes(section);
  const skipped = { error: 'skipped (BENCH_ONLY)' };
  log('throughput');
  const { result, paths } = await throughput(failures, run('throughput'));
  report.throughput = result;
  log('scale');
  report.scale = run('scale') ? await scale().catch((error) => ({ error: error.message })) : skipped;
  log('cold start');
  report.cold = run('cold') ? await coldStart(paths, result.servers) : {};
  log('in-process (MSW)');
  const inprocArgs = [String(CONFIG.inprocRuns), String(CONFIG.inprocIters)];
  report.inprocess = run('inprocess')
    ? await runJsonChild('inprocess.mjs', inprocArgs).catch((error) => ({ error: error.message }))
    : skipped;
  report.loadAverageEnd = machine().loadAverage;
  report.totalSeconds = (performance.now() - began) / 1000;
  mkdirSync(RESULTS, { recursive: true });
  writeFileSync(join(RESULTS, only ? 'partial.json' : 'last.json'), JSON.stringify(report, null, 2));
  const markdown = renderReport(report);
  if (!only) writeFileSync(join(ROOT, 'BENCHMARKS.md'), markdown);
  process.stdout.write(`${markdown}\n`);
  log(
    only ? 'partial run: wrote bench/.results/partial.json only' : 'wrote BENCHMARKS.md and bench/.results/last.json',
  );
}

main().catch((error) => {
  process.stderr.write(`bench failed: ${error.stack ?? error}\n`);
  process.exit(1);
});
