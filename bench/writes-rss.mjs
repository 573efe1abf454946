// Memory of sessions with writes, in-process (the library's pipeline through `emulator.request`, no HTTP): SESSIONS sessions
// of WRITES key creates each (JSON bodies, as a client sends them), then in each session a read of its first and last
// page so that its bodies are cached too. Run with --expose-gc: RSS and heap are read after a forced GC.
// Usage: node --expose-gc bench/writes-rss.mjs SESSIONS WRITES; prints JSON.
import { performance } from 'node:perf_hooks';
import { importPkg } from './lib.mjs';

const sessions = Number(process.argv[2] ?? 1000);
const writes = Number(process.argv[3] ?? 100);
const { createEmulator } = await importPkg('index.js');
// 1,000 sessions of 100 creates count some 73 MB, past the default budget of 40 (which would drop half of them):
// one that holds them all, as this measures what they cost.
const emulator = createEmulator({ onNotice: (message) => notices.push(message), sessionMemory: 100 });
const notices = [];

const request = async (method, path, session, { query = '', body } = {}) => {
  const headers = { authorization: 'Bearer x', 'x-emulator-session': session };
  if (body !== undefined) headers['content-type'] = 'application/json';
  const url = `http://127.0.0.1:4010${path}${query === '' ? '' : `?${query}`}`;
  const response = await emulator.request(url, { method, headers, body });
  return { status: response.status, body: await response.text() };
};

const memory = () => {
  globalThis.gc?.();
  const { rss, heapUsed, heapTotal } = process.memoryUsage();
  return { rssMB: rss / 2 ** 20, heapUsedMB: heapUsed / 2 ** 20, heapTotalMB: heapTotal / 2 ** 20 };
};

const first = await request('GET', '/v2/application-keys', 'default', { query: 'page[limit]=25' });
if (first.status !== 200) throw new Error(`first read: ${first.status}`);
const before = memory();
const started = performance.now();
let lastPage;
for (let s = 0; s < sessions; s++) {
  const session = `rss-${s}`;
  for (let w = 0; w < writes; w++) {
    const body = JSON.stringify({ data: { type: 'application_key', name: `bench key ${w}` } });
    const answer = await request('POST', '/v2/application-keys', session, { body });
    if (answer.status !== 201) throw new Error(`${session} write ${w}: ${answer.status} ${answer.body.slice(0, 300)}`);
  }
  const page = await request('GET', '/v2/application-keys', session, { query: 'page[limit]=25' });
  const total = JSON.parse(page.body).meta.results.total;
  lastPage = await request('GET', '/v2/application-keys', session, {
    query: `page[limit]=25&page[offset]=${Math.max(0, total - 25)}`,
  });
  if (page.status !== 200 || lastPage.status !== 200) throw new Error(`${session}: reads failed`);
}
const writeSeconds = (performance.now() - started) / 1000;
const after = memory();
// Every session must still hold its writes (the cap is 1,000 sessions): the last one's total says so.
const check = await request('GET', '/v2/application-keys', 'rss-0', { query: 'page[limit]=1' });
const totalFirst = JSON.parse(check.body).meta.results.total;
process.stdout.write(
  `${JSON.stringify({
    sessions,
    writes,
    writeSeconds,
    usPerWrite: (writeSeconds * 1e6) / (sessions * (writes + 2)),
    before,
    after,
    keysInFirstSession: totalFirst,
    keysInLastSession: JSON.parse(lastPage.body).meta.results.total,
    notices: notices.length,
    gc: typeof globalThis.gc === 'function',
  })}\n`,
);
