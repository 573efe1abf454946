import { HttpResponse, http, passthrough } from 'msw';
import { describe, expect, it } from 'vitest';
import { type ApiVersion, WELL_KNOWN_IDS } from '../../src/index.js';
import {
  type Integration,
  type IntegrationLog,
  integrationJobListSchema,
  integrationListSchema,
  integrationLogListSchema,
  integrationResponseSchema,
} from '../../src/schemas/index.js';
import { ADAPTERS, AUTH, as, send, type Target, useTarget } from '../support/adapters.js';
import { expectError, expectJson, expectOk } from './expect.js';

/**
 * The Integrations API in both API versions, through every adapter: the five writes and reads of an integration (a
 * create and a delete answer 200, a refused body 422, as the document has it), its pages, and its jobs and logs once
 * an event was delivered to a receiver: in Node a real HTTP server on port 0 (through MSW, the test's own handler
 * passes the delivery through to it, as a consumer's `passthrough()` would); in Chromium, where no server can listen,
 * an MSW handler of the test's own. Every test writes in its own session.
 */

const INTEGRATIONS = '/v2/integrations';
const STATES = `/v2/subscriptions/subscriptions/${WELL_KNOWN_IDS.active}/states`;
const UNKNOWN = 'ffffffff-ffff-4fff-bfff-ffffffffffff';
/** The default clock: the first write of a session is dated at it. */
const NOW = '2026-01-01T00:00:00Z';
const NOT_2XX = 'Received a status code outside of 2xx range - treating webhook as a fail';
const VERSIONS: readonly ApiVersion[] = ['2024', '2026'];
const CASES = ADAPTERS.flatMap((adapter) => VERSIONS.map((version) => [adapter, version] as const));

const integration = (fields: Record<string, unknown>) => ({ data: { type: 'integration', ...fields } });
const webhook = (url = 'https://my-app.test/hooks', more: Record<string, unknown> = {}) =>
  integration({
    name: 'Access',
    description: 'Grants access on subscription events',
    enabled: true,
    integration_type: 'webhook',
    observes: ['subscription.created', 'subscription.canceled'],
    configuration: { url, secret_key: 'my-secret' },
    ...more,
  });
const pause = { data: { type: 'subscription_state', attributes: { action: 'pause' } } };

/** A subscription event's payload. */
type Paused = { data: { id: string } };

interface Delivery {
  headers: Record<string, string>;
  body: Record<string, unknown>;
}

/** A webhook receiver: what it got, and the status it answers (200 unless set). */
interface Receiver {
  url: string;
  got: Delivery[];
  status: number;
  close(): Promise<void>;
}

/**
 * A receiver for this target: in Node a node:http server on port 0 (the MSW adapter passes the delivery through to
 * it); in Chromium an MSW handler of the test's own at a made-up host.
 */
