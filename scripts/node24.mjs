#!/usr/bin/env node
// The CI leg "Node 24 with msw 3": installs node@24 and msw@3 from the npm registry into a temporary folder, copies
// the repository there (the working tree: tracked and untracked files that git does not ignore), `npm ci`s it under
// Node 24, swaps msw 2 for msw 3 (`npm install --no-save`), and runs the conformance suite (test/conformance, vitest
// against the sources, as `npm test` does: in Node, and in Chromium through setupWorker with msw 3's Service Worker)
// under Node 24. Then it packs the package (built under Node 24) and
// smoke-tests the tarball in a fresh project with msw 3: `require('commerce-emulator')` and `import` both answer
// through `setupServer(...createEmulator().handlers)`.
//
//   node scripts/node24.mjs                  the working tree
//   node scripts/node24.mjs --ref HEAD       a commit instead (git archive)
//   node scripts/node24.mjs --keep           keep the temporary folder (its path is printed)
//   node scripts/node24.mjs --verbose        show vitest's output as it runs
//   NODE24=24.9 MSW3=3.0 node scripts/node24.mjs    other version ranges (defaults 24 and 3)
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { stripVTControlCharacters } from 'node:util';

const root = resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const keep = args.includes('--keep');
const refIndex = args.indexOf('--ref');
const ref = refIndex === -1 ? undefined : args[refIndex + 1];
const work = mkdtempSync(join(tmpdir(), 'commerce-emulator-node24-'));
const toolchain = join(work, 'toolchain');
const repo = join(work, 'repo');
const smoke = join(work, 'smoke');
const started = performance.now();
const INSTALL = ['--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error'];

const { FORCE_COLOR, ...plain } = process.env; // no colours in the output kept for errors
let env = { ...plain, CI: 'true', NO_COLOR: '1' };

function run(label, command, commandArgs, cwd, { inherit = false } = {}) {
  const stepStarted = performance.now();
  const result = spawnSync(command, commandArgs, {
    cwd,
    env,
    encoding: 'utf8',
    stdio: inherit ? 'inherit' : 'pipe',
    maxBuffer: 64 * 1024 * 1024,
  });
  const time = `${((performance.now() - stepStarted) / 1000).toFixed(1).padStart(5)} s`;
  if (result.status !== 0) {
    console.log(`FAIL ${label.padEnd(50)} ${time}`);
    if (!inherit) process.stderr.write(`$ ${command} ${commandArgs.join(' ')}\n${result.stdout}${result.stderr}\n`);
    finish(1);
  }
  console.log(`ok   ${label.padEnd(50)} ${time}`);
  return result.stdout;
}

