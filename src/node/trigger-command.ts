// `commerce-emulator trigger KEY`: asks a running emulator's admin API to cause an event (POST /__emulator/events)
// and says what it emitted. Anything that goes wrong is a UsageError: one line, no stack trace.
import { UsageError } from './cli-flags.js';
import { causeOf, detailOf } from './reach.js';

/** What `trigger` was told on the command line. */
export interface TriggerCommand {
  key: string;
  subscription?: string;
  url: string;
  scenario?: string;
  session?: string;
}

/**
 * Causes the event: one line per event emitted (`key id at`, oldest first).
 * @example
 * const lines = await runTrigger({ key: 'subscription.paused', url: 'http://127.0.0.1:4010' })
 */
export async function runTrigger(command: TriggerCommand): Promise<string[]> {
  const query = new URLSearchParams();
  if (command.scenario !== undefined) query.set('scenario', command.scenario);
  if (command.session !== undefined) query.set('session', command.session);
  const target = `${command.url}/__emulator/events${query.size > 0 ? `?${query}` : ''}`;
  const body = JSON.stringify({ key: command.key, subscription: command.subscription });
  let response: Response;
  try {
    response = await fetch(target, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
  } catch (error) {
    throw new UsageError(
      `cannot reach the emulator at ${command.url} (${causeOf(error)}): start it (commerce-emulator) or give its address with --url`,
    );
  }
  const text = await response.text();
  if (!response.ok) {
    const detail = detailOf(text).replace(/\s+/g, ' ');
    // The API's 404 for a path it does not serve: the server runs without its admin API.
    if (response.status === 404 && detail.startsWith('no endpoint at /__emulator/')) {
      throw new UsageError(
        `${command.url} has no admin API (started with --no-admin?): trigger needs its POST /__emulator/events`,
      );
    }
    throw new UsageError(`${command.url} answered ${response.status}: ${detail}`);
  }
  let events: { key: string; id: string; at: string }[];
  try {
    events = (JSON.parse(text) as { data: { key: string; id: string; at: string }[] }).data;
    if (!Array.isArray(events)) throw new TypeError('no data');
  } catch {
    throw new UsageError(`${command.url} answered ${response.status} without the events: is it a commerce-emulator?`);
  }
  return events.map((event) => `${event.key} ${event.id} ${event.at}`);
}
