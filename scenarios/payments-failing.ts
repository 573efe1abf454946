import { DEFAULT_WORLD, defineScenario } from '../src/scenarios/define.js';

export default defineScenario({
  name: 'payments-failing',
  description: 'as default, but every payment after --now fails: move the clock and billing runs lead to dunning',
  world: DEFAULT_WORLD,
  behaviour: { payments: 'fail' },
});
