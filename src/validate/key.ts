import { applicationKeySchema } from '../schemas/index.js';
import { collector, ms, nothingInFuture, type Problem, schemaProblems } from './problems.js';

/**
 * An application key: the schema, then created <= updated, last used (when it was: `null` is a key never used) not
 * before creation, nothing ahead.
 */
export function keyProblems(raw: unknown, now: Date, root = '$'): Problem[] {
  const parsed = applicationKeySchema.safeParse(raw);
  if (!parsed.success) return schemaProblems(parsed.error, root);
  const { problems, check } = collector();
  const { created_at, updated_at, last_used_at } = parsed.data.meta.timestamps;
  const at = `${root}.meta.timestamps`;
  check(`${at}.updated_at`, ms(created_at) <= ms(updated_at), 'is before created_at');
  check(`${at}.last_used_at`, last_used_at === null || ms(last_used_at) >= ms(created_at), 'is before created_at');
  nothingInFuture(parsed.data, now, root, check);
  return problems;
}
