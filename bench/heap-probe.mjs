// Loaded into the soak's server with `node --import` (bench/soak.mjs): writes the process's memory to the file named by
// SOAK_HEAP_FILE twice a second, so that the soak reports the V8 heap beside the RSS it reads from /proc. Bench-only:
// the package does not ship it, and the server's own code does not know of it. With `--expose-gc` among
// SOAK_NODE_FLAGS it collects first (every 5 s, not to stall the server), so that heap used is what is alive.
import { writeFileSync } from 'node:fs';

const file = process.env.SOAK_HEAP_FILE;
if (file) {
  let ticks = 0;
  /** Heap used right after the last forced collection: what is alive. */
  let live;
  setInterval(() => {
    if (typeof globalThis.gc === 'function' && ticks++ % 10 === 0) {
      globalThis.gc();
      live = process.memoryUsage().heapUsed;
    }
    const { rss, heapUsed, heapTotal, external, arrayBuffers } = process.memoryUsage();
    writeFileSync(file, JSON.stringify({ rss, heapUsed, heapTotal, external, arrayBuffers, live }));
  }, 500).unref();
}
