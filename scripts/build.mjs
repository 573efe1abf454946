#!/usr/bin/env node
// Builds the package: ES modules and their declarations with tsc (dist/esm), then one CommonJS bundle for
// `require` (dist/cjs/index.cjs) with declarations that resolve msw's CommonJS types (dist/cjs is "type": "commonjs").
// faker is bundled into the CommonJS build: it ships ES modules only, which jest's CommonJS runtime cannot load.
// The command line is bundled too, zod inside, as one CommonJS file (dist/cli/main.cjs) that its entry
// (dist/cli/cli.js, src/node/cli-entry.ts) compiles with V8's code cache: one file, compiled once per machine, starts
// far faster than some hundred small modules compiled at every start, which is most of a cold start.
import { execFileSync } from 'node:child_process';
import { chmodSync, cpSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { build } from 'esbuild';

const root = resolve(import.meta.dirname, '..');
const dist = join(root, 'dist');
rmSync(dist, { recursive: true, force: true });
execFileSync(process.execPath, [join(root, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.build.json'], {
  cwd: root,
  stdio: 'inherit',
});

await build({
  entryPoints: [join(dist, 'esm/src/node/cli.js')],
  outfile: join(dist, 'cli/main.cjs'),
  bundle: true,
  minifyWhitespace: true,
  minifySyntax: true,
  format: 'cjs',
  platform: 'node',
  target: 'node20',
  // Loaded from node_modules like any dependency: msw (optional) and Express (the admin API, on first use). faker is
  // bundled: compiled from the code cache with the rest, it starts some 5 ms sooner than loaded as ES modules.
  external: ['msw', 'express'],
  // `import.meta.url` is only read where `require` is missing, which the entry's wrapper never leaves it.
  logOverride: { 'empty-import-meta': 'silent' },
  logLevel: 'warning',
});
// The `bin`: runs main.cjs with V8's code cache (src/node/cli-entry.ts).
await build({
  entryPoints: [join(dist, 'esm/src/node/cli-entry.js')],
  outfile: join(dist, 'cli/cli.js'),
  bundle: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  logLevel: 'warning',
});
chmodSync(join(dist, 'cli/cli.js'), 0o755);

await build({
  entryPoints: [join(dist, 'esm/src/index.js')],
  outfile: join(dist, 'cjs/index.cjs'),
  bundle: true,
  format: 'cjs',
  platform: 'node',
  target: 'node20',
  external: ['msw', 'zod', 'express'],
  // `import.meta.url` is only read where `require` is missing, which a CommonJS module never is.
  logOverride: { 'empty-import-meta': 'silent' },
  logLevel: 'warning',
});
cpSync(join(dist, 'esm'), join(dist, 'cjs'), {
  recursive: true,
  filter: (source) => !source.endsWith('.js'),
});
writeFileSync(join(dist, 'cjs/package.json'), `${JSON.stringify({ type: 'commonjs' })}\n`);