async function receiverFor(api: Target, name: string): Promise<Receiver> {
  const receiver: Receiver = { url: '', got: [], status: 200, close: async () => {} };
  const answer = () => JSON.stringify({ received: receiver.status < 300 });
  if (String(api.adapter) === 'worker') {
    receiver.url = `https://receiver.integrations.test/${name}`;
    api.msw?.use(
      http.post(receiver.url, async ({ request }) => {
        const headers: Record<string, string> = {};
        request.headers.forEach((value, key) => {
          headers[key] = value;
        });
        receiver.got.push({
          headers,
          body: (await request.json()) as Record<string, unknown>,
        });
        return new HttpResponse(answer(), { status: receiver.status });
      }),
    );
    return receiver;
  }
  const { createServer } = await import('node:http');
  const server = createServer((req, res) => {
    const chunks: Uint8Array[] = [];
    req.on('data', (chunk: Uint8Array) => chunks.push(chunk));
    req.on('end', () => {
      const headers: Record<string, string> = {};
      for (const [key, value] of Object.entries(req.headers)) headers[key] = String(value);
      receiver.got.push({ headers, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) });
      res.writeHead(receiver.status, { 'Content-Type': 'application/json' }).end(answer());
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  receiver.url = `http://127.0.0.1:${port}/${name}`;
  // MSW intercepts the emulator's fetch in this process: the test's own handler lets the delivery through.
  if (api.adapter === 'msw') api.msw?.use(http.post(receiver.url, () => passthrough()));
  receiver.close = () => new Promise((resolve) => server.close(() => resolve()));
  return receiver;
}

describe.each(CASES)('integrations via %s, API %s', (adapter, version) => {
  const api = useTarget(adapter, { apiVersion: version, webhookRetries: 'immediate' });
  const create = async (session: string, body: unknown) =>
    (await expectOk(await send(api, 'POST', INTEGRATIONS, body, session), integrationResponseSchema)).data;
  const get = async (session: string, id: string) =>
    (await expectOk(await api.get(`${INTEGRATIONS}/${id}`, as(session)), integrationResponseSchema)).data;
  const logsOf = async (session: string, path: string) =>
    (await expectOk(await api.get(path, as(session)), integrationLogListSchema)).data;
  /** The logs at `path` once there are `count` of them. */
  async function settled(session: string, path: string, count: number): Promise<IntegrationLog[]> {
    await expect.poll(async () => (await logsOf(session, path)).length, { timeout: 5_000 }).toBe(count);
    return logsOf(session, path);
  }

  it('CreateIntegration: 200 with the whole integration, its fields on data', async () => {
    const session = `int-${adapter}-${version}-create`;
    const made = await create(session, webhook());
    expect(made).toEqual({
      id: made.id,
      type: 'integration',
      name: 'Access',
      description: 'Grants access on subscription events',
      enabled: true,
      integration_type: 'webhook',
      observes: ['subscription.created', 'subscription.canceled'],
      configuration: { url: 'https://my-app.test/hooks', secret_key: 'my-secret' },
      links: { self: `${api.base}${INTEGRATIONS}/${made.id}` },
      meta: { timestamps: { created_at: NOW, updated_at: NOW } },
    } satisfies Integration);
    expect(await get(session, made.id)).toEqual(made);
  });

  it('CreateIntegration: a webhook and enabled by default; a queue with its secrets answered masked', async () => {
    const session = `int-${adapter}-${version}-kinds`;
    const plain = await create(
      session,
      integration({ name: 'Plain', observes: ['order.paid'], configuration: { url: 'http://localhost:3000/x' } }),
    );
    expect(plain).toMatchObject({ integration_type: 'webhook', enabled: true });
    expect(plain).not.toHaveProperty('description');
    expect(plain.configuration).toEqual({ url: 'http://localhost:3000/x' });
    const sqs = await create(
      session,
      integration({
        name: 'Queue',
        integration_type: 'aws_sqs',
        enabled: false,
        observes: ['subscription.created'],
        configuration: {
          url: 'https://sqs.eu-west-1.amazonaws.com/123456789/epcc-external-queue',
          aws_access_key_id: 'AKIAIOSFODNN7EXAJIMB',
          aws_secret_access_key: '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',
          region: 'eu-west-1',
        },
      }),
    );
    expect(sqs).toMatchObject({ integration_type: 'aws_sqs', enabled: false });
    expect(sqs.configuration).toEqual({
      url: 'https://sqs.eu-west-1.amazonaws.com/123456789/epcc-external-queue',
      aws_access_key_id: '****************JIMB',
      aws_secret_access_key: '************************************HK4o',
      region: 'eu-west-1',
    });
    const stomp = await create(
      session,
      integration({
        name: 'Broker',
        integration_type: 'stomp',
        observes: ['subscription.paused'],
        configuration: {
          url: 'stomp+ssl://broker.example.test:61614',
          username: 'epcc-integration-1',
          password: 'short',
          destination: '/queue/epcc',
          addresses: ['stomp+ssl://b-1.example.test:61614', 'stomp+ssl://b-2.example.test:61614'],
        },
      }),
    );
    expect(stomp.configuration).toEqual({
      url: 'stomp+ssl://broker.example.test:61614',
      username: 'epcc-integration-1',
      password: '*****',
      destination: '/queue/epcc',
      addresses: ['stomp+ssl://b-1.example.test:61614', 'stomp+ssl://b-2.example.test:61614'],
    });
  });

  it('ListIntegrations: pages oldest first, results.total, next and prev left out at the ends; also without /v2', async () => {
    const session = `int-${adapter}-${version}-list`;
    const made = [];
    for (const name of ['One', 'Two', 'Three']) made.push(await create(session, webhook(undefined, { name })));
    const first = await expectOk(await api.get(`${INTEGRATIONS}?page[limit]=2`, as(session)), integrationListSchema);
    expect(first.data).toEqual(made.slice(0, 2));
    expect(first.results).toEqual({ total: 3 });
    expect(first.meta).toEqual({ page: { limit: 2, offset: 0, current: 1, total: 2 }, results: { total: 3 } });
    const at = (offset: number) => `${api.base}${INTEGRATIONS}?page%5Boffset%5D=${offset}&page%5Blimit%5D=2`;
    expect(first.links).toEqual({ current: at(0), first: at(0), last: at(2), next: at(2) });
    const second = await expectOk(
      await api.get((first.links.next as string).slice(api.base.length), as(session)),
      integrationListSchema,
    );
    expect(second.data).toEqual(made.slice(2));
    expect(second.links).toEqual({ current: at(2), first: at(0), last: at(2), prev: at(0) });
    const alias = await expectOk(await api.get('/integrations', as(session)), integrationListSchema);
    expect(alias.data).toEqual(made);
    const none = await expectOk(await api.get(INTEGRATIONS, as(`${session}-none`)), integrationListSchema);
    expect(none.data).toEqual([]);
    expect(none.results).toEqual({ total: 0 });
  });

  it('UpdateIntegration: changes what is given and keeps the rest; nothing given changes nothing', async () => {
    const session = `int-${adapter}-${version}-update`;
    const made = await create(session, webhook());
    const unchanged = await expectOk(
      await send(api, 'PUT', `${INTEGRATIONS}/${made.id}`, integration({}), session),
      integrationResponseSchema,
    );
    expect(unchanged.data).toEqual(made);
    const changed = await expectOk(
      await send(
        api,
        'PUT',
        `${INTEGRATIONS}/${made.id}`,
        integration({ name: 'Renamed', enabled: false, observes: ['subscription.paused'] }),
        session,
      ),
      integrationResponseSchema,
    );
    expect(changed.data).toEqual({
      ...made,
      name: 'Renamed',
      enabled: false,
      observes: ['subscription.paused'],
      meta: { timestamps: { created_at: NOW, updated_at: changed.data.meta.timestamps.updated_at } },
    });
    expect(await get(session, made.id)).toEqual(changed.data);
    // null takes the description away; a configuration replaces the whole one.
    const cleared = await expectOk(
      await send(
        api,
        'PUT',
        `${INTEGRATIONS}/${made.id}`,
        integration({ description: null, configuration: { url: 'https://other.test/hooks' } }),
        session,
      ),
      integrationResponseSchema,
    );
    expect(cleared.data).not.toHaveProperty('description');
    expect(cleared.data.configuration).toEqual({ url: 'https://other.test/hooks' });
    // A new type with its configuration; without one, the configuration kept must fit the new type.
    await expectError(
      await send(api, 'PUT', `${INTEGRATIONS}/${made.id}`, integration({ integration_type: 'aws_sqs' }), session),
      422,
      "data.configuration.aws_access_key_id: Invalid input: expected string, received undefined (the integration's configuration does not fit integration_type aws_sqs: give its configuration)",
    );
    const stomp = await expectOk(
      await send(
        api,
        'PUT',
        `${INTEGRATIONS}/${made.id}`,
        integration({ integration_type: 'stomp', configuration: { url: 'stomp://broker.test:61613' } }),
        session,
      ),
      integrationResponseSchema,
    );
    expect(stomp.data).toMatchObject({
      integration_type: 'stomp',
      configuration: { url: 'stomp://broker.test:61613' },
    });
    // A configuration is checked against the type the integration has: a STOMP URL is no webhook's.
    await expectError(
      await send(api, 'PUT', `${INTEGRATIONS}/${made.id}`, integration({ integration_type: 'webhook' }), session),
      422,
      'data.configuration.url: must be an absolute http or https URL',
    );
    await expectError(
      await send(
        api,
        'PUT',
        `${INTEGRATIONS}/${made.id}`,
        integration({ observes: ['subscription.exploded'] }),
        session,
      ),
      422,
      'data.observes[0]: "subscription.exploded" is not an observable key',
    );
    expect(await get(session, made.id)).toEqual(stomp.data);
  });

  it('DeleteIntegration: 200 with no body, then 404', async () => {
    const session = `int-${adapter}-${version}-delete`;
    const made = await create(session, webhook());
    const deleted = await send(api, 'DELETE', `${INTEGRATIONS}/${made.id}`, undefined, session);
    expect(deleted.status).toBe(200);
    expect(await deleted.text()).toBe('');
    await expectError(
      await api.get(`${INTEGRATIONS}/${made.id}`, as(session)),
      404,
      `no integration has id "${made.id}"`,
    );
    await expectError(await send(api, 'DELETE', `${INTEGRATIONS}/${made.id}`, undefined, session), 404);
    const list = await expectOk(await api.get(INTEGRATIONS, as(session)), integrationListSchema);
    expect(list.data).toEqual([]);
  });

  it.each([
    ['a missing name', { name: undefined }, 'data.name: Invalid input: expected string, received undefined'],
    ['an empty name', { name: '' }, 'data.name: Too small'],
    [
      'an unknown integration_type',
      { integration_type: 'ftp' },
      'data.integration_type: must be webhook, aws_sqs, stomp',
    ],
    [
      'a webhook url that is not a URL',
      { configuration: { url: 'my-app/hooks' } },
      'data.configuration.url: must be an absolute http or https URL',
    ],
    [
      'a webhook url of another scheme',
      { configuration: { url: 'ftp://my-app.test/hooks' } },
      'data.configuration.url: must be an absolute http or https URL',
    ],
    [
      'an aws_sqs configuration without its region',
      {
        integration_type: 'aws_sqs',
        configuration: { url: 'https://sqs.test/q', aws_access_key_id: 'a', aws_secret_access_key: 'b' },
      },
      'data.configuration.region: Invalid input: expected string, received undefined',
    ],
    ['a missing configuration', { configuration: undefined }, 'data.configuration: Invalid input: expected object'],
    [
      'an unknown observes key',
      { observes: ['subscription.created', 'subscription.exploded'] },
      'data.observes[1]: "subscription.exploded" is not an observable key: the keys are the Integrations document\'s Observable Events',
    ],
    ['an empty observes', { observes: [] }, 'data.observes: must name at least one event key to observe'],
    ['a missing observes', { observes: undefined }, 'data.observes: Invalid input: expected array, received undefined'],
    ['another type', { type: 'webhook' }, 'data.type: Invalid input: expected "integration"'],
  ])('CreateIntegration: 422 for %s', async (_what, fields, detail) => {
    const session = `int-${adapter}-${version}-invalid`;
    const body = webhook();
    const data: Record<string, unknown> = { ...body.data, ...fields };
    for (const [key, value] of Object.entries(fields)) if (value === undefined) delete data[key];
    const error = await expectError(await send(api, 'POST', INTEGRATIONS, { data }, session), 422, detail);
    expect(error.errors[0]?.detail).toMatch(/^the request body is not valid: /);
    const list = await expectOk(await api.get(INTEGRATIONS, as(session)), integrationListSchema);
    expect(list.data).toEqual([]);
  });

  it('400 for a body that is not JSON and an id that is not a UUID; 404 for an unknown integration or job', async () => {
    const session = `int-${adapter}-${version}-errors`;
    await expectError(
      await api.fetch(INTEGRATIONS, {
        method: 'POST',
        headers: { ...AUTH, 'Content-Type': 'application/json', ...as(session) },
        body: '{',
      }),
      400,
      'the request body is not valid JSON',
    );
    const validation = { title: 'Validation Error' };
    await expectError(
      await api.get(`${INTEGRATIONS}/not-a-uuid`, as(session)),
      400,
      'integration_uuid must be a UUID',
      validation,
    );
    const missing = `no integration has id "${UNKNOWN}"`;
    await expectError(await api.get(`${INTEGRATIONS}/${UNKNOWN}`, as(session)), 404, missing);
    await expectError(await send(api, 'PUT', `${INTEGRATIONS}/${UNKNOWN}`, integration({}), session), 404, missing);
    await expectError(await api.get(`${INTEGRATIONS}/${UNKNOWN}/logs`, as(session)), 404, missing);
    await expectError(await api.get(`${INTEGRATIONS}/${UNKNOWN}/jobs`, as(session)), 404, missing);
    await expectError(await api.get(`${INTEGRATIONS}/${UNKNOWN}/jobs/${UNKNOWN}/logs`, as(session)), 404, missing);
    const made = await create(session, webhook());
    await expectError(
      await api.get(`${INTEGRATIONS}/${made.id}/jobs/${UNKNOWN}/logs`, as(session)),
      404,
      `integration ${made.id} has no integration job "${UNKNOWN}"`,
    );
    await expectError(
      await api.get(`${INTEGRATIONS}/${made.id}/jobs/nope/logs`, as(session)),
      400,
      'job_uuid must be a UUID',
      validation,
    );
  });

  it('an integration of one session is not in another', async () => {
    const made = await create(`int-${adapter}-${version}-a`, webhook());
    const other = `int-${adapter}-${version}-b`;
    const list = await expectOk(await api.get(INTEGRATIONS, as(other)), integrationListSchema);
    expect(list.data).toEqual([]);
    await expectError(await api.get(`${INTEGRATIONS}/${made.id}`, as(other)), 404);
    const logs = await expectOk(await api.get(`${INTEGRATIONS}/logs`, as(other)), integrationLogListSchema);
    expect(logs.data).toEqual([]);
  });

  it('delivers to a real receiver: the envelope and secret header, a job per event, a log per attempt', async () => {
    const session = `int-${adapter}-${version}-deliver`;
    const receiver = await receiverFor(api, `hooks-${version}`);
    try {
      const made = await create(
        session,
        webhook(receiver.url, { observes: ['subscription.pending_pause', 'subscription.paused'] }),
      );
      expect((await send(api, 'POST', STATES, pause, session)).status).toBe(204);
      const [log] = (await settled(session, `${INTEGRATIONS}/${made.id}/logs`, 1)) as [IntegrationLog];
      const job = log.relationships.job.data.id;
      const event = api.emulator.events({ key: 'subscription.pending_pause', session })[0];
      // Dated by the session's clock when it was tried: the moment of the pause.
      const at = event?.at as string;
      expect(log).toEqual({
        id: log.id,
        type: 'integration',
        succeeded: true,
        attempt: 1,
        body: '{"received":true}',
        status_code: 200,
        error_detail: '',
        processing_time: log.processing_time,
        relationships: {
          integration: { data: { id: made.id, type: 'integration' } },
          job: { data: { id: job, type: 'integration-job' } },
        },
        meta: { timestamps: { created_at: at, updated_at: at } },
      } satisfies IntegrationLog);
      expect(receiver.got).toHaveLength(1);
      const [delivery] = receiver.got as [Delivery];
      expect(delivery.headers['x-moltin-secret-key']).toBe('my-secret');
      expect(delivery.headers['content-type']).toBe('application/json');
      expect(Object.keys(delivery.body).sort()).toEqual(
        ['attempt', 'configuration', 'id', 'integration', 'payload', 'resources', 'triggered_by'].sort(),
      );
      expect(delivery.body).toMatchObject({
        triggered_by: 'subscription.pending_pause',
        attempt: 1,
        integration: {
          id: made.id,
          integration_type: 'webhook',
          name: 'Access',
          description: 'Grants access on subscription events',
        },
        payload: { data: { id: WELL_KNOWN_IDS.active, type: 'subscription' } },
        configuration: { url: receiver.url, secret_key: 'my-secret' },
      });
      expect(JSON.parse(delivery.body.resources as string)).toEqual(delivery.body.payload);
      expect(delivery.body.id).toBe(event?.id);

      const jobs = await expectOk(
        await api.get(`${INTEGRATIONS}/${made.id}/jobs`, as(session)),
        integrationJobListSchema,
      );
      expect(jobs.data).toEqual([{ id: job, type: 'integration-job' }]);
      expect(await logsOf(session, `${INTEGRATIONS}/${made.id}/jobs/${job}/logs`)).toEqual([log]);
      expect(await logsOf(session, `${INTEGRATIONS}/logs`)).toEqual([log]);
      expect(await logsOf(session, `/integrations/${made.id}/logs`)).toEqual([log]);

      // The pause takes effect at the end of the paid period: subscription.paused, another job (the world's other
      // subscriptions are paused meanwhile too, by dunning: each one more job).
      await api.emulator.clock.set('2026-01-15T00:00:00Z', { session });
      await expect
        .poll(() => receiver.got.filter((one) => (one.body.payload as Paused).data.id === WELL_KNOWN_IDS.active).length)
        .toBe(2);
      const ofActive = receiver.got.filter((one) => (one.body.payload as Paused).data.id === WELL_KNOWN_IDS.active);
      expect(ofActive.map((one) => one.body.triggered_by)).toEqual([
        'subscription.pending_pause',
        'subscription.paused',
      ]);
      const all = await settled(session, `${INTEGRATIONS}/logs`, receiver.got.length);
      expect(all.every((one) => one.succeeded && one.attempt === 1)).toBe(true);
      const after = await expectOk(
        await api.get(`${INTEGRATIONS}/${made.id}/jobs`, as(session)),
        integrationJobListSchema,
      );
      expect(after.data.map((one) => one.id)).toEqual(all.map((one) => one.relationships.job.data.id));
      expect(after.data[0]?.id).toBe(job);
      const paged = await expectOk(
        await api.get(`${INTEGRATIONS}/logs?page[limit]=1&page[offset]=1`, as(session)),
        integrationLogListSchema,
      );
      const page = (offset: number) => `${api.base}${INTEGRATIONS}/logs?page%5Boffset%5D=${offset}&page%5Blimit%5D=1`;
      expect(paged.data).toEqual([all[1]]);
      expect(paged.links).toEqual({ first: page(0), prev: page(0), ...(all.length > 2 ? { next: page(2) } : {}) });
      expect(paged.meta.results).toEqual({ total: all.length });
    } finally {
      await receiver.close();
    }
  });

  it('a receiver that fails: every attempt a failed log of the one job; a disabled integration gets nothing', async () => {
    const session = `int-${adapter}-${version}-failing`;
    const receiver = await receiverFor(api, `failing-${version}`);
    receiver.status = 500;
    try {
      const made = await create(session, webhook(receiver.url, { observes: ['subscription.pending_pause'] }));
      const off = await create(
        session,
        webhook(receiver.url, { name: 'Off', enabled: false, observes: ['subscription.pending_pause'] }),
      );
      await send(api, 'POST', STATES, pause, session);
      const logs = await settled(session, `${INTEGRATIONS}/${made.id}/logs`, 5);
      expect(logs.map((one) => [one.attempt, one.succeeded, one.status_code, one.error_detail])).toEqual(
        [1, 2, 3, 4, 5].map((attempt) => [attempt, false, 500, NOT_2XX]),
      );
      expect(logs.every((one) => one.body === '{"received":false}')).toBe(true);
      const jobs = await expectOk(
        await api.get(`${INTEGRATIONS}/${made.id}/jobs`, as(session)),
        integrationJobListSchema,
      );
      expect(jobs.data).toHaveLength(1);
      const job = jobs.data[0]?.id as string;
      expect(await logsOf(session, `${INTEGRATIONS}/${made.id}/jobs/${job}/logs`)).toEqual(logs);
      expect(receiver.got.map((one) => one.body.attempt)).toEqual([1, 2, 3, 4, 5]);
      const offJobs = await expectOk(
        await api.get(`${INTEGRATIONS}/${off.id}/jobs`, as(session)),
        integrationJobListSchema,
      );
      expect(offJobs.data).toEqual([]);
      expect(await logsOf(session, `${INTEGRATIONS}/${off.id}/logs`)).toEqual([]);
      // Another integration's job is not one of this one's.
      await expectError(await api.get(`${INTEGRATIONS}/${off.id}/jobs/${job}/logs`, as(session)), 404);
    } finally {
      await receiver.close();
    }
  });

  it('a queue integration: the delivery is kept in memory, a log with no status', async () => {
    const session = `int-${adapter}-${version}-queue`;
    const made = await create(
      session,
      integration({
        name: 'Queue',
        integration_type: 'aws_sqs',
        observes: ['subscription.pending_pause'],
        configuration: {
          url: 'https://sqs.eu-west-1.amazonaws.com/123456789/q',
          aws_access_key_id: 'AKIAIOSFODNN7EXAMPLE',
          aws_secret_access_key: 'secret-access-key-of-the-test',
          region: 'eu-west-1',
        },
      }),
    );
    await send(api, 'POST', STATES, pause, session);
    const [log] = await settled(session, `${INTEGRATIONS}/${made.id}/logs`, 1);
    expect(log).toMatchObject({ succeeded: true, attempt: 1, body: '', error_detail: '' });
    expect(log).not.toHaveProperty('status_code');
    const body = await expectJson(await api.get(`${INTEGRATIONS}/${made.id}`, as(session)), 200);
    expect(JSON.stringify(body)).not.toContain('secret-access-key-of-the-test');
  });
});
