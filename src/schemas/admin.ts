import { z } from 'zod';
import { timestampSchema } from './common.js';
import { integrationLogSchema } from './integrations.js';
import { named, namedRequest } from './registry.js';

// The admin API's bodies (`/__emulator/...`), for the OpenAPI document and for clients generated from it.

const name = z.string();
const count = z.int().min(0);

/** `GET /__emulator/health`. */
export const adminHealthSchema = named(
  'AdminHealth',
  z.strictObject({
    status: z.literal('ok'),
    version: z.string(),
    /** The Subscriptions API version it answers as (`--api-version`). */
    api_version: z.enum(['2024', '2026']),
    scenario: name,
    session: name,
  }),
);

/** `GET /__emulator/scenarios`: every scenario, with where it came from and how much its world holds. */
export const adminScenariosSchema = named(
  'AdminScenarios',
  z.strictObject({
    current: name,
    scenarios: z.array(
      z.strictObject({
        name,
        description: z.string(),
        status: z.int().optional(),
        origin: z.string(),
        keys: count,
        subscriptions: count,
      }),
    ),
    ids: z.record(z.string(), z.uuid()),
  }),
);

/** The current scenario and session, as `PUT scenario`, `PUT session` and `POST reset` answer. */
export const adminCurrentSchema = named('AdminCurrent', z.strictObject({ current: name, session: name }));

/** `{"name": "..."}` of `PUT /__emulator/scenario` and `PUT /__emulator/session`. */
export const adminNameRequestSchema = namedRequest('AdminNameRequest', z.object({ name: z.string() }));

/** `GET /__emulator/sessions`: the sessions holding writes, least recently used first. */
export const adminSessionsSchema = named(
  'AdminSessions',
  z.strictObject({
    current: name,
    data: z.array(z.strictObject({ scenario: name, session: name, writes: count, clock: timestampSchema })),
  }),
);

/** `DELETE /__emulator/sessions/:name`. */
export const adminDroppedSchema = named('AdminDropped', z.strictObject({ session: name, dropped: z.boolean() }));

/** A session's clock, as `GET` and `POST /__emulator/clock` answer. */
export const adminClockSchema = named(
  'AdminClock',
  z.strictObject({ now: timestampSchema, scenario: name, session: name }),
);

/** `POST /__emulator/clock`: `advance` (an ISO 8601 duration, at most P10Y) or `to` (a later date-time). */
export const adminClockMoveSchema = namedRequest(
  'AdminClockMove',
  z.object({
    advance: z.string().optional().describe('An ISO 8601 duration such as P30D, PT12H or P1M (at most P10Y).'),
    to: z.string().optional().describe('A later date-time such as 2026-03-01T00:00:00Z.'),
  }),
);

const headers = z.record(z.string(), z.string());

/** One request the API answered, as the journal keeps it. */
export const journalEntrySchema = named(
  'JournalEntry',
  z.strictObject({
    id: z.int().min(1),
    time: z.string(),
    method: z.string(),
    path: z.string(),
    query: z.record(z.string(), z.union([z.string(), z.array(z.string())])),
    headers,
    body: z.string().nullable(),
    json: z.unknown(),
    status: z.int(),
    scenario: name,
    session: name,
    durationMs: z.number(),
    response: z.strictObject({ headers, body: z.string(), json: z.unknown() }),
    drift: z
      .array(z.string())
      .optional()
      .describe('With --proxy: how the real answer differs from the contract ([] for not at all).'),
  }),
);

/** `GET /__emulator/requests` (and `DELETE`, which answers an empty list). */
export const adminRequestsSchema = named('AdminRequests', z.strictObject({ data: z.array(journalEntrySchema) }));

/** One try at delivering an event to one integration (src/events/types.ts `DeliveryAttempt`). */
export const emulatorEventDeliverySchema = named(
  'EmulatorEventDelivery',
  z.strictObject({
    integration: z.uuid(),
    job: z.uuid(),
    attempt: z.int().min(1),
    integration_type: z.enum(['webhook', 'aws_sqs', 'stomp']),
    at: timestampSchema,
    succeeded: z.boolean(),
    status_code: z.int().optional(),
    error_detail: z.string().optional(),
    processing_time: count,
    request: z.strictObject({ url: z.string(), headers, body: z.string() }),
    response: z.strictObject({ status: z.int(), body: z.string() }).optional(),
  }),
);

/** An event the emulator emitted (src/events/types.ts `EmulatorEvent`). */
export const emulatorEventSchema = named(
  'EmulatorEvent',
  z.strictObject({
    id: z.uuid(),
    key: z.string(),
    at: timestampSchema,
    scenario: name,
    session: name,
    resource: z.strictObject({ type: z.string(), id: z.string() }),
    payload: z.unknown(),
    deliveries: z.array(emulatorEventDeliverySchema),
  }),
);

/** `GET /__emulator/events` (oldest first), `DELETE` (an empty list) and `POST` (the events a trigger emitted). */
export const adminEventsSchema = named('AdminEvents', z.strictObject({ data: z.array(emulatorEventSchema) }));

