// `npm run bench`: measures the built package and writes BENCHMARKS.md and bench/chart.svg. BENCH_QUICK=1 for a run
// of about a minute or two; BENCH_ONLY=section,section for some sections (then only bench/.results/partial.* are
// written); BENCH_ONLY with BENCH_MERGE=1 measures those sections again and puts them in place of theirs in the last
// full run (bench/.results/last.json), then writes BENCHMARKS.md, which says which sections were measured when. The sections, one module each, are listed in bench/sections/index.mjs: throughput, catalogue, scale,
// writes, webhooks, journal, clock, scenarios, cold, inprocess.
// Peers (autocannon, Prism, json-server) are installed on demand into bench/.peers, never into the package.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderChart } from './chart.mjs';
import {
  CONFIG,
  cpuMeter,
  elapsedSeconds,
  loadPerCore,
  log,
  machine,
  PEERS,
  packageVersion,
  QUICK,
  RESULTS,
  ROOT,
} from './lib.mjs';
import { renderReport, targetLines } from './report.mjs';
import { SECTIONS } from './sections/index.mjs';
import { preparePeerDocs } from './servers.mjs';
import { ensureBuild, ensurePeers, snapshotBuild } from './setup.mjs';

async function main() {
  const names = SECTIONS.map((section) => section.name);
  const only = process.env.BENCH_ONLY?.split(',').map((s) => s.trim());
  const unknown = (only ?? []).filter((s) => !names.includes(s));
  if (unknown.length) throw new Error(`BENCH_ONLY: unknown section ${unknown.join(', ')}; sections: ${names}`);
  if (process.env.BENCH_MERGE === '1') {
    // Checked before measuring: a merge needs a full run of the same kind to go into.
    if (!only) throw new Error('BENCH_MERGE=1 needs BENCH_ONLY=section,...: the sections to measure again');
    const last = JSON.parse(readFileSync(join(RESULTS, 'last.json'), 'utf8'));
    if (last.quick !== QUICK) throw new Error('BENCH_MERGE: the last full run and this one differ in BENCH_QUICK');
  }
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
  const context = {
    failures,
    results: report,
    // The paths of the four GETs, with the peers' documents written: the throughput section leaves them; without it
    // (BENCH_ONLY=cold) they are read from a short-lived emulator.
    paths: undefined,
    peerPaths: async () => {
      context.paths ??= await preparePeerDocs();
      return context.paths;
    },
  };
  for (const section of SECTIONS) {
    const { name } = section;
    if (only && !only.includes(name)) {
      report[name] = { error: 'skipped (BENCH_ONLY)' };
      continue;
    }
    log(`${name} (load average ${machine().loadAverage})`);
    const meter = cpuMeter();
    const result = await Promise.resolve()
      .then(() => section.run(context))
      .catch((error) => ({ error: error.stack ?? error.message }));
    report[name] = result;
    report.cpu[name] = meter();
    const { foreignShare, loadStart } = report.cpu[name];
    if (foreignShare > 0.1)
      log(`WARNING: other processes used ${(100 * foreignShare).toFixed(0)}% of the machine during ${name}`);
    if (result.error) log(`${name} failed: ${result.error.split('\n')[0]}`);
    else log(`${name}: done in ${report.cpu[name].seconds.toFixed(0)} s (load at start ${loadStart.toFixed(2)})`);
  }
  report.loadAverageEnd = machine().loadAverage;
  report.cpu.whole = whole();
  report.totalSeconds = elapsedSeconds();
  log(`load average at start ${startMachine.loadAverage}, at end ${report.loadAverageEnd}`);
  if (report.cpu.whole.foreignShare > 0.1)
    log(
      `WARNING: other processes used ${(100 * report.cpu.whole.foreignShare).toFixed(0)}% of the machine during the run`,
    );
  mkdirSync(RESULTS, { recursive: true });
  // The numbers first, so that nothing measured is lost if rendering fails (`node bench/run.mjs --render FILE`).
  writeFileSync(join(RESULTS, only ? 'partial.json' : 'last.json'), JSON.stringify(report, null, 2));
  if (only && process.env.BENCH_MERGE === '1') {
    const merged = merge(JSON.parse(readFileSync(join(RESULTS, 'last.json'), 'utf8')), report);
    writeFileSync(join(RESULTS, 'last.json'), JSON.stringify(merged, null, 2));
    write(merged);
  } else write(report);
}

/**
 * The last full run with some sections measured again (BENCH_MERGE=1): their results and CPU in place of the old,
 * and, in `remeasured`, when and on which build each was measured again (earlier merges kept).
 */
function merge(last, partial) {
  if (last.quick !== partial.quick)
    throw new Error('BENCH_MERGE: the last full run and this one differ in BENCH_QUICK');
  const merged = { ...last, cpu: { ...last.cpu }, remeasured: { ...last.remeasured } };
  for (const name of partial.only) {
    merged[name] = partial[name];
    merged.cpu[name] = partial.cpu[name];
    merged.remeasured[name] = {
      date: partial.machine.date,
      builtAt: partial.snapshot?.builtAt,
      loadAverage: partial.machine.loadAverage,
    };
  }
  return merged;
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
