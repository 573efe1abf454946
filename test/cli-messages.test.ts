import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SUBSCRIPTION_EVENT_KEYS } from '../src/events/keys.js';
import { createEmulator } from '../src/index.js';
import { BUILT_IN_SCENARIOS } from '../src/scenarios/registry.js';
import { VERSION } from '../src/version.generated.js';
import { cli } from './support/cli.js';

// Every message the command line can give a user who got something wrong, word for word: one line on stderr, the
// program's name in front, never a doubled prefix, nothing on stdout, exit code 1. (EACCES, a port below 1024 without
// the right to it, cannot be met here, where the tests run as root: src/node/cli.ts words it like the others.)
const VALID = BUILT_IN_SCENARIOS.map((scenario) => scenario.name).join(', ');
const folder = mkdtempSync(join(tmpdir(), 'commerce-emulator-messages-'));
writeFileSync(join(folder, 'bad.json'), '{ nope');
/** --data-dir folders, each holding a snapshot.json the emulator cannot restore (which it leaves as it is). */
const dataDir = (name: string, snapshot?: unknown) => {
  const dir = join(folder, name);
  mkdirSync(dir);
  if (snapshot === undefined) mkdirSync(join(dir, 'snapshot.json'));
  else writeFileSync(join(dir, 'snapshot.json'), typeof snapshot === 'string' ? snapshot : JSON.stringify(snapshot));
  return dir;
};
const SETTINGS = {
  api_version: '2024',
  seed: 1,
  now: '2026-01-01T00:00:00Z',
  store_rate_limit: 100,
  dunning_action: 'suspend',
};
const SNAPSHOT = { format: 'commerce-emulator/snapshot', version: 1, emulator: VERSION, ...SETTINGS, sessions: [] };
const RESET = 'start with --data-dir-reset to start over (the file is kept as snapshot.json.unreadable-<time>)';
const DATA = {
  json: dataDir('data-json', '{ nope'),
  folder: dataDir('data-folder'),
  newer: dataDir('data-newer', { ...SNAPSHOT, version: 2 }),
  seed: dataDir('data-seed', { ...SNAPSHOT, seed: 3 }),
  scenario: dataDir('data-scenario', { ...SNAPSHOT, sessions: [{ scenario: 'gone', session: 'default', steps: [] }] }),
};
const snapshotIn = (dir: string) => join(dir, 'snapshot.json');

const CASES: [args: string[], message: string][] = [
  [['--bogus'], 'unknown flag --bogus (see --help)'],
  [['--port'], '--port needs a value (see --help)'],
  [['--watch=yes'], '--watch takes no value (see --help)'],
  [['4010'], 'unexpected argument "4010": every value follows its flag, e.g. --port 4010 (see --help)'],
  [['--port', 'nope'], '--port must be a whole number from 0 to 65535, got "nope"'],
  [['--port', '70000'], '--port must be a whole number from 0 to 65535, got "70000"'],
  [['--port', '-1'], '--port must be a whole number from 0 to 65535, got "-1"'],
  [['--seed', '1.5'], '--seed must be a whole number from 0 to 9007199254740991, got "1.5"'],
  [['--latency', 'slow'], '--latency must be a whole number from 0 to 600000, got "slow"'],
  [['--journal', '-5'], '--journal must be a whole number from 0 to 1000000, got "-5"'],
  [['--session-memory', '0'], '--session-memory must be a whole number from 1 to 1000000, got "0"'],
  [['--session-memory', '1.5'], '--session-memory must be a whole number from 1 to 1000000, got "1.5"'],
  [['--store-rate-limit', 'x'], '--store-rate-limit must be a whole number from 0 to 2147483647, got "x"'],
  [['--auth', 'maybe'], '--auth must be one of any, strict, off, got "maybe"'],
  [['--log', 'loud'], '--log must be one of pretty, json, silent, got "loud"'],
  [['--dunning-action', 'retry'], '--dunning-action must be one of suspend, close, none, got "retry"'],
  [['--now', 'soon'], '--now must be an ISO 8601 date-time such as 2026-01-01T00:00:00Z, got "soon"'],
  [['--watch'], '--watch needs --scenarios DIR: it watches those folders'],
  [['--scenario', 'nope'], `--scenario: unknown scenario "nope": valid scenarios are ${VALID}`],
  [['--scenario', '__proto__'], `--scenario: unknown scenario "__proto__": valid scenarios are ${VALID}`],
  [
    ['--session', 'two words'],
    '--session: session name "two words" is not valid: use 1 to 64 of A-Z, a-z, 0-9, ".", "_" and "-"',
  ],
  [['--scenarios', join(folder, 'nope')], `--scenarios ${join(folder, 'nope')}: no such folder`],
  [['--host', '203.0.113.7'], 'cannot bind to --host 203.0.113.7: no such local address'],
  [['--data-dir-reset'], '--data-dir-reset needs --data-dir DIR: it resets the snapshot kept there'],
  [['--data-dir', ''], '--data-dir needs a folder, got ""'],
  [['--data-dir', join(folder, 'bad.json')], `--data-dir ${join(folder, 'bad.json')}: not a folder`],
  [
    ['--data-dir', join(folder, 'bad.json', 'data')],
    `--data-dir ${join(folder, 'bad.json', 'data')}: cannot create it (ENOTDIR)`,
  ],
  [['--data-dir', DATA.json], `${snapshotIn(DATA.json)} is not valid JSON (it breaks at byte 2 of 6): ${RESET}`],
  [['--data-dir', DATA.folder], `${snapshotIn(DATA.folder)} cannot be read (EISDIR): ${RESET}`],
  [
    ['--data-dir', DATA.newer],
    `${snapshotIn(DATA.newer)}: the snapshot is of format version 2, newer than this emulator's 1 (commerce-emulator ${VERSION}): upgrade commerce-emulator to restore it; or ${RESET}`,
  ],
  [
    ['--data-dir', DATA.seed],
    `${snapshotIn(DATA.seed)}: the snapshot was taken with seed 3, this emulator runs with 1: its sessions would not come out the same; start the emulator as the snapshot's was; or ${RESET}`,
  ],
  [
    ['--data-dir', DATA.scenario],
    `${snapshotIn(DATA.scenario)}: sessions[0]: this emulator has no scenario "gone"; or ${RESET}`,
  ],
  [
    ['--proxy', 'ftp://store.example.com'],
    `--proxy must be the real store's http:// or https:// address such as https://store.example.com, got "ftp://store.example.com"`,
  ],
  [
    ['--proxy', 'https://store.example.com/v2?x=1'],
    `--proxy must be the real store's http:// or https:// address such as https://store.example.com, got "https://store.example.com/v2?x=1"`,
  ],
  [
    ['--drift-report', join(folder, 'drift.xml')],
    '--drift-report needs --proxy URL: it reports how the real answers differ from the contract',
  ],
  [
    ['--proxy', 'http://127.0.0.1:9', '--drift-report', join(folder, 'nope', 'drift.xml')],
    `cannot write the drift report ${join(folder, 'nope', 'drift.xml')}: no such folder`,
  ],
];

