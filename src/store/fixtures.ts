import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { DEFAULT_NOW, iso, LIFECYCLES, type Lifecycle, type SubscriptionBundle } from '../factories/index.js';
import { planSchema, productSchema, subscriptionSchema } from '../schemas/index.js';

/** One fixture file: a well-known subscription with its offering's products and plans. */
export const fixtureSchema = z.strictObject({
  lifecycle: z.enum(LIFECYCLES as [Lifecycle, ...Lifecycle[]]),
  subscription: subscriptionSchema,
  products: z.array(productSchema),
  plans: z.array(planSchema),
});

export interface Fixture extends SubscriptionBundle {
  lifecycle: Lifecycle;
}

/** The package's own fixtures, beside `src/` (and copied beside `dist/src/` by the build). */
export const FIXTURES_DIR = fileURLToPath(new URL('../../fixtures/', import.meta.url));

/** A fixture that does not parse or does not match the schemas: names the file, the JSON path and the reason. */
export class FixtureError extends Error {
  override name = 'FixtureError';
}

const TIMESTAMP = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/;

/**
 * Reads and validates every `*.json` fixture in `dir`, in file-name order. Fixtures are written against
 * `DEFAULT_NOW`; with another reference date every timestamp moves by the same distance, so the records stay as far
 * from "now" as they were written (nothing in the past lands in the future).
 */
export function loadFixtures(dir: string = FIXTURES_DIR, now: Date = new Date(DEFAULT_NOW)): Fixture[] {
  const shift = +now - Date.parse(DEFAULT_NOW);
  return readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => {
      const path = join(dir, file);
      let raw: unknown;
      try {
        raw = JSON.parse(readFileSync(path, 'utf8'));
      } catch (error) {
        throw new FixtureError(`${path}: not valid JSON: ${(error as Error).message}`);
      }
      const result = fixtureSchema.safeParse(raw);
      if (!result.success) {
        const issue = result.error.issues[0] as z.core.$ZodIssue;
        throw new FixtureError(`${path}: ${jsonPath(issue.path)}: ${reason(issue)}`);
      }
      return shift === 0 ? result.data : (shiftTimestamps(result.data, shift) as Fixture);
    });
}

/** The issue's message, with the nested cause of a bad record key ("Invalid key in record" alone says too little). */
function reason(issue: z.core.$ZodIssue): string {
  const inner = issue.code === 'invalid_key' || issue.code === 'invalid_element' ? issue.issues[0] : undefined;
  return inner === undefined ? issue.message : `${issue.message}: ${reason(inner)}`;
}

function jsonPath(path: PropertyKey[]): string {
  return path.reduce<string>(
    (text, key) => (typeof key === 'number' ? `${text}[${key}]` : `${text}.${String(key)}`),
    '$',
  );
}

function shiftTimestamps(value: unknown, shift: number): unknown {
  if (typeof value === 'string') {
    return TIMESTAMP.test(value) ? iso(Date.parse(value) + shift) : value;
  }
  if (Array.isArray(value)) return value.map((item) => shiftTimestamps(item, shift));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, shiftTimestamps(item, shift)]));
  }
  return value;
}
