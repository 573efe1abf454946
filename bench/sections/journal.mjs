// The request journal: GETs against an emulator with the journal on (`--journal 1000`, the default) and one with it
// off (`--journal 0`), new processes for every run.
import { AUTH, fetchBody, measureCells, rate, table, vr } from '../lib.mjs';
import { ENDPOINT_LABELS, restartableEmulator } from '../servers.mjs';

export const name = 'journal';
export const area = 'Journal';
export const title =
  'Request journal (two emulator processes, new ones for every run: `--journal 1000`, the default, and `--journal 0`)';

export async function run() {
  const on = await restartableEmulator();
  const off = await restartableEmulator(['--journal', '0']);
  try {
    const keyId = JSON.parse((await fetchBody(`${on.url}/v2/application-keys?page[limit]=1`)).body).data[0].id;
    const cells = [];
    for (const [name, server] of [
      ['on', on],
      ['off', off],
    ]) {
      const common = { name, headers: AUTH, pid: server.pid, server };
      cells.push({ ...common, label: 'key', url: `${server.url}/v2/application-keys/${keyId}` });
      cells.push({ ...common, label: 'page', url: `${server.url}/v2/application-keys?page[limit]=25` });
    }
    const measured = await measureCells(cells, [on, off]);
    // The journal did record (on) and did not (off).
    const recorded = async (server) =>
      JSON.parse((await fetchBody(`${server.url}/__emulator/requests?limit=5`, {})).body).data.length;
    const result = { cells: { on: {}, off: {} }, recordedOn: await recorded(on), recordedOff: await recorded(off) };
    for (const [i, cell] of cells.entries()) result.cells[cell.name][cell.label] = measured[i];
    return result;
  } finally {
    await on.stop();
    await off.stop();
  }
}

export function targets(j) {
  return [
    { what: 'GET one key, journal on / off', value: j.cells.on.key.rps / j.cells.off.key.rps, op: '>=', limit: 0.9 },
    {
      what: 'GET page of 25, journal on / off',
      value: j.cells.on.page.rps / j.cells.off.page.rps,
      op: '>=',
      limit: 0.9,
    },
  ];
}

export function render(j) {
  return [
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
    `Checked after the runs: the journal of the first holds entries (${j.recordedOn} of the last 5 asked), that of the second none (${j.recordedOff}).`,
    '',
  ];
}