function finish(code) {
  console.log(`${code === 0 ? 'passed' : 'failed'} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  if (keep) console.log(`kept ${work}`);
  else rmSync(work, { recursive: true, force: true });
  process.exit(code);
}

function version(dir, name) {
  return JSON.parse(readFileSync(join(dir, 'node_modules', name, 'package.json'), 'utf8')).version;
}

// 1. Node 24 and msw 3 from the registry.
mkdirSync(toolchain);
writeFileSync(join(toolchain, 'package.json'), '{ "private": true }\n');
run(
  `npm i node@${process.env.NODE24 ?? '24'} msw@${process.env.MSW3 ?? '3'}`,
  'npm',
  ['install', ...INSTALL, `node@${process.env.NODE24 ?? '24'}`, `msw@${process.env.MSW3 ?? '3'}`],
  toolchain,
);
const node24 = join(toolchain, 'node_modules/node/bin/node');
const msw3 = version(toolchain, 'msw');
// PATH with Node 24 first, so that npm, npx and every `#!/usr/bin/env node` script run under it
env = { ...env, PATH: `${dirname(node24)}:${process.env.PATH}` };
const nodeVersion = execFileSync(node24, ['--version'], { encoding: 'utf8' }).trim();

// 2. The repository, under Node 24, with msw 3 in place of msw 2.
mkdirSync(repo);
if (ref) {
  execFileSync('sh', ['-c', `git -C "${root}" archive "${ref}" | tar -x -C "${repo}"`]);
} else {
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
    cwd: root,
    encoding: 'utf8',
  });
  for (const file of files.split('\0')) {
    if (file === '' || !existsSync(join(root, file))) continue; // deleted in the working tree
    cpSync(join(root, file), join(repo, file), { recursive: true });
  }
}
run('npm ci (Node 24)', 'npm', ['ci', ...INSTALL], repo);
run(`npm install --no-save msw@${msw3}`, 'npm', ['install', '--no-save', ...INSTALL, `msw@${msw3}`], repo);
const resolved = execFileSync(node24, ['-p', "require('msw/package.json').version + ' ' + process.version"], {
  cwd: repo,
  encoding: 'utf8',
}).trim();
console.log(
  `     Node ${nodeVersion}, msw ${msw3} (the repository resolves msw ${resolved.replace(' ', ' on Node ')})`,
);
if (!resolved.startsWith(`${msw3} `)) {
  console.log(`FAIL the repository resolves msw ${resolved}, not ${msw3}`);
  finish(1);
}
const conformance = run(
  'vitest run test/conformance (Node 24, msw 3; Node and Chromium)',
  node24,
  ['node_modules/vitest/vitest.mjs', 'run', 'test/conformance'],
  repo,
  { inherit: args.includes('--verbose') },
);
for (const line of (conformance ?? '').split('\n')) {
  if (/^\s*(Test Files|Tests)\s/.test(stripVTControlCharacters(line))) {
    console.log(`     ${stripVTControlCharacters(line).trim()}`);
  }
}

// 3. The packed package in a fresh project: require() and import, with msw 3, on Node 24.
run('npm pack (built under Node 24)', 'npm', ['pack', '--pack-destination', work], repo);
const tarball = join(
  work,
  readdirSync(work).find((file) => file.endsWith('.tgz')),
);
mkdirSync(smoke);
writeFileSync(join(smoke, 'package.json'), '{ "private": true, "type": "commonjs" }\n');
const check = `if (res.status !== 200) throw new Error('setupServer answered ' + res.status);
  const body = await res.json();
  if (body.data.meta.paused !== true) throw new Error('not paused: ' + JSON.stringify(body.data.meta));`;
const url = "'https://api.example.com/v2/subscriptions/subscriptions/' + WELL_KNOWN_IDS.active + '?scenario=paused'";
writeFileSync(
  join(smoke, 'smoke.cjs'),
  `const { setupServer } = require('msw/node');
const { createEmulator, WELL_KNOWN_IDS } = require('commerce-emulator');
const server = setupServer(...createEmulator().handlers);
server.listen({ onUnhandledRequest: 'error' });
fetch(${url}, { headers: { Authorization: 'Bearer x' } }).then(async (res) => {
  server.close();
  ${check}
});
`,
);
writeFileSync(
  join(smoke, 'smoke.mjs'),
  `import { setupServer } from 'msw/node';
import { createEmulator, WELL_KNOWN_IDS } from 'commerce-emulator';
const server = setupServer(...createEmulator().handlers);
server.listen({ onUnhandledRequest: 'error' });
const res = await fetch(${url}, { headers: { Authorization: 'Bearer x' } });
server.close();
${check.replaceAll('\n  ', '\n')}
`,
);
run(`npm install <tarball> msw@${msw3}`, 'npm', ['install', ...INSTALL, tarball, `msw@${msw3}`], smoke);
run("require('commerce-emulator') + setupServer (CJS)", node24, ['smoke.cjs'], smoke);
run("import 'commerce-emulator' + setupServer (ESM)", node24, ['smoke.mjs'], smoke);
console.log(`     Node ${nodeVersion}, msw ${version(smoke, 'msw')} in the smoke project`);
finish(0);
