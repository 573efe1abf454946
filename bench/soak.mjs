#!/usr/bin/env node
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
// Soak test (`npm run soak`, not in CI): the built CLI under 100 concurrent keep-alive connections for SOAK_SECONDS
// (default 60) across every endpoint and scenario, reads mixed with writes: sessions creating, reading and deleting
// keys, pausing and resuming a subscription, and moving their clock now and then (1,200 session names, past the cap
// of 1,000 sessions holding writes, so the least recently used are dropped as it runs). Fails on any transport
// error, dropped connection or unexpected status, or when the server's RSS grows after warm-up; prints answers by
// status, req/s and the server's RSS over time with a verdict, and writes bench/.results/soak-last.json, which
// `npm run bench` shows in BENCHMARKS.md (`renderSoak`, below). Only talks to 127.0.0.1. SOAK_NODE_FLAGS are flags of
// the server's node (`--max-old-space-size=256`); SOAK_SCRIPTS and SOAK_WRITE_SHARE pick the write scripts (below).
import http from 'node:http';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { AUTH, HOST, median, n0, n1, processRssKb, RESULTS, sessionHeaders } from './lib.mjs';
import { startEmulator } from './servers.mjs';
import { ensureBuild } from './setup.mjs';

const SOAK_RESULTS = join(RESULTS, 'soak-last.json');
const CONNECTIONS = 100;

/** The last soak's results (bench/.results/soak-last.json), or null. */
export function readSoak() {
  if (!existsSync(SOAK_RESULTS)) return null;
  try {
    return JSON.parse(readFileSync(SOAK_RESULTS, 'utf8'));
  } catch {
    return null;
  }
}

/** The soak's part of BENCHMARKS.md: the last soak run's results. */
export function renderSoak(soak = readSoak()) {
  const out = ['## Soak (`SOAK_SECONDS=60 npm run soak`, run separately)', ''];
  if (!soak) out.push('No soak result in bench/.results/soak-last.json.', '');
  else {
    out.push(
      `Last soak run: ${soak.date}, ${soak.seconds} s, ${n0(soak.answered)} answers (${n0(soak.rps)} req/s; ${n0(soak.writes)} of them writes: key creates and deletes, pauses and resumes, ${n0(soak.clockMoves)} clock moves), ${soak.failures} failures: **${soak.ok ? 'PASS' : 'FAIL'}**. Server RSS: start ${n0(soak.rss.startMB)} MB, peak ${n0(soak.rss.peakMB)} MB, end ${n0(soak.rss.endMB)} MB; after the ${n0(soak.rss.warmupSeconds)} s warm-up (the first third) the median of the middle third ${n0(soak.rss.middleThirdMB)} MB, of the last third ${n0(soak.rss.lastThirdMB)} MB (${soak.rss.growthMB >= 0 ? '+' : ''}${n0(soak.rss.growthMB)} MB, allowed +${n0(soak.rss.allowedMB)} MB; least-squares slope after warm-up ${n1(soak.rss.slopeMBPerMinute)} MB/min): **${soak.rss.flat ? 'flat' : 'growing'}**. RSS every ${soak.rss.everySeconds} s (MB): ${soak.rss.series.map(n0).join(', ')}.`,
      '',
    );
  }
  return out;
}

