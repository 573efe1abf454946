// The ceiling: a plain node:http server sending precomputed bytes (the emulator's own bodies and headers) by URL.
//   node bench/static-server.mjs PAYLOADS.json [PORT]   (PORT 0 or none: a free one)
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const payloads = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const answers = new Map();
for (const { path, body, headers } of Object.values(payloads)) {
  const bytes = Buffer.from(body);
  answers.set(path, { bytes, headers: { ...headers, 'content-length': bytes.length } });
}
const notFound = Buffer.from('{"errors":[{"status":"404"}]}');

const server = createServer((req, res) => {
  const answer = answers.get(req.url);
  if (answer === undefined) {
    res.writeHead(404, { 'content-type': 'application/json', 'content-length': notFound.length });
    res.end(notFound);
    return;
  }
  res.writeHead(200, answer.headers);
  res.end(answer.bytes);
});
server.listen(Number(process.argv[3] ?? 0), '127.0.0.1', () => {
  process.stdout.write(`static server listening on http://127.0.0.1:${server.address().port}\n`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
