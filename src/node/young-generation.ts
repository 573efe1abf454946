import { getHeapSpaceStatistics, setFlagsFromString } from 'node:v8';

/** The young generation the command line's server lets V8 grow to (`capYoungGeneration`). */
export const YOUNG_GENERATION_BYTES = 16 * 2 ** 20;

/**
 * Whether node itself was given a V8 flag (on its command line or in NODE_OPTIONS, `-` or `_` in its name): what the
 * user gave wins over what the server would set.
 */
export function givenToNode(flag: string): boolean {
  const given = [...process.execArgv, ...(process.env.NODE_OPTIONS ?? '').split(/\s+/)];
  return given.some((arg) => arg.replaceAll('_', '-').startsWith(flag));
}

/** The bytes V8's young generation holds now (its two semi-spaces). */
export function youngGenerationBytes(): number {
  return getHeapSpaceStatistics().find((space) => space.space_name === 'new_space')?.space_size ?? 0;
}

/** How often `capYoungGeneration` looks at the young generation while it may grow (ms). */
const CHECK_MS = 5;

const growthFactor = (factor: number) => setFlagsFromString(`--semi-space-growth-factor=${factor}`);

/**
 * Lets V8's young generation grow to `bytes` and no further. Under a steady load V8 grows it to its most, two
 * semi-spaces of 16 MB, all of it resident, while a server's answers keep a few MB of it alive at once; node's own
 * `--max-semi-space-size` is read only when the heap is made, before this code runs, but the growth factor is read at
 * each growth: it is V8's 2 from here, and 1 again once the young generation is seen at `bytes` or more, looked at
 * every few milliseconds. A long task meanwhile (a world of thousands of records built on its first request) may grow
 * it past `bytes` before it is seen: it then stays where it got to, as it would without this.
 *
 * Measured under the soak's read-mostly load (bench/soak.mjs, 40 s a run, the same build, 3 runs each, one after the
 * other; uncapped is node given `--semi-space-growth-factor=2`): capped at 16 MB, RSS medians after warm-up 249-272 MB
 * and peaks 275-280 at 5,557-5,786 answers a second; uncapped, 267-292 and 298-304 at 5,776-5,919. At 8 MB (two runs)
 * 217-257 and 252-273 at 5,369: the young generation collected four times as often, and a GET of one key in the bench
 * took 5% more CPU, too close to its target.
 */
export function capYoungGeneration(bytes: number): void {
  if (youngGenerationBytes() >= bytes) {
    growthFactor(1);
    return;
  }
  growthFactor(2);
  const timer = setInterval(() => {
    if (youngGenerationBytes() < bytes) return;
    growthFactor(1);
    clearInterval(timer);
  }, CHECK_MS);
  timer.unref();
}
