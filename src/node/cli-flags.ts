// The command line's flags: what they are, what --help says, and how they are read. Bad input is a `UsageError`.
import { parseArgs } from 'node:util';
import { parseDateTime } from '../billing/duration.js';
import { BUILT_IN_SCENARIOS } from '../scenarios/registry.js';
import { SESSION_MEGABYTES } from '../store/store.js';
import { VERSION } from '../version.generated.js';
import type { EmulatorOptions } from './emulator.js';

/** Where `trigger` finds the emulator unless told (`--url`): the server's default address. */
export const DEFAULT_URL = 'http://127.0.0.1:4010';

const FLAGS = [
  ['--port N', 'port to listen on (default 4010; 0 picks a free one)'],
  ['--host ADDRESS', 'address to bind (default 127.0.0.1, loopback only)'],
  ['--seed N', 'seed of the generated data; the same seed gives the same bytes (default 1)'],
  ['--now ISO', 'reference date the data is built around (default 2026-01-01T00:00:00Z)'],
  ['--scenario NAME', 'scenario for requests that name none (default default)'],
  ['--session NAME', 'session for requests that name none (default default): writes stay in their session'],
  ['--scenarios DIR', 'load your own scenarios (*.json, *.js, *.mjs) from DIR; repeatable'],
  ['--watch', 'reload a scenario file when it changes (a broken change keeps the last good one)'],
  ['--auth MODE', 'any (any bearer token), strict (only tokens issued here) or off (default any)'],
  ['--strict-params', 'unknown query parameters, include values and body fields are a 400'],
  ['--store-rate-limit N', "the store's rate limit: keys' reserved shares never add up past it (default 100)"],
  ['--latency MS', 'wait this long before every API answer (default 0)'],
  ['--journal N', 'keep the last N requests for GET /__emulator/requests (default 1000; 0 turns it off)'],
  [
    '--session-memory MB',
    `about how much the sessions' writes may hold before the least used go (default ${SESSION_MEGABYTES})`,
  ],
  ['--api-version V', 'the Subscriptions API to answer as: 2024 (products, plans) or 2026 (default 2024)'],
  ['--dunning-action A', 'what 11 failed payments end in: suspend, close or none (default suspend)'],
  ['--webhook-retries M', 'failed webhook deliveries: standard (after 1 s, 5 s, 25 s, 125 s) or immediate'],
  ['--webhook-timeout MS', 'how long a webhook receiver has to answer (default 10000)'],
  ['--proxy URL', 'forward API requests to the real store at URL, checking its answers against the contract'],
  ['--drift-report FILE', 'with --proxy: write how the real answers differ from the contract (JUnit XML)'],
  ['--data-dir DIR', 'keep the sessions across runs in DIR/snapshot.json (restored at start, saved at stop)'],
  ['--data-dir-reset', 'with --data-dir: a snapshot.json it cannot restore is put aside, and it starts empty'],
  ['--log FORMAT', 'pretty, json or silent (default pretty)'],
  ['--no-admin', 'turn off the admin API and the dashboard under /__emulator'],
  ['--help', 'show this help'],
  ['--version', 'print the version'],
] as const;

const TRIGGER_HELP = [
  ['trigger KEY', 'cause event KEY in a running emulator by making its real change (pause, clock move, ...)'],
  ['', 'through its admin API; prints each event emitted: key, id, time. KEY is one of the 28'],
  ['', 'subscription event keys (subscription.paused, subscription-invoice.created, ...)'],
  ['  --subscription ID', 'the subscription it is about (default: the first that can take it)'],
  ['  --url URL', `the emulator (default ${DEFAULT_URL})`],
  ['  --scenario NAME', "the scenario to make it in (default: the emulator's current one)"],
  ['  --session NAME', "the session to make it in (default: the emulator's current one)"],
] as const;

/** What `export`, `record` and `import-har` take besides their own flags. */
const WRITING_HELP = [
  ['', 'export, record and import-har also take:'],
  ['  --name NAME', "the scenario's name (lower-case letters, digits, dashes)"],
  ['  --description TEXT', "the scenario's one-line description"],
  ['  --now ISO', 'move every time so that the recording is as of ISO (export: default the'],
  ['', "emulator's --now); serve the file with --now ISO"],
  ['  --alias-ids', 'replace every id with one made from it (the same id, the same alias)'],
] as const;

