import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  applicationKeyListSchema,
  STORE_CREDENTIALS,
  subscriptionResponseSchema,
  type TokenResponse,
  tokenResponseSchema,
  WELL_KNOWN_IDS,
} from '../../src/index.js';
import { ADAPTERS, type Target, useTarget } from '../support/adapters.js';
import { expectError, expectOk } from './expect.js';

const KEYS = '/v2/application-keys';
const SUBSCRIPTION = `/subscriptions/subscriptions/${WELL_KNOWN_IDS.active}`;
const CREDENTIALS = { grant_type: 'client_credentials', client_id: 'app', client_secret: 'secret' };

async function issue(api: Target, fields: Record<string, string>): Promise<TokenResponse> {
  return expectOk(await api.token(fields), tokenResponseSchema);
}

describe.each(ADAPTERS)('token endpoint via %s', (adapter) => {
  const api = useTarget(adapter);

  it('client_credentials gives a flat Bearer token that expires an hour from now by the wall clock', async () => {
    const before = Math.floor(Date.now() / 1000);
    const body = await issue(api, CREDENTIALS);
    const after = Math.ceil(Date.now() / 1000);
    expect(body).toEqual({
      access_token: expect.any(String),
      token_type: 'Bearer',
      expires: expect.any(Number),
      expires_in: 3600,
      identifier: 'client_credentials',
    });
    expect(body.expires).toBeGreaterThanOrEqual(before + 3600);
    expect(body.expires).toBeLessThanOrEqual(after + 3600);
  });

  it('implicit needs only client_id', async () => {
    const body = await issue(api, { grant_type: 'implicit', client_id: 'app' });
    expect(body.identifier).toBe('implicit');
    expect(body.expires).toBeGreaterThan(Date.now() / 1000);
  });

  it('every token is new', async () => {
    const tokens = await Promise.all([1, 2, 3].map(() => issue(api, CREDENTIALS)));
    expect(new Set(tokens.map((token) => token.access_token)).size).toBe(3);
  });

  it('answers with or without one trailing slash, and needs no Authorization', async () => {
    await issue(api, CREDENTIALS);
    expect((await api.token(CREDENTIALS, '/oauth/access_token/')).status).toBe(200);
  });

  it.each([
    [{ grant_type: 'implicit' }, 'client_id'],
    [{ grant_type: 'implicit', client_id: '' }, 'client_id'],
    [{ grant_type: 'client_credentials', client_id: 'app' }, 'client_secret'],
    [{ grant_type: 'client_credentials', client_secret: 'secret' }, 'client_id'],
    [{ grant_type: 'password', client_id: 'app', client_secret: 'secret' }, 'grant_type'],
    [{ client_id: 'app', client_secret: 'secret' }, 'grant_type'],
    [{}, 'grant_type'],
  ])('%j is a 400 naming %s', async (fields, name) => {
    await expectError(await api.token(fields as Record<string, string>), 400, name);
  });

  it('a field given twice is a 400', async () => {
    const body = 'grant_type=implicit&client_id=a&client_id=b';
    const headers = { 'Content-Type': 'application/x-www-form-urlencoded' };
    await expectError(await api.fetch('/oauth/access_token', { method: 'POST', body, headers }), 400, 'client_id');
  });

  it('GET on the token endpoint is a 405 with Allow: POST', async () => {
    const response = await api.fetch('/oauth/access_token');
    expect(response.headers.get('allow')).toBe('POST');
    await expectError(response, 405, 'POST');
  });
});

describe.each(ADAPTERS)('token expiry with another --now via %s', (adapter) => {
  const api = useTarget(adapter, { now: '2001-02-03T04:05:06Z' });

  it('is an hour from now by the wall clock, not by the reference date', async () => {
    const body = await issue(api, CREDENTIALS);
    expect(Math.abs(body.expires - (Math.floor(Date.now() / 1000) + 3600))).toBeLessThanOrEqual(2);
  });
});

describe.each(ADAPTERS)('auth any (default) via %s', (adapter) => {
  const api = useTarget(adapter);

  it('any non-empty bearer token works', async () => {
    for (const token of ['x', 'made-up', 'Bearer']) {
      await expectOk(await api.get(KEYS, { Authorization: `Bearer ${token}` }), applicationKeyListSchema);
    }
    await expectOk(
      await api.get(SUBSCRIPTION, { Authorization: 'bearer lower-case-scheme' }),
      subscriptionResponseSchema,
    );
  });

  it.each([KEYS, `${KEYS}/any-id`, SUBSCRIPTION, `/v2${SUBSCRIPTION}`])(
    'a missing Authorization header on %s is a 401',
    async (path) => {
      await expectError(await api.get(path, { Authorization: null }), 401, 'Authorization');
    },
  );

  it.each(['Bearer', 'Bearer ', 'Basic abc', 'Token abc', 'abc', 'Bearer a b'])(
    'a malformed Authorization header %j is a 401',
    async (value) => {
      await expectError(await api.get(KEYS, { Authorization: value }), 401, 'Bearer');
      await expectError(await api.get(SUBSCRIPTION, { Authorization: value }), 401, 'Bearer');
    },
  );
});

