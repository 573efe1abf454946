import type { Life } from '../billing/life.js';
import type { SubscriptionBundle } from '../factories/index.js';
import type { ApplicationKey } from '../schemas/index.js';
import { bundleProblems } from './bundle.js';
import { keyProblems } from './key.js';
import { lifeProblems } from './life.js';
import type { Problem } from './problems.js';

/** What validation reads of a world (or of a session over one). */
export interface Records {
  readonly keyCount: number;
  keyAt(index: number): ApplicationKey;
  subscriptionIds(): string[];
  subscription(id: string): SubscriptionBundle | undefined;
  life(id: string): Life | undefined;
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
  let total = 0;
  const ids = new Set<string>();
  for (let index = 0; index < records.keyCount; index++) total += records.keyAt(index).reserved_rate_limit;
  if (total > storeRateLimit) {
    problems.push({
      path: 'keys',
      rule: `reserved_rate_limit adds up to ${total}, over the store's limit of ${storeRateLimit}`,
    });
  }
  const examined = [...new Set(sampleIndexes(records.keyCount).flatMap((i) => [i, i + 1]))].filter(
    (i) => i < records.keyCount,
  );
  let previous: ApplicationKey | undefined;
  for (const index of examined) {
    const key = records.keyAt(index);
    problems.push(...keyProblems(key, now, `keys[${index}]`));
    if (ids.has(key.id)) problems.push({ path: `keys[${index}].id`, rule: `${key.id} is taken by another key` });
    ids.add(key.id);
    if (previous !== undefined && previous.meta.timestamps.created_at > key.meta.timestamps.created_at) {
      problems.push({ path: `keys[${index}]`, rule: 'is out of list order (creation order, then id)' });
    }
    previous = key;
  }
  for (const id of records.subscriptionIds()) {
    const bundle = records.subscription(id);
    if (bundle === undefined) {
      problems.push({ path: `subscriptions[${id}]`, rule: 'is listed but not found' });
      continue;
    }
    const life = records.life(id);
    for (const { path, rule } of [...bundleProblems(bundle, now), ...(life ? lifeProblems(life, now) : [])]) {
      problems.push({ path: `subscriptions[${id}]${path.slice(1)}`, rule });
    }
  }
  return problems;
}
