import { Refused } from '../billing/actions.js';
import { JOB_TYPE } from '../billing/jobs.js';
import type { ApiVersion } from '../catalog/types.js';
import { errors } from '../http/errors.js';
import {
  type CreateJob2024Request,
  type CreateJob2026Request,
  createJob2024RequestSchema,
  createJob2026RequestSchema,
  jobList2026Schema,
  jobListSchema,
  jobResponse2026Schema,
  jobResponseSchema,
} from '../schemas/index.js';
import type { Session } from '../store/session.js';
import type { FilterSpec } from './filter.js';
import { resourceRoutes } from './resource.js';

/**
 * Jobs (`/v2/subscriptions/jobs`), both versions: CreateJob, ListJobs, GetJob and DeleteJob. A job is made `pending`
 * at the write's time and moves on as the session's clock passes (src/billing/jobs.ts): started a second later,
 * `success` or `failed` with its report a second after that. Only a pending job may be deleted (a 409 otherwise, the
 * document's one error of DeleteJob). Import jobs are made by `POST /v2/subscriptions/imports` (and listed there), not
 * here; the emulator sends no notifications, so a 2026 `notification-run` is refused too.
 */

export const JOBS = '/v2/subscriptions/jobs';

/** The list's filter as each document's description gives it. */
const FILTERS: Readonly<Record<ApiVersion, FilterSpec>> = {
  '2024': { external_ref: ['eq'] },
  '2026': { external_ref: ['eq', 'in'] },
};

/** The 400 of a job type CreateJob does not make here, and what to do instead. */
function refuseType(type: string): void {
  if (type === 'import') {
    throw errors.badValue(
      'data.attributes.job_type',
      'billing-run, tax-run or payment-run (an import job is made by POST /v2/subscriptions/imports with the file to import)',
      type,
    );
  }
  if (type === 'notification-run') {
    throw errors.badValue(
      'data.attributes.job_type',
      'billing-run, tax-run, payment-run or subscription-update (the emulator sends no notifications: a notification run has nothing to send)',
      type,
    );
  }
}

/**
 * A subscription update picks its subscriptions one way: an offering's (less `excluded_subscription_ids`), or
 * `subscription_ids`, as the document says; the offering must be there.
 */
function checkSelection(given: Record<string, unknown>, session: Session): void {
  const {
    offering_id: offering,
    subscription_ids: named,
    excluded_subscription_ids: excluded,
  } = given as {
    offering_id?: string;
    subscription_ids?: string[];
    excluded_subscription_ids?: string[];
  };
  const field = 'data.attributes.offering_id';
  if (offering !== undefined && named !== undefined) {
    throw errors.badValue(
      'data.attributes.subscription_ids',
      'left out when offering_id is given (they are mutually exclusive)',
      named.join(','),
    );
  }
  if (offering === undefined && named === undefined) {
    throw errors.required(
      `${field} or data.attributes.subscription_ids`,
      'for a subscription-update job: the subscriptions it updates',
    );
  }
  if (excluded !== undefined && offering === undefined) {
    throw errors.badValue(
      'data.attributes.excluded_subscription_ids',
      'left out unless offering_id is given',
      excluded.join(','),
    );
  }
  if (offering !== undefined && session.offerings.get(offering.toLowerCase()) === undefined) {
    throw errors.badValue(field, "the id of one of the store's offerings", offering);
  }
}

function jobRoutesOf(version: ApiVersion) {
  const v2026 = version === '2026';
  return resourceRoutes<CreateJob2024Request | CreateJob2026Request, never>({
    kind: 'jobs',
    shape: { type: JOB_TYPE, datedAttributes: true },
    versions: [version],
    path: JOBS,
    param: 'job_uuid',
    noun: 'job',
    operations: { list: 'listJobs', get: 'getJob', create: 'createJob', delete: 'deleteJob' },
    filter: FILTERS[version],
    schemas: v2026
      ? { list: jobList2026Schema, one: jobResponse2026Schema, create: createJob2026RequestSchema }
      : { list: jobListSchema, one: jobResponseSchema, create: createJob2024RequestSchema },
    example: '{"data":{"type":"subscription_job","attributes":{"job_type":"billing-run"}}}',
    created(body, session) {
      const given = body.data.attributes as Record<string, unknown> & { job_type: string };
      refuseType(given.job_type);
      if (given.job_type === 'subscription-update') checkSelection(given, session);
      const { taxes, ...rest } = given;
      // Tax rates belong to a tax run: any other job type leaves them out.
      const kept = given.job_type === 'tax-run' && taxes !== undefined ? { ...rest, taxes } : rest;
      return { attributes: { ...kept, status: 'pending' } };
    },
    removing(record) {
      const { status } = record.attributes as { status: string };
      if (status !== 'pending') {
        const when = record.meta.timestamps.started_at;
        throw new Refused(
          `job ${record.id} is ${status} (it started at ${when}): only a pending job can be deleted`,
          409,
        );
      }
    },
  });
}

export const jobRoutes = [...jobRoutesOf('2024'), ...jobRoutesOf('2026')];