describe('every CLI message a user can meet', { timeout: 60_000 }, () => {
  it.concurrent.each(CASES)('%j', async (args, message) => {
    const { code, stdout, stderr } = await cli('--port', '0', '--log', 'silent', ...args).exited;
    expect({ code, stdout, stderr }).toEqual({ code: 1, stdout: '', stderr: `commerce-emulator: ${message}\n` });
  });

  it.concurrent('a file that is not JSON', async () => {
    const { code, stderr } = await cli('--port', '0', '--scenarios', folder).exited;
    expect(code).toBe(1);
    expect(stderr).toMatch(
      new RegExp(`^commerce-emulator: ${join(folder, 'bad.json').replaceAll('/', '\\/')}: not valid JSON: [^\\n]+\\n$`),
    );
  });

  it.concurrent('a port in use', async () => {
    const busy = net.createServer();
    await new Promise<void>((resolve) => busy.listen(0, '127.0.0.1', resolve));
    const { port } = busy.address() as net.AddressInfo;
    const { code, stdout, stderr } = await cli('--port', String(port), '--log', 'silent').exited;
    busy.close();
    expect({ code, stdout, stderr }).toEqual({
      code: 1,
      stdout: '',
      stderr: `commerce-emulator: port ${port} is already in use on 127.0.0.1: pick another with --port (0 picks a free one)\n`,
    });
  });
});

// `commerce-emulator trigger KEY`: its own flags' messages, and a running emulator's refusals as one line each.
const TRIGGER_CASES: [args: string[], message: string][] = [
  [['trigger'], 'trigger needs an event key, e.g. commerce-emulator trigger subscription.paused (see --help)'],
  [['trigger', 'a', 'b'], 'trigger takes one event key, got "a" and "b"'],
  [['trigger', 'subscription.paused', '--bogus'], 'trigger: unknown flag --bogus (see --help)'],
  [['trigger', 'subscription.paused', '--url'], 'trigger: --url needs a value (see --help)'],
  [
    ['trigger', 'subscription.paused', '--url', 'ftp://example.com'],
    `--url must be the emulator's http:// address such as http://127.0.0.1:4010, got "ftp://example.com"`,
  ],
];

