// Recorded traffic (a HAR file: browser DevTools, Playwright's `recordHar`) read as a store's answers: the answers of
// the GETs of application keys, subscriptions and offerings, oldest first, for the scenario writer.
import type { Answer, StoreAnswers } from '../scenarios/from-answers.js';
import { UsageError } from './cli-flags.js';

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** The resources a scenario is written from, by the path that answers them (one record or a page of them). */
const RESOURCES: readonly [keyof StoreAnswers, RegExp][] = [
  ['keys', /^(?:\/v2)?\/application-keys(?:\/[^/]+)?\/?$/],
  ['subscriptions', /^(?:\/v2)?\/subscriptions\/subscriptions(?:\/[^/]+)?\/?$/],
  ['offerings', /^(?:\/v2)?\/subscriptions\/offerings(?:\/[^/]+)?\/?$/],
];

/** What a HAR holds for the writer: the answers, when the first of them was asked for, and how many were used. */
export interface HarAnswers {
  answers: StoreAnswers;
  /** When the first answer used was asked for (ms), if the HAR says. */
  startedAt?: number;
  used: number;
}

/** A response body as the HAR keeps it: text, or base64. */
function bodyOf(content: unknown): string | undefined {
  if (!isObject(content) || typeof content.text !== 'string') return undefined;
  return content.encoding === 'base64' ? Buffer.from(content.text, 'base64').toString('utf8') : content.text;
}

/**
 * Reads a HAR's text: every `GET` answered 200 with JSON at a path of application keys, subscriptions or offerings.
 * `file` names it in errors.
 */
export function answersFromHar(text: string, file: string): HarAnswers {
  let har: unknown;
  try {
    har = JSON.parse(text);
  } catch {
    throw new UsageError(`${file} is not a HAR file: it is not JSON`);
  }
  const entries = isObject(har) && isObject(har.log) ? har.log.entries : undefined;
  if (!Array.isArray(entries)) throw new UsageError(`${file} is not a HAR file: it has no log.entries`);
  const answers: StoreAnswers = { keys: [], subscriptions: [], offerings: [] };
  let startedAt: number | undefined;
  let used = 0;
  const ordered = entries
    .filter(isObject)
    .map((entry, index) => ({ entry, index, at: Date.parse(String(entry.startedDateTime)) }))
    .sort((a, b) => (a.at - b.at || a.index - b.index) as number);
  for (const { entry, at } of ordered) {
    const request = isObject(entry.request) ? entry.request : {};
    const response = isObject(entry.response) ? entry.response : {};
    if (request.method !== 'GET' || response.status !== 200 || typeof request.url !== 'string') continue;
    if (!URL.canParse(request.url)) continue;
    const path = new URL(request.url).pathname;
    const resource = RESOURCES.find(([, pattern]) => pattern.test(path))?.[0];
    if (resource === undefined) continue;
    const body = bodyOf(response.content);
    if (body === undefined) continue;
    let parsed: unknown;
    try {
      parsed = JSON.parse(body);
    } catch {
      continue;
    }
    if (!isObject(parsed) || parsed.data === undefined) continue;
    const answer: Answer = {
      data: parsed.data,
      ...(parsed.included === undefined ? {} : { included: parsed.included }),
    };
    answers[resource]?.push(answer);
    used++;
    if (startedAt === undefined && !Number.isNaN(at)) startedAt = at;
  }
  if (used === 0) {
    throw new UsageError(
      `${file} holds no answer to read records from: it needs GETs of /v2/application-keys, /v2/subscriptions/subscriptions or /v2/subscriptions/offerings answered 200`,
    );
  }
  return { answers, ...(startedAt === undefined ? {} : { startedAt }), used };
}
