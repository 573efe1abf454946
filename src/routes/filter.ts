import { apiError } from '../http/errors.js';
import { FILTER_FIELDS, type Filter, type FilterField } from '../store/subscription-table.js';

const CONDITION = /^([a-z_]+)\(([^(),]*),([^()]*)\)$/;

/**
 * Reads `filter=eq(account_id,UUID)`, several conditions joined by `:` (all must hold), as the real API and its SDK
 * write them; only `eq`, only on the filterable fields. Anything else is a 400 that says what to write instead.
 */
export function parseFilter(text: string | undefined): Filter[] {
  if (text === undefined || text === '') return [];
  const filters: Filter[] = [];
  // A value may hold ':' (a time, a URN): split only where a new condition starts.
  for (const part of text.split(/:(?=[a-z_]+\()/)) {
    const match = CONDITION.exec(part);
    if (match === null) {
      throw apiError(
        400,
        `Could not parse the supplied filter "${part.slice(0, 100)}": write eq(field,value), joined by :`,
      );
    }
    const [, operator, field, value] = match as unknown as [string, string, string, string];
    if (operator !== 'eq') throw apiError(400, `filter operator "${operator.slice(0, 20)}" is not supported: use eq`);
    if (!(FILTER_FIELDS as readonly string[]).includes(field)) {
      throw apiError(400, `filter field "${field.slice(0, 40)}" is not supported: use ${FILTER_FIELDS.join(', ')}`);
    }
    filters.push({ field: field as FilterField, value });
  }
  if (filters.length > 10) throw apiError(400, `a filter may hold at most 10 conditions, got ${filters.length}`);
  return filters;
}
