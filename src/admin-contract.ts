import type { z } from 'zod';
import type { OpenApiSchema } from './routes/contract.js';
import {
  adminClockMoveSchema,
  adminClockSchema,
  adminCurrentSchema,
  adminDroppedSchema,
  adminEventsSchema,
  adminHealthSchema,
  adminNameRequestSchema,
  adminRedeliveredSchema,
  adminRequestsSchema,
  adminRestoredSchema,
  adminRestoreRequestSchema,
  adminSavedSchema,
  adminScenariosSchema,
  adminSessionsSchema,
  adminSnapshotSchema,
  adminSummarySchema,
  adminTriggerEventRequestSchema,
} from './schemas/admin.js';

/** One endpoint of the admin API under `/__emulator`: what the Express app serves and the OpenAPI document says. */
export interface AdminEndpoint {
  readonly operation: string;
  readonly method: 'GET' | 'PUT' | 'POST' | 'DELETE';
  /** Below `/__emulator`; `:name` is a path parameter. */
  readonly path: string;
  readonly summary: string;
  readonly query?: readonly { name: string; description: string; schema: OpenApiSchema }[];
  readonly body?: z.ZodType;
  /** The answer's schema; `html` for the dashboard, `document` for the OpenAPI document itself. */
  readonly answer: z.ZodType | 'html' | 'document';
  /** The success status, when it is not 200. */
  readonly status?: 201 | 202;
  readonly errors: readonly number[];
}

const text = (name: string, description: string) => ({ name, description, schema: { type: 'string' } });
/** The world an endpoint is about: the query flags, as on the API (or the headers, or the current ones). */
const WORLD = [
  text('scenario', 'The scenario (else the X-Emulator-Scenario header, else the current one).'),
  text('session', 'The session (else the X-Emulator-Session header, else the current one).'),
];

