import type { ApiVersion } from '../catalog/types.js';
import { iso, uuidFrom } from '../factories/index.js';
import type { Renderer } from '../render/renderer.js';
import type { StoreRecord } from '../store/collections.js';
import type { Change } from '../store/records.js';
import type { Session } from '../store/session.js';
import type { StoreListener } from '../store/store.js';
import type { View } from '../store/view.js';
import { type Derived, deriveEvents, type EventDraft } from './derive.js';
import type { DeliveryAttempt, EmulatorEvent, EventFilter, EventsPort, IntegrationLog, RetryMode } from './types.js';

/**
 * The emulator's events: what each session's writes and clock moves changed, as the platform's observable keys
 * (src/events/derive.ts), kept for `events()` and `waitForEvent()`, and delivered to the integrations of the session
 * that observe them: a webhook by an HTTP POST (through the host's `fetch`, or the poster the host gives: the standalone
 * server's is node:http with keep-alive connections per receiver), a queue (`aws_sqs`, `stomp`) into memory.
 * Delivery runs off the answer's path (queued, started on a later turn of the event loop), at least once: a failed
 * attempt (not 2xx, no answer within the timeout, a refused or closed connection) is retried after a back-off, each
 * attempt a log record. Every state is the emulator's own.
 */

/** Events kept for `events()`, the oldest forgotten first. */
export const EVENTS_KEPT = 10_000;
/** Attempts at one delivery, at most. */
export const MAX_ATTEMPTS = 5;
/** The waits before the 2nd, 3rd, 4th and 5th attempt (ms) under the `standard` back-off. */
export const BACKOFF_MS = [1_000, 5_000, 25_000, 125_000] as const;
/** How long a webhook has to answer (ms), as the platform documents. */
export const WEBHOOK_TIMEOUT_MS = 10_000;
/** Deliveries under way at once, at most, while the API is quiet; the rest wait their turn in order. */
const IN_FLIGHT = 16;
/**
 * While the API is answering (a request in the last `BUSY_MS`), a delivery starts at most every `TRICKLE_MS`: the
 * API's answers come first, deliveries catch up when it is quiet (the platform, too, delivers later under load).
 */
const BUSY_MS = 20;
const TRICKLE_MS = 10;
/** Integration logs and jobs kept per session, the oldest forgotten first. */
export const LOGS_KEPT = 10_000;
/** Deliveries waiting, at most; past it the oldest waiting (an event's, to all its integrations) are given up, with a notice. */
const QUEUED_MAX = 1_000_000;
/** What a log keeps of a receiver's answer. */
const ANSWER_KEPT = 1024;

const NOT_2XX = 'Received a status code outside of 2xx range - treating webhook as a fail';

export interface EventBusOptions {
  version: ApiVersion;
  render: Renderer;
  seed: number;
  retries: RetryMode;
  /** How long a webhook has to answer (ms). */
  timeoutMs?: number;
  /**
   * How a webhook attempt is sent (default: `fetchPoster`, through the host's `fetch` as it is at each attempt, which
   * MSW and test stubs see; the standalone server gives node:http with a connection pool per receiver).
   */
  post?: Poster;
  /** What a session reads now (its clock, its integrations as they are), without counting as a use of it. */
  viewOf(scenario: string, session: string): View | undefined;
}

/** An event as kept. */
interface Kept {
  id: string;
  key: string;
  at: number;
  scenario: string;
  session: string;
  resource: { type: string; id: string };
  /** The payload's JSON, or what makes it on first use. */
  payload: string | (() => string);
  /** Its delivery attempts, once there is one. */
  deliveries?: Tried[];
}

/** A delivery attempt as kept: what was sent is made again when it is shown (the same bytes, with secrets hidden). */
interface Tried {
  integration: StoreRecord;
  job: string;
  attempt: number;
  at: number;
  succeeded: boolean;
  status_code?: number;
  error_detail?: string;
  processing_time: number;
  response?: { status: number; body: string };
}

/** A kept event's payload JSON, made on first use and kept. */
function payloadOf(event: Kept): string {
  if (typeof event.payload !== 'string') event.payload = event.payload();
  return event.payload;
}

/** One event's delivery to one integration (the Integrations API's job), from its first attempt on. */
interface Job {
  id: string;
  event: Kept;
  /** The integration as it was when the event happened. */
  integration: StoreRecord;
  attempts: number;
  outbox: Outbox;
}

/**
 * An event's first deliveries, to every integration that observed its key when it happened, in their order: one
 * queue entry for all of them, each becoming a Job when its first attempt starts (`next` is the next one's index).
 * A storm of writes queues one small object per event, not one per delivery.
 */
