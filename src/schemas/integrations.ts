/**
 * The Integrations API (`integrations-2026.yaml`), served the same in both versions: an integration, its jobs (one
 * event's delivery to it) and its logs (one attempt at a delivery each). Unlike the Subscriptions API it has no
 * `attributes`: an integration's fields sit on `data` itself, in the bodies it takes and in its answers.
 *
 * The bodies take what the document gives, with its limits: `type`, a non-empty `name`, `integration_type` (`webhook`
 * when left out) and a `configuration` of that type (a webhook's `url` an absolute http or https URL; a queue's the
 * fields its type requires), and `observes`, a non-empty list of the keys the document's Observable Events table lists
 * (the document's `required` says `observers`, a typo of the property it defines). An update may leave anything out;
 * its configuration is checked against the integration's type after the update (src/routes/integrations.ts).
 *
 * The answers are strict, as every answer is, and stricter than the document where the emulator always writes a field:
 * `id`, `enabled`, `observes`, `links.self`, the timestamps; a log's `body` and `error_detail` (empty when there is
 * none). A queue's secrets (`aws_access_key_id`, `aws_secret_access_key`, a STOMP `password`) are answered masked but
 * for their last four characters, as the document's examples show them; a webhook's `secret_key` as it was given.
 */
import { z } from 'zod';
import { OBSERVABLE_KEYS } from '../events/keys.js';
import { createdUpdatedSchema, pageMetaSchema, uriSchema, uuidSchema } from './common.js';
import { named, namedRequest } from './registry.js';

const INTEGRATION = z.literal('integration');
const INTEGRATION_JOB = z.literal('integration-job');

/** How an integration delivers: an HTTP POST (`webhook`), or into an Amazon SQS or a STOMP queue. */
export const INTEGRATION_TYPES = ['webhook', 'aws_sqs', 'stomp'] as const;
export type IntegrationType = (typeof INTEGRATION_TYPES)[number];
const integrationType = z.enum(INTEGRATION_TYPES);

// ---------------------------------------------------------------------------------------------------------------
// Configurations, as a body gives them

const text = z.string().min(1);
/** A webhook's or an SQS queue's URL: absolute, http or https. */
const httpUrl = z
  .url({ protocol: /^https?$/, error: 'must be an absolute http or https URL' })
  .regex(/^[^\s[\]]*$/, 'must be a valid URI (percent-encode [ ] and spaces)');
/** A STOMP server's URL or address: absolute, any scheme (`stomp+ssl://broker:61614`). */
const anyUrl = z.url({ error: 'must be an absolute URI' });

/** A webhook's configuration: the URL it POSTs to and the secret sent as `X-MOLTIN-SECRET-KEY`. */
const webhookConfiguration = z.object({ url: httpUrl, secret_key: z.string().optional() });
/** An Amazon SQS queue's configuration: every field required. */
const awsSqsConfiguration = z.object({
  url: httpUrl,
  aws_access_key_id: text,
  aws_secret_access_key: text,
  region: text,
});
/** A STOMP queue's configuration: its server's URL, and how to log in and where to send. */
const stompConfiguration = z.object({
  url: anyUrl,
  username: z.string().optional(),
  password: z.string().optional(),
  destination: z.string().optional(),
  addresses: z.array(anyUrl).optional(),
});

/** The configuration each integration type takes. */
export const CONFIGURATIONS: Readonly<Record<IntegrationType, z.ZodType<Record<string, unknown>>>> = {
  webhook: webhookConfiguration,
  aws_sqs: awsSqsConfiguration,
  stomp: stompConfiguration,
};

/** Where the observable keys are listed, for the 422 of one that is not. */
const KEYS_LISTED =
  "the keys are the Integrations document's Observable Events and the Subscriptions observable events (README, Webhooks and events)";

/** The events observed: at least one, each a documented key. */
const observes = z
  .array(
    z.string().refine((key) => OBSERVABLE_KEYS.has(key), {
      error: (issue) => `"${String(issue.input).slice(0, 100)}" is not an observable key: ${KEYS_LISTED}`,
    }),
  )
  .min(1, 'must name at least one event key to observe');

