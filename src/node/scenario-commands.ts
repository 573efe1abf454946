// `export`, `record` and `import-har`: a running emulator's session, a real store, or recorded traffic written as a
// user scenario file (partial records) that `--scenarios` loads back. One writer (scenarios/from-answers.ts) behind
// all three; what each one adds is where the answers come from and how their times are moved. Anything that goes
// wrong is a `UsageError`: one line, no stack trace.
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { createEmulator } from '../index.js';
import { type ScenarioWriting, scenarioFromAnswers, type WrittenScenario } from '../scenarios/from-answers.js';
import { BUILT_IN_SCENARIOS } from '../scenarios/registry.js';
import type { ScenarioDefinition } from '../scenarios/types.js';
import { ValidationError } from '../validate/problems.js';
import { STORE_CREDENTIALS } from '../world/ids.js';
import {
  type ExportCommand,
  type ImportHarCommand,
  type RecordCommand,
  type ScenarioCommand,
  UsageError,
  type Writing,
} from './cli-flags.js';
import { answersFromHar } from './har.js';
import { causeOf } from './reach.js';
import { readStore, type StoreTarget } from './store-reader.js';

/** What a command did: the scenario file's text, where it went, and lines for stderr. */
export interface CommandResult {
  /** The JSON written (to `file`, or to stdout when there is none). */
  json: string;
  file?: string;
  /** One line each, for stderr: what was written, what a scenario could not carry. */
  notes: string[];
}

/** A scenario name made of any text: lower-case letters, digits and dashes, 63 at most. */
export function scenarioName(text: string): string {
  const slug = text
    .toLowerCase()
    .replaceAll(/[^a-z0-9]+/g, '-')
    .replaceAll(/^-+|-+$/g, '')
    .slice(0, 63)
    .replace(/-+$/, '');
  return slug === '' ? 'recorded' : slug;
}

const iso = (ms: number) => new Date(ms).toISOString().replace(/\.000Z$/, 'Z');

/**
 * Checks that the scenario loads (in an emulator of the version it was written from, at the time it is to be served
 * at) and says so; a scenario that does not is still written, its problems said one per line.
 */
async function loads(definition: ScenarioDefinition, version: '2024' | '2026', now: string | undefined) {
  try {
    const emulator = createEmulator({
      apiVersion: version,
      scenarios: [definition],
      scenario: definition.name,
      ...(now === undefined ? {} : { now }),
    });
    // The world is built on its first request.
    const answer = await emulator.request('/v2/application-keys?page[limit]=1', {
      headers: { authorization: 'Bearer check' },
    });
    if (answer.status !== 200) return [`loading it back answered ${answer.status}: ${await answer.text()}`];
    return [];
  } catch (error) {
    if (error instanceof ValidationError) return error.lines;
    throw error;
  }
}

/** Writes the scenario, checks that it loads, and says what it holds. */
async function finish(
  written: WrittenScenario,
  version: '2024' | '2026',
  now: string | undefined,
  out: { file?: string; folder?: string },
  extra: string[],
): Promise<CommandResult> {
  const { definition } = written;
  if (BUILT_IN_SCENARIOS.some((scenario) => scenario.name === definition.name)) {
    throw new UsageError(`--name ${definition.name} is a built-in scenario's name: pick another`);
  }
  const json = `${JSON.stringify(definition, null, 2)}\n`;
  const records = definition.records ?? {};
  const counts = `${records.applicationKeys?.length ?? 0} application keys, ${records.subscriptions?.length ?? 0} subscriptions`;
  const notes = [...extra, ...written.notes];
  let file = out.file;
  if (out.folder !== undefined) {
    mkdirSync(out.folder, { recursive: true });
    file = join(out.folder, `${definition.name}.json`);
  }
  if (file !== undefined) {
    const temporary = `${file}.tmp-${process.pid}`;
    try {
      writeFileSync(temporary, json);
      renameSync(temporary, file);
    } catch (error) {
      throw new UsageError(
        `cannot write ${file}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`,
      );
    }
  }
  const problems = await loads(definition, version, now);
  const where = file === undefined ? 'stdout' : resolve(file);
  notes.unshift(
    `scenario ${definition.name} (API ${version}): ${counts} written to ${where}; serve it with --scenarios ${file === undefined ? 'DIR' : resolve(file, '..')}${now === undefined ? '' : ` --now ${now}`}`,
  );
  if (problems.length > 0) {
    throw new UsageError(
      [...notes, `the scenario does not load as written (fix the file or record again):`, ...problems].join('\n'),
    );
  }
  return { json, ...(file === undefined ? {} : { file }), notes };
}

/** The writer's settings from a command's: the shift that takes `from` (the answers' own time) to `--now`. */
function writingOf(command: Writing, name: string, description: string, from: number | undefined): ScenarioWriting {
  const shiftMs = command.now !== undefined && from !== undefined ? command.now - from : 0;
  return {
    name: command.name ?? name,
    description: command.description ?? description,
    ...(shiftMs === 0 ? {} : { shiftMs }),
    aliasIds: command.aliasIds,
  };
}

