import { DEFAULT_NOW, iso, type Lifecycle, type SubscriptionBundle } from '../factories/index.js';
import { FIXTURE_FILES } from './fixtures.generated.js';

/** One fixture: a well-known subscription with its offering's products and plans. */
export interface Fixture extends SubscriptionBundle {
  lifecycle: Lifecycle;
}

const TIMESTAMP = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/;

let parsed: Fixture[] | undefined;

/**
 * The package's fixtures (`fixtures/*.json`, bundled by `npm run generate`), in file-name order. They are checked
 * against the schemas and the data rules by the test suite, not at every start. Fixtures are written against
 * `DEFAULT_NOW`; with another reference date every timestamp moves by the same distance, so the records stay as far
 * from "now" as they were written (nothing in the past lands in the future).
 */
export function loadFixtures(now: Date = new Date(DEFAULT_NOW)): Fixture[] {
  parsed ??= FIXTURE_FILES.map(([, json]) => JSON.parse(json) as Fixture);
  const shift = +now - Date.parse(DEFAULT_NOW);
  // A fresh copy each time: worlds own their records.
  return parsed.map((fixture) => shiftTimestamps(fixture, shift) as Fixture);
}

function shiftTimestamps(value: unknown, shift: number): unknown {
  if (typeof value === 'string') {
    return shift !== 0 && TIMESTAMP.test(value) ? iso(Date.parse(value) + shift) : value;
  }
  if (Array.isArray(value)) return value.map((item) => shiftTimestamps(item, shift));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, shiftTimestamps(item, shift)]));
  }
  return value;
}
