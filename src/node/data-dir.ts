// `--data-dir DIR`: the emulator's sessions kept between runs in DIR/snapshot.json (a snapshot, src/snapshot.ts),
// restored at start as the baseline, saved on a graceful stop and on `POST /__emulator/save`. A file that cannot be
// restored is never overwritten: the emulator refuses to start, or with `--data-dir-reset` puts it aside and starts
// empty.
import {
  closeSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import type { EmulatorControl } from '../emulator.js';
import { SnapshotError } from '../snapshot.js';

/** Why the folder or its file cannot be used: the command line says it as a usage error (one line, exit 1). */
export class DataDirError extends Error {
  override name = 'DataDirError';
}

/** The file in the folder. */
export const SNAPSHOT_FILE = 'snapshot.json';

/** What a save wrote: the file, how many sessions it holds, its size. */
export interface Saved {
  saved: string;
  sessions: number;
  bytes: number;
}

/** A folder the emulator's sessions are saved to. */
export interface DataDir {
  /** The folder, absolute. */
  readonly folder: string;
  /** Its snapshot.json, absolute. */
  readonly file: string;
  /** Writes every session to the file now, atomically: a new file renamed over the old one. */
  save(): Saved;
}

/** What `--data-dir-reset` does with a file that cannot be restored, as the refusals name it. */
const RESET_HINT = `start with --data-dir-reset to start over (the file is kept as ${SNAPSHOT_FILE}.unreadable-<time>)`;

/** The data folder of each emulator started with one, for the admin API's `POST /__emulator/save`. */
const FOLDERS = new WeakMap<EmulatorControl, DataDir>();

/** The data folder an emulator saves to, if it was started with one. */
export function dataDirOf(control: EmulatorControl): DataDir | undefined {
  return FOLDERS.get(control);
}

const codeOf = (error: unknown) => (error as NodeJS.ErrnoException).code ?? (error as Error).message;

/** Makes the folder if it is missing; a DataDirError when it cannot be one. */
function makeFolder(folder: string, given: string): void {
  try {
    mkdirSync(folder, { recursive: true });
  } catch (error) {
    const code = codeOf(error);
    if (code === 'EEXIST') throw new DataDirError(`--data-dir ${given}: not a folder`);
    throw new DataDirError(`--data-dir ${given}: cannot create it (${code})`);
  }
  if (!statSync(folder).isDirectory()) throw new DataDirError(`--data-dir ${given}: not a folder`);
}

const END_OF_INPUT = 'Unexpected end of JSON input';

/** Where JSON.parse's message says it broke (in UTF-16 units), or undefined when it says no position. */
const positionIn = (message: string) => {
  const at = /at position (\d+)/.exec(message)?.[1];
  return at === undefined ? undefined : Number(at);
};

/**
 * Where `text` stops being JSON, in UTF-16 units: JSON.parse's position; the end when the text ends too soon; else
 * (an unexpected token, whose message names no position) the shortest start of the text that is wrong before its end.
 */
function breakOf(text: string, message: string): number {
  const said = positionIn(message);
  if (said !== undefined) return said;
  if (message === END_OF_INPUT) return text.length;
  const wrongBefore = (length: number) => {
    try {
      JSON.parse(text.slice(0, length));
      return false;
    } catch (error) {
      const { message: why } = error as Error;
      if (why === END_OF_INPUT) return false;
      const at = positionIn(why);
      return at === undefined || at < length;
    }
  };
  let low = 0;
  let high = text.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (wrongBefore(middle)) high = middle;
    else low = middle + 1;
  }
  return Math.max(0, low - 1);
}

/** The file's bytes as a JSON document, or the byte offset where they stop being one. */
function parse(bytes: Buffer): { document: unknown } | { breaks: number } {
  const text = bytes.toString('utf8');
  // Bytes that are not UTF-8 (JSON's encoding) break it where they are: the first byte the text does not give back.
  const again = Buffer.from(text, 'utf8');
  if (!again.equals(bytes)) {
    let at = 0;
    while (at < bytes.length && again[at] === bytes[at]) at++;
    return { breaks: at };
  }
  try {
    return { document: JSON.parse(text) };
  } catch (error) {
    return { breaks: Buffer.byteLength(text.slice(0, breakOf(text, (error as Error).message))) };
  }
}

