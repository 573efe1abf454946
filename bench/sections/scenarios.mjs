// Your own scenarios: the cold start added by `--scenarios DIR` with 100 user scenario files.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CONFIG, fetchBody, judge, median, n0, table, word } from '../lib.mjs';
import { startEmulator, startEmulatorOnPort, WORK } from '../servers.mjs';

export const name = 'scenarios';
export const area = 'User scenarios';
export const title = 'Your own scenarios (cold start with `--scenarios DIR`)';

/** 100 user scenario files: each a couple of partial keys and one subscription with a few given fields. */
function writeUserScenarios(count) {
  const dir = join(WORK, 'user-scenarios');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  for (let i = 0; i < count; i++) {
    const n = String(i).padStart(3, '0');
    const definition = {
      name: `bench-user-${n}`,
      description: `Bench: user scenario ${n}`,
      records: {
        applicationKeys: [{ name: `Storefront ${n}` }, { name: `Back office ${n}`, reserved_rate_limit: 0 }],
        subscriptions: [
          {
            subscription: {
              attributes: {
                account_id: `6f1c2a9e-0d4b-4e3a-9f7e-${i.toString(16).padStart(12, '0')}`,
                name: `Subscriber ${n}`,
                email: `subscriber${n}@example.com`,
                currency: i % 2 ? 'EUR' : 'USD',
              },
              meta: { paused: i % 3 === 0 },
            },
          },
        ],
      },
    };
    writeFileSync(join(dir, `user-${n}.json`), `${JSON.stringify(definition, null, 2)}\n`);
  }
  return dir;
}

export async function run(context) {
  const paths = await context.peerPaths();
  const dir = writeUserScenarios(100);
  // Once, untimed: the folder loads, lists 100 user scenarios, and serves one of them.
  const check = await startEmulator(['--scenarios', dir]);
  let loaded;
  try {
    const listed = JSON.parse((await fetchBody(`${check.url}/__emulator/scenarios`, {})).body);
    loaded = listed.scenarios.filter((s) => s.origin !== 'built-in').length;
    await fetchBody(`${check.url}/v2/subscriptions/subscriptions?scenario=bench-user-042`);
  } finally {
    await check.stop();
  }
  const variants = { without: [], with: ['--scenarios', dir] };
  const runs = { without: [], with: [] };
  for (let run = 0; run < CONFIG.coldRuns; run++) {
    const order = run % 2 ? ['with', 'without'] : ['without', 'with'];
    for (const name of order) {
      const server = await startEmulatorOnPort(paths.key, variants[name]);
      runs[name].push(server.readyMs);
      await server.stop();
    }
  }
  const withoutMs = median(runs.without);
  const withMs = median(runs.with);
  return { files: 100, loaded, runs, withoutMs, withMs, addedMs: withMs - withoutMs };
}

export function targets(u) {
  return [
    { what: 'Cold start added by --scenarios DIR (100 files)', value: u.addedMs, op: '<=', limit: 300, unit: 'ms' },
  ];
}

export function render(u) {
  return [
    `Spawn to first 200 on GET one key, with and without \`--scenarios DIR\` where DIR holds ${u.files} JSON scenario files (each two partial keys and one subscription with account, name, email, currency and a lifecycle flag given); the runs alternate. Checked first: the server lists ${u.loaded} user scenarios and serves one.`,
    '',
    table(
      ['emulator', 'median', 'runs (ms)'],
      [
        ['without --scenarios', `${n0(u.withoutMs)} ms`, u.runs.without.map(n0).join(', ')],
        [`with --scenarios DIR (${u.files} files)`, `${n0(u.withMs)} ms`, u.runs.with.map(n0).join(', ')],
      ],
    ),
    '',
    `Added: **${n0(u.addedMs)} ms** ${word(judge(u.addedMs, '<=', 300))} (<= 300 ms).`,
    '',
  ];
}