describe.each(ADAPTERS)('auth strict via %s', (adapter) => {
  const api = useTarget(adapter, { auth: 'strict' });
  const STORE = { grant_type: 'client_credentials', ...STORE_CREDENTIALS };
  afterEach(() => {
    vi.useRealTimers();
  });

  it("the token endpoint takes the store's own credentials", async () => {
    expect(STORE_CREDENTIALS).toEqual({ client_id: 'commerce-emulator', client_secret: 'commerce-emulator-secret' });
    expect((await issue(api, STORE)).identifier).toBe('client_credentials');
    expect((await issue(api, { grant_type: 'implicit', client_id: STORE.client_id })).identifier).toBe('implicit');
  });

  it('a wrong secret, or credentials it does not know, are a 401 that names the store credentials', async () => {
    await expectError(await api.token({ ...STORE, client_secret: 'wrong' }), 401, STORE_CREDENTIALS.client_secret);
    await expectError(await api.token(CREDENTIALS), 401, 'do not match');
    await expectError(await api.token({ grant_type: 'implicit', client_id: 'app' }), 401, 'no application key');
  });

  it("an implicit grant takes a client_id of the request's world, and only of that world", async () => {
    const { data } = await expectOk(
      await api.get(KEYS, { Authorization: `Bearer ${(await issue(api, STORE)).access_token}` }),
      applicationKeyListSchema,
    );
    const clientId = data[0]?.client_id as string;
    expect((await issue(api, { grant_type: 'implicit', client_id: clientId })).identifier).toBe('implicit');
    await expectError(
      await api.token({ grant_type: 'implicit', client_id: clientId }, '/oauth/access_token?scenario=empty'),
      401,
      'scenario empty',
    );
  });

  it('the bad-grant checks come before the credentials check', async () => {
    await expectError(await api.token({ grant_type: 'password', client_id: 'x' }), 400, 'grant_type');
    await expectError(await api.token({ grant_type: 'client_credentials', client_id: 'x' }), 400, 'client_secret');
  });

  it('a client_credentials token it issued works everywhere', async () => {
    const { access_token } = await issue(api, STORE);
    const auth = { Authorization: `Bearer ${access_token}` };
    await expectOk(await api.get(KEYS, auth), applicationKeyListSchema);
    await expectOk(await api.get(SUBSCRIPTION, auth), subscriptionResponseSchema);
  });

  it('an implicit token gets 403 on application keys but reads subscriptions', async () => {
    const { access_token } = await issue(api, { grant_type: 'implicit', client_id: STORE.client_id });
    const auth = { Authorization: `Bearer ${access_token}` };
    await expectError(await api.get(KEYS, auth), 403, 'implicit');
    await expectError(await api.get(`${KEYS}/any-id`, auth), 403, 'implicit');
    await expectOk(await api.get(SUBSCRIPTION, auth), subscriptionResponseSchema);
    await expectOk(await api.get(`/v2${SUBSCRIPTION}?include=plans`, auth), subscriptionResponseSchema);
  });

  it('a token it did not issue is a 401', async () => {
    await expectError(await api.get(KEYS, { Authorization: 'Bearer made-up' }), 401, 'not issued');
    await expectError(await api.get(SUBSCRIPTION, { Authorization: 'Bearer made-up' }), 401, 'not issued');
  });

  it('a missing header is still a 401', async () => {
    await expectError(await api.get(KEYS, { Authorization: null }), 401, 'Authorization');
  });

  it('an expired token is a 401', async () => {
    const { access_token } = await issue(api, STORE);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 3601 * 1000);
    await expectError(await api.get(KEYS, { Authorization: `Bearer ${access_token}` }), 401, 'expired');
  });

  it('reset() forgets issued tokens', async () => {
    const { access_token } = await issue(api, STORE);
    const auth = { Authorization: `Bearer ${access_token}` };
    await expectOk(await api.get(KEYS, auth), applicationKeyListSchema);
    api.emulator.reset();
    await expectError(await api.get(KEYS, auth), 401, 'not issued');
  });
});

describe.each(ADAPTERS)('auth off via %s', (adapter) => {
  const api = useTarget(adapter, { auth: 'off' });

  it('needs no Authorization header, and ignores a malformed one', async () => {
    await expectOk(await api.get(KEYS, { Authorization: null }), applicationKeyListSchema);
    await expectOk(await api.get(SUBSCRIPTION, { Authorization: null }), subscriptionResponseSchema);
    await expectOk(await api.get(KEYS, { Authorization: 'Basic abc' }), applicationKeyListSchema);
  });
});
