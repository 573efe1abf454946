// What the admin API and the dashboard's endpoints share: the error answer, and which scenario and session a request
// is about.
import type { Request, Response } from 'express';
import { SCENARIO_HEADER, SESSION_HEADER, sessionNameProblem, unknownScenario } from '../app.js';
import type { EmulatorControl } from '../emulator.js';
import { errorBody } from '../http/errors.js';
import { JSON_CONTENT_TYPE } from '../http/types.js';

/** An error in the API's envelope. */
export function fail(res: Response, status: number, detail: string): void {
  res.status(status).type(JSON_CONTENT_TYPE).send(errorBody(status, detail));
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
    fail(res, 400, unknownScenario(scenario, control.scenarios).detail);
    return undefined;
  }
  const problem = sessionNameProblem(session);
  if (problem !== null) {
    fail(res, 400, problem);
    return undefined;
  }
  return { scenario, session };
}
