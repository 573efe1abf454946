// Throughput: the emulator against node:http (the same bytes from precomputed buffers: the ceiling), Prism (static)
// and json-server, all serving the four GETs with byte-identical bodies; req/s under autocannon, per GET, at 10
// connections, and the emulator against node:http again at 64 in the same run.
import { AUTH, CONFIG, kb, log, measureCells, n2, rate, runsOf, table, vr } from '../lib.mjs';
import {
  capturePayloads,
  checkSameBytes,
  ENDPOINT_LABELS,
  restartableEmulator,
  restartableStatic,
  SHORT_LABELS,
  startJsonServer,
  startPrism,
  tryStart,
  writePeerDocs,
} from '../servers.mjs';

export const name = 'throughput';
export const area = 'Throughput';
export const title = 'Throughput (standalone servers, same bytes)';

/** How the baselines serve the same payloads. */
const NOTES = [
  "All four servers send byte-identical bodies for the four GETs (read from the emulator first; links carry the emulator's port); the bench compares every server's body with the emulator's (SHA-256) before any load.",
  "node:http sends the emulator's headers too, from precomputed buffers; Prism serves an OpenAPI 3.0 document with those bodies as examples (bearer security, static mode, `-v silent`).",
  "json-server serves each body as a singular resource of db.json, with routes.json mapping the emulator's paths onto them (so it answers any key id), `--ro --quiet`, and a middleware turning off its 2-space pretty-printing so that the bytes match.",
  'Each run of the emulator is a new process (on the same port, so its bytes stay the same, checked again at every start), warmed up before it is measured: how V8 optimizes a process varies from one process to the next, and a median over one process would hide that. So is each run of node:http (the ceiling varies from one process to the next too), so that both sides of a ratio are medians over as many processes; Prism and json-server stay one process each.',
  'The subscription list is `GET /v2/subscriptions/subscriptions?page[limit]=25&include=plans&scenario=many-subscriptions` (a full page of 25 of 2,000), the same URL on every server.',
];
const CPU_NOTE =
  "`· CPU`: the server process's CPU time during the runs (from /proc), as a share of one core and per answer. A server well below 100% is not what limits the rate: the load generator (autocannon, in the bench's own process on the same cores) is, and then the CPU time per answer compares the servers' costs better than req/s does.";

/** Leaves the peers' documents in `context.paths` for the sections that start the servers again (scenarios, cold). */
export async function run(context) {
  const { failures } = context;
  const servers = {};
  const emulator = await restartableEmulator();
  servers.emulator = { available: true, ...emulator };
  const captured = await capturePayloads(emulator.url);
  const paths = writePeerDocs(captured);
  await tryStart(servers, 'node:http', () => restartableStatic());
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
      const pid = typeof server.pid === 'function' ? server.pid : server.proc?.pid;
      cells.push({ name, label, url: server.url + paths[label], headers: AUTH, pid, server: servers[name] });
      if (name === 'emulator' || name === 'node:http')
        cells.push({
          name,
          label,
          wide: true,
          connections: CONFIG.wideConnections,
          url: server.url + paths[label],
          headers: AUTH,
          pid,
          server: servers[name],
        });
    }
  }
  // The control: a second emulator of the same build, measured in the same interleaving on the two smallest answers
  // (the rows nearest their target). Both sides do the same work, so its ratio is this run's noise, not a cost.
  const twin = await restartableEmulator();
  for (const label of CONTROL_LABELS)
    cells.push({ name: 'emulator B', label, url: twin.url + paths[label], headers: AUTH, pid: twin.pid, server: twin });
  log(`throughput: ${cells.length} cells, a new emulator process for each run`);
  // Each new emulator process must send the very bytes the others send.
  const restart = servers.emulator.restart;
  servers.emulator.restart = async () => {
    await restart();
    const differ = await checkSameBytes(emulator.url, captured.payloads);
    if (differ.length) sameBytes.emulator = [...new Set([...sameBytes.emulator, ...differ])];
  };
  const fresh = [servers.emulator, servers['node:http'], twin].filter((server) => server.available !== false);
  const measured = await measureCells(cells, fresh);
  for (const server of Object.values(servers)) await server.stop?.();
  await twin.stop();
  const result = {
    servers: {},
    cells: {},
    wide: {},
    connections: CONFIG.wideConnections,
    bad: 0,
    sameBytes,
    payloads: {},
    control: {},
  };
  for (const [label, p] of Object.entries(captured.payloads)) result.payloads[label] = { bytes: p.bytes, sha: p.sha };
  for (const [name, server] of Object.entries(servers))
    result.servers[name] = { available: server.available, reason: server.reason };
  for (const [i, cell] of cells.entries()) {
    if (cell.name === 'emulator B') {
      result.control[cell.label] = measured[i];
      continue;
    }
    const into = cell.wide ? result.wide : result.cells;
    into[cell.name] ??= {};
    into[cell.name][cell.label] = measured[i];
    result.bad += measured[i].bad;
  }
  context.paths = paths;
  return result;
}

