import { errors } from '../http/errors.js';
import type { Query } from '../http/query.js';
import { LIMIT, MAX_OFFSET, OFFSET, type Window } from '../render/page.js';
import type { QueryParam } from './contract.js';

/** A whole-number parameter within bounds: digits only, so `-0`, `1e3`, `0x10`, ` 5` and `NaN` are refused. */
function integerParam(name: string, description: string, min: number, max: number, fallback: number) {
  return {
    name,
    description,
    schema: { type: 'integer', default: fallback, minimum: min, maximum: max },
    read(query: Query): number {
      const text = query.get(name);
      if (text === undefined) return fallback;
      const value = /^\d{1,6}$/.test(text) ? Number(text) : Number.NaN;
      if (!(value >= min && value <= max)) throw errors.badValue(name, `an integer from ${min} to ${max}`, text);
      return value;
    },
  } satisfies QueryParam<number>;
}

/** `page[offset]`: default 0, 0..10000. */
export const PAGE_OFFSET = integerParam(OFFSET, 'Where the page starts.', 0, MAX_OFFSET, 0);
/** `page[limit]`: default 25, 1..100. */
export const PAGE_LIMIT = integerParam(LIMIT, 'How many per page.', 1, 100, 25);
/** The page parameters every list takes. */
export const PAGE_PARAMS = [PAGE_OFFSET, PAGE_LIMIT] as const;

/** The window of a list a request asks for. */
export function pageWindow(query: Query): Window {
  return { limit: PAGE_LIMIT.read(query), offset: PAGE_OFFSET.read(query) };
}

/** A parameter read as text, as given (its endpoint checks the value). */
export function textParam(name: string, description: string): QueryParam<string | undefined> {
  return { name, description, schema: { type: 'string' }, read: (query) => query.get(name) };
}

/** The `include` parameter of an endpoint: the values it takes, read into a set. */
export interface IncludeParam extends QueryParam<string | undefined> {
  /** What is asked for: unknown values are ignored, as the real API does, or a 400 with `--strict-params`. */
  wanted(query: Query, strict: boolean): ReadonlySet<string>;
}

/** How many `include` texts an endpoint keeps read (past it, it starts over): a client sends the same few again. */
const INCLUDES_KEPT = 256;

/**
 * `include=a,b`: comma-separated values among `allowed`. Each text is read once and its set kept (per strictness):
 * split, trimmed and checked on every request, it was a sixth of the pipeline's own work on a subscription with
 * `include=products,plans` (350 of 2,260 ns).
 */
export function includeParam(allowed: readonly string[]): IncludeParam {
  const param = textParam('include', `Comma-separated: ${allowed.join(', ')}.`);
  const read = (text: string, strict: boolean): ReadonlySet<string> => {
    const wanted = new Set<string>();
    for (const item of text.split(',')) {
      const value = item.trim();
      if (value === '') continue;
      if (allowed.includes(value)) wanted.add(value);
      else if (strict) throw errors.unsupported('include', value, allowed.join(', '));
    }
    return wanted;
  };
  const kept = { lenient: new Map<string, ReadonlySet<string>>(), strict: new Map<string, ReadonlySet<string>>() };
  return {
    ...param,
    wanted(query, strict) {
      const text = param.read(query) ?? '';
      const sets = strict ? kept.strict : kept.lenient;
      let wanted = sets.get(text);
      if (wanted === undefined) {
        wanted = read(text, strict);
        if (sets.size >= INCLUDES_KEPT) sets.clear();
        sets.set(text, wanted);
      }
      return wanted;
    },
  };
}
