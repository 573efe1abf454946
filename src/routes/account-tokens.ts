import { uuidFrom } from '../factories/random.js';
import { errors } from '../http/errors.js';
import { listBase, pageLinks, pageMeta } from '../render/page.js';
import {
  ACCOUNT_TOKEN_TYPE,
  AUTHENTICATION_MECHANISMS,
  accountTokenListSchema,
  accountTokenRequestSchema,
} from '../schemas/index.js';
import type { AccountTokenOwner } from '../store/account-tokens.js';
import type { View } from '../store/view.js';
import { defineRoute, type RouteContext } from './contract.js';
import { ok } from './respond.js';

/**
 * `--auth strict`: the password of every account member of a world, whose username is their account's email (the
 * `email` of the account's subscriptions). `passwordless` takes it as the one-time password too. Members made with
 * `self_signup` log in with the password they signed up with.
 */
export const ACCOUNT_MEMBER_PASSWORD = 'password';

/** The header a shopper sends an account management token in (looked up in lower case). */
export const ACCOUNT_TOKEN_HEADER = 'EP-Account-Management-Authentication-Token';
const ACCOUNT_TOKEN_LOOKUP = ACCOUNT_TOKEN_HEADER.toLowerCase();

/**
 * The account of the request's `EP-Account-Management-Authentication-Token`: undefined without the header; the
 * account id of a live token this emulator issued; a 401 for a token it did not issue, or one that has expired.
 * @example
 * const account = accountOf(context) // then list only that account's subscriptions
 */
export function accountOf(context: Pick<RouteContext, 'request' | 'accountTokens'>): string | undefined {
  return ownerOf(context)?.accountId;
}

/** Who the request's account management token was issued to (undefined without one; a 401 for a bad one). */
function ownerOf(context: Pick<RouteContext, 'request' | 'accountTokens'>): AccountTokenOwner | undefined {
  const token = context.request.header(ACCOUNT_TOKEN_LOOKUP);
  if (token === null) return undefined;
  const owner = context.accountTokens.check(token.trim());
  if ('refused' in owner) throw errors.accountTokenRefused(owner.refused);
  return owner;
}

interface Account {
  id: string;
  name: string;
}

/** The member a username stands for: the same everywhere, whatever its case. */
const memberIdOf = (username: string) => uuidFrom(`account member ${username.toLowerCase()}`);

/** The made-up account of a username no account of the world has (`--auth any`), stable across runs. */
const madeUpAccount = (username: string): Account => ({
  id: uuidFrom(`account ${username.toLowerCase()}`),
  name: username,
});

/** The world's accounts whose email is the username (as written, or in lower case). */
function worldAccounts(view: View, username: string): Account[] {
  const found = view.accounts.find([{ field: 'email', values: [...new Set([username, username.toLowerCase()])] }]);
  return Array.from({ length: found.total }, (_, index) => {
    const { id, name } = found.at(index);
    return { id, name };
  });
}

const where = (context: RouteContext) => `scenario ${context.scenario}, session ${context.session}`;

/**
 * A `password` or `passwordless` login: `--auth any` takes any credentials (the world's accounts with that email,
 * else the member's signed-up account, else a made-up one); `--auth strict` only a member of the world (or one signed
 * up) with the right secret.
 */
function logIn(context: RouteContext, username: string, secret: string, what: 'password' | 'one-time password') {
  const world = { scenario: context.scenario, session: context.session };
  const accounts = worldAccounts(context.view(), username);
  const signedUp = context.accountTokens.signedUp(world, username);
  if (context.auth === 'strict') {
    const use = `log in with the email of an account of the world (its subscriptions' email) and the ${what} "${ACCOUNT_MEMBER_PASSWORD}", or as a member made with self_signup in this session`;
    if (accounts.length === 0 && signedUp === undefined) {
      throw errors.accountCredentialsRefused(
        `no account member has username "${username.slice(0, 100)}" in ${where(context)}`,
        use,
      );
    }
    const expected =
      accounts.length === 0 && signedUp !== undefined && what === 'password'
        ? signedUp.password
        : ACCOUNT_MEMBER_PASSWORD;
    if (secret !== expected) {
      throw errors.accountCredentialsRefused(`the ${what} of account member "${username.slice(0, 100)}" is wrong`, use);
    }
  }
  if (accounts.length > 0) return accounts;
  return [signedUp === undefined ? madeUpAccount(username) : { id: signedUp.accountId, name: signedUp.accountName }];
}

