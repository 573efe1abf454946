#!/usr/bin/env node
// The command line: flags in, the library called, nothing else. Bad input is one line on stderr and exit code 1.
import { parseArgs } from 'node:util';
import type { EmulatorOptions } from '../index.js';
import { BUILT_IN_SCENARIOS } from '../scenarios/built-in.generated.js';
import { STORE_CREDENTIALS, WELL_KNOWN_IDS } from '../store/ids.js';
import { VERSION } from '../version.generated.js';

const HELP = `commerce-emulator ${VERSION}: a local emulator of the application-keys and subscriptions API

Usage: commerce-emulator [options]

  --port N            port to listen on (default 4010; 0 picks a free one)
  --host ADDRESS      address to bind (default 127.0.0.1, loopback only)
  --seed N            seed of the generated data; the same seed gives the same bytes (default 1)
  --now ISO           reference date the data is built around (default 2026-01-01T00:00:00Z)
  --scenario NAME     scenario for requests that name none (default default)
  --session NAME      session for requests that name none (default default): writes stay in their session
  --auth MODE         any (any bearer token), strict (only tokens issued here) or off (default any)
  --strict-params     unknown query parameters and include values are a 400
  --latency MS        wait this long before every API answer (default 0)
  --dunning-action A  what 11 failed payments end in: suspend, close or none (default suspend)
  --journal N         keep the last N requests for GET /__emulator/requests (default 1000; 0 turns it off)
  --store-rate-limit N  the store's rate limit: keys' reserved shares never add up past it (default 100)
  --log FORMAT        pretty, json or silent (default pretty)
  --no-admin          turn off the admin API under /__emulator
  --help              show this help
  --version           print the version

Scenarios (?scenario=NAME, header X-Emulator-Scenario: NAME, or PUT /__emulator/scenario):
${BUILT_IN_SCENARIOS.map((s) => `  ${s.name.padEnd(14)} ${s.description}`).join('\n')}
`;

const OPTIONS = {
  port: { type: 'string' },
  host: { type: 'string' },
  seed: { type: 'string' },
  now: { type: 'string' },
  scenario: { type: 'string' },
  session: { type: 'string' },
  auth: { type: 'string' },
  'strict-params': { type: 'boolean' },
  latency: { type: 'string' },
  'store-rate-limit': { type: 'string' },
  'dunning-action': { type: 'string' },
  journal: { type: 'string' },
  log: { type: 'string' },
  'no-admin': { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
  version: { type: 'boolean', short: 'v' },
} as const;

/** Bad input on the command line: its message is the one line printed. */
class UsageError extends Error {}

const ISO_DATE_TIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d(:\d\d(\.\d+)?)?(Z|[+-]\d\d:\d\d)$/;

function wrong(name: string, expected: string, text: string): never {
  throw new UsageError(`--${name} must be ${expected}, got "${text.slice(0, 100)}"`);
}

function integer(name: string, text: string | undefined, fallback: number, max: number): number {
  if (text === undefined) return fallback;
  if (!/^\d+$/.test(text) || Number(text) > max) wrong(name, `a whole number from 0 to ${max}`, text);
  return Number(text);
}

function oneOf<T extends string>(name: string, text: string | undefined, allowed: readonly T[], fallback: T): T {
  if (text === undefined) return fallback;
  if (!allowed.includes(text as T)) wrong(name, `one of ${allowed.join(', ')}`, text);
  return text as T;
}

/**
 * `--port -1` is a value to us, not an option: a flag that takes a value takes the next word, whatever it starts
 * with (parseArgs would call it ambiguous and name no flag the user can fix).
 */
function joinValues(argv: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const word = argv[i] as string;
    const name = word.startsWith('--') ? word.slice(2) : undefined;
    const option = name === undefined ? undefined : OPTIONS[name as keyof typeof OPTIONS];
    if (option?.type === 'string' && i + 1 < argv.length) out.push(`${word}=${argv[++i]}`);
    else out.push(word);
  }
  return out;
}

type Command =
  | { kind: 'help' | 'version' }
  | { kind: 'serve'; port: number; host: string; log: 'pretty' | 'json' | 'silent'; options: EmulatorOptions };

/** Reads the command line; throws a `UsageError` naming the flag at fault. */
function parseCommand(argv: string[]): Command {
  let values: ReturnType<typeof parseArgs<{ options: typeof OPTIONS }>>['values'];
  try {
    values = parseArgs({ args: joinValues(argv), strict: true, allowPositionals: false, options: OPTIONS }).values;
  } catch (error) {
    throw new UsageError(`${(error as Error).message.split('\n')[0]} (see --help)`);
  }
  if (values.help) return { kind: 'help' };
  if (values.version) return { kind: 'version' };
  const now = values.now;
  if (now !== undefined && !(ISO_DATE_TIME.test(now) && !Number.isNaN(Date.parse(now)))) {
    wrong('now', 'an ISO 8601 date-time such as 2026-01-01T00:00:00Z', now);
  }
  const names = BUILT_IN_SCENARIOS.map((s) => s.name);
  if (values.scenario !== undefined && !names.includes(values.scenario)) {
    wrong('scenario', `one of ${names.join(', ')}`, values.scenario);
  }
  return {
    kind: 'serve',
    port: integer('port', values.port, 4010, 65535),
    host: values.host ?? '127.0.0.1',
    log: oneOf('log', values.log, ['pretty', 'json', 'silent'] as const, 'pretty'),
    options: {
      seed: integer('seed', values.seed, 1, Number.MAX_SAFE_INTEGER),
      now,
      scenario: values.scenario,
      session: values.session,
      auth: oneOf('auth', values.auth, ['any', 'strict', 'off'] as const, 'any'),
      strictParams: values['strict-params'] ?? false,
      latency: integer('latency', values.latency, 0, 600_000),
      storeRateLimit: integer('store-rate-limit', values['store-rate-limit'], 100, 2_147_483_647),
      journal: integer('journal', values.journal, 1000, 1_000_000),
      dunningAction: oneOf(
        'dunning-action',
        values['dunning-action'],
        ['suspend', 'close', 'none'] as const,
        'suspend',
      ),
      admin: !values['no-admin'],
    },
  };
}

