// Turns the results of a bench run into BENCHMARKS.md: medians, ratios and PASS/FAIL against the targets of the
// performance, writes, scenarios, journal and time-travel issues. `targets(report)` is the one list of targets; the
// table at the top, the sections and the summary printed at the end all read it.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { RESULTS } from './lib.mjs';
import { ENDPOINT_LABELS } from './servers.mjs';

/** How the baselines serve the same payloads. */
const NOTES = [
  "All four servers send byte-identical bodies for the four GETs (read from the emulator first; links carry the emulator's port); the bench compares every server's body with the emulator's (SHA-256) before any load.",
  "node:http sends the emulator's headers too, from precomputed buffers; Prism serves an OpenAPI 3.0 document with those bodies as examples (bearer security, static mode, `-v silent`).",
  "json-server serves each body as a singular resource of db.json, with routes.json mapping the emulator's paths onto them (so it answers any key id), `--ro --quiet`, and a middleware turning off its 2-space pretty-printing so that the bytes match.",
  'Each run of the emulator is a new process (on the same port, so its bytes stay the same, checked again at every start), warmed up before it is measured: how V8 optimizes a process varies from one process to the next, and a median over one process would hide that.',
  'The subscription list is `GET /v2/subscriptions/subscriptions?page[limit]=25&include=plans&scenario=many-subscriptions` (a full page of 25 of 2,000), the same URL on every server.',
];

const n0 = (v) => (Number.isFinite(v) ? Math.round(v).toLocaleString('en-US') : 'n/a');
const n1 = (v) => (Number.isFinite(v) ? v.toFixed(1) : 'n/a');
const n2 = (v) => (Number.isFinite(v) ? v.toFixed(2) : 'n/a');
const kb = (bytes) => (Number.isFinite(bytes) ? `${(bytes / 1024).toFixed(1)} KB` : 'n/a');
/** `47,026 (1.0) · CPU 98%, 21 µs`: req/s (p99 ms), and the server's share of one core and CPU time per answer. */
const rate = (cell) => {
  if (!cell) return 'n/a';
  const cpu = Number.isFinite(cell.cpuShare)
    ? ` · CPU ${Math.round(100 * cell.cpuShare)}%, ${n1(cell.cpuUsPerRequest)} µs`
    : '';
  return `${n0(cell.rps)} (${n1(cell.p99)})${cpu}`;
};
const CPU_NOTE =
  "`· CPU`: the server process's CPU time during the runs (from /proc), as a share of one core and per answer. A server well below 100% is not what limits the rate: the load generator (autocannon, in the bench's own process on the same cores) is, and then the CPU time per answer compares the servers' costs better than req/s does.";
const runsOf = (cell) => (cell?.rpsRuns ? cell.rpsRuns.map(n0).join(', ') : '');

const table = (head, rows) =>
  [
    `| ${head.join(' | ')} |`,
    `|${head.map(() => ' --- ').join('|')}|`,
    ...rows.map((r) => `| ${r.join(' | ')} |`),
  ].join('\n');

const ok = (section) => section && !section.error;
const failed = (section) => (section?.error ? `Failed: ${section.error.split('\n').slice(0, 3).join(' ')}` : '');

/** PASS when the value meets the target; null (n/a) when it could not be measured. */
function judge(value, op, limit) {
  if (!Number.isFinite(value)) return null;
  return op === '>=' ? value >= limit : value <= limit;
}
const word = (pass) => (pass === null ? 'n/a' : pass ? '**PASS**' : '**FAIL**');
/** A ratio to two decimals, or three where two would hide which side of the target it is on (1.00 failing <= 1). */
function ratioText(value, op, limit) {
  const two = n2(value);
  return judge(Number(two), op, limit) === judge(value, op, limit) ? two : value.toFixed(3);
}
/** `0.83 **FAIL**`. */
const vr = (value, op, limit) => `${ratioText(value, op, limit)} ${word(judge(value, op, limit))}`;

/**
 * Every target with its measured value: { group, what, value, op, limit, unit, pass, shown }. Sections that did not
 * run (BENCH_ONLY) or failed give rows with value NaN (n/a).
 */
