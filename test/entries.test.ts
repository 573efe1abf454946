import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

// The browser entry's whole graph (msw, zod and faker included) must bundle for a browser: no `node:` module, no
// Node built-in, no top-level await that would stop CommonJS consumers.
describe('the browser entry', () => {
  it('bundles with esbuild --platform=browser with no node: import', async () => {
    const result = await build({
      entryPoints: ['src/browser.ts'],
      bundle: true,
      platform: 'browser',
      format: 'esm',
      write: false,
      metafile: true,
      logLevel: 'silent',
    });
    const inputs = Object.keys(result.metafile.inputs);
    expect(inputs.filter((input) => input.startsWith('node:') || input.includes('src/node/'))).toEqual([]);
    const imports = Object.values(result.metafile.outputs).flatMap((output) => output.imports.map((i) => i.path));
    expect(imports.filter((path) => path.startsWith('node:'))).toEqual([]);
    expect(inputs).toContain('src/emulator.ts');
  });

  it('exports what the Node entry exports, but listen and middleware', async () => {
    const [node, browser] = await Promise.all([import('../src/index.js'), import('../src/browser.js')]);
    expect(Object.keys(browser).sort()).toEqual(Object.keys(node).sort());
    const emulator = browser.createEmulator();
    expect(Object.keys(emulator)).not.toContain('listen');
    expect(Object.keys(emulator)).not.toContain('middleware');
    const nodeOnly = ['listen', 'middleware'];
    expect(Object.keys(node.createEmulator()).filter((key) => !nodeOnly.includes(key))).toEqual(Object.keys(emulator));
  });
});

describe('the package source', () => {
  it('has no top-level await (CommonJS consumers load it with require)', async () => {
    const result = await build({
      entryPoints: ['src/index.ts', 'src/node/cli.ts'],
      bundle: true,
      platform: 'node',
      format: 'cjs',
      packages: 'external',
      write: false,
      outdir: 'out',
      logLevel: 'silent',
    });
    expect(result.errors).toEqual([]);
  });
});
