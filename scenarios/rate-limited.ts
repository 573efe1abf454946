import { builtInScenario } from '../src/scenarios/define.js';
import { DEFAULT_WORLD } from '../src/world/recipe.js';

export default builtInScenario({
  name: 'rate-limited',
  description: 'every API request answers 429 Too Many Requests with Retry-After: 30',
  world: DEFAULT_WORLD,
  behaviour: {
    status: 429,
    headers: { 'Retry-After': '30' },
    detail: 'rate limit exceeded (scenario rate-limited): retry after 30 seconds',
  },
});
