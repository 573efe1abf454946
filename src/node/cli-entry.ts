#!/usr/bin/env node
// The command line's entry (`bin`, dist/cli/cli.js): runs the bundled command line (dist/cli/main.cjs, src/node/cli.ts)
// with V8's code cache, as Node 22's module compile cache would. Compiling its 1.8 MB of JavaScript on every start
// was a fifth of a cold start (measured, spawn to first answer: 153 ms as ES modules, 142 ms as one CommonJS file,
// 121 ms with the cache, 119 ms with faker bundled and the file minified; json-server here 150-160 ms).
//
// The cache sits beside Node's own (`os.tmpdir()`, one folder per user), one file per version of the package, of
// Node and of the bundle; writing one removes the other bundles' of the same versions. V8 checks the source and its
// flags before it uses one and ignores one that does not match, which is then written anew; a folder that cannot be
// written only means no cache. NODE_DISABLE_COMPILE_CACHE=1 turns it off, as it does Node's.
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { setFlagsFromString } from 'node:v8';
import { Script } from 'node:vm';
import { VERSION } from '../version.generated.js';
import { IMPORT_HOOK } from './scenario-files.js';

/** How long after start the cache is written (or at exit, if sooner). */
const WRITE_AFTER_MS = 2000;

// A server runs all day under whatever its tests bring, and V8 lets the heap grow to up to four times what the last
// full collection kept before it collects again: under the soak's loads 700-800 MB for some 180 MB alive. Growing it
// by a fifth holds them near 350 MB for 3-16% of their throughput (README, Performance). `node
// --heap-growing-percent=N` given to node itself wins. Set before compiling: V8 keys a code cache by its flags.
if (!process.execArgv.some((flag) => flag.startsWith('--heap-growing-percent'))) {
  setFlagsFromString('--heap-growing-percent=20');
}

const file = join(dirname(fileURLToPath(import.meta.url)), 'main.cjs');
const text = readFileSync(file, 'utf8');
// The shebang made a comment of the same length, so that lines and columns in stack traces stay where they are.
const source = text.startsWith('#!') ? `//${text.slice(2)}` : text;
const useCache = process.env.NODE_DISABLE_COMPILE_CACHE === undefined;
const folder = join(tmpdir(), `commerce-emulator-compile-cache-${process.getuid?.() ?? 'user'}`);
const versions = `${VERSION}-${process.version}-${process.arch}-`;
const cacheFile = join(folder, `${versions}${source.length}.v8`);

let cachedData: Buffer | undefined;
if (useCache) {
  try {
    cachedData = readFileSync(cacheFile);
  } catch {
    cachedData = undefined;
  }
}
const script = new Script(`(function (exports, require, module, __filename, __dirname) {${source}\n})`, {
  filename: file,
  ...(cachedData === undefined ? {} : { cachedData }),
});
// Your scenario files (`--scenarios DIR`, *.js and *.mjs) are imported with this module's `import()`: a script's own
// has no loader once read from a code cache (and vm's option for one warns as experimental on Node 24).
(globalThis as { [IMPORT_HOOK]?: (url: string) => Promise<unknown> })[IMPORT_HOOK] = (url) => import(url);
if (useCache && (cachedData === undefined || script.cachedDataRejected === true)) {
  let written = false;
  const write = () => {
    if (written) return;
    written = true;
    try {
      mkdirSync(folder, { recursive: true, mode: 0o700 });
      const part = `${cacheFile}.${process.pid}`;
      writeFileSync(part, script.createCachedData());
      renameSync(part, cacheFile);
      for (const name of readdirSync(folder)) {
        if (name.startsWith(versions) && join(folder, name) !== cacheFile) rmSync(join(folder, name), { force: true });
      }
    } catch {
      // No cache: the next start compiles again, nothing else changes.
    }
  };
  // Once the first requests have compiled what a start needs, or when the process exits, whichever comes first.
  setTimeout(write, WRITE_AFTER_MS).unref();
  process.once('exit', write);
}
const module = { exports: {} };
script.runInThisContext()(module.exports, createRequire(file), module, file, dirname(file));
