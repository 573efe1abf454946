#!/usr/bin/env node
// Packs the package, installs the tarball into a fresh temporary project, and uses it the way a user would:
// `npx commerce-emulator --help`, an in-process vitest test with setupServer(...createEmulator().handlers),
// createEmulator().listen(), and a server started through npx that goes when npx is killed. Exits non-zero with one
// line per failure.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const dir = mkdtempSync(join(tmpdir(), 'commerce-emulator-package-'));
const run = (cmd, args, cwd = dir) =>
  execFileSync(cmd, args, {
    cwd,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, CI: 'true' },
  });
const step = (label, fn) => {
  process.stdout.write(`package test: ${label} ... `);
  const out = fn();
  process.stdout.write('ok\n');
  return out;
};

try {
  const tarball = step('npm pack', () => {
    const name = run('npm', ['pack', '--silent', '--pack-destination', dir], root).trim().split('\n').pop();
    return join(dir, name);
  });
  step('publint', () => run('npx', ['publint', '--strict', root], root));
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'consumer', private: true, type: 'module' }));
  step('install the tarball alone (msw is an optional peer)', () =>
    run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', tarball]),
  );
  writeFileSync(
    join(dir, 'no-msw.cjs'),
    `const { createEmulator } = require('commerce-emulator');
const emulator = createEmulator();
let message = '';
try { emulator.handlers; } catch (error) { message = error.message; }
if (!/needs msw/.test(message)) { console.error('handlers without msw did not explain:', message); process.exit(1); }
emulator.listen().then(async (server) => {
  const res = await fetch(server.url + '/v2/application-keys', { headers: { Authorization: 'Bearer x' } });
  await server.close();
  if (res.status !== 200) { console.error('listen() without msw answered', res.status); process.exit(1); }
});
`,
  );
  step('require() without msw: listen() works, handlers explain what is missing', () => run('node', ['no-msw.cjs']));
  step('install msw and vitest beside it', () =>
    run('npm', [
      'install',
      '--no-audit',
      '--no-fund',
      '--prefer-offline',
      tarball,
      `msw@${pkg.devDependencies.msw}`,
      `vitest@${pkg.devDependencies.vitest}`,
    ]),
  );
  step('npx commerce-emulator --help', () => {
    const help = run('npx', ['commerce-emulator', '--help']);
    if (!help.includes('--scenario')) throw new Error(`--help does not list --scenario:\n${help}`);
  });
  writeFileSync(
    join(dir, 'in-process.test.js'),
    `import { setupServer } from 'msw/node';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createEmulator, subscriptionResponseSchema } from 'commerce-emulator';
const emulator = createEmulator();
const server = setupServer(...emulator.handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
test('answers through MSW', async () => {
  const res = await fetch('https://api.example.com/subscriptions/subscriptions/' + emulator.ids.paused + '?include=plans', {
    headers: { Authorization: 'Bearer test' },
  });
  expect(res.status).toBe(200);
  const body = subscriptionResponseSchema.parse(await res.json());
  expect(body.data.state?.meta.paused).toBe(true);
});
`,
  );
  step('vitest with setupServer(...createEmulator().handlers)', () => run('npx', ['vitest', 'run']));
  writeFileSync(
    join(dir, 'listen.mjs'),
    `import { createEmulator } from 'commerce-emulator';
const server = await createEmulator().listen();
const res = await fetch(server.url + '/v2/application-keys', { headers: { Authorization: 'Bearer x' } });
const body = await res.json();
await server.close();
if (res.status !== 200 || body.meta.results.total !== 30) { console.error('unexpected', res.status, body); process.exit(1); }
`,
  );
  step('createEmulator().listen()', () => run('node', ['listen.mjs']));
  writeFileSync(
    join(dir, 'npx-killed.mjs'),
    `import { spawn } from 'node:child_process';
import net from 'node:net';
// npx starts a shell that starts the server; killing npx takes the shell, and the server must notice and go.
const npx = spawn('npx', ['commerce-emulator', '--port', '0', '--log', 'silent'], { stdio: ['ignore', 'pipe', 'inherit'] });
let out = '';
const url = await new Promise((resolve, reject) => {
  npx.stdout.on('data', (chunk) => {
    out += chunk;
    const found = /listening on (http:\\/\\/\\S+)/.exec(out);
    if (found) resolve(new URL(found[1]));
  });
  npx.on('exit', () => reject(new Error('npx exited before the server listened: ' + out)));
});
npx.kill('SIGTERM');
const free = () => new Promise((resolve) => {
  const socket = net.connect(Number(url.port), url.hostname);
  socket.on('connect', () => { socket.destroy(); resolve(false); });
  socket.on('error', () => resolve(true));
});
const started = Date.now();
while (!(await free())) {
  if (Date.now() - started > 1000) { console.error('the port is still taken a second after npx was killed'); process.exit(1); }
  await new Promise((resolve) => setTimeout(resolve, 50));
}
`,
  );
  step('npx commerce-emulator, npx killed: the port is free within a second', () => run('node', ['npx-killed.mjs']));
  writeFileSync(
    join(dir, 'compile-cache.mjs'),
    `import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
// The bin compiles its bundle with V8's code cache in os.tmpdir() (here TMPDIR): written after a start, used as it
// is by the next one (not written again), and a broken one is ignored and written anew.
const tmp = mkdtempSync(join(process.cwd(), 'tmp-'));
const bin = join('node_modules', 'commerce-emulator', 'dist', 'cli', 'cli.js');
async function serve(stayMs) {
  const child = spawn(process.execPath, [bin, '--port', '0', '--log', 'silent'], {
    env: { ...process.env, TMPDIR: tmp },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  const url = await new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => {
      out += chunk;
      const found = /listening on (http:\\/\\/\\S+)/.exec(out);
      if (found) resolve(found[1]);
    });
    child.on('exit', () => reject(new Error('the server exited before it listened: ' + out)));
  });
  const res = await fetch(url + '/v2/application-keys', { headers: { Authorization: 'Bearer x' } });
  if (res.status !== 200) throw new Error('GET /v2/application-keys: ' + res.status);
  await new Promise((resolve) => setTimeout(resolve, stayMs));
  const exited = new Promise((resolve) => child.on('exit', resolve));
  child.kill('SIGTERM');
  if ((await exited) !== 0) throw new Error('the server did not exit 0');
}
const cacheFile = () => {
  const folder = readdirSync(tmp).find((name) => name.startsWith('commerce-emulator-compile-cache-'));
  const files = folder === undefined ? [] : readdirSync(join(tmp, folder));
  if (files.length !== 1) throw new Error('expected one cache file, found ' + JSON.stringify(files));
  return join(tmp, folder, files[0]);
};
await serve(3000);
const written = statSync(cacheFile());
if (written.size < 100000) throw new Error('a cache of ' + written.size + ' bytes');
await serve(3000);
if (statSync(cacheFile()).mtimeMs !== written.mtimeMs) throw new Error('the cache was written again: V8 refused it');
writeFileSync(cacheFile(), 'not a code cache');
await serve(3000);
if (readFileSync(cacheFile()).length < 100000) throw new Error('a broken cache was not written anew');
`,
  );
  step('the bin writes its compile cache, starts from it, and ignores a broken one', () =>
    run('node', ['compile-cache.mjs']),
  );
} catch (error) {
  process.stdout.write('FAILED\n');
  process.stderr.write(`${error.stderr || ''}${error.stdout || ''}${error.message}\n`);
  process.exitCode = 1;
} finally {
  rmSync(dir, { recursive: true, force: true });
}
