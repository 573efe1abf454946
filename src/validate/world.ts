import type { Life } from '../billing/life.js';
import type { ApplicationKey } from '../schemas/index.js';
import { bundleProblems } from './bundle.js';
import { keyProblems } from './key.js';
import { lifeProblems } from './life.js';
import type { Problem } from './problems.js';

/** What validation reads of a world (or of a session over one): its records in list order. */
export interface Records {
  readonly keys: { readonly count: number; at(index: number): ApplicationKey };
  readonly subscriptions: { readonly count: number; at(index: number): Life };
}

/** At most `max` indexes out of `count`, spread evenly, always with the first and the last. */
export function sampleIndexes(count: number, max = 500): number[] {
  if (count <= max) return Array.from({ length: count }, (_, index) => index);
  const step = (count - 1) / (max - 1);
  return [...new Set(Array.from({ length: max }, (_, i) => Math.round(i * step)))];
}

/**
 * Every schema and coherence rule over a world's records: keys (a sample of a large world, with their neighbours,
 * for list order), their reserved shares against the store's limit, and every subscription bundle. Problems are
 * rooted at `keys[i]` and `subscriptions[id]`.
 */
export function worldProblems(records: Records, now: Date, storeRateLimit: number): Problem[] {
  const problems: Problem[] = [];
  const { keys, subscriptions } = records;
  let total = 0;
  const ids = new Set<string>();
  for (let index = 0; index < keys.count; index++) total += keys.at(index).reserved_rate_limit;
  if (total > storeRateLimit) {
    problems.push({
      path: 'keys',
      rule: `reserved_rate_limit adds up to ${total}, over the store's limit of ${storeRateLimit}`,
    });
  }
  const examined = [...new Set(sampleIndexes(keys.count).flatMap((i) => [i, i + 1]))].filter((i) => i < keys.count);
  let previous: ApplicationKey | undefined;
  for (const index of examined) {
    const key = keys.at(index);
    problems.push(...keyProblems(key, now, `keys[${index}]`));
    if (ids.has(key.id)) problems.push({ path: `keys[${index}].id`, rule: `${key.id} is taken by another key` });
    ids.add(key.id);
    if (previous !== undefined && previous.meta.timestamps.created_at > key.meta.timestamps.created_at) {
      problems.push({ path: `keys[${index}]`, rule: 'is out of list order (creation order, then id)' });
    }
    previous = key;
  }
  for (let index = 0; index < subscriptions.count; index++) {
    const life = subscriptions.at(index);
    const id = life.bundle.subscription.id;
    for (const { path, rule } of [...bundleProblems(life.bundle, now), ...lifeProblems(life, now)]) {
      problems.push({ path: `subscriptions[${id}]${path.slice(1)}`, rule });
    }
  }
  return problems;
}