interface Fanout {
  event: Kept;
  integrations: readonly StoreRecord[];
  next: number;
  outbox: Outbox;
}

type Queued = Job | Fanout;

const isFanout = (entry: Queued): entry is Fanout => (entry as Fanout).integrations !== undefined;

/** A job's id: the same for every attempt, and for a redelivery of the same event to the same integration. */
const jobIdOf = (event: string, integration: string) => uuidFrom(`${event}/job/${integration}`);

/** Jobs made together: an event's, one per integration (their ids made when listed), or one job by its id. */
type Jobs = { event: string; integrations: readonly string[] } | { id: string; integration: string };

/**
 * A session's deliveries: its events' count (for their ids), its jobs (by id: the integration's id) and their logs,
 * oldest first, the last `LOGS_KEPT` of each.
 */
class Outbox {
  events = 0;
  dropped = false;
  /** Its jobs, oldest first, and how many there are. */
  #jobs: Jobs[] = [];
  #jobCount = 0;
  logs: IntegrationLog[] = [];
  /** Deliveries not made yet (waiting their turn or their retry, or under way): what a snapshot keeps. */
  readonly pending = new Set<Queued>();
  /** How many times a session of this name was dropped before: part of its events' ids, which never repeat. */
  constructor(readonly generation: number) {}

  /** An event's jobs, one per integration that observes it. */
  fanout(event: string, integrations: readonly string[]): void {
    this.#add({ event, integrations }, integrations.length);
  }

  /** A job made (or, with `again`, one that may be there already: a redelivery). */
  job(id: string, integration: string, again = false): void {
    if (again && this.jobs().some((job) => job.id === id)) return;
    this.#add({ id, integration }, 1);
  }

  #add(jobs: Jobs, count: number): void {
    this.#jobs.push(jobs);
    this.#jobCount += count;
    if (this.#jobCount <= LOGS_KEPT * 1.1) return;
    let cut = 0;
    while (this.#jobCount > LOGS_KEPT) {
      const first = this.#jobs[cut++] as Jobs;
      this.#jobCount -= 'id' in first ? 1 : first.integrations.length;
    }
    this.#jobs = this.#jobs.slice(cut);
  }

  /** Every job kept, oldest first, with its integration's id. */
  jobs(): { id: string; integration: string }[] {
    const all: { id: string; integration: string }[] = [];
    for (const jobs of this.#jobs) {
      if ('id' in jobs) all.push({ id: jobs.id, integration: jobs.integration });
      else for (const integration of jobs.integrations) all.push({ id: jobIdOf(jobs.event, integration), integration });
    }
    return all;
  }

  /** Puts back the jobs a snapshot kept. */
  restoreJobs(saved: readonly { id: string; integration: string }[]): void {
    this.#jobs = saved.map(({ id, integration }) => ({ id, integration }));
    this.#jobCount = saved.length;
  }

  log(record: IntegrationLog): void {
    this.logs.push(record);
    if (this.logs.length > LOGS_KEPT * 1.1) this.logs = this.logs.slice(-LOGS_KEPT);
  }
}

interface Waiter {
  key: string;
  predicate: ((event: EmulatorEvent) => boolean) | undefined;
  resolve(event: EmulatorEvent): void;
}

const EMPTY: ReadonlySet<string> = new Set();

/** The integrations that observe a key: their records, in their order, and their ids. */
interface Observers {
  records: readonly StoreRecord[];
  ids: readonly string[];
}

/** What a session's integrations observe: their records, every key observed, and the observers of each key. */
interface Observing {
  records: StoreRecord[];
  keys: ReadonlySet<string>;
  byKey: Map<string, Observers>;
}

/** A session's deliveries as a snapshot keeps them. */
export interface SavedDeliveries {
  logs: IntegrationLog[];
  jobs: { id: string; integration: string }[];
  pending: {
    event: { id: string; key: string; at: number; resource: { type: string; id: string }; payload: string };
    integration: string;
    attempts: number;
  }[];
}

/** A timer that does not keep a Node process alive. */
function timer(run: () => void, ms: number): ReturnType<typeof setTimeout> {
  const made = setTimeout(run, ms);
  (made as { unref?: () => void }).unref?.();
  return made;
}

/** The secrets of an integration's configuration, shown as `***`. */
const SECRET_FIELDS = ['secret_key', 'aws_secret_access_key', 'password'];

