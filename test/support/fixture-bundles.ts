import {
  createFaker,
  DEFAULT_NOW,
  LIFECYCLES,
  makeAccount,
  makeSubscriptionBundle,
} from '../../src/factories/index.js';
import { WELL_KNOWN_IDS } from '../../src/world/ids.js';

/** The fixture files as the factories make them today: what `npm run fixtures` writes and a test compares. */
export function fixtureBundles(): { file: string; text: string }[] {
  const now = new Date(DEFAULT_NOW);
  const people = createFaker(999, now);
  const accounts = [makeAccount(people), makeAccount(people)];
  return LIFECYCLES.map((lifecycle, index) => {
    const id = WELL_KNOWN_IDS[lifecycle];
    const account = accounts[index < 3 ? 0 : 1];
    const bundle = makeSubscriptionBundle(createFaker(1000 + index, now), {
      id,
      lifecycle,
      now,
      account,
      allMoves: lifecycle === 'active',
    });
    return {
      file: `${id.slice(-3)}-${lifecycle}.json`,
      text: `${JSON.stringify({ lifecycle, ...bundle }, null, 2)}\n`,
    };
  });
}
