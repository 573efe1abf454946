/** How a token was asked for. */
export type Grant = 'implicit' | 'client_credentials';

/** Tokens last an hour, by the wall clock: SDKs compare `expires` with their own clock, so `--now` does not apply. */
export const TOKEN_LIFETIME_SECONDS = 3600;
/** Tokens kept for `--auth strict`; the oldest are forgotten past this, so a long run cannot grow without end. */
const MAX_TOKENS = 10_000;

/** Who a token was issued to: the grant, and the client id in the world and session it was asked for. */
export interface TokenOwner {
  grant: Grant;
  clientId: string;
  scenario: string;
  session: string;
}

/** Tokens this emulator issued, for `--auth strict`. */
export class TokenStore {
  readonly #tokens = new Map<string, TokenOwner & { expires: number }>();

  issue(owner: TokenOwner): { token: string; expires: number } {
    const bytes = crypto.getRandomValues(new Uint8Array(20));
    const token = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
    const expires = Math.floor(Date.now() / 1000) + TOKEN_LIFETIME_SECONDS;
    if (this.#tokens.size >= MAX_TOKENS) this.#tokens.delete(this.#tokens.keys().next().value as string);
    // A literal: a spread with a property added (`{ ...owner, expires }`) gets a hidden class of its own in V8.
    const { grant, clientId, scenario, session } = owner;
    this.#tokens.set(token, { grant, clientId, scenario, session, expires });
    return { token, expires };
  }

  /** The owner of a live token this emulator issued, or undefined (a token from elsewhere, or expired). */
  owner(token: string): TokenOwner | undefined {
    const entry = this.#tokens.get(token);
    return entry === undefined || entry.expires * 1000 <= Date.now() ? undefined : entry;
  }

  /** Who a live token this emulator issued belongs to, or why it is refused. */
  check(token: string): TokenOwner | { refused: string } {
    const entry = this.#tokens.get(token);
    if (entry === undefined) return { refused: 'the access token was not issued by this emulator (--auth strict)' };
    if (entry.expires * 1000 <= Date.now()) return { refused: 'the access token has expired: request a new one' };
    return entry;
  }

  clear(): void {
    this.#tokens.clear();
  }
}
