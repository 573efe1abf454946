import { describe, expect, it } from 'vitest';
import {
  STORE_CREDENTIALS,
  type SubscriptionList,
  subscriptionList2026Schema,
  subscriptionListSchema,
} from '../../src/index.js';
import { ACCOUNT_MEMBER_PASSWORD } from '../../src/routes/account-tokens.js';
import { type AccountTokenList, accountTokenListSchema, tokenResponseSchema } from '../../src/schemas/index.js';
import { ADAPTERS, AUTH, type Target, useTarget } from '../support/adapters.js';
import { expectError, expectOk } from './expect.js';

const TOKENS = '/v2/account-members/tokens';
const TYPE = 'account_management_authentication_token';
const PROFILE = '161292d3-c105-490f-8798-0ec71cd5a272';
const HEADER = 'EP-Account-Management-Authentication-Token';
const DAY = 24 * 3600 * 1000;

const password = (username: string, secret = 'anything') => ({
  data: {
    type: TYPE,
    authentication_mechanism: 'password',
    password_profile_id: PROFILE,
    username,
    password: secret,
  },
});

const signup = (username: string, name: string, secret = 'chosen-secret') => ({
  data: {
    type: TYPE,
    authentication_mechanism: 'self_signup',
    password_profile_id: PROFILE,
    username,
    password: secret,
    name,
    email: username,
  },
});

const switching = { data: { type: TYPE, authentication_mechanism: 'account_management_authentication_token' } };

