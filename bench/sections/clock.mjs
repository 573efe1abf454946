// Time travel: moving a fresh session of `many-subscriptions` (2,000 subscriptions) a year ahead, and the
// subscription list page before and after the move.
import {
  CONFIG,
  fetchBody,
  JSON_HEADERS,
  judge,
  kb,
  measureCells,
  median,
  n0,
  n2,
  post,
  QUICK,
  rate,
  sessionHeaders,
  table,
  vr,
  word,
} from '../lib.mjs';
import { KEY_BODY, LIST_QUERY, sha, startEmulator } from '../servers.mjs';

export const name = 'clock';
export const area = 'Time travel';
export const title = 'Time travel (`POST /__emulator/clock {"advance":"P1Y"}`, many-subscriptions)';

export async function run() {
  const emulator = await startEmulator();
  try {
    const base = emulator.url;
    const listUrl = `${base}/v2/subscriptions/subscriptions?${LIST_QUERY}`;
    // The world is built beforehand (and the list read once), so that the moves time the billing engine only.
    const builtMs = await (async () => {
      const t = performance.now();
      await fetchBody(listUrl, sessionHeaders('build'));
      return performance.now() - t;
    })();
    const moves = [];
    for (let i = 0; i < CONFIG.clockRuns; i++) {
      const t = performance.now();
      const answer = await post(
        `${base}/__emulator/clock?scenario=many-subscriptions`,
        { ...JSON_HEADERS, 'x-emulator-session': `moved-${i}` },
        '{"advance":"P1Y"}',
      );
      const ms = performance.now() - t;
      if (answer.status !== 200) throw new Error(`clock move: ${answer.status} ${answer.body}`);
      moves.push({ ms, now: JSON.parse(answer.body).now });
    }
    // A session with one write and no move: the same code path as a moved session, but no billing history.
    const written = await post(
      `${base}/v2/application-keys?scenario=many-subscriptions`,
      { ...JSON_HEADERS, 'x-emulator-session': 'written' },
      KEY_BODY,
    );
    if (written.status !== 201) throw new Error(`write: ${written.status} ${written.body}`);
    const pid = emulator.proc.pid;
    const cells = [
      { label: 'before', url: listUrl, headers: sessionHeaders('unmoved'), pid },
      { label: 'after', url: listUrl, headers: sessionHeaders('moved-0'), pid },
      ...(QUICK ? [] : [{ label: 'written', url: listUrl, headers: sessionHeaders('written'), pid }]),
    ];
    const bytes = {};
    const bodies = {};
    for (const cell of cells) {
      const { body } = await fetchBody(cell.url, cell.headers);
      bytes[cell.label] = Buffer.byteLength(body);
      bodies[cell.label] = sha(body);
    }
    const measured = await measureCells(cells);
    const result = {
      builtMs,
      moves,
      moveMs: median(moves.map((m) => m.ms)),
      cells: {},
      bytes,
      afterDiffers: bodies.after !== bodies.before,
    };
    for (const [i, cell] of cells.entries()) result.cells[cell.label] = measured[i];
    return result;
  } finally {
    await emulator.stop();
  }
}

export function targets(c) {
  return [
    { what: 'Clock move P1Y, many-subscriptions, fresh session', value: c.moveMs, op: '<=', limit: 500, unit: 'ms' },
    {
      what: 'Subscription list page after the move / before',
      value: c.cells.after.rps / c.cells.before.rps,
      op: '>=',
      limit: 0.9,
    },
  ];
}

export function render(ck) {
  const out = [];
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
  return out;
}