/** `POST /__emulator/events/:id/redeliver`: the event and how many deliveries were queued. */
export const adminRedeliveredSchema = named(
  'AdminRedelivered',
  z.strictObject({ data: z.strictObject({ event: z.uuid(), queued: count }) }),
);

/** `POST /__emulator/events`: emit an event of `key` now, about a subscription, to one integration or every one. */
export const adminTriggerEventRequestSchema = namedRequest(
  'AdminTriggerEvent',
  z.object({
    key: z.string().describe('The event key, such as subscription.paused.'),
    subscription: z.string().optional().describe('The subscription it is about.'),
  }),
);

/** `GET /__emulator/summary`: what a scenario and session hold, as the dashboard shows it. */
export const adminSummarySchema = named(
  'AdminSummary',
  z.strictObject({
    api_version: z.enum(['2024', '2026']),
    scenario: name,
    session: name,
    clock: timestampSchema,
    writes: count,
    status: z.int().nullable(),
    keys: z.strictObject({ total: count, totalReservedRateLimit: count }),
    subscriptions: z.strictObject({
      total: count,
      data: z.array(
        z.strictObject({
          id: z.string(),
          name: z.string(),
          account_id: z.string(),
          offering: z.string(),
          plan: z.string().nullable(),
          currency: z.string(),
          status: z.enum(['active', 'inactive']),
          paused: z.boolean(),
          canceled: z.boolean(),
          closed: z.boolean(),
          suspended: z.boolean(),
          pending: z.boolean(),
          invoice_after: timestampSchema,
        }),
      ),
    }),
    offerings: z.strictObject({
      total: count,
      data: z.array(
        z.strictObject({ id: z.string(), name: z.string(), products: count, plans: count, features: count }),
      ),
    }),
  }),
);

/** One step of a session's history: a request that wrote, as sent, or a clock move (src/store/session.ts `Step`). */
const snapshotStepSchema = z.union([
  z.strictObject({
    method: z.string(),
    path: z.string().describe('The path as requested, from /.'),
    query: z.string().describe('The query string as sent, without its ?, or empty.'),
    type: z.string().optional().describe('The Content-Type sent, if any.'),
    body: z.string().optional().describe('The body sent, as text, if any.'),
  }),
  z.strictObject({ clock: z.number().describe("The session's clock moved to this time (ms since 1970).") }),
]);

/** A session's integration logs and jobs and the deliveries not made yet (src/events/bus.ts `SavedDeliveries`). */
const snapshotDeliveriesSchema = z.strictObject({
  logs: z.array(integrationLogSchema),
  jobs: z.array(z.strictObject({ id: z.string(), integration: z.string() })),
  pending: z.array(
    z.strictObject({
      event: z.strictObject({
        id: z.string(),
        key: z.string(),
        at: z.number(),
        resource: z.strictObject({ type: z.string(), id: z.string() }),
        payload: z.string(),
      }),
      integration: z.string(),
      attempts: count,
    }),
  ),
});

/** What a snapshot holds: the settings its sessions were made with, and each session's history (src/snapshot.ts). */
const snapshotFields = {
  format: z.literal('commerce-emulator/snapshot'),
  version: z.int().min(1).describe("The document's format version: a newer one than the emulator's is refused."),
  emulator: z.string().describe('The commerce-emulator version that took it (not checked).'),
  api_version: z.enum(['2024', '2026']),
  seed: z.int().min(0),
  now: timestampSchema,
  store_rate_limit: count,
  dunning_action: z.enum(['suspend', 'close', 'none']),
  sessions: z.array(
    z.strictObject({
      scenario: name,
      session: name,
      steps: z.array(snapshotStepSchema),
      deliveries: snapshotDeliveriesSchema.optional(),
    }),
  ),
};

/** `GET /__emulator/snapshot`: every session holding writes (or one), as one versioned document. */
export const adminSnapshotSchema = named('AdminSnapshot', z.strictObject(snapshotFields));

/** `PUT /__emulator/snapshot`: a snapshot as `GET` answers it, to restore into an emulator started alike. */
export const adminRestoreRequestSchema = namedRequest(
  'AdminRestore',
  z.object({ ...snapshotFields, emulator: snapshotFields.emulator.optional() }),
);

/** `PUT /__emulator/snapshot`: the sessions restored, each with the number of steps replayed. */
export const adminRestoredSchema = named(
  'AdminRestored',
  z.strictObject({ restored: z.array(z.strictObject({ scenario: name, session: name, steps: count })) }),
);

/** `POST /__emulator/save`: the file written (under `--data-dir`), how many sessions it holds and its size. */
export const adminSavedSchema = named(
  'AdminSaved',
  z.strictObject({ saved: z.string(), sessions: count, bytes: count }),
);

export type AdminSummary = z.infer<typeof adminSummarySchema>;
export type JournalEntry = z.infer<typeof journalEntrySchema>;
export type AdminEvents = z.infer<typeof adminEventsSchema>;
