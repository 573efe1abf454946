import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { SUBSCRIPTION_EVENT_KEYS } from '../src/events/keys.js';
import { createEmulator, type EmulatorOptions, WELL_KNOWN_IDS } from '../src/index.js';
import { MONTHLY_RULES } from './support/plans.js';

/**
 * Issue 23 end to end: a standalone server (2024 and 2026) delivering the events of a subscription's whole
 * lifecycle, driven through the API, to a real node:http receiver; retries of a receiver that fails; the timeout of
 * one that hangs; and an API answer that never waits for a delivery.
 */

const SECRET = 's3cret';
const SCENARIO = 'payments-failing';

/** What a receiver got: the headers and the parsed envelope. */
interface Delivery {
  headers: IncomingMessage['headers'];
  body: {
    id: string;
    triggered_by: string;
    attempt: number;
    integration: Record<string, unknown>;
    payload: { data?: { id: string; type: string }; id?: string; type?: string };
    resources: unknown;
    configuration: Record<string, unknown>;
  };
}

/** A real receiver on port 0; `answer` says what each request gets (by default a 200). */
class Receiver {
  readonly got: Delivery[] = [];
  /** Requests it holds without answering (a hanging receiver). */
  readonly held: ServerResponse[] = [];
  url = '';
  #server: Server | undefined;

  constructor(readonly answer: (res: ServerResponse, index: number) => void = (res) => res.end('{"ok":true}')) {}

  async start(): Promise<this> {
    this.#server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const index = this.got.length;
        this.got.push({ headers: req.headers, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) });
        this.answer(res, index);
      });
    });
    await new Promise<void>((resolve) => this.#server?.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.#server.address() as AddressInfo).port}/hook`;
    return this;
  }

  async close(): Promise<void> {
    for (const res of this.held) if (!res.writableEnded) res.end('{"late":true}');
    this.#server?.closeAllConnections();
    await new Promise<void>((resolve) => (this.#server ? this.#server.close(() => resolve()) : resolve()));
  }
}

const until = async (what: string, holds: () => boolean | Promise<boolean>, timeout = 10_000) => {
  const end = Date.now() + timeout;
  while (!(await holds())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

const closing: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const close of closing.reverse()) await close();
});

