import type { IncomingMessage, ServerResponse } from 'node:http';
import { SCENARIO_HEADER, SESSION_HEADER } from '../app.js';
import type { EmulatorControl } from '../emulator.js';
import { createNodeListener } from './http-adapter.js';
import { lazyAdmin } from './server.js';

/** Where to mount the emulator in your own server. */
export interface MiddlewareOptions {
  /** A path the API is served under (`/api`: `/api/v2/application-keys`); by default the API's own paths. */
  prefix?: string;
  /** Serve the admin API and the dashboard too (under the prefix: `/api/__emulator/`). Default true. */
  admin?: boolean;
}

/** A connect-style middleware, as Express, Vite's dev server, Storybook and webpack-dev-server take. */
export type Middleware = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;

const ADMIN = '/__emulator';

/** The path before `req.url` that a framework mounted the middleware at (`app.use('/mock', ...)`), or ''. */
function mountedAt(req: IncomingMessage): string {
  const original = (req as { originalUrl?: string }).originalUrl;
  if (original === undefined || req.url === undefined) return '';
  const [full = ''] = original.split('?');
  const [rest = ''] = req.url.split('?');
  return rest !== '/' && full.endsWith(rest) ? full.slice(0, full.length - rest.length) : full.replace(/\/$/, '');
}

/**
 * The emulator in your own server: requests to the emulated API's paths (under `prefix`) are answered as the
 * standalone server answers them, anything else goes to `next()`. Mount it before any body parser: a body parsed
 * already is used as it was left.
 */
export function createMiddleware(
  control: EmulatorControl,
  { prefix = '', admin = true }: MiddlewareOptions,
): Middleware {
  const base = prefix.replace(/\/$/, '');
  if (base !== '' && !base.startsWith('/')) throw new TypeError(`middleware: prefix must start with /, got ${prefix}`);
  const bases = new WeakMap<IncomingMessage, string>();
  const names = () => ({ [SCENARIO_HEADER]: control.current(), [SESSION_HEADER]: control.currentSession() });
  const listener = createNodeListener(control.pipeline, {
    admin: admin ? lazyAdmin(control) : undefined,
    names,
    basePath: (req) => bases.get(req) ?? '',
  });
  return (req, res, next) => {
    const url = req.url ?? '/';
    const queryAt = url.indexOf('?');
    const path = queryAt === -1 ? url : url.slice(0, queryAt);
    if (base !== '' && path !== base && !path.startsWith(`${base}/`)) return next();
    const rest = path.slice(base.length) || '/';
    const isAdmin = admin && (rest === ADMIN || rest.startsWith(`${ADMIN}/`));
    if (!isAdmin && control.pipeline.table.routesAt(rest).length === 0) return next();
    bases.set(req, `${mountedAt(req)}${base}`);
    req.url = `${rest}${queryAt === -1 ? '' : url.slice(queryAt)}`;
    listener(req, res);
  };
}
