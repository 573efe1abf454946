// In-process: time per fetch through MSW's setupServer, the emulator's handlers against a static `http.get`
// handler with the same bytes (measured in a child, bench/inprocess.mjs).
import { CONFIG, kb, n1, n2, runJsonChild, table, vr } from '../lib.mjs';
import { ENDPOINT_LABELS } from '../servers.mjs';

export const name = 'inprocess';
export const area = 'In-process';
export const title = 'In-process (MSW setupServer, msw/node)';

export function run() {
  return runJsonChild('inprocess.mjs', [String(CONFIG.inprocRuns), String(CONFIG.inprocIters)]);
}

export function targets(ip) {
  return Object.entries(ip.result).map(([label, v]) => ({
    what: `${ENDPOINT_LABELS[label]}: emulator / static http.get`,
    value: v.pairedRatio,
    op: '<=',
    limit: 1.0,
  }));
}

export function render(ip) {
  const ipRows = Object.entries(ip.result).map(([label, v]) => [
    `${ENDPOINT_LABELS[label]} (${kb(v.bytes)})`,
    n1(v.emulatorUs),
    n1(v.staticUs),
    n2(v.emulatorUs / v.staticUs),
    `${vr(v.pairedRatio, '<=', 1.0)}`,
    (v.ratios ?? []).map(n2).join(', '),
  ]);
  return [
    `Microseconds per fetch: ${ip.runs} runs of ${ip.iterations} fetches per variant and endpoint; within a run the two variants take turns every 50 fetches (the handlers swapped, the order alternating from run to run), so that a garbage collection or another process's burst falls on both, and a run's figure per variant is the median of its fetches' times. Both variants use the same msw module; each has exactly one handler installed (the emulator's single handler for its API; one \`http.get\` for the endpoint's path), and the static one answers the emulator's body with all of its headers. Target: emulator/static <= 1.0, on the median of the per-run ratios.`,
    '',
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
  ];
}
