import { builtInScenario } from '../src/scenarios/define.js';
import { DEFAULT_WORLD } from '../src/world/recipe.js';

export default builtInScenario({
  name: 'payments-failing',
  description: 'as default, but every payment after --now fails: move the clock and billing runs lead to dunning',
  world: DEFAULT_WORLD,
  behaviour: { payments: 'fail' },
});