const SCENARIO_HELP = [
  ['export', 'write a session of a running emulator as a scenario file (stdout or --out FILE): its keys'],
  ['', "and subscriptions as partial records, its clock moved to the emulator's --now"],
  ['  --session NAME', 'the session (required)'],
  ['  --scenario NAME', "its scenario (default: the emulator's current one)"],
  ['  --url URL', `the emulator (default ${DEFAULT_URL})`],
  ['record', "read a real store's keys, offerings and subscriptions through its API into DIR/NAME.json"],
  ['  --target URL', "the store's API, such as https://useast.api.elasticpath.com (required)"],
  ['  --client-id ID', 'the client credentials to read with (required; never written)'],
  ['  --client-secret S', 'their secret (required; never written)'],
  ['  --out DIR', 'the folder to write the scenario file to (required)'],
  ['import-har FILE', 'recorded traffic (DevTools, Playwright recordHar) as a scenario file (stdout or --out FILE)'],
  ...WRITING_HELP,
] as const;

export const HELP = `commerce-emulator ${VERSION}: a local emulator of the application-keys and subscriptions API

Usage: commerce-emulator [options]
       commerce-emulator trigger KEY [--subscription ID] [--url URL] [--scenario NAME] [--session NAME]
       commerce-emulator export --session NAME [--url URL] [--out FILE]
       commerce-emulator record --target URL --client-id ID --client-secret S --out DIR
       commerce-emulator import-har FILE [--out FILE]

${FLAGS.map(([flag, what]) => `  ${flag.padEnd(22)}${what}`).join('\n')}

Commands:
${TRIGGER_HELP.map(([flag, what]) => `  ${flag.padEnd(22)}${what}`).join('\n')}
${SCENARIO_HELP.map(([flag, what]) => `  ${flag.padEnd(22)}${what}`).join('\n')}

Scenarios (?scenario=NAME, header X-Emulator-Scenario: NAME, or PUT /__emulator/scenario):
${BUILT_IN_SCENARIOS.map((s) => `  ${s.name.padEnd(20)}${s.description}`).join('\n')}
`;

const OPTIONS = {
  port: { type: 'string' },
  host: { type: 'string' },
  seed: { type: 'string' },
  now: { type: 'string' },
  scenario: { type: 'string' },
  session: { type: 'string' },
  scenarios: { type: 'string', multiple: true },
  watch: { type: 'boolean' },
  auth: { type: 'string' },
  'strict-params': { type: 'boolean' },
  latency: { type: 'string' },
  'store-rate-limit': { type: 'string' },
  'dunning-action': { type: 'string' },
  'api-version': { type: 'string' },
  'webhook-retries': { type: 'string' },
  'webhook-timeout': { type: 'string' },
  journal: { type: 'string' },
  'session-memory': { type: 'string' },
  proxy: { type: 'string' },
  'drift-report': { type: 'string' },
  'data-dir': { type: 'string' },
  'data-dir-reset': { type: 'boolean' },
  log: { type: 'string' },
  'no-admin': { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
  version: { type: 'boolean', short: 'v' },
} as const;

/** The flag that sets each option of the library, for messages about an option's value. */
export const FLAG_OF: Record<keyof EmulatorOptions, string> = {
  seed: 'seed',
  now: 'now',
  scenario: 'scenario',
  session: 'session',
  auth: 'auth',
  strictParams: 'strict-params',
  latency: 'latency',
  baseUrl: 'base-url',
  scenarios: 'scenarios',
  storeRateLimit: 'store-rate-limit',
  onNotice: 'log',
  dunningAction: 'dunning-action',
  apiVersion: 'api-version',
  journal: 'journal',
  sessionMemory: 'session-memory',
  msw: 'msw',
  admin: 'no-admin',
  onRequest: 'log',
  webhookRetries: 'webhook-retries',
  webhookTimeout: 'webhook-timeout',
  proxy: 'proxy',
  driftReport: 'drift-report',
};

/** Bad input on the command line: each line of its message is printed. */
export class UsageError extends Error {}

function wrong(name: string, expected: string, text: string): never {
  throw new UsageError(`--${name} must be ${expected}, got "${text.slice(0, 100)}"`);
}

function integer(name: string, text: string | undefined, fallback: number, max: number, min = 0): number {
  if (text === undefined) return fallback;
  if (!/^\d+$/.test(text) || Number(text) > max || Number(text) < min) {
    wrong(name, `a whole number from ${min} to ${max}`, text);
  }
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
function joinValues(argv: string[], options: Record<string, { type: string }> = OPTIONS): string[] {
  const out: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const word = argv[i] as string;
    const name = word.startsWith('--') ? word.slice(2) : undefined;
    const option = name === undefined || !Object.hasOwn(options, name) ? undefined : options[name];
    if (option?.type === 'string' && i + 1 < argv.length) out.push(`${word}=${argv[++i]}`);
    else out.push(word);
  }
  return out;
}

/** parseArgs's complaint in the wording of the others: the flag first, then what is wrong. */
function usage(error: Error & { code?: string }): string {
  const quoted = /'([^' ]+)/.exec(error.message)?.[1] ?? '';
  switch (error.code) {
    case 'ERR_PARSE_ARGS_UNKNOWN_OPTION':
      return `unknown flag ${quoted}`;
    case 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL':
      return `unexpected argument "${quoted}": every value follows its flag, e.g. --port 4010`;
    case 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE':
      return / argument missing/.test(error.message) ? `${quoted} needs a value` : `${quoted} takes no value`;
    default:
      return error.message.split('\n')[0] ?? 'bad command line';
  }
}

