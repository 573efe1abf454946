#!/usr/bin/env node
// The command line: flags in, the library called, nothing else. Bad input is one line per problem on stderr and
// exit code 1, never a stack trace.
import type { EmulatorControl } from '../emulator.js';
import { VERSION } from '../version.generated.js';
import { STORE_CREDENTIALS, WELL_KNOWN_IDS } from '../world/ids.js';
import { FLAG_OF, type Format, HELP, parseCommand, UsageError } from './cli-flags.js';
import type { EmulatorOptions } from './emulator.js';

function logger(format: Format): EmulatorOptions['onRequest'] {
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

/** What the emulator does on its own (a session dropped, a scenario reloaded), as the log's format writes it. */
function notices(format: Format): (notice: string) => void {
  if (format === 'silent') return () => {};
  if (format === 'json') {
    return (notice) => process.stdout.write(`${JSON.stringify({ time: new Date().toISOString(), notice })}\n`);
  }
  return (notice) => process.stdout.write(`notice: ${notice}\n`);
}

function listenError(error: NodeJS.ErrnoException, host: string, port: number): string {
  if (error.code === 'EADDRINUSE') {
    return `port ${port} is already in use on ${host}: pick another with --port (0 picks a free one)`;
  }
  if (error.code === 'EADDRNOTAVAIL' || error.code === 'ENOTFOUND')
    return `cannot bind to --host ${host}: no such local address`;
  if (error.code === 'EACCES') return `not allowed to listen on ${host}:${port}: pick a port above 1023`;
  return `cannot listen on ${host}:${port}: ${error.message}`;
}

function banner(url: string, options: EmulatorOptions, control: EmulatorControl): string {
  const scenarios = [...control.scenarios.values()];
  const width = Math.max(...scenarios.map((s) => s.name.length));
  const own = (origin = 'built-in') => (origin === 'built-in' ? '' : `  (${origin})`);
  return [
    `scenario: ${control.current()}  session: ${control.currentSession()}  seed: ${options.seed}  auth: ${options.auth}`,
    options.admin ? `dashboard: ${url}/__emulator/` : 'admin API and dashboard: off',
    ...(options.proxy === undefined
      ? []
      : [`proxy: API requests go to ${options.proxy}, their answers checked against the contract (drift)`]),
    'scenarios (?scenario=NAME or header X-Emulator-Scenario):',
    ...scenarios.map((s) => `  ${s.name.padEnd(width)}  ${s.description}${own(s.origin)}`),
    'well-known subscription ids:',
    ...Object.entries(WELL_KNOWN_IDS).map(([state, id]) => `  ${state.padEnd(width)}  ${id}`),
    `store credentials (client_credentials): ${STORE_CREDENTIALS.client_id} / ${STORE_CREDENTIALS.client_secret}`,
  ].join('\n');
}

/** `--data-dir` opened, its snapshot restored (or put aside with `--data-dir-reset`); what stops it, a usage error. */
async function openDataDir(given: { folder: string; reset: boolean }, control: EmulatorControl) {
  const dataDirs = await import('./data-dir.js');
  const warn = (line: string) => process.stderr.write(`commerce-emulator: ${line}\n`);
  return dataDirs.openDataDir(given.folder, given.reset, control, warn).catch((error: unknown) => {
    throw error instanceof dataDirs.DataDirError ? new UsageError(error.message) : error;
  });
}

async function main(argv: string[]): Promise<void> {
  const command = parseCommand(argv);
  if (command.kind === 'trigger') {
    const { runTrigger } = await import('./trigger-command.js');
    process.stdout.write((await runTrigger(command)).map((line) => `${line}\n`).join(''));
    return;
  }
  if (command.kind === 'export' || command.kind === 'record' || command.kind === 'import-har') {
    const { runScenarioCommand } = await import('./scenario-commands.js');
    const result = await runScenarioCommand(command);
    if (result.file === undefined) process.stdout.write(result.json);
    process.stderr.write(result.notes.map((line) => `commerce-emulator: ${line}\n`).join(''));
    return;
  }
  if (command.kind !== 'serve') {
    process.stdout.write(command.kind === 'help' ? HELP : `${VERSION}\n`);
    return;
  }
  const { port, host, log, folders } = command;
  const notice = notices(log);
  // Loaded only once the flags are known good: a bad flag, --help and --version answer without the heavy imports.
  const [{ createNodeEmulator }, { createNodePoster }, files, { ValidationError }, { OptionError }] = await Promise.all(
    [
      import('./emulator.js'),
      import('./webhook-poster.js'),
      import('./scenario-files.js'),
      import('../validate/problems.js'),
      import('../emulator.js'),
    ],
  );
  const loaded = await files.loadScenarioFolders(folders);
  if (loaded.problems.length > 0) throw new UsageError(loaded.problems.join('\n'));
  const options: EmulatorOptions = {
    ...command.options,
    scenarios: loaded.scenarios,
    onRequest: logger(log),
    onNotice: notice,
  };
  let made: ReturnType<typeof createNodeEmulator>;
  // Webhooks go out over node:http, with keep-alive connections per receiver (nothing in this process stubs fetch).
  const poster = createNodePoster();
  try {
    made = createNodeEmulator(options, { post: poster.post });
  } catch (error) {
    if (error instanceof ValidationError) throw new UsageError(error.lines.join('\n'));
    // The library's words, with the flag in front: never reworded.
    if (error instanceof OptionError) throw new UsageError(`--${FLAG_OF[error.option]}: ${error.problem}`);
    throw error;
  }
  const { emulator, control } = made;
  // The sessions kept in --data-dir come back before anything listens: they are what a reset goes back to.
  const dataDir = command.dataDir === undefined ? undefined : await openDataDir(command.dataDir, control);
  const server = await emulator.listen({ port, host }).catch((error: NodeJS.ErrnoException) => {
    // The proxy's own problem (a drift report that cannot be written) is said as it is.
    throw new UsageError(error.name === 'ProxyError' ? error.message : listenError(error, host, port));
  });
  const stopWatching = command.watch
    ? files.watchScenarioFolders(folders, async (file) => {
        const changed = await files.loadScenarioFile(file);
        const result = 'problem' in changed ? { problems: [changed.problem] } : control.reload(changed);
        if ('problems' in result)
          notice(`${file} not reloaded, the last good scenarios stay:\n  ${result.problems.join('\n  ')}`);
        else notice(`reloaded ${file}: ${result.changed.join(', ') || 'nothing changed'}`);
      })
    : () => {};

  // Signals are handled before anything is printed, so a script that stops the server on seeing the listening line
  // always gets the graceful close and exit 0.
  let closing = false;
  let exiting = false;
  /** Saves the sessions to --data-dir, if given, then exits: 1, with the reason on stderr, when it could not save. */
  const exit = () => {
    if (exiting) return;
    exiting = true;
    try {
      dataDir?.save();
    } catch (error) {
      process.stderr.write(`commerce-emulator: ${(error as Error).message}\n`);
      process.exit(1);
    }
    process.exit(0);
  };
  const shutdown = () => {
    if (closing) return;
    closing = true;
    stopWatching();
    // A clock move under way stops (nothing of it is made); requests under way are answered, then the server goes.
    control.store.stop();
    poster.close();
    server.close().then(exit);
    setTimeout(exit, 2000).unref();
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
  // The server goes with the process that started it: a killed `npx` (whose shell goes too) leaves it to init, which
  // it notices here within a fifth of a second, instead of holding its port with nobody to stop it.
  const parent = process.ppid;
  setInterval(() => {
    if (process.ppid !== parent) shutdown();
  }, 200).unref();

  if (!['127.0.0.1', 'localhost', '::1'].includes(host) && !host.startsWith('127.')) {
    process.stderr.write(
      `commerce-emulator: warning: bound to ${host}, reachable from other machines; it has no real auth\n`,
    );
  }
  // Always printed, even with --log silent, so that scripts can find the port.
  process.stdout.write(`commerce-emulator listening on ${server.url}\n`);
  if (log !== 'silent') process.stdout.write(`${banner(server.url, options, control)}\n`);
}

main(process.argv.slice(2)).catch((error: unknown) => {
  const message = error instanceof UsageError ? error.message : `unexpected failure: ${(error as Error)?.message}`;
  process.stderr.write(
    message
      .split('\n')
      .map((line) => `commerce-emulator: ${line}\n`)
      .join(''),
  );
  process.exit(1);
});
