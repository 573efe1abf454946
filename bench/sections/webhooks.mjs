// Webhooks (issue 23): what integrations cost the API, and whether every event reaches a receiver. One emulator
// process; the receiver (bench/webhook-receiver.mjs) is a process of its own, so that the deliveries it takes do
// not run on the event loop of the load generator (autocannon runs in the bench's process).
import { Agent, request } from 'node:http';
import { join } from 'node:path';
import {
  BENCH,
  fetchBody,
  importPkg,
  JSON_HEADERS,
  judge,
  log,
  measureCells,
  n0,
  n1,
  processCpuUs,
  processRssKb,
  rate,
  ratioText,
  sessionHeaders,
  sleep,
  startProcess,
  table,
  word,
} from '../lib.mjs';
import { SUBSCRIPTION_ID, startEmulator } from '../servers.mjs';

export const name = 'webhooks';
export const area = 'Webhooks';
export const title = 'Webhooks (one emulator process, a local receiver in a process of its own)';

const SUBSCRIBERS = '/v2/subscriptions/subscribers';
const SUBSCRIPTION = `/v2/subscriptions/subscriptions/${SUBSCRIPTION_ID}`;
/** Integrations of session `busy`, each observing every key the emulator emits. */
const BUSY_INTEGRATIONS = 5;
/** The delivery run: create-then-delete pairs (an event each), sent this many at a time. */
const PAIRS = 5_000;
const CONCURRENCY = 10;
const DELIVERY_TIMEOUT_MS = 120_000;
/** How long a cell's deliveries may take to drain before the next cell is measured. */
const SETTLE_TIMEOUT_MS = 150_000;
/** No delivery for this long after the answered writes' deliveries are in: the queue is empty. */
const QUIET_MS = 250;
const SECRET = 's';

