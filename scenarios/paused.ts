import { DEFAULT_WORLD, defineScenario } from '../src/scenarios/define.js';

export default defineScenario({
  name: 'paused',
  description: 'as default, with subscription ...001 paused (still active until its next billing run)',
  world: { ...DEFAULT_WORLD, primary: 'paused' },
});
