import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createEmulator, type Plan } from '../src/index.js';
import type { Route } from '../src/routes/contract.js';
import { TABLES } from '../src/routes/index.js';
import { BUILT_IN_SCENARIOS } from '../src/scenarios/registry.js';
import { WELL_KNOWN_IDS } from '../src/world/ids.js';
import { gather } from './support/cli.js';
import { getJson } from './support/inprocess.js';

/** The README with table cells trimmed, so a formatter's column padding does not matter. */
const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8')
  .split('\n')
  .map((line) =>
    line.startsWith('|')
      ? line
          .split('|')
          .map((cell) => cell.trim().replace(/^-+$/, '---'))
          .join(' | ')
          .trim()
      : line,
  )
  .join('\n');

/** The README's scenario table, as the scenario files describe it. */
function scenarioTable(): string {
  const rows = BUILT_IN_SCENARIOS.map(({ name, description, behaviour }) => {
    const headers = Object.entries(behaviour?.headers ?? {}).map(([key, value]) => `\`${key}: ${value}\``);
    const answer = behaviour?.status
      ? `${behaviour.status}${headers.length ? ` with ${headers.join(', ')}` : ''}`
      : 'normal answers';
    return `| \`${name}\` | ${description} | ${answer} |`;
  });
  return ['| scenario | world | API answers |', '| --- | --- | --- |', ...rows].join('\n');
}

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** The text between `<!-- NAME:start -->` and `<!-- NAME:end -->`, inside its code fence. */
function block(name: string): string {
  const between = readme.split(`<!-- ${name}:start -->`)[1]?.split(`<!-- ${name}:end -->`)[0] ?? '';
  return /```\w*\n([\s\S]*?)\n```/.exec(between)?.[1] ?? '';
}

/** Runs a shell script to its end; resolves with its output. */
function bash(script: string, env: Record<string, string>) {
  return gather(spawn('bash', [script], { cwd: ROOT, env: { ...process.env, ...env } })).exited;
}