/** A counter UUID, new per create: `prefix` (8 hex digits) names the session, `n` the create. */
const accountId = (prefix, n) => `${prefix}-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;
const subscriberBody = (account) =>
  JSON.stringify({
    data: {
      type: 'subscription_subscriber',
      attributes: { account_id: account, name: 'Bench Subscriber', email: 'bench@example.com' },
    },
  });

/**
 * An autocannon sequence per connection: create a subscriber with a new account in `session`, then delete it; each
 * is a write that emits an event (subscription-subscriber.created, .deleted). `counts.sent` counts the requests sent,
 * `counts.answered` the 2xx answers (an answer autocannon drops when a run ends is sent but not answered).
 */
function subscriberPairs(session, prefix, counts) {
  return [
    {
      method: 'POST',
      path: SUBSCRIBERS,
      headers: { ...JSON_HEADERS, 'x-emulator-session': session },
      setupRequest: (req, context) => {
        context.id = accountId(prefix, counts.next++);
        counts.sent++;
        return { ...req, body: subscriberBody(context.id) };
      },
      onResponse: (status) => {
        if (status < 300) counts.answered++;
      },
    },
    {
      method: 'DELETE',
      headers: sessionHeaders(session),
      setupRequest: (req, context) => {
        counts.sent++;
        return { ...req, path: `${SUBSCRIBERS}/${context.id}` };
      },
      onResponse: (status) => {
        if (status < 300) counts.answered++;
      },
    },
  ];
}

function integrationBody(label, observes, url) {
  return JSON.stringify({
    data: {
      type: 'integration',
      name: label,
      integration_type: 'webhook',
      enabled: true,
      observes,
      configuration: { url, secret_key: SECRET },
    },
  });
}

async function send(base, method, path, headers, body) {
  const response = await fetch(base + path, { method, headers, body });
  const text = await response.text();
  return { status: response.status, body: text };
}

async function createIntegration(base, session, label, observes, url) {
  const answer = await send(
    base,
    'POST',
    '/v2/integrations',
    { ...JSON_HEADERS, 'x-emulator-session': session },
    integrationBody(label, observes, url),
  );
  if (answer.status >= 300) {
    throw new Error(`POST /v2/integrations in session ${session}: ${answer.status} ${answer.body.slice(0, 300)}`);
  }
  return { status: answer.status, id: JSON.parse(answer.body).data.id };
}

const statsOf = async (receiver, hook) => JSON.parse((await fetchBody(`${receiver.url}/stats/${hook}`)).body);

/** Waits until `done(stats)` holds; resolves with the last stats and whether it held. */
async function waitStats(receiver, hook, done, timeoutMs) {
  const started = performance.now();
  while (true) {
    const stats = await statsOf(receiver, hook);
    if (done(stats)) return { stats, held: true };
    if (performance.now() - started > timeoutMs) return { stats, held: false };
    await sleep(20);
  }
}

/**
 * After a run of session `busy`'s writes: how many of its deliveries were still to come when the run ended (the
 * backlog), then waits until they are in (every answered write's five, then nothing more for QUIET_MS: the writes
 * autocannon sent but dropped the answer of may have emitted too) and measures the drain: its time and the
 * emulator's CPU over it.
 */
function busySettler({ receiver, emulatorPid, counts, drains, initial }) {
  let before = initial;
  return async (run) => {
    const endedAt = performance.now();
    const atEnd = await statsOf(receiver, 'busy');
    const cpuBefore = processCpuUs(emulatorPid);
    const expected = BUSY_INTEGRATIONS * counts.answered;
    const upper = BUSY_INTEGRATIONS * counts.sent;
    const all = await waitStats(receiver, 'busy', (s) => s.received >= expected, SETTLE_TIMEOUT_MS);
    let last = all.stats;
    let lastChange = performance.now();
    while (last.received < upper && performance.now() - lastChange < QUIET_MS) {
      await sleep(20);
      const now = await statsOf(receiver, 'busy');
      if (now.received !== last.received) lastChange = performance.now();
      last = now;
    }
    const drainMs = (all.held ? lastChange : performance.now()) - endedAt;
    const drainCpuUs = processCpuUs(emulatorPid) - cpuBefore;
    drains.push({
      measured: run.cpuUsPerRequest !== undefined,
      writes: run.total,
      seconds: run.duration,
      deliveredDuringRun: atEnd.received - before.received,
      backlogAtEnd: Math.max(0, expected - atEnd.received),
      drainMs,
      drainCpuUs,
      cpuUsPerWrite: run.cpuUsPerRequest,
      drained: all.held,
    });
    before = last;
  };
}

/** Row 1: writes and a read in session `busy` (five integrations observing everything) against session `quiet`. */
async function apiCost(emulator, receiver, keys) {
  const base = emulator.url;
  const integrations = [];
  for (let i = 1; i <= BUSY_INTEGRATIONS; i++) {
    integrations.push(await createIntegration(base, 'busy', `bench ${i}`, keys, `${receiver.url}/hook/busy`));
  }
  const quietCounts = { next: 0, sent: 0, answered: 0 };
  const busyCounts = { next: 0, sent: 0, answered: 0 };
  // A first check of the path: 10 pairs in each session, each write one event, in `busy` five deliveries each.
  for (const [session, prefix, counts] of [
    ['quiet', 'a0000001', quietCounts],
    ['busy', 'a0000002', busyCounts],
  ]) {
    for (let i = 0; i < 10; i++) {
      const id = accountId(prefix, counts.next++);
      const made = await send(
        base,
        'POST',
        SUBSCRIBERS,
        { ...JSON_HEADERS, 'x-emulator-session': session },
        subscriberBody(id),
      );
      const gone = await send(base, 'DELETE', `${SUBSCRIBERS}/${id}`, sessionHeaders(session));
      if (made.status !== 201 || gone.status !== 204)
        throw new Error(
          `subscriber create/delete in ${session}: ${made.status} ${made.body.slice(0, 200)} / ${gone.status}`,
        );
      counts.sent += 2;
      counts.answered += 2;
    }
  }
  // The subscriber events of a session (the integrations' creates emit integration.created, observed by none).
  const events = async (session) =>
    JSON.parse((await fetchBody(`${base}/__emulator/events?session=${session}`)).body).data.filter((event) =>
      event.key.startsWith('subscription-subscriber.'),
    );
  const firstQuiet = await events('quiet');
  const firstBusy = await events('busy');
  const first = await waitStats(receiver, 'busy', (s) => s.received >= BUSY_INTEGRATIONS * 20, 10_000);
  const check = {
    quietEvents: firstQuiet.length,
    busyEvents: firstBusy.length,
    busyKeys: [...new Set(firstBusy.map((e) => e.key))],
    busyDelivered: first.stats.received,
    quietDeliveries: firstQuiet.reduce((sum, e) => sum + e.deliveries.length, 0),
  };
  if (check.busyEvents !== 20 || check.quietEvents !== 20 || check.quietDeliveries !== 0 || !first.held)
    throw new Error(`the first 10 pairs: ${JSON.stringify(check)}`);

  const pid = emulator.proc.pid;
  const drains = [];
  const receiverCpuBefore = processCpuUs(receiver.proc.pid);
  const rssBefore = processRssKb(pid);
  const cells = [
    { label: 'writesQuiet', url: base, requests: subscriberPairs('quiet', 'a0000001', quietCounts), pid },
    {
      label: 'writesBusy',
      url: base,
      requests: subscriberPairs('busy', 'a0000002', busyCounts),
      pid,
      settle: busySettler({ receiver, emulatorPid: pid, counts: busyCounts, drains, initial: first.stats }),
    },
    { label: 'readQuiet', url: base + SUBSCRIPTION, headers: sessionHeaders('quiet'), pid },
    { label: 'readBusy', url: base + SUBSCRIPTION, headers: sessionHeaders('busy'), pid },
  ];
  log(`webhooks: ${cells.length} cells, ${BUSY_INTEGRATIONS} integrations in session busy`);
  const measured = await measureCells(cells);
  const result = { cells: {}, check, integrationStatus: integrations[0].status };
  for (const [i, cell] of cells.entries()) result.cells[cell.label] = measured[i];
  const stats = await statsOf(receiver, 'busy');
  result.busy = {
    ...stats,
    expectedAtLeast: BUSY_INTEGRATIONS * busyCounts.answered,
    expectedAtMost: BUSY_INTEGRATIONS * busyCounts.sent,
    writesAnswered: busyCounts.answered,
    writesSent: busyCounts.sent,
    receiverCpuUsPerDelivery: (processCpuUs(receiver.proc.pid) - receiverCpuBefore) / stats.received,
  };
  result.drains = drains;
  const runs = drains.filter((d) => d.measured);
  // The busy writes with their deliveries done: writes over the run's time plus the drain's.
  result.sustained = runs.map((d) => d.writes / (d.seconds + d.drainMs / 1000));
  result.rssMB = { before: rssBefore / 1024, after: processRssKb(pid) / 1024 };
  return result;
}

/** One request over a keep-alive agent: its status. */
function call(agent, url, method, headers, body) {
  return new Promise((resolve, reject) => {
    const req = request(url, { method, headers, agent }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** Row 2: 5,000 create/delete pairs in a session with one integration, until its 10,000 events are in. */
async function deliverAll(emulator, receiver, keys) {
  const base = emulator.url;
  const observes = keys.filter((key) => key.startsWith('subscription-subscriber.'));
  await createIntegration(base, 'deliver', 'bench delivery', observes, `${receiver.url}/hook/deliver`);
  const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  const statuses = {};
  const count = (status) => {
    statuses[status] = (statuses[status] ?? 0) + 1;
  };
  const postHeaders = { ...JSON_HEADERS, 'x-emulator-session': 'deliver' };
  const deleteHeaders = sessionHeaders('deliver');
  let next = 0;
  const worker = async () => {
    while (next < PAIRS) {
      const id = accountId('a0000003', next++);
      count(await call(agent, base + SUBSCRIBERS, 'POST', postHeaders, subscriberBody(id)));
      count(await call(agent, `${base}${SUBSCRIBERS}/${id}`, 'DELETE', deleteHeaders));
    }
  };
  const rssBefore = processRssKb(emulator.proc.pid);
  const cpuBefore = processCpuUs(emulator.proc.pid);
  const startedAt = Date.now();
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const sentAt = Date.now();
  agent.destroy();
  const events = 2 * PAIRS;
  const waited = await waitStats(receiver, 'deliver', (s) => s.distinct >= events, DELIVERY_TIMEOUT_MS);
  const allInAt = Date.now();
  // Anything more (a duplicate, a retry) would come now.
  await sleep(1000);
  const stats = await statsOf(receiver, 'deliver');
  const lastAt = waited.held ? waited.stats.lastAt : stats.lastAt;
  const result = {
    events,
    statuses,
    allIn: waited.held,
    sendMs: sentAt - startedAt,
    totalMs: lastAt - startedAt,
    lagMs: lastAt - sentAt,
    waitedMs: allInAt - startedAt,
    deliveriesPerSecond: waited.stats.distinct / ((lastAt - startedAt) / 1000),
    received: stats.received,
    distinct: stats.distinct,
    duplicates: stats.duplicates,
    retries: stats.retries,
    malformed: stats.malformed,
    badSecret: stats.badSecret,
    keys: stats.keys,
    lost: events - stats.distinct,
    emulatorCpuMs: (processCpuUs(emulator.proc.pid) - cpuBefore) / 1000,
    rssMB: { before: rssBefore / 1024, after: processRssKb(emulator.proc.pid) / 1024 },
  };
  if (result.lost > 0) {
    // What the emulator says of the events that did not come: their delivery attempts.
    const kept = JSON.parse((await fetchBody(`${base}/__emulator/events?session=deliver`)).body).data;
    const failures = {};
    let undelivered = 0;
    for (const event of kept) {
      if (event.deliveries.some((d) => d.succeeded)) continue;
      undelivered++;
      for (const attempt of event.deliveries) {
        const why = attempt.error_detail || String(attempt.status_code);
        failures[why] = (failures[why] ?? 0) + 1;
      }
    }
    result.diagnosis = { kept: kept.length, undelivered, failures };
  }
  return result;
}

export async function run() {
  const keys = [...(await importPkg('events/keys.js')).SUBSCRIPTION_EVENT_KEYS];
  const receiver = await startProcess(process.execPath, [join(BENCH, 'webhook-receiver.mjs'), SECRET], {
    ready: /listening on (http:\/\/\S+)/,
  });
  let emulator;
  try {
    // Sessions `quiet` and `busy` take some 200,000 writes each (their histories alone pass the default 40 MB of
    // sessions' writes, and a dropped session answers 410): a budget that holds them, as this measures deliveries.
    emulator = await startEmulator(['--session-memory', '400']);
    const result = { keys: keys.length };
    result.api = await apiCost(emulator, receiver, keys);
    await emulator.stop();
    // A new process for the delivery run: none of the first part's sessions and backlog in it.
    emulator = await startEmulator();
    log(`webhooks: ${PAIRS} create/delete pairs, ${CONCURRENCY} at a time, one integration`);
    result.delivery = await deliverAll(emulator, receiver, keys);
    return result;
  } finally {
    await emulator?.stop();
    await receiver.stop();
  }
}

/** busy / quiet req/s; no ratio (NaN, a FAIL) when either cell had answers other than 2xx (a dropped session's 410). */
const ratioOf = (busy, quiet) => (busy.bad > 0 || quiet.bad > 0 ? Number.NaN : busy.rps / quiet.rps);
const writeRatio = (w) => ratioOf(w.api.cells.writesBusy, w.api.cells.writesQuiet);
const readRatio = (w) => ratioOf(w.api.cells.readBusy, w.api.cells.readQuiet);
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

export function targets(w) {
  return [
    {
      what: `Writes (subscriber create, delete) in a session with ${BUSY_INTEGRATIONS} integrations observing everything / with none`,
      value: writeRatio(w),
      op: '>=',
      limit: 0.9,
    },
    {
      what: `GET one subscription in a session with ${BUSY_INTEGRATIONS} integrations / with none`,
      value: readRatio(w),
      op: '>=',
      limit: 0.9,
    },
    {
      what: `Events lost of ${n0(w.delivery.events)} delivered to a local receiver`,
      value: w.delivery.lost,
      op: '<=',
      limit: 0,
      unit: 'events',
    },
  ];
}

export function render(w) {
  const { api, delivery: d } = w;
  const out = [];
  const runs = api.drains.filter((x) => x.measured);
  const sustained = median(api.sustained) / api.cells.writesQuiet.rps;
  out.push(
    `Each connection creates a subscriber with a new account (\`POST ${SUBSCRIBERS}\`) then deletes it, each write emitting one event (subscription-subscriber.created, .deleted), in session \`quiet\` (no integrations) and in session \`busy\` (${BUSY_INTEGRATIONS} webhook integrations, each observing all ${w.keys} keys the emulator emits, so every write is ${BUSY_INTEGRATIONS} deliveries). The receiver is \`bench/webhook-receiver.mjs\`, a node:http process of its own answering 204 as soon as a body is in (in the bench's process its work would slow the load generator, not the emulator). After each run of \`busy\` the bench waits for its deliveries to drain, outside the measured time, so that they do not run during the next cell. The read is \`GET ${SUBSCRIPTION}\` in each session.`,
    '',
  );
  out.push(
    table(
      ['measure', 'req/s (p99 ms)', 'ratio', 'target'],
      [
        ['Create then delete subscriber, session `quiet`', rate(api.cells.writesQuiet), '', ''],
        [
          `Create then delete subscriber, session \`busy\` (${BUSY_INTEGRATIONS} integrations)`,
          rate(api.cells.writesBusy),
          `${ratioText(writeRatio(w), '>=', 0.9)} of \`quiet\``,
          `${word(judge(writeRatio(w), '>=', 0.9))} (>= 0.9)`,
        ],
        ['GET one subscription, session `quiet`', rate(api.cells.readQuiet), '', ''],
        [
          'GET one subscription, session `busy`',
          rate(api.cells.readBusy),
          `${ratioText(readRatio(w), '>=', 0.9)} of \`quiet\``,
          `${word(judge(readRatio(w), '>=', 0.9))} (>= 0.9)`,
        ],
      ],
    ),
    '',
  );
  out.push(
    `- Deliveries of the \`busy\` runs: at the end of each run ${runs.map((x) => n0(x.backlogAtEnd)).join(', ')} were still to come (of ${runs.map((x) => n0(BUSY_INTEGRATIONS * x.writes)).join(', ')}), drained in ${runs.map((x) => n0(x.drainMs)).join(', ')} ms (emulator CPU over the drain ${runs.map((x) => n0(x.drainCpuUs / 1000)).join(', ')} ms). Counting the drain, \`busy\` answers ${n0(median(api.sustained))} writes/s, ${ratioText(sustained, '>=', 0.9)} of \`quiet\`.`,
    `- The receiver got ${n0(api.busy.received)} deliveries for session \`busy\` (${n0(api.busy.expectedAtLeast)} to ${n0(api.busy.expectedAtMost)} expected: 5 per write answered, 5 per write sent), ${n0(api.busy.distinct)} distinct, ${n0(api.busy.duplicates)} duplicates, ${n0(api.busy.retries)} retries; its CPU ${n1(api.busy.receiverCpuUsPerDelivery)} µs per delivery. Emulator RSS ${n0(api.rssMB.before)} MB before the cells, ${n0(api.rssMB.after)} MB after.`,
    ...Object.entries(api.cells)
      .filter(([, cell]) => cell.bad > 0)
      .map(([label, cell]) => `- **${label}: ${n0(cell.bad)} answers were not 2xx** (no ratio is taken over them).`),
    '',
  );
  out.push(
    `Delivery: a new emulator process, session \`deliver\` with one webhook integration observing the subscriber keys; ${n0(d.events / 2)} create/delete pairs sent ${CONCURRENCY} at a time (node:http keep-alive), then the bench waits (up to ${DELIVERY_TIMEOUT_MS / 1000} s) until the receiver has ${n0(d.events)} distinct envelope ids, and 1 s more for any duplicate.`,
    '',
  );
  out.push(
    table(
      [
        'events',
        'sent in',
        'first request to last delivery',
        'deliveries/s',
        'after the last answer',
        'duplicates',
        'retries',
        'lost',
        'target',
      ],
      [
        [
          n0(d.events),
          `${n0(d.sendMs)} ms`,
          `${n0(d.totalMs)} ms`,
          n0(d.deliveriesPerSecond),
          `${n0(d.lagMs)} ms`,
          n0(d.duplicates),
          n0(d.retries),
          `**${n0(d.lost)}**`,
          `${word(judge(d.lost, '<=', 0))} (0)`,
        ],
      ],
    ),
    '',
  );
  const undrained = api.drains.filter((x) => !x.drained).length;
  if (undrained)
    out.push(`- Warning: ${undrained} runs of \`busy\` left deliveries undone after ${SETTLE_TIMEOUT_MS / 1000} s.`);
  const notOk = Object.entries(d.statuses).filter(([status]) => Number(status) >= 300);
  if (notOk.length) out.push(`- Warning: write answers not 2xx: ${notOk.map(([s, n]) => `${n} × ${s}`).join(', ')}.`);
  if (d.malformed || d.badSecret)
    out.push(`- Warning: ${d.malformed} bodies were not an envelope, ${d.badSecret} came without the secret.`);
  if (d.diagnosis)
    out.push(
      `- Of the ${n0(d.diagnosis.kept)} events the emulator kept, ${n0(d.diagnosis.undelivered)} have no successful delivery: ${JSON.stringify(d.diagnosis.failures)}.`,
    );
  out.push(
    `- Emulator CPU over the delivery run ${n0(d.emulatorCpuMs)} ms; RSS ${n0(d.rssMB.before)} MB before, ${n0(d.rssMB.after)} MB after.`,
    '',
  );
  return out;
}
