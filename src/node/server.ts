import { createServer, type RequestListener } from 'node:http';
import { type AddressInfo, Server as NetServer } from 'node:net';
import { SCENARIO_HEADER, SESSION_HEADER } from '../app.js';
import type { EmulatorControl } from '../emulator.js';
import type { Scenario } from '../scenarios/types.js';
import { VERSION } from '../version.generated.js';
import { corsMethods, createNodeListener, type RequestLogEntry } from './http-adapter.js';
import { createProxy, ProxyError, type ValidatingProxy } from './proxy.js';
import { answerClientErrors } from './transport.js';

export interface ServerOptions {
  /** Serve the admin API under `/__emulator`. Default true. */
  admin?: boolean;
  /** Called for every request the server answers, for logging. */
  onRequest?: (entry: RequestLogEntry) => void;
  /**
   * The validating proxy: every API request goes to the real store at this http(s) address and is answered with its
   * answer unchanged; each answer is checked against the emulator's contract (the journal's `drift`). The admin API
   * and the dashboard stay the emulator's own.
   */
  proxy?: string;
  /** With `proxy`: a JUnit XML file of the real answers' differences from the contract, rewritten after each request. */
  driftReport?: string;
  /** What the emulator does on its own (here: a drift report that could not be written). */
  onNotice?: (message: string) => void;
}

export interface ListenOptions {
  /** Default 0: a free port. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
}

export interface RunningServer {
  url: string;
  /**
   * Stops the server gracefully: no new connection is taken, every request under way is answered (with
   * `Connection: close`), idle connections are closed after a short grace, and whatever is still open after a
   * second and a half is closed. Resolves once every connection is gone.
   */
  close(): Promise<void>;
}

/** How long idle keep-alive connections are left open once closing, for a request already on its way. */
const IDLE_GRACE_MS = 250;
/** How long closing waits for busy connections at the most. */
const CLOSE_LIMIT_MS = 1500;

/** Starts a `node:http` server over the pipeline; resolves once it listens. */
export function listen(
  control: EmulatorControl,
  options: ServerOptions,
  { port = 0, host = '127.0.0.1' }: ListenOptions = {},
): Promise<RunningServer> {
  const admin = options.admin === false ? undefined : lazyAdmin(control);
  const names = () => ({ [SCENARIO_HEADER]: control.current(), [SESSION_HEADER]: control.currentSession() });
  let closing: Promise<void> | undefined;
  let proxy: ValidatingProxy | undefined;
  try {
    proxy = startProxy(control, options, names, () => closing !== undefined);
  } catch (error) {
    return Promise.reject(error);
  }
  const listener = createNodeListener(control.pipeline, {
    admin,
    onRequest: options.onRequest,
    names,
    closing: () => closing !== undefined,
    ...(proxy === undefined ? {} : { forward: proxy.forward }),
  });
  const server = createServer({ requireHostHeader: false }, listener);
  answerClientErrors(server, names, corsMethods(control.pipeline.table));
  return new Promise<RunningServer>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      // Build the current scenario's world while the client is still getting ready, not on its first request.
      setImmediate(() => control.store.worlds.get(control.scenarios.get(control.current()) as Scenario));
      const address = server.address() as AddressInfo;
      const shownHost = address.family === 'IPv6' ? `[${address.address}]` : address.address;
      const url = `http://${shownHost}:${address.port}`;
      // Queue messages name the emulator they came from (their CloudEvents `source`).
      control.events.source = url;
      resolve({
        url,
        close: () => {
          closing ??= new Promise<void>((done) => {
            // net's close, not http's, which would drop idle keep-alive connections at once: a client may be
            // sending on one right now. New connections are refused from here on.
            NetServer.prototype.close.call(server, () => {
              proxy?.close();
              done();
            });
            setTimeout(() => server.closeIdleConnections(), IDLE_GRACE_MS).unref();
            setTimeout(() => server.closeAllConnections(), CLOSE_LIMIT_MS).unref();
          });
          return closing;
        },
      });
    });
  });
}

/** The validating proxy when `proxy` is given (a ProxyError for a bad address or an unwritable report). */
function startProxy(
  control: EmulatorControl,
  options: ServerOptions,
  names: () => Record<string, string>,
  closing: () => boolean,
): ValidatingProxy | undefined {
  if (options.proxy === undefined) {
    if (options.driftReport !== undefined)
      throw new ProxyError('driftReport needs proxy: it reports what the proxy saw');
    return undefined;
  }
  return createProxy({
    url: options.proxy,
    ...(options.driftReport === undefined ? {} : { driftReport: options.driftReport }),
    table: control.pipeline.table,
    version: control.version,
    journal: control.journal,
    names,
    closing,
    ...(options.onNotice === undefined ? {} : { onNotice: options.onNotice }),
  });
}

/** The admin API, with Express loaded on its first request rather than at start-up. */
export function lazyAdmin(control: EmulatorControl): RequestListener {
  let app: Promise<RequestListener> | undefined;
  return (req, res) => {
    app ??= import('./admin.js').then(({ createAdminApp }) => createAdminApp(control, VERSION));
    app.then((listener) => listener(req, res));
  };
}
