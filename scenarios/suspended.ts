import { DEFAULT_WORLD, defineScenario } from '../src/scenarios/define.js';

export default defineScenario({
  name: 'suspended',
  description: 'as default, with subscription ...001 suspended by dunning: its payments failed 11 times, inactive',
  world: { ...DEFAULT_WORLD, primary: 'suspended' },
});
