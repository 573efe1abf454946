// Cold start: spawn to first 200 on GET one key, the emulator against json-server and Prism.
import { CONFIG, median, n0, n2, table, vr } from '../lib.mjs';
import { startEmulatorOnPort, startJsonServer, startPrism } from '../servers.mjs';

export const name = 'cold';
export const area = 'Cold start';
export const title = 'Cold start (spawn to first 200 on GET one key)';

/** A baseline that the throughput section found unavailable is not started again. */
export async function run(context) {
  const paths = await context.peerPaths();
  const throughput = context.results.throughput;
  const servers = throughput && !throughput.error ? throughput.servers : {};
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

export function targets(cold) {
  if (!cold.emulator?.ms) return [];
  return [
    {
      what: 'Spawn to first 200: emulator / json-server',
      value: cold.emulator.ms / cold['json-server']?.ms,
      op: '<=',
      limit: 0.8,
    },
  ];
}

export function render(cold) {
  const out = [];
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
  return out;
}
