// Before a bench run (and a soak): a fresh build of the package, and the peers installed into bench/.peers
// (gitignored), never into the package's dependencies.
import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, cpSync, existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { log, PEERS, packageVersion, ROOT, SNAPSHOT, usePkg } from './lib.mjs';

const PEER_SPECS = {
  autocannon: 'autocannon@9',
  '@stoplight/prism-cli': '@stoplight/prism-cli@~5.14.2',
  'json-server': 'json-server@~0.17.4',
};
const WANTED = { autocannon: /^9\./, '@stoplight/prism-cli': /^5\.14\./, 'json-server': /^0\.17\./ };

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) newest = Math.max(newest, statSync(join(entry.parentPath ?? entry.path, entry.name)).mtimeMs);
  }
  return newest;
}

/** What the build reads: dist/ older than any of these is built again. */
const BUILD_INPUTS = ['src', 'scenarios', 'fixtures', 'package.json'];

export function ensureBuild() {
  const cli = join(ROOT, 'dist/cli/cli.js');
  const sources = Math.max(
    ...BUILD_INPUTS.map((name) => {
      const path = join(ROOT, name);
      return statSync(path).isDirectory() ? newestMtime(path) : statSync(path).mtimeMs;
    }),
  );
  if (existsSync(cli) && statSync(cli).mtimeMs >= sources) return;
  log(`dist/ is missing or older than ${BUILD_INPUTS.join(', ')}: npm run build`);
  execFileSync('npm', ['run', 'build', '--silent'], { cwd: ROOT, stdio: 'inherit' });
}

function fileCount(dir) {
  return readdirSync(dir, { recursive: true }).length;
}

/**
 * Copies dist/ (and package.json) to bench/.results/pkg, which every section then runs: dist/ may be rebuilt by
 * someone else while the bench runs (a build first deletes dist/). The copy is taken again if dist/ changed while
 * it was copied, and checked by loading the library and running the CLI once.
 */
export function snapshotBuild() {
  const dist = join(ROOT, 'dist');
  for (let attempt = 1; attempt <= 10; attempt++) {
    try {
      const before = [newestMtime(dist), fileCount(dist)];
      rmSync(SNAPSHOT, { recursive: true, force: true });
      mkdirSync(SNAPSHOT, { recursive: true });
      cpSync(dist, join(SNAPSHOT, 'dist'), { recursive: true });
      copyFileSync(join(ROOT, 'package.json'), join(SNAPSHOT, 'package.json'));
      const after = [newestMtime(dist), fileCount(dist)];
      if (before[0] !== after[0] || before[1] !== after[1]) throw new Error('dist/ changed while it was copied');
      execFileSync(process.execPath, [join(SNAPSHOT, 'dist/cli/cli.js'), '--version'], { stdio: 'ignore' });
      const index = join(SNAPSHOT, 'dist/esm/src/index.js');
      execFileSync(process.execPath, ['--input-type=module', '-e', `await import(${JSON.stringify(index)})`], {
        stdio: 'ignore',
      });
      usePkg(SNAPSHOT);
      return { builtAt: new Date(after[0]).toISOString(), files: after[1] };
    } catch (error) {
      log(`snapshot of dist/ failed (attempt ${attempt}): ${error.message.split('\n')[0]}; trying again in 3 s`);
      spawnSync('sleep', ['3']);
      if (!existsSync(join(dist, 'esm/src/node/cli.js'))) ensureBuild();
    }
  }
  throw new Error('could not take a consistent copy of dist/');
}

/** Installs each missing peer on its own, so that one failing leaves the others; returns the reasons of failures. */
export function ensurePeers() {
  const failures = {};
  for (const [name, spec] of Object.entries(PEER_SPECS)) {
    if (WANTED[name].test(packageVersion(join(PEERS, 'node_modules', name)) ?? '')) continue;
    log(`installing ${spec} into bench/.peers`);
    mkdirSync(PEERS, { recursive: true });
    const args = ['install', '--prefix', PEERS, '--no-audit', '--no-fund', '--loglevel=error', spec];
    const done = spawnSync('npm', args, { cwd: ROOT, encoding: 'utf8' });
    if (done.status !== 0)
      failures[name] =
        `npm install ${spec} failed: ${(done.stderr || done.stdout).trim().split('\n').slice(-3).join(' ')}`;
  }
  if (failures.autocannon) throw new Error(failures.autocannon);
  return failures;
}
