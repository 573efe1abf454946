import { copyFileSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createFaker, DEFAULT_NOW, LIFECYCLES, makeSubscriptionBundle } from '../src/factories/index.js';
import { FIXTURES_DIR, FixtureError, loadFixtures } from '../src/store/fixtures.js';
import { WELL_KNOWN_IDS } from '../src/store/ids.js';
import { checkBundle } from './support/check-world.js';

const NOW = new Date(DEFAULT_NOW);
const FILE = '002-paused.json';

let dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  dirs = [];
});

/** Parsed JSON, untyped on purpose: the edits below break what the types would forbid. */
type Json = ReturnType<typeof JSON.parse>;

/** A temporary fixtures directory holding one copy of a shipped fixture, changed by `edit`. */
function brokenFixture(edit: (fixture: Json) => void): { dir: string; path: string } {
  const dir = mkdtempSync(join(tmpdir(), 'commerce-emulator-fixtures-'));
  dirs.push(dir);
  const path = join(dir, FILE);
  const fixture = JSON.parse(readFileSync(join(FIXTURES_DIR, FILE), 'utf8'));
  edit(fixture);
  writeFileSync(path, JSON.stringify(fixture));
  return { dir, path };
}

function loadError(dir: string): FixtureError {
  try {
    loadFixtures(dir, NOW);
  } catch (error) {
    expect(error).toBeInstanceOf(FixtureError);
    return error as FixtureError;
  }
  throw new Error(`loadFixtures(${dir}) did not throw`);
}

describe('shipped fixtures', () => {
  it('are the six well-known subscriptions, one per lifecycle, in file-name order', () => {
    const fixtures = loadFixtures(undefined, NOW);
    expect(fixtures.map((fixture) => fixture.lifecycle)).toEqual(LIFECYCLES);
    expect(fixtures.map((fixture) => fixture.subscription.id)).toEqual(LIFECYCLES.map((l) => WELL_KNOWN_IDS[l]));
    expect(readdirSync(FIXTURES_DIR).filter((file) => file.endsWith('.json'))).toHaveLength(6);
  });

  it('each passes every data rule and is in the lifecycle it names', () => {
    for (const fixture of loadFixtures(undefined, NOW)) {
      expect(checkBundle(fixture, NOW, fixture.lifecycle)).toBe(fixture.lifecycle);
    }
  });

  it('are what the factories make today (regenerate with `npm run fixtures` after changing a factory)', () => {
    LIFECYCLES.forEach((lifecycle, index) => {
      const id = WELL_KNOWN_IDS[lifecycle];
      const bundle = makeSubscriptionBundle(createFaker(1000 + index, NOW), { id, lifecycle, now: NOW });
      const file = join(FIXTURES_DIR, `${id.slice(-3)}-${lifecycle}.json`);
      expect(readFileSync(file, 'utf8'), file).toBe(`${JSON.stringify({ lifecycle, ...bundle }, null, 2)}\n`);
    });
  });

  it('move every timestamp by the same distance under another reference date, and stay coherent', () => {
    const later = new Date('2031-06-15T08:00:00Z');
    const shift = +later - +NOW;
    const [base, moved] = [loadFixtures(undefined, NOW), loadFixtures(undefined, later)];
    moved.forEach((fixture, index) => {
      const original = base[index];
      const times = [fixture, original].map((f) => Date.parse(f?.subscription.meta.timestamps.created_at ?? ''));
      expect((times[0] as number) - (times[1] as number)).toBe(shift);
      const plan = [fixture, original].map((f) => Date.parse(f?.plans[0]?.attributes.updated_at ?? ''));
      expect((plan[0] as number) - (plan[1] as number)).toBe(shift);
      expect(fixture.subscription.attributes.external_ref).toBe(original?.subscription.attributes.external_ref);
      expect(checkBundle(fixture, later, fixture.lifecycle)).toBe(fixture.lifecycle);
    });
  });
});

describe('a broken fixture', () => {
  it('with an unknown status names the file, the JSON path and the reason', () => {
    const { dir, path } = brokenFixture((fixture) => {
      fixture.subscription.meta.status = 'frozen';
    });
    const { message } = loadError(dir);
    expect(message).toContain(path);
    expect(message).toContain('$.subscription.meta.status');
    expect(message).toMatch(/active.*inactive|inactive.*active/);
  });

  it('with a lower-case currency in a plan price names where it is', () => {
    const { dir, path } = brokenFixture((fixture) => {
      const { price } = fixture.plans[0].meta;
      const code: string = fixture.subscription.attributes.currency;
      price[code.toLowerCase()] = price[code];
      delete price[code];
    });
    const { message } = loadError(dir);
    expect(message).toContain(path);
    expect(message).toMatch(/\$\.plans\[0\]\.meta\.price\.[a-z]{3}: /);
    expect(message).toContain('three-letter uppercase ISO 4217 currency code');
  });

  it('with a subscription currency that is not a code names the field and the rule', () => {
    const { dir } = brokenFixture((fixture) => {
      fixture.subscription.attributes.currency = 'Euro';
    });
    expect(loadError(dir).message).toMatch(/\$\.subscription\.attributes\.currency: .*three-letter uppercase ISO 4217/);
  });

  it('with a field the schema does not know is refused', () => {
    const { dir } = brokenFixture((fixture) => {
      fixture.subscription.attributes.colour = 'red';
    });
    expect(loadError(dir).message).toMatch(/\$\.subscription\.attributes.*colour/);
  });

  it('that is not JSON names the file', () => {
    const { dir, path } = brokenFixture(() => {});
    writeFileSync(path, '{"lifecycle": "paused",');
    const { message } = loadError(dir);
    expect(message).toContain(path);
    expect(message).toMatch(/not valid JSON/);
  });

  it('stops loading even when the other fixtures are fine', () => {
    const { dir } = brokenFixture((fixture) => {
      fixture.lifecycle = 'hibernating';
    });
    copyFileSync(join(FIXTURES_DIR, '001-active.json'), join(dir, '001-active.json'));
    expect(loadError(dir).message).toContain('$.lifecycle');
  });

  it('a valid copy loads: the failures above come from the breakage, not from the copying', () => {
    const { dir } = brokenFixture(() => {});
    expect(loadFixtures(dir, NOW).map((fixture) => fixture.lifecycle)).toEqual(['paused']);
  });
});