/** The soak; resolves with its verdict (true: PASS). */
async function soak() {
  const SECONDS = Number(process.env.SOAK_SECONDS ?? 60);
  ensureBuild();
  const nodeFlags = (process.env.SOAK_NODE_FLAGS ?? '').split(' ').filter(Boolean);
  const server = await startEmulator([], 0, nodeFlags, { killAfterMs: 5000 });
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
  const deadline = Date.now() + SECONDS * 1000;

  /** Sends one request and checks its status and envelope; resolves with the answer, or undefined on failure. */
  async function step(request, status) {
    request.headers ??= AUTH;
    try {
      const answer = await send(request);
      answered++;
      if ((request.method ?? 'GET') !== 'GET' && answer.status < 300) writes++;
      byStatus.set(answer.status, (byStatus.get(answer.status) ?? 0) + 1);
      const scenario = answer.headers['x-emulator-scenario'];
      let problem = answer.status === status ? '' : `status ${answer.status}, expected ${status}`;
      if (!scenario) problem ||= 'no X-Emulator-Scenario';
      if (answer.status >= 400 && !JSON.parse(answer.body.toString()).errors) problem ||= 'not the error envelope';
      if (problem) {
        failures.push(`${request.method ?? 'GET'} ${request.path}: ${problem} ${answer.body.toString().slice(0, 200)}`);
        return undefined;
      }
      return answer;
    } catch (error) {
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
  const WRITE_SHARE = SCRIPTS.length ? Number(process.env.SOAK_WRITE_SHARE ?? 0.3) : 0;

  async function worker(index) {
    let turn = 0;
    while (Date.now() < deadline) {
      if (Math.random() < WRITE_SHARE) {
        await pick(SCRIPTS)(`soak-${index}-${turn++ % 12}`);
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
  const samples = [{ t: 0, kb: startRss }];
  const sampler = setInterval(() => {
    const kb = rssKb();
    samples.push({ t: (performance.now() - started) / 1000, kb });
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
    `soak: ${CONNECTIONS} keep-alive connections to ${base} for ${SECONDS} s, ${WRITE_SHARE * 100}% of turns write scripts (${CHOSEN.join(', ')})\n`,
  );
  await Promise.all(Array.from({ length: CONNECTIONS }, (_, i) => worker(i)));
  const elapsed = (performance.now() - started) / 1000;
  clearInterval(sampler);
  clearInterval(progress);
  const endRss = rssKb();
  peakRss = Math.max(peakRss, endRss);
  samples.push({ t: elapsed, kb: endRss });
  agent.destroy();

  // Flat after warm-up: the first third of the run is warm-up (V8 grows its heap, the worlds fill their caches, the
  // 1,000 sessions holding writes fill up and start to turn over); then the median RSS of the last third against that
  // of the middle third, within max(25 MB, 15 %). Medians over thirds, since a heap of several hundred MB swings by
  // 100 MB and more from one GC to the next, so that a single sample says little (a 300 s run showed it: a plateau
  // reached after about a minute, swinging between 600 and 880 MB).
  const warmupSeconds = elapsed / 3;
  const third = (from, to) =>
    median(samples.filter((s) => s.t >= from * elapsed && s.t <= to * elapsed + 1e-9).map((s) => s.kb));
  const middleKb = third(1 / 3, 2 / 3);
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
      `soak: writes ${writes} (key creates and deletes, pauses and resumes, clock moves ${clockMoves})`,
      `soak: server RSS start ${mb(startRss)}, peak ${mb(peakRss)}, end ${mb(endRss)}`,
      `soak: server RSS over time (s: MB): ${series.map((s) => `${s.t.toFixed(0)}: ${(s.kb / 1024).toFixed(0)}`).join(', ')}`,
      `soak: RSS after the ${warmupSeconds.toFixed(0)} s warm-up: median of the middle third ${mb(middleKb)}, of the last third ${mb(lastKb)} (${growthKb >= 0 ? '+' : ''}${mb(growthKb)}; allowed +${mb(allowedKb)}), slope after warm-up ${((slope * 60) / 1024).toFixed(1)} MB/min: ${flat ? 'FLAT' : 'GROWING'}`,
      `soak: server alive at the end: ${alive}, exit code after SIGTERM: ${exitCode}`,
      ...failures.slice(0, 10).map((failure) => `  failure: ${failure}`),
      '',
    ].join('\n'),
  );
  const ok = failures.length === 0 && alive && exitCode === 0 && serverErr === '' && answered > 0 && flat;
  if (serverErr) process.stdout.write(`soak: the server wrote to stderr:\n${serverErr}\n`);
  mkdirSync(RESULTS, { recursive: true });
  writeFileSync(
    SOAK_RESULTS,
    `${JSON.stringify(
      {
        date: new Date().toISOString(),
        seconds: SECONDS,
        answered,
        rps: answered / elapsed,
        writes,
        clockMoves,
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
          everySeconds: every,
          series: series.map((s) => s.kb / 1024),
          samples: samples.map((s) => ({ t: Number(s.t.toFixed(1)), mb: Number((s.kb / 1024).toFixed(1)) })),
        },
      },
      null,
      2,
    )}\n`,
  );
  process.stdout.write(ok ? 'soak: PASS\n' : 'soak: FAIL\n');
  return ok;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  soak().then(
    (ok) => process.exit(ok ? 0 : 1),
    (error) => {
      process.stderr.write(`soak failed: ${error.stack ?? error}\n`);
      process.exit(1);
    },
  );
}