/** The GETs the A/A control measures again on a second emulator process. */
const CONTROL_LABELS = ['key', 'page'];

/** The A/A control's line: a second emulator of the same build against the first, by median and by best run. */
function controlLine(t) {
  if (!t.control || Object.keys(t.control).length === 0) return [];
  const best = (cell) => Math.max(...(cell?.rpsRuns ?? [Number.NaN]));
  const parts = Object.entries(t.control).map(([label, twin]) => {
    const first = t.cells.emulator?.[label];
    return `${SHORT_LABELS[label]} ${n2(twin.rps / first?.rps)} (best runs ${n2(best(twin) / best(first))}; runs ${runsOf(twin)})`;
  });
  return [
    `- A/A control: a second emulator process of the same build, measured in the same interleaving, at ${parts.join('; ')} of the first. Both do the same work: how far these are from 1 is how far this run's ratios move by chance, and a ratio that close to its target passes or fails on the run, not on the code.`,
  ];
}

/** The emulator's share of the ceiling every GET must reach, at 10 connections and at 64. */
export const CEILING = 0.85;

/** emulator / node:http req/s of one GET, at 10 connections or (`wide`) at 64. */
const ceilingRatio = (t, label, wide) => {
  const cells = wide ? t.wide : t.cells;
  return (cells?.emulator?.[label]?.rps ?? Number.NaN) / (cells?.['node:http']?.[label]?.rps ?? Number.NaN);
};

export function targets(t) {
  const rows = [];
  for (const [label, title] of Object.entries(ENDPOINT_LABELS)) {
    const rps = (name) => t.cells[name]?.[label]?.rps ?? Number.NaN;
    rows.push({ what: `${title}: emulator / node:http`, value: ceilingRatio(t, label), op: '>=', limit: CEILING });
    if (t.wide)
      rows.push({
        what: `${title}: emulator / node:http, ${t.connections} connections`,
        value: ceilingRatio(t, label, true),
        op: '>=',
        limit: CEILING,
      });
    rows.push({ what: `${title}: emulator / Prism`, value: rps('emulator') / rps('prism'), op: '>=', limit: 1.5 });
    rows.push({
      what: `${title}: emulator / json-server`,
      value: rps('emulator') / rps('json-server'),
      op: '>=',
      limit: 1.5,
    });
  }
  return rows;
}

/** Under the targets table: the same comparison by CPU cost, where the load generator limits req/s. */
export function summary(t) {
  if (!Number.isFinite(t.cells.emulator?.key?.cpuUsPerRequest)) return [];
  return [
    `Not a target, but read it beside the throughput rows: the servers' CPU time per answer, node:http / emulator (what emu/node:http would be if the emulator's CPU were the only limit): ${Object.entries(
      ENDPOINT_LABELS,
    )
      .map(
        ([label, title]) =>
          `${title} ${n2(t.cells['node:http']?.[label]?.cpuUsPerRequest / t.cells.emulator[label].cpuUsPerRequest)} (emulator at ${Math.round(100 * t.cells.emulator[label].cpuShare)}% of a core)`,
      )
      .join('; ')}.`,
    '',
  ];
}

export function render(t) {
  const out = [];
  out.push(
    `req/s (p99 latency in ms) at ${CONFIG.connections} connections. Targets: emulator/node:http >= ${CEILING}, emulator/Prism and emulator/json-server >= 1.5.`,
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
      v('node:http', '>=', CEILING),
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
  if (t.wide) {
    out.push(
      `The same GETs at ${t.connections} connections, in the same run (the emulator and the ceiling only): target emulator/node:http >= ${CEILING}.`,
      '',
      table(
        ['GET', 'emulator', 'node:http', 'emu/node:http'],
        Object.entries(ENDPOINT_LABELS).map(([label, title]) => [
          title,
          rate(t.wide.emulator?.[label]),
          rate(t.wide['node:http']?.[label]),
          vr(ceilingRatio(t, label, true), '>=', CEILING),
        ]),
      ),
      '',
    );
  }
  for (const [name, st] of Object.entries(t.servers))
    if (!st.available) out.push(`- ${name}: unavailable: ${st.reason}`);
  for (const [name, differ] of Object.entries(t.sameBytes ?? {}))
    if (differ.length) out.push(`- **Warning: ${name} sent other bytes than the emulator for ${differ.join(', ')}.**`);
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
  out.push(...controlLine(t));
  out.push(`- ${CPU_NOTE}`);
  out.push(...NOTES.map((note) => `- ${note}`), '');
  return out;
}
