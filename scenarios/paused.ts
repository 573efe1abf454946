import { builtInScenario } from '../src/scenarios/define.js';
import { DEFAULT_WORLD } from '../src/world/recipe.js';

export default builtInScenario({
  name: 'paused',
  description: 'as default, with subscription ...001 paused (still active until its next billing run)',
  world: { ...DEFAULT_WORLD, primary: 'paused' },
});
