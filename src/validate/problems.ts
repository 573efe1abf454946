import type { z } from 'zod';

/** One broken rule: where (a JSON path from the record's root, `$`) and which rule. */
export interface Problem {
  path: string;
  rule: string;
}

/** `$.a.b[2].c` from a path of keys and indexes. */
export function jsonPath(path: readonly PropertyKey[], root = '$'): string {
  return path.reduce<string>(
    (text, key) => (typeof key === 'number' ? `${text}[${key}]` : `${text}.${String(key)}`),
    root,
  );
}

/** The issue's message, with the nested cause of a bad record key or union member ("Invalid key" alone says little). */
function reason(issue: z.core.$ZodIssue): string {
  if (issue.code === 'invalid_key' || issue.code === 'invalid_element') {
    const inner = issue.issues[0];
    return inner === undefined ? issue.message : `${issue.message}: ${reason(inner)}`;
  }
  if (issue.code === 'unrecognized_keys') return `${issue.message} (${issue.keys.join(', ')})`;
  return issue.message;
}

/** Every issue of a failed parse, as problems under `root`. */
export function schemaProblems(error: z.ZodError, root = '$'): Problem[] {
  return error.issues.map((issue) => ({ path: jsonPath(issue.path, root), rule: reason(issue) }));
}

/** Problems as lines: `where: $.path: rule`. */
export function formatProblems(problems: readonly Problem[], where: string): string[] {
  return problems.map(({ path, rule }) => `${where}: ${path}: ${rule}`);
}

/** An error that carries every problem found, one per line of its message. */
export class ValidationError extends Error {
  override name = 'ValidationError';
  constructor(readonly lines: string[]) {
    super(lines.join('\n'));
  }
}

/** `check(path, ok, rule)` records a problem where `ok` is false. */
export type Check = (path: string, ok: boolean, rule: string) => void;

/** A list of problems and the `check` that fills it. */
export function collector(): { problems: Problem[]; check: Check } {
  const problems: Problem[] = [];
  return {
    problems,
    check: (path, ok, rule) => {
      if (!ok) problems.push({ path, rule });
    },
  };
}

const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/;
/** The only timestamps that may lie ahead of the reference date. */
const MAY_BE_FUTURE = new Set(['end_date', 'invoice_after']);

/** Milliseconds of an ISO timestamp (NaN when absent). */
export const ms = (timestamp: string | null | undefined): number => Date.parse(timestamp ?? '');

/** Every ISO timestamp anywhere in `value` is at or before `now`, but for end dates and `invoice_after`. */
export function nothingInFuture(value: unknown, now: Date, path: string, check: Check): void {
  if (value === null || typeof value !== 'object') return;
  for (const [key, item] of Object.entries(value)) {
    const here = Array.isArray(value) ? `${path}[${key}]` : `${path}.${key}`;
    if (typeof item === 'string' && ISO.test(item) && !MAY_BE_FUTURE.has(key)) {
      check(here, ms(item) <= +now, `${item} is after the reference date ${now.toISOString()}`);
    } else nothingInFuture(item, now, here, check);
  }
}
