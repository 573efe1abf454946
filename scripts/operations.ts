/**
 * Writes the README's table of operations (between its `operations` markers): every operation of the platform's
 * published documents (../shared/specs, read here only: the package and the suite never need them), with what the
 * emulator does with it, read off the route tables. test/readme.test.ts checks the table against the route tables.
 *
 *   npx tsx scripts/operations.ts            rewrite the table
 *   npx tsx scripts/operations.ts --check    exit 1 if the README's table is not what this would write
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import type { ApiVersion } from '../src/catalog/types.js';
import { TABLES } from '../src/routes/index.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SPECS = join(ROOT, '..', 'shared', 'specs');

/** The documents, the version whose table serves them, and the prefix their paths take on the wire. */
const DOCUMENTS: { file: string; title: string; version: ApiVersion; prefix: string }[] = [
  { file: 'subscriptions-2024.yaml', title: 'Subscriptions 2024', version: '2024', prefix: '/v2' },
  { file: 'subscriptions-2026.yaml', title: 'Subscriptions 2026', version: '2026', prefix: '' },
  { file: 'application-keys-2026.yaml', title: 'Application keys', version: '2024', prefix: '' },
  { file: 'authentication-2026.yaml', title: 'Authentication', version: '2024', prefix: '' },
  { file: 'account-management-authentication-2026.yaml', title: 'Account management', version: '2024', prefix: '' },
  { file: 'integrations-2026.yaml', title: 'Integrations', version: '2024', prefix: '/v2' },
];

/** Why an operation is not served, by the resource its path names. */
const NOT_YET: [RegExp, string][] = [
  [/\/imports/, 'not yet: planned'],
  [/\/proration-policies/, 'not yet: proration policies are planned'],
  [/\/refunds|\/invoices/, 'not yet: a subscription’s own invoices and payments are served; these are planned'],
  [/\/subscribers/, 'not yet: planned'],
  [/\/dunning-rules/, 'not yet: dunning follows `--dunning-action`; dunning rules are planned'],
  [/^\/(v2\/)?integrations|\/logs|\/jobs/, 'not yet: webhooks are planned'],
];

const SAMPLE_ID = '00000000-0000-4000-8000-000000000001';

interface Row {
  title: string;
  operation: string;
  method: string;
  path: string;
  state: string;
}

function rows(): Row[] {
  const out: Row[] = [];
  for (const document of DOCUMENTS) {
    const spec = parse(readFileSync(join(SPECS, document.file), 'utf8')) as {
      paths: Record<string, Record<string, { operationId?: string }>>;
    };
    const table = TABLES[document.version];
    for (const [path, operations] of Object.entries(spec.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
        const wire = `${document.prefix}${path}`;
        const concrete = wire.replace(/\{[^}]+\}/g, SAMPLE_ID);
        let state: string;
        try {
          table.find(method.toUpperCase(), concrete);
          state = 'served';
        } catch {
          state = NOT_YET.find(([pattern]) => pattern.test(path))?.[1] ?? 'not yet';
        }
        out.push({
          title: document.title,
          operation: operation.operationId ?? '',
          method: method.toUpperCase(),
          path: wire,
          state,
        });
      }
    }
  }
  return out;
}

export function operationsTable(): string {
  const lines = ['| document | operation | endpoint | state |', '| --- | --- | --- | --- |'];
  for (const row of rows()) {
    lines.push(`| ${row.title} | \`${row.operation}\` | \`${row.method} ${row.path}\` | ${row.state} |`);
  }
  return lines.join('\n');
}

const readmePath = join(ROOT, 'README.md');
const readme = readFileSync(readmePath, 'utf8');
const [head, rest] = readme.split('<!-- operations:start -->');
const tail = rest?.split('<!-- operations:end -->')[1];
if (rest === undefined || tail === undefined) throw new Error('README.md has no <!-- operations:start/end --> markers');
const written = `${head}<!-- operations:start -->\n${operationsTable()}\n<!-- operations:end -->${tail}`;
if (process.argv.includes('--check')) {
  if (written !== readme) {
    process.stderr.write('README.md: the operations table is out of date: run npx tsx scripts/operations.ts\n');
    process.exit(1);
  }
} else {
  writeFileSync(readmePath, written);
  process.stdout.write('wrote the README operations table\n');
}