/** What the three commands share: the scenario's name and description, where times go, and ids aliased. */
export interface Writing {
  name?: string;
  description?: string;
  /** `--now`: the time the scenario is to be served at (ms). */
  now?: number;
  aliasIds: boolean;
}

export interface ExportCommand extends Writing {
  kind: 'export';
  url: string;
  session: string;
  scenario?: string;
  /** A file to write; else stdout. */
  out?: string;
}

export interface RecordCommand extends Writing {
  kind: 'record';
  target: string;
  clientId: string;
  clientSecret: string;
  /** The folder the scenario file is written to. */
  out: string;
}

export interface ImportHarCommand extends Writing {
  kind: 'import-har';
  file: string;
  out?: string;
}

export type ScenarioCommand = ExportCommand | RecordCommand | ImportHarCommand;

export type Format = 'pretty' | 'json' | 'silent';

export type Command =
  | { kind: 'help' | 'version' }
  | { kind: 'trigger'; key: string; subscription?: string; url: string; scenario?: string; session?: string }
  | ScenarioCommand
  | {
      kind: 'serve';
      port: number;
      host: string;
      log: Format;
      folders: string[];
      watch: boolean;
      /** `--data-dir`: where the sessions are kept between runs; `--data-dir-reset`: put an unreadable file aside. */
      dataDir?: { folder: string; reset: boolean };
      options: EmulatorOptions;
    };

