import { errors } from '../http/errors.js';
import type { Filter } from '../store/records.js';

const CONDITION = /^([a-z_]+)\(([^(),]*),([^()]*)\)$/;

/**
 * Reads `filter=eq(account_id,UUID)`, several conditions joined by `:` (all must hold), as the real API and its SDK
 * write them; only `eq`, only on `fields`. Anything else is a 400 that says what to write instead.
 */
export function parseFilter(text: string | undefined, fields: readonly string[]): Filter[] {
  if (text === undefined || text === '') return [];
  const filters: Filter[] = [];
  // A value may hold ':' (a time, a URN): split only where a new condition starts.
  for (const part of text.split(/:(?=[a-z_]+\()/)) {
    const match = CONDITION.exec(part);
    if (match === null) throw errors.badFilter(part, 'eq(field,value)');
    const [, operator, field, value] = match as unknown as [string, string, string, string];
    if (operator !== 'eq') throw errors.unsupported('filter operator', operator, 'eq');
    if (!fields.includes(field)) throw errors.unsupported('filter field', field, fields.join(', '));
    filters.push({ field, values: [value] });
  }
  if (filters.length > 10) throw errors.tooMany('a filter', '10 conditions', filters.length);
  return filters;
}
