import express, { type Request, type Response } from 'express';
import { SCENARIO_HEADER, SESSION_HEADER } from '../app.js';
import { Refused } from '../billing/actions.js';
import { type EmulatorControl, SessionGoneError } from '../emulator.js';
import { TriggerError, trigger } from '../events/trigger.js';
import type { EventFilter } from '../events/types.js';
import { ApiError } from '../http/errors.js';
import { type AdminRoute, fail, requestTarget } from './admin-http.js';

const jsonBody = express.json({ limit: '16kb', strict: true, type: () => true });

/** What `POST /__emulator/events` takes. */
const TRIGGER_BODY =
  'send a JSON body {"key": "<event key>", "subscription": "<subscription id>"} (subscription optional)';

/** A query flag given once as text, or undefined. */
const textOf = (req: Request, name: string) =>
  typeof req.query[name] === 'string' ? (req.query[name] as string) : undefined;

/** Names the scenario and session an answer is about in its headers. */
function about(res: Response, at: { scenario: string; session: string }): void {
  res.setHeader(SCENARIO_HEADER, at.scenario);
  res.setHeader(SESSION_HEADER, at.session);
}

/** `{"key": "...", "subscription"?: "..."}`, or a 400 that shows it. */
function triggerBody(req: Request, res: Response): { key: string; subscription?: string } | undefined {
  const body = req.body as unknown;
  const given =
    typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  const { key, subscription } = given;
  if (typeof key !== 'string' || (subscription !== undefined && typeof subscription !== 'string')) {
    fail(res, 400, TRIGGER_BODY);
    return undefined;
  }
  return subscription === undefined ? { key } : { key, subscription };
}

/**
 * The emulator's events under the admin API: `GET /__emulator/events` (the kept events, each with its delivery
 * attempts), `DELETE` (forget them), `POST` (emit one now: src/events/trigger.ts) and
 * `POST /__emulator/events/:id/redeliver` (deliver a kept event again to its session's integrations).
 */
export function mountEvents(route: AdminRoute, control: EmulatorControl): void {
  route('listEvents', (req, res) => {
    const limit = textOf(req, 'limit');
    if (limit !== undefined && !/^\d{1,9}$/.test(limit)) {
      return fail(res, 400, `limit must be a whole number, got "${limit.slice(0, 40)}"`);
    }
    const filter: EventFilter = {};
    for (const name of ['key', 'scenario', 'session', 'resource'] as const) {
      const value = textOf(req, name);
      if (value !== undefined) filter[name] = value;
    }
    const data = control.events.list(filter);
    res.setHeader('Cache-Control', 'no-store');
    res.json({ data: limit === undefined ? data : data.slice(Math.max(0, data.length - Number(limit))) });
  });

  route('clearEvents', (_req, res) => {
    control.events.clear();
    res.json({ data: [] });
  });

  route('triggerEvent', jsonBody, (req, res, next) => {
    const at = requestTarget(req, res, control);
    if (at === undefined) return;
    about(res, at);
    const body = triggerBody(req, res);
    if (body === undefined) return;
    trigger(control, { ...body, ...at })
      .then((events) => res.status(201).json({ data: events }))
      .catch((error: unknown) => {
        if (error instanceof TriggerError) fail(res, error.status, error.detail);
        else if (error instanceof ApiError) fail(res, error);
        else if (error instanceof Refused) fail(res, error.status, error.detail);
        else if (error instanceof SessionGoneError) fail(res, error.status, error.message);
        else next(error);
      });
  });

  route('redeliverEvent', (req, res) => {
    const id = req.params.id as string;
    const event = control.events.get(id);
    if (event === undefined) {
      return fail(
        res,
        404,
        `no event ${id.slice(0, 100)} is kept (the last 10,000 are, but for those of sessions dropped since: GET /__emulator/events)`,
      );
    }
    about(res, event);
    const scenario = control.scenarios.get(event.scenario);
    const queued =
      scenario === undefined ? undefined : control.events.redeliver(id, control.store.view(scenario, event.session));
    if (queued === undefined) {
      return fail(
        res,
        409,
        `event ${id} happened in session ${event.session} of scenario ${event.scenario}, which holds no writes any more`,
      );
    }
    res.status(202).json({ data: { event: id, queued } });
  });
}
