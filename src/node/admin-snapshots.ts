import express, { type Request, type Response } from 'express';
import { SCENARIO_HEADER, SESSION_HEADER } from '../app.js';
import type { EmulatorControl } from '../emulator.js';
import { SnapshotError } from '../snapshot.js';
import { type AdminRoute, fail, requestTarget } from './admin-http.js';
import { dataDirOf } from './data-dir.js';

/** A snapshot is large (a session of 1,000 writes is a few hundred KB): its own limit, far above the other bodies'. */
export const SNAPSHOT_BODY_LIMIT = 64 * 1024 * 1024;

const snapshotBody = express.json({ limit: SNAPSHOT_BODY_LIMIT, strict: true, type: () => true });

/** The one session a snapshot is asked of (`?scenario=&session=`), or every session when neither flag is given. */
function only(req: Request, res: Response, control: EmulatorControl) {
  if (typeof req.query.scenario !== 'string' && typeof req.query.session !== 'string') return { every: true } as const;
  const at = requestTarget(req, res, control);
  if (at === undefined) return undefined;
  res.setHeader(SCENARIO_HEADER, at.scenario);
  res.setHeader(SESSION_HEADER, at.session);
  return at;
}

/**
 * Snapshots under the admin API: `GET /__emulator/snapshot` (every session holding writes, or one with
 * `?scenario=&session=`), `PUT` (restore one; its sessions become what a reset goes back to) and
 * `POST /__emulator/save` (write them to `--data-dir` now: src/node/data-dir.ts).
 */
export function mountSnapshots(route: AdminRoute, control: EmulatorControl): void {
  route('getSnapshot', (req, res) => {
    const at = only(req, res, control);
    if (at === undefined) return;
    res.setHeader('Cache-Control', 'no-store');
    // Never a session half restored: after a restore under way, as API requests are.
    control.pipeline.idle().then(() => res.json('every' in at ? control.snapshot() : control.snapshot(at)));
  });

  route('restoreSnapshot', snapshotBody, (req, res, next) => {
    control
      .restore(req.body)
      .then((snapshot) =>
        res.json({
          restored: snapshot.sessions.map(({ scenario, session, steps }) => ({
            scenario,
            session,
            steps: steps.length,
          })),
        }),
      )
      .catch((error: unknown) => {
        if (error instanceof SnapshotError) fail(res, error.status, error.message);
        else next(error);
      });
  });

  route('saveSnapshot', (_req, res) => {
    const dataDir = dataDirOf(control);
    if (dataDir === undefined) return fail(res, 409, 'start with --data-dir DIR to save');
    control.pipeline.idle().then(() => {
      try {
        res.json(dataDir.save());
      } catch (error) {
        fail(res, 500, (error as Error).message);
      }
    });
  });
}