describe('README', () => {
  it('shows the curl walkthrough as the script is, and the script prints what the README says, then stops', async () => {
    const script = 'examples/curl/walkthrough.sh';
    expect(block('walkthrough'), `paste ${script} between the walkthrough markers`).toBe(
      readFileSync(new URL(`../${script}`, import.meta.url), 'utf8').trimEnd(),
    );
    // The CLI from the sources, as the script would start node_modules/.bin/commerce-emulator.
    const run = await bash(script, { COMMERCE_EMULATOR: `${process.execPath} --import tsx src/node/cli.ts` });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const url = /^emulator at (http:\/\/127\.0\.0\.1:\d+)$/m.exec(run.stdout)?.[1] as string;
    expect(run.stdout.replace(url, 'http://127.0.0.1:PORT').trimEnd()).toBe(block('walkthrough-output'));
    // Stopped when the script ended: nothing listens there any more.
    await expect(fetch(`${url}/__emulator/health`)).rejects.toThrow();
  });

  it.each([
    ['jest-typescript', 'examples/jest-typescript/jest.config.js'],
    ['jest-typescript-tsconfig', 'examples/jest-typescript/tsconfig.json'],
    ['vitest-shared-server', 'examples/vitest-shared-server/global-setup.js'],
    ['vitest-shared-server-config', 'examples/vitest-shared-server/vitest.config.js'],
    ['mocha-parallel', 'examples/mocha-parallel/emulator-fixture.js'],
  ])('shows the %s setup as the example project (which CI runs against the package) has it', (name, file) => {
    expect(block(name), `paste ${file} between the ${name} markers`).toBe(
      readFileSync(new URL(`../${file}`, import.meta.url), 'utf8').trimEnd(),
    );
  });

  it('its SDK example runs as written against a server on 4010, and prints true', async () => {
    const server = await createEmulator().listen();
    try {
      // The same code against this test's server (on a free port rather than 4010).
      const code = block('sdk').replace("'127.0.0.1:4010'", `'${new URL(server.url).host}'`);
      expect(code).toContain('fetchMaxAttempts: 1');
      const run = await gather(spawn(process.execPath, ['--input-type=module', '-e', code], { cwd: ROOT })).exited;
      // (The SDK logs its token decisions with console.info before that.)
      expect({ code: run.code, last: run.stdout.trimEnd().split('\n').at(-1) }).toEqual({ code: 0, last: 'true' });
    } finally {
      await server.close();
    }
  });

  it('links only files that exist and that the package ships', () => {
    const shipped: string[] = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')).files;
    const links = [...readme.matchAll(/\]\(([^)#\s]+)(?:#[^)]*)?\)/g)]
      .map((match) => match[1] as string)
      .filter((target) => !/^[a-z]+:/.test(target));
    expect(links.length).toBeGreaterThan(5);
    for (const target of links) {
      expect(existsSync(new URL(`../${target}`, import.meta.url)), target).toBe(true);
      expect(
        shipped.some((entry) => target === entry || target.startsWith(`${entry}/`)),
        `${target} is not in package.json "files"`,
      ).toBe(true);
    }
  });

  it('its own-scenario example, as a file, loads and answers as it says', async () => {
    const section = readme.split('### Your own scenarios')[1] ?? '';
    const json = /```json\n([\s\S]*?)```/.exec(section)?.[1] ?? '{}';
    const emulator = createEmulator({ scenarios: [JSON.parse(json)] });
    const path = '/v2/subscriptions/subscriptions/11111111-2222-4333-8444-555555555555';
    type Read = { data: { meta: { paused: boolean } }; included: { plans: Plan[] } };
    const { body } = await getJson<Read>(emulator, `${path}?scenario=coffee-paused&include=plans`);
    expect({
      paused: body.data.meta.paused,
      price: body.included.plans[0]?.meta.display_price?.without_tax.formatted,
    }).toEqual({
      paused: true,
      price: '€9.99',
    });
  });

  it('lists every operation of the published documents with what the route tables serve, and every route in it', () => {
    const between = readme.split('<!-- operations:start -->')[1]?.split('<!-- operations:end -->')[0] ?? '';
    const rows = between
      .split('\n')
      .filter((line) => line.startsWith('| ') && !line.startsWith('| document') && !line.startsWith('| ---'))
      .map((line) => {
        const [title, , endpoint, state] = line.split(' | ').map((cell) => cell.replace(/^\| |`/g, '').trim());
        const [method, path] = (endpoint ?? '').split(' ') as [string, string];
        return { title: title as string, method, path, state: (state ?? '').replace(/ \|$/, '') };
      });
    expect(rows.length).toBeGreaterThan(150);
    const sample = (path: string) => path.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000001');
    const listed = { '2024': new Set<Route>(), '2026': new Set<Route>() };
    for (const row of rows) {
      const versions = row.title.startsWith('Subscriptions')
        ? [row.title.endsWith('2026') ? '2026' : '2024']
        : ['2024', '2026'];
      for (const version of versions as ('2024' | '2026')[]) {
        let found: Route | undefined;
        try {
          found = TABLES[version].find(row.method, sample(row.path)).route;
        } catch {
          found = undefined;
        }
        expect(found !== undefined, `${row.method} ${row.path} (${version}) is "${row.state}"`).toBe(
          row.state === 'served',
        );
        if (found) listed[version].add(found);
      }
    }
    for (const version of ['2024', '2026'] as const) {
      const missing = TABLES[version].routes.filter(
        (route) => !listed[version].has(route) && route.path !== '/oauth/access_token',
      );
      expect(
        missing.map((route) => `${route.method} ${route.path}`),
        `${version} routes the table leaves out`,
      ).toEqual([]);
    }
  });

  it('lists every scenario exactly as the scenario files describe it', () => {
    const between = readme.split('<!-- scenarios:start -->')[1]?.split('<!-- scenarios:end -->')[0]?.trim();
    expect(between, `paste this table between the scenarios markers:\n${scenarioTable()}`).toBe(scenarioTable());
  });

  it('documents every well-known id', () => {
    for (const [state, id] of Object.entries(WELL_KNOWN_IDS)) expect(readme).toContain(`| ${state} | \`${id}\``);
  });

  it('keeps the two-command quick start', () => {
    expect(readme).toContain('npm install && npm start');
    expect(readme).toMatch(/^npm test\s/m);
  });
});