const discriminatorError = {
  error: (issue: { code?: string; input?: unknown }) =>
    issue.code === 'invalid_union' ? `must be ${INTEGRATION_TYPES.join(', ')} (or left out: webhook)` : undefined,
};

/** What a create gives beside the type and configuration. */
const createFields = {
  type: INTEGRATION,
  name: text,
  description: z.string().optional(),
  enabled: z.boolean().default(true),
  observes,
};

/**
 * Body of `POST /v2/integrations` (CreateIntegration): a name, the events observed, and how they are delivered (a
 * webhook's URL, or a queue's).
 * @example
 * const body = { data: { type: 'integration', name: 'access', observes: ['subscription.created'], configuration: { url: 'https://my-app.test/hooks' } } }
 */
export const createIntegrationRequestSchema = namedRequest(
  'CreateIntegrationRequest',
  z.object({
    data: z.discriminatedUnion(
      'integration_type',
      [
        z.object({
          ...createFields,
          integration_type: z.literal('webhook').default('webhook'),
          configuration: webhookConfiguration,
        }),
        z.object({ ...createFields, integration_type: z.literal('aws_sqs'), configuration: awsSqsConfiguration }),
        z.object({ ...createFields, integration_type: z.literal('stomp'), configuration: stompConfiguration }),
      ],
      discriminatorError,
    ),
  }),
);

/**
 * Body of `PUT /v2/integrations/:id` (UpdateIntegration): whichever fields change (`description: null` takes the
 * description away); with nothing but `type`, nothing changes. The configuration replaces the integration's whole,
 * and must fit its type after the update.
 * @example
 * const body = { data: { type: 'integration', enabled: false } }
 */
export const updateIntegrationRequestSchema = namedRequest(
  'UpdateIntegrationRequest',
  z.object({
    data: z.object({
      type: INTEGRATION,
      name: text.optional(),
      description: z.string().nullable().optional(),
      enabled: z.boolean().optional(),
      integration_type: integrationType.optional(),
      observes: observes.optional(),
      configuration: z
        .union([awsSqsConfiguration, webhookConfiguration, stompConfiguration], {
          error: (issue) =>
            issue.code === 'invalid_union'
              ? `must be the configuration of the integration's type: a webhook's { url, secret_key? }, an aws_sqs's { url, aws_access_key_id, aws_secret_access_key, region } or a stomp's { url, username?, password?, destination?, addresses? }`
              : undefined,
        })
        .optional(),
    }),
  }),
);

// ---------------------------------------------------------------------------------------------------------------
// Answers

/** A configuration as answered: one of the three, by the integration's type. */
const configurationAnswer = z.union([
  z.strictObject({
    url: uriSchema,
    aws_access_key_id: z.string(),
    aws_secret_access_key: z.string(),
    region: z.string(),
  }),
  z.strictObject({ url: uriSchema, secret_key: z.string().optional() }),
  z.strictObject({
    url: z.url(),
    username: z.string().optional(),
    password: z.string().optional(),
    destination: z.string().optional(),
    addresses: z.array(z.url()).optional(),
  }),
]);

/**
 * An integration (`integration`), as every answer gives it: its fields on `data`, `links.self` and its timestamps.
 * @example
 * const { observes, configuration } = integrationSchema.parse(body.data)
 */
export const integrationSchema = named(
  'Integration',
  z.strictObject({
    id: uuidSchema,
    type: INTEGRATION,
    name: z.string().min(1),
    description: z.string().optional(),
    enabled: z.boolean(),
    integration_type: integrationType,
    observes: z.array(z.string()),
    configuration: configurationAnswer,
    links: z.strictObject({ self: uriSchema }),
    meta: z.strictObject({ timestamps: createdUpdatedSchema }),
  }),
);

/**
 * Body of one integration (get, create, update).
 * @example
 * const { data } = integrationResponseSchema.parse(await response.json())
 */
export const integrationResponseSchema = named('IntegrationResponse', z.strictObject({ data: integrationSchema }));

