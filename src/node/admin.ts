import type { RequestListener } from 'node:http';
import express, { type ErrorRequestHandler, type Request, type Response } from 'express';
import type { EmulatorControl } from '../emulator.js';
import { errorBody } from '../http/errors.js';
import { JSON_CONTENT_TYPE } from '../http/types.js';
import { openApiDocument } from '../openapi.js';
import { WELL_KNOWN_IDS } from '../store/ids.js';

function fail(res: Response, status: number, detail: string): void {
  res.status(status).type(JSON_CONTENT_TYPE).send(errorBody(status, detail));
}

/** The admin API under `/__emulator`: health, scenarios, switching the current scenario, reset. Never rate-limited. */
export function createAdminApp(control: EmulatorControl, version: string): RequestListener {
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  const router = express.Router();
  app.use((_req, res, next) => {
    res.setHeader('X-Emulator-Scenario', control.current());
    next();
  });

  router.get('/health', (_req, res) => {
    res.json({ status: 'ok', version, scenario: control.current() });
  });

  router.get('/scenarios', (_req, res) => {
    res.json({
      current: control.current(),
      scenarios: [...control.scenarios.values()].map(({ name, description, behaviour }) => ({
        name,
        description,
        ...(behaviour?.status ? { status: behaviour.status } : {}),
      })),
      ids: WELL_KNOWN_IDS,
    });
  });

  router.get('/openapi.json', (req, res) => {
    res.json(openApiDocument(`http://${req.get('host') ?? '127.0.0.1'}`));
  });

  router.put('/scenario', express.json({ limit: '16kb', strict: true, type: () => true }), (req: Request, res) => {
    const name = (req.body as { name?: unknown } | undefined)?.name;
    if (typeof name !== 'string') return fail(res, 400, 'send a JSON body {"name": "<scenario>"}');
    if (!control.scenarios.has(name)) {
      return fail(
        res,
        400,
        `unknown scenario "${name.slice(0, 60)}": valid scenarios are ${[...control.scenarios.keys()].join(', ')}`,
      );
    }
    control.use(name);
    res.setHeader('X-Emulator-Scenario', name);
    res.json({ current: name });
  });

  router.post('/reset', (_req, res) => {
    control.reset();
    res.setHeader('X-Emulator-Scenario', control.current());
    res.json({ current: control.current() });
  });

  app.use('/__emulator', router);
  app.use((req, res) => {
    const known = [
      'GET /__emulator/health',
      'GET /__emulator/scenarios',
      'GET /__emulator/openapi.json',
      'PUT /__emulator/scenario',
      'POST /__emulator/reset',
    ];
    fail(res, 404, `no admin endpoint ${req.method} ${req.path.slice(0, 200)}: use ${known.join(', ')}`);
  });
  const onError: ErrorRequestHandler = (error: { status?: number; type?: string }, _req, res, _next) => {
    const status = error.status === 413 ? 413 : 400;
    const detail =
      status === 413
        ? 'the request body is larger than 16 KiB'
        : 'the request body is not valid JSON: send {"name": "<scenario>"}';
    fail(res, status, detail);
  };
  app.use(onError);
  return (req, res) => app(req, res);
}
