import { readdirSync, readFileSync, statSync, watch } from 'node:fs';
import { extname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ScenarioDefinition, UserScenario } from '../scenarios/types.js';

const EXTENSIONS = new Set(['.json', '.js', '.mjs']);

/**
 * Where the bin's entry (src/node/cli-entry.ts) puts its own `import()`: it runs the bundled command line from V8's
 * code cache, and a script read from that cache has no loader for an `import()` of its own.
 */
export const IMPORT_HOOK = Symbol.for('commerce-emulator.import');

function importFile(url: string): Promise<unknown> {
  const hook = (globalThis as { [IMPORT_HOOK]?: (url: string) => Promise<unknown> })[IMPORT_HOOK];
  return hook === undefined ? import(url) : hook(url);
}

/** One scenario file: `*.json` (the definition as data) or `*.js` / `*.mjs` (its default export). */
export async function loadScenarioFile(file: string): Promise<UserScenario | { problem: string }> {
  try {
    if (extname(file) === '.json') {
      return { definition: JSON.parse(readFileSync(file, 'utf8')) as ScenarioDefinition, origin: file };
    }
    // A query that changes each time, so that a file changed under --watch is read again.
    const module = (await importFile(`${pathToFileURL(resolve(file)).href}?loaded=${Date.now()}`)) as {
      default?: unknown;
    };
    if (module.default === undefined || module.default === null || typeof module.default !== 'object') {
      return { problem: `${file}: must default-export defineScenario({...}) or the same plain object` };
    }
    return { definition: module.default as ScenarioDefinition, origin: file };
  } catch (error) {
    const reason = extname(file) === '.json' ? 'not valid JSON' : 'could not be loaded';
    return { problem: `${file}: ${reason}: ${(error as Error).message.split('\n')[0]}` };
  }
}

/** The scenario files of a folder, in name order. */
function scenarioFiles(dir: string): string[] {
  return readdirSync(dir)
    .filter((file) => EXTENSIONS.has(extname(file)) && !file.endsWith('.d.ts'))
    .sort()
    .map((file) => join(dir, file));
}

/** Every scenario of every folder (`--scenarios DIR`, repeatable), or one line per problem. */
export async function loadScenarioFolders(
  dirs: readonly string[],
): Promise<{ scenarios: UserScenario[]; problems: string[] }> {
  const scenarios: UserScenario[] = [];
  const problems: string[] = [];
  for (const dir of dirs) {
    let files: string[];
    try {
      if (!statSync(dir).isDirectory()) throw new Error('not a folder');
      files = scenarioFiles(dir);
    } catch {
      problems.push(`--scenarios ${dir}: no such folder`);
      continue;
    }
    for (const file of files) {
      const loaded = await loadScenarioFile(file);
      if ('problem' in loaded) problems.push(loaded.problem);
      else scenarios.push(loaded);
    }
  }
  return { scenarios, problems };
}

/**
 * Watches the folders and calls `changed(file)` once a scenario file in them is written (a burst of events for one
 * save is one call). Returns a function that stops watching.
 */
export function watchScenarioFolders(dirs: readonly string[], changed: (file: string) => void): () => void {
  const timers = new Map<string, NodeJS.Timeout>();
  const watchers = dirs.map((dir) =>
    watch(dir, (_event, name) => {
      if (name === null || !EXTENSIONS.has(extname(name))) return;
      const file = join(dir, name);
      clearTimeout(timers.get(file));
      timers.set(
        file,
        setTimeout(() => {
          timers.delete(file);
          changed(file);
        }, 100),
      );
    }),
  );
  return () => {
    for (const watcher of watchers) watcher.close();
    for (const timer of timers.values()) clearTimeout(timer);
  };
}