/** `meta` of the Integrations API's lists: the page and the total, as the emulator's other lists give them. */
const listMeta = z.strictObject({ page: pageMetaSchema, results: z.strictObject({ total: z.int().min(0) }) });

/**
 * The links of a page of integrations: absolute URIs; `next` and `prev` left out at the ends (the document's links
 * are strings, "not present" there).
 */
const integrationPageLinks = z.strictObject({
  current: uriSchema,
  first: uriSchema,
  last: uriSchema,
  next: uriSchema.optional(),
  prev: uriSchema.optional(),
});

/**
 * Body of `GET /v2/integrations` (ListIntegrations): a page, oldest first, with `results.total` as the document has it.
 * @example
 * const { data, links, results } = integrationListSchema.parse(await response.json())
 */
export const integrationListSchema = named(
  'IntegrationList',
  z.strictObject({
    data: z.array(integrationSchema),
    links: integrationPageLinks,
    results: z.strictObject({ total: z.int().min(0) }),
    meta: listMeta,
  }),
);

/** The links of a page of logs or jobs (the document's `LogsPaginationLinks`): `next` and `prev` left out at the ends. */
const logsPageLinks = z.strictObject({ first: uriSchema, next: uriSchema.optional(), prev: uriSchema.optional() });

/**
 * One attempt at delivering an event to an integration (`IntegrationLog`, type `integration` as the document has it):
 * whether it succeeded, the attempt's number, the receiver's status and the first 4 KiB of its answer (a queue's
 * delivery has none), why it failed, how long it took (ms), and the integration and job it belongs to.
 * @example
 * const { succeeded, status_code } = integrationLogSchema.parse(body.data[0])
 */
export const integrationLogSchema = named(
  'IntegrationLog',
  z.strictObject({
    id: uuidSchema,
    type: INTEGRATION,
    succeeded: z.boolean(),
    attempt: z.int().min(1),
    body: z.string(),
    status_code: z.int().min(100).max(599).optional(),
    error_detail: z.string(),
    processing_time: z.int().min(0),
    relationships: z.strictObject({
      integration: z.strictObject({ data: z.strictObject({ id: uuidSchema, type: INTEGRATION }) }),
      job: z.strictObject({ data: z.strictObject({ id: uuidSchema, type: INTEGRATION_JOB }) }),
    }),
    meta: z.strictObject({ timestamps: createdUpdatedSchema }),
  }),
);

/**
 * Body of the logs of the store, of one integration or of one of its jobs: a page, oldest first.
 * @example
 * const { data } = integrationLogListSchema.parse(await response.json())
 */
export const integrationLogListSchema = named(
  'IntegrationLogList',
  z.strictObject({ data: z.array(integrationLogSchema), links: logsPageLinks, meta: listMeta }),
);

/**
 * An integration job (`integration-job`): one event's delivery to one integration, every attempt at it a log.
 * @example
 * const { id } = integrationJobSchema.parse(body.data[0])
 */
export const integrationJobSchema = named('IntegrationJob', z.strictObject({ id: uuidSchema, type: INTEGRATION_JOB }));

/**
 * Body of `GET /v2/integrations/:id/jobs` (ListIntegrationJobs): a page, oldest first.
 * @example
 * const { data } = integrationJobListSchema.parse(await response.json())
 */
export const integrationJobListSchema = named(
  'IntegrationJobList',
  z.strictObject({ data: z.array(integrationJobSchema), links: logsPageLinks, meta: listMeta }),
);

export type CreateIntegrationRequest = z.infer<typeof createIntegrationRequestSchema>;
export type UpdateIntegrationRequest = z.infer<typeof updateIntegrationRequestSchema>;
export type Integration = z.infer<typeof integrationSchema>;
export type IntegrationResponse = z.infer<typeof integrationResponseSchema>;
export type IntegrationList = z.infer<typeof integrationListSchema>;
export type IntegrationLog = z.infer<typeof integrationLogSchema>;
export type IntegrationLogList = z.infer<typeof integrationLogListSchema>;
export type IntegrationJob = z.infer<typeof integrationJobSchema>;
export type IntegrationJobList = z.infer<typeof integrationJobListSchema>;
