// The newer GETs: an offering with its includes under each API version, a 2026 subscription list page with plans
// and pricing options, the store's invoice list and the integration list, from the emulator and from node:http
// sending the very same bytes (the ceiling), at 10 connections and at 64; and the same subscription list page
// rendered by a 2026 emulator against a 2024 one.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  AUTH,
  CONFIG,
  fetchBody,
  JSON_HEADERS,
  kb,
  log,
  measureCells,
  n2,
  post,
  rate,
  runsOf,
  table,
  vr,
} from '../lib.mjs';
import { restartableEmulator, restartableStatic, SUBSCRIPTION_ID, sha, WORK } from '../servers.mjs';
import { CEILING } from './throughput.mjs';

export const name = 'catalogue';
export const area = 'Catalogue, invoices, integrations (2024 and 2026)';
export const title =
  'Offerings, the 2026 subscription list, store invoices and integrations (standalone, same bytes), and 2026 against 2024 rendering';

/** The session whose integrations the integration list reads. */
const INTEGRATIONS_SESSION = 'bench-integrations';
const INTEGRATIONS = 25;
const RENDER_QUERY = 'page[limit]=25&include=plans&scenario=many-subscriptions';

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
  invoices: {
    version: '2024',
    title: 'GET store invoice list, 25 of 13,985 (many-subscriptions)',
    path: () => '/v2/subscriptions/invoices?page[limit]=25&scenario=many-subscriptions',
  },
  integrations: {
    version: '2024',
    title: `GET integration list, ${INTEGRATIONS} integrations (a session's)`,
    path: () => '/v2/integrations?page[limit]=25',
    headers: { ...AUTH, 'x-emulator-session': INTEGRATIONS_SESSION },
  },
};

/**
 * The same GETs from an emulator of each version: the cost of the 2026 rendering against the 2024 one. The target is
 * the first (one subscription: bodies of about the same size, so the ratio is the rendering's per-answer cost); the
 * page is shown for information (its 2026 body is larger: plans carry their pricing options' prices).
 */
const RENDERED = {
  one: {
    title: 'GET one subscription',
    path: `/v2/subscriptions/subscriptions/${SUBSCRIPTION_ID}`,
  },
  page: {
    title: 'GET subscription list, 25 of 2,000, include=plans',
    path: `/v2/subscriptions/subscriptions?${RENDER_QUERY}`,
  },
};

/** A session of `INTEGRATIONS` webhook integrations (made again in each new process: ids and times are seeded). */
async function makeIntegrations(url) {
  for (let i = 0; i < INTEGRATIONS; i++) {
    const body = JSON.stringify({
      data: {
        type: 'integration',
        name: `bench integration ${i}`,
        description: 'observes subscriptions',
        integration_type: 'webhook',
        enabled: true,
        observes: ['subscription.created', 'subscription.canceled', 'subscription-invoice.created'],
        configuration: { url: `http://127.0.0.1:9/hooks/${i}`, secret_key: 'bench-secret' },
      },
    });
    const answer = await post(
      `${url}/v2/integrations`,
      { ...JSON_HEADERS, 'x-emulator-session': INTEGRATIONS_SESSION },
      body,
    );
    if (answer.status !== 200 && answer.status !== 201)
      throw new Error(`POST /v2/integrations answered ${answer.status}: ${answer.body.slice(0, 200)}`);
  }
}

