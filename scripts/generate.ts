/**
 * Writes the static registries the package is built from, so that no module scans a directory or reads a file at
 * import time (the browser entry has no file system; CommonJS cannot wait for a top-level await):
 * - src/scenarios/built-in.generated.ts: one import per file in scenarios/, `default` first, the rest by name;
 * - src/world/fixtures.generated.ts: the JSON of every file in fixtures/, by file name;
 * - src/version.generated.ts: the version in package.json;
 * - src/node/dashboard-page.generated.ts: the dashboard's page, its CSS and script inlined;
 * - test/support/openapi.generated.ts: the API's types, made by openapi-typescript from the OpenAPI document;
 * - src/node/dashboard-page.generated.ts: the dashboard's document from src/node/dashboard/ (page.html with page.css
 *   and page.js inline) and its Content-Security-Policy, which allows that style and script by their hashes;
 * - the scenario table of README.md, between its markers.
 * `npm run generate` writes them; `npm test` checks that they are up to date (test/generated.test.ts).
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const HEADER = '// Written by `npm run generate` (scripts/generate.ts): do not edit by hand.\n';

function scenarioIndex(): string {
  const files = readdirSync(join(ROOT, 'scenarios'))
    .filter((file) => file.endsWith('.ts'))
    .map((file) => file.slice(0, -3))
    // `default` first, then plain code-unit order (names are lower-case ASCII).
    .sort((a, b) => (a === 'default' ? -1 : b === 'default' ? 1 : a < b ? -1 : 1));
  const ident = (name: string) => `${name.replace(/-(.)/g, (_, c: string) => c.toUpperCase())}Scenario`;
  const imports = files.map((name) => `import ${ident(name)} from '../../scenarios/${name}.js';`);
  return `${HEADER}import type { BuiltInDefinition } from './types.js';
${imports.join('\n')}

/** The built-in scenarios' definitions, one per file in \`scenarios/\`: \`default\` first, the rest by name. */
export const BUILT_IN_DEFINITIONS: readonly BuiltInDefinition[] = [
${files.map((name) => `  ${ident(name)},`).join('\n')}
];
`;
}

function fixtureIndex(): string {
  const files = readdirSync(join(ROOT, 'fixtures'))
    .filter((file) => file.endsWith('.json'))
    .sort();
  const entries = files.map((file) => {
    const json = JSON.stringify(JSON.parse(readFileSync(join(ROOT, 'fixtures', file), 'utf8')));
    // JSON.parse of a string literal is faster for V8 to load than the same object written as a literal.
    return `  [${JSON.stringify(file)}, ${JSON.stringify(json)}],`;
  });
  return `${HEADER}/** Every file in \`fixtures/\`: its name and its JSON text. */
export const FIXTURE_FILES: readonly (readonly [file: string, json: string])[] = [
${entries.join('\n')}
];
`;
}

function versionModule(): string {
  const { version } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string };
  return `${HEADER}/** The package version, set when the registries are generated. */
export const VERSION = ${JSON.stringify(version)};
`;
}

/** `text` as the body of a template literal: the same string, line for line. */
const templateText = (text: string) =>
  text.replace(/[\\`\r]|\$\{/g, (found) => (found === '\r' ? '\\r' : `\\${found}`));

/**
 * The dashboard at /__emulator/: src/node/dashboard/page.html with page.css in its empty `<style></style>` and page.js
 * in its empty `<script></script>`, nothing fetched from anywhere but the admin API. The sources are Biome's to format
 * and lint; only this module is needed at run time.
 */
