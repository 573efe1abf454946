// Turns the results of a bench run into BENCHMARKS.md: medians, ratios and PASS/MISS against the design's targets.
import { ENDPOINT_LABELS } from './servers.mjs';

/** How the baselines serve the same payloads. */
const NOTES = [
  "All four servers send byte-identical bodies for the three GETs (read from the emulator first; links carry the emulator's port).",
  "node:http sends the emulator's headers too; Prism serves an OpenAPI 3.0 document with those bodies as examples (bearer security, static mode, `-v silent`).",
  "json-server serves each body as a singular resource of db.json, with routes.json mapping the emulator's paths onto them (so it answers any key id), `--ro --quiet`, and a middleware turning off its 2-space pretty-printing so that the bytes match.",
];

const n0 = (v) => (Number.isFinite(v) ? Math.round(v).toLocaleString('en-US') : 'n/a');
const n1 = (v) => (Number.isFinite(v) ? v.toFixed(1) : 'n/a');
const n2 = (v) => (Number.isFinite(v) ? v.toFixed(2) : 'n/a');

/** `0.62 PASS (>= 0.5)`; a ratio that cannot be computed is neither. */
function verdict(ratio, op, target) {
  if (!Number.isFinite(ratio)) return `n/a (${op} ${target})`;
  const pass = op === '>=' ? ratio >= target : ratio <= target;
  return `${n2(ratio)} **${pass ? 'PASS' : 'MISS'}** (${op} ${target})`;
}

const limit = (value, max, unit) =>
  Number.isFinite(value)
    ? `**${value <= max ? 'PASS' : 'MISS'}** (<= ${max.toLocaleString('en-US')} ${unit})`
    : `n/a (<= ${max} ${unit})`;

const table = (head, rows) =>
  [
    `| ${head.join(' | ')} |`,
    `|${head.map(() => ' --- ').join('|')}|`,
    ...rows.map((r) => `| ${r.join(' | ')} |`),
  ].join('\n');

