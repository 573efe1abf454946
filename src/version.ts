import { readFileSync } from 'node:fs';

/** The package version, read from package.json (beside `src/`, or beside `dist/` in the published package). */
export const VERSION: string = (() => {
  for (const candidate of ['../package.json', '../../package.json']) {
    try {
      const pkg = JSON.parse(readFileSync(new URL(candidate, import.meta.url), 'utf8')) as {
        name?: string;
        version?: string;
      };
      if (pkg.name === 'commerce-emulator' && pkg.version) return pkg.version;
    } catch {
      // not there: try the next place
    }
  }
  return '0.0.0';
})();
