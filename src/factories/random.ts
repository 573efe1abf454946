import type { Faker } from '@faker-js/faker';
import { faker as englishFaker } from '@faker-js/faker/locale/en';

/**
 * The package's main entry loads every locale (about 400 ms); the English entry loads one. It exports only its shared
 * instance, so we take its class and definitions to build private instances the consumer's faker never sees.
 */
const FakerClass = englishFaker.constructor as typeof Faker;

/** The fixed reference date used when no `--now` is given. */
export const DEFAULT_NOW = '2026-01-01T00:00:00Z';

/** A private, seeded Faker whose relative dates count from `now`, never from the wall clock. */
export function createFaker(seed: number, now: Date): Faker {
  const faker = new FakerClass({ locale: englishFaker.rawDefinitions });
  faker.seed(seed);
  faker.setDefaultRefDate(now);
  return faker;
}

/** ISO strings made, by second, up to ISO_KEPT; past it they are made anew. */
const isoOf = new Map<number, string>();
const ISO_KEPT = 4096;
/** The last second asked for, and its string: most calls ask for the one before them again. */
let lastSecond = Number.NaN;
let lastIso = '';

/**
 * ISO 8601 UTC at second precision, the way the API writes timestamps. Made once per second, for the last few
 * thousand: records and events stamp the same instants again and again (a write stamps its records and events with
 * one; a session whose clock stands still stamps every write with one), and a string made each time is a copy each
 * record keeps (20,000 keys created in sessions held 20,000 copies of one instant: 40 of each key's 1,045 bytes).
 * Kept by second, not by millisecond: a clock that follows the real one stamps each write at a new millisecond.
 */
export function iso(date: Date | number): string {
  const second = Math.floor(+date / 1000);
  if (second === lastSecond) return lastIso;
  let text = isoOf.get(second);
  if (text === undefined) {
    if (isoOf.size >= ISO_KEPT) isoOf.clear();
    text = isoText(second);
    isoOf.set(second, text);
  }
  lastSecond = second;
  lastIso = text;
  return text;
}

const DAY = 86_400_000;

/** A time `days` days before or after `from`, rounded down to the second. */
export function addDays(from: Date | number, days: number): number {
  return Math.floor((+from + days * DAY) / 1000) * 1000;
}

/** A second-precision time between `from` and `to` (inclusive), drawn from the seeded faker. */
export function between(faker: Faker, from: number, to: number): number {
  if (to <= from) return from;
  return Math.floor(faker.number.int({ min: from, max: to }) / 1000) * 1000;
}

/** The murmur3 finalizer: a well-spread 32-bit value from a 32-bit one. */
function fmix(value: number): number {
  let hash = Math.imul(value ^ (value >>> 16), 0x85ebca6b);
  hash = Math.imul(hash ^ (hash >>> 13), 0xc2b2ae35);
  return (hash ^ (hash >>> 16)) >>> 0;
}

/** A 32-bit hash of four integers, for per-index values that must cost next to nothing. */
export function mix(seed: number, stream: number, index: number, lane: number): number {
  return fmix(fmix(fmix(fmix(seed ^ 0x9e3779b9) ^ stream) ^ index) ^ lane);
}

/** An ISO string's 20 character codes, filled in place (one flat string is made of them, as for a UUID). */
const ISO_CODES: number[] = Array.from('0000-00-00T00:00:00Z', (character) => character.charCodeAt(0));
const DIGIT_0 = 48;

/** Writes `value` (0 to 10^width - 1) as `width` decimal digits at `at`. */
function digits(value: number, width: number, at: number): void {
  for (let i = at + width - 1; i >= at; i--) {
    ISO_CODES[i] = DIGIT_0 + (value % 10);
    value = Math.floor(value / 10);
  }
}

/**
 * `YYYY-MM-DDTHH:MM:SSZ` for a second since the epoch, by arithmetic (days to a civil date, after Howard Hinnant's
 * `civil_from_days`): what `toISOString` gives cut to the second, without making a Date and formatting it, which cost
 * about a microsecond a write (each write in a session is stamped at a new second). Years outside 1000-9999 (which
 * `toISOString` writes otherwise) are left to it.
 */
function isoText(second: number): string {
  const days = Math.floor(second / 86_400);
  const time = second - days * 86_400;
  const shifted = days + 719_468;
  const era = Math.floor(shifted / 146_097);
  const dayOfEra = shifted - era * 146_097;
  const yearOfEra = Math.floor(
    (dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36_524) - Math.floor(dayOfEra / 146_096)) / 365,
  );
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const monthFromMarch = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * monthFromMarch + 2) / 5) + 1;
  const month = monthFromMarch < 10 ? monthFromMarch + 3 : monthFromMarch - 9;
  const year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
  if (!(year >= 1000 && year <= 9999)) return `${new Date(second * 1000).toISOString().slice(0, 19)}Z`;
  digits(year, 4, 0);
  digits(month, 2, 5);
  digits(day, 2, 8);
  digits(Math.floor(time / 3600), 2, 11);
  digits(Math.floor(time / 60) % 60, 2, 14);
  digits(time % 60, 2, 17);
  return String.fromCharCode.apply(null, ISO_CODES);
}