function masked(configuration: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...configuration };
  for (const field of SECRET_FIELDS) if (typeof out[field] === 'string') out[field] = '***';
  return out;
}

function matches(event: Kept, filter: EventFilter): boolean {
  if (filter.key !== undefined) {
    if (typeof filter.key === 'string' ? event.key !== filter.key : !filter.key.test(event.key)) return false;
  }
  if (filter.scenario !== undefined && event.scenario !== filter.scenario) return false;
  if (filter.session !== undefined && event.session !== filter.session) return false;
  if (filter.resource !== undefined && event.resource.id !== filter.resource) return false;
  return true;
}

/** A receiver's answer to a webhook attempt: its status and body (the first KiB is what a log keeps). */
export interface WebhookAnswer {
  status: number;
  body: string;
}

/**
 * Sends one webhook attempt: a POST of `body` with `headers` to `url`, answered within `timeoutMs`. It rejects as
 * `fetch` does: a `TimeoutError` past the time, and an error whose `cause` has the `code` (ECONNREFUSED, ...) when
 * the request failed, which the log says.
 */
export type Poster = (
  url: string,
  headers: Record<string, string>,
  body: string,
  timeoutMs: number,
) => Promise<WebhookAnswer>;

/** Through the host's `fetch`, looked up at each attempt (so that MSW's and a test's own stubs see it). */
export const fetchPoster: Poster = async (url, headers, body, timeoutMs) => {
  const signal = AbortSignal.timeout(timeoutMs);
  const response = await globalThis.fetch(url, { method: 'POST', headers, body, signal });
  return { status: response.status, body: await response.text() };
};

/** Why a delivery failed, from what the poster threw. */
function failureOf(error: unknown, timeoutMs: number): string {
  const name = (error as { name?: string }).name;
  if (name === 'TimeoutError' || name === 'AbortError') {
    return `no answer within ${timeoutMs / 1000} seconds - treating webhook as a fail`;
  }
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  const why = cause?.code ?? cause?.message ?? (error as Error).message ?? String(error);
  return `the request failed (${why}) - treating webhook as a fail`;
}

export class EventBus implements StoreListener, EventsPort {
  readonly #options: EventBusOptions;
  readonly #timeoutMs: number;
  #events: Kept[] = [];
  readonly #byId = new Map<string, Kept>();
  readonly #outboxes = new Map<string, Outbox>();
  /**
   * What each session's integrations observe, as last worked out, by its integrations' records: every key observed,
   * and for each key the integrations that observe it (with their ids), worked out on its first event.
   */
  readonly #observing = new WeakMap<object, Observing>();
  /** Sessions dropped, by name, and how many times: a session started anew never reuses an event id. */
  readonly #drops = new Map<string, number>();
  #queue: Queued[] = [];
  /** Where the queue's next entry is (the queue is cut from the front now and then, not shifted one at a time). */
  #head = 0;
  /** Deliveries in the queue (a fan-out counts one per integration it has still to start). */
  #waiting = 0;
  #inFlight = 0;
  /** When the API last took a request (ms), and when a delivery may start next while it is busy. */
  #lastRequest = Number.NEGATIVE_INFINITY;
  #nextBusyStart = 0;
  /** The pump's own timer, when one is set. */
  #pumpTimer: ReturnType<typeof setTimeout> | undefined;
  #waiters: Waiter[] = [];
  readonly #timers = new Set<ReturnType<typeof setTimeout>>();
  #stopped = false;
  /** While set, writes' events are numbered and not kept or delivered (a snapshot's history being replayed). */
  muted = false;
  /** The emulator's address, the CloudEvents `source` of queue messages (the server sets its own). */
  source = 'http://localhost';
  /** Told of what went wrong outside any request (a bug in working out events). */
  onNotice: (message: string) => void = () => {};

  constructor(options: EventBusOptions) {
    this.#options = options;
    this.#timeoutMs = options.timeoutMs ?? WEBHOOK_TIMEOUT_MS;
  }

  /** The outbox last asked for, and for what: a run's writes name the same few sessions again and again. */
  #lastOutbox: { scenario: string; session: string; outbox: Outbox } | undefined;

  #outbox(scenario: string, session: string): Outbox {
    const last = this.#lastOutbox;
    if (last !== undefined && last.scenario === scenario && last.session === session) return last.outbox;
    const key = `${scenario}\u0000${session}`;
    let outbox = this.#outboxes.get(key);
    if (outbox === undefined) {
      outbox = new Outbox(this.#drops.get(key) ?? 0);
      this.#outboxes.set(key, outbox);
    }
    this.#lastOutbox = { scenario, session, outbox };
    return outbox;
  }

