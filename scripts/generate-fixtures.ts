/**
 * Writes fixtures/*.json: the six well-known subscriptions, one per lifecycle state, made by the factories at the
 * default reference date, for two subscribers (...001-...003 and ...004-...006). Subscription ...001 is on a plan that
 * allows pause, resume and cancel. Run it (`npm run fixtures`) after changing the factories, then review the diff.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { fixtureBundles } from '../test/support/fixture-bundles.js';

const FIXTURES_DIR = fileURLToPath(new URL('../fixtures/', import.meta.url));
for (const { file, text } of fixtureBundles()) {
  writeFileSync(join(FIXTURES_DIR, file), text);
  console.log(`wrote ${file}`);
}
