import type { z } from 'zod';
import { recordIn } from '../catalog/resources.js';
import { type ApiError, errors } from '../http/errors.js';
import type { Query } from '../http/query.js';
import type { ApiRequest } from '../http/types.js';
import { foundOf, listBase, pageData, pageLinks, pageMeta } from '../render/page.js';
import { isUuid } from '../schemas/common.js';
import {
  CONFIGURATIONS,
  type CreateIntegrationRequest,
  createIntegrationRequestSchema,
  type IntegrationType,
  integrationJobListSchema,
  integrationListSchema,
  integrationLogListSchema,
  integrationResponseSchema,
  type UpdateIntegrationRequest,
  updateIntegrationRequestSchema,
} from '../schemas/index.js';
import type { StoreRecord } from '../store/collections.js';
import type { View } from '../store/view.js';
import { jsonPath } from '../validate/problems.js';
import { defineRoute, paths, type Route } from './contract.js';
import { PAGE_PARAMS, pageWindow } from './params.js';
import { resourceRoutes } from './resource.js';
import { ok } from './respond.js';

/**
 * The Integrations API (`integrations-2026.yaml`), the same in both versions, in sessions like every write: an
 * integration observes event keys and delivers them (src/events/bus.ts); its jobs (one per event it was to get) and
 * their logs (one per attempt) are read here from the bus, of the request's session. As the document has it: a create
 * and a delete answer 200, a body the schemas refuse 422, and an integration's fields sit on `data` itself (kept in the
 * store as the attributes of an `integration` record, what the bus reads). A queue's secrets are answered masked but
 * for their last four characters, as the document's examples show them.
 */

const INTEGRATIONS = '/v2/integrations';
const INTEGRATION = `${INTEGRATIONS}/:integration_uuid`;
const EXAMPLE =
  '{"data":{"type":"integration","name":"access","integration_type":"webhook","observes":["subscription.created"],"configuration":{"url":"https://my-app.test/hooks"}}}';

/** The configuration fields answered masked: a queue's credentials. */
const MASKED = ['aws_access_key_id', 'aws_secret_access_key', 'password'];

/** A secret as answered: its last four characters (of one longer than eight), the rest `*`. */
const masked = (value: string) =>
  value.length > 8 ? `${'*'.repeat(value.length - 4)}${value.slice(-4)}` : '*'.repeat(value.length);

function shownConfiguration(configuration: Record<string, unknown>): Record<string, unknown> {
  const out = { ...configuration };
  for (const field of MASKED) if (typeof out[field] === 'string') out[field] = masked(out[field] as string);
  return out;
}

/** An integration as the API answers it: its fields on `data`, `links.self` on `origin`, its timestamps. */
export function integrationJson(record: StoreRecord, origin: string): string {
  const { name, description, enabled, integration_type, observes, configuration } = record.attributes;
  return JSON.stringify({
    id: record.id,
    type: 'integration',
    name,
    ...(description === undefined ? {} : { description }),
    enabled,
    integration_type,
    observes,
    configuration: shownConfiguration(configuration as Record<string, unknown>),
    links: { self: `${origin}${INTEGRATIONS}/${record.id}` },
    meta: { timestamps: record.meta.timestamps },
  });
}

/** A 422 for a configuration that does not fit the integration's type, each problem with its path. */
function unfitting(type: IntegrationType, error: z.ZodError, given: boolean): ApiError {
  const problems = error.issues.map((issue) => {
    const where = jsonPath(['data', 'configuration', ...issue.path], '').slice(1);
    return given
      ? `${where}: ${issue.message}`
      : `${where}: ${issue.message} (the integration's configuration does not fit integration_type ${type}: give its configuration)`;
  });
  return errors.invalidBody(problems, 422);
}

const integrationCrud = resourceRoutes<CreateIntegrationRequest, UpdateIntegrationRequest>({
  kind: 'integrations',
  shape: { type: 'integration' },
  path: INTEGRATIONS,
  param: 'integration_uuid',
  noun: 'integration',
  operations: {
    list: 'listIntegrations',
    get: 'getIntegration',
    create: 'createIntegration',
    update: 'updateIntegration',
    delete: 'deleteIntegration',
  },
  schemas: {
    list: integrationListSchema,
    one: integrationResponseSchema,
    create: createIntegrationRequestSchema,
    update: updateIntegrationRequestSchema,
  },
  statuses: { create: 200, delete: 200 },
  invalidStatus: 422,
  listStyle: { absentLinks: 'omitted', topResults: true },
  example: EXAMPLE,
  created({ data }) {
    const { name, description, enabled, integration_type, observes, configuration } = data;
    return {
      attributes: {
        name,
        ...(description === undefined ? {} : { description }),
        enabled,
        integration_type,
        observes,
        configuration,
      },
    };
  },
  changed({ data }, record) {
    const { name, description, enabled, integration_type, observes, configuration } = data;
    const attributes: Record<string, unknown> = { name, description, enabled, integration_type, observes };
    // The configuration must fit the type the integration has after the update: the one given, or the one before
    // (a configuration that fits it replaces the whole configuration; a new type checks the one kept).
    const type = (integration_type ?? record.attributes.integration_type) as IntegrationType;
    if (configuration !== undefined || type !== record.attributes.integration_type) {
      const parsed = CONFIGURATIONS[type].safeParse(configuration ?? record.attributes.configuration);
      if (!parsed.success) throw unfitting(type, parsed.error, configuration !== undefined);
      attributes.configuration = parsed.data;
    }
    return { attributes };
  },
  answer: (record, _view, _render, request) => integrationJson(record, request.origin),
});

