import { fromFetchRequest, fromPlainInit } from '../adapters/fetch.js';
import { Refused } from '../billing/actions.js';
import type { Life } from '../billing/life.js';
import type { ApiVersion } from '../catalog/types.js';
import { type EmulatorControl, SessionGoneError } from '../emulator.js';
import { iso } from '../factories/index.js';
import { errors } from '../http/errors.js';
import { SCENARIO_HEADER, SESSION_HEADER, validSessionName } from '../pipeline/choose.js';
import type { Scenario } from '../scenarios/types.js';
import type { View } from '../store/view.js';
import { STORE_CREDENTIALS } from '../world/ids.js';

/** What a trigger answers when it cannot cause its event. */
export type TriggerStatus = 400 | 404 | 409 | 422;

/**
 * Why `trigger` could not cause its event: the status and one-line detail the admin API answers with. A step the API
 * refused says which step it was (`POST /v2/...: <the API's detail>`).
 * @example
 * try { await trigger(control, request) } catch (error) { if (error instanceof TriggerError) console.log(error.status) }
 */
export class TriggerError extends Error {
  override name = 'TriggerError';
  constructor(
    readonly status: TriggerStatus,
    readonly detail: string,
  ) {
    super(detail);
  }
}

/** The statuses a refused step keeps; any other (a scenario's own 429 or 500) is a conflict with the scenario. */
const KEPT: readonly number[] = [400, 404, 409, 422];

/** The first error's detail of an answer in the API's envelope, or its text. */
function detailOf(body: string): string {
  try {
    const parsed = JSON.parse(body) as { errors?: { detail?: string }[] };
    const details = (parsed.errors ?? []).map((error) => error.detail).filter((one) => typeof one === 'string');
    if (details.length > 0) return details.join('; ');
  } catch {
    // Not JSON: its text says it.
  }
  return body.slice(0, 200) || 'no detail';
}

/**
 * The steps of one trigger in one scenario and session: requests to the emulator's own API (with a token from the
 * store's credentials, so they pass in every `--auth` mode) and clock moves, and what the session holds between them.
 */
export class Steps {
  readonly version: ApiVersion;
  #token = '';

  private constructor(
    readonly control: EmulatorControl,
    readonly scenario: Scenario,
    readonly session: string,
  ) {
    this.version = control.version;
  }

  /** Steps in (scenario, session): a 400 for an unknown scenario or a malformed session name. */
  static async open(control: EmulatorControl, scenario: string, session: string): Promise<Steps> {
    const known = control.scenarios.get(scenario);
    if (known === undefined)
      throw new TriggerError(400, errors.unknownScenario(scenario, control.scenarios.keys()).detail);
    if (!validSessionName(session)) throw new TriggerError(400, errors.badSessionName(session).detail);
    const steps = new Steps(control, known, session);
    const form = new URLSearchParams({ grant_type: 'client_credentials', ...STORE_CREDENTIALS }).toString();
    const answer = await steps.#send('POST', '/oauth/access_token', form, 'application/x-www-form-urlencoded');
    steps.#token = (answer as { access_token: string }).access_token;
    return steps;
  }

  /** The session as it stands now. */
  view(): View {
    return this.control.store.view(this.scenario, this.session);
  }

  /** The session's clock (ms). */
  now(): number {
    return this.view().clock;
  }

  /** A subscription of the session, or undefined. */
  life(id: string): Life | undefined {
    return this.view().subscriptions.get(id.toLowerCase());
  }

  /** A request to the API with a JSON body (or none): its answer's JSON, or a TriggerError naming the step. */
  call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown): Promise<unknown> {
    return this.#send(method, path, body === undefined ? undefined : JSON.stringify(body), 'application/json');
  }

  /** The id of what a create answered. */
  async create(path: string, body: unknown): Promise<string> {
    const answer = (await this.call('POST', path, body)) as { data: { id: string } };
    return answer.data.id;
  }

  async #send(method: string, path: string, body: string | undefined, type: string): Promise<unknown> {
    const headers = new Headers({
      [SCENARIO_HEADER]: this.scenario.name,
      [SESSION_HEADER]: this.session,
      'user-agent': 'commerce-emulator trigger',
    });
    if (this.#token !== '') headers.set('authorization', `Bearer ${this.#token}`);
    if (body !== undefined) headers.set('content-type', type);
    const url = new URL(path, 'http://localhost');
    const init = { method, headers, body };
    const request = fromPlainInit(url, init) ?? fromFetchRequest(new Request(url, init));
    const response = await this.control.pipeline.handle(request);
    if (response.status < 400) return response.body === '' ? undefined : JSON.parse(response.body);
    const detail = detailOf(response.body);
    if (response.status === 410) throw new SessionGoneError(detail);
    if (KEPT.includes(response.status)) {
      throw new TriggerError(response.status as TriggerStatus, `${method} ${path}: ${detail}`);
    }
    throw new TriggerError(409, `${method} ${path} answered ${response.status} in this scenario: ${detail}`);
  }

  /** Moves the session's clock to `to` (ms; not before it is now), running the billing runs and jobs on the way. */
  async moveClock(to: number): Promise<void> {
    // Whole seconds, as the clock keeps them.
    const until = iso(Math.ceil(Math.max(to, this.now()) / 1000) * 1000);
    try {
      await this.control.moveClock({ to: until }, { scenario: this.scenario.name, session: this.session });
    } catch (error) {
      const step = `moving the clock to ${until}`;
      if (error instanceof Refused) throw new TriggerError(error.status, `${step}: ${error.detail}`);
      if (error instanceof RangeError) throw new TriggerError(422, `${step}: ${error.message.replace(/^clock: /, '')}`);
      throw error;
    }
  }
}