/** A name beside the file, free, for one put aside: snapshot.json.unreadable-<ISO time without colons>. */
function asideName(file: string): string {
  const base = `${file}.unreadable-${new Date().toISOString().replaceAll(':', '')}`;
  let name = base;
  for (let n = 2; exists(name); n++) name = `${base}-${n}`;
  return name;
}

function exists(path: string): boolean {
  try {
    statSync(path);
    return true;
  } catch {
    return false;
  }
}

/**
 * Opens `--data-dir` (made if missing) for an emulator: restores its snapshot.json, if there is one, as the baseline.
 * A file that cannot be restored stops the start with a DataDirError that says why (left as it is), or with `reset`
 * is put aside, said in one line to `warn`, and the emulator starts empty.
 */
export async function openDataDir(
  given: string,
  reset: boolean,
  control: EmulatorControl,
  warn: (line: string) => void,
): Promise<DataDir> {
  const folder = resolve(given);
  makeFolder(folder, given);
  const file = join(folder, SNAPSHOT_FILE);
  const problem = await restoreFrom(file, join(given, SNAPSHOT_FILE), control);
  if (problem !== undefined) {
    if (!reset) throw new DataDirError(`${problem.reason}${problem.lead}${RESET_HINT}`);
    const aside = asideName(file);
    renameSync(file, aside);
    // A restore that broke halfway leaves nothing behind.
    control.reset();
    warn(`${problem.reason}: kept as ${join(given, basename(aside))}, starting empty (--data-dir-reset)`);
  }
  const dir: DataDir = { folder, file, save: () => save(control, file) };
  FOLDERS.set(control, dir);
  return dir;
}

/**
 * Restores the file into the emulator: nothing to do when there is none, or why it cannot be (`reason`) and the words
 * that lead to the hint (`lead`).
 */
async function restoreFrom(
  file: string,
  shown: string,
  control: EmulatorControl,
): Promise<{ reason: string; lead: string } | undefined> {
  let bytes: Buffer;
  try {
    bytes = readFileSync(file);
  } catch (error) {
    const code = codeOf(error);
    if (code === 'ENOENT') return undefined;
    return { reason: `${shown} cannot be read (${code})`, lead: ': ' };
  }
  const parsed = parse(bytes);
  if ('breaks' in parsed) {
    return { reason: `${shown} is not valid JSON (it breaks at byte ${parsed.breaks} of ${bytes.length})`, lead: ': ' };
  }
  try {
    await control.restore(parsed.document);
    return undefined;
  } catch (error) {
    if (error instanceof SnapshotError) return { reason: `${shown}: ${error.message}`, lead: '; or ' };
    throw error;
  }
}

/** Writes the emulator's snapshot to `file` by way of a file of this process's own, renamed over it once complete. */
function save(control: EmulatorControl, file: string): Saved {
  const snapshot = control.snapshot();
  const text = JSON.stringify(snapshot);
  const partial = `${file}.tmp-${process.pid}`;
  try {
    mkdirSync(dirname(file), { recursive: true });
    const handle = openSync(partial, 'w');
    try {
      writeFileSync(handle, text);
      fsyncSync(handle);
    } finally {
      closeSync(handle);
    }
    renameSync(partial, file);
  } catch (error) {
    removeQuietly(partial);
    throw new Error(`cannot save to ${file} (${codeOf(error)})`);
  }
  return { saved: file, sessions: snapshot.sessions.length, bytes: Buffer.byteLength(text) };
}

/** Removes a partial file, if there is one (when the folder itself is gone, there is none). */
function removeQuietly(path: string): void {
  try {
    rmSync(path, { force: true });
  } catch {
    // Nothing there to remove.
  }
}
