/**
 * `POST /v2/account-members/tokens` (account-management-authentication-2026.yaml): the request, one shape per
 * `authentication_mechanism`, each field with the document's constraints (`format: uuid`, `email`, `uri`, required
 * fields); objects are `z.object`, as in requests.ts, since the document never says `additionalProperties: false`.
 * Credentials must also be non-empty. The answer: one token per account the member belongs to.
 */
import { z } from 'zod';
import { pageMetaSchema, uriSchema, uuidSchema } from './common.js';
import { named, namedRequest } from './registry.js';

/** What every account management token object and request is typed as. */
export const ACCOUNT_TOKEN_TYPE = 'account_management_authentication_token';

/** The mechanisms the document lists, in its order. */
export const AUTHENTICATION_MECHANISMS = [
  'oidc',
  'password',
  'passwordless',
  'self_signup',
  'account_management_authentication_token',
] as const;

const given = (what: string) => (issue: { input?: unknown }) =>
  issue.input === undefined ? `is required: ${what}` : `must be ${what}`;
const type = z.literal(ACCOUNT_TOKEN_TYPE, { error: given(ACCOUNT_TOKEN_TYPE) });
const credential = (what: string) =>
  z.string({ error: (issue) => (issue.input === undefined ? `is required: ${what}` : 'must be a string') }).min(1, {
    error: `must not be empty: ${what}`,
  });
const passwordProfileId = z.uuid({ error: given('a UUID: the password profile id') });
const optionalName = z.string().nullable().optional();

const oidc = z.object({
  type,
  authentication_mechanism: z.literal('oidc'),
  oauth_authorization_code: credential('the code the OpenID Connect provider returned'),
  oauth_redirect_uri: z.url({ error: given('a URI: where the provider sent the shopper back') }),
  oauth_code_verifier: credential('the PKCE code verifier'),
});

const password = z.object({
  type,
  authentication_mechanism: z.literal('password'),
  password_profile_id: passwordProfileId,
  username: credential('the username'),
  password: credential('the password'),
});

const passwordless = z.object({
  type,
  authentication_mechanism: z.literal('passwordless'),
  password_profile_id: passwordProfileId,
  username: credential('the username'),
  one_time_password_token: credential('the one-time password token'),
});

const selfSignup = z.object({
  type,
  authentication_mechanism: z.literal('self_signup'),
  password_profile_id: passwordProfileId,
  username: credential('the username'),
  password: credential('the password'),
  name: credential('the name'),
  given_name: optionalName,
  middle_name: optionalName,
  family_name: optionalName,
  email: z.email({ error: given('an email address') }),
});

const switchAccount = z.object({
  type,
  authentication_mechanism: z.literal('account_management_authentication_token'),
});

/**
 * Body of `POST /v2/account-members/tokens`: `data` in one of the five shapes, told apart by
 * `authentication_mechanism`.
 * @example
 * const body = {
 *   data: {
 *     type: 'account_management_authentication_token',
 *     authentication_mechanism: 'password',
 *     password_profile_id: '161292d3-c105-490f-8798-0ec71cd5a272',
 *     username: 'john.doe@example.com',
 *     password: 'password',
 *   },
 * }
 */
export const accountTokenRequestSchema = namedRequest(
  'AccountManagementAuthenticationTokenRequest',
  z.object({
    data: z.discriminatedUnion('authentication_mechanism', [oidc, password, passwordless, selfSignup, switchAccount], {
      error: (issue) => {
        if (issue.code === 'invalid_union') return `must be one of ${AUTHENTICATION_MECHANISMS.join(', ')}`;
        return issue.input === undefined
          ? 'is required: an object with type and authentication_mechanism'
          : 'must be an object with type and authentication_mechanism';
      },
    }),
  }),
);

/**
 * One account management token: the account it grants access to, the token to send as
 * `EP-Account-Management-Authentication-Token`, and when it expires (ISO 8601).
 * @example
 * const valid = accountTokenSchema.safeParse(body.data[0]).success
 */
export const accountTokenSchema = named(
  'AccountManagementAuthenticationToken',
  z.strictObject({
    type: z.literal(ACCOUNT_TOKEN_TYPE),
    account_name: z.string(),
    account_id: uuidSchema,
    token: z.string().min(1),
    expires: z.iso.datetime(),
  }),
);

/**
 * Answer of `POST /v2/account-members/tokens` (a 201): a token for each account the member belongs to, the member in
 * `meta.account_member_id`, and the page's links. The document types `links.next` and `links.prev` as strings (while
 * saying they are null on the only page), so they are left out rather than null.
 * @example
 * const { data, meta } = accountTokenListSchema.parse(await response.json())
 */
export const accountTokenListSchema = named(
  'AccountManagementAuthenticationTokenList',
  z.strictObject({
    data: z.array(accountTokenSchema).min(1),
    meta: z.strictObject({
      page: pageMetaSchema,
      results: z.strictObject({ total: z.int().min(1) }),
      account_member_id: uuidSchema,
    }),
    links: z.strictObject({ current: uriSchema, first: uriSchema, last: uriSchema }),
  }),
);

export type AccountTokenRequest = z.infer<typeof accountTokenRequestSchema>;
export type AccountToken = z.infer<typeof accountTokenSchema>;
export type AccountTokenList = z.infer<typeof accountTokenListSchema>;
