#!/usr/bin/env node
// Builds the package: ES modules and their declarations with tsc (dist/esm), then one CommonJS bundle for
// `require` (dist/cjs/index.cjs) with declarations that resolve msw's CommonJS types (dist/cjs is "type": "commonjs").
// faker is bundled into the CommonJS build: it ships ES modules only, which jest's CommonJS runtime cannot load.
// The command line is bundled too (dist/cli, zod inside, split where it loads code lazily): one module graph of a few
// files starts far faster than some hundred small ones, which is most of a cold start.
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
  outdir: join(dist, 'cli'),
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  chunkNames: '[name]-[hash]',
  // Loaded from node_modules like any dependency: msw (optional), Express (the admin API, on first use) and faker
  // (shared with the library).
  external: ['msw', 'express', '@faker-js/faker', '@faker-js/faker/*'],
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
