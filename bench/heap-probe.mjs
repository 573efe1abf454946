// Loaded into the soak's server with `node --import` (bench/soak.mjs): writes the process's memory to the file named by
// SOAK_HEAP_FILE twice a second, so that the soak reports the V8 heap beside the RSS it reads from /proc. Bench-only:
// the package does not ship it, and the server's own code does not know of it.
import { writeFileSync } from 'node:fs';

const file = process.env.SOAK_HEAP_FILE;
if (file) {
  setInterval(() => {
    const { rss, heapUsed, heapTotal, external, arrayBuffers } = process.memoryUsage();
    writeFileSync(file, JSON.stringify({ rss, heapUsed, heapTotal, external, arrayBuffers }));
  }, 500).unref();
}