/** Reads the command line; throws a `UsageError` naming the flag at fault. */
export function parseCommand(argv: string[]): Command {
  if (argv[0] === 'trigger') return parseTrigger(argv.slice(1));
  if (argv[0] === 'export' || argv[0] === 'record' || argv[0] === 'import-har') {
    return parseScenarioCommand(argv[0], argv.slice(1));
  }
  let values: ReturnType<typeof parseArgs<{ options: typeof OPTIONS }>>['values'];
  try {
    values = parseArgs({ args: joinValues(argv), strict: true, allowPositionals: false, options: OPTIONS }).values;
  } catch (error) {
    throw new UsageError(`${usage(error as Error & { code?: string })} (see --help)`);
  }
  if (values.help) return { kind: 'help' };
  if (values.version) return { kind: 'version' };
  const now = values.now;
  if (now !== undefined && parseDateTime(now) === null) {
    wrong('now', 'an ISO 8601 date-time such as 2026-01-01T00:00:00Z', now);
  }
  const { proxy, 'drift-report': driftReport } = values;
  if (proxy !== undefined && (!/^https?:\/\/[^/\s?#]+/.test(proxy) || !URL.canParse(proxy) || /[?#]/.test(proxy))) {
    wrong('proxy', "the real store's http:// or https:// address such as https://store.example.com", proxy);
  }
  if (driftReport !== undefined && proxy === undefined) {
    throw new UsageError('--drift-report needs --proxy URL: it reports how the real answers differ from the contract');
  }
  const folders = values.scenarios ?? [];
  if (values.watch && folders.length === 0)
    throw new UsageError('--watch needs --scenarios DIR: it watches those folders');
  const dataDir = values['data-dir'];
  if (values['data-dir-reset'] && dataDir === undefined) {
    throw new UsageError('--data-dir-reset needs --data-dir DIR: it resets the snapshot kept there');
  }
  if (dataDir === '') throw new UsageError('--data-dir needs a folder, got ""');
  return {
    kind: 'serve',
    port: integer('port', values.port, 4010, 65535),
    host: values.host ?? '127.0.0.1',
    log: oneOf('log', values.log, ['pretty', 'json', 'silent'] as const, 'pretty'),
    folders,
    watch: values.watch ?? false,
    ...(dataDir === undefined ? {} : { dataDir: { folder: dataDir, reset: values['data-dir-reset'] ?? false } }),
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
      sessionMemory: integer('session-memory', values['session-memory'], SESSION_MEGABYTES, 1_000_000, 1),
      dunningAction: oneOf(
        'dunning-action',
        values['dunning-action'],
        ['suspend', 'close', 'none'] as const,
        'suspend',
      ),
      apiVersion: oneOf('api-version', values['api-version'], ['2024', '2026'] as const, '2024'),
      webhookRetries: oneOf(
        'webhook-retries',
        values['webhook-retries'],
        ['standard', 'immediate'] as const,
        'standard',
      ),
      webhookTimeout: Math.max(1, integer('webhook-timeout', values['webhook-timeout'], 10_000, 600_000)),
      admin: !values['no-admin'],
      ...(proxy === undefined ? {} : { proxy }),
      ...(driftReport === undefined ? {} : { driftReport }),
    },
  };
}

const TRIGGER_OPTIONS = {
  subscription: { type: 'string' },
  url: { type: 'string' },
  scenario: { type: 'string' },
  session: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

/** `trigger KEY [--subscription ID] [--url URL] [--scenario NAME] [--session NAME]`. */
function parseTrigger(argv: string[]): Command {
  let parsed: ReturnType<typeof parseArgs<{ options: typeof TRIGGER_OPTIONS; allowPositionals: true }>>;
  try {
    parsed = parseArgs({
      args: joinValues(argv, TRIGGER_OPTIONS),
      strict: true,
      allowPositionals: true,
      options: TRIGGER_OPTIONS,
    });
  } catch (error) {
    throw new UsageError(`trigger: ${usage(error as Error & { code?: string })} (see --help)`);
  }
  const { values, positionals } = parsed;
  if (values.help) return { kind: 'help' };
  const [key, extra] = positionals;
  if (key === undefined) {
    throw new UsageError('trigger needs an event key, e.g. commerce-emulator trigger subscription.paused (see --help)');
  }
  if (extra !== undefined) {
    throw new UsageError(`trigger takes one event key, got "${key.slice(0, 100)}" and "${extra.slice(0, 100)}"`);
  }
  const url = values.url ?? DEFAULT_URL;
  if (!/^https?:\/\/[^/\s]+/.test(url) || !URL.canParse(url)) {
    wrong('url', `the emulator's http:// address such as ${DEFAULT_URL}`, url);
  }
  return {
    kind: 'trigger',
    key,
    url: url.replace(/\/+$/, ''),
    ...(values.subscription === undefined ? {} : { subscription: values.subscription }),
    ...(values.scenario === undefined ? {} : { scenario: values.scenario }),
    ...(values.session === undefined ? {} : { session: values.session }),
  };
}

const SCENARIO_OPTIONS = {
  session: { type: 'string' },
  scenario: { type: 'string' },
  url: { type: 'string' },
  target: { type: 'string' },
  'client-id': { type: 'string' },
  'client-secret': { type: 'string' },
  out: { type: 'string' },
  name: { type: 'string' },
  description: { type: 'string' },
  now: { type: 'string' },
  'alias-ids': { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;

/** The flags each command takes (of SCENARIO_OPTIONS), and those it needs. */
const SCENARIO_FLAGS = {
  export: { takes: ['session', 'scenario', 'url', 'out'], needs: ['session'] },
  record: {
    takes: ['target', 'client-id', 'client-secret', 'out'],
    needs: ['target', 'client-id', 'client-secret', 'out'],
  },
  'import-har': { takes: ['out'], needs: [] },
} as const;

/** `export`, `record` and `import-har`, with their flags. */
function parseScenarioCommand(kind: ScenarioCommand['kind'], argv: string[]): Command {
  let parsed: ReturnType<typeof parseArgs<{ options: typeof SCENARIO_OPTIONS; allowPositionals: true }>>;
  try {
    parsed = parseArgs({
      args: joinValues(argv, SCENARIO_OPTIONS),
      strict: true,
      allowPositionals: true,
      options: SCENARIO_OPTIONS,
    });
  } catch (error) {
    throw new UsageError(`${kind}: ${usage(error as Error & { code?: string })} (see --help)`);
  }
  const { values, positionals } = parsed;
  if (values.help) return { kind: 'help' };
  const { takes, needs } = SCENARIO_FLAGS[kind];
  const common = ['name', 'description', 'now', 'alias-ids', 'help'];
  for (const flag of Object.keys(values)) {
    if (!(takes as readonly string[]).includes(flag) && !common.includes(flag))
      throw new UsageError(`${kind} takes no --${flag} (see --help)`);
  }
  for (const flag of needs) {
    if (values[flag] === undefined) throw new UsageError(`${kind} needs --${flag} (see --help)`);
  }
  const [file, extra] = positionals;
  if (kind === 'import-har' ? extra !== undefined : file !== undefined) {
    const word = kind === 'import-har' ? extra : file;
    throw new UsageError(`${kind}: unexpected argument "${String(word).slice(0, 100)}" (see --help)`);
  }
  if (kind === 'import-har' && file === undefined) {
    throw new UsageError('import-har needs the HAR file, e.g. commerce-emulator import-har traffic.har (see --help)');
  }
  const { name, now } = values;
  if (name !== undefined && !/^[a-z0-9][a-z0-9-]{0,62}$/.test(name)) {
    wrong('name', '1 to 63 lower-case letters, digits and dashes', name);
  }
  const at = now === undefined ? undefined : parseDateTime(now);
  if (now !== undefined && at === null) {
    wrong('now', 'an ISO 8601 date-time such as 2026-01-01T00:00:00Z', now);
  }
  const address = (flag: 'url' | 'target', fallback?: string) => {
    const url = values[flag] ?? fallback;
    if (url === undefined) return '';
    if (!/^https?:\/\/[^/\s]+/.test(url) || !URL.canParse(url)) wrong(flag, 'an http:// or https:// address', url);
    return url.replace(/\/+$/, '');
  };
  const writing = {
    aliasIds: values['alias-ids'] ?? false,
    ...(name === undefined ? {} : { name }),
    ...(values.description === undefined ? {} : { description: values.description }),
    ...(at === undefined || at === null ? {} : { now: at }),
  };
  const out = values.out === '' ? wrong('out', 'a file or folder', '') : values.out;
  if (kind === 'export') {
    return {
      kind,
      ...writing,
      url: address('url', DEFAULT_URL),
      session: values.session as string,
      ...(values.scenario === undefined ? {} : { scenario: values.scenario }),
      ...(out === undefined ? {} : { out }),
    };
  }
  if (kind === 'record') {
    return {
      kind,
      ...writing,
      target: address('target'),
      clientId: values['client-id'] as string,
      clientSecret: values['client-secret'] as string,
      out: out as string,
    };
  }
  return { kind, ...writing, file: file as string, ...(out === undefined ? {} : { out }) };
}
