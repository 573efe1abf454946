#!/usr/bin/env node
// Runs every project in examples/ against the packed package, as a user would get it: builds, packs once, then for
// each example copies it to a fresh temporary folder, `npm install`s the tarball with the example's pinned
// dependencies, and runs `npm test`. `require-cjs` is run the same way, though not an example: a fresh CommonJS
// project where `node -e "require('commerce-emulator')"` must work, then listen() without msw and setupServer with it.
// (`tsc` on a default CommonJS TypeScript project is the typescript-commonjs example.)
//
//   node scripts/examples.mjs                      all of them
//   node scripts/examples.mjs vitest jest-esm      some
//   node scripts/examples.mjs --keep ...           keep the temporary folders (their paths are printed)
//   node scripts/examples.mjs --tarball=FILE ...   test this tarball instead of building and packing
//   EXAMPLES_JOBS=1 node scripts/examples.mjs      one at a time (default 2)
//
// One line per example with its time; a failure prints that example's output, and the exit code is 1.
import { spawn } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const examplesDir = join(root, 'examples');
const args = process.argv.slice(2);
const keep = args.includes('--keep');
const given = args.find((arg) => arg.startsWith('--tarball='))?.slice('--tarball='.length);
const wanted = args.filter((arg) => !arg.startsWith('--'));
const jobs = Math.max(1, Number(process.env.EXAMPLES_JOBS ?? 2));
const TIMEOUT_MS = 5 * 60_000;

/** Checks that are not examples a user copies: a fresh project made here. */
const CHECKS = {
  'require-cjs': {
    files: {
      'package.json': `${JSON.stringify({ name: 'require-cjs', private: true, type: 'commonjs' }, null, 2)}\n`,
      // Without msw: the CommonJS entry loads, and listen() answers.
      'no-msw.js': `const { createEmulator, WELL_KNOWN_IDS } = require('commerce-emulator');
if (WELL_KNOWN_IDS.active !== '00000000-0000-4000-8000-000000000001') throw new Error('WELL_KNOWN_IDS.active');
createEmulator().listen().then(async (server) => {
  const res = await fetch(server.url + '/v2/application-keys', { headers: { Authorization: 'Bearer x' } });
  await server.close();
  if (res.status !== 200) throw new Error('listen() answered ' + res.status);
});
`,
      // With msw: setupServer(...handlers) answers through require('msw/node').
      'with-msw.js': `const { setupServer } = require('msw/node');
const { createEmulator, WELL_KNOWN_IDS } = require('commerce-emulator');
const server = setupServer(...createEmulator().handlers);
server.listen({ onUnhandledRequest: 'error' });
fetch('https://api.example.com/v2/subscriptions/subscriptions/' + WELL_KNOWN_IDS.active, {
  headers: { Authorization: 'Bearer x' },
}).then(async (res) => {
  server.close();
  if (res.status !== 200) throw new Error('setupServer answered ' + res.status);
});
`,
    },
    commands: [
      ['node', ['-e', "require('commerce-emulator')"]],
      ['node', ['no-msw.js']],
      ['npm', ['install', ...npmInstallFlags(), 'msw@2.15.0']],
      ['node', ['with-msw.js']],
    ],
  },
};

function npmInstallFlags() {
  return ['--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error'];
}

const { FORCE_COLOR, ...plain } = process.env; // no colours in the output kept for errors
const env = { ...plain, CI: 'true', NO_COLOR: '1' };
const running = new Set(); // process groups of the commands under way

function killGroup(pid) {
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {}
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const pid of running) killGroup(pid);
    if (!keep) rmSync(work, { recursive: true, force: true });
    process.exit(130);
  });
}

