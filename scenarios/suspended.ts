import { DEFAULT_WORLD, defineScenario } from '../src/scenarios/define.js';

export default defineScenario({
  name: 'suspended',
  description: 'as default, with subscription ...001 suspended: paused through its billing run, inactive',
  world: { ...DEFAULT_WORLD, primary: 'suspended' },
});
