// Before a bench run: a fresh build of the package, and the peers installed into bench/.peers (gitignored), never
// into the package's dependencies.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { PEERS, packageVersion, ROOT } from './lib.mjs';

const log = (line) => process.stderr.write(`[bench] ${line}\n`);
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

export function ensureBuild() {
  const cli = join(ROOT, 'dist/esm/src/node/cli.js');
  const sources = Math.max(newestMtime(join(ROOT, 'src')), newestMtime(join(ROOT, 'fixtures')));
  if (existsSync(cli) && statSync(cli).mtimeMs >= sources) return;
  log('dist/ is missing or older than src/: npm run build');
  execFileSync('npm', ['run', 'build', '--silent'], { cwd: ROOT, stdio: 'inherit' });
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
