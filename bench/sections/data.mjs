// Keeping and bringing data (issue 25's rows): a snapshot of a session holding 1,000 writes, taken with
// `GET /__emulator/snapshot` and restored with `PUT` into another emulator process; and a 10,000-line JSONL import
// (`POST /v2/subscriptions/imports`), which is recorded and run by the request that uploads it.
import { JSON_HEADERS, judge, kb, median, n0, QUICK, sessionHeaders, word } from '../lib.mjs';
import { startEmulator } from '../servers.mjs';

export const name = 'data';
export const area = 'Data';
export const title = 'Snapshots and imports (one emulator process each side)';

const WRITES = 1_000;
const IMPORT_LINES = 10_000;
const RUNS = QUICK ? 3 : 7;
const SESSION = 'kept';

async function request(url, init) {
  const response = await fetch(url, init);
  const text = await response.text();
  if (response.status >= 300)
    throw new Error(`${init?.method ?? 'GET'} ${url}: ${response.status} ${text.slice(0, 300)}`);
  return text;
}

/** 1,000 writes in one session: keys made and some deleted, pauses and resumes, clock moves between them. */
async function fill(base) {
  const headers = { ...JSON_HEADERS, 'x-emulator-session': SESSION };
  const made = [];
  let writes = 0;
  let moves = 0;
  const write = async (method, path, body) => {
    await request(`${base}${path}`, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
    writes++;
  };
  for (let n = 0; writes < WRITES; n++) {
    const text = await request(`${base}/v2/application-keys`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ data: { type: 'application_key', name: `kept key ${n}`, reserved_rate_limit: 0 } }),
    });
    writes++;
    made.push(JSON.parse(text).data.id);
    if (n % 3 === 2 && writes < WRITES) await write('DELETE', `/v2/application-keys/${made.shift()}`);
    if (n % 50 === 49 && writes < WRITES) {
      await request(`${base}/__emulator/clock?session=${SESSION}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"advance":"P1D"}',
      });
      moves++;
    }
  }
  return { writes, moves };
}

/** A JSONL file of `lines` subscribers, each with its own account. */
function importFile(lines) {
  const out = [];
  for (let n = 0; n < lines; n++) {
    const account = `10000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;
    out.push(
      JSON.stringify({
        data: {
          type: 'subscription_subscriber',
          attributes: { account_id: account, name: `Imported ${n}`, email: `imported${n}@example.com` },
        },
      }),
    );
  }
  return `${out.join('\n')}\n`;
}

export async function run() {
  const source = await startEmulator();
  const target = await startEmulator();
  try {
    const { writes, moves } = await fill(source.url);
    const url = `${source.url}/__emulator/snapshot?session=${SESSION}`;
    const saves = [];
    let document = '';
    for (let i = 0; i < RUNS; i++) {
      const t = performance.now();
      document = await request(url);
      saves.push(performance.now() - t);
    }
    const restores = [];
    for (let i = 0; i < RUNS; i++) {
      const t = performance.now();
      const answer = JSON.parse(await request(`${target.url}/__emulator/snapshot`, { method: 'PUT', body: document }));
      restores.push(performance.now() - t);
      // A snapshot keeps the writes and the clock moves between them, in order.
      if (answer.restored?.[0]?.steps !== writes + moves) throw new Error(`restored ${JSON.stringify(answer)}`);
    }
    // The restored session answers as the first.
    const keys = `/v2/application-keys?page[limit]=100`;
    const [a, b] = await Promise.all(
      [source.url, target.url].map((base) => request(`${base}${keys}`, { headers: sessionHeaders(SESSION) })),
    );
    if (a.replaceAll(source.url, '') !== b.replaceAll(target.url, '')) throw new Error('the restored session differs');

    const file = importFile(IMPORT_LINES);
    const imports = [];
    for (let i = 0; i < RUNS; i++) {
      const form = new FormData();
      form.set('import_file', new Blob([file], { type: 'application/jsonl' }), 'subscribers.jsonl');
      const t = performance.now();
      const text = await request(`${source.url}/v2/subscriptions/imports`, {
        method: 'POST',
        headers: sessionHeaders(`import-${i}`),
        body: form,
      });
      imports.push(performance.now() - t);
      const id = JSON.parse(text).data.id;
      const done = JSON.parse(
        await request(`${source.url}/v2/subscriptions/imports/${id}`, { headers: sessionHeaders(`import-${i}`) }),
      );
      if (done.data.attributes.status !== 'success') throw new Error(`import: ${JSON.stringify(done.data)}`);
    }
    return {
      writes,
      moves,
      bytes: Buffer.byteLength(document),
      saves,
      restores,
      saveMs: median(saves),
      restoreMs: median(restores),
      importLines: IMPORT_LINES,
      importBytes: Buffer.byteLength(file),
      imports,
      importMs: median(imports),
    };
  } finally {
    await Promise.all([source.stop(), target.stop()]);
  }
}

export function targets(d) {
  return [
    {
      what: `Snapshot of a session with ${n0(d.writes)} writes: GET`,
      value: d.saveMs,
      op: '<=',
      limit: 100,
      unit: 'ms',
    },
    {
      what: `Snapshot of a session with ${n0(d.writes)} writes: PUT (restore)`,
      value: d.restoreMs,
      op: '<=',
      limit: 100,
      unit: 'ms',
    },
    {
      what: `Import of ${n0(d.importLines)} lines (POST, recorded and run)`,
      value: d.importMs,
      op: '<=',
      limit: 2000,
      unit: 'ms',
    },
  ];
}

export function render(d) {
  const runs = (values) => values.map(n0).join(', ');
  return [
    `A session of ${n0(d.writes)} writes (keys made, a third of them deleted) and ${n0(d.moves)} clock moves of a day in one emulator process; its snapshot (${kb(d.bytes)} of JSON) taken with \`GET /__emulator/snapshot?session=kept\` and restored with \`PUT /__emulator/snapshot\` into a second process, ${d.saves.length} times each; time from sending the request to the whole answer. The restored session's key list answers as the first's.`,
    '',
    `- GET: ${runs(d.saves)} ms; median **${n0(d.saveMs)} ms** ${word(judge(d.saveMs, '<=', 100))} (<= 100 ms).`,
    `- PUT: ${runs(d.restores)} ms; median **${n0(d.restoreMs)} ms** ${word(judge(d.restoreMs, '<=', 100))} (<= 100 ms).`,
    '',
    `An import of ${n0(d.importLines)} subscribers (${kb(d.importBytes)} of JSONL, \`multipart/form-data\`) into a fresh session each time: the upload's 201 comes once every line is imported (then \`GET .../imports/{id}\` says \`success\`).`,
    '',
    `- ${runs(d.imports)} ms; median **${n0(d.importMs)} ms** ${word(judge(d.importMs, '<=', 2000))} (<= 2,000 ms).`,
  ];
}