/**
 * `self_signup`: a new member with a new account named `name`, remembered in the request's session so that a later
 * password login finds it. A username the world's accounts already have is a 422 under `--auth strict`; under
 * `--auth any` it logs that member in.
 */
function signUp(context: RouteContext, fields: { username: string; password: string; name: string }): Account[] {
  const world = { scenario: context.scenario, session: context.session };
  const accounts = worldAccounts(context.view(), fields.username);
  const taken = accounts.length > 0 || context.accountTokens.signedUp(world, fields.username) !== undefined;
  if (taken && context.auth === 'strict') {
    throw errors.refused(
      `an account member with username "${fields.username.slice(0, 100)}" already exists in ${where(context)}: log in with authentication_mechanism password`,
      422,
    );
  }
  if (accounts.length > 0) return accounts;
  const account = { id: madeUpAccount(fields.username).id, name: fields.name };
  context.accountTokens.signUp(world, fields.username, {
    accountId: account.id,
    accountName: account.name,
    password: fields.password,
  });
  return [account];
}

/** `account_management_authentication_token`: new tokens for the accounts of the member the header's token is of. */
function switchAccount(context: RouteContext): { username: string; accounts: Account[] } {
  const owner = ownerOf(context);
  if (owner === undefined) {
    throw errors.accountTokenRefused(
      `authentication_mechanism account_management_authentication_token needs the ${ACCOUNT_TOKEN_HEADER} header`,
    );
  }
  const accounts = worldAccounts(context.view(), owner.username);
  return {
    username: owner.username,
    accounts: accounts.length > 0 ? accounts : [{ id: owner.accountId, name: owner.accountName }],
  };
}

/** The answer: a token per account, each remembering the request's scenario and session. */
function tokensFor(context: RouteContext, username: string, accounts: readonly Account[]) {
  const accountMemberId = memberIdOf(username);
  const data = accounts.map((account) => {
    const { token, expires } = context.accountTokens.issue({
      accountId: account.id,
      accountName: account.name,
      accountMemberId,
      username,
      scenario: context.scenario,
      session: context.session,
    });
    return { type: ACCOUNT_TOKEN_TYPE, account_name: account.name, account_id: account.id, token, expires };
  });
  const window = { offset: 0, limit: Math.max(25, data.length) };
  // The document types `next` and `prev` as strings: on the only page they are left out rather than null.
  const {
    next: _next,
    prev: _prev,
    ...links
  } = pageLinks(listBase(context.request), context.query, window, data.length);
  const meta = {
    page: pageMeta(window, data.length),
    results: { total: data.length },
    account_member_id: accountMemberId,
  };
  return ok(JSON.stringify({ data, meta, links }), 201);
}

const createAccountManagementTokens = defineRoute({
  operation: 'createAccountManagementTokens',
  method: 'POST',
  path: '/v2/account-members/tokens',
  summary: 'Get account management authentication tokens for an account member',
  auth: 'bearer',
  body: {
    schema: accountTokenRequestSchema,
    example: `{"data":{"type":"${ACCOUNT_TOKEN_TYPE}","authentication_mechanism":"password","password_profile_id":"<uuid>","username":"<email>","password":"${ACCOUNT_MEMBER_PASSWORD}"}}`,
  },
  success: { status: 201, schema: accountTokenListSchema, description: 'A token for each account of the member' },
  errors: [422],
  handle(context) {
    const { data } = context.body;
    switch (data.authentication_mechanism) {
      case 'password':
        return tokensFor(context, data.username, logIn(context, data.username, data.password, 'password'));
      case 'passwordless':
        return tokensFor(
          context,
          data.username,
          logIn(context, data.username, data.one_time_password_token, 'one-time password'),
        );
      case 'self_signup':
        return tokensFor(context, data.username, signUp(context, data));
      case 'account_management_authentication_token': {
        const { username, accounts } = switchAccount(context);
        return tokensFor(context, username, accounts);
      }
      default: {
        const others = AUTHENTICATION_MECHANISMS.filter((mechanism) => mechanism !== 'oidc').join(', ');
        throw errors.unsupported(
          'authentication_mechanism',
          data.authentication_mechanism,
          `${others} (the emulator has no OpenID Connect provider to exchange an authorization code with)`,
        );
      }
    }
  },
});

export const accountTokenRoutes = [createAccountManagementTokens];
