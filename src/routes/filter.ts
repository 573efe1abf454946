import { errors } from '../http/errors.js';
import type { Filter } from '../store/records.js';
import type { QueryParam } from './contract.js';

/** The operators the API's list filters take: `eq(field,value)` and `in(field,value,value,...)`. */
export type FilterOperator = 'eq' | 'in';

/** What a list's filter takes, as its description documents it: each field with its operators. */
export type FilterSpec = Readonly<Record<string, readonly FilterOperator[]>>;

const CONDITION = /^([a-z_]+)\(([a-z_.]*),([^()]*)\)$/;

/** How to write a condition the spec takes, for the 400 of one it does not. */
function example(spec: FilterSpec): string {
  const [field, operators] = Object.entries(spec)[0] ?? ['field', ['eq']];
  return operators.includes('in') ? `eq(${field},value) or in(${field},a,b)` : `eq(${field},value)`;
}

/**
 * Reads `filter=eq(account_id,UUID)` or `filter=in(email,a@x.com,b@x.com)`, several conditions joined by `:` (all
 * must hold), as the real API and its SDKs write them: only the operators and fields `spec` documents. Anything else
 * is a 400 that names the condition and says what to write instead.
 */
export function parseFilter(text: string | undefined, spec: FilterSpec): Filter[] {
  if (text === undefined || text === '') return [];
  const filters: Filter[] = [];
  // A value may hold ':' (a time, a URN): split only where a new condition starts.
  for (const part of text.split(/:(?=[a-z_]+\()/)) {
    const match = CONDITION.exec(part);
    if (match === null) throw errors.badFilter(part, example(spec));
    const [, operator, field, value] = match as unknown as [string, string, string, string];
    const operators = spec[field];
    if (operators === undefined) throw errors.unsupported('filter field', field, Object.keys(spec).join(', '));
    if (!(operators as readonly string[]).includes(operator)) {
      throw errors.unsupported(`filter operator on ${field}`, operator, operators.join(', '));
    }
    const values = operator === 'in' ? value.split(',') : [value];
    if (values.length > 100) throw errors.tooMany(`in(${field},...)`, '100 values', values.length);
    filters.push({ field, values });
  }
  if (filters.length > 10) throw errors.tooMany('a filter', '10 conditions', filters.length);
  return filters;
}

/** The `filter` parameter of a list: its documented operators and fields, read into conditions. */
export function filterParam(spec: FilterSpec): QueryParam<Filter[]> {
  const described = Object.entries(spec)
    .map(([field, operators]) => `${operators.join('/')} on ${field}`)
    .join(', ');
  return {
    name: 'filter',
    description: `Conditions joined by ":" (all must hold): ${described}. E.g. ${example(spec)}.`,
    schema: { type: 'string' },
    read: (query) => parseFilter(query.get('filter'), spec),
  };
}