function logger(format: 'pretty' | 'json' | 'silent'): EmulatorOptions['onRequest'] {
  if (format === 'silent') return undefined;
  if (format === 'json') {
    return (entry) => {
      const line = { time: new Date().toISOString(), ...entry, ms: Math.round(entry.ms * 10) / 10 };
      process.stdout.write(`${JSON.stringify(line)}\n`);
    };
  }
  return (entry) =>
    process.stdout.write(
      `${entry.method} ${entry.path.slice(0, 200)} ${entry.status} ${entry.ms.toFixed(1)}ms [${entry.scenario ?? '-'}]\n`,
    );
}

function notices(format: 'pretty' | 'json' | 'silent'): EmulatorOptions['onNotice'] {
  if (format === 'silent') return undefined;
  if (format === 'json') {
    return (notice) => process.stdout.write(`${JSON.stringify({ time: new Date().toISOString(), notice })}\n`);
  }
  return (notice) => process.stdout.write(`notice: ${notice}\n`);
}

function listenError(error: NodeJS.ErrnoException, host: string, port: number): string {
  if (error.code === 'EADDRINUSE')
    return `port ${port} is already in use on ${host}: pick another with --port (0 picks a free one)`;
  if (error.code === 'EADDRNOTAVAIL' || error.code === 'ENOTFOUND')
    return `cannot bind to --host ${host}: no such local address`;
  if (error.code === 'EACCES') return `not allowed to listen on ${host}:${port}: pick a port above 1023`;
  return `cannot listen on ${host}:${port}: ${error.message}`;
}

function banner(url: string, options: EmulatorOptions): string {
  const width = Math.max(...BUILT_IN_SCENARIOS.map((s) => s.name.length));
  return [
    `scenario: ${options.scenario ?? 'default'}  session: ${options.session ?? 'default'}  seed: ${options.seed}  auth: ${options.auth}`,
    'scenarios (?scenario=NAME or header X-Emulator-Scenario):',
    ...BUILT_IN_SCENARIOS.map((s) => `  ${s.name.padEnd(width)}  ${s.description}`),
    'well-known subscription ids:',
    ...Object.entries(WELL_KNOWN_IDS).map(([state, id]) => `  ${state.padEnd(width)}  ${id}`),
    `store credentials (client_credentials): ${STORE_CREDENTIALS.client_id} / ${STORE_CREDENTIALS.client_secret}`,
    options.admin ? `admin API: ${url}/__emulator/scenarios` : 'admin API: off',
  ].join('\n');
}

async function main(argv: string[]): Promise<void> {
  const command = parseCommand(argv);
  if (command.kind !== 'serve') {
    process.stdout.write(command.kind === 'help' ? HELP : `${VERSION}\n`);
    return;
  }
  const { port, host, log } = command;
  const options: EmulatorOptions = { ...command.options, onRequest: logger(log), onNotice: notices(log) };
  // Loaded only once the flags are known good: a bad flag, --help and --version answer without the heavy imports.
  const { createEmulator } = await import('../index.js');
  let emulator: ReturnType<typeof createEmulator>;
  try {
    emulator = createEmulator(options);
  } catch (error) {
    throw new UsageError((error as Error).message.replace(/^createEmulator: (\w+) /, '--$1 '));
  }
  const server = await emulator.listen({ port, host }).catch((error: NodeJS.ErrnoException) => {
    throw new UsageError(listenError(error, host, port));
  });

  // Signals are handled before anything is printed, so a script that stops the server on seeing the listening line
  // always gets the graceful close and exit 0.
  let closing = false;
  const shutdown = () => {
    if (closing) return;
    closing = true;
    server.close().then(() => process.exit(0));
    // Connections still busy after a grace period are not worth waiting for.
    setTimeout(() => process.exit(0), 3000).unref();
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);

  if (!['127.0.0.1', 'localhost', '::1'].includes(host) && !host.startsWith('127.')) {
    process.stderr.write(
      `commerce-emulator: warning: bound to ${host}, reachable from other machines; it has no real auth\n`,
    );
  }
  // Always printed, even with --log silent, so that scripts can find the port.
  process.stdout.write(`commerce-emulator listening on ${server.url}\n`);
  if (log !== 'silent') process.stdout.write(`${banner(server.url, options)}\n`);
}

main(process.argv.slice(2)).catch((error: unknown) => {
  const message = error instanceof UsageError ? error.message : `unexpected failure: ${(error as Error)?.message}`;
  process.stderr.write(`commerce-emulator: ${message}\n`);
  process.exit(1);
});
