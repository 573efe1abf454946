#!/usr/bin/env node
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
// Soak test (`npm run soak`, not in CI): the built CLI under 100 concurrent keep-alive connections for SOAK_SECONDS
// (default 60) across every endpoint and scenario, reads mixed with writes: sessions creating, reading and deleting
// keys, pausing and resuming a subscription, and moving their clock now and then (1,200 session names, past the cap
// of 1,000 sessions holding writes, so the least recently used are dropped as it runs). Fails on any transport
// error, dropped connection or unexpected status, or when the server's RSS grows after warm-up; prints answers by
// status, req/s and the server's RSS over time with a verdict, and writes bench/.results/soak-last.json, which
// `npm run bench` shows in BENCHMARKS.md (`renderSoak`, below). Only talks to 127.0.0.1. SOAK_NODE_FLAGS are flags of
// the server's node (`--max-old-space-size=256`), SOAK_SERVER_ARGS its own (`--session-memory 200`); SOAK_SCRIPTS and SOAK_WRITE_SHARE pick the write scripts (below).
// It runs two loads, each in a new server (SOAK_MODES picks: `write-heavy,read-mostly` by default): write-heavy (30% of
// turns run a write script) and read-mostly (2%), each judged against its RSS ceiling after warm-up (350 and 250 MB),
// with the V8 heap (read inside the server by bench/heap-probe.mjs) reported beside the RSS.
import http from 'node:http';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { AUTH, BENCH, HOST, median, n0, n1, processRssKb, RESULTS, sessionHeaders } from './lib.mjs';
import { startEmulator } from './servers.mjs';
import { ensureBuild } from './setup.mjs';

const SOAK_RESULTS = join(RESULTS, 'soak-last.json');
const CONNECTIONS = 100;

/** The two loads: the share of turns that run a write script, and the RSS the server must stay under after warm-up. */
export const MODES = {
  'write-heavy': { writeShare: 0.3, ceilingMB: 350 },
  'read-mostly': { writeShare: 0.02, ceilingMB: 250 },
};

/** The last soak's results (bench/.results/soak-last.json), or null. */
export function readSoak() {
  if (!existsSync(SOAK_RESULTS)) return null;
  try {
    return JSON.parse(readFileSync(SOAK_RESULTS, 'utf8'));
  } catch {
    return null;
  }
}

/** The soak's part of BENCHMARKS.md: the last soak run's results, one paragraph per load. */
export function renderSoak(soak = readSoak()) {
  const out = ['## Soak (`SOAK_SECONDS=60 npm run soak`, run separately)', ''];
  // A result from before the two loads: one run, its RSS only.
  const runs = soak?.runs ?? (soak ? [{ mode: 'write-heavy', ...soak }] : []);
  if (runs.length === 0) out.push('No soak result in bench/.results/soak-last.json.', '');
  if (runs.length > 0) {
    out.push(
      `Last soak run: ${runs[0].date}. Each load is a new server under ${CONNECTIONS} keep-alive connections; RSS from /proc, the V8 heap (used / total) from inside the server (bench/heap-probe.mjs); flat: the median RSS of the last third within max(25 MB, 15%) of the middle third's (the first third is warm-up); under: the highest RSS after warm-up below the load's ceiling.`,
      '',
    );
    const rows = runs.map((run) => {
      const rss = run.rss;
      const heap = run.heap;
      const ceiling = MODES[run.mode]?.ceilingMB;
      const under =
        Number.isFinite(rss.peakAfterWarmupMB) && Number.isFinite(ceiling) ? rss.peakAfterWarmupMB <= ceiling : null;
      return [
        `${run.mode} (${Math.round((run.writeShare ?? 0.3) * 100)}% write turns)`,
        `${n0(run.answered)} in ${run.seconds} s (${n0(run.rps)}/s), ${n0(run.writes)} writes, ${n0(run.clockMoves)} clock moves`,
        `${run.failures}`,
        `${n0(rss.middleThirdMB)} / ${n0(rss.lastThirdMB)}: ${rss.flat ? '**flat**' : '**growing**'}`,
        `${n0(rss.peakAfterWarmupMB)} MB (<= ${n0(ceiling)}): ${under === null ? 'n/a' : under ? '**PASS**' : '**FAIL**'}`,
        heap
          ? `${n0(heap.usedMiddleThirdMB)} / ${n0(heap.totalMiddleThirdMB)} -> ${n0(heap.usedLastThirdMB)} / ${n0(heap.totalLastThirdMB)}`
          : 'n/a',
        `${run.ok ? '**PASS**' : '**FAIL**'}`,
      ];
    });
    out.push(
      [
        '| load | answers | failures | RSS median, middle / last third (MB) | RSS peak after warm-up | heap used / total (MB), middle -> last third | soak |',
        '| --- | --- | --- | --- | --- | --- | --- |',
        ...rows.map((row) => `| ${row.join(' | ')} |`),
      ].join('\n'),
      '',
    );
    for (const run of runs) {
      const series = run.rss.series.map(n0).join(', ');
      const heapSeries = run.heap?.series?.map(n0).join(', ');
      out.push(
        `- ${run.mode}: RSS every ${run.rss.everySeconds} s (MB): ${series}${heapSeries ? `; heap used: ${heapSeries}` : ''}; start ${n0(run.rss.startMB)}, peak ${n0(run.rss.peakMB)}, end ${n0(run.rss.endMB)}; slope after warm-up ${n1(run.rss.slopeMBPerMinute)} MB/min.`,
      );
    }
    out.push('');
  }
  return out;
}

