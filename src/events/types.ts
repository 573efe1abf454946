import type { View } from '../store/view.js';

/** What the emulator's events look like from outside: `emulator.events()`, `GET /__emulator/events`, the dashboard. */

/** One try at delivering an event to one integration. */
export interface DeliveryAttempt {
  /** The integration it went to, and the integration job (one per event and integration) it belongs to. */
  integration: string;
  job: string;
  /** 1, 2, ... for this job. */
  attempt: number;
  /** `webhook` (an HTTP POST), or `aws_sqs` / `stomp` (the emulator's in-memory queue). */
  integration_type: 'webhook' | 'aws_sqs' | 'stomp';
  /** When it was tried, by the session's clock (ISO 8601). */
  at: string;
  succeeded: boolean;
  /** The receiver's status (webhooks that answered). */
  status_code?: number;
  /** Why it failed. */
  error_detail?: string;
  /** How long it took, ms. */
  processing_time: number;
  /** What was sent: the URL, the headers (`x-moltin-secret-key` as `***`) and the body (secrets as `***`). */
  request: { url: string; headers: Record<string, string>; body: string };
  /** What the receiver answered (its first 4 KiB), when it did. */
  response?: { status: number; body: string };
}

/** An event the emulator emitted: a real change of a session's state. */
export interface EmulatorEvent {
  /** Unique, and the same for every delivery of the event (receivers deduplicate on it). */
  id: string;
  /** The observable key: `subscription.created`, `subscription-invoice.created`, ... */
  key: string;
  /** When it happened, by its session's clock (ISO 8601). */
  at: string;
  scenario: string;
  session: string;
  /** The resource it is about. */
  resource: { type: string; id: string };
  /** The resource as the API answers it (`{ data }`), or only `{ type, id }` when it was deleted. */
  payload: unknown;
  /** Every delivery attempt so far, oldest first. */
  deliveries: DeliveryAttempt[];
}

/** What `events(filter)` keeps: every given field must hold. */
export interface EventFilter {
  /** The key, exactly, or a RegExp (`/^subscription\./`). */
  key?: string | RegExp;
  scenario?: string;
  session?: string;
  /** The resource's id. */
  resource?: string;
}

/** How failed deliveries are retried: `standard` waits 1 s, 5 s, 25 s and 125 s; `immediate` does not wait. */
export type RetryMode = 'standard' | 'immediate';

/** An integration log record as the Integrations API answers it. */
export interface IntegrationLog {
  id: string;
  type: 'integration';
  succeeded: boolean;
  attempt: number;
  body: string;
  status_code?: number;
  error_detail: string;
  processing_time: number;
  relationships: {
    integration: { data: { id: string; type: 'integration' } };
    job: { data: { id: string; type: 'integration-job' } };
  };
  meta: { timestamps: { created_at: string; updated_at: string } };
}

/** What the routes use of the emulator's events (src/events/bus.ts has them). */
export interface EventsPort {
  /** An event of something that did not happen (`subscription.create-failed`), in the session as `view` has it. */
  failed(
    scenario: string,
    session: string,
    view: View,
    draft: { key: string; resource: { type: string; id: string }; payload: string },
  ): void;
  /** A session's integration logs, oldest first: of one integration, and of one of its jobs, when given. */
  logs(scenario: string, session: string, of?: { integration?: string; job?: string }): IntegrationLog[];
  /** The jobs of one integration in a session, oldest first. */
  jobs(scenario: string, session: string, integration: string): { id: string; type: 'integration-job' }[];
}
