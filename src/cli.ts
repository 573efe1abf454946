#!/usr/bin/env node
import { parseArgs } from 'node:util';
import { BUILT_IN_SCENARIOS } from './scenarios/registry.js';
import type { EmulatorOptions } from './server.js';
import { WELL_KNOWN_IDS } from './store/ids.js';
import { VERSION } from './version.js';

const HELP = `commerce-emulator ${VERSION}: a local emulator of the application-keys and subscriptions API

Usage: commerce-emulator [options]

  --port N            port to listen on (default 4010; 0 picks a free one)
  --host ADDRESS      address to bind (default 127.0.0.1, loopback only)
  --seed N            seed of the generated data; the same seed gives the same bytes (default 1)
  --now ISO           reference date the data is built around (default 2026-01-01T00:00:00Z)
  --scenario NAME     scenario for requests that name none (default default)
  --auth MODE         any (any bearer token), strict (only tokens issued here) or off (default any)
  --strict-params     unknown query parameters and include values are a 400
  --latency MS        wait this long before every API answer (default 0)
  --log FORMAT        pretty, json or silent (default pretty)
  --no-admin          turn off the admin API under /__emulator
  --help              show this help
  --version           print the version

Scenarios (?scenario=NAME, header X-Emulator-Scenario: NAME, or PUT /__emulator/scenario):
${BUILT_IN_SCENARIOS.map((s) => `  ${s.name.padEnd(14)} ${s.description}`).join('\n')}
`;

/** A bad flag: one line on stderr, exit code 1, no stack trace. */
function fail(message: string): never {
  process.stderr.write(`commerce-emulator: ${message}\n`);
  process.exit(1);
}

function integer(name: string, text: string | undefined, fallback: number, max: number): number {
  if (text === undefined) return fallback;
  if (!/^\d+$/.test(text) || Number(text) > max)
    fail(`--${name} must be a whole number from 0 to ${max}, got "${text}"`);
  return Number(text);
}

function oneOf<T extends string>(name: string, text: string | undefined, allowed: readonly T[], fallback: T): T {
  if (text === undefined) return fallback;
  if (!allowed.includes(text as T)) fail(`--${name} must be one of ${allowed.join(', ')}, got "${text}"`);
  return text as T;
}

function parse() {
  try {
    return parseArgs({
      strict: true,
      allowPositionals: false,
      options: {
        port: { type: 'string' },
        host: { type: 'string' },
        seed: { type: 'string' },
        now: { type: 'string' },
        scenario: { type: 'string' },
        auth: { type: 'string' },
        'strict-params': { type: 'boolean' },
        latency: { type: 'string' },
        log: { type: 'string' },
        'no-admin': { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
        version: { type: 'boolean', short: 'v' },
      },
    }).values;
  } catch (error) {
    return fail(`${(error as Error).message.split('\n')[0]} (see --help)`);
  }
}

const flags = parse();
if (flags.help) {
  process.stdout.write(HELP);
  process.exit(0);
}
if (flags.version) {
  process.stdout.write(`${VERSION}\n`);
  process.exit(0);
}

const port = integer('port', flags.port, 4010, 65535);
const host = flags.host ?? '127.0.0.1';
const log = oneOf('log', flags.log, ['pretty', 'json', 'silent'] as const, 'pretty');
const now = flags.now ?? undefined;
if (now !== undefined && !/^\d{4}-\d\d-\d\dT\d\d:\d\d(:\d\d(\.\d+)?)?(Z|[+-]\d\d:\d\d)$/.test(now)) {
  fail(`--now must be an ISO 8601 date-time such as 2026-01-01T00:00:00Z, got "${now}"`);
}
const scenarioNames = BUILT_IN_SCENARIOS.map((s) => s.name);
if (flags.scenario !== undefined && !scenarioNames.includes(flags.scenario)) {
  fail(`unknown scenario "${flags.scenario}": valid scenarios are ${scenarioNames.join(', ')}`);
}

const options: EmulatorOptions = {
  seed: integer('seed', flags.seed, 1, Number.MAX_SAFE_INTEGER),
  now,
  scenario: flags.scenario,
  auth: oneOf('auth', flags.auth, ['any', 'strict', 'off'] as const, 'any'),
  strictParams: flags['strict-params'] ?? false,
  latency: integer('latency', flags.latency, 0, 600_000),
  admin: !flags['no-admin'],
  onRequest:
    log === 'silent'
      ? undefined
      : log === 'json'
        ? (entry) => process.stdout.write(`${JSON.stringify({ time: new Date().toISOString(), ...entry })}\n`)
        : (entry) =>
            process.stdout.write(
              `${entry.method} ${entry.path.slice(0, 200)} ${entry.status} ${entry.ms.toFixed(1)}ms [${entry.scenario ?? '-'}]\n`,
            ),
};

// Loaded only once the flags are known good: a bad flag, --help and --version answer without the heavy imports.
const { createStandalone } = await import('./server.js');
let emulator: ReturnType<typeof createStandalone>;
try {
  emulator = createStandalone(options);
} catch (error) {
  fail(
    (error as Error).message
      .replace(/^createEmulator: (seed|now|latency|auth) /, '--$1 ')
      .replace(/^createEmulator: /, ''),
  );
}

const server = await emulator.listen({ port, host }).catch((error: NodeJS.ErrnoException) => {
  if (error.code === 'EADDRINUSE')
    fail(`port ${port} is already in use on ${host}: pick another with --port (0 picks a free one)`);
  if (error.code === 'EADDRNOTAVAIL' || error.code === 'ENOTFOUND')
    fail(`cannot bind to --host ${host}: no such local address`);
  if (error.code === 'EACCES') fail(`not allowed to listen on ${host}:${port}: pick a port above 1023`);
  return fail(`cannot listen on ${host}:${port}: ${error.message}`);
});

// Signals are handled before anything is printed, so a script that stops the server on seeing the listening line
// always gets the graceful close and exit 0.
let closing = false;
function shutdown(): void {
  if (closing) return;
  closing = true;
  server.close().then(() => process.exit(0));
  // Connections still busy after a grace period are not worth waiting for.
  setTimeout(() => process.exit(0), 3000).unref();
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);

if (!['127.0.0.1', 'localhost', '::1'].includes(host) && !host.startsWith('127.')) {
  process.stderr.write(
    `commerce-emulator: warning: bound to ${host}, reachable from other machines; it has no real auth\n`,
  );
}
// Always printed, even with --log silent, so that scripts can find the port.
process.stdout.write(`commerce-emulator listening on ${server.url}\n`);
if (log !== 'silent') {
  const width = Math.max(...scenarioNames.map((name) => name.length));
  const lines = [
    `scenario: ${options.scenario ?? 'default'}  seed: ${options.seed}  auth: ${options.auth}`,
    'scenarios (?scenario=NAME or header X-Emulator-Scenario):',
    ...BUILT_IN_SCENARIOS.map((s) => `  ${s.name.padEnd(width)}  ${s.description}`),
    'well-known subscription ids:',
    ...Object.entries(WELL_KNOWN_IDS).map(([state, id]) => `  ${state.padEnd(width)}  ${id}`),
    options.admin ? `admin API: ${server.url}/__emulator/scenarios` : 'admin API: off',
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}