/** The character codes of the hexadecimal digits. */
const HEX_CODES = Array.from('0123456789abcdef', (digit) => digit.charCodeAt(0));
const DASH = 45;
const FOUR = 52;
/** A UUID's 36 character codes, filled in place: one flat string is made of them, not a rope of concatenations. */
const UUID_CODES: number[] = new Array(36).fill(0);

/** Writes the hex digits `from`..`to` (0-7, most significant first) of `word` at `at`; where it ends. */
function nibbles(word: number, from: number, to: number, at: number): number {
  for (let digit = from; digit < to; digit++) UUID_CODES[at++] = HEX_CODES[(word >>> (28 - 4 * digit)) & 0xf] as number;
  return at;
}

/**
 * A version-4-shaped UUID (RFC 9562 layout) from four 32-bit words: `a`, then `b`'s first four digits, `4` and its
 * last three, the variant and `c`'s digits 3-4, `c`'s last four and `d`. Built as one flat string: a UUID made by
 * concatenation is a rope of ten pieces, which every id kept in memory (records, events, deliveries) would pay for.
 */
export function uuidFromWords(a: number, b: number, c: number, d: number): string {
  let at = nibbles(a, 0, 8, 0);
  UUID_CODES[at++] = DASH;
  at = nibbles(b, 0, 4, at);
  UUID_CODES[at++] = DASH;
  UUID_CODES[at++] = FOUR;
  at = nibbles(b, 5, 8, at);
  UUID_CODES[at++] = DASH;
  at = nibbles(((c >>> 24) & 0x3f) | 0x80, 6, 8, at);
  at = nibbles(c, 2, 4, at);
  UUID_CODES[at++] = DASH;
  at = nibbles(c, 4, 8, at);
  nibbles(d, 0, 8, at);
  return String.fromCharCode.apply(null, UUID_CODES);
}

/** Four FNV-1a lanes (each with its own offset) at their start. */
function startLanes(lanes: Int32Array): Int32Array {
  for (let lane = 0; lane < 4; lane++) lanes[lane] = 0x811c9dc5 ^ lane;
  return lanes;
}

/** Runs the four lanes on over `text`, in place, in one pass. */
function feedLanes(lanes: Int32Array, text: string): void {
  let a = lanes[0] as number;
  let b = lanes[1] as number;
  let c = lanes[2] as number;
  let d = lanes[3] as number;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    a = Math.imul(a ^ code, 0x01000193);
    b = Math.imul(b ^ code, 0x01000193);
    c = Math.imul(c ^ code, 0x01000193);
    d = Math.imul(d ^ code, 0x01000193);
  }
  lanes[0] = a;
  lanes[1] = b;
  lanes[2] = c;
  lanes[3] = d;
}

/** Runs the four lanes on over one character code (a round's digit), in place. */
function feedCode(lanes: Int32Array, code: number): void {
  for (let lane = 0; lane < 4; lane++) lanes[lane] = Math.imul((lanes[lane] as number) ^ code, 0x01000193);
}

const scratch = new Int32Array(4);

/** A deterministic UUID derived from text (FNV-1a over four lanes, in one pass). */
export function uuidFrom(text: string): string {
  feedLanes(startLanes(scratch), text);
  return uuidFromWords(
    (scratch[0] as number) >>> 0,
    (scratch[1] as number) >>> 0,
    (scratch[2] as number) >>> 0,
    (scratch[3] as number) >>> 0,
  );
}

const ALPHANUMERIC_CODES = Array.from('ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789', (character) =>
  character.charCodeAt(0),
);

const tokenLanes = new Int32Array(4);
const roundLanes = new Int32Array(4);

/**
 * `length` characters of [A-Za-z0-9] that depend only on `text`: the bytes of `uuidFrom(`${text}/${round}`)` for
 * round 0, 1, ... in order, each mod 62. Computed without building those UUIDs: the lanes run over `text/` once, and
 * each round goes on from there with its number's digits. One array a call (every key created makes two tokens).
 * `suffix` is read as if joined to `text` (the same token), so that a caller with a shared start need not join them.
 */
export function tokenFrom(text: string, length: number, suffix = ''): string {
  feedLanes(startLanes(tokenLanes), text);
  feedLanes(tokenLanes, suffix);
  feedLanes(tokenLanes, '/');
  const codes = new Array<number>(length);
  let at = 0;
  for (let round = 0; at < length; round++) {
    roundLanes.set(tokenLanes);
    if (round < 10) feedCode(roundLanes, DIGIT_0 + round);
    else feedLanes(roundLanes, String(round));
    // The UUID's 16 bytes as uuidFromWords lays them out: each lane's four, high byte first; byte 6 carries the
    // version nibble 4, byte 8 the variant bits 10.
    for (let i = 0; i < 16 && at < length; i++) {
      let byte = ((roundLanes[i >> 2] as number) >>> (24 - 8 * (i & 3))) & 0xff;
      if (i === 6) byte = 0x40 | (byte & 0x0f);
      else if (i === 8) byte = 0x80 | (byte & 0x3f);
      codes[at++] = ALPHANUMERIC_CODES[byte % 62] as number;
    }
  }
  return String.fromCharCode.apply(null, codes);
}

/** A deterministic UUID for item `index` of stream `stream` under `seed`. */
export function uuidAt(seed: number, stream: number, index: number): string {
  return uuidFromWords(
    mix(seed, stream, index, 1),
    mix(seed, stream, index, 2),
    mix(seed, stream, index, 3),
    mix(seed, stream, index, 4),
  );
}