/** A standalone server and a client of its API in one scenario and session. */
async function server(options: EmulatorOptions, session: string, scenario = SCENARIO) {
  const running = await createEmulator({ seed: 23, ...options }).listen({ port: 0 });
  closing.push(() => running.close());
  const headers = {
    authorization: 'Bearer e2e',
    'content-type': 'application/json',
    'x-emulator-scenario': scenario,
    'x-emulator-session': session,
  };
  const call = async (method: string, path: string, body?: unknown, status?: number) => {
    const answer = await fetch(`${running.url}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await answer.text();
    if (status === undefined) expect(answer.ok, `${method} ${path}: ${text}`).toBe(true);
    else expect(answer.status, `${method} ${path}: ${text}`).toBe(status);
    return (text === '' ? undefined : JSON.parse(text)) as { data: { id: string } & Record<string, unknown> };
  };
  const events = async () => {
    const answer = await fetch(`${running.url}/__emulator/events?scenario=${scenario}&session=${session}`);
    return ((await answer.json()) as { data: { id: string; key: string; at: string }[] }).data;
  };
  const integrate = async (url: string, observes: readonly string[]) => {
    const body = {
      data: {
        type: 'integration',
        name: 'all',
        integration_type: 'webhook',
        enabled: true,
        observes,
        configuration: { url, secret_key: SECRET },
      },
    };
    return (await call('POST', '/v2/integrations', body, 200)).data.id;
  };
  return { url: running.url, call, events, integrate };
}

type Api = Awaited<ReturnType<typeof server>>;

const V2 = '/v2/subscriptions';
const ACCOUNT = 'a0000000-0000-4000-8000-0000000000e2';
const BUYER = 'b0000000-0000-4000-8000-0000000000e2';
const NO_PLAN = 'c0000000-0000-4000-8000-0000000000e2';
const state = (action: string) => ({ data: { type: 'subscription_state', attributes: { action } } });
const buyer = {
  account_id: BUYER,
  currency: 'EUR',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  manual_payments: false,
};

/** The catalogue under 2024: store products and plans, an offering built of them, a subscription to it. */
async function catalogue2024(api: Api): Promise<string> {
  const product = (name: string) => ({
    data: { type: 'subscription_product', attributes: { name, price: { EUR: { amount: 900 } } } },
  });
  const plan = (name: string) => ({ data: { type: 'subscription_plan', attributes: { name, ...MONTHLY_RULES } } });
  const kept = (await api.call('POST', `${V2}/products`, product('Beans'))).data.id;
  await api.call('PUT', `${V2}/products/${kept}`, {
    data: { id: kept, type: 'subscription_product', attributes: { name: 'Beans+' } },
  });
  const gone = (await api.call('POST', `${V2}/products`, product('Tea'))).data.id;
  await api.call('DELETE', `${V2}/products/${gone}`);
  const monthly = (await api.call('POST', `${V2}/plans`, plan('Monthly'))).data.id;
  await api.call('PUT', `${V2}/plans/${monthly}`, {
    data: { id: monthly, type: 'subscription_plan', attributes: { name: 'Monthly+' } },
  });
  const dropped = (await api.call('POST', `${V2}/plans`, plan('Weekly'))).data.id;
  await api.call('DELETE', `${V2}/plans/${dropped}`);
  const offering = (
    await api.call('POST', `${V2}/offerings/build`, { data: { name: 'Coffee', products: [kept], plans: [monthly] } })
  ).data.id;
  const plans = await api.call('GET', `${V2}/offerings/${offering}/plans`);
  const option = (plans.data as unknown as { id: string }[])[0]?.id as string;
  await api.call('POST', `${V2}/subscriptions`, { data: { ...buyer, offering_id: offering, plan_id: NO_PLAN } }, 400);
  await api.call('POST', `${V2}/subscriptions`, { data: { ...buyer, offering_id: offering, plan_id: option } }, 201);
  return offering;
}

/** The catalogue under 2026: an offering with plans and a pricing option, a subscription to it. */
async function catalogue2026(api: Api): Promise<string> {
  const offering = (
    await api.call('POST', `${V2}/offerings`, {
      data: { type: 'subscription_offering', attributes: { name: 'Coffee' } },
    })
  ).data.id;
  const plan = (name: string) => ({
    data: { type: 'subscription_offering_plan', attributes: { name, price: { EUR: { amount: 900 } } } },
  });
  const beans = (await api.call('POST', `${V2}/offerings/${offering}/plans`, plan('Beans'), 201)).data.id;
  await api.call('PUT', `${V2}/offerings/${offering}/plans/${beans}`, {
    data: { id: beans, type: 'subscription_offering_plan', attributes: { name: 'Beans+' } },
  });
  const tea = (await api.call('POST', `${V2}/offerings/${offering}/plans`, plan('Tea'), 201)).data.id;
  await api.call('DELETE', `${V2}/offerings/${offering}/plans/${tea}`);
  const option = (
    await api.call(
      'POST',
      `${V2}/offerings/${offering}/pricing-options`,
      { data: { type: 'subscription_offering_pricing_option', attributes: { name: 'Monthly', ...MONTHLY_RULES } } },
      201,
    )
  ).data.id;
  const chosen = { offering_id: offering, plan_id: beans };
  await api.call('POST', `${V2}/subscriptions`, { data: { ...buyer, ...chosen, pricing_option_id: NO_PLAN } }, 400);
  await api.call('POST', `${V2}/subscriptions`, { data: { ...buyer, ...chosen, pricing_option_id: option } }, 201);
  return offering;
}

/**
 * A subscription's lifecycle and the store's resources, through the API in one session of `payments-failing`
 * (dunning closes): every one of the version's keys happens.
 */
async function lifecycle(api: Api, version: '2024' | '2026'): Promise<void> {
  const subscriber = {
    data: {
      type: 'subscription_subscriber',
      attributes: { account_id: ACCOUNT, name: 'Grace Hopper', email: 'grace@example.com' },
    },
  };
  await api.call('POST', `${V2}/subscribers`, subscriber, 201);
  await api.call('PUT', `${V2}/subscribers/${ACCOUNT}`, {
    data: { id: ACCOUNT, type: 'subscription_subscriber', attributes: { name: 'Grace B. Hopper' } },
  });
  const offering = version === '2024' ? await catalogue2024(api) : await catalogue2026(api);
  await api.call('PUT', `${V2}/offerings/${offering}`, {
    data: { id: offering, type: 'subscription_offering', attributes: { name: 'Coffee Club' } },
  });
  // The world's subscriptions: ...001 paid until 01-14, ...004 until 02-20; ...002 is paused until 01-09.
  const { active, resumed } = WELL_KNOWN_IDS;
  await api.call('POST', `${V2}/subscriptions/${active}/states`, state('pause'), 204);
  await api.call('POST', `${V2}/subscriptions/${active}/states`, state('resume'), 204);
  await api.call('POST', `${V2}/subscriptions/${resumed}/states`, state('cancel'), 204);
  const job = (type: string) => ({ data: { type: 'subscription_job', attributes: { job_type: type } } });
  const deletedJob = (await api.call('POST', `${V2}/jobs`, job('payment-run'), 201)).data.id;
  await api.call('DELETE', `${V2}/jobs/${deletedJob}`);
  await api.call('POST', `${V2}/jobs`, job('billing-run'), 201);
  const schedule = (
    await api.call('POST', `${V2}/schedules`, {
      data: {
        type: 'subscription_schedule',
        attributes: { name: 'Nightly', specification: '30 0 * * *', location: 'UTC', job: { job_type: 'billing-run' } },
      },
    })
  ).data.id;
  await api.call('PUT', `${V2}/schedules/${schedule}`, {
    data: { id: schedule, type: 'subscription_schedule', attributes: { name: 'Nightly run' } },
  });
  await api.call('DELETE', `${V2}/schedules/${schedule}`);
  await api.call('DELETE', `${V2}/subscribers/${ACCOUNT}`);
  // Billing runs, failed payments and dunning's close; ...002's pause and ...004's cancel take effect.
  const moved = await fetch(`${api.url}/__emulator/clock?scenario=${SCENARIO}&session=lifecycle`, {
    method: 'POST',
    body: JSON.stringify({ advance: 'P60D' }),
  });
  expect(moved.status).toBe(200);
  const mine = (await api.call('GET', `${V2}/subscriptions?filter=eq(account_id,${BUYER})`)).data as unknown as {
    id: string;
  }[];
  await api.call('DELETE', `${V2}/subscriptions/${mine[0]?.id}`);
  await api.call('DELETE', `${V2}/offerings/${offering}`);
}

/** The whole run in a fresh server: what the receiver got and the session's events in list order. */
async function run(version: '2024' | '2026') {
  const receiver = await new Receiver().start();
  closing.push(() => receiver.close());
  const api = await server({ apiVersion: version, dunningAction: 'close' }, 'lifecycle');
  const integration = await api.integrate(receiver.url, SUBSCRIPTION_EVENT_KEYS);
  await lifecycle(api, version);
  const observed = (await api.events()).filter((event) => event.key !== 'integration.created');
  await until('every delivery', () => receiver.got.length >= observed.length);
  return { receiver, integration, events: observed };
}

describe.each(['2024', '2026'] as const)('webhooks end to end, API %s', { timeout: 60_000 }, (version) => {
  const keys = SUBSCRIPTION_EVENT_KEYS.filter((key) => version === '2024' || !key.startsWith('subscription-product.'));
  let first: Awaited<ReturnType<typeof run>>;

  it("delivers every one of the version's keys from a lifecycle driven through the API", async () => {
    first = await run(version);
    const got = new Set(first.receiver.got.map((delivery) => delivery.body.triggered_by));
    expect([...got].sort()).toEqual([...keys].sort());
    // Each event once, at its first attempt (the receiver answers 200).
    expect(first.receiver.got.map((delivery) => delivery.body.id).sort()).toEqual(
      first.events.map((event) => event.id).sort(),
    );
  });

  it('in the documented envelope, with the secret in X-MOLTIN-SECRET-KEY', () => {
    for (const { headers, body } of first.receiver.got) {
      expect(headers['x-moltin-secret-key']).toBe(SECRET);
      expect(headers['content-type']).toBe('application/json');
      expect(Object.keys(body)).toEqual([
        'id',
        'triggered_by',
        'attempt',
        'integration',
        'resources',
        'payload',
        'configuration',
      ]);
      expect(body.attempt).toBe(1);
      expect(body.integration).toEqual({ id: first.integration, integration_type: 'webhook', name: 'all' });
      expect(body.configuration).toEqual({ url: first.receiver.url, secret_key: SECRET });
      const event = first.events.find((one) => one.id === body.id) as { key: string };
      expect(body.triggered_by).toBe(event.key);
      if (body.triggered_by.endsWith('.deleted')) {
        expect(Object.keys(body.payload).sort()).toEqual(['id', 'type']);
        expect(body.resources).toEqual(body.payload);
      } else if (body.triggered_by === 'subscription.create-failed') {
        expect(body.payload).toMatchObject({ errors: [{ status: 400 }] });
      } else {
        expect(body.payload.data?.id).toMatch(/^[0-9a-f-]{36}$/);
        expect(JSON.parse(body.resources as string)).toEqual(body.payload);
      }
    }
    const created = first.receiver.got.find((one) => one.body.triggered_by === 'subscription.created');
    expect(created?.body.payload.data).toMatchObject({ type: 'subscription', attributes: { account_id: BUYER } });
  });

  it("in the session clock's order, and the same ids for the same seed", async () => {
    const times = first.events.map((event) => event.at);
    expect(times).toEqual([...times].sort());
    const again = await run(version);
    const shown = (events: typeof first.events) => events.map(({ id, key, at }) => `${key} ${id} ${at}`);
    expect(shown(again.events)).toEqual(shown(first.events));
  });
});

describe('delivery attempts over HTTP', { timeout: 30_000 }, () => {
  const subscriber = (account: string) => ({
    data: {
      type: 'subscription_subscriber',
      attributes: { account_id: account, name: 'Grace Hopper', email: 'grace@example.com' },
    },
  });
  const logsOf = async (api: Api, integration: string) =>
    (await api.call('GET', `/v2/integrations/${integration}/logs`)).data as unknown as {
      attempt: number;
      succeeded: boolean;
      status_code?: number;
      error_detail: string;
    }[];

  it('a receiver that fails twice (a 500, then a closed socket) sees three attempts, three log records', async () => {
    const receiver = await new Receiver((res, index) => {
      if (index === 0) res.writeHead(500).end('{"down":true}');
      else if (index === 1) res.socket?.destroy();
      else res.end('{"ok":true}');
    }).start();
    closing.push(() => receiver.close());
    const api = await server({ webhookRetries: 'immediate' }, 'retries', 'default');
    const integration = await api.integrate(receiver.url, ['subscription-subscriber.created']);
    await api.call('POST', `${V2}/subscribers`, subscriber(ACCOUNT), 201);
    await until('three log records', async () => (await logsOf(api, integration)).length === 3);
    expect(receiver.got.map((delivery) => delivery.body.attempt)).toEqual([1, 2, 3]);
    expect(new Set(receiver.got.map((delivery) => delivery.body.id)).size).toBe(1);
    const logs = await logsOf(api, integration);
    expect(logs.map(({ attempt, succeeded, status_code }) => ({ attempt, succeeded, status_code }))).toEqual([
      { attempt: 1, succeeded: false, status_code: 500 },
      { attempt: 2, succeeded: false, status_code: undefined },
      { attempt: 3, succeeded: true, status_code: 200 },
    ]);
    expect(logs[0]?.error_detail).toBe('Received a status code outside of 2xx range - treating webhook as a fail');
    expect(logs[1]?.error_detail).toMatch(/^the request failed \(.+\) - treating webhook as a fail$/);
    expect(logs[2]?.error_detail).toBe('');
  });

  it('a receiver that hangs past webhookTimeout: the log says the timeout', async () => {
    const receiver = new Receiver((res) => receiver.held.push(res));
    await receiver.start();
    closing.push(() => receiver.close());
    const api = await server({ webhookTimeout: 200, webhookRetries: 'immediate' }, 'timeout', 'default');
    const integration = await api.integrate(receiver.url, ['subscription-subscriber.created']);
    await api.call('POST', `${V2}/subscribers`, subscriber(ACCOUNT), 201);
    await until('a log record', async () => (await logsOf(api, integration)).length > 0);
    const [log] = await logsOf(api, integration);
    expect(log).toMatchObject({
      attempt: 1,
      succeeded: false,
      error_detail: 'no answer within 0.2 seconds - treating webhook as a fail',
    });
  });

  it('never delays the API answer: it arrives while the receiver still holds the delivery', async () => {
    const receiver = new Receiver((res) => receiver.held.push(res));
    await receiver.start();
    closing.push(() => receiver.close());
    const api = await server({}, 'hanging', 'default');
    await api.integrate(receiver.url, ['subscription-subscriber.created', 'subscription-subscriber.updated']);
    const made = await api.call('POST', `${V2}/subscribers`, subscriber(ACCOUNT), 201);
    await until('the delivery', () => receiver.held.length === 1);
    // The receiver holds the delivery of the create; the next write is answered all the same, as without integration.
    const update = { data: { id: ACCOUNT, type: 'subscription_subscriber', attributes: { name: 'Grace B. Hopper' } } };
    const updated = await api.call('PUT', `${V2}/subscribers/${ACCOUNT}`, update, 200);
    expect(receiver.held.every((res) => !res.writableEnded)).toBe(true);
    const alone = await server({}, 'no-integration', 'default');
    const plain = await alone.call('POST', `${V2}/subscribers`, subscriber(ACCOUNT), 201);
    // The same answer but for its dates (the integration's create took a second of the session's clock).
    const undated = (body: unknown) => JSON.parse(JSON.stringify(body).replace(/"\d{4}-\d\d-\d\dT[\d:.]+Z"/g, '"…"'));
    expect(undated(made)).toEqual(undated(plain));
    expect(updated.data.attributes).toMatchObject({ name: 'Grace B. Hopper' });
  });
});