// `export`, `record` and `import-har`: their flags' messages (what a store or a file makes them say is in
// test/scenario-commands.test.ts).
const SCENARIO_COMMAND_CASES: [args: string[], message: string][] = [
  [['export'], 'export needs --session (see --help)'],
  [['export', '--session', 'x', '--bogus'], 'export: unknown flag --bogus (see --help)'],
  [['export', '--session', 'x', '--target', 'http://a'], 'export takes no --target (see --help)'],
  [['export', '--session', 'x', 'extra'], 'export: unexpected argument "extra" (see --help)'],
  [['export', '--session', 'x', '--url', 'ftp://a'], '--url must be an http:// or https:// address, got "ftp://a"'],
  [
    ['export', '--session', 'x', '--now', 'soon'],
    '--now must be an ISO 8601 date-time such as 2026-01-01T00:00:00Z, got "soon"',
  ],
  [
    ['export', '--session', 'x', '--name', 'A'],
    '--name must be 1 to 63 lower-case letters, digits and dashes, got "A"',
  ],
  [['export', '--session', 'x', '--out', ''], '--out must be a file or folder, got ""'],
  [['record', '--target', 'http://a', '--client-id', 'i', '--client-secret', 's'], 'record needs --out (see --help)'],
  [['record', '--client-id', 'i'], 'record needs --target (see --help)'],
  [['record', '--target', 'http://a', '--session', 'x'], 'record takes no --session (see --help)'],
  [['import-har'], 'import-har needs the HAR file, e.g. commerce-emulator import-har traffic.har (see --help)'],
  [['import-har', 'a.har', 'b.har'], 'import-har: unexpected argument "b.har" (see --help)'],
  [['import-har', 'a.har', '--url', 'http://a'], 'import-har takes no --url (see --help)'],
];

/** What a running emulator answers `trigger` with, as the command says it (`URL` is its address). */
const SERVER_CASES: [args: string[], message: string][] = [
  [
    ['trigger', 'nope'],
    `URL answered 400: key must be one of the 28 subscription event keys (${SUBSCRIPTION_EVENT_KEYS.join(', ')}), got "nope"`,
  ],
  [
    ['trigger', 'subscription.paused', '--subscription', '10000000-0000-4000-8000-000000000001'],
    'URL answered 404: GET /v2/subscriptions/subscriptions/10000000-0000-4000-8000-000000000001: subscription not found: no subscription has id "10000000-0000-4000-8000-000000000001"',
  ],
  [
    ['trigger', 'subscription.closed', '--session', 'cli-closed'],
    'URL answered 422: no subscription is on a plan that ends (end_behavior close) in scenario default, session cli-closed: make one (POST /v2/subscriptions/subscriptions) or name one with subscription',
  ],
  [
    ['trigger', 'subscription.paused', '--scenario', 'nope'],
    `URL answered 400: unknown scenario "nope": valid scenarios are ${VALID}`,
  ],
  [
    ['trigger', 'subscription.paused', '--session', 'two words'],
    'URL answered 400: session name "two words" is not valid: use 1 to 64 of A-Z, a-z, 0-9, ".", "_" and "-"',
  ],
];

describe('every message of commerce-emulator trigger', { timeout: 60_000 }, () => {
  it.concurrent.each(TRIGGER_CASES)('%j', async (args, message) => {
    const { code, stdout, stderr } = await cli(...args).exited;
    expect({ code, stdout, stderr }).toEqual({ code: 1, stdout: '', stderr: `commerce-emulator: ${message}\n` });
  });

  it.concurrent.each(SCENARIO_COMMAND_CASES)('%j', async (args, message) => {
    const { code, stdout, stderr } = await cli(...args).exited;
    expect({ code, stdout, stderr }).toEqual({ code: 1, stdout: '', stderr: `commerce-emulator: ${message}\n` });
  });

  it.concurrent.each(SERVER_CASES)('%j against a running emulator', async (args, message) => {
    const server = await createEmulator().listen({ port: 0 });
    const { code, stdout, stderr } = await cli(...args, '--url', server.url).exited;
    await server.close();
    const expected = `commerce-emulator: ${message.replace('URL', server.url)}\n`;
    expect({ code, stdout, stderr }).toEqual({ code: 1, stdout: '', stderr: expected });
  });

  it.concurrent('an emulator that is not running', async () => {
    const free = net.createServer();
    await new Promise<void>((resolve) => free.listen(0, '127.0.0.1', resolve));
    const { port } = free.address() as net.AddressInfo;
    await new Promise((resolve) => free.close(resolve));
    const url = `http://127.0.0.1:${port}`;
    const { code, stdout, stderr } = await cli('trigger', 'subscription.paused', '--url', url).exited;
    expect({ code, stdout, stderr }).toEqual({
      code: 1,
      stdout: '',
      stderr: `commerce-emulator: cannot reach the emulator at ${url} (ECONNREFUSED): start it (commerce-emulator) or give its address with --url\n`,
    });
  });

  it.concurrent('an emulator without its admin API', async () => {
    const server = await createEmulator({ admin: false }).listen({ port: 0 });
    const { code, stdout, stderr } = await cli('trigger', 'subscription.paused', '--url', server.url).exited;
    await server.close();
    expect({ code, stdout, stderr }).toEqual({
      code: 1,
      stdout: '',
      stderr: `commerce-emulator: ${server.url} has no admin API (started with --no-admin?): trigger needs its POST /__emulator/events\n`,
    });
  });

  it.concurrent('a server that is not an emulator', async () => {
    const other = createServer((_req, res) => res.end('hello'));
    await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(other.address() as net.AddressInfo).port}`;
    const { code, stdout, stderr } = await cli('trigger', 'subscription.paused', '--url', url).exited;
    other.close();
    expect({ code, stdout, stderr }).toEqual({
      code: 1,
      stdout: '',
      stderr: `commerce-emulator: ${url} answered 200 without the events: is it a commerce-emulator?\n`,
    });
  });
});
