import { DEFAULT_WORLD, defineScenario } from '../src/scenarios/define.js';

export default defineScenario({
  name: 'closed',
  description: 'as default, with subscription ...001 closed: canceled, end date past, inactive',
  world: { ...DEFAULT_WORLD, primary: 'closed' },
});
