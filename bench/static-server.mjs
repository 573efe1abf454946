// The ceiling: a plain node:http server sending precomputed bytes (the emulator's own bodies and headers) by URL.
//   node bench/static-server.mjs PAYLOADS.json [PORT]   (PORT 0 or none: a free one)
// A payload with a `method` other than GET answers that method (its request body read first) with its `status`; a
// path ending in `*` answers every path that starts with the rest (a DELETE of any key, say).
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const payloads = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const answers = new Map();
const prefixes = [];
for (const { path, body, headers, method = 'GET', status = 200 } of Object.values(payloads)) {
  const bytes = Buffer.from(body);
  const answer = { status, bytes, headers: { ...headers, 'content-length': bytes.length } };
  if (path.endsWith('*')) prefixes.push({ method, prefix: path.slice(0, -1), answer });
  else answers.set(method === 'GET' ? path : `${method} ${path}`, answer);
}
const find = (method, url) =>
  answers.get(method === 'GET' ? url : `${method} ${url}`) ??
  prefixes.find((entry) => entry.method === method && url.startsWith(entry.prefix))?.answer;
const notFound = Buffer.from('{"errors":[{"status":"404"}]}');

function send(res, answer) {
  if (answer === undefined) {
    res.writeHead(404, { 'content-type': 'application/json', 'content-length': notFound.length });
    res.end(notFound);
    return;
  }
  res.writeHead(answer.status, answer.headers);
  res.end(answer.bytes.length ? answer.bytes : undefined);
}

const server = createServer((req, res) => {
  const answer = find(req.method, req.url);
  if (req.method === 'GET') return send(res, answer);
  // A write's body is read to its end, as a server that parses it would.
  const chunks = [];
  req.on('data', (chunk) => chunks.push(chunk));
  req.on('end', () => {
    Buffer.concat(chunks);
    send(res, answer);
  });
});
server.listen(Number(process.argv[3] ?? 0), '127.0.0.1', () => {
  process.stdout.write(`static server listening on http://127.0.0.1:${server.address().port}\n`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