/** One load (a MODES entry) on a new server; resolves with its results (`ok`: PASS). */
async function soak(mode) {
  const SECONDS = Number(process.env.SOAK_SECONDS ?? 60);
  const nodeFlags = (process.env.SOAK_NODE_FLAGS ?? '').split(' ').filter(Boolean);
  const serverArgs = (process.env.SOAK_SERVER_ARGS ?? '').split(' ').filter(Boolean);
  const heapFile = join(RESULTS, `soak-heap-${process.pid}.json`);
  mkdirSync(RESULTS, { recursive: true });
  rmSync(heapFile, { force: true });
  process.env.SOAK_HEAP_FILE = heapFile;
  const server = await startEmulator(serverArgs, 0, ['--import', join(BENCH, 'heap-probe.mjs'), ...nodeFlags], {
    killAfterMs: 5000,
  });
  /** The server's heap as it last wrote it: { heapUsed, heapTotal } in bytes, or undefined. */
  const heapNow = () => {
    try {
      return JSON.parse(readFileSync(heapFile, 'utf8'));
    } catch {
      return undefined;
    }
  };
  const base = server.url;
  const { hostname, port } = new URL(base);
  if (hostname !== HOST) throw new Error(`soak only talks to ${HOST}, the server printed ${base}`);
  const rssKb = () => processRssKb(server.proc.pid);

  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  let connections = 0;

  /** One request; resolves with status, headers and body, rejects on any transport error or after 10 s. */
  function send({ method = 'GET', path, headers = {}, body }) {
    return new Promise((resolve, reject) => {
      const request = http.request({ host: hostname, port, method, path, headers, agent, timeout: 10_000 }, (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
        res.on('error', reject);
      });
      request.on('socket', (socket) => {
        if (!socket.soakCounted) {
          socket.soakCounted = true;
          connections++;
        }
      });
      request.on('timeout', () => request.destroy(new Error('no answer within 10 s')));
      request.on('error', reject);
      request.end(body);
    });
  }

  const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
  const ids = Array.from({ length: 6 }, (_, i) => `00000000-0000-4000-8000-00000000000${i + 1}`);
  const list = await send({ path: '/v2/application-keys?page[limit]=30', headers: AUTH });
  const keyIds = JSON.parse(list.body.toString()).data.map((key) => key.id);
  const subscriptions = await send({ path: '/v2/subscriptions/subscriptions?page[limit]=100', headers: AUTH });
  const accounts = [...new Set(JSON.parse(subscriptions.body.toString()).data.map((sub) => sub.attributes.account_id))];
  const LIFECYCLE = ['paused', 'canceled', 'resumed', 'closed', 'suspended'];
  const pick = (items) => items[Math.floor(Math.random() * items.length)];

  // Each case: what to send and the one status it must get. 4xx cases are deliberate; 429 and 500 are scenarios.
  const CASES = [
    [8, () => ({ path: '/v2/application-keys' })],
    [4, () => ({ path: `/v2/application-keys?page[offset]=${Math.floor(Math.random() * 40)}&page[limit]=5` })],
    [
      4,
      () => ({
        path: `/v2/application-keys?scenario=many-keys&page[offset]=${Math.floor(Math.random() * 10_000)}&page[limit]=100`,
      }),
    ],
    [2, () => ({ path: '/v2/application-keys?scenario=empty' })],
    [2, () => ({ path: '/v2/application-keys/?scenario=edge-cases&page[limit]=100' })],
    [6, () => ({ path: `/v2/application-keys/${pick(keyIds)}` })],
    [6, () => ({ path: `/subscriptions/subscriptions/${pick(ids)}?include=products,plans` })],
    [
      4,
      () => ({
        path: `/v2/subscriptions/subscriptions/${ids[0]}`,
        headers: { ...AUTH, 'x-emulator-scenario': pick(LIFECYCLE) },
      }),
    ],
    [2, () => ({ path: `/subscriptions/subscriptions/${ids[0]}?scenario=edge-cases&include=plans` })],
    [
      3,
      () => ({
        path: `/v2/subscriptions/subscriptions?scenario=many-subscriptions&include=plans&page[offset]=${Math.floor(Math.random() * 1975)}`,
      }),
    ],
    [
      1,
      () => ({
        path: `/v2/subscriptions/subscriptions?filter=eq(account_id,${pick(accounts)})&scenario=many-subscriptions`,
      }),
    ],
    [1, () => ({ path: `/v2/subscriptions/subscriptions/${ids[0]}/invoices?scenario=payments-failing` })],
    [
      4,
      () => ({ method: 'POST', path: '/oauth/access_token', headers: FORM, body: 'grant_type=implicit&client_id=a' }),
    ],
    [
      2,
      () => ({
        method: 'POST',
        path: '/oauth/access_token',
        headers: { 'content-type': 'application/json' },
        body: '{"grant_type":"client_credentials","client_id":"a","client_secret":"b"}',
      }),
    ],
    [2, () => ({ method: 'HEAD', path: '/v2/application-keys' })],
    [2, () => ({ path: '/__emulator/health', headers: {} })],
    [1, () => ({ path: '/__emulator/scenarios', headers: {} })],
    [
      1,
      () => ({
        method: 'OPTIONS',
        path: '/v2/application-keys',
        headers: { origin: 'http://localhost:3000', 'access-control-request-method': 'GET' },
      }),
      204,
    ],
    [3, () => ({ path: '/v2/application-keys?scenario=rate-limited' }), 429],
    [
      3,
      () => ({
        path: `/subscriptions/subscriptions/${ids[0]}`,
        headers: { ...AUTH, 'x-emulator-scenario': 'server-error' },
      }),
      500,
    ],
    [1, () => ({ method: 'POST', path: '/oauth/access_token?scenario=rate-limited', headers: FORM, body: 'x=1' }), 429],
    [2, () => ({ path: '/v2/application-keys/no-such-key' }), 404],
    [2, () => ({ path: '/v2/application-keys?page[limit]=0' }), 400],
    [1, () => ({ path: '/subscriptions/subscriptions/not-a-uuid' }), 400],
    [1, () => ({ path: '/v2/application-keys?scenario=nope' }), 400],
    [1, () => ({ path: '/v2/application-keys', headers: {} }), 401],
    [1, () => ({ method: 'DELETE', path: '/v2/application-keys' }), 405],
    [1, () => ({ path: '/nowhere' }), 404],
    [
      1,
      () => ({ method: 'POST', path: '/oauth/access_token', headers: { 'content-type': 'text/plain' }, body: 'x' }),
      415,
    ],
    [1, () => ({ method: 'POST', path: '/oauth/access_token', headers: FORM, body: 'grant_type=password' }), 400],
    [1, () => ({ method: 'POST', path: '/oauth/access_token', headers: FORM, body: 'a'.repeat(17_000) }), 413],
  ].flatMap(([weight, make, status = 200]) => Array.from({ length: weight }, () => ({ make, status })));

  const byStatus = new Map();
  const failures = [];
  let answered = 0;
  let writes = 0;
  let clockMoves = 0;
  let manyMoves = 0;
  let evicted = 0;
  /** Thrown by a step whose session was evicted: the script that sent it stops there. */
  const EVICTED = Symbol('evicted');
  const deadline = Date.now() + SECONDS * 1000;

  /** Sends one request and checks its status and envelope; resolves with the answer, or undefined on failure. */
  async function step(request, status) {
    request.headers ??= AUTH;
    try {
      const answer = await send(request);
      answered++;
      // A write is what changes a session (token grants under /oauth/ are reads' credentials, not counted).
      if ((request.method ?? 'GET') !== 'GET' && answer.status < 300 && !request.path.startsWith('/oauth/')) writes++;
      byStatus.set(answer.status, (byStatus.get(answer.status) ?? 0) + 1);
      const scenario = answer.headers['x-emulator-scenario'];
      // Past the cap of 1,000 sessions holding writes the least recently used are evicted, and a request to one is a
      // 410 that says so (never a silent read of the base world): expected here, since 1,200 session names take
      // turns. The session is started anew (DELETE /__emulator/sessions/NAME), and the script stops.
      const session = request.headers['x-emulator-session'];
      if (answer.status === 410 && session && /dropped the writes of session/.test(answer.body.toString())) {
        evicted++;
        const dropped = await send({ method: 'DELETE', path: `/__emulator/sessions/${encodeURIComponent(session)}` });
        if (dropped.status !== 200) failures.push(`DELETE /__emulator/sessions/${session}: status ${dropped.status}`);
        throw EVICTED;
      }
      let problem = answer.status === status ? '' : `status ${answer.status}, expected ${status}`;
      if (!scenario) problem ||= 'no X-Emulator-Scenario';
      if (answer.status >= 400 && !JSON.parse(answer.body.toString()).errors) problem ||= 'not the error envelope';
      if (problem) {
        failures.push(`${request.method ?? 'GET'} ${request.path}: ${problem} ${answer.body.toString().slice(0, 200)}`);
        return undefined;
      }
      return answer;
    } catch (error) {
      if (error === EVICTED) throw error;
      failures.push(`${request.method ?? 'GET'} ${request.path}: ${error.code ?? ''} ${error.message}`);
      return undefined;
    }
  }

  // Writes: each worker has its own 12 session names (1,200 in all, past the cap of 1,000 sessions holding writes),
  // and each script below runs start to end in one of them, so what it expects does not depend on other workers.
  const inSession = (session, extra = {}) => sessionHeaders(session, { 'content-type': 'application/json', ...extra });
  const SUBSCRIPTION = `/v2/subscriptions/subscriptions/${ids[0]}`;
  const action = (name) => JSON.stringify({ data: { type: 'subscription_state', attributes: { action: name } } });
  const ALL_SCRIPTS = [
    // Create a key, read it and the list, delete it, see it gone.
    [
      'keys',
      6,
      async (session) => {
        const headers = inSession(session);
        const body = JSON.stringify({ data: { type: 'application_key', name: `soak ${session}` } });
        const created = await step({ method: 'POST', path: '/v2/application-keys', headers, body }, 201);
        if (!created) return;
        const id = JSON.parse(created.body.toString()).data.id;
        await step({ path: `/v2/application-keys/${id}`, headers }, 200);
        await step({ path: '/v2/application-keys?page[limit]=100', headers }, 200);
        await step({ method: 'DELETE', path: `/v2/application-keys/${id}`, headers }, 204);
        await step({ path: `/v2/application-keys/${id}`, headers }, 404);
      },
    ],
    // Pause, read it paused, resume, read the states.
    [
      'lifecycle',
      4,
      async (session) => {
        const headers = inSession(session);
        if (!(await step({ method: 'POST', path: `${SUBSCRIPTION}/states`, headers, body: action('pause') }, 204)))
          return;
        const read = await step({ path: SUBSCRIPTION, headers }, 200);
        if (read && JSON.parse(read.body.toString()).data.meta.paused !== true)
          failures.push(`GET ${SUBSCRIPTION} in ${session}: not paused after a pause`);
        await step({ method: 'POST', path: `${SUBSCRIPTION}/states`, headers, body: action('resume') }, 204);
        await step({ path: `${SUBSCRIPTION}/states`, headers }, 200);
      },
    ],
    // Move the session's clock a month (billing runs, invoices, payments), then read the invoices.
    [
      'clock',
      1,
      async (session) => {
        const headers = inSession(session);
        if (await step({ method: 'POST', path: '/__emulator/clock', headers, body: '{"advance":"P1M"}' }, 200))
          clockMoves++;
        await step({ path: `${SUBSCRIPTION}/invoices`, headers }, 200);
      },
    ],
    // Now and then a month for the 2,000 subscriptions of many-subscriptions, each time in a new session (a session's
    // billing history grows with every move by design; new sessions keep what the soak holds bounded by the cap).
    [
      'many',
      1,
      async () => {
        const session = `soak-many-${manyMoves++}`;
        const headers = inSession(session, { 'x-emulator-scenario': 'many-subscriptions' });
        if (Math.random() < 0.2) {
          if (await step({ method: 'POST', path: '/__emulator/clock', headers, body: '{"advance":"P1M"}' }, 200))
            clockMoves++;
        }
        await step({ path: '/v2/subscriptions/subscriptions?page[limit]=25&include=plans', headers }, 200);
      },
    ],
  ];
  // SOAK_SCRIPTS=keys,lifecycle,clock,many picks some (default all); SOAK_WRITE_SHARE the share of turns that run one
  // (default 0.3; 0 for reads only).
  const CHOSEN = (process.env.SOAK_SCRIPTS ?? 'keys,lifecycle,clock,many').split(',');
  const SCRIPTS = ALL_SCRIPTS.filter(([name]) => CHOSEN.includes(name)).flatMap(([, weight, script]) =>
    Array.from({ length: weight }, () => script),
  );
  const WRITE_SHARE = SCRIPTS.length ? Number(process.env.SOAK_WRITE_SHARE ?? MODES[mode].writeShare) : 0;

  async function worker(index) {
    let turn = 0;
    while (Date.now() < deadline) {
      if (Math.random() < WRITE_SHARE) {
        try {
          await pick(SCRIPTS)(`soak-${index}-${turn++ % 12}`);
        } catch (error) {
          if (error !== EVICTED) throw error;
        }
        continue;
      }
      const { make, status } = pick(CASES);
      const request = make();
      await step(request, status);
    }
  }

  const mb = (kb) => `${(kb / 1024).toFixed(1)} MB`;
  const startRss = rssKb();
  let peakRss = startRss;
  const started = performance.now();
  /** RSS once a second: { t (s since the load started), kb }. */
  const samples = [{ t: 0, kb: startRss, heap: heapNow() }];
  const sampler = setInterval(() => {
    const kb = rssKb();
    samples.push({ t: (performance.now() - started) / 1000, kb, heap: heapNow() });
    peakRss = Math.max(peakRss, kb);
  }, 1000);
  const progress = setInterval(
    () =>
      process.stdout.write(
        `soak: ${answered} answers (${writes} writes, ${clockMoves} clock moves), ${failures.length} failures, server RSS ${mb(rssKb())}\n`,
      ),
    10_000,
  );
  process.stdout.write(
    `soak: ${mode}: ${CONNECTIONS} keep-alive connections to ${base} for ${SECONDS} s, ${WRITE_SHARE * 100}% of turns write scripts (${CHOSEN.join(', ')})\n`,
  );
  await Promise.all(Array.from({ length: CONNECTIONS }, (_, i) => worker(i)));
  const elapsed = (performance.now() - started) / 1000;
  clearInterval(sampler);
  clearInterval(progress);
  const endRss = rssKb();
  peakRss = Math.max(peakRss, endRss);
  samples.push({ t: elapsed, kb: endRss, heap: heapNow() });
  agent.destroy();
  rmSync(heapFile, { force: true });

  // Flat after warm-up: the first third of the run is warm-up (V8 grows its heap, the worlds fill their caches, the
  // 1,000 sessions holding writes fill up and start to turn over); then the median RSS of the last third against that
  // of the middle third, within max(25 MB, 15 %). Medians over thirds, since a heap of several hundred MB swings by
  // 100 MB and more from one GC to the next, so that a single sample says little (a 300 s run showed it: a plateau
  // reached after about a minute, swinging between 600 and 880 MB).
  const warmupSeconds = elapsed / 3;
  const third = (from, to) =>
    median(samples.filter((s) => s.t >= from * elapsed && s.t <= to * elapsed + 1e-9).map((s) => s.kb));
  const middleKb = third(1 / 3, 2 / 3);
  const peakAfterWarmupKb = Math.max(...samples.filter((s) => s.t >= elapsed / 3).map((s) => s.kb));
  const ceilingKb = MODES[mode].ceilingMB * 1024;
  // The heap beside the RSS: medians over the same thirds, in MB.
  const heapThird = (from, to, field) =>
    median(
      samples
        .filter((s) => s.heap && s.t >= from * elapsed && s.t <= to * elapsed + 1e-9)
        .map((s) => s.heap[field] / 2 ** 20),
    );
  const lastKb = third(2 / 3, 1);
  const growthKb = lastKb - middleKb;
  const allowedKb = Math.max(25 * 1024, 0.15 * middleKb);
  const flat = growthKb <= allowedKb;
  // Least-squares slope of the samples after warm-up, in MB a minute, for information.
  const late = samples.filter((s) => s.t >= warmupSeconds);
  const meanT = late.reduce((sum, s) => sum + s.t, 0) / late.length;
  const meanKb = late.reduce((sum, s) => sum + s.kb, 0) / late.length;
  const slope =
    late.reduce((sum, s) => sum + (s.t - meanT) * (s.kb - meanKb), 0) /
    Math.max(
      1e-9,
      late.reduce((sum, s) => sum + (s.t - meanT) ** 2, 0),
    );
  const every = 5;
  const series = samples.filter((s, i) => i === 0 || Math.floor(s.t / every) > Math.floor(samples[i - 1].t / every));

  const alive = server.proc.exitCode === null;
  // SIGTERM, then SIGKILL after 5 s: the exit code, or the signal that ended it.
  const exited = await server.stop();
  const exitCode = exited.code ?? exited.signal;
  const serverErr = server.errors();

  const statuses = [...byStatus].sort(([a], [b]) => a - b).map(([status, n]) => `${status}: ${n}`);
  process.stdout.write(
    [
      `soak: ${answered} answers in ${elapsed.toFixed(1)} s = ${Math.round(answered / elapsed)} req/s`,
      `soak: by status ${statuses.join(', ')}`,
      `soak: connections opened ${connections}, failures ${failures.length}`,
      `soak: writes ${writes} (key creates and deletes, pauses and resumes, clock moves ${clockMoves}); sessions evicted (410, then started anew) ${evicted}`,
      `soak: server RSS start ${mb(startRss)}, peak ${mb(peakRss)}, end ${mb(endRss)}`,
      `soak: server RSS over time (s: MB): ${series.map((s) => `${s.t.toFixed(0)}: ${(s.kb / 1024).toFixed(0)}`).join(', ')}`,
      `soak: RSS after the ${warmupSeconds.toFixed(0)} s warm-up: median of the middle third ${mb(middleKb)}, of the last third ${mb(lastKb)} (${growthKb >= 0 ? '+' : ''}${mb(growthKb)}; allowed +${mb(allowedKb)}), slope after warm-up ${((slope * 60) / 1024).toFixed(1)} MB/min: ${flat ? 'FLAT' : 'GROWING'}`,
      `soak: RSS peak after warm-up ${mb(peakAfterWarmupKb)}, ceiling ${mb(ceilingKb)}: ${peakAfterWarmupKb <= ceilingKb ? 'UNDER' : 'OVER'}`,
      `soak: heap used / total (MB), median of the middle third ${n0(heapThird(1 / 3, 2 / 3, 'heapUsed'))} / ${n0(heapThird(1 / 3, 2 / 3, 'heapTotal'))}, of the last third ${n0(heapThird(2 / 3, 1, 'heapUsed'))} / ${n0(heapThird(2 / 3, 1, 'heapTotal'))}${Number.isFinite(heapThird(2 / 3, 1, 'live')) ? `; alive after a forced collection (--expose-gc), last third ${n0(heapThird(2 / 3, 1, 'live'))}` : ''}`,
      `soak: server alive at the end: ${alive}, exit code after SIGTERM: ${exitCode}`,
      ...failures.slice(0, 10).map((failure) => `  failure: ${failure}`),
      '',
    ].join('\n'),
  );
  const under = peakAfterWarmupKb <= ceilingKb;
  const ok = failures.length === 0 && alive && exitCode === 0 && serverErr === '' && answered > 0 && flat && under;
  if (serverErr) process.stdout.write(`soak: the server wrote to stderr:\n${serverErr}\n`);
  process.stdout.write(`soak: ${mode}: ${ok ? 'PASS' : 'FAIL'}\n`);
  return {
    mode,
    writeShare: WRITE_SHARE,
    date: new Date().toISOString(),
    seconds: SECONDS,
    answered,
    rps: answered / elapsed,
    writes,
    clockMoves,
    evicted,
    failures: failures.length,
    byStatus: Object.fromEntries(byStatus),
    ok,
    rss: {
      startMB: startRss / 1024,
      peakMB: peakRss / 1024,
      endMB: endRss / 1024,
      warmupSeconds,
      middleThirdMB: middleKb / 1024,
      lastThirdMB: lastKb / 1024,
      growthMB: growthKb / 1024,
      allowedMB: allowedKb / 1024,
      slopeMBPerMinute: (slope * 60) / 1024,
      flat,
      peakAfterWarmupMB: peakAfterWarmupKb / 1024,
      ceilingMB: MODES[mode].ceilingMB,
      under,
      everySeconds: every,
      series: series.map((s) => s.kb / 1024),
      samples: samples.map((s) => ({ t: Number(s.t.toFixed(1)), mb: Number((s.kb / 1024).toFixed(1)) })),
    },
    heap: {
      usedMiddleThirdMB: heapThird(1 / 3, 2 / 3, 'heapUsed'),
      totalMiddleThirdMB: heapThird(1 / 3, 2 / 3, 'heapTotal'),
      usedLastThirdMB: heapThird(2 / 3, 1, 'heapUsed'),
      liveLastThirdMB: heapThird(2 / 3, 1, 'live'),
      totalLastThirdMB: heapThird(2 / 3, 1, 'heapTotal'),
      series: series.map((s) => (s.heap ? s.heap.heapUsed / 2 ** 20 : Number.NaN)),
    },
  };
}

/** Every load SOAK_MODES names, one after the other; writes soak-last.json; resolves with the verdict (true: PASS). */
async function soakAll() {
  ensureBuild();
  const modes = (process.env.SOAK_MODES ?? Object.keys(MODES).join(',')).split(',').filter(Boolean);
  for (const mode of modes)
    if (!MODES[mode]) throw new Error(`SOAK_MODES: no load named ${mode} (${Object.keys(MODES).join(', ')})`);
  const runs = [];
  for (const mode of modes) runs.push(await soak(mode));
  mkdirSync(RESULTS, { recursive: true });
  writeFileSync(SOAK_RESULTS, `${JSON.stringify({ date: runs[0]?.date, runs }, null, 2)}\n`);
  const ok = runs.every((run) => run.ok);
  process.stdout.write(ok ? 'soak: PASS\n' : 'soak: FAIL\n');
  return ok;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  soakAll().then(
    (ok) => process.exit(ok ? 0 : 1),
    (error) => {
      process.stderr.write(`soak failed: ${error.stack ?? error}\n`);
      process.exit(1);
    },
  );
}
