import type { Pipeline } from './app.js';
import type { ApiVersion } from './catalog/types.js';
import type { EventBus, SavedDeliveries } from './events/bus.js';
import type { Scenario } from './scenarios/types.js';
import type { Step } from './store/session.js';
import type { Store } from './store/store.js';
import { VERSION } from './version.generated.js';

/**
 * Snapshots: everything sessions hold, as one versioned JSON document. A session is kept as its history (the requests
 * that wrote, as sent, and the clock moves) with its integrations' deliveries; restoring replays the history in a new
 * session of the same world and seed, which makes it again byte for byte (every id and date comes from the session's
 * identity and clock), in Node or in a browser alike.
 */

export const SNAPSHOT_FORMAT = 'commerce-emulator/snapshot';
/** The document's version: a newer one is refused, naming both. */
export const SNAPSHOT_VERSION = 1;

/** One session in a snapshot. */
export interface SessionSnapshot {
  scenario: string;
  session: string;
  steps: Step[];
  /** Its integrations' logs and jobs, and the deliveries not made yet. */
  deliveries?: SavedDeliveries;
}

/** What `snapshot()` returns and `restore()` takes. */
export interface Snapshot {
  format: typeof SNAPSHOT_FORMAT;
  version: number;
  /** The emulator that wrote it (for people; not checked). */
  emulator: string;
  /** What the sessions' worlds are built from: a restore into an emulator built otherwise is refused. */
  api_version: ApiVersion;
  seed: number;
  now: string;
  store_rate_limit: number;
  dunning_action: string;
  sessions: SessionSnapshot[];
}

/** A snapshot that cannot be restored here, and why; `status` is the admin API's answer (400, 409 or 422). */
export class SnapshotError extends Error {
  override name = 'SnapshotError';
  constructor(
    message: string,
    readonly status: 400 | 409 | 422 = 422,
  ) {
    super(message);
  }
}

/** What a snapshot is taken from and restored into: one emulator's state. */
export interface SnapshotHost {
  store: Store;
  events: EventBus;
  pipeline: Pipeline;
  scenarios: ReadonlyMap<string, Scenario>;
  settings: Pick<Snapshot, 'api_version' | 'seed' | 'now' | 'store_rate_limit' | 'dunning_action'>;
}

