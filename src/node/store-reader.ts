// Reads a store's records through its API, as `export` (a running emulator's session) and `record` (a real store)
// need them: every application key, every subscription with its offering's records included, and (2026) the
// offerings with their features. Pages are followed by their `links.next`, so any store that pages as the platform
// does is read whole. Anything that goes wrong is a `UsageError` naming the request.
import type { Answer, StoreAnswers } from '../scenarios/from-answers.js';
import { UsageError } from './cli-flags.js';
import { causeOf, detailOf } from './reach.js';

/** Where the store is, and what each request carries besides its token (the emulator's scenario and session). */
export interface StoreTarget {
  url: string;
  /** Headers on every request, the token's included. */
  headers?: Record<string, string>;
  /** Client credentials to get a token with (`client_credentials`); without them, `Bearer` + `token`. */
  credentials?: { clientId: string; clientSecret: string };
  /** The token to send when no credentials are given. */
  token?: string;
}

/** What was read, and the version of the Subscriptions API the store answers as. */
export interface StoreRead {
  answers: StoreAnswers;
  version: '2024' | '2026';
  /** Offerings the store has that no subscription is on (a scenario holds an offering with its subscriptions). */
  offeringsAlone: number;
}

/** At most this many pages of one list (100 records each): a store is read whole, not forever. */
const MAX_PAGES = 1_000;

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

async function request(url: string, init: RequestInit, what: string): Promise<unknown> {
  let answer: Response;
  try {
    answer = await fetch(url, init);
  } catch (error) {
    throw new UsageError(`cannot reach ${new URL(url).origin} (${causeOf(error)}) for ${what}`);
  }
  const text = await answer.text();
  if (!answer.ok) throw new UsageError(`${what} answered ${answer.status}: ${detailOf(text)}`);
  try {
    return JSON.parse(text);
  } catch {
    throw new UsageError(`${what} answered ${answer.status} with a body that is not JSON: is ${url} the API?`);
  }
}

/** The token to read with: from the client credentials, when given. */
async function tokenOf(target: StoreTarget): Promise<string> {
  if (target.credentials === undefined) return target.token ?? 'commerce-emulator';
  const body = new URLSearchParams({
    grant_type: 'client_credentials',
    client_id: target.credentials.clientId,
    client_secret: target.credentials.clientSecret,
  });
  const answer = await request(
    `${target.url}/oauth/access_token`,
    {
      method: 'POST',
      headers: { ...target.headers, 'content-type': 'application/x-www-form-urlencoded' },
      body,
    },
    'POST /oauth/access_token',
  );
  const token = isObject(answer) ? answer.access_token : undefined;
  if (typeof token !== 'string') throw new UsageError('POST /oauth/access_token answered without an access_token');
  return token;
}

/** Every page of a list, from its first (`path` with its query) to the last, by `links.next`. */
async function pages(target: StoreTarget, token: string, path: string): Promise<Answer[]> {
  const headers = { ...target.headers, authorization: `Bearer ${token}`, accept: 'application/json' };
  const read: Answer[] = [];
  let next: string | undefined = `${target.url}${path}`;
  const what = `GET ${path.split('?')[0]}`;
  while (next !== undefined) {
    if (read.length >= MAX_PAGES) throw new UsageError(`${what} has more than ${MAX_PAGES} pages`);
    const answer = await request(next, { headers }, what);
    if (!isObject(answer) || !Array.isArray(answer.data)) {
      throw new UsageError(`${what} answered without a list in data: is ${target.url} the API?`);
    }
    read.push({ data: answer.data, ...(answer.included === undefined ? {} : { included: answer.included }) });
    const link = isObject(answer.links) ? answer.links.next : undefined;
    next = typeof link === 'string' && link !== '' && answer.data.length > 0 ? link : undefined;
  }
  return read;
}

/**
 * Reads a store whole: its keys, its subscriptions with their offering's records, and (2026) its offerings with
 * their features. The version is what its subscriptions say (a `pricing_option_id` is 2026).
 */
export async function readStore(target: StoreTarget): Promise<StoreRead> {
  const token = await tokenOf(target);
  const keys = await pages(target, token, '/v2/application-keys?page[limit]=100');
  const first = await pages(target, token, '/v2/subscriptions/subscriptions?page[limit]=1');
  const sample = first[0]?.data;
  const attributes = Array.isArray(sample) && isObject(sample[0]) ? sample[0].attributes : undefined;
  const version = isObject(attributes) && attributes.pricing_option_id !== undefined ? '2026' : '2024';
  const include = version === '2026' ? 'plans,pricing_options' : 'products,plans';
  const subscriptions = await pages(
    target,
    token,
    `/v2/subscriptions/subscriptions?page[limit]=100&include=${include}`,
  );
  const offerings = await pages(
    target,
    token,
    `/v2/subscriptions/offerings?page[limit]=100${version === '2026' ? '&include=features' : ''}`,
  );
  const used = new Set<string>();
  for (const page of subscriptions) {
    for (const subscription of page.data as unknown[]) {
      const offering =
        isObject(subscription) && isObject(subscription.attributes) ? subscription.attributes.offering : {};
      if (isObject(offering)) used.add(String(offering.id));
    }
  }
  const offeringsAlone = offerings
    .flatMap((page) => page.data as unknown[])
    .filter((offering) => isObject(offering) && !used.has(String(offering.id))).length;
  return { answers: { keys, subscriptions, offerings }, version, offeringsAlone };
}
