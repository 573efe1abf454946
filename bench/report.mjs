// Turns the results of a bench run into BENCHMARKS.md: the common header (date, machine, load, versions, method),
// the targets table, then each section's part (bench/sections) and the last soak's (bench/soak.mjs). `targets(report)`
// is the one list of targets, gathered from the sections; the table at the top and the summary printed at the end of
// a run read it.
import { failed, judge, n0, ok, ratioText, table, word } from './lib.mjs';
import { SECTIONS } from './sections/index.mjs';
import { renderSoak } from './soak.mjs';

/**
 * Every target with its measured value: { group, what, value, op, limit, unit, pass }, section by section. Sections
 * that did not run (BENCH_ONLY) or failed give no rows; a value that could not be measured is NaN (n/a).
 */
export function targets(r) {
  return SECTIONS.flatMap((section) =>
    ok(r[section.name])
      ? section.targets(r[section.name]).map((row) => ({
          group: section.area,
          unit: '',
          ...row,
          pass: judge(row.value, row.op, row.limit),
        }))
      : [],
  );
}

const shown = (row) => (row.unit ? `${n0(row.value)} ${row.unit}` : ratioText(row.value, row.op, row.limit));
const goal = (row) => `${row.op} ${row.limit.toLocaleString('en-US')}${row.unit ? ` ${row.unit}` : ''}`;

/** The one-line-per-target summary printed at the end of a run. */
export function targetLines(r) {
  const rows = targets(r);
  const passed = rows.filter((row) => row.pass).length;
  return [
    `Targets: ${passed} of ${rows.length} PASS`,
    ...rows.map(
      (row) =>
        `${row.pass === null ? 'N/A ' : row.pass ? 'PASS' : 'FAIL'}  ${row.group}: ${row.what}: ${shown(row)} (${goal(row)})`,
    ),
  ];
}

/** Date, machine, load, other processes' CPU, versions and the load's settings. */
function header(r, chartPath) {
  const out = [];
  const m = r.machine;
  out.push('# Benchmarks', '');
  out.push(
    `![Throughput per GET of the emulator, node:http, Prism and json-server, and the in-process ratio](${chartPath})`,
    '',
  );
  out.push(
    'Written by `npm run bench` (`bench/run.mjs`, the chart too); do not edit by hand. Every figure is a median of',
    'several runs, and every ratio compares measurements taken in the same run on the same machine.',
    '',
  );
  const busy = r.cpu?.whole;
  const loadHigh = Number(m.loadAverage.split(' ')[0]) / m.cores > 0.5;
  const foreignHigh = busy && busy.foreignShare > 0.1;
  const loadWarning = foreignHigh
    ? ' **Warning: other processes took a share of the CPU during the run (below); treat the ratios with care.**'
    : loadHigh
      ? ' The 1-minute load average was above 0.5 per core at the start (it lags, and counts whatever ran in the minute before, such as a previous bench or soak); what other processes used during the run is measured below.'
      : '';
  out.push(
    `- Date: ${m.date}${r.quick ? ' (BENCH_QUICK=1: short runs, rougher numbers)' : ''}${r.only ? ` (BENCH_ONLY=${r.only.join(',')})` : ''}`,
  );
  for (const [name, again] of Object.entries(r.remeasured ?? {})) {
    out.push(
      `- Section ${name} measured again on ${again.date} (BENCH_ONLY naming it, BENCH_MERGE=1; load average at the start ${again.loadAverage}; the package built at ${again.builtAt ?? 'n/a'}); the other sections are from the run of the date above.`,
    );
  }
  out.push(`- Machine: ${m.cpu}, ${m.cores} cores, ${m.ramGiB} GiB RAM, ${m.os}`);
  out.push(
    `- Load average (1, 5, 15 min) at start: ${m.loadAverage}; at end: ${r.loadAverageEnd} (the end figure includes the bench's own load).${loadWarning}`,
  );
  if (busy)
    out.push(
      `- CPU used by other processes during the run (machine busy time minus the bench's and its children's): ${(100 * busy.foreignShare).toFixed(0)}% of the machine; per section: ${Object.entries(
        r.cpu,
      )
        .filter(([name]) => name !== 'whole')
        .map(([name, v]) => `${name} ${(100 * v.foreignShare).toFixed(0)}%`)
        .join(', ')}.`,
    );
  out.push(
    `- Node ${m.node}; ${Object.entries(r.versions)
      .map(([k, v]) => `${k} ${v ?? 'not installed'}`)
      .join(', ')}; the package measured is a copy of dist/ built at ${r.snapshot?.builtAt ?? 'n/a'}.`,
  );
  const c = r.config;
  out.push(
    `- Load: autocannon, ${c.connections} connections, no pipelining, ${c.runs} run${c.runs === 1 ? '' : 's'} of ${c.seconds} s per cell after a ${c.warmupRequests ? `${c.warmupRequests}-request` : `${c.warmupSeconds} s`} warm-up, the cells of a section interleaved in an order shuffled for each run; load generator and server share the ${m.cores} cores.`,
  );
  out.push('');
  return out;
}

export function renderReport(r, chartPath = 'bench/chart.svg') {
  const out = header(r, chartPath);
  const rows = targets(r);
  const passed = rows.filter((row) => row.pass).length;
  out.push(`## Targets: ${passed} of ${rows.length} PASS`, '');
  out.push(
    table(
      ['area', 'target', 'measured', 'goal', 'verdict'],
      rows.map((row) => [row.group, row.what, shown(row), goal(row), word(row.pass)]),
    ),
    '',
  );
  for (const section of SECTIONS)
    if (section.summary && ok(r[section.name])) out.push(...section.summary(r[section.name]));
  for (const section of SECTIONS) {
    const results = r[section.name];
    out.push(`## ${section.title}`, '');
    if (ok(results)) out.push(...section.render(results));
    else out.push(failed(results) || 'Not run.', '');
  }
  out.push(...renderSoak());
  out.push(`Total bench time: ${n0(r.totalSeconds)} s.`, '');
  return out.join('\n');
}
