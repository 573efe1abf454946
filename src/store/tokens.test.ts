import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_TOKEN_LIFETIME_SECONDS, type AccountTokenOwner, AccountTokenStore } from './account-tokens.js';
import { TOKEN_LIFETIME_SECONDS, type TokenOwner, TokenStore } from './tokens.js';

const NOW = Date.UTC(2025, 0, 2, 3, 4, 5, 678);

/** Random bytes that are these, repeated. */
function randomBytes(pattern: readonly number[]): void {
  vi.spyOn(crypto, 'getRandomValues').mockImplementation(<T extends ArrayBufferView | null>(array: T): T => {
    const bytes = array as unknown as Uint8Array;
    for (let i = 0; i < bytes.length; i++) bytes[i] = pattern[i % pattern.length] as number;
    return array;
  });
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('TokenStore', () => {
  const OWNER: TokenOwner = { grant: 'client_credentials', clientId: 'client-1', scenario: 'shop', session: 's1' };

  it('issues 40 hex characters, expiring an hour after now, in whole seconds', () => {
    vi.useFakeTimers({ toFake: ['Date'], now: NOW });
    randomBytes(Array.from({ length: 20 }, (_, i) => i * 13));
    const store = new TokenStore();
    expect(TOKEN_LIFETIME_SECONDS).toBe(3600);
    expect(store.issue(OWNER)).toStrictEqual({
      token: '000d1a2734414e5b6875828f9ca9b6c3d0ddeaf7',
      expires: 1_735_790_645,
    });
  });

  it('issues a different token each time', () => {
    const store = new TokenStore();
    const a = store.issue(OWNER).token;
    const b = store.issue(OWNER).token;
    expect(a).toMatch(/^[0-9a-f]{40}$/);
    expect(b).toMatch(/^[0-9a-f]{40}$/);
    expect(a).not.toBe(b);
  });

  it('knows the owner of a live token until it expires, to the second', () => {
    vi.useFakeTimers({ toFake: ['Date'], now: NOW });
    const store = new TokenStore();
    const { token, expires } = store.issue(OWNER);
    const implicit = store.issue({ grant: 'implicit', clientId: 'client-2', scenario: 'default', session: '' });
    expect(expires).toBe(1_735_790_645);
    expect(store.owner(token)).toStrictEqual({ ...OWNER, expires: 1_735_790_645 });
    expect(store.check(token)).toStrictEqual({ ...OWNER, expires: 1_735_790_645 });
    expect(store.check(implicit.token)).toStrictEqual({
      grant: 'implicit',
      clientId: 'client-2',
      scenario: 'default',
      session: '',
      expires: 1_735_790_645,
    });
    vi.setSystemTime(expires * 1000 - 1);
    expect(store.owner(token)).toStrictEqual({ ...OWNER, expires: 1_735_790_645 });
    expect(store.check(token)).toStrictEqual({ ...OWNER, expires: 1_735_790_645 });
    vi.setSystemTime(expires * 1000);
    expect(store.owner(token)).toBeUndefined();
    expect(store.check(token)).toStrictEqual({ refused: 'the access token has expired: request a new one' });
    vi.setSystemTime(expires * 1000 + 3_600_000);
    expect(store.check(token)).toStrictEqual({ refused: 'the access token has expired: request a new one' });
  });

  it('refuses a token it did not issue', () => {
    const store = new TokenStore();
    store.issue(OWNER);
    expect(store.owner('0'.repeat(40))).toBeUndefined();
    expect(store.check('0'.repeat(40))).toStrictEqual({
      refused: 'the access token was not issued by this emulator (--auth strict)',
    });
  });

  it('forgets the oldest token past 10,000', () => {
    const store = new TokenStore();
    const tokens = Array.from({ length: 10_000 }, (_, i) => store.issue({ ...OWNER, clientId: `c${i}` }).token);
    expect(store.owner(tokens[0] as string)?.clientId).toBe('c0');
    const last = store.issue({ ...OWNER, clientId: 'last' }).token;
    expect(store.check(tokens[0] as string)).toStrictEqual({
      refused: 'the access token was not issued by this emulator (--auth strict)',
    });
    expect(store.owner(tokens[1] as string)?.clientId).toBe('c1');
    expect(store.owner(tokens[9_999] as string)?.clientId).toBe('c9999');
    expect(store.owner(last)?.clientId).toBe('last');
  });

  it('forgets every token on clear', () => {
    const store = new TokenStore();
    const { token } = store.issue(OWNER);
    store.clear();
    expect(store.owner(token)).toBeUndefined();
    expect(store.check(token)).toStrictEqual({
      refused: 'the access token was not issued by this emulator (--auth strict)',
    });
  });
});

describe('AccountTokenStore', () => {
  const OWNER: AccountTokenOwner = {
    accountId: 'acc-1',
    accountName: 'Ron Swanson',
    accountMemberId: 'mm',
    username: 'ron@example.com',
    scenario: 'shop',
    session: 's1',
  };
  const HEADER = 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9';
  /** {"exp":"2025-01-03T03:04:05.678Z","iat":"2025-01-02T03:04:05.678Z","scope":"acc-1","sub":"mm"}: `==` cut. */
  const PAYLOAD =
    'eyJleHAiOiIyMDI1LTAxLTAzVDAzOjA0OjA1LjY3OFoiLCJpYXQiOiIyMDI1LTAxLTAyVDAzOjA0OjA1LjY3OFoiLCJzY29wZSI6ImFjYy0xIiwic3ViIjoibW0ifQ';
  /** Bytes fb ef be ff repeated: `++++//vvvv/7777/...8=` in base64. */
  const SIGNATURE = '----__vvvv_7777_----__vvvv_7777_----__vvvv8';

  it('issues a JWT-shaped token: header, payload (exp, iat, scope, sub) and signature in base64url', () => {
    vi.useFakeTimers({ toFake: ['Date'], now: NOW });
    randomBytes([0xfb, 0xef, 0xbe, 0xff]);
    const store = new AccountTokenStore();
    expect(ACCOUNT_TOKEN_LIFETIME_SECONDS).toBe(86_400);
    const issued = store.issue(OWNER);
    expect(issued).toStrictEqual({ token: `${HEADER}.${PAYLOAD}.${SIGNATURE}`, expires: '2025-01-03T03:04:05.678Z' });
    const [header, payload] = issued.token.split('.');
    expect(JSON.parse(Buffer.from(header as string, 'base64url').toString())).toStrictEqual({
      alg: 'HS256',
      typ: 'JWT',
    });
    expect(JSON.parse(Buffer.from(payload as string, 'base64url').toString())).toStrictEqual({
      exp: '2025-01-03T03:04:05.678Z',
      iat: '2025-01-02T03:04:05.678Z',
      scope: 'acc-1',
      sub: 'mm',
    });
  });

  it('issues a different token each time', () => {
    const store = new AccountTokenStore();
    const a = store.issue(OWNER).token;
    const b = store.issue(OWNER).token;
    expect(a).toMatch(/^[\w-]+\.[\w-]+\.[\w-]{43}$/);
    expect(a).not.toBe(b);
  });

  it('knows the owner of a live token until 24 hours after it was issued', () => {
    vi.useFakeTimers({ toFake: ['Date'], now: NOW });
    const store = new AccountTokenStore();
    const { token } = store.issue(OWNER);
    expect(store.owner(token)).toStrictEqual(OWNER);
    expect(store.check(token)).toStrictEqual(OWNER);
    vi.setSystemTime(NOW + 86_400_000 - 1);
    expect(store.owner(token)).toStrictEqual(OWNER);
    expect(store.check(token)).toStrictEqual(OWNER);
    vi.setSystemTime(NOW + 86_400_000);
    expect(store.owner(token)).toBeUndefined();
    expect(store.check(token)).toStrictEqual({ refused: 'the account management token has expired' });
  });

  it('refuses a token it did not issue', () => {
    const store = new AccountTokenStore();
    store.issue(OWNER);
    expect(store.owner('a.b.c')).toBeUndefined();
    expect(store.check('a.b.c')).toStrictEqual({
      refused: 'the account management token was not issued by this emulator',
    });
  });

  it('forgets the oldest token past 10,000', () => {
    const store = new AccountTokenStore();
    const tokens = Array.from({ length: 10_000 }, (_, i) => store.issue({ ...OWNER, accountName: `n${i}` }).token);
    expect(store.owner(tokens[0] as string)?.accountName).toBe('n0');
    const last = store.issue({ ...OWNER, accountName: 'last' }).token;
    expect(store.check(tokens[0] as string)).toStrictEqual({
      refused: 'the account management token was not issued by this emulator',
    });
    expect(store.owner(tokens[1] as string)?.accountName).toBe('n1');
    expect(store.owner(tokens[9_999] as string)?.accountName).toBe('n9999');
    expect(store.owner(last)?.accountName).toBe('last');
  });

  const SHOP = { scenario: 'shop', session: 's1' };
  const member = (name: string) => ({ accountId: `id-${name}`, accountName: name, password: `pw-${name}` });

  it('remembers a signed-up member by scenario, session and username', () => {
    const store = new AccountTokenStore();
    store.signUp(SHOP, 'ron', member('Ron'));
    store.signUp(SHOP, 'april', member('April'));
    expect(store.signedUp(SHOP, 'ron')).toStrictEqual({ accountId: 'id-Ron', accountName: 'Ron', password: 'pw-Ron' });
    expect(store.signedUp({ scenario: 'shop', session: 's1' }, 'april')).toStrictEqual(member('April'));
    expect(store.signedUp({ scenario: 'shop', session: 's2' }, 'ron')).toBeUndefined();
    expect(store.signedUp({ scenario: 'other', session: 's1' }, 'ron')).toBeUndefined();
    expect(store.signedUp(SHOP, 'leslie')).toBeUndefined();
    store.signUp(SHOP, 'ron', member('Ron again'));
    expect(store.signedUp(SHOP, 'ron')).toStrictEqual(member('Ron again'));
    expect(store.signedUp(SHOP, 'april')).toStrictEqual(member('April'));
  });

  it('forgets the oldest member past 10,000, a member signed up again counting as new', () => {
    const store = new AccountTokenStore();
    for (let i = 0; i < 10_000; i++) store.signUp(SHOP, `u${i}`, member(`${i}`));
    store.signUp(SHOP, 'u0', member('again'));
    expect(store.signedUp(SHOP, 'u1')).toStrictEqual(member('1'));
    store.signUp(SHOP, 'u10000', member('10000'));
    expect(store.signedUp(SHOP, 'u0')).toStrictEqual(member('again'));
    expect(store.signedUp(SHOP, 'u1')).toBeUndefined();
    expect(store.signedUp(SHOP, 'u2')).toStrictEqual(member('2'));
    expect(store.signedUp(SHOP, 'u9999')).toStrictEqual(member('9999'));
    expect(store.signedUp(SHOP, 'u10000')).toStrictEqual(member('10000'));
  });

  it('forgets every token and member on clear', () => {
    const store = new AccountTokenStore();
    const { token } = store.issue(OWNER);
    store.signUp(SHOP, 'ron', member('Ron'));
    store.clear();
    expect(store.check(token)).toStrictEqual({
      refused: 'the account management token was not issued by this emulator',
    });
    expect(store.signedUp(SHOP, 'ron')).toBeUndefined();
  });
});
