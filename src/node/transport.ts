import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { apiError, errorBody, reasonPhrase } from '../http/errors.js';
import { JSON_CONTENT_TYPE } from '../http/types.js';
import { send } from './http-adapter.js';

// What Node handles before a request reaches the listener: answered in the envelope too, never a bare status line.

/** One raw error answer in the envelope, for the cases Node handles before a `ServerResponse` exists. */
function rawAnswer(status: number, detail: string, names: Record<string, string>, extra = ''): string {
  const body = errorBody(status, detail);
  const named = Object.entries(names)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  return (
    `HTTP/1.1 ${status} ${reasonPhrase(status)}\r\nContent-Type: ${JSON_CONTENT_TYPE}\r\n` +
    `Access-Control-Allow-Origin: *\r\n${named}${extra}` +
    `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`
  );
}

const SOCKET_GRACE_MS = 2000;

function clientErrorAnswer(error: NodeJS.ErrnoException): { status: number; detail: string } {
  switch (error.code) {
    case 'HPE_HEADER_OVERFLOW':
      return { status: 431, detail: 'the request line and headers are too large (the limit is about 16 KB)' };
    case 'HPE_CHUNK_EXTENSIONS_OVERFLOW':
      return { status: 413, detail: 'the chunk extensions of the request body are too large' };
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return { status: 408, detail: 'the request took too long to arrive' };
    default:
      return { status: 400, detail: `the request is not valid HTTP (${error.code ?? 'parse error'})` };
  }
}

/**
 * Answers in the error envelope what Node would otherwise answer with a bare status line or a dropped connection:
 * unparseable requests and headers too large (`clientError`), a missing Host header, an unknown `Expect`
 * (417), and `CONNECT` (405: this is not a proxy). `names` gives the current scenario and session headers every
 * answer carries. Create the server with `requireHostHeader: false`: the listener answers a missing Host itself.
 */
export function answerClientErrors(server: Server, names: () => Record<string, string>, methods: string): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (!socket.writable || error.code === 'ECONNRESET') {
      socket.destroy();
      return;
    }
    const { status, detail } = clientErrorAnswer(error);
    const answer = rawAnswer(status, detail, names());
    // Bad bytes after a complete request still being answered (pipelined): that answer goes first, whole, then this
    // one. Bad bytes inside a request's own body: that request cannot be answered otherwise, this is its answer.
    const inFlight = (socket as Duplex & { _httpMessage?: ServerResponse | null })._httpMessage;
    if (inFlight && !inFlight.writableFinished && inFlight.req?.complete)
      inFlight.once('finish', () => socket.end(answer));
    else socket.end(answer);
    // Whatever happens next (a client that never closes its side, an answer that never finishes), the socket goes.
    setTimeout(() => socket.destroy(), SOCKET_GRACE_MS).unref();
  });
  server.on('checkExpectation', (req: IncomingMessage, res: ServerResponse) => {
    req.resume();
    const expectation = String(req.headers.expect).slice(0, 60);
    const answer = apiError(417, `Expect: ${expectation} is not supported: only 100-continue is`).toResponse();
    Object.assign(answer.headers, names());
    send(req, res, answer, undefined, true);
  });
  server.on('connect', (req: IncomingMessage, socket: Duplex) => {
    socket.on('error', () => {});
    const detail = `CONNECT ${String(req.url).slice(0, 100)} is not allowed: this is an API emulator, not a proxy`;
    socket.end(rawAnswer(405, detail, names(), `Allow: ${methods}\r\n`));
    setTimeout(() => socket.destroy(), SOCKET_GRACE_MS).unref();
  });
}
