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

/** ISO 8601 UTC at second precision, the way the API writes timestamps. */
export function iso(date: Date | number): string {
  return `${new Date(date).toISOString().slice(0, 19)}Z`;
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

const HEX = Array.from({ length: 256 }, (_, byte) => byte.toString(16).padStart(2, '0'));

function hex32(word: number): string {
  return (
    (HEX[(word >>> 24) & 0xff] as string) + HEX[(word >>> 16) & 0xff] + HEX[(word >>> 8) & 0xff] + HEX[word & 0xff]
  );
}

/** A version-4-shaped UUID (RFC 9562 layout) from four 32-bit words. */
export function uuidFromWords(a: number, b: number, c: number, d: number): string {
  const second = hex32(b);
  const third = hex32(c);
  const variant = HEX[((c >>> 24) & 0x3f) | 0x80] as string;
  return `${hex32(a)}-${second.slice(0, 4)}-4${second.slice(5)}-${variant}${third.slice(2, 4)}-${third.slice(4)}${hex32(d)}`;
}

/** A deterministic UUID derived from text (FNV-1a over four lanes, in one pass). */
export function uuidFrom(text: string): string {
  let a = 0x811c9dc5;
  let b = 0x811c9dc5 ^ 1;
  let c = 0x811c9dc5 ^ 2;
  let d = 0x811c9dc5 ^ 3;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    a = Math.imul(a ^ code, 0x01000193);
    b = Math.imul(b ^ code, 0x01000193);
    c = Math.imul(c ^ code, 0x01000193);
    d = Math.imul(d ^ code, 0x01000193);
  }
  return uuidFromWords(a >>> 0, b >>> 0, c >>> 0, d >>> 0);
}

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/**
 * `length` characters of [A-Za-z0-9] that depend only on `text`: the bytes of `uuidFrom(`${text}/${round}`)` for
 * round 0, 1, ... in order, each mod 62. Computed without building those UUIDs: the lanes run over `text/` once, and
 * each round goes on from there with its number's digits.
 */
export function tokenFrom(text: string, length: number): string {
  let a0 = 0x811c9dc5;
  let b0 = 0x811c9dc5 ^ 1;
  let c0 = 0x811c9dc5 ^ 2;
  let d0 = 0x811c9dc5 ^ 3;
  for (let i = 0; i <= text.length; i++) {
    const code = i === text.length ? 47 /* / */ : text.charCodeAt(i);
    a0 = Math.imul(a0 ^ code, 0x01000193);
    b0 = Math.imul(b0 ^ code, 0x01000193);
    c0 = Math.imul(c0 ^ code, 0x01000193);
    d0 = Math.imul(d0 ^ code, 0x01000193);
  }
  const codes: number[] = [];
  for (let round = 0; codes.length < length; round++) {
    let a = a0;
    let b = b0;
    let c = c0;
    let d = d0;
    const digits = String(round);
    for (let i = 0; i < digits.length; i++) {
      const code = digits.charCodeAt(i);
      a = Math.imul(a ^ code, 0x01000193);
      b = Math.imul(b ^ code, 0x01000193);
      c = Math.imul(c ^ code, 0x01000193);
      d = Math.imul(d ^ code, 0x01000193);
    }
    // The UUID's 16 bytes as uuidFromWords lays them out (version nibble 4, variant bits 10).
    const bytes = [
      a >>> 24,
      a >>> 16,
      a >>> 8,
      a,
      b >>> 24,
      b >>> 16,
      0x40 | ((b >>> 8) & 0x0f),
      b,
      0x80 | ((c >>> 24) & 0x3f),
      c >>> 16,
      c >>> 8,
      c,
      d >>> 24,
      d >>> 16,
      d >>> 8,
      d,
    ];
    for (const byte of bytes) codes.push(ALPHANUMERIC.charCodeAt((byte & 0xff) % 62));
  }
  return String.fromCharCode(...codes.slice(0, length));
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
