/**
 * Account management tokens last 24 hours, as the platform's do, by the wall clock: storefronts compare `expires`
 * with their own clock, so `--now` does not apply.
 */
export const ACCOUNT_TOKEN_LIFETIME_SECONDS = 24 * 3600;
/** Tokens (and signed-up members) kept; the oldest are forgotten past this, so a long run cannot grow without end. */
const MAX_ENTRIES = 10_000;

/** Who an account management token was issued to: an account member, for one account, in one world and session. */
export interface AccountTokenOwner {
  readonly accountId: string;
  readonly accountName: string;
  readonly accountMemberId: string;
  /** The username the member authenticated with (what the switch-account mechanism finds their accounts by). */
  readonly username: string;
  readonly scenario: string;
  readonly session: string;
}

/** An account member made by `self_signup`, remembered so that a later password login finds them. */
export interface SignedUpMember {
  readonly accountId: string;
  readonly accountName: string;
  readonly password: string;
}

const base64url = (text: string) => btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/**
 * A JWT-shaped token as the platform gives (`header.payload.signature`, the payload's `exp` and `iat` ISO strings,
 * `scope` the account, `sub` the member), signed with random bytes: unique, and meaningless outside this emulator.
 */
function jwt(owner: AccountTokenOwner, issued: number, expires: number): string {
  const header = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const payload = base64url(
    JSON.stringify({
      exp: new Date(expires).toISOString(),
      iat: new Date(issued).toISOString(),
      scope: owner.accountId,
      sub: owner.accountMemberId,
    }),
  );
  const signature = base64url(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(32))));
  return `${header}.${payload}.${signature}`;
}

/** Forgets the oldest entry of a map once it holds `MAX_ENTRIES`. */
function makeRoom(map: Map<string, unknown>): void {
  if (map.size >= MAX_ENTRIES) map.delete(map.keys().next().value as string);
}

/**
 * Account management tokens (`EP-Account-Management-Authentication-Token`) this emulator issued, and the members
 * `self_signup` made. `clear()` (the emulator's reset) forgets both.
 */
export class AccountTokenStore {
  readonly #tokens = new Map<string, AccountTokenOwner & { expires: number }>();
  readonly #members = new Map<string, SignedUpMember>();

  /** A new token for the member's account: the token, and when it expires (ISO 8601, as the API gives it). */
  issue(owner: AccountTokenOwner): { token: string; expires: string } {
    const issued = Date.now();
    const expires = issued + ACCOUNT_TOKEN_LIFETIME_SECONDS * 1000;
    const token = jwt(owner, issued, expires);
    makeRoom(this.#tokens);
    this.#tokens.set(token, { ...owner, expires });
    return { token, expires: new Date(expires).toISOString() };
  }

  /** The owner of a live token this emulator issued, or undefined (a token from elsewhere, or expired). */
  owner(token: string): AccountTokenOwner | undefined {
    const found = this.check(token);
    return 'refused' in found ? undefined : found;
  }

  /** Who a live token this emulator issued belongs to, or why it is refused. */
  check(token: string): AccountTokenOwner | { refused: string } {
    const entry = this.#tokens.get(token);
    if (entry === undefined) return { refused: 'the account management token was not issued by this emulator' };
    if (entry.expires <= Date.now()) return { refused: 'the account management token has expired' };
    const { expires: _, ...owner } = entry;
    return owner;
  }

  /** Remembers a member `self_signup` made in a scenario and session, under their username. */
  signUp(world: { scenario: string; session: string }, username: string, member: SignedUpMember): void {
    const key = JSON.stringify([world.scenario, world.session, username]);
    this.#members.delete(key);
    makeRoom(this.#members);
    this.#members.set(key, member);
  }

  /** The member `self_signup` made with this username in a scenario and session, if any. */
  signedUp(world: { scenario: string; session: string }, username: string): SignedUpMember | undefined {
    return this.#members.get(JSON.stringify([world.scenario, world.session, username]));
  }

  clear(): void {
    this.#tokens.clear();
    this.#members.clear();
  }
}