/** A page of logs or jobs (read from the bus, never cached): links as the document's `LogsPaginationLinks`. */
function eventPage<T>(request: ApiRequest, query: Query, items: readonly T[]): string {
  const window = pageWindow(query);
  const found = foundOf(items);
  const links = pageLinks(listBase(request), query, window, found.total);
  const shown = {
    first: links.first,
    ...(links.next === null ? {} : { next: links.next }),
    ...(links.prev === null ? {} : { prev: links.prev }),
  };
  const meta = { page: pageMeta(window, found.total), results: { total: found.total } };
  const data = pageData(found, window, (item) => JSON.stringify(item));
  return `{"data":${data},"links":${JSON.stringify(shown)},"meta":${JSON.stringify(meta)}}`;
}

/** The integration a path names: a 400 for an id that is not a UUID, a 404 for one that is not there. */
const integrationIn = (view: View, id: string) => recordIn(view, 'integrations', 'integration', 'integration_uuid', id);

const listStoreLogs = defineRoute({
  operation: 'listStoreLogs',
  method: 'GET',
  ...paths(`${INTEGRATIONS}/logs`),
  summary: 'List the logs of every integration of the store (oldest first)',
  auth: 'bearer',
  query: PAGE_PARAMS,
  success: { status: 200, schema: integrationLogListSchema, description: 'A page of integration logs' },
  handle({ events, query, request, scenario, session }) {
    return ok(eventPage(request, query, events.logs(scenario, session)));
  },
});

const listIntegrationLogs = defineRoute({
  operation: 'listIntegrationLogs',
  method: 'GET',
  ...paths(`${INTEGRATION}/logs`),
  summary: "List an integration's logs (oldest first)",
  auth: 'bearer',
  query: PAGE_PARAMS,
  success: { status: 200, schema: integrationLogListSchema, description: "A page of the integration's logs" },
  errors: [404],
  handle({ events, params, query, request, scenario, session, view }) {
    const { id } = integrationIn(view(), params.integration_uuid);
    return ok(eventPage(request, query, events.logs(scenario, session, { integration: id })));
  },
});

const listIntegrationJobs = defineRoute({
  operation: 'listIntegrationJobs',
  method: 'GET',
  ...paths(`${INTEGRATION}/jobs`),
  summary: "List an integration's jobs: one per event it was to get (oldest first)",
  auth: 'bearer',
  query: PAGE_PARAMS,
  success: { status: 200, schema: integrationJobListSchema, description: "A page of the integration's jobs" },
  errors: [404],
  handle({ events, params, query, request, scenario, session, view }) {
    const { id } = integrationIn(view(), params.integration_uuid);
    return ok(eventPage(request, query, events.jobs(scenario, session, id)));
  },
});

const listJobLogs = defineRoute({
  operation: 'listJobLogs',
  method: 'GET',
  ...paths(`${INTEGRATION}/jobs/:job_uuid/logs`),
  summary: "List the logs of one of an integration's jobs (oldest first)",
  auth: 'bearer',
  query: PAGE_PARAMS,
  success: { status: 200, schema: integrationLogListSchema, description: "A page of the job's logs" },
  errors: [404],
  handle({ events, params, query, request, scenario, session, view }) {
    const { id } = integrationIn(view(), params.integration_uuid);
    if (!isUuid(params.job_uuid)) throw errors.notAUuid('job_uuid', params.job_uuid);
    const job = params.job_uuid.toLowerCase();
    if (!events.jobs(scenario, session, id).some((one) => one.id === job)) {
      throw errors.notFound('integration job', job, `integration ${id}`);
    }
    return ok(eventPage(request, query, events.logs(scenario, session, { integration: id, job })));
  },
});

/** The Integrations API: the store's logs first (its path would otherwise read as an integration's id). */
export const integrationRoutes: readonly Route[] = [
  listStoreLogs,
  ...integrationCrud,
  listIntegrationLogs,
  listIntegrationJobs,
  listJobLogs,
];
