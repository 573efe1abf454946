import type { RequestListener } from 'node:http';
import express, { type ErrorRequestHandler, type Request, type Response } from 'express';
import { adminEndpoint } from '../admin-contract.js';
import { SCENARIO_HEADER, SESSION_HEADER, validSessionName } from '../app.js';
import { Refused } from '../billing/actions.js';
import { type EmulatorControl, SessionGoneError } from '../emulator.js';
import { errors } from '../http/errors.js';
import { openApiDocument } from '../openapi.js';
import { WELL_KNOWN_IDS } from '../world/ids.js';
import { mountEvents } from './admin-events.js';
import { type AdminRoute, fail, requestTarget } from './admin-http.js';
import { mountSnapshots } from './admin-snapshots.js';
import { mountDashboard } from './dashboard.js';

/** A router serving the contract's endpoints, which remembers them for the 404 that lists them. */
function listedRouter() {
  const router = express.Router();
  const endpoints: string[] = [];
  const route: AdminRoute = (operation, ...handlers) => {
    const { method, path } = adminEndpoint(operation);
    endpoints.push(`${method} /__emulator${path}`);
    router[method.toLowerCase() as 'get' | 'put' | 'post' | 'delete'](path, ...handlers);
  };
  return { router, endpoints, route };
}

const jsonBody = express.json({ limit: '16kb', strict: true, type: () => true });

/** `{"name": "..."}` of a PUT, or a 400 that shows it. */
function nameOf(req: Request, res: Response, what: string): string | undefined {
  const name = (req.body as { name?: unknown } | undefined)?.name;
  if (typeof name === 'string') return name;
  fail(res, 400, `send a JSON body {"name": "<${what}>"}`);
  return undefined;
}

/** A body limit as people say it: 16 KiB, 64 MiB. */
const sizeOf = (bytes: number) => (bytes >= 1024 * 1024 ? `${bytes / 1024 / 1024} MiB` : `${bytes / 1024} KiB`);

/**
 * The admin API under `/__emulator`: health, scenarios, the current scenario and session, sessions and their writes,
 * the clock, the request journal, the events (./admin-events.ts), snapshots (./admin-snapshots.ts), reset, the OpenAPI
 * document. Never rate-limited by scenarios.
 */
export function createAdminApp(control: EmulatorControl, version: string): RequestListener {
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  const { router, endpoints, route } = listedRouter();
  app.use((_req, res, next) => {
    res.setHeader(SCENARIO_HEADER, control.current());
    res.setHeader(SESSION_HEADER, control.currentSession());
    next();
  });
  const current = (res: Response) => {
    res.setHeader(SCENARIO_HEADER, control.current());
    res.setHeader(SESSION_HEADER, control.currentSession());
    res.json({ current: control.current(), session: control.currentSession() });
  };

  route('getHealth', (_req, res) => {
    res.json({
      status: 'ok',
      version,
      api_version: control.version,
      scenario: control.current(),
      session: control.currentSession(),
    });
  });
  route('listScenarios', (_req, res) => {
    res.json({
      current: control.current(),
      scenarios: [...control.scenarios.values()].map((scenario) => ({
        name: scenario.name,
        description: scenario.description,
        ...(scenario.behaviour?.status ? { status: scenario.behaviour.status } : {}),
        origin: scenario.origin ?? 'code',
        ...control.store.worlds.counts(scenario),
      })),
      ids: WELL_KNOWN_IDS,
    });
  });
  route('getOpenApiDocument', (req, res) => {
    res.json(openApiDocument(`http://${req.get('host') ?? '127.0.0.1'}`, control.pipeline.table));
  });
  route('setScenario', jsonBody, (req, res) => {
    const name = nameOf(req, res, 'scenario');
    if (name === undefined) return;
    if (!control.scenarios.has(name)) return fail(res, errors.unknownScenario(name, control.scenarios.keys()));
    control.use(name);
    current(res);
  });
  route('setSession', jsonBody, (req, res) => {
    const name = nameOf(req, res, 'session');
    if (name === undefined) return;
    if (!validSessionName(name)) return fail(res, errors.badSessionName(name));
    control.session(name);
    current(res);
  });
  route('listSessions', (_req, res) => {
    res.json({ current: control.currentSession(), data: control.store.sessions() });
  });
  route('dropSession', (req, res) => {
    const name = req.params.name as string;
    if (!validSessionName(name)) return fail(res, errors.badSessionName(name));
    const dropped = control.store.drop(name);
    res.json({ session: name, dropped });
  });
  /** The scenario and session a clock request is for (or a 400), named in the answer's headers. */
  const clockTarget = (req: Request, res: Response) => {
    const at = requestTarget(req, res, control);
    if (at !== undefined) {
      res.setHeader(SCENARIO_HEADER, at.scenario);
      res.setHeader(SESSION_HEADER, at.session);
    }
    return at;
  };
  route('getClock', (req, res) => {
    const at = clockTarget(req, res);
    if (at === undefined) return;
    try {
      res.json({ now: control.clock.now(at), ...at });
    } catch (error) {
      if (error instanceof SessionGoneError) fail(res, error.status, error.message);
      else throw error;
    }
  });
  route('moveClock', jsonBody, (req, res, next) => {
    const at = clockTarget(req, res);
    if (at === undefined) return;
    const body = (req.body ?? {}) as { advance?: unknown; to?: unknown };
    const change = typeof body === 'object' && !Array.isArray(body) ? body : {};
    control
      .moveClock(change, at)
      .then((now) => res.json({ now, ...at }))
      .catch((error: unknown) => {
        if (error instanceof RangeError) fail(res, 400, error.message.replace(/^clock: /, ''));
        else if (error instanceof Refused) fail(res, 409, error.detail);
        else if (error instanceof SessionGoneError) fail(res, error.status, error.message);
        else next(error);
      });
  });
  route('listRequests', (req, res) => {
    const text = (name: string) => (typeof req.query[name] === 'string' ? (req.query[name] as string) : undefined);
    const number = (name: string) => {
      const value = text(name);
      if (value === undefined) return undefined;
      if (!/^\d{1,9}$/.test(value)) throw new RangeError(`${name} must be a whole number, got "${value.slice(0, 40)}"`);
      return Number(value);
    };
    try {
      const filter = {
        method: text('method'),
        path: text('path'),
        status: number('status'),
        scenario: text('scenario'),
        session: text('session'),
      };
      const data = control.journal.list(filter, { after: number('after'), limit: number('limit') });
      res.json({ data });
    } catch (error) {
      fail(res, 400, (error as Error).message);
    }
  });
  route('clearRequests', (_req, res) => {
    control.journal.clear();
    res.json({ data: [] });
  });
  mountEvents(route, control);
  mountSnapshots(route, control);
  route('reset', (_req, res) => {
    control.reset();
    current(res);
  });

  mountDashboard(route, control);
  app.use('/__emulator', router);
  app.use((req, res) => {
    fail(res, 404, `no admin endpoint ${req.method} ${req.path.slice(0, 200)}: use ${endpoints.join(', ')}`);
  });
  const onError: ErrorRequestHandler = (
    error: { status?: number; type?: string; limit?: number },
    _req,
    res,
    _next,
  ) => {
    if (error.status === 413)
      return fail(res, 413, `the request body is larger than ${sizeOf(error.limit ?? 16 * 1024)}`);
    if (error.type === 'entity.parse.failed') return fail(res, 400, 'the request body is not valid JSON');
    fail(res, errors.unexpected(error));
  };
  app.use(onError);
  return (req, res) => app(req, res);
}