function dashboardPage(): string {
  const read = (file: string) => readFileSync(join(ROOT, 'src/node/dashboard', file), 'utf8');
  const style = `\n${read('page.css')}`;
  const script = `\n${read('page.js')}`;
  // Inline, the first `</style` or `</script` would end the element early, and `<!--` changes how a script is parsed.
  if (/<\/style/i.test(style)) throw new Error('page.css must not contain "</style"');
  if (/<\/script|<!--/i.test(script)) throw new Error('page.js must not contain "</script" or "<!--"');
  const fill = (text: string, slot: string, content: string) => {
    const pieces = text.split(slot);
    if (pieces.length !== 2) throw new Error(`src/node/dashboard/page.html must hold one ${slot}`);
    return pieces.join(content);
  };
  const withStyle = fill(read('page.html'), '<style></style>', `<style>${style}</style>`);
  const page = fill(withStyle, '<script></script>', `<script>${script}</script>`);
  const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
  const policy = [
    "default-src 'none'",
    `script-src ${sha256(script)}`,
    `style-src ${sha256(style)}`,
    "connect-src 'self'",
    "img-src 'self' data:",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ];
  return `${HEADER}// From src/node/dashboard/page.html, page.css and page.js: edit those, then run \`npm run generate\`.

/**
 * What the page may load: its own inline style and script (by hash) and the admin API; nothing else, no other origin.
 */
export const DASHBOARD_CSP = [
${policy.map((directive) => `  ${JSON.stringify(directive)},`).join('\n')}
].join('; ');

/** The dashboard's document: one HTML page, its CSS and JS inline. */
export const DASHBOARD_HTML = \`${templateText(page)}\`;
`;
}

/** Each generated file's path (from the repository root) and the text it must hold. */
export function generatedFiles(): [path: string, text: string][] {
  return [
    ['src/scenarios/built-in.generated.ts', scenarioIndex()],
    ['src/world/fixtures.generated.ts', fixtureIndex()],
    ['src/version.generated.ts', versionModule()],
    ['src/node/dashboard-page.generated.ts', dashboardPage()],
  ];
}

/**
 * The emulated API's types as openapi-typescript makes them from the emulator's own OpenAPI document, for the test
 * that drives a generated client (openapi-fetch) against the emulator: if the document cannot type a client, it shows.
 */
export async function openApiTypes(): Promise<[path: string, text: string]> {
  const [{ default: openapiTS, astToString }, { openApiDocument }] = await Promise.all([
    import('openapi-typescript'),
    import('../src/openapi.js'),
  ]);
  const document = JSON.parse(JSON.stringify(openApiDocument('http://127.0.0.1:4010')));
  const types = astToString(await openapiTS(document));
  return ['test/support/openapi.generated.ts', `${HEADER}${types}`];
}

/** The README's scenario table (between its markers), from the scenario files; test/readme.test.ts checks it. */
async function readmeTable(): Promise<void> {
  const { BUILT_IN_SCENARIOS } = await import('../src/scenarios/registry.js');
  const rows = BUILT_IN_SCENARIOS.map(({ name, description, behaviour }) => {
    const headers = Object.entries(behaviour?.headers ?? {}).map(([key, value]) => `\`${key}: ${value}\``);
    const answer = behaviour?.status
      ? `${behaviour.status}${headers.length > 0 ? ` with ${headers.join(', ')}` : ''}`
      : 'normal answers';
    return `| \`${name}\` | ${description} | ${answer} |`;
  });
  const table = ['| scenario | world | API answers |', '| --- | --- | --- |', ...rows].join('\n');
  const path = join(ROOT, 'README.md');
  const [head, rest] = readFileSync(path, 'utf8').split('<!-- scenarios:start -->');
  const tail = rest?.split('<!-- scenarios:end -->')[1];
  if (tail === undefined)
    throw new Error('README.md has no <!-- scenarios:start --> ... <!-- scenarios:end --> markers');
  writeFileSync(path, `${head}<!-- scenarios:start -->\n${table}\n<!-- scenarios:end -->${tail}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const [path, text] of [...generatedFiles(), await openApiTypes()]) writeFileSync(join(ROOT, path), text);
  await readmeTable();
  process.stdout.write(`wrote ${generatedFiles().length + 1} generated files and the README's scenario table\n`);
}
