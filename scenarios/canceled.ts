import { DEFAULT_WORLD, defineScenario } from '../src/scenarios/define.js';

export default defineScenario({
  name: 'canceled',
  description: 'as default, with subscription ...001 canceled (still active until its end date)',
  world: { ...DEFAULT_WORLD, primary: 'canceled' },
});
