import { readdirSync } from 'node:fs';
import { extname } from 'node:path';
import type { Scenario } from './define.js';

const SCENARIOS_DIR = new URL('../../scenarios/', import.meta.url);
// Source runs (vitest, tsx) load scenarios/*.ts; the built package loads dist/scenarios/*.js.
const OWN_EXTENSION = extname(new URL(import.meta.url).pathname);

async function loadBuiltIn(): Promise<Scenario[]> {
  const files = readdirSync(SCENARIOS_DIR)
    .filter((file) => extname(file) === OWN_EXTENSION && !file.endsWith('.d.ts'))
    .sort();
  const modules = await Promise.all(files.map((file) => import(new URL(file, SCENARIOS_DIR).href)));
  return modules.map((module, index) => {
    const scenario = module.default as Scenario | undefined;
    if (!scenario?.name) throw new TypeError(`scenarios/${files[index]} must default-export defineScenario({...})`);
    return scenario;
  });
}

/**
 * The built-in scenarios, one per file in `scenarios/`: adding a scenario is adding a file. `default` first, the
 * rest by name.
 */
export const BUILT_IN_SCENARIOS: readonly Scenario[] = (await loadBuiltIn()).sort((a, b) =>
  // Plain code-unit order: names are lower-case ASCII, and localeCompare would start ICU's collator (about 15 ms).
  a.name === 'default' ? -1 : b.name === 'default' ? 1 : a.name < b.name ? -1 : 1,
);
