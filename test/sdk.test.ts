import { gateway, MemoryStorageFactory } from '@elasticpath/js-sdk';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  applicationKeyListSchema,
  createdApplicationKeySchema,
  createEmulator,
  type RunningServer,
  STORE_CREDENTIALS,
  subscriptionListSchema,
  subscriptionResponseSchema,
  WELL_KNOWN_IDS,
} from '../src/index.js';

// The platform's official JavaScript SDK, unchanged, against the standalone server in strict mode: what a user's
// integration code does, call for call.
let server: RunningServer;
beforeAll(async () => {
  server = await createEmulator({ auth: 'strict' }).listen();
});
afterAll(() => server.close());
// The SDK logs its token decisions with console.info; that is its business, not a failure of ours.
beforeEach(() => {
  vi.spyOn(console, 'info').mockImplementation(() => {});
});

/** A fresh SDK client (its query builder keeps state between calls) with in-memory token storage. */
function sdk(credentials: { client_id: string; client_secret?: string } = STORE_CREDENTIALS) {
  return gateway({
    ...credentials,
    host: new URL(server.url).host,
    protocol: 'http',
    storage: new MemoryStorageFactory(),
    disableCart: true,
    fetchMaxAttempts: 1,
  } as Parameters<typeof gateway>[0]);
}

describe('the official JS SDK in strict mode', () => {
  it('authenticates with the store credentials and lists application keys', async () => {
    const ep = sdk();
    const token = await ep.Authenticate();
    expect(token).toMatchObject({ token_type: 'Bearer', identifier: 'client_credentials' });
    const keys = applicationKeyListSchema.parse(await ep.ApplicationKeys.All());
    expect(keys.meta.results.total).toBe(30);
    expect(keys.meta.total_reserved_rate_limit).toBeLessThanOrEqual(100);
  });

  it("With('plans').Get(id) gives included.plans at the top level, the active plan among them", async () => {
    const ep = sdk();
    const response = await ep.Subscriptions.With('plans').Get(WELL_KNOWN_IDS.active);
    const body = subscriptionResponseSchema.parse(response);
    const plans = (response as unknown as { included: { plans: { id: string }[] } }).included.plans;
    expect(plans.map((plan) => plan.id)).toContain(body.data.attributes.plan_id);
    expect(body.data.meta.paused).toBe(false);
  });

  it('Filter({ eq: { account_id } }).All() lists that account’s subscriptions', async () => {
    const ep = sdk();
    await ep.Authenticate();
    const one = subscriptionResponseSchema.parse(await ep.Subscriptions.Get(WELL_KNOWN_IDS.active));
    const account = one.data.attributes.account_id;
    const mine = subscriptionListSchema.parse(await ep.Subscriptions.Filter({ eq: { account_id: account } }).All());
    expect(mine.data.length).toBeGreaterThanOrEqual(2);
    expect(mine.data.every((subscription) => subscription.attributes.account_id === account)).toBe(true);
    expect(mine.data.map((subscription) => subscription.id)).toContain(WELL_KNOWN_IDS.active);
  });

  it('creates a key, reads its secret once, gets a token with it, updates, lists and deletes it', async () => {
    const admin = sdk();
    const created = createdApplicationKeySchema.parse(
      await admin.ApplicationKeys.Create({ type: 'application_key', name: 'Mobile app', reserved_rate_limit: 0 }),
    );
    const { client_id, client_secret, id } = created.data;
    const app = sdk({ client_id, client_secret });
    const token = await app.Authenticate();
    expect(token).toMatchObject({ identifier: 'client_credentials' });
    await admin.ApplicationKeys.Update(id, { type: 'application_key', name: 'Mobile app (renamed)' });
    const listed = applicationKeyListSchema.parse(await app.ApplicationKeys.Limit(100).All());
    expect(listed.data.at(-1)).toMatchObject({ id, name: 'Mobile app (renamed)' });
    expect(JSON.stringify(listed)).not.toContain(client_secret);
    expect(await admin.ApplicationKeys.Delete(id)).toBe('{}');
    await expect(app.ApplicationKeys.All()).rejects.toMatchObject({ errors: [{ status: '401' }] });
  });

  it('CreateState pauses, resumes and cancels; Get shows it in meta and state; a move not allowed is a 422', async () => {
    const ep = sdk();
    const id = WELL_KNOWN_IDS.active;
    const read = async () => subscriptionResponseSchema.parse(await ep.Subscriptions.Get(id)).data;
    await ep.Subscriptions.CreateState(id, 'pause');
    expect((await read()).meta).toMatchObject({ paused: true, state: { attributes: { action: 'pause' } } });
    expect((await read()).state?.meta.paused).toBe(true);
    await expect(ep.Subscriptions.CreateState(id, 'pause')).rejects.toMatchObject({
      errors: [{ status: '422', title: 'Unprocessable Entity' }],
    });
    await ep.Subscriptions.CreateState(id, 'resume');
    expect((await read()).meta).toMatchObject({ paused: false, canceled: false });
    await ep.Subscriptions.CreateState(id, 'cancel');
    const canceled = await read();
    expect(canceled.meta).toMatchObject({ canceled: true, status: 'active' });
    expect(canceled.state?.attributes.action).toBe('cancel');
  });

  it('a wrong secret is rejected with the error body', async () => {
    const ep = sdk({ client_id: STORE_CREDENTIALS.client_id, client_secret: 'wrong' });
    await expect(ep.ApplicationKeys.All()).rejects.toMatchObject({
      errors: [{ status: '401', title: 'Unauthorized' }],
    });
  });
});