export function targets(r) {
  const rows = [];
  const add = (group, what, value, op, limit, unit = '') =>
    rows.push({ group, what, value, op, limit, unit, pass: judge(value, op, limit) });
  const t = r.throughput;
  if (ok(t)) {
    for (const [label, title] of Object.entries(ENDPOINT_LABELS)) {
      const rps = (name) => t.cells[name]?.[label]?.rps ?? Number.NaN;
      add('Throughput', `${title}: emulator / node:http`, rps('emulator') / rps('node:http'), '>=', 0.8);
      add('Throughput', `${title}: emulator / Prism`, rps('emulator') / rps('prism'), '>=', 1.5);
      add('Throughput', `${title}: emulator / json-server`, rps('emulator') / rps('json-server'), '>=', 1.5);
    }
  }
  const s = r.scale;
  if (ok(s)) {
    const ratio = (small, big, label) => s.cells[big][label].rps / s.cells[small][label].rps;
    add('Scale', 'GET one key, 100,000 / 100 keys', ratio('w100', 'w100k', 'key'), '>=', 0.9);
    add('Scale', 'GET page of 25 keys, 100,000 / 100 keys', ratio('w100', 'w100k', 'page'), '>=', 0.9);
    add(
      'Scale',
      'Subscription list page (include=plans), 2,000 / 6 subscriptions, 6 records each',
      ratio('s6', 's2000', 'list6'),
      '>=',
      0.9,
    );
    add(
      'Scale',
      `Filtered list page (eq(account_id)), 2,000 / 6 subscriptions, ${s.smallLimit} records each`,
      ratio('s6', 's2000', 'filterSmall'),
      '>=',
      0.9,
    );
    add('Scale', 'World.build of 100,000 keys', s.buildMs, '<=', 1000, 'ms');
    add('Scale', 'RSS after building the 100,000-key world', s.rssAfter100kMB, '<=', 250, 'MB');
  }
  const w = r.writes;
  if (ok(w)) {
    add(
      'Writes',
      'Writes/s (a create and a delete are a write each) / GET one key req/s',
      w.cells.pairs.rps / w.cells.keyNone.rps,
      '>=',
      0.4,
    );
    add(
      'Writes',
      'GET one key, session with 1,000 created keys / session with none',
      w.cells.keyFull.rps / w.cells.keyNone.rps,
      '>=',
      0.9,
    );
    add(
      'Writes',
      'GET page of 25, session with 1,000 created keys / session with none',
      w.cells.pageFull.rps / w.cells.pageNone.rps,
      '>=',
      0.9,
    );
    add(
      'Writes',
      `RSS after ${n0(w.rss?.sessions)} sessions of ${w.rss?.writes} writes (forced GC)`,
      w.rss?.after?.rssMB ?? Number.NaN,
      '<=',
      300,
      'MB',
    );
  }
  const j = r.journal;
  if (ok(j)) {
    add('Journal', 'GET one key, journal on / off', j.cells.on.key.rps / j.cells.off.key.rps, '>=', 0.9);
    add('Journal', 'GET page of 25, journal on / off', j.cells.on.page.rps / j.cells.off.page.rps, '>=', 0.9);
  }
  const u = r.scenarios;
  if (ok(u)) add('User scenarios', 'Cold start added by --scenarios DIR (100 files)', u.addedMs, '<=', 300, 'ms');
  const c = r.clock;
  if (ok(c)) {
    add('Time travel', 'Clock move P1Y, many-subscriptions, fresh session', c.moveMs, '<=', 500, 'ms');
    add(
      'Time travel',
      'Subscription list page after the move / before',
      c.cells.after.rps / c.cells.before.rps,
      '>=',
      0.9,
    );
  }
  const ip = r.inprocess;
  if (ok(ip)) {
    for (const [label, v] of Object.entries(ip.result))
      add('In-process', `${ENDPOINT_LABELS[label]}: emulator / static http.get`, v.pairedRatio, '<=', 1.0);
  }
  const cold = r.cold;
  if (cold && !cold.error && cold.emulator?.ms)
    add(
      'Cold start',
      'Spawn to first 200: emulator / json-server',
      cold.emulator.ms / cold['json-server']?.ms,
      '<=',
      0.8,
    );
  return rows;
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

function soakSummary() {
  const file = join(RESULTS, 'soak-last.json');
  if (!existsSync(file)) return null;
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

export function renderReport(r, chartPath = 'bench/chart.svg') {
  const out = [];
  const m = r.machine;
  const rows = targets(r);
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
    `- Load: autocannon, ${c.connections} connections, no pipelining, ${c.runs} run${c.runs === 1 ? '' : 's'} of ${c.seconds} s per cell after a ${c.warmupRequests ? `${c.warmupRequests}-request` : `${c.warmupSeconds} s`} warm-up, the cells of a section interleaved; load generator and server share the ${m.cores} cores.`,
  );
  out.push('');

  // Targets.
  const passed = rows.filter((row) => row.pass).length;
  out.push(`## Targets: ${passed} of ${rows.length} PASS`, '');
  out.push(
    table(
      ['area', 'target', 'measured', 'goal', 'verdict'],
      rows.map((row) => [row.group, row.what, shown(row), goal(row), word(row.pass)]),
    ),
    '',
  );

  // The same comparison by CPU cost, where the load generator limits req/s.
  const tc = r.throughput;
  if (ok(tc) && Number.isFinite(tc.cells.emulator?.key?.cpuUsPerRequest)) {
    out.push(
      `Not a target, but read it beside the throughput rows: the servers' CPU time per answer, node:http / emulator (what emu/node:http would be if the emulator's CPU were the only limit): ${Object.entries(
        ENDPOINT_LABELS,
      )
        .map(
          ([label, title]) =>
            `${title} ${n2(tc.cells['node:http']?.[label]?.cpuUsPerRequest / tc.cells.emulator[label].cpuUsPerRequest)} (emulator at ${Math.round(100 * tc.cells.emulator[label].cpuShare)}% of a core)`,
        )
        .join('; ')}.`,
      '',
    );
  }

  // Throughput.
  const t = r.throughput;
  out.push('## Throughput (standalone servers, same bytes)', '');
  if (!ok(t)) out.push(failed(t) || 'Not run.', '');
  else {
    out.push(
      'req/s (p99 latency in ms). Targets: emulator/node:http >= 0.8, emulator/Prism and emulator/json-server >= 1.5.',
      '',
    );
    const names = ['emulator', 'node:http', 'prism', 'json-server'];
    const trows = Object.entries(ENDPOINT_LABELS).map(([label, title]) => {
      const cell = (name) => t.cells[name]?.[label];
      const show = (name) => (cell(name) ? rate(cell(name)) : 'unavailable');
      const ratio = (name) => (cell('emulator')?.rps ?? Number.NaN) / (cell(name)?.rps ?? Number.NaN);
      const v = (name, op, limit) => vr(ratio(name), op, limit);
      return [
        `${title} (${kb(t.payloads?.[label]?.bytes)})`,
        ...names.map(show),
        v('node:http', '>=', 0.8),
        v('prism', '>=', 1.5),
        v('json-server', '>=', 1.5),
      ];
    });
    out.push(
      table(
        [
          'GET (body)',
          'emulator',
          'node:http',
          'Prism (static)',
          'json-server',
          'emu/node:http',
          'emu/Prism',
          'emu/json-server',
        ],
        trows,
      ),
      '',
    );
    out.push(
      `Runs (req/s), emulator: ${Object.keys(ENDPOINT_LABELS)
        .map((label) => `${label} ${runsOf(t.cells.emulator?.[label])}`)
        .join('; ')}; node:http: ${Object.keys(ENDPOINT_LABELS)
        .map((label) => `${label} ${runsOf(t.cells['node:http']?.[label])}`)
        .join('; ')}.`,
      '',
    );
    for (const [name, st] of Object.entries(t.servers))
      if (!st.available) out.push(`- ${name}: unavailable: ${st.reason}`);
    for (const [name, differ] of Object.entries(t.sameBytes ?? {}))
      if (differ.length)
        out.push(`- **Warning: ${name} sent other bytes than the emulator for ${differ.join(', ')}.**`);
    if (t.bad > 0) out.push(`- Warning: ${t.bad} non-2xx answers, errors or timeouts during the runs.`);
    const bound = Object.entries(ENDPOINT_LABELS).filter(([label]) => t.cells.emulator?.[label]?.cpuShare < 0.9);
    if (bound.length) {
      out.push(
        `- Load-generator bound: for ${bound.map(([, title]) => title).join('; ')} the emulator used less than 90% of a core, so its req/s ratio to node:http understates the difference. CPU per answer, emulator / node:http: ${bound
          .map(
            ([label]) =>
              `${label} ${n2(t.cells.emulator[label].cpuUsPerRequest / t.cells['node:http']?.[label]?.cpuUsPerRequest)}`,
          )
          .join(', ')} (for all four: ${Object.keys(ENDPOINT_LABELS)
          .map(
            (label) =>
              `${label} ${n2(t.cells.emulator?.[label]?.cpuUsPerRequest / t.cells['node:http']?.[label]?.cpuUsPerRequest)}`,
          )
          .join(', ')}).`,
      );
    }
    out.push(`- ${CPU_NOTE}`);
    out.push(...NOTES.map((note) => `- ${note}`), '');
  }

  // Scale.
  const s = r.scale;
  out.push('## Scale (one emulator process: 100 vs 100,000 keys, 6 vs 2,000 subscriptions)', '');
  if (!ok(s)) out.push(failed(s) || 'Not run.', '');
  else {
    out.push(
      'Targets: big/small req/s >= 0.9; 100k world build <= 1 s; RSS <= 250 MB. The subscription rows compare `default` (6 subscriptions) with `many-subscriptions` (2,000 over 100 accounts) through `X-Emulator-Scenario`.',
      '',
    );
    const keyRows = ['key', 'page'].map((label) => {
      const [a, b] = [s.cells.w100[label], s.cells.w100k[label]];
      return [ENDPOINT_LABELS[label], rate(a), rate(b), `${vr(b.rps / a.rps, '>=', 0.9)}`];
    });
    out.push(table(['GET', '100 keys: req/s (p99 ms)', '100,000 keys: req/s (p99 ms)', '100k/100'], keyRows), '');
    const subRow = (label, title, target) => {
      const [a, b] = [s.cells.s6[label], s.cells.s2000[label]];
      if (!a || !b) return null;
      const ratio = b.rps / a.rps;
      return [
        title,
        `${rate(a)}, ${kb(s.bytes[`s6.${label}`])}`,
        `${rate(b)}, ${kb(s.bytes[`s2000.${label}`])}`,
        target ? `${vr(ratio, '>=', 0.9)}` : `${n2(ratio)} (info: bodies differ in size)`,
      ];
    };
    const account = `eq(account_id,${s.account})`;
    out.push(
      table(
        [
          'GET /v2/subscriptions/subscriptions',
          '6 subscriptions: req/s (p99 ms), body',
          '2,000 subscriptions: req/s (p99 ms), body',
          '2,000/6',
        ],
        [
          subRow('list6', '`page[limit]=6&include=plans` (6 records in both worlds)', true),
          subRow(
            'filterSmall',
            `\`page[limit]=${s.smallLimit}&include=plans&filter=${account}\` (${s.smallLimit} records in both)`,
            true,
          ),
          subRow('list', '`page[limit]=25&include=plans` (6 records vs 25)', false),
          subRow(
            'filter',
            `\`page[limit]=25&include=plans&filter=${account}\` (${s.accountCounts.default} vs 25 of ${s.accountCounts['many-subscriptions']})`,
            false,
          ),
        ].filter(Boolean),
      ),
      '',
    );
    out.push(
      'The target rows compare pages of the same number of records, so that the ratio measures the cost of the bigger world (an index, not a scan); the page-of-25 rows, as the issue words them, also compare bodies of different size (6 or 3 records against 25) and are shown for information.',
      '',
    );
    out.push(
      table(
        ['measure', 'median', 'target'],
        [
          [
            `World.build of 100,000 keys (fresh process each; runs ${s.buildRuns.map((b) => n0(b.buildMs)).join(', ')} ms)`,
            `${n0(s.buildMs)} ms`,
            `${word(judge(s.buildMs, '<=', 1000))} (<= 1,000 ms)`,
          ],
          [
            'First request in the 100,000-key world (fixtures + build + page)',
            `${n0(s.firstRequest100kMs)} ms`,
            'info',
          ],
          [
            'First request in many-subscriptions (build of 2,000 subscriptions + page)',
            `${n0(s.firstRequestManySubscriptionsMs)} ms`,
            'info',
          ],
          [
            `RSS after building the 100,000-key world (heap used ${n0(s.heapAfter100kMB)} MB)`,
            `${n0(s.rssAfter100kMB)} MB`,
            `${word(judge(s.rssAfter100kMB, '<=', 250))} (<= 250 MB)`,
          ],
          [
            `RSS after the load runs, all four worlds, no forced GC (heap used ${n0(s.heapEndMB)} MB)`,
            `${n0(s.rssEndMB)} MB`,
            'info',
          ],
        ],
      ),
      '',
    );
  }

  // Writes.
  const w = r.writes;
  out.push('## Writes and sessions (one emulator process)', '');
  if (!ok(w)) out.push(failed(w) || 'Not run.', '');
  else {
    // The target counts write requests: a create and a delete are a write each (pairs/s are half of it, shown too).
    const writeRatio = w.cells.pairs.rps / w.cells.keyNone.rps;
    out.push(
      'Write throughput: each connection sends `POST /v2/application-keys` (JSON body) then `DELETE` of the key it got, in session `writes`; a pair is two requests, and the target counts each as a write (a create and a delete are each one write call of the real API; pairs per second are half the figure, shown too). Reads are sent with `X-Emulator-Session`: `none` (no writes) and `full` (1,000 keys created before the runs, so its list has ' +
        `${n0(w.keysFull)} keys against ${n0(w.keysNone)}).`,
      '',
    );
    out.push(
      table(
        ['measure', 'req/s (p99 ms)', 'ratio', 'target'],
        [
          ['GET one key, session `none`', rate(w.cells.keyNone), '', ''],
          [
            'GET one key, session `full`',
            rate(w.cells.keyFull),
            `${ratioText(w.cells.keyFull.rps / w.cells.keyNone.rps, '>=', 0.9)} of \`none\``,
            `${word(judge(w.cells.keyFull.rps / w.cells.keyNone.rps, '>=', 0.9))} (>= 0.9)`,
          ],
          [`GET page of 25, session \`none\` (${kb(w.bytes.pageNone)})`, rate(w.cells.pageNone), '', ''],
          [
            `GET page of 25, session \`full\` (${kb(w.bytes.pageFull)})`,
            rate(w.cells.pageFull),
            `${ratioText(w.cells.pageFull.rps / w.cells.pageNone.rps, '>=', 0.9)} of \`none\``,
            `${word(judge(w.cells.pageFull.rps / w.cells.pageNone.rps, '>=', 0.9))} (>= 0.9)`,
          ],
          [
            `Create then delete (${n0(w.cells.pairs.pairsPerSecond)} pairs/s)`,
            rate(w.cells.pairs),
            `${ratioText(writeRatio, '>=', 0.4)} writes per read of one key (${n2(writeRatio / 2)} pairs)`,
            `${word(judge(writeRatio, '>=', 0.4))} (>= 0.4)`,
          ],
        ],
      ),
      '',
    );
    if (w.cells.pairs.bad) out.push(`- Warning: ${w.cells.pairs.bad} write answers were not 2xx.`);
    out.push(`- Creating the 1,000 keys of session \`full\` one after another over HTTP took ${n0(w.fillMs)} ms.`);
    const rss = w.rss;
    if (rss?.error) out.push(`- Memory: failed: ${rss.error}`, '');
    else if (rss) {
      out.push(
        `- Memory (a child process using the library in-process through \`emulator.handle\`, \`--expose-gc\`): ${n0(rss.sessions)} sessions of ${rss.writes} key creates each (JSON bodies), each session's first and last page read after its writes; ${n1(rss.usPerWrite)} µs per request. After a forced GC: RSS **${n0(rss.after.rssMB)} MB** ${word(judge(rss.after.rssMB, '<=', 300))} (<= 300 MB), heap used ${n0(rss.after.heapUsedMB)} MB of ${n0(rss.after.heapTotalMB)} MB; before the writes (world built): RSS ${n0(rss.before.rssMB)} MB, heap used ${n0(rss.before.heapUsedMB)} MB. The first session still holds ${n0(rss.keysInFirstSession)} keys, the last ${n0(rss.keysInLastSession)}; ${rss.notices} sessions dropped.`,
        '',
      );
    }
  }

  // Journal.
  const j = r.journal;
  out.push(
    '## Request journal (two emulator processes, new ones for every run: `--journal 1000`, the default, and `--journal 0`)',
    '',
  );
  if (!ok(j)) out.push(failed(j) || 'Not run.', '');
  else {
    out.push(
      table(
        ['GET', 'journal on: req/s (p99 ms)', 'journal off: req/s (p99 ms)', 'on/off'],
        ['key', 'page'].map((label) => {
          const ratio = j.cells.on[label].rps / j.cells.off[label].rps;
          return [
            ENDPOINT_LABELS[label],
            rate(j.cells.on[label]),
            rate(j.cells.off[label]),
            `${vr(ratio, '>=', 0.9)} (>= 0.9)`,
          ];
        }),
      ),
      '',
    );
    out.push(
      `Checked after the runs: the journal of the first holds entries (${j.recordedOn} of the last 5 asked), that of the second none (${j.recordedOff}).`,
      '',
    );
  }

  // Clock.
  const ck = r.clock;
  out.push('## Time travel (`POST /__emulator/clock {"advance":"P1Y"}`, many-subscriptions)', '');
  if (!ok(ck)) out.push(failed(ck) || 'Not run.', '');
  else {
    out.push(
      `Each move in a fresh session of \`many-subscriptions\` (2,000 subscriptions), the world built beforehand (its first read took ${n0(ck.builtMs)} ms); time from sending the request to its answer. Moves: ${ck.moves.map((x) => n0(x.ms)).join(', ')} ms; median **${n0(ck.moveMs)} ms** ${word(judge(ck.moveMs, '<=', 500))} (<= 500 ms).`,
      '',
    );
    const before = ck.cells.before.rps;
    out.push(
      table(
        ['GET subscription list page of 25, include=plans', 'req/s (p99 ms)', 'body', '/ before'],
        [
          [
            'before: a session with no writes (`X-Emulator-Session: unmoved`)',
            rate(ck.cells.before),
            kb(ck.bytes.before),
            '',
          ],
          [
            'after: the session moved one year',
            rate(ck.cells.after),
            kb(ck.bytes.after),
            `${vr(ck.cells.after.rps / before, '>=', 0.9)} (>= 0.9)`,
          ],
          ck.cells.written && [
            'a session with one key created, no move (info)',
            rate(ck.cells.written),
            kb(ck.bytes.written),
            n2(ck.cells.written.rps / before),
          ],
        ].filter(Boolean),
      ),
      '',
    );
    if (!ck.afterDiffers) out.push('- Warning: the page after the move has the same bytes as before it.', '');
  }

  // User scenarios.
  const u = r.scenarios;
  out.push('## Your own scenarios (cold start with `--scenarios DIR`)', '');
  if (!ok(u)) out.push(failed(u) || 'Not run.', '');
  else {
    out.push(
      `Spawn to first 200 on GET one key, with and without \`--scenarios DIR\` where DIR holds ${u.files} JSON scenario files (each two partial keys and one subscription with account, name, email, currency and a lifecycle flag given); the runs alternate. Checked first: the server lists ${u.loaded} user scenarios and serves one.`,
      '',
    );
    out.push(
      table(
        ['emulator', 'median', 'runs (ms)'],
        [
          ['without --scenarios', `${n0(u.withoutMs)} ms`, u.runs.without.map(n0).join(', ')],
          [`with --scenarios DIR (${u.files} files)`, `${n0(u.withMs)} ms`, u.runs.with.map(n0).join(', ')],
        ],
      ),
      '',
    );
    out.push(`Added: **${n0(u.addedMs)} ms** ${word(judge(u.addedMs, '<=', 300))} (<= 300 ms).`, '');
  }

  // Cold start.
  out.push('## Cold start (spawn to first 200 on GET one key)', '');
  const cold = r.cold ?? {};
  if (cold.error || !cold.emulator) out.push(failed(cold) || 'Not run.', '');
  else {
    out.push('Target: emulator/json-server <= 0.8. The emulator builds its world on that first request.', '');
    const coldRows = Object.entries(cold).map(([name, v]) => [
      name,
      v.ms === undefined ? `unavailable: ${v.reason}` : `${n0(v.ms)} ms`,
      v.runs ? v.runs.map(n0).join(', ') : '',
    ]);
    out.push(table(['server', 'median', 'runs (ms)'], coldRows), '');
    const ratio = cold.emulator?.ms / cold['json-server']?.ms;
    out.push(
      `emulator/json-server: ${vr(ratio, '<=', 0.8)} (<= 0.8); emulator/Prism: ${n2(cold.emulator?.ms / cold.prism?.ms)}`,
      '',
    );
  }

  // In-process.
  const ip = r.inprocess;
  out.push('## In-process (MSW setupServer, msw/node)', '');
  if (!ok(ip)) out.push(failed(ip) || 'Not run.', '');
  else {
    out.push(
      `Microseconds per fetch: ${ip.runs} runs of ${ip.iterations} fetches per variant and endpoint; within a run the two variants take turns every 50 fetches (the handlers swapped, the order alternating from run to run), so that a garbage collection or another process's burst falls on both, and a run's figure per variant is the median of its fetches' times. Both variants use the same msw module; each has exactly one handler installed (the emulator's single handler for its API; one \`http.get\` for the endpoint's path), and the static one answers the emulator's body with all of its headers. Target: emulator/static <= 1.0, on the median of the per-run ratios.`,
      '',
    );
    const ipRows = Object.entries(ip.result).map(([label, v]) => [
      `${ENDPOINT_LABELS[label]} (${kb(v.bytes)})`,
      n1(v.emulatorUs),
      n1(v.staticUs),
      n2(v.emulatorUs / v.staticUs),
      `${vr(v.pairedRatio, '<=', 1.0)}`,
      (v.ratios ?? []).map(n2).join(', '),
    ]);
    out.push(
      table(
        [
          'GET',
          "emulator's handlers (µs)",
          'static http.get (µs)',
          'ratio of medians',
          'emu/static (median of per-run ratios)',
          'per-run ratios',
        ],
        ipRows,
      ),
      '',
    );
  }

  // Soak.
  const soak = soakSummary();
  out.push('## Soak (`SOAK_SECONDS=60 npm run soak`, run separately)', '');
  if (!soak) out.push('No soak result in bench/.results/soak-last.json.', '');
  else {
    out.push(
      `Last soak run: ${soak.date}, ${soak.seconds} s, ${n0(soak.answered)} answers (${n0(soak.rps)} req/s; ${n0(soak.writes)} of them writes: key creates and deletes, pauses and resumes, ${n0(soak.clockMoves)} clock moves), ${soak.failures} failures: **${soak.ok ? 'PASS' : 'FAIL'}**. Server RSS: start ${n0(soak.rss.startMB)} MB, peak ${n0(soak.rss.peakMB)} MB, end ${n0(soak.rss.endMB)} MB; after the ${n0(soak.rss.warmupSeconds)} s warm-up (the first third) the median of the middle third ${n0(soak.rss.middleThirdMB)} MB, of the last third ${n0(soak.rss.lastThirdMB)} MB (${soak.rss.growthMB >= 0 ? '+' : ''}${n0(soak.rss.growthMB)} MB, allowed +${n0(soak.rss.allowedMB)} MB; least-squares slope after warm-up ${n1(soak.rss.slopeMBPerMinute)} MB/min): **${soak.rss.flat ? 'flat' : 'growing'}**. RSS every ${soak.rss.everySeconds} s (MB): ${soak.rss.series.map(n0).join(', ')}.`,
      '',
    );
  }
  out.push(`Total bench time: ${n0(r.totalSeconds)} s.`, '');
  return out.join('\n');
}
