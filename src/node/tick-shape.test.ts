import { execFileSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { keepTickShape, keptTickObject } from './tick-shape.js';

const MODULE = fileURLToPath(new URL('./tick-shape.ts', import.meta.url));

/**
 * In a process of its own (V8's intrinsics and `gc()` need flags): calls `nextTick` until it has feedback, runs a
 * full collection with no tick pending, calls it again, and gives the states of the inline caches that define its
 * queue entry's properties (`MONOMORPHIC`, `MEGAMORPHIC`), as V8 prints them.
 */
function literalCachesAfterCollection(keep: boolean): string[] {
  const script = `
    import { keepTickShape } from ${JSON.stringify(MODULE)};
    if (${keep}) keepTickShape();
    const noop = () => {};
    const ticks = async () => {
      for (let i = 0; i < 20; i++) process.nextTick(noop);
      await new Promise((resolve) => setImmediate(resolve));
    };
    await ticks();
    await ticks();
    globalThis.gc();
    await ticks();
    %DebugPrint(process.nextTick);
  `;
  // Into a file: V8 prints with C's stdio, which loses output to a pipe here once tsx's loader thread runs.
  const dir = mkdtempSync(join(tmpdir(), 'tick-shape-'));
  const file = join(dir, 'out.txt');
  const fd = openSync(file, 'w');
  try {
    execFileSync(
      process.execPath,
      ['--import', 'tsx', '--expose-gc', '--allow-natives-syntax', '--input-type=module', '-e', script],
      { stdio: ['ignore', fd, 'pipe'] },
    );
  } finally {
    closeSync(fd);
  }
  const out = readFileSync(file, 'utf8');
  rmSync(dir, { recursive: true, force: true });
  return [...out.matchAll(/DefineKeyedOwnPropertyInLiteral (\w+)/g)].map((match) => match[1] as string);
}

describe('keepTickShape', () => {
  it('keeps one of nextTick’s queue entries, once', () => {
    keepTickShape();
    const entry = keptTickObject();
    expect(entry).toBeTypeOf('object');
    expect((entry as { callback?: unknown }).callback).toBeTypeOf('function');
    expect(Object.getOwnPropertySymbols(entry)).toHaveLength(2);
    keepTickShape();
    expect(keptTickObject()).toBe(entry);
  });

  it('keeps nextTick’s caches monomorphic through a full collection, which turns them megamorphic without it', () => {
    expect(literalCachesAfterCollection(false)).toContain('MEGAMORPHIC');
    const kept = literalCachesAfterCollection(true);
    expect(kept).toContain('MONOMORPHIC');
    expect(kept).not.toContain('MEGAMORPHIC');
  });
});
