/**
 * Writes fixtures/*.json: the six well-known subscriptions, one per lifecycle state, made by the factories at the
 * default reference date. Run it (`npm run fixtures`) after changing the factories, then review the diff.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createFaker, DEFAULT_NOW, LIFECYCLES, makeSubscriptionBundle } from '../src/factories/index.js';
import { WELL_KNOWN_IDS } from '../src/store/ids.js';

const FIXTURES_DIR = fileURLToPath(new URL('../fixtures/', import.meta.url));
const now = new Date(DEFAULT_NOW);
LIFECYCLES.forEach((lifecycle, index) => {
  const id = WELL_KNOWN_IDS[lifecycle];
  const bundle = makeSubscriptionBundle(createFaker(1000 + index, now), { id, lifecycle, now });
  const file = join(FIXTURES_DIR, `${id.slice(-3)}-${lifecycle}.json`);
  writeFileSync(file, `${JSON.stringify({ lifecycle, ...bundle }, null, 2)}\n`);
  console.log(`wrote ${file}`);
});