function run(command, commandArgs, cwd) {
  return new Promise((resolvePromise) => {
    const child = spawn(command, commandArgs, {
      cwd,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true, // its own process group, so that a timeout ends the test runner's children too
    });
    running.add(child.pid);
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    const timer = setTimeout(() => {
      output += `\n[timed out after ${TIMEOUT_MS / 1000} s]\n`;
      killGroup(child.pid);
    }, TIMEOUT_MS);
    child.on('close', (code) => {
      clearTimeout(timer);
      running.delete(child.pid);
      resolvePromise({ ok: code === 0, output: `$ ${command} ${commandArgs.join(' ')}\n${output}` });
    });
  });
}

async function step(label, fn) {
  const started = performance.now();
  const result = await fn();
  if (!result.ok) {
    process.stderr.write(`${label} failed:\n${result.output}\n`);
    rmSync(work, { recursive: true, force: true });
    process.exit(1);
  }
  console.log(`${label.padEnd(24)} ${seconds(started)}`);
  return result;
}

function seconds(started) {
  return `${((performance.now() - started) / 1000).toFixed(1).padStart(5)} s`;
}

const SKIP = new Set(['node_modules', 'test-results', 'playwright-report', 'dist', 'mockServiceWorker.js']);

async function runOne(name, tarball, work) {
  const started = performance.now();
  const dir = join(work, name);
  const log = [];
  const check = CHECKS[name];
  if (check) {
    mkdirSync(dir);
    for (const [file, text] of Object.entries(check.files)) writeFileSync(join(dir, file), text);
  } else {
    cpSync(join(examplesDir, name), dir, {
      recursive: true,
      filter: (source) => !SKIP.has(basename(source)) && !source.endsWith('/public/main.js'),
    });
  }
  const commands = [
    ['npm', ['install', ...npmInstallFlags(), tarball]],
    ...(check ? check.commands : [['npm', ['test']]]),
  ];
  for (const [command, commandArgs] of commands) {
    const result = await run(command, commandArgs, dir);
    log.push(result.output);
    if (!result.ok) return { name, ok: false, time: seconds(started), output: log.join('\n'), dir };
  }
  return { name, ok: true, time: seconds(started), output: log.join('\n'), dir };
}

const available = [
  ...readdirSync(examplesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort(),
  ...Object.keys(CHECKS),
];
const unknown = wanted.filter((name) => !available.includes(name));
if (unknown.length > 0) {
  console.error(`unknown example ${unknown.join(', ')}; there are: ${available.join(' ')}`);
  process.exit(2);
}
const selected = wanted.length > 0 ? wanted : available;
const total = performance.now();
const work = mkdtempSync(join(tmpdir(), 'commerce-emulator-examples-'));
// The examples sit side by side as in examples/, with the Chromium finder the browser ones import from beside them.
cpSync(join(examplesDir, 'chromium.mjs'), join(work, 'chromium.mjs'));
let tarball = given && resolve(given);
if (!tarball) {
  await step('npm run build', () => run('npm', ['run', 'build', '--silent'], root));
  await step('npm pack', () => run('npm', ['pack', '--ignore-scripts', '--pack-destination', work], root));
  tarball = join(
    work,
    readdirSync(work).find((file) => file.endsWith('.tgz')),
  );
}

const results = [];
const queue = [...selected];
await Promise.all(
  Array.from({ length: Math.min(jobs, queue.length) }, async () => {
    while (queue.length > 0) {
      const name = queue.shift();
      const result = await runOne(name, tarball, work);
      console.log(`${result.ok ? 'ok  ' : 'FAIL'} ${name.padEnd(19)} ${result.time}${keep ? `  ${result.dir}` : ''}`);
      results.push(result);
    }
  }),
);

const failed = results.filter((result) => !result.ok);
for (const result of failed) process.stderr.write(`\n===== ${result.name} =====\n${result.output}\n`);
console.log(
  `${failed.length === 0 ? 'all passed' : `${failed.length} failed`} (${selected.length}) in ${seconds(total)}`,
);
if (!keep) rmSync(work, { recursive: true, force: true });
process.exitCode = failed.length === 0 ? 0 : 1;
