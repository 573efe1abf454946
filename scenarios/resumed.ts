import { DEFAULT_WORLD, defineScenario } from '../src/scenarios/define.js';

export default defineScenario({
  name: 'resumed',
  description: 'as default, with subscription ...001 paused and then resumed (active)',
  world: { ...DEFAULT_WORLD, primary: 'resumed' },
});