export function renderReport(r) {
  const out = [];
  const m = r.machine;
  out.push('# Benchmarks', '');
  out.push(
    'Written by `npm run bench` (`bench/run.mjs`); do not edit by hand. Every figure is a median of several runs,',
  );
  out.push('and every ratio compares measurements taken in the same run on the same machine.', '');
  out.push(`- Date: ${m.date}${r.quick ? ' (BENCH_QUICK=1: short runs, rougher numbers)' : ''}`);
  out.push(`- Machine: ${m.cpu}, ${m.cores} cores, ${m.ramGiB} GiB RAM, ${m.os}`);
  out.push(
    `- Load average (1, 5, 15 min) at start: ${m.loadAverage}; at end: ${r.loadAverageEnd}. Anything else running on the machine skews the numbers.`,
  );
  out.push(
    `- Node ${m.node}; ${Object.entries(r.versions)
      .map(([k, v]) => `${k} ${v ?? 'not installed'}`)
      .join(', ')}`,
  );
  const c = r.config;
  out.push(
    `- Load: autocannon, ${c.connections} connections, no pipelining, ${c.runs} runs of ${c.seconds} s per cell after a ${c.warmupSeconds} s warm-up; load generator and server share the ${m.cores} cores.`,
  );
  out.push('');

  // Throughput.
  const t = r.throughput;
  out.push('## Throughput (standalone servers, same bytes)', '');
  out.push(
    'req/s (p99 latency in ms). Targets: emulator/node:http >= 0.5, emulator/Prism and emulator/json-server >= 1.5.',
    '',
  );
  const names = ['emulator', 'node:http', 'prism', 'json-server'];
  const rows = Object.entries(ENDPOINT_LABELS).map(([label, title]) => {
    const cell = (name) => t.cells[name]?.[label];
    const show = (name) => (cell(name) ? `${n0(cell(name).rps)} (${n1(cell(name).p99)})` : 'unavailable');
    const ratio = (name) => (cell('emulator')?.rps ?? Number.NaN) / (cell(name)?.rps ?? Number.NaN);
    return [
      title,
      ...names.map(show),
      verdict(ratio('node:http'), '>=', 0.5),
      verdict(ratio('prism'), '>=', 1.5),
      verdict(ratio('json-server'), '>=', 1.5),
    ];
  });
  out.push(
    table(
      [
        'GET',
        'emulator',
        'node:http',
        'Prism (static)',
        'json-server',
        'emu/node:http',
        'emu/Prism',
        'emu/json-server',
      ],
      rows,
    ),
  );
  out.push('');
  for (const [name, s] of Object.entries(t.servers)) if (!s.available) out.push(`- ${name}: unavailable: ${s.reason}`);
  if (t.bad > 0) out.push(`- Warning: ${t.bad} non-2xx answers, errors or timeouts during the runs.`);
  out.push(...NOTES.map((note) => `- ${note}`), '');

  // Scale.
  const s = r.scale;
  out.push('## Scale (100 keys vs 100,000 keys, one emulator process)', '');
  if (s.error) out.push(`Failed: ${s.error}`, '');
  else {
    out.push('Targets: 100k/100 req/s >= 0.9 for a key and a page; 100k world build <= 1 s; RSS <= 250 MB.', '');
    const scaleRows = ['key', 'page'].map((label) => {
      const [a, b] = [s.cells.w100[label], s.cells.w100k[label]];
      return [
        ENDPOINT_LABELS[label],
        `${n0(a.rps)} (${n1(a.p99)})`,
        `${n0(b.rps)} (${n1(b.p99)})`,
        verdict(b.rps / a.rps, '>=', 0.9),
      ];
    });
    out.push(table(['GET', '100 keys: req/s (p99 ms)', '100,000 keys: req/s (p99 ms)', '100k/100'], scaleRows), '');
    out.push(
      table(
        ['measure', 'median', 'target'],
        [
          [
            `World.build of 100,000 keys (fresh process each; runs ${s.buildRuns.map((b) => n0(b.buildMs)).join(', ')} ms)`,
            `${n0(s.buildMs)} ms`,
            limit(s.buildMs, 1000, 'ms'),
          ],
          [
            'First request in the 100,000-key world (fixtures + build + page)',
            `${n0(s.firstRequest100kMs)} ms`,
            'info',
          ],
          [
            `RSS after building the 100,000-key world (heap used ${n0(s.heapAfter100kMB)} MB)`,
            `${n0(s.rssAfter100kMB)} MB`,
            limit(s.rssAfter100kMB, 250, 'MB'),
          ],
          [
            `RSS after the load runs, both worlds, no forced GC (heap used ${n0(s.heapEndMB)} MB)`,
            `${n0(s.rssEndMB)} MB`,
            'info',
          ],
        ],
      ),
      '',
    );
  }

  // Cold start.
  out.push('## Cold start (spawn to first 200 on GET one key)', '');
  out.push('Target: emulator/json-server <= 1.0. The emulator builds its world on that first request.', '');
  const cold = r.cold ?? {};
  const coldRows = Object.entries(cold).map(([name, v]) => [
    name,
    v.ms === undefined ? `unavailable: ${v.reason}` : `${n0(v.ms)} ms`,
    v.runs ? v.runs.map(n0).join(', ') : '',
  ]);
  out.push(table(['server', 'median', 'runs (ms)'], coldRows), '');
  out.push(
    `emulator/json-server: ${verdict(cold.emulator?.ms / cold['json-server']?.ms, '<=', 1.0)}; emulator/Prism: ${n2(cold.emulator?.ms / cold.prism?.ms)}`,
    '',
  );

  // In-process.
  const ip = r.inprocess;
  out.push('## In-process (MSW setupServer, msw/node)', '');
  if (ip.error) out.push(`Failed: ${ip.error}`, '');
  else {
    out.push(
      `Microseconds per fetch (median of ${ip.runs} loops of ${ip.iterations}, the two variants timed back to back in each run). Target: emulator/static <= 1.3, on the median of the per-run ratios.`,
      '',
    );
    const ipRows = Object.entries(ip.result).map(([label, v]) => [
      ENDPOINT_LABELS[label],
      n1(v.emulatorUs),
      n1(v.staticUs),
      n2(v.emulatorUs / v.staticUs),
      verdict(v.pairedRatio, '<=', 1.3),
    ]);
    out.push(
      table(
        [
          'GET',
          "emulator's handlers (µs)",
          'static http.get (µs)',
          'ratio of medians',
          'emu/static (median of per-run ratios)',
        ],
        ipRows,
      ),
      '',
    );
  }
  out.push(`Total bench time: ${n0(r.totalSeconds)} s.`, '');
  return out.join('\n');
}
