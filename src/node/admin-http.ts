// What the admin API and the dashboard's endpoints share: the error answer, and which scenario and session a request
// is about.
import type { Request, RequestHandler, Response } from 'express';
import { SCENARIO_HEADER, SESSION_HEADER, validSessionName } from '../app.js';
import type { EmulatorControl } from '../emulator.js';
import { type ApiError, errorBody, errors } from '../http/errors.js';
import { JSON_CONTENT_TYPE } from '../http/types.js';

/** Serves one endpoint of the admin API's contract (`src/admin-contract.ts`) by its operation id. */
export type AdminRoute = (operation: string, ...handlers: RequestHandler[]) => void;

/** An error in the API's envelope: a status and detail, or one of the catalogue's errors. */
export function fail(res: Response, error: ApiError): void;
export function fail(res: Response, status: number, detail: string): void;
export function fail(res: Response, status: number | ApiError, detail?: string): void {
  const [code, text] = typeof status === 'number' ? [status, detail as string] : [status.status, status.detail];
  res.status(code).type(JSON_CONTENT_TYPE).send(errorBody(code, text));
}

/**
 * The scenario and session a request is about: the query flag, then the header, then the current one. An unknown
 * scenario or a malformed session name answers 400 and gives undefined.
 */
export function requestTarget(
  req: Request,
  res: Response,
  control: EmulatorControl,
): { scenario: string; session: string } | undefined {
  const pick = (param: string, header: string, fallback: string) => {
    const value = req.query[param];
    return typeof value === 'string' ? value : (req.get(header) ?? fallback);
  };
  const scenario = pick('scenario', SCENARIO_HEADER, control.current());
  const session = pick('session', SESSION_HEADER, control.currentSession());
  if (!control.scenarios.has(scenario)) {
    fail(res, errors.unknownScenario(scenario, control.scenarios.keys()));
    return undefined;
  }
  if (!validSessionName(session)) {
    fail(res, errors.badSessionName(session));
    return undefined;
  }
  return { scenario, session };
}
