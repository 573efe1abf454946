// Writes and sessions: create-then-delete pairs against reads of one key; reads in a session holding 1,000 created
// keys against one holding none; the memory of many sessions with writes (bench/writes-rss.mjs, in-process).
import {
  bytesOf,
  CONFIG,
  fetchBody,
  JSON_HEADERS,
  judge,
  kb,
  log,
  measureCells,
  n0,
  n1,
  n2,
  post,
  rate,
  ratioText,
  runJsonChild,
  sessionHeaders,
  table,
  word,
} from '../lib.mjs';
import { createThenDelete, KEY_BODY, startEmulator } from '../servers.mjs';

export const name = 'writes';
export const area = 'Writes';
export const title = 'Writes and sessions (one emulator process)';

export async function run() {
  // Session `writes` takes some 300,000 creates and deletes, whose history alone passes the default 40 MB of
  // sessions' writes, and the least recently used session (`full`, read between them) would be dropped: a budget
  // that holds them, as this measures write and read speed (the memory row below gives one that holds its sessions).
  const emulator = await startEmulator(['--session-memory', '400']);
  try {
    const base = emulator.url;
    const list = JSON.parse((await fetchBody(`${base}/v2/application-keys?page[limit]=1`)).body);
    const keyId = list.data[0].id;
    // A session holding 1,000 created keys.
    const fillStarted = performance.now();
    for (let i = 0; i < 1000; i++) {
      const answer = await post(
        `${base}/v2/application-keys`,
        { ...JSON_HEADERS, 'x-emulator-session': 'full' },
        KEY_BODY,
      );
      if (answer.status !== 201) throw new Error(`creating key ${i} in session full: ${answer.status} ${answer.body}`);
    }
    const fillMs = performance.now() - fillStarted;
    const full = JSON.parse(
      (await fetchBody(`${base}/v2/application-keys?page[limit]=1`, sessionHeaders('full'))).body,
    );
    const none = JSON.parse(
      (await fetchBody(`${base}/v2/application-keys?page[limit]=1`, sessionHeaders('none'))).body,
    );
    const pid = emulator.proc.pid;
    const cells = [
      { label: 'keyNone', url: `${base}/v2/application-keys/${keyId}`, headers: sessionHeaders('none'), pid },
      { label: 'keyFull', url: `${base}/v2/application-keys/${keyId}`, headers: sessionHeaders('full'), pid },
      { label: 'pageNone', url: `${base}/v2/application-keys?page[limit]=25`, headers: sessionHeaders('none'), pid },
      { label: 'pageFull', url: `${base}/v2/application-keys?page[limit]=25`, headers: sessionHeaders('full'), pid },
      // Create then delete, per connection, in session `writes`.
      { label: 'pairs', url: base, requests: createThenDelete('writes'), pid },
    ];
    log(`writes: ${cells.length} cells`);
    const measured = await measureCells(cells);
    const result = {
      cells: {},
      fillMs,
      keysFull: full.meta.results.total,
      keysNone: none.meta.results.total,
      bytes: {
        pageNone: await bytesOf(`${base}/v2/application-keys?page[limit]=25`, sessionHeaders('none')),
        pageFull: await bytesOf(`${base}/v2/application-keys?page[limit]=25`, sessionHeaders('full')),
      },
    };
    for (const [i, cell] of cells.entries()) result.cells[cell.label] = measured[i];
    // A pair is two requests: pairs per second is half the request rate.
    result.cells.pairs.pairsPerSecond = result.cells.pairs.rps / 2;
    await emulator.stop();
    log(`writes: memory of ${CONFIG.rssSessions} sessions of 100 writes (in-process, forced GC)`);
    result.rss = await runJsonChild('writes-rss.mjs', [String(CONFIG.rssSessions), '100'], ['--expose-gc']).catch(
      (error) => ({ error: error.message }),
    );
    return result;
  } finally {
    await emulator.stop();
  }
}

export function targets(w) {
  return [
    {
      what: 'Writes/s (a create and a delete are a write each) / GET one key req/s',
      value: w.cells.pairs.rps / w.cells.keyNone.rps,
      op: '>=',
      limit: 0.4,
    },
    {
      what: 'GET one key, session with 1,000 created keys / session with none',
      value: w.cells.keyFull.rps / w.cells.keyNone.rps,
      op: '>=',
      limit: 0.9,
    },
    {
      what: 'GET page of 25, session with 1,000 created keys / session with none',
      value: w.cells.pageFull.rps / w.cells.pageNone.rps,
      op: '>=',
      limit: 0.9,
    },
    {
      what: `RSS after ${n0(w.rss?.sessions)} sessions of ${w.rss?.writes} writes (forced GC)`,
      value: w.rss?.after?.rssMB ?? Number.NaN,
      op: '<=',
      limit: 300,
      unit: 'MB',
    },
  ];
}

export function render(w) {
  const out = [];
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
      `- Memory (a child process using the library in-process through \`emulator.request\` with a plain init, a fetch Response each, \`--expose-gc\`, \`sessionMemory: 100\` to hold them all): ${n0(rss.sessions)} sessions of ${rss.writes} key creates each (JSON bodies), each session's first and last page read after its writes; ${n1(rss.usPerWrite)} µs per request. After a forced GC: RSS **${n0(rss.after.rssMB)} MB** ${word(judge(rss.after.rssMB, '<=', 300))} (<= 300 MB), heap used ${n0(rss.after.heapUsedMB)} MB of ${n0(rss.after.heapTotalMB)} MB; before the writes (world built): RSS ${n0(rss.before.rssMB)} MB, heap used ${n0(rss.before.heapUsedMB)} MB. The first session still holds ${n0(rss.keysInFirstSession)} keys, the last ${n0(rss.keysInLastSession)}; ${rss.notices} sessions dropped.`,
      '',
    );
  }
  return out;
}
