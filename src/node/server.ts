import { createServer, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SCENARIO_HEADER, SESSION_HEADER } from '../app.js';
import type { EmulatorControl } from '../emulator.js';
import type { Scenario } from '../scenarios/types.js';
import { VERSION } from '../version.generated.js';
import { corsMethods, createNodeListener, type RequestLogEntry } from './http-adapter.js';
import { answerClientErrors } from './transport.js';

export interface ServerOptions {
  /** Serve the admin API under `/__emulator`. Default true. */
  admin?: boolean;
  /** Called for every request the server answers, for logging. */
  onRequest?: (entry: RequestLogEntry) => void;
}

export interface ListenOptions {
  /** Default 0: a free port. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
}

export interface RunningServer {
  url: string;
  close(): Promise<void>;
}

/** Starts a `node:http` server over the pipeline; resolves once it listens. */
export function listen(
  control: EmulatorControl,
  options: ServerOptions,
  { port = 0, host = '127.0.0.1' }: ListenOptions = {},
): Promise<RunningServer> {
  const admin = options.admin === false ? undefined : lazyAdmin(control);
  const names = () => ({ [SCENARIO_HEADER]: control.current(), [SESSION_HEADER]: control.currentSession() });
  const listener = createNodeListener(control.pipeline, { admin, onRequest: options.onRequest, names });
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
      resolve({
        url: `http://${shownHost}:${address.port}`,
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            server.closeIdleConnections();
          }),
      });
    });
  });
}

/** The admin API, with Express loaded on its first request rather than at start-up. */
function lazyAdmin(control: EmulatorControl): RequestListener {
  let app: Promise<RequestListener> | undefined;
  return (req, res) => {
    app ??= import('./admin.js').then(({ createAdminApp }) => createAdminApp(control, VERSION));
    app.then((listener) => listener(req, res));
  };
}
