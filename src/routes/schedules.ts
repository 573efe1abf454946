import { Refused } from '../billing/actions.js';
import { MAX_SCHEDULES } from '../billing/jobs.js';
import {
  isTimeZone,
  nextFireTime,
  parseSpecification,
  SPECIFICATION_FORMAT,
  SpecificationError,
} from '../billing/schedules.js';
import type { ApiVersion } from '../catalog/types.js';
import { iso } from '../factories/index.js';
import { errors } from '../http/errors.js';
import {
  type CreateSchedule2024Request,
  type CreateSchedule2026Request,
  createSchedule2024RequestSchema,
  createSchedule2026RequestSchema,
  scheduleList2026Schema,
  scheduleListSchema,
  scheduleResponse2026Schema,
  scheduleResponseSchema,
  type UpdateSchedule2024Request,
  type UpdateSchedule2026Request,
  updateSchedule2024RequestSchema,
  updateSchedule2026RequestSchema,
} from '../schemas/index.js';
import type { StoreRecord } from '../store/collections.js';
import type { View } from '../store/view.js';
import type { FilterSpec } from './filter.js';
import { resourceRoutes } from './resource.js';

/**
 * Schedules (`/v2/subscriptions/schedules`), both versions: a cron-like `specification` read in the `location` time
 * zone (src/billing/schedules.ts), and the job it starts each time it fires. As the session's clock passes a fire
 * time (a clock move, or the catch-up before a write), the job is made, dated then, and runs as any job does
 * (src/billing/jobs.ts). A schedule made or changed at T fires only after T; a deleted one fires no more.
 * `meta.scheduled_for` is when it fires next, after the session's clock. A bad specification or time zone is a 400
 * naming the field, as are the job types the emulator does not run from a schedule (imports, notifications).
 */

const SCHEDULES = '/v2/subscriptions/schedules';

/** The list's filter as each document's description gives it. */
const FILTERS: Readonly<Record<ApiVersion, FilterSpec>> = {
  '2024': { external_ref: ['eq'] },
  '2026': { external_ref: ['eq', 'in'] },
};

const example =
  '{"data":{"type":"subscription_schedule","attributes":{"name":"Nightly billing","specification":"30 0 * * *","location":"Europe/London","job":{"job_type":"billing-run"}}}}';

/** A specification the rules take (a 400 naming the field otherwise). */
function checkSpecification(text: string): void {
  try {
    parseSpecification(text);
  } catch (error) {
    if (!(error instanceof SpecificationError)) throw error;
    throw errors.badValue('data.attributes.specification', `${SPECIFICATION_FORMAT} (${error.reason})`, text);
  }
}

/** A time zone `Intl` knows (a 400 naming the field otherwise). */
/** A time zone checked, in its IANA spelling (`europe/london` is kept as Europe/London). */
function checkLocation(zone: string): string {
  if (!isTimeZone(zone)) {
    throw errors.badValue(
      'data.attributes.location',
      'an IANA time zone name such as Europe/London, America/New_York or UTC',
      zone,
    );
  }
  return new Intl.DateTimeFormat('en', { timeZone: zone }).resolvedOptions().timeZone;
}

/** The job types a schedule may start, and the 400 of one the emulator does not run from a schedule. */
function checkJobType(type: string): void {
  if (type === 'import') {
    throw errors.badValue(
      'data.attributes.job.job_type',
      'billing-run, tax-run or payment-run (an import job is made by POST /v2/subscriptions/imports with its file, never by a schedule)',
      type,
    );
  }
  if (type === 'notification-run') {
    throw errors.badValue(
      'data.attributes.job.job_type',
      'billing-run or payment-run (the emulator sends no notifications: a notification run has nothing to send)',
      type,
    );
  }
}

/** A schedule as answered: the record, and in `meta.scheduled_for` when it fires next after the view's clock. */
export function scheduleJson(record: StoreRecord, view: View): string {
  const { specification, location } = record.attributes as { specification: string; location: string };
  const next = nextFireTime(parseSpecification(specification), location, view.clock);
  const { owner, timestamps } = record.meta;
  return JSON.stringify({
    ...record,
    meta: { ...(next === undefined ? {} : { scheduled_for: iso(next) }), owner, timestamps },
  });
}

type Create = CreateSchedule2024Request | CreateSchedule2026Request;
type Update = UpdateSchedule2024Request | UpdateSchedule2026Request;

function scheduleRoutesOf(version: ApiVersion) {
  const v2026 = version === '2026';
  return resourceRoutes<Create, Update>({
    kind: 'schedules',
    shape: { type: 'subscription_schedule', datedAttributes: true },
    versions: [version],
    path: SCHEDULES,
    param: 'schedule_uuid',
    noun: 'schedule',
    operations: {
      list: 'listSchedules',
      get: 'getSchedule',
      create: 'createSchedule',
      update: 'updateSchedule',
      delete: 'deleteSchedule',
    },
    filter: FILTERS[version],
    schemas: v2026
      ? {
          list: scheduleList2026Schema,
          one: scheduleResponse2026Schema,
          create: createSchedule2026RequestSchema,
          update: updateSchedule2026RequestSchema,
        }
      : {
          list: scheduleListSchema,
          one: scheduleResponseSchema,
          create: createSchedule2024RequestSchema,
          update: updateSchedule2024RequestSchema,
        },
    example,
    answer: (record, view) => scheduleJson(record, view),
    refuses: { create: [409] },
    created(body, session) {
      if (session.collection('schedules').count >= MAX_SCHEDULES) {
        throw new Refused(`the store has ${MAX_SCHEDULES} schedules, the most the emulator keeps: delete one first`);
      }
      const { attributes } = body.data;
      checkSpecification(attributes.specification);
      const location = checkLocation(attributes.location);
      checkJobType(attributes.job.job_type);
      return { attributes: { ...attributes, location } };
    },
    changed(body) {
      const { attributes } = body.data;
      if (attributes.specification !== undefined) checkSpecification(attributes.specification);
      const location = attributes.location === undefined ? undefined : checkLocation(attributes.location);
      if (attributes.job !== undefined) checkJobType(attributes.job.job_type);
      return { attributes: { ...attributes, ...(location === undefined ? {} : { location }) } };
    },
  });
}

export const scheduleRoutes = [...scheduleRoutesOf('2024'), ...scheduleRoutesOf('2026')];
