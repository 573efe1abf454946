// Time travel: moving a fresh session of `many-subscriptions` (2,000 subscriptions) a year ahead, the same with
// schedules and prorated switches in the session, and the subscription list page before and after the move.
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

/** A request in `session` of many-subscriptions: its status and parsed body (a non-2xx throws). */
async function send(base, session, method, path, body) {
  const url = `${base}${path}${path.includes('?') ? '&' : '?'}scenario=many-subscriptions`;
  const response = await fetch(url, {
    method,
    headers: { ...JSON_HEADERS, 'x-emulator-session': session },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  if (response.status >= 300) throw new Error(`${method} ${path}: ${response.status} ${text.slice(0, 300)}`);
  return text === '' ? undefined : JSON.parse(text);
}

/**
 * A session made busy before its move: three daily schedules (a billing, a payment and a tax run, in three time
 * zones), a proration policy on the offerings of the first 50 subscriptions, and those 50 switched mid-period to
 * another plan of their offering (each a prorated invoice). Returns how many were switched.
 */
async function busySession(base, session) {
  const schedules = [
    ['0 2 * * *', 'UTC', 'billing-run'],
    ['30 3 * * *', 'Europe/London', 'payment-run'],
    ['15 4 * * 1-5', 'America/New_York', 'tax-run'],
  ];
  for (const [specification, location, job_type] of schedules) {
    await send(base, session, 'POST', '/v2/subscriptions/schedules', {
      data: { type: 'subscription_schedule', attributes: { specification, location, job: { job_type } } },
    });
  }
  const policy = await send(base, session, 'POST', '/v2/subscriptions/proration-policies', {
    data: { type: 'subscription_proration_policy', attributes: { name: 'Bench', rounding: 'nearest' } },
  });
  // Half a month on, so that every switch falls inside a paid period.
  await send(base, session, 'POST', '/__emulator/clock', { advance: 'P15D' });
  const page = await send(base, session, 'GET', '/v2/subscriptions/subscriptions?page[limit]=50');
  const attached = new Set();
  let switched = 0;
  for (const subscription of page.data) {
    const offering = subscription.attributes.offering.id;
    if (!attached.has(offering)) {
      attached.add(offering);
      await send(base, session, 'PUT', `/v2/subscriptions/offerings/${offering}/relationships/proration-policies`, {
        data: { type: 'subscription_proration_policy', id: policy.data.id },
      });
    }
    const plans = await send(base, session, 'GET', `/v2/subscriptions/offerings/${offering}/plans`);
    const other = plans.data.find((plan) => plan.id !== subscription.attributes.plan_id);
    if (other === undefined || !['active'].includes(subscription.meta.status)) continue;
    const id = subscription.id;
    await send(base, session, 'PUT', `/v2/subscriptions/subscriptions/${id}`, {
      data: { id, type: 'subscription', attributes: { plan_id: other.id } },
    });
    switched++;
  }
  return switched;
}

export async function run() {
  // Its sessions (a year of 2,000 subscriptions each, some 15 MB, twice CONFIG.clockRuns of them) are read after
  // the moves: a budget that holds them all, so that none is dropped before it is read (this measures the clock).
  const emulator = await startEmulator(['--session-memory', '400']);
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
    // The same move in sessions with schedules and prorated switches (made before the clock starts).
    const busy = [];
    for (let i = 0; i < CONFIG.clockRuns; i++) {
      const session = `busy-${i}`;
      const switched = await busySession(base, session);
      const t = performance.now();
      const answer = await post(
        `${base}/__emulator/clock?scenario=many-subscriptions`,
        { ...JSON_HEADERS, 'x-emulator-session': session },
        '{"advance":"P1Y"}',
      );
      const ms = performance.now() - t;
      if (answer.status !== 200) throw new Error(`clock move: ${answer.status} ${answer.body}`);
      const jobs = await send(base, session, 'GET', '/v2/subscriptions/jobs?page[limit]=1');
      busy.push({ ms, switched, jobs: jobs.meta.results.total });
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
      busy,
      busyMs: median(busy.map((m) => m.ms)),
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
      what: 'Clock move P1Y, many-subscriptions, with 3 daily schedules and 50 prorated switches',
      value: c.busyMs,
      op: '<=',
      limit: 500,
      unit: 'ms',
    },
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
    `With three daily schedules (billing, payment and tax runs, in three time zones) and a proration policy on the offerings of 50 subscriptions switched to another plan mid-period, in a session of its own each (made before the timing starts): ${ck.busy.map((x) => `${n0(x.ms)} ms (${x.switched} switched, ${x.jobs} jobs)`).join(', ')}; median **${n0(ck.busyMs)} ms** ${word(judge(ck.busyMs, '<=', 500))} (<= 500 ms).`,
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
