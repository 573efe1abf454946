// A webhook receiver for the webhooks section (bench/sections/webhooks.mjs), in a process of its own so that the
// deliveries it takes do not run on the event loop of the bench's load generator. `POST /hook/NAME` answers 204 as
// soon as the body is in and counts the envelope under NAME: deliveries, distinct deliveries (envelope id and
// integration id: an event observed by five integrations comes five times, once to each), duplicates (a pair seen
// before), retries (`attempt` > 1), bodies that are not an envelope, a wrong `x-moltin-secret-key`, the keys,
// and when the first and last delivery came (Date.now()). `GET /stats/NAME` answers those counts as JSON.
import { createServer } from 'node:http';

const SECRET = process.argv[2] ?? 's';
const ENVELOPE = /^\{"id":"([^"]+)","triggered_by":"([^"]+)","attempt":(\d+),"integration":\{"id":"([^"]+)"/;

const hooks = new Map();
function hook(name) {
  let one = hooks.get(name);
  if (one === undefined) {
    one = {
      ids: new Set(),
      received: 0,
      duplicates: 0,
      retries: 0,
      malformed: 0,
      badSecret: 0,
      keys: {},
      firstAt: null,
      lastAt: null,
    };
    hooks.set(name, one);
  }
  return one;
}

function record(name, body, secret) {
  const one = hook(name);
  const now = Date.now();
  one.received++;
  one.firstAt ??= now;
  one.lastAt = now;
  if (secret !== SECRET) one.badSecret++;
  const found = ENVELOPE.exec(body);
  if (found === null) {
    one.malformed++;
    return;
  }
  const [, id, key, attempt, integration] = found;
  const pair = `${integration} ${id}`;
  if (one.ids.has(pair)) one.duplicates++;
  else one.ids.add(pair);
  if (Number(attempt) > 1) one.retries++;
  one.keys[key] = (one.keys[key] ?? 0) + 1;
}

const server = createServer((req, res) => {
  const [, kind, name] = (req.url ?? '').split('/');
  if (req.method === 'POST' && kind === 'hook' && name) {
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => {
      res.writeHead(204);
      res.end();
      record(name, Buffer.concat(chunks).toString('utf8'), req.headers['x-moltin-secret-key']);
    });
    return;
  }
  if (req.method === 'GET' && kind === 'stats' && name) {
    const { ids, ...counts } = hook(name);
    const body = JSON.stringify({ ...counts, distinct: ids.size });
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
    res.end(body);
    return;
  }
  res.writeHead(404);
  res.end();
});
server.keepAliveTimeout = 60_000;
server.listen(0, '127.0.0.1', () => {
  process.stdout.write(`webhook receiver listening on http://127.0.0.1:${server.address().port}\n`);
});
process.on('SIGTERM', () => {
  server.closeAllConnections();
  server.close(() => process.exit(0));
});