function post(api: Target, body: unknown, headers: Record<string, string> = {}, path = TOKENS): Promise<Response> {
  return api.fetch(path, {
    method: 'POST',
    headers: { ...AUTH, 'Content-Type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

async function tokens(response: Response): Promise<AccountTokenList> {
  return expectOk(response, accountTokenListSchema, undefined, 201);
}

/** An account of the world: its id, name and email, as its first subscription gives them. */
async function knownAccount(api: Target, query = '') {
  const list: SubscriptionList = await expectOk(
    await api.get(`/v2/subscriptions/subscriptions${query}`),
    subscriptionListSchema,
  );
  const { account_id, name, email } = (list.data[0] as SubscriptionList['data'][number]).attributes;
  return { id: account_id, name, email };
}

describe.each(ADAPTERS)('account management tokens via %s', (adapter) => {
  const api = useTarget(adapter);

  it('a password login with a world account email is a 201 with a token for that account', async () => {
    const account = await knownAccount(api);
    const before = Date.now();
    const body = await tokens(await post(api, password(account.email)));
    const link = `${api.base}${TOKENS}?page%5Boffset%5D=0&page%5Blimit%5D=25`;
    expect(body).toEqual({
      data: [
        {
          type: TYPE,
          account_name: account.name,
          account_id: account.id,
          token: expect.any(String),
          expires: expect.any(String),
        },
      ],
      meta: {
        page: { limit: 25, offset: 0, current: 1, total: 1 },
        results: { total: 1 },
        account_member_id: expect.any(String),
      },
      links: { current: link, first: link, last: link },
    });
    const [item] = body.data as [AccountTokenList['data'][number]];
    const expires = Date.parse(item.expires);
    expect(expires).toBeGreaterThanOrEqual(before + DAY);
    expect(expires).toBeLessThanOrEqual(Date.now() + DAY);
    expect(item.token.split('.')).toHaveLength(3);
  });

  it('matches the email whatever its case, and gives the same member each time but a new token', async () => {
    const account = await knownAccount(api);
    const first = await tokens(await post(api, password(account.email)));
    const second = await tokens(await post(api, password(account.email.toUpperCase())));
    expect(second.data[0]?.account_id).toBe(account.id);
    expect(second.meta.account_member_id).toBe(first.meta.account_member_id);
    expect(second.data[0]?.token).not.toBe(first.data[0]?.token);
  });

  it("takes the world of the request: another scenario's accounts", async () => {
    const account = await knownAccount(api, '?scenario=paused');
    const body = await tokens(await post(api, password(account.email), {}, `${TOKENS}?scenario=paused`));
    expect(body.data.map((item) => item.account_id)).toEqual([account.id]);
    expect(body.links.current).toContain('scenario=paused');
  });

  it('anyone else gets a stable made-up account named by the username', async () => {
    const first = await tokens(await post(api, password('someone@example.test', 'x')));
    const again = await tokens(await post(api, password('someone@example.test', 'y')));
    const other = await tokens(await post(api, password('someone-else@example.test')));
    expect(first.data).toHaveLength(1);
    expect(first.data[0]?.account_name).toBe('someone@example.test');
    expect(again.data[0]?.account_id).toBe(first.data[0]?.account_id);
    expect(other.data[0]?.account_id).not.toBe(first.data[0]?.account_id);
    expect(other.meta.account_member_id).not.toBe(first.meta.account_member_id);
  });

  it('passwordless takes any one-time password', async () => {
    const account = await knownAccount(api);
    const body = {
      data: {
        type: TYPE,
        authentication_mechanism: 'passwordless',
        password_profile_id: PROFILE,
        username: account.email,
        one_time_password_token: 'abc123',
      },
    };
    expect((await tokens(await post(api, body))).data[0]?.account_id).toBe(account.id);
  });

  it('self_signup makes a member with an account of that name, which a later login finds', async () => {
    const signedUp = await tokens(await post(api, signup('new.shopper@example.test', 'New Shopper')));
    expect(signedUp.data[0]?.account_name).toBe('New Shopper');
    const login = await tokens(await post(api, password('new.shopper@example.test')));
    expect(login.data[0]).toMatchObject({ account_id: signedUp.data[0]?.account_id, account_name: 'New Shopper' });
    expect(login.meta.account_member_id).toBe(signedUp.meta.account_member_id);
  });

  it('the account_management_authentication_token mechanism gives new tokens for the header token member', async () => {
    const account = await knownAccount(api);
    const login = await tokens(await post(api, password(account.email)));
    const token = login.data[0]?.token as string;
    const switched = await tokens(await post(api, switching, { [HEADER]: token }));
    expect(switched.data.map((item) => item.account_id)).toEqual([account.id]);
    expect(switched.meta.account_member_id).toBe(login.meta.account_member_id);
    expect(switched.data[0]?.token).not.toBe(token);
    await expectError(await post(api, switching), 401, HEADER);
    await expectError(await post(api, switching, { [HEADER]: 'not-a-token' }), 401, 'not issued by this emulator');
  });

  it('oidc is a 400 naming the mechanism and the ones that work', async () => {
    const body = {
      data: {
        type: TYPE,
        authentication_mechanism: 'oidc',
        oauth_authorization_code: 'c2490f06-6d8e-4927-99aa-4bf02b419e96',
        oauth_redirect_uri: 'https://example-store.com/oauth2/callback',
        oauth_code_verifier: '0E934PurR8ExVg6Pj7T4kQewxKzWSfSFG5d15FGfww8',
      },
    };
    const error = await expectError(await post(api, body), 400, 'authentication_mechanism "oidc" is not supported');
    expect(error.errors[0]?.detail).toContain('password, passwordless, self_signup');
  });

  it.each([
    [{}, 'data'],
    [{ data: { type: TYPE } }, 'data.authentication_mechanism'],
    [{ data: { type: TYPE, authentication_mechanism: 'magic' } }, 'data.authentication_mechanism'],
    [{ data: { ...password('a@b.c').data, type: 'token' } }, 'data.type'],
    [{ data: { ...password('a@b.c').data, password: undefined } }, 'data.password'],
    [{ data: { ...password('a@b.c').data, username: '' } }, 'data.username'],
    [{ data: { ...password('a@b.c').data, password_profile_id: 'pp' } }, 'data.password_profile_id'],
    [{ data: { ...signup('a@b.c', 'A').data, email: 'nope' } }, 'data.email'],
    [{ data: { ...signup('a@b.c', 'A').data, name: undefined } }, 'data.name'],
  ])('%j is a 400 naming %s', async (body, field) => {
    await expectError(await post(api, body), 400, `${field}:`);
  });

  it('a body that is not JSON is a 400, another content type a 415', async () => {
    await expectError(await post(api, '{"data":'), 400, 'not valid JSON');
    await expectError(await post(api, 'x', { 'Content-Type': 'text/plain' }), 415);
  });

  it('needs a bearer token, and answers only POST', async () => {
    await expectError(await post(api, password('a@b.c'), { Authorization: '' }), 401, 'Authorization');
    const response = await api.get(TOKENS);
    expect(response.headers.get('allow')).toBe('POST');
    await expectError(response, 405);
  });
});

describe.each(ADAPTERS)('account management tokens with --auth strict via %s', (adapter) => {
  const api = useTarget(adapter, { auth: 'strict' });

  async function bearer(): Promise<Record<string, string>> {
    const issued = await expectOk(
      await api.token({ grant_type: 'implicit', client_id: STORE_CREDENTIALS.client_id }),
      tokenResponseSchema,
    );
    return { Authorization: `Bearer ${issued.access_token}` };
  }

  it(`a world account's email and the password "${ACCOUNT_MEMBER_PASSWORD}" give its token`, async () => {
    const auth = await bearer();
    const list: SubscriptionList = await expectOk(
      await api.get('/v2/subscriptions/subscriptions', auth),
      subscriptionListSchema,
    );
    const { account_id, email } = (list.data[0] as SubscriptionList['data'][number]).attributes;
    const body = await tokens(await post(api, password(email, ACCOUNT_MEMBER_PASSWORD), auth));
    expect(body.data.map((item) => item.account_id)).toEqual([account_id]);
    await expectError(await post(api, password(email, 'wrong'), auth), 401, 'is wrong');
  });

  it('an unknown username is a 401 that says how to log in', async () => {
    const response = await post(api, password('nobody@example.test', ACCOUNT_MEMBER_PASSWORD), await bearer());
    const error = await expectError(response, 401, 'no account member has username "nobody@example.test"');
    expect(error.errors[0]?.detail).toContain(`"${ACCOUNT_MEMBER_PASSWORD}"`);
  });

  it('a bearer token not issued here is a 401 before the credentials are looked at', async () => {
    await expectError(await post(api, password('a@b.c'), { Authorization: 'Bearer made-up' }), 401, 'not issued');
  });

  it('a member made with self_signup logs in with their own password; a world email cannot sign up', async () => {
    const auth = await bearer();
    const username = 'strict.signup@example.test';
    const made = await tokens(await post(api, signup(username, 'Strict Signup', 'their-secret'), auth));
    const login = await tokens(await post(api, password(username, 'their-secret'), auth));
    expect(login.data[0]?.account_id).toBe(made.data[0]?.account_id);
    await expectError(await post(api, password(username, ACCOUNT_MEMBER_PASSWORD), auth), 401, 'is wrong');
    await expectError(await post(api, signup(username, 'Again'), auth), 422, 'already exists');
  });
});

describe.each(ADAPTERS)('account management tokens and reset via %s', (adapter) => {
  const api = useTarget(adapter);

  it('reset() forgets every account token and signed-up member', async () => {
    const made = await tokens(await post(api, signup('reset.me@example.test', 'Reset Me')));
    api.emulator.reset();
    await expectError(await post(api, switching, { [HEADER]: made.data[0]?.token as string }), 401, 'not issued');
    const login = await tokens(await post(api, password('reset.me@example.test')));
    expect(login.data[0]?.account_name).toBe('reset.me@example.test');
  });
});

describe.each(ADAPTERS)('account management tokens in the 2026 API via %s', (adapter) => {
  const api = useTarget(adapter, { apiVersion: '2026' });

  it('answers the same', async () => {
    const body = await tokens(await post(api, password('anyone@example.test')));
    expect(body.data).toHaveLength(1);
  });
});

describe.each(ADAPTERS)('a shopper’s token scopes the subscriptions via %s', (adapter) => {
  describe.each(['2024', '2026'] as const)('under %s', (apiVersion) => {
    const api = useTarget(adapter, { apiVersion });
    const SUBSCRIPTIONS = '/v2/subscriptions/subscriptions';
    const listSchema = (apiVersion === '2024'
      ? subscriptionListSchema
      : subscriptionList2026Schema) as unknown as typeof subscriptionListSchema;

    it('list, get, states and invoices show only that account’s subscriptions; another account’s is a 404', async () => {
      const every: SubscriptionList = await expectOk(await api.get(`${SUBSCRIPTIONS}?page[limit]=100`), listSchema);
      const [first, other] = [...new Map(every.data.map((s) => [s.attributes.account_id, s])).values()];
      expect(first && other, 'the default world has subscriptions of two accounts').toBeTruthy();
      const mine = every.data.filter((s) => s.attributes.account_id === first?.attributes.account_id);
      const issued = await tokens(await post(api, password(first?.attributes.email as string)));
      const shopper = { [HEADER]: issued.data[0]?.token as string };

      const list = await api.get(`${SUBSCRIPTIONS}?page[limit]=100`, shopper);
      const body = (await list.json()) as SubscriptionList;
      expect(list.status).toBe(200);
      expect(body.data.map((s) => s.id)).toEqual(mine.map((s) => s.id));
      expect(body.meta.results.total).toBe(mine.length);
      expect((await api.get(`${SUBSCRIPTIONS}/${first?.id}`, shopper)).status).toBe(200);
      expect((await api.get(`${SUBSCRIPTIONS}/${first?.id}/states`, shopper)).status).toBe(200);
      expect((await api.get(`${SUBSCRIPTIONS}/${first?.id}/invoices`, shopper)).status).toBe(200);
      for (const path of ['', '/states', '/invoices']) {
        await expectError(
          await api.get(`${SUBSCRIPTIONS}/${other?.id}${path}`, shopper),
          404,
          'subscription not found',
        );
      }
      // Without the header, the store's view: every account's.
      expect((await api.get(`${SUBSCRIPTIONS}/${other?.id}`)).status).toBe(200);
      // A token this emulator did not issue is a 401 that says where tokens come from.
      await expectError(await api.get(SUBSCRIPTIONS, { [HEADER]: 'not-a-token' }), 401, TOKENS);
    });

    it('a state change through the shopper’s token reaches only its own subscriptions', async () => {
      const every: SubscriptionList = await expectOk(await api.get(`${SUBSCRIPTIONS}?page[limit]=100`), listSchema);
      const active = every.data.find((s) => s.id === '00000000-0000-4000-8000-000000000001');
      const other = every.data.find((s) => s.attributes.account_id !== active?.attributes.account_id);
      const issued = await tokens(await post(api, password(active?.attributes.email as string)));
      const headers = {
        ...AUTH,
        'Content-Type': 'application/json',
        [HEADER]: issued.data[0]?.token as string,
        'X-Emulator-Session': `shopper-${apiVersion}`,
      };
      const cancel = JSON.stringify({ data: { type: 'subscription_state', attributes: { action: 'cancel' } } });
      const own = await api.fetch(`${SUBSCRIPTIONS}/${active?.id}/states`, { method: 'POST', headers, body: cancel });
      expect(own.status).toBe(204);
      const theirs = await api.fetch(`${SUBSCRIPTIONS}/${other?.id}/states`, { method: 'POST', headers, body: cancel });
      await expectError(theirs, 404, 'subscription not found');
    });
  });
});