  committed(scenario: string, session: string, own: Session, changes: readonly Change[]): void {
    // A long clock move can emit a hundred thousand events: each is numbered, but only the ones someone can see are
    // made (the newest EVENTS_KEPT, and those an integration observes or a waiter waits for).
    const observed = this.#observed(own);
    const always = (key: string) => observed.has(key) || this.#waiters.some((waiter) => waiter.key === key);
    let derived: Derived;
    try {
      const { version, render } = this.#options;
      const keep = { newest: EVENTS_KEPT, always };
      derived = deriveEvents(changes, { version, render, view: own, clock: own.clock, origin: this.source, keep });
    } catch (error) {
      this.onNotice(`could not work out the events of a write: ${(error as Error).message}`);
      return;
    }
    // Made even for a write that told of nothing: a snapshot keeps each written session's deliveries, if none.
    const outbox = this.#outbox(scenario, session);
    if (derived.total === 0) return;
    const base = outbox.events;
    outbox.events += derived.total;
    // A session's history replayed (a snapshot restored): its events happened before, and are numbered only.
    if (this.muted) return;
    const { drafts } = derived;
    const newest = drafts.length - EVENTS_KEPT;
    for (let index = 0; index < drafts.length; index++) {
      const draft = drafts[index] as EventDraft;
      if (index >= newest || always(draft.key)) this.#emit(scenario, session, own, draft, base + (draft.seq as number));
    }
  }