/** The admin API, one entry per endpoint: never rate-limited by scenarios, never in the journal, no token needed. */
export const ADMIN_ENDPOINTS: readonly AdminEndpoint[] = [
  {
    operation: 'getHealth',
    method: 'GET',
    path: '/health',
    summary: 'Is it up, which version, which world',
    answer: adminHealthSchema,
    errors: [],
  },
  {
    operation: 'listScenarios',
    method: 'GET',
    path: '/scenarios',
    summary: 'Every scenario, built-in and yours',
    answer: adminScenariosSchema,
    errors: [],
  },
  {
    operation: 'getOpenApiDocument',
    method: 'GET',
    path: '/openapi.json',
    summary: 'This document',
    answer: 'document',
    errors: [],
  },
  {
    operation: 'setScenario',
    method: 'PUT',
    path: '/scenario',
    summary: 'Set the current scenario',
    body: adminNameRequestSchema,
    answer: adminCurrentSchema,
    errors: [400, 413],
  },
  {
    operation: 'setSession',
    method: 'PUT',
    path: '/session',
    summary: 'Set the current session',
    body: adminNameRequestSchema,
    answer: adminCurrentSchema,
    errors: [400, 413],
  },
  {
    operation: 'listSessions',
    method: 'GET',
    path: '/sessions',
    summary: 'The sessions holding writes, least recently used first',
    answer: adminSessionsSchema,
    errors: [],
  },
  {
    operation: 'dropSession',
    method: 'DELETE',
    path: '/sessions/:name',
    summary: "Drop a session's writes in every scenario",
    answer: adminDroppedSchema,
    errors: [400],
  },
  {
    operation: 'getClock',
    method: 'GET',
    path: '/clock',
    summary: "A session's clock",
    query: WORLD,
    answer: adminClockSchema,
    errors: [400, 410],
  },
  {
    operation: 'moveClock',
    method: 'POST',
    path: '/clock',
    summary: "Move a session's clock (billing runs, payments, dunning)",
    query: WORLD,
    body: adminClockMoveSchema,
    answer: adminClockSchema,
    errors: [400, 409, 410, 413],
  },
  {
    operation: 'listRequests',
    method: 'GET',
    path: '/requests',
    summary: 'The request journal: what the API answered, oldest first',
    query: [
      text('method', 'Only this method.'),
      text('path', 'Only this path (* for any run of characters).'),
      { name: 'status', description: 'Only this status.', schema: { type: 'integer' } },
      text('scenario', 'Only this scenario.'),
      text('session', 'Only this session.'),
      { name: 'after', description: 'Only entries after this id.', schema: { type: 'integer' } },
      { name: 'limit', description: 'Only the newest this many.', schema: { type: 'integer' } },
    ],
    answer: adminRequestsSchema,
    errors: [400],
  },
  {
    operation: 'clearRequests',
    method: 'DELETE',
    path: '/requests',
    summary: 'Clear the request journal',
    answer: adminRequestsSchema,
    errors: [],
  },
  {
    operation: 'listEvents',
    method: 'GET',
    path: '/events',
    summary: 'The events the emulator emitted, each with its delivery attempts, oldest first',
    query: [
      text('key', 'Only this key (exactly).'),
      text('scenario', 'Only this scenario.'),
      text('session', 'Only this session.'),
      text('resource', 'Only about this resource (its id).'),
      { name: 'limit', description: 'Only the newest this many.', schema: { type: 'integer' } },
    ],
    answer: adminEventsSchema,
    errors: [400],
  },
  {
    operation: 'clearEvents',
    method: 'DELETE',
    path: '/events',
    summary: 'Forget the events kept (deliveries under way go on)',
    answer: adminEventsSchema,
    errors: [],
  },
  {
    operation: 'triggerEvent',
    method: 'POST',
    path: '/events',
    summary: 'Cause an event by making its real state change in a session (the emitted events answer)',
    query: WORLD,
    body: adminTriggerEventRequestSchema,
    answer: adminEventsSchema,
    status: 201,
    errors: [400, 404, 409, 413, 422],
  },
  {
    operation: 'redeliverEvent',
    method: 'POST',
    path: '/events/:id/redeliver',
    summary: "Deliver an event again to its session's integrations that observe its key",
    answer: adminRedeliveredSchema,
    status: 202,
    errors: [404, 409],
  },
  {
    operation: 'getSnapshot',
    method: 'GET',
    path: '/snapshot',
    summary: 'Every session holding writes (or the one named), as one versioned document to restore later',
    query: [
      text(
        'scenario',
        'Only a session of this scenario (with session: else the X-Emulator-Scenario header, else the current one).',
      ),
      text('session', 'Only this session (with scenario: else the X-Emulator-Session header, else the current one).'),
    ],
    answer: adminSnapshotSchema,
    errors: [400],
  },
  {
    operation: 'restoreSnapshot',
    method: 'PUT',
    path: '/snapshot',
    summary: "Restore a snapshot's sessions (taken by an emulator started alike); they become what reset goes back to",
    body: adminRestoreRequestSchema,
    answer: adminRestoredSchema,
    errors: [400, 409, 413, 422],
  },
  {
    operation: 'saveSnapshot',
    method: 'POST',
    path: '/save',
    summary: 'Save every session to --data-dir now (snapshot.json)',
    answer: adminSavedSchema,
    errors: [409, 500],
  },
  {
    operation: 'reset',
    method: 'POST',
    path: '/reset',
    summary: "Drop every session's writes, forget tokens, clear the journal, back to the start-up world",
    answer: adminCurrentSchema,
    errors: [],
  },
  { operation: 'getDashboard', method: 'GET', path: '/', summary: 'The dashboard', answer: 'html', errors: [] },
  {
    operation: 'getSummary',
    method: 'GET',
    path: '/summary',
    summary: 'What a scenario and session hold, as the dashboard shows it',
    query: WORLD,
    answer: adminSummarySchema,
    errors: [400],
  },
];

/** The admin endpoint with this operation id. */
export function adminEndpoint(operation: string): AdminEndpoint {
  const found = ADMIN_ENDPOINTS.find((endpoint) => endpoint.operation === operation);
  if (found === undefined) throw new Error(`no admin endpoint ${operation}`);
  return found;
}