/** The bodies and headers of one emulator, for the node:http server to send. */
async function capture(url, version) {
  const offerings = JSON.parse((await fetchBody(`${url}/v2/subscriptions/offerings`, AUTH)).body);
  const ids = { offering: offerings.data[0].id };
  const payloads = {};
  for (const [label, get] of Object.entries(GETS)) {
    if (get.version !== version) continue;
    const path = get.path(ids);
    const { body, headers } = await fetchBody(url + path, get.headers ?? AUTH);
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
  // Every new 2024 process gets its integrations again before it is warmed up.
  const restart = emulators['2024'].restart;
  emulators['2024'].restart = async () => {
    await restart();
    await makeIntegrations(emulators['2024'].url);
  };
  await makeIntegrations(emulators['2024'].url);
  try {
    const payloads = {
      ...(await capture(emulators['2024'].url, '2024')),
      ...(await capture(emulators['2026'].url, '2026')),
    };
    mkdirSync(WORK, { recursive: true });
    const file = join(WORK, 'catalogue-payloads.json');
    writeFileSync(file, JSON.stringify(payloads));
    const ceiling = await restartableStatic(file);
    try {
      const cells = [];
      for (const [label, get] of Object.entries(GETS)) {
        const emulator = emulators[get.version];
        const path = payloads[label].path;
        const headers = get.headers ?? AUTH;
        for (const connections of [CONFIG.connections, CONFIG.wideConnections]) {
          const wide = connections !== CONFIG.connections;
          const at = { label, wide, connections, headers };
          cells.push({ name: 'emulator', ...at, url: emulator.url + path, pid: emulator.pid, server: emulator });
          cells.push({ name: 'node:http', ...at, url: ceiling.url + path, pid: ceiling.pid, server: ceiling });
        }
      }
      for (const [label, get] of Object.entries(RENDERED))
        for (const version of ['2024', '2026']) {
          const emulator = emulators[version];
          cells.push({
            name: 'render',
            label,
            version,
            url: emulator.url + get.path,
            headers: AUTH,
            pid: emulator.pid,
            server: emulator,
          });
        }
      // Same bytes: node:http sends each body the emulator sent.
      const differ = [];
      for (const [label, payload] of Object.entries(payloads)) {
        const { body } = await fetchBody(ceiling.url + payload.path, AUTH);
        if (sha(body) !== payload.sha) differ.push(label);
      }
      log(`catalogue: ${cells.length} cells`);
      const measured = await measureCells(cells, [emulators['2024'], emulators['2026'], ceiling]);
      const result = { cells: {}, wide: {}, connections: CONFIG.wideConnections, render: {}, bytes: {}, differ };
      for (const [label, payload] of Object.entries(payloads)) result.bytes[label] = payload.bytes;
      for (const [label, get] of Object.entries(RENDERED))
        for (const version of ['2024', '2026'])
          result.bytes[`${label}${version}`] = Buffer.byteLength(
            (await fetchBody(emulators[version].url + get.path, AUTH)).body,
          );
      for (const [i, cell] of cells.entries()) {
        if (cell.name === 'render') {
          result.render[cell.label] ??= {};
          result.render[cell.label][cell.version] = measured[i];
          continue;
        }
        const into = cell.wide ? result.wide : result.cells;
        into[cell.name] ??= {};
        into[cell.name][cell.label] = measured[i];
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

/** emulator / node:http req/s of one GET, at 10 connections or (`wide`) at 64. */
const ratio = (t, label, wide) => {
  const cells = wide ? t.wide : t.cells;
  return (cells?.emulator?.[label]?.rps ?? Number.NaN) / (cells?.['node:http']?.[label]?.rps ?? Number.NaN);
};
/** The 2026 emulator's req/s over the 2024 one's on the same GET of the same world. */
const rendering = (t, label) =>
  (t.render?.[label]?.['2026']?.rps ?? Number.NaN) / (t.render?.[label]?.['2024']?.rps ?? Number.NaN);
/** Rendering 2026 must cost no more than this share below 2024. */
const RENDER_LIMIT = 0.95;

export function targets(t) {
  const rows = [];
  for (const [label, get] of Object.entries(GETS)) {
    rows.push({ what: `${get.title}: emulator / node:http`, value: ratio(t, label), op: '>=', limit: CEILING });
    if (t.wide)
      rows.push({
        what: `${get.title}: emulator / node:http, ${t.connections} connections`,
        value: ratio(t, label, true),
        op: '>=',
        limit: CEILING,
      });
  }
  if (t.render)
    rows.push({
      what: `${RENDERED.one.title}: 2026 / 2024 rendering (req/s, same world)`,
      value: rendering(t, 'one'),
      op: '>=',
      limit: RENDER_LIMIT,
    });
  return rows;
}

export function render(t) {
  const rows = Object.entries(GETS).map(([label, get]) => [
    `${get.title} (${kb(t.bytes[label])})`,
    rate(t.cells.emulator?.[label]),
    rate(t.cells['node:http']?.[label]),
    vr(ratio(t, label), '>=', CEILING),
    rate(t.wide?.emulator?.[label]),
    rate(t.wide?.['node:http']?.[label]),
    vr(ratio(t, label, true), '>=', CEILING),
  ]);
  const wide = t.connections ?? CONFIG.wideConnections;
  const out = [
    `req/s (p99 latency in ms) at ${CONFIG.connections} and at ${wide} connections, in the same run. Target: emulator/node:http >= ${CEILING} at both.`,
    '',
    table(
      [
        'GET (body)',
        `emulator, ${CONFIG.connections}`,
        `node:http, ${CONFIG.connections}`,
        'emu/node:http',
        `emulator, ${wide}`,
        `node:http, ${wide}`,
        'emu/node:http',
      ],
      rows,
    ),
    '',
    `Runs (req/s), emulator at ${CONFIG.connections} connections: ${Object.keys(GETS)
      .map((label) => `${label} ${runsOf(t.cells.emulator?.[label])}`)
      .join('; ')}.`,
    '',
  ];
  if (t.render) {
    out.push(
      `Rendering: the same GET from a \`--api-version 2024\` emulator and a \`--api-version 2026\` one (the same seeded world, each answering in its version's shapes), at ${CONFIG.connections} connections. Target: 2026/2024 >= ${RENDER_LIMIT} on one subscription (bodies of about the same size); the page's 2026 body is larger (its plans carry their pricing options' prices), shown for information with the bytes per second.`,
      '',
      table(
        ['GET', '2024: req/s (p99 ms), body', '2026: req/s (p99 ms), body', '2026/2024', 'bytes/s, 2026/2024'],
        Object.entries(RENDERED).map(([label, get]) => {
          const cells = t.render[label] ?? {};
          const bytes = (version) => t.bytes[`${label}${version}`];
          return [
            `${get.title} (\`${get.path}\`)`,
            `${rate(cells['2024'])}, ${kb(bytes('2024'))}`,
            `${rate(cells['2026'])}, ${kb(bytes('2026'))}`,
            label === 'one' ? vr(rendering(t, label), '>=', RENDER_LIMIT) : `${n2(rendering(t, label))} (info)`,
            n2((rendering(t, label) * bytes('2026')) / bytes('2024')),
          ];
        }),
      ),
      '',
    );
  }
  out.push(
    "- node:http sends the emulator's own bodies and headers from precomputed buffers (compared by SHA-256 before any load); each run of the emulator, and of node:http, is a new process on the same port, warmed up first.",
    `- The integration list is a session's (\`X-Emulator-Session: ${INTEGRATIONS_SESSION}\`) ${INTEGRATIONS} webhook integrations, made again in each new process (their ids and times are seeded, so the bytes stay the same).`,
  );
  if (t.differ.length) out.push(`- **Warning: node:http sent other bytes for ${t.differ.join(', ')}.**`);
  out.push('');
  return out;
}