  /** The keys the enabled integrations of `view` observe (worked out again only when they changed). */
  #observed(view: View): ReadonlySet<string> {
    return this.#observingOf(view)?.keys ?? EMPTY;
  }

  /** What the enabled integrations of `view` observe; undefined when it has none. */
  #observingOf(view: View): Observing | undefined {
    if (view.countOf('integrations') === 0) return undefined;
    const integrations = view.collection('integrations');
    const cached = this.#observing.get(integrations);
    const same = (records: readonly StoreRecord[]) =>
      records.length === integrations.count && records.every((record, index) => integrations.at(index) === record);
    if (cached !== undefined && same(cached.records)) return cached;
    const keys = new Set<string>();
    const records: StoreRecord[] = [];
    for (let index = 0; index < integrations.count; index++) {
      const record = integrations.at(index);
      records.push(record);
      const { enabled, observes } = record.attributes as { enabled?: boolean; observes?: string[] };
      if (enabled !== false) for (const key of observes ?? []) keys.add(key);
    }
    const observing: Observing = { records, keys, byKey: new Map() };
    this.#observing.set(integrations, observing);
    return observing;
  }

  /** The enabled integrations of `view` that observe `key`, in their order, and their ids. */
  #observers(view: View, key: string): Observers | undefined {
    const observing = this.#observingOf(view);
    if (observing === undefined || !observing.keys.has(key)) return undefined;
    let observers = observing.byKey.get(key);
    if (observers === undefined) {
      const records = observing.records.filter((record) => {
        const { enabled, observes } = record.attributes as { enabled?: boolean; observes?: string[] };
        return enabled !== false && (observes ?? []).includes(key);
      });
      observers = { records, ids: records.map((record) => record.id) };
      observing.byKey.set(key, observers);
    }
    return observers;
  }

  /** An event of something that did not happen (`subscription.create-failed`): `view` is the session as it stands. */
  failed(scenario: string, session: string, view: View, draft: Omit<EventDraft, 'at' | 'key'> & { key: string }): void {
    this.#emit(
      scenario,
      session,
      view,
      { ...draft, at: view.clock } as EventDraft,
      this.#outbox(scenario, session).events++,
    );
  }

  /**
   * Sessions dropped (by name, by eviction, by a reset): their deliveries not made yet, their logs and their kept
   * events go. An event's payload is made on first read from the records it happened to (a subscription's life with
   * its invoices), so a dropped session's events would keep those records alive long after the session itself.
   */
  dropped(drop: (scenario: string, session: string) => boolean): void {
    this.#lastOutbox = undefined;
    for (const [key, outbox] of [...this.#outboxes]) {
      const [scenario, session] = key.split('\u0000') as [string, string];
      if (!drop(scenario, session)) continue;
      outbox.dropped = true;
      this.#outboxes.delete(key);
      this.#drops.set(key, outbox.generation + 1);
    }
    const kept = this.#events.filter((event) => !drop(event.scenario, event.session));
    if (kept.length === this.#events.length) return;
    for (const event of this.#events) if (drop(event.scenario, event.session)) this.#byId.delete(event.id);
    this.#events = kept;
  }

  /** Keeps an event (its number `seq` in its session) and queues its deliveries. */
  #emit(scenario: string, session: string, view: View, draft: EventDraft, seq: number): void {
    const outbox = this.#outbox(scenario, session);
    const { generation } = outbox;
    const made = `${scenario}/${session}/event/${generation === 0 ? '' : `${generation}/`}${seq}`;
    const id = uuidFrom(`${this.#options.seed}/${made}`);
    const { key, at, resource, payload } = draft;
    const event: Kept = { id, key, at, resource, payload, scenario, session };
    this.#events.push(event);
    this.#byId.set(id, event);
    if (this.#events.length > EVENTS_KEPT * 1.1) {
      for (const old of this.#events.slice(0, this.#events.length - EVENTS_KEPT)) this.#byId.delete(old.id);
      this.#events = this.#events.slice(-EVENTS_KEPT);
    }
    if (this.#waiters.length > 0) this.#wake(event);
    const observers = this.#observers(view, key);
    if (observers === undefined) return;
    outbox.fanout(id, observers.ids);
    this.#enqueue({ event, integrations: observers.records, next: 0, outbox }, 0);
  }

  /** The API took a request: deliveries make way for a while. */
  noteRequest(now = performance.now()): void {
    this.#lastRequest = now;
  }

  #enqueue(entry: Queued, wait: number): void {
    if (this.#stopped) return;
    entry.outbox.pending.add(entry);
    if (wait > 0) {
      const waiting = timer(() => {
        this.#timers.delete(waiting);
        this.#enqueue(entry, 0);
      }, wait);
      this.#timers.add(waiting);
      return;
    }
    const count = isFanout(entry) ? entry.integrations.length - entry.next : 1;
    while (this.#waiting + count > QUEUED_MAX && this.#head < this.#queue.length) this.#giveUp();
    this.#queue.push(entry);
    this.#waiting += count;
    this.#schedule(0);
  }

  /** Gives up the oldest entry of the queue (too many deliveries waited), with a notice. */
  #giveUp(): void {
    const given = this.#queue[this.#head++] as Queued;
    given.outbox.pending.delete(given);
    const to = isFanout(given) ? given.integrations.slice(given.next) : [given.integration];
    this.#waiting -= to.length;
    const which = to.map((integration) => integration.id).join(', ');
    this.onNotice(
      `more than ${QUEUED_MAX} deliveries waited: gave up delivering event ${given.event.id} to integration ${which}`,
    );
  }

  /** Runs the pump on a later turn of the event loop (never inside the request that queued a delivery). */
  #schedule(ms: number): void {
    if (this.#pumpTimer !== undefined || this.#stopped) return;
    this.#pumpTimer = timer(() => {
      this.#pumpTimer = undefined;
      this.#pump();
    }, ms);
  }

  #pump(): void {
    while (this.#head < this.#queue.length && !this.#stopped) {
      const now = performance.now();
      const busy = now - this.#lastRequest < BUSY_MS;
      if (this.#inFlight >= (busy ? 1 : IN_FLIGHT)) return;
      if (busy && now < this.#nextBusyStart) {
        this.#schedule(Math.ceil(this.#nextBusyStart - now));
        return;
      }
      if (busy) this.#nextBusyStart = now + TRICKLE_MS;
      const job = this.#next();
      if (job === undefined) continue;
      this.#inFlight++;
      this.#attempt(job).finally(() => {
        this.#inFlight--;
        this.#schedule(0);
      });
    }
  }

  /** The queue's next delivery, taken off it (undefined when it was for a session dropped since). */
  #next(): Job | undefined {
    const entry = this.#queue[this.#head] as Queued;
    let job: Job;
    this.#waiting--;
    if (isFanout(entry)) {
      const { event, outbox } = entry;
      const integration = entry.integrations[entry.next++] as StoreRecord;
      if (entry.next < entry.integrations.length) {
        if (outbox.dropped) {
          this.#waiting -= entry.integrations.length - entry.next;
          entry.next = entry.integrations.length;
        } else return this.#started({ id: jobIdOf(event.id, integration.id), event, integration, attempts: 0, outbox });
      }
      outbox.pending.delete(entry);
      job = { id: jobIdOf(event.id, integration.id), event, integration, attempts: 0, outbox };
    } else job = entry;
    this.#head++;
    if (this.#head > 1024 && this.#head * 2 > this.#queue.length) {
      this.#queue = this.#queue.slice(this.#head);
      this.#head = 0;
    }
    return this.#started(job);
  }

  /** A job about to be attempted: pending until it succeeds or gives up; none for a session dropped since. */
  #started(job: Job): Job | undefined {
    if (job.outbox.dropped) return undefined;
    job.outbox.pending.add(job);
    return job;
  }

  /** The message a queue gets: the platform's CloudEvents form. */
  #cloudEvent(event: Kept, integration: StoreRecord): string {
    const payload = JSON.parse(payloadOf(event)) as { data?: unknown };
    return JSON.stringify({
      data: payload.data ?? payload,
      datacontenttype: 'application/json',
      id: event.id,
      integrationid: integration.id,
      source: this.source,
      specversion: '1.0',
      storeid: uuidFrom(`${this.#options.seed}/store`),
      type: event.key,
    });
  }

  /** What a webhook gets: the platform's envelope (with `configuration` as the integration has it). */
  #envelope(event: Kept, integration: StoreRecord, attempt: number, configuration: Record<string, unknown>): string {
    const { name, description, integration_type } = integration.attributes as Record<string, unknown>;
    const payload = payloadOf(event);
    const deleted = !payload.startsWith('{"data":');
    return `{"id":${JSON.stringify(event.id)},"triggered_by":${JSON.stringify(event.key)},"attempt":${attempt},"integration":${JSON.stringify(
      { id: integration.id, integration_type, name, ...(description === undefined ? {} : { description }) },
    )},"resources":${deleted ? payload : JSON.stringify(payload)},"payload":${payload},"configuration":${JSON.stringify(configuration)}}`;
  }

  /** What a delivery attempt sends: its URL, headers and body (with `hide`, the secrets as `***`). */
  #request(event: Kept, integration: StoreRecord, attempt: number, hide: boolean) {
    const attributes = integration.attributes as { integration_type?: string; configuration?: Record<string, unknown> };
    const configuration = attributes.configuration ?? {};
    const url = String(configuration.url ?? '');
    if ((attributes.integration_type ?? 'webhook') !== 'webhook') {
      return { url, headers: {} as Record<string, string>, body: this.#cloudEvent(event, integration) };
    }
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    const secret = configuration.secret_key;
    if (typeof secret === 'string') headers['x-moltin-secret-key'] = hide ? '***' : secret;
    const body = this.#envelope(event, integration, attempt, hide ? masked(configuration) : configuration);
    return { url, headers, body };
  }

  async #attempt(job: Job): Promise<void> {
    const { event, outbox } = job;
    // A retry goes to the integration as it is now: not at all once it was deleted or disabled.
    const now = this.#options.viewOf(event.scenario, event.session);
    const current =
      now !== undefined && now.countOf('integrations') > 0
        ? now.collection('integrations').get(job.integration.id)
        : undefined;
    if (current === undefined || current.attributes.enabled === false) {
      outbox.pending.delete(job);
      return;
    }
    const integration = current;
    job.integration = current;
    const attempt = ++job.attempts;
    const type = (integration.attributes.integration_type ?? 'webhook') as string;
    const started = performance.now();
    let outcome: Pick<Tried, 'succeeded' | 'status_code' | 'error_detail' | 'response'>;
    if (type !== 'webhook') {
      // A queue is the emulator's memory: the message is what the event shows as sent.
      outcome = { succeeded: true };
    } else {
      const { url, headers, body } = this.#request(event, integration, attempt, false);
      try {
        const response = await (this.#options.post ?? fetchPoster)(url, headers, body, this.#timeoutMs);
        const text = response.body.slice(0, ANSWER_KEPT);
        const ok = response.status >= 200 && response.status < 300;
        outcome = {
          succeeded: ok,
          status_code: response.status,
          ...(ok ? {} : { error_detail: NOT_2XX }),
          response: { status: response.status, body: text },
        };
      } catch (error) {
        outcome = { succeeded: false, error_detail: failureOf(error, this.#timeoutMs) };
      }
    }
    if (outbox.dropped) return;
    const clock = this.#options.viewOf(event.scenario, event.session)?.clock ?? event.at;
    const tried: Tried = {
      integration,
      job: job.id,
      attempt,
      at: Math.max(clock, event.at),
      processing_time: Math.round(performance.now() - started),
      ...outcome,
    };
    if (event.deliveries === undefined) event.deliveries = [tried];
    else event.deliveries.push(tried);
    outbox.log(logOf(tried));
    if (!tried.succeeded && attempt < MAX_ATTEMPTS) {
      this.#enqueue(job, this.#options.retries === 'immediate' ? 0 : (BACKOFF_MS[attempt - 1] as number));
    } else outbox.pending.delete(job);
  }

  /** A session's deliveries as a snapshot keeps them: its logs and jobs, and the deliveries not made yet. */
  deliveriesOf(scenario: string, session: string): SavedDeliveries | undefined {
    const outbox = this.#outboxes.get(`${scenario}\u0000${session}`);
    if (outbox === undefined) return undefined;
    return {
      logs: outbox.logs.map((log) => ({ ...log })),
      jobs: outbox.jobs(),
      pending: [...outbox.pending].flatMap((entry) => {
        const { event } = entry;
        const shown = {
          id: event.id,
          key: event.key,
          at: event.at,
          resource: event.resource,
          payload: payloadOf(event),
        };
        if (!isFanout(entry)) return [{ event: shown, integration: entry.integration.id, attempts: entry.attempts }];
        const waiting = entry.integrations.slice(entry.next);
        return waiting.map((integration) => ({ event: shown, integration: integration.id, attempts: 0 }));
      }),
    };
  }

  /** Puts back a session's deliveries from a snapshot: its logs and jobs, and the deliveries still to make, queued. */
  restoreDeliveries(scenario: string, session: string, saved: SavedDeliveries, view: View): void {
    const outbox = this.#outbox(scenario, session);
    outbox.logs = saved.logs.map((log) => ({ ...log }));
    outbox.restoreJobs(saved.jobs);
    for (const { event: shownEvent, integration: integrationId, attempts } of saved.pending) {
      const integration =
        view.countOf('integrations') > 0 ? view.collection('integrations').get(integrationId) : undefined;
      if (integration === undefined) continue;
      let event = this.#byId.get(shownEvent.id);
      if (event === undefined) {
        event = { ...shownEvent, resource: { ...shownEvent.resource }, scenario, session };
        this.#events.push(event);
        this.#byId.set(event.id, event);
      }
      this.#enqueue({ id: jobIdOf(event.id, integrationId), event, integration, attempts, outbox }, 0);
    }
  }

  /** An attempt as `events()` shows it. */
  #shownAttempt(event: Kept, tried: Tried): DeliveryAttempt {
    const { integration, response, status_code, error_detail } = tried;
    return {
      integration: integration.id,
      job: tried.job,
      attempt: tried.attempt,
      integration_type: (integration.attributes.integration_type ?? 'webhook') as DeliveryAttempt['integration_type'],
      at: iso(tried.at),
      succeeded: tried.succeeded,
      ...(status_code === undefined ? {} : { status_code }),
      ...(error_detail === undefined ? {} : { error_detail }),
      processing_time: tried.processing_time,
      request: this.#request(event, integration, tried.attempt, true),
      ...(response === undefined ? {} : { response: { ...response } }),
    };
  }

  /** A kept event as `events()` shows it. */
  #shown(event: Kept): EmulatorEvent {
    return {
      id: event.id,
      key: event.key,
      at: iso(event.at),
      scenario: event.scenario,
      session: event.session,
      resource: { ...event.resource },
      payload: JSON.parse(payloadOf(event)),
      deliveries: (event.deliveries ?? []).map((tried) => this.#shownAttempt(event, tried)),
    };
  }

  /** The kept events that match, oldest first. */
  list(filter: EventFilter = {}): EmulatorEvent[] {
    return this.#events.filter((event) => matches(event, filter)).map((event) => this.#shown(event));
  }

  clear(): void {
    this.#events = [];
    this.#byId.clear();
  }

  /**
   * The first kept event with `key` that `predicate` holds for, or the first such event emitted from now on within
   * `timeoutMs`; else an Error that says what was emitted meanwhile.
   */
  waitFor(key: string, predicate?: (event: EmulatorEvent) => boolean, timeoutMs = 5_000): Promise<EmulatorEvent> {
    for (const event of this.#events) {
      if (event.key !== key) continue;
      const one = this.#shown(event);
      if (predicate === undefined || predicate(one)) return Promise.resolve(one);
    }
    const since = this.#events.length;
    return new Promise((resolve, reject) => {
      const waiter: Waiter = { key, predicate, resolve: () => {} };
      const timer = setTimeout(() => {
        this.#waiters = this.#waiters.filter((one) => one !== waiter);
        const seen = this.#events.slice(since).map((event) => event.key);
        const meanwhile =
          seen.length === 0 ? 'none was emitted meanwhile' : `emitted meanwhile: ${[...new Set(seen)].join(', ')}`;
        reject(
          new Error(
            `waitForEvent: no ${key} event${predicate === undefined ? '' : ' that the predicate holds for'} within ${timeoutMs} ms (${meanwhile})`,
          ),
        );
      }, timeoutMs);
      waiter.resolve = (event) => {
        clearTimeout(timer);
        resolve(event);
      };
      this.#waiters.push(waiter);
    });
  }

  #wake(event: Kept): void {
    let one: EmulatorEvent | undefined;
    for (const waiter of [...this.#waiters]) {
      if (waiter.key !== event.key) continue;
      one ??= this.#shown(event);
      if (waiter.predicate !== undefined && !waiter.predicate(one)) continue;
      this.#waiters = this.#waiters.filter((other) => other !== waiter);
      waiter.resolve(one);
    }
  }

  /** A kept event by id. */
  get(id: string): EmulatorEvent | undefined {
    const event = this.#byId.get(id);
    return event === undefined ? undefined : this.#shown(event);
  }

  /**
   * Delivers a kept event again to the integrations of its session that observe its key now: the next attempt of
   * each one's job. How many deliveries were queued; undefined for an unknown event, or one whose session is gone.
   */
  redeliver(id: string, view: View): number | undefined {
    const event = this.#byId.get(id);
    if (event === undefined) return undefined;
    const outbox = this.#outboxes.get(`${event.scenario}\u0000${event.session}`);
    if (outbox === undefined || view.countOf('integrations') === 0) return outbox === undefined ? undefined : 0;
    let queued = 0;
    const integrations = view.collection('integrations');
    for (let index = 0; index < integrations.count; index++) {
      const integration = integrations.at(index);
      const { enabled, observes } = integration.attributes as { enabled?: boolean; observes?: string[] };
      if (enabled === false || !(observes ?? []).includes(event.key)) continue;
      const jobId = jobIdOf(id, integration.id);
      // The next attempt of the job: its attempts so far are the event's deliveries to it.
      const attempts = (event.deliveries ?? []).filter((tried) => tried.job === jobId).length;
      outbox.job(jobId, integration.id, true);
      this.#enqueue({ id: jobId, event, integration, attempts, outbox }, 0);
      queued++;
    }
    return queued;
  }

  /** A session's integration logs, oldest first: of one integration, and of one of its jobs, when given. */
  logs(scenario: string, session: string, of: { integration?: string; job?: string } = {}): IntegrationLog[] {
    const outbox = this.#outboxes.get(`${scenario}\u0000${session}`);
    if (outbox === undefined) return [];
    return outbox.logs.filter(
      (log) =>
        (of.integration === undefined || log.relationships.integration.data.id === of.integration) &&
        (of.job === undefined || log.relationships.job.data.id === of.job),
    );
  }

  /** The jobs of one integration in a session (an event it was to get), oldest first. */
  jobs(scenario: string, session: string, integration: string): { id: string; type: 'integration-job' }[] {
    const outbox = this.#outboxes.get(`${scenario}\u0000${session}`);
    if (outbox === undefined) return [];
    return outbox
      .jobs()
      .filter((job) => job.integration === integration)
      .map(({ id }) => ({ id, type: 'integration-job' as const }));
  }

  /** Deliveries waiting or under way. */
  get pending(): number {
    return this.#waiting + this.#inFlight + this.#timers.size;
  }

  /** Stops delivering (the emulator is closing): retries waiting are dropped, nothing new starts. */
  stop(): void {
    this.#stopped = true;
    for (const timer of this.#timers) clearTimeout(timer);
    this.#timers.clear();
    if (this.#pumpTimer !== undefined) clearTimeout(this.#pumpTimer);
    this.#queue = [];
    this.#head = 0;
    this.#waiting = 0;
  }
}

function logOf(attempt: Tried): IntegrationLog {
  const at = iso(attempt.at);
  return {
    id: uuidFrom(`${attempt.job}/log/${attempt.attempt}`),
    type: 'integration',
    succeeded: attempt.succeeded,
    attempt: attempt.attempt,
    body: attempt.response?.body ?? '',
    ...(attempt.status_code === undefined ? {} : { status_code: attempt.status_code }),
    error_detail: attempt.error_detail ?? '',
    processing_time: attempt.processing_time,
    relationships: {
      integration: { data: { id: attempt.integration.id, type: 'integration' } },
      job: { data: { id: attempt.job, type: 'integration-job' } },
    },
    meta: { timestamps: { created_at: at, updated_at: at } },
  };
}