/** An admin API answer of a running emulator, or undefined when it has none (`--no-admin`). */
async function admin(url: string, path: string): Promise<Record<string, unknown> | undefined> {
  let answer: Response;
  try {
    answer = await fetch(`${url}/__emulator${path}`);
  } catch (error) {
    throw new UsageError(
      `cannot reach the emulator at ${url} (${causeOf(error)}): start it, or give its address with --url`,
    );
  }
  if (answer.status === 404) return undefined;
  const text = await answer.text();
  if (!answer.ok)
    throw new UsageError(`${url}/__emulator${path.split('?')[0]} answered ${answer.status}: ${text.slice(0, 300)}`);
  return JSON.parse(text) as Record<string, unknown>;
}

/** `export --session NAME`: the session as a scenario, its times moved so its clock is the emulator's `--now`. */
async function runExport(command: ExportCommand): Promise<CommandResult> {
  const scope = new URLSearchParams({ session: command.session });
  if (command.scenario !== undefined) scope.set('scenario', command.scenario);
  const clock = await admin(command.url, `/clock?${scope}`);
  const scenario = command.scenario ?? (typeof clock?.scenario === 'string' ? clock.scenario : undefined);
  const headers: Record<string, string> = { 'x-emulator-session': command.session };
  if (scenario !== undefined) headers['x-emulator-scenario'] = scenario;
  const target: StoreTarget = {
    url: command.url,
    headers,
    credentials: { clientId: STORE_CREDENTIALS.client_id, clientSecret: STORE_CREDENTIALS.client_secret },
  };
  const read = await readStore(target);
  // The emulator's own --now (in a snapshot's settings), where a session that never moved its clock is.
  const settings = await admin(command.url, `/snapshot?${scope}`);
  const sessionNow = typeof clock?.now === 'string' ? Date.parse(clock.now) : undefined;
  const servedAt = command.now ?? (typeof settings?.now === 'string' ? Date.parse(settings.now) : undefined);
  const extra: string[] = [];
  if (clock === undefined) extra.push(`${command.url} has no admin API: the times are written as they are`);
  if (read.offeringsAlone > 0) {
    extra.push(
      `${read.offeringsAlone} offerings without a subscription are left out (a scenario holds an offering with its subscriptions)`,
    );
  }
  const name = scenarioName(`session-${command.session}`);
  const from = scenario === undefined ? '' : ` of scenario ${scenario}`;
  const writing = writingOf(
    { ...command, ...(servedAt === undefined ? {} : { now: servedAt }) },
    name,
    `session ${command.session}${from}, exported from ${command.url} at its clock ${clock?.now ?? '(unknown)'}`,
    sessionNow,
  );
  const written = scenarioFromAnswers(read.answers, writing);
  return finish(
    written,
    read.version,
    servedAt === undefined ? undefined : iso(servedAt),
    { file: command.out },
    extra,
  );
}

/** `record --target URL`: a real store's records, read with its client credentials, as a scenario in `--out`. */
async function runRecord(command: RecordCommand): Promise<CommandResult> {
  const started = Date.now();
  const read = await readStore({
    url: command.target,
    credentials: { clientId: command.clientId, clientSecret: command.clientSecret },
  });
  const host = new URL(command.target).host;
  const extra: string[] = [];
  if (read.offeringsAlone > 0) {
    extra.push(
      `${read.offeringsAlone} offerings without a subscription are left out (a scenario holds an offering with its subscriptions)`,
    );
  }
  const writing = writingOf(
    command,
    scenarioName(`recorded-${host}`),
    `recorded from ${command.target} at ${iso(started)}`,
    started,
  );
  const written = scenarioFromAnswers(read.answers, writing);
  const now = command.now === undefined ? undefined : iso(command.now);
  return finish(written, read.version, now, { folder: command.out }, extra);
}

/** `import-har FILE`: the answers a HAR recorded, as a scenario. */
async function runImportHar(command: ImportHarCommand): Promise<CommandResult> {
  let text: string;
  try {
    text = readFileSync(command.file, 'utf8');
  } catch (error) {
    throw new UsageError(
      `cannot read ${command.file}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`,
    );
  }
  const har = answersFromHar(text, command.file);
  const subscriptions = har.answers.subscriptions.flatMap((answer) =>
    Array.isArray(answer.data) ? answer.data : [answer.data],
  );
  const attributes = (subscriptions[0] as { attributes?: Record<string, unknown> } | undefined)?.attributes;
  const version = attributes?.pricing_option_id === undefined ? '2024' : '2026';
  const writing = writingOf(
    command,
    scenarioName(`har-${basename(command.file).replace(/\.har$/i, '')}`),
    `imported from ${basename(command.file)} (${har.used} answers)`,
    har.startedAt,
  );
  const written = scenarioFromAnswers(har.answers, writing);
  const now = command.now === undefined ? undefined : iso(command.now);
  return finish(written, version, now, { file: command.out }, []);
}

/** Runs one of the three commands. */
export function runScenarioCommand(command: ScenarioCommand): Promise<CommandResult> {
  if (command.kind === 'export') return runExport(command);
  return command.kind === 'record' ? runRecord(command) : runImportHar(command);
}
