import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { givenToNode, youngGenerationBytes } from './young-generation.js';

const MODULE = fileURLToPath(new URL('./young-generation.ts', import.meta.url));
const MB = 2 ** 20;

/**
 * In a process of its own (the flags are the process's): allocates for a second in short turns, as a server's answers
 * do, with objects kept alive a while (so that V8 grows its young generation), with the cap at `capMB` or none; gives
 * the young generation's size at the start and the largest seen, in MB.
 */
function youngGenerationMB(capMB?: number): { start: number; most: number } {
  const script = `
    import { capYoungGeneration, youngGenerationBytes } from ${JSON.stringify(MODULE)};
    const start = youngGenerationBytes() / ${MB};
    if (${capMB !== undefined}) capYoungGeneration(${(capMB ?? 0) * MB});
    const kept = new Array(100_000);
    let i = 0;
    let most = 0;
    const until = performance.now() + 1000;
    while (performance.now() < until) {
      for (let k = 0; k < 5_000; k++) kept[i++ % kept.length] = { i, text: 'x' + i, list: [i] };
      most = Math.max(most, youngGenerationBytes() / ${MB});
      await new Promise((resolve) => setImmediate(resolve));
    }
    console.log(JSON.stringify({ start, most }));
  `;
  const out = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    encoding: 'utf8',
  });
  return JSON.parse(out) as { start: number; most: number };
}

describe('the young generation', () => {
  it('grows to the cap (or a growth past it, when one comes before it is seen) and no further, where V8 grows it to 32 MB', () => {
    expect(youngGenerationMB().most).toBeGreaterThanOrEqual(32);
    const capped = youngGenerationMB(8).most;
    expect(capped).toBeGreaterThanOrEqual(8);
    expect(capped).toBeLessThanOrEqual(16);
    // Capped below where it is already (tsx's loading grows it to a few MB): it stays there.
    const held = youngGenerationMB(1);
    expect(held.most).toBe(held.start);
  });

  it('knows the V8 flags node was given, on its command line or in NODE_OPTIONS, with - or _', () => {
    const execArgv = [...process.execArgv];
    const options = process.env.NODE_OPTIONS;
    try {
      process.execArgv.splice(0, Infinity, '--max_semi_space_size=4');
      process.env.NODE_OPTIONS = '--require x --semi-space-growth-factor=3';
      expect(givenToNode('--max-semi-space-size')).toBe(true);
      expect(givenToNode('--semi-space-growth-factor')).toBe(true);
      expect(givenToNode('--heap-growing-percent')).toBe(false);
    } finally {
      process.execArgv.splice(0, Infinity, ...execArgv);
      if (options === undefined) delete process.env.NODE_OPTIONS;
      else process.env.NODE_OPTIONS = options;
    }
    expect(youngGenerationBytes()).toBeGreaterThan(0);
  });
});
