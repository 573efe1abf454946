import { errors } from '../http/errors.js';
import type { FieldValue, Filter, Found, Records } from '../store/records.js';
import type { QueryParam } from './contract.js';

/**
 * The operators the API's list filters take: `eq(field,value)`, `in(field,value,value,...)`, and the partial matches
 * `like(field,pattern)` (case-sensitive) and `ilike(field,pattern)` (case ignored), whose pattern may start or end
 * with `*` (any run of characters, none included): `*smith`, `ada*`, `*@example.*`.
 */
export type FilterOperator = 'eq' | 'in' | 'like' | 'ilike';

/** What a list's filter takes, as its description documents it: each field with its operators. */
export type FilterSpec = Readonly<Record<string, readonly FilterOperator[]>>;

/**
 * One condition of a filter as read. `eq` and `in` are a `Filter` the store's indexes find; `like` and `ilike` carry
 * `matches`, a test of the field's text, which `findWhere` applies (the pattern as given is in `values`).
 */
export interface Condition extends Filter {
  readonly matches?: (text: string) => boolean;
}

const CONDITION = /^([a-z_]+)\(([a-z_.]*),([^()]*)\)$/;

/** How to write a condition the spec takes, for the 400 of one it does not. */
function example(spec: FilterSpec): string {
  const [field, operators] = Object.entries(spec)[0] ?? ['field', ['eq']];
  return operators.includes('in') ? `eq(${field},value) or in(${field},a,b)` : `eq(${field},value)`;
}

/**
 * The test of a `like` pattern: a `*` at its start matches any beginning, at its end any ending (both: the text
 * contains the rest); a `*` anywhere else is the character itself; without one the whole text must match.
 */
export function likeTest(pattern: string, ignoreCase: boolean): (text: string) => boolean {
  const open = pattern.startsWith('*');
  const close = pattern.length > 1 && pattern.endsWith('*');
  const fold = ignoreCase ? (text: string) => text.toLowerCase() : (text: string) => text;
  const core = fold(pattern.slice(open ? 1 : 0, close ? -1 : undefined));
  if (open && close) return (text) => fold(text).includes(core);
  if (open) return (text) => fold(text).endsWith(core);
  if (close) return (text) => fold(text).startsWith(core);
  return (text) => fold(text) === core;
}

/**
 * Reads `filter=eq(account_id,UUID)`, `filter=in(email,a@x.com,b@x.com)` or `filter=ilike(name,*smith*)`, several
 * conditions joined by `:` (all must hold), as the real API and its SDKs write them: only the operators and fields
 * `spec` documents. Anything else is a 400 that names the condition and says what to write instead.
 */
export function parseFilter(text: string | undefined, spec: FilterSpec): Condition[] {
  if (text === undefined || text === '') return [];
  const filters: Condition[] = [];
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
    if (operator === 'like' || operator === 'ilike') {
      filters.push({ field, values: [value], matches: likeTest(value, operator === 'ilike') });
      continue;
    }
    const values = operator === 'in' ? value.split(',') : [value];
    if (values.length > 100) throw errors.tooMany(`in(${field},...)`, '100 values', values.length);
    filters.push({ field, values });
  }
  if (filters.length > 10) throw errors.tooMany('a filter', '10 conditions', filters.length);
  return filters;
}

/**
 * The records every condition holds for, in list order: `eq` and `in` found through the records' indexes, `like`
 * and `ilike` tested on what those leave (`field` reads a record's field, as its shape does).
 */
export function findWhere<T>(
  records: Records<T>,
  conditions: readonly Condition[],
  field: (record: T, name: string) => FieldValue,
): Found<T> {
  const tests = conditions.filter((condition) => condition.matches !== undefined);
  const found = records.find(conditions.filter((condition) => condition.matches === undefined));
  if (tests.length === 0) return found;
  const holds = (value: FieldValue, matches: (text: string) => boolean) =>
    value !== undefined && (typeof value === 'string' ? matches(value) : value.some(matches));
  const kept: T[] = [];
  for (let index = 0; index < found.total; index++) {
    const record = found.at(index);
    if (tests.every((test) => holds(field(record, test.field), test.matches as (text: string) => boolean))) {
      kept.push(record);
    }
  }
  return { total: kept.length, at: (index) => kept[index] as T };
}

/**
 * The `filter` parameter of a list: its documented operators and fields, read into conditions. A spec with `like`
 * or `ilike` needs its list found with `findWhere` (the store's `find` knows values, not patterns).
 */
export function filterParam(spec: FilterSpec): QueryParam<Condition[]> {
  const described = Object.entries(spec)
    .map(([field, operators]) => `${operators.join('/')} on ${field}`)
    .join(', ');
  const patterns = Object.values(spec).some((operators) => operators.includes('like') || operators.includes('ilike'))
    ? ' like and ilike match a pattern with * at its start, end or both (ilike ignoring case).'
    : '';
  return {
    name: 'filter',
    description: `Conditions joined by ":" (all must hold): ${described}. E.g. ${example(spec)}.${patterns}`,
    schema: { type: 'string' },
    read: (query) => parseFilter(query.get('filter'), spec),
  };
}
