import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../http/errors.js';
import { parseQuery } from '../http/query.js';
import type { ApiRequest } from '../http/types.js';
import { ACCOUNT_TOKEN_LIFETIME_SECONDS, type AccountTokenOwner, AccountTokenStore } from '../store/account-tokens.js';
import { accountOf, accountTokenRoutes } from './account-tokens.js';
import type { RouteContext } from './contract.js';

const ACCOUNT = '0b7a6d58-1f2e-4c3d-9a8b-7c6d5e4f3a2b';
const OWNER: AccountTokenOwner = {
  accountId: ACCOUNT,
  accountName: 'Ron Swanson',
  accountMemberId: 'f5d08d48-bbc8-4f61-818f-a78583045f56',
  username: 'ron@example.com',
  scenario: 'default',
  session: 'default',
};

/** A request with these headers, looked up as adapters do (by lower-case name); `asked` records the names asked. */
function requestWith(headers: Record<string, string>, asked: string[] = []): ApiRequest {
  const all = new Headers(headers);
  return {
    method: 'GET',
    path: '/v2/subscriptions/subscriptions',
    query: '',
    origin: 'http://localhost',
    header: (name) => {
      asked.push(name);
      return all.get(name);
    },
  };
}

/** What accountOf reads of a route's context: the request and the account token store. */
const contextWith = (store: AccountTokenStore, headers: Record<string, string> = {}, asked: string[] = []) => ({
  request: requestWith(headers, asked),
  accountTokens: store,
});

/** The 401 accountOf throws, or a failure when it throws nothing or something else. */
function refusal(run: () => unknown): ApiError {
  try {
    run();
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

afterEach(() => {
  vi.useRealTimers();
});

describe('accountOf', () => {
  it('is undefined without the header', () => {
    expect(accountOf(contextWith(new AccountTokenStore()))).toBeUndefined();
  });

  it('is the account of a token the store issued, read by the lower-case header name', () => {
    const store = new AccountTokenStore();
    const { token } = store.issue(OWNER);
    const asked: string[] = [];
    expect(accountOf(contextWith(store, { 'EP-Account-Management-Authentication-Token': token }, asked))).toBe(ACCOUNT);
    expect(asked).toEqual(['ep-account-management-authentication-token']);
    expect(accountOf(contextWith(store, { 'ep-account-management-authentication-token': ` ${token} ` }))).toBe(ACCOUNT);
  });

  it('an unknown token (or an empty one) is a 401 that says where to get one', () => {
    const store = new AccountTokenStore();
    store.issue(OWNER);
    for (const token of ['made-up', '']) {
      const error = refusal(() =>
        accountOf(contextWith(store, { 'EP-Account-Management-Authentication-Token': token })),
      );
      expect(error.status).toBe(401);
      expect(error.detail).toContain('not issued by this emulator');
      expect(error.detail).toContain('POST /v2/account-members/tokens');
    }
  });

  it('an expired token is a 401 that says so; a token of another store is unknown', () => {
    vi.useFakeTimers({ now: new Date('2030-01-01T00:00:00Z') });
    const store = new AccountTokenStore();
    const { token, expires } = store.issue(OWNER);
    expect(expires).toBe('2030-01-02T00:00:00.000Z');
    const context = contextWith(store, { 'EP-Account-Management-Authentication-Token': token });
    vi.advanceTimersByTime(ACCOUNT_TOKEN_LIFETIME_SECONDS * 1000 - 1);
    expect(accountOf(context)).toBe(ACCOUNT);
    vi.advanceTimersByTime(1);
    const error = refusal(() => accountOf(context));
    expect([error.status, error.detail]).toEqual([401, expect.stringContaining('has expired')]);
    expect(() => accountOf({ ...context, accountTokens: new AccountTokenStore() })).toThrow(ApiError);
  });
});

describe('AccountTokenStore', () => {
  it('gives each token its owner until clear(), and forgets the oldest past 10,000', () => {
    const store = new AccountTokenStore();
    const first = store.issue(OWNER).token;
    expect(store.owner(first)).toEqual(OWNER);
    let last = first;
    for (let index = 0; index < 10_000; index++) last = store.issue(OWNER).token;
    expect(store.owner(first)).toBeUndefined();
    expect(store.owner(last)).toEqual(OWNER);
    store.clear();
    expect(store.owner(last)).toBeUndefined();
  });

  it('issues JWT-shaped tokens naming the account and member', () => {
    const { token } = new AccountTokenStore().issue(OWNER);
    const [, payload] = token.split('.') as [string, string, string];
    const claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/')));
    expect(claims).toMatchObject({ scope: ACCOUNT, sub: OWNER.accountMemberId });
  });
});

describe('POST /v2/account-members/tokens', () => {
  it("remembers the request's scenario and session in every token it issues", async () => {
    const store = new AccountTokenStore();
    const route = accountTokenRoutes[0] as (typeof accountTokenRoutes)[number];
    const context = {
      request: { ...requestWith({}), method: 'POST', path: '/v2/account-members/tokens' },
      params: {},
      query: parseQuery(''),
      body: {
        data: {
          type: 'account_management_authentication_token',
          authentication_mechanism: 'password',
          password_profile_id: '161292d3-c105-490f-8798-0ec71cd5a272',
          username: 'anyone@example.com',
          password: 'x',
        },
      },
      scenario: 'paused',
      session: 'checkout-1',
      auth: 'any',
      accountTokens: store,
      view: () => ({ accounts: { find: () => ({ total: 0, at: () => undefined }) } }),
    } as unknown as RouteContext;
    const response = await route.handle(context);
    expect(response.status).toBe(201);
    const { data } = JSON.parse(response.body) as { data: { token: string; account_id: string }[] };
    expect(data).toHaveLength(1);
    expect(store.owner(data[0]?.token as string)).toMatchObject({
      accountId: data[0]?.account_id,
      username: 'anyone@example.com',
      scenario: 'paused',
      session: 'checkout-1',
    });
  });
});
