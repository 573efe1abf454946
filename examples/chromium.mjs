// Where a headless Chromium comes from, with nothing but `npm install`: `CHROMIUM_PATH` if set (e.g. Debian's
// /usr/bin/chromium), else the Chromium shipped inside the npm package @sparticuz/chromium, extracted once into
// $TMPDIR/sparticuz-chromium-<version>/ (a folder per version, so an upgrade never reuses an older browser; the
// extraction goes to a staging folder renamed into place, so parallel test workers cannot see a half-written binary).
//
// One file for the browser examples beside it (they import '../chromium.mjs') and for this repository's own browser
// tests: @sparticuz/chromium is found from the working directory, that is in the project whose tests run. Copying
// one example out? Copy this file into it too and import './chromium.mjs'.
//
//   import { chromiumPath, CHROMIUM_ARGS } from '../chromium.mjs';
//   await chromium.launch({ executablePath: await chromiumPath(), args: CHROMIUM_ARGS });   // playwright-core
//   use: { launchOptions: { executablePath: await chromiumPath(), args: CHROMIUM_ARGS } }    // playwright.config
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * Flags for Playwright's `launch({ args })`. Not @sparticuz/chromium's own `chromium.args`: those are for AWS Lambda
 * (`--single-process` breaks the second browser context, `--disable-web-security` hides CORS bugs).
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  '--disable-quic',
];

const PACKAGE = '@sparticuz/chromium';

/** The absolute path of a Chromium executable: `CHROMIUM_PATH`, or the one inside @sparticuz/chromium. */
export async function chromiumPath() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  const found = locate();
  if (found === undefined) {
    throw new Error(`No Chromium: set CHROMIUM_PATH, or install the browser with \`npm i -D ${PACKAGE}@143.0.4\``);
  }
  const dir = join(tmpdir(), `sparticuz-chromium-${found.version}`);
  const executable = join(dir, 'chromium');
  if (existsSync(executable)) return executable;

  // executablePath() extracts into os.tmpdir(), which reads TMPDIR: point it at a private staging folder meanwhile.
  const staging = `${dir}.staging-${process.pid}`;
  const saved = process.env.TMPDIR;
  try {
    mkdirSync(staging, { recursive: true });
    process.env.TMPDIR = staging;
    const { default: chromium } = await import(found.url);
    await chromium.executablePath();
  } finally {
    if (saved === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = saved;
  }
  try {
    renameSync(staging, dir); // atomic: the first extraction to finish wins
  } catch {
    rmSync(staging, { recursive: true, force: true }); // another process was first: use its copy
  }
  return executable;
}

/** @sparticuz/chromium as installed in the project in the working directory: its version and its ESM entry, or undefined. */
function locate() {
  let entry;
  try {
    entry = createRequire(join(process.cwd(), 'package.json')).resolve(PACKAGE);
  } catch {
    return undefined;
  }
  // The package's package.json is not in its "exports": walk up from its entry file.
  for (let dir = dirname(entry); dir !== dirname(dir); dir = dirname(dir)) {
    const file = join(dir, 'package.json');
    if (!existsSync(file)) continue;
    const pkg = JSON.parse(readFileSync(file, 'utf8'));
    if (pkg.name !== PACKAGE) continue;
    const esm = pkg.exports?.['.']?.import?.default ?? pkg.module ?? pkg.main;
    return { version: pkg.version, url: pathToFileURL(join(dir, esm)).href };
  }
  throw new Error(`cannot find the package.json of ${PACKAGE} (resolved to ${entry})`);
}
