/**
 * Writes the static registries the package is built from, so that no module scans a directory or reads a file at
 * import time (the browser entry has no file system; CommonJS cannot wait for a top-level await):
 * - src/scenarios/built-in.generated.ts: one import per file in scenarios/, `default` first, the rest by name;
 * - src/store/fixtures.generated.ts: the JSON of every file in fixtures/, by file name;
 * - src/version.generated.ts: the version in package.json;
 * - the scenario table of README.md, between its markers.
 * `npm run generate` writes them; `npm test` checks that they are up to date (test/generated.test.ts).
 */
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
  return `${HEADER}import type { ScenarioDefinition } from './define.js';
${imports.join('\n')}

/** The built-in scenarios' definitions, one per file in \`scenarios/\`: \`default\` first, the rest by name. */
export const BUILT_IN_DEFINITIONS: readonly ScenarioDefinition[] = [
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

/** Each generated file's path (from the repository root) and the text it must hold. */
export function generatedFiles(): [path: string, text: string][] {
  return [
    ['src/scenarios/built-in.generated.ts', scenarioIndex()],
    ['src/store/fixtures.generated.ts', fixtureIndex()],
    ['src/version.generated.ts', versionModule()],
  ];
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
  for (const [path, text] of generatedFiles()) writeFileSync(join(ROOT, path), text);
  await readmeTable();
  process.stdout.write(`wrote ${generatedFiles().length} generated files and the README's scenario table\n`);
}
