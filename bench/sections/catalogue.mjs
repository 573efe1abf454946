// The catalogue: an offering with its includes under each API version, and a 2026 subscription list page with
// plans and pricing options, from the emulator and from node:http sending the very same bytes (the ceiling).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { AUTH, BENCH, fetchBody, kb, log, measureCells, rate, runsOf, startProcess, table, vr } from '../lib.mjs';
import { restartableEmulator, sha, WORK } from '../servers.mjs';

export const name = 'catalogue';
export const area = 'Catalogue (2024 and 2026)';
export const title = 'Catalogue: offerings with includes, and the 2026 subscription list (standalone, same bytes)';

/** What each row reads, by the API version the emulator answers as. */
const GETS = {
  offering2026: {
    version: '2026',
    title: 'GET offering, include=plans,pricing_options,features (2026)',
    path: (ids) => `/v2/subscriptions/offerings/${ids.offering}?include=plans,pricing_options,features`,
  },
  list2026: {
    version: '2026',
    title: 'GET subscription list, 25 of 2,000, include=plans,pricing_options (2026)',
    path: () =>
      '/v2/subscriptions/subscriptions?page[limit]=25&include=plans,pricing_options&scenario=many-subscriptions',
  },
  offering2024: {
    version: '2024',
    title: 'GET offering, include=products,plans (2024)',
    path: (ids) => `/v2/subscriptions/offerings/${ids.offering}?include=products,plans`,
  },
};

/** The bodies and headers of one emulator, for the node:http server to send. */
async function capture(url, version) {
  const offerings = JSON.parse((await fetchBody(`${url}/v2/subscriptions/offerings`, AUTH)).body);
  const ids = { offering: offerings.data[0].id };
  const payloads = {};
  for (const [label, get] of Object.entries(GETS)) {
    if (get.version !== version) continue;
    const path = get.path(ids);
    const { body, headers } = await fetchBody(url + path, AUTH);
    for (const header of ['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding'])
      delete headers[header];
    payloads[label] = { path, body, headers, bytes: Buffer.byteLength(body), sha: sha(body) };
  }
  return payloads;
}

export async function run() {
  const emulators = {
    2024: await restartableEmulator(['--api-version', '2024']),
    2026: await restartableEmulator(['--api-version', '2026']),
  };
  try {
    const payloads = {
      ...(await capture(emulators['2024'].url, '2024')),
      ...(await capture(emulators['2026'].url, '2026')),
    };
    mkdirSync(WORK, { recursive: true });
    const file = join(WORK, 'catalogue-payloads.json');
    writeFileSync(file, JSON.stringify(payloads));
    const ceiling = await startProcess(process.execPath, [join(BENCH, 'static-server.mjs'), file], {
      ready: /listening on (http:\/\/\S+)/,
    });
    try {
      const cells = [];
      for (const [label, get] of Object.entries(GETS)) {
        const emulator = emulators[get.version];
        const path = payloads[label].path;
        cells.push({
          name: 'emulator',
          label,
          url: emulator.url + path,
          headers: AUTH,
          pid: emulator.pid,
          server: emulator,
        });
        cells.push({ name: 'node:http', label, url: ceiling.url + path, headers: AUTH, pid: ceiling.proc.pid });
      }
      // Same bytes: node:http sends each body the emulator sent.
      const differ = [];
      for (const [label, payload] of Object.entries(payloads)) {
        const { body } = await fetchBody(ceiling.url + payload.path, AUTH);
        if (sha(body) !== payload.sha) differ.push(label);
      }
      log(`catalogue: ${cells.length} cells`);
      const measured = await measureCells(cells, [emulators['2024'], emulators['2026']]);
      const result = { cells: {}, bytes: {}, differ };
      for (const [label, payload] of Object.entries(payloads)) result.bytes[label] = payload.bytes;
      for (const [i, cell] of cells.entries()) {
        result.cells[cell.name] ??= {};
        result.cells[cell.name][cell.label] = measured[i];
      }
      return result;
    } finally {
      await ceiling.stop();
    }
  } finally {
    await emulators['2024'].stop();
    await emulators['2026'].stop();
  }
}

const ratio = (t, label) =>
  (t.cells.emulator?.[label]?.rps ?? Number.NaN) / (t.cells['node:http']?.[label]?.rps ?? Number.NaN);

export function targets(t) {
  return Object.entries(GETS).map(([label, get]) => ({
    what: `${get.title}: emulator / node:http`,
    value: ratio(t, label),
    op: '>=',
    limit: 0.8,
  }));
}

export function render(t) {
  const rows = Object.entries(GETS).map(([label, get]) => [
    `${get.title} (${kb(t.bytes[label])})`,
    rate(t.cells.emulator?.[label]),
    rate(t.cells['node:http']?.[label]),
    vr(ratio(t, label), '>=', 0.8),
  ]);
  const out = [
    'req/s (p99 latency in ms). Target: emulator/node:http >= 0.8 (the issue asks it of the two 2026 rows).',
    '',
    table(['GET (body)', 'emulator', 'node:http', 'emu/node:http'], rows),
    '',
    `Runs (req/s), emulator: ${Object.keys(GETS)
      .map((label) => `${label} ${runsOf(t.cells.emulator?.[label])}`)
      .join('; ')}.`,
    '',
    "- node:http sends the emulator's own bodies and headers from precomputed buffers (compared by SHA-256 before any load); each run of the emulator is a new process on the same port, warmed up first.",
  ];
  if (t.differ.length) out.push(`- **Warning: node:http sent other bytes for ${t.differ.join(', ')}.**`);
  out.push('');
  return out;
}
