import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DEFAULT_NOW, LIFECYCLES } from '../src/factories/index.js';
import { loadFixtures } from '../src/world/fixtures.js';
import { WELL_KNOWN_IDS } from '../src/world/ids.js';
import { checkBundle, lived } from './support/check-world.js';
import { fixtureBundles } from './support/fixture-bundles.js';

const NOW = new Date(DEFAULT_NOW);
const FIXTURES_DIR = fileURLToPath(new URL('../fixtures/', import.meta.url));

describe('shipped fixtures', () => {
  it('are the six well-known subscriptions, one per lifecycle, in file-name order', () => {
    const fixtures = loadFixtures(NOW);
    expect(fixtures.map((fixture) => fixture.lifecycle)).toEqual(LIFECYCLES);
    expect(fixtures.map((fixture) => fixture.subscription.id)).toEqual(LIFECYCLES.map((l) => WELL_KNOWN_IDS[l]));
    expect(readdirSync(FIXTURES_DIR).filter((file) => file.endsWith('.json'))).toHaveLength(6);
  });

  it('each passes every data rule and is in the lifecycle it names', () => {
    for (const fixture of loadFixtures(NOW)) {
      expect(checkBundle(lived(fixture, fixture.lifecycle, NOW), NOW, fixture.lifecycle)).toBe(fixture.lifecycle);
    }
  });

  it('are what the factories make today (regenerate with `npm run fixtures` after changing a factory)', () => {
    for (const { file, text } of fixtureBundles())
      expect(readFileSync(join(FIXTURES_DIR, file), 'utf8'), file).toBe(text);
  });

  it('move every timestamp by the same distance under another reference date, and stay coherent', () => {
    const later = new Date('2031-06-15T08:00:00Z');
    const shift = +later - +NOW;
    const [base, moved] = [loadFixtures(NOW), loadFixtures(later)];
    moved.forEach((fixture, index) => {
      const original = base[index];
      const times = [fixture, original].map((f) => Date.parse(f?.subscription.meta.timestamps.created_at ?? ''));
      expect((times[0] as number) - (times[1] as number)).toBe(shift);
      const plan = [fixture, original].map((f) => Date.parse(f?.plans[0]?.attributes.updated_at ?? ''));
      expect((plan[0] as number) - (plan[1] as number)).toBe(shift);
      expect(fixture.subscription.attributes.external_ref).toBe(original?.subscription.attributes.external_ref);
      expect(checkBundle(lived(fixture, fixture.lifecycle, later), later, fixture.lifecycle)).toBe(fixture.lifecycle);
    });
  });
});