/** The sessions holding writes (or the one of `only`), as a snapshot. */
export function takeSnapshot(host: SnapshotHost, only?: { scenario: string; session: string }): Snapshot {
  const pick =
    only === undefined
      ? undefined
      : (scenario: string, session: string) => scenario === only.scenario && session === only.session;
  const sessions = host.store.histories(pick).map(({ scenario, session, steps }) => {
    const deliveries = host.events.deliveriesOf(scenario, session);
    return { scenario, session, steps, ...(deliveries === undefined ? {} : { deliveries }) };
  });
  return { format: SNAPSHOT_FORMAT, version: SNAPSHOT_VERSION, emulator: VERSION, ...host.settings, sessions };
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function checkStep(step: unknown, where: string): Step {
  if (isObject(step) && typeof step.clock === 'number' && Number.isFinite(step.clock)) return { clock: step.clock };
  if (
    isObject(step) &&
    typeof step.method === 'string' &&
    typeof step.path === 'string' &&
    step.path.startsWith('/') &&
    typeof step.query === 'string' &&
    (step.type === undefined || typeof step.type === 'string') &&
    (step.body === undefined || typeof step.body === 'string')
  ) {
    return step as Step;
  }
  throw new SnapshotError(
    `${where} is neither a request ({method, path, query, type?, body?}) nor a clock move ({clock})`,
    400,
  );
}

/** A document read as a snapshot this emulator can restore, or a SnapshotError that says what is wrong with it. */
export function readSnapshot(document: unknown, host: SnapshotHost): Snapshot {
  if (!isObject(document) || document.format !== SNAPSHOT_FORMAT) {
    throw new SnapshotError(`not a snapshot: a snapshot is a JSON object with "format": "${SNAPSHOT_FORMAT}"`, 400);
  }
  const version = document.version;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1) {
    throw new SnapshotError(`the snapshot's version must be a whole number >= 1, got ${JSON.stringify(version)}`, 400);
  }
  if (version > SNAPSHOT_VERSION) {
    throw new SnapshotError(
      `the snapshot is of format version ${version}, newer than this emulator's ${SNAPSHOT_VERSION} (commerce-emulator ${VERSION}): upgrade commerce-emulator to restore it`,
      422,
    );
  }
  for (const [field, value] of Object.entries(host.settings)) {
    if (document[field] === undefined) throw new SnapshotError(`the snapshot has no "${field}"`, 400);
    if (document[field] !== value) {
      throw new SnapshotError(
        `the snapshot was taken with ${field} ${JSON.stringify(document[field])}, this emulator runs with ${JSON.stringify(value)}: its sessions would not come out the same; start the emulator as the snapshot's was`,
        409,
      );
    }
  }
  if (!Array.isArray(document.sessions)) throw new SnapshotError('the snapshot has no "sessions" list', 400);
  const sessions = document.sessions.map((entry: unknown, index): SessionSnapshot => {
    const where = `sessions[${index}]`;
    if (!isObject(entry) || typeof entry.scenario !== 'string' || typeof entry.session !== 'string') {
      throw new SnapshotError(`${where} needs a "scenario" and a "session" name`, 400);
    }
    if (!host.scenarios.has(entry.scenario)) {
      throw new SnapshotError(`${where}: this emulator has no scenario ${JSON.stringify(entry.scenario)}`, 409);
    }
    if (!Array.isArray(entry.steps)) throw new SnapshotError(`${where} has no "steps" list`, 400);
    const steps = entry.steps.map((step: unknown, at) => checkStep(step, `${where}.steps[${at}]`));
    const deliveries = isObject(entry.deliveries) ? (entry.deliveries as unknown as SavedDeliveries) : undefined;
    return {
      scenario: entry.scenario,
      session: entry.session,
      steps,
      ...(deliveries === undefined ? {} : { deliveries }),
    };
  });
  return { ...(document as unknown as Snapshot), sessions };
}

/**
 * Restores each session of a snapshot: its writes so far dropped, its history replayed, its deliveries put back.
 * A step that does not answer as it did (a 4xx or 5xx) stops the restore with a SnapshotError naming it.
 */
export async function restoreSnapshot(host: SnapshotHost, snapshot: Snapshot): Promise<void> {
  for (const { scenario: name, session, steps, deliveries } of snapshot.sessions) {
    const scenario = host.scenarios.get(name) as Scenario;
    host.store.dropOne(name, session);
    host.events.muted = true;
    try {
      for (const [index, step] of steps.entries()) {
        if ('clock' in step) {
          await host.store.moveClock(scenario, session, () => step.clock);
          continue;
        }
        const answer = await host.pipeline.replay(requestOf(step), scenario, session);
        if (answer.status >= 400) {
          throw new SnapshotError(
            `session ${session} of scenario ${name}: step ${index + 1} (${step.method} ${step.path}) answered ${answer.status} on replay: ${answer.body.slice(0, 300)}`,
            409,
          );
        }
      }
    } finally {
      host.events.muted = false;
    }
    if (deliveries !== undefined)
      host.events.restoreDeliveries(name, session, deliveries, host.store.peek(scenario, session));
  }
}

/** A step's request, as the pipeline reads one. */
function requestOf(step: Extract<Step, { method: string }>) {
  return {
    method: step.method,
    path: step.path,
    query: step.query,
    origin: 'http://localhost',
    header: (name: string) => (name === 'content-type' ? (step.type ?? null) : null),
    readBody: async () => step.body ?? '',
  };
}
