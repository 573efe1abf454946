import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createEmulator } from '../src/index.js';
import { BUILT_IN_SCENARIOS } from '../src/scenarios/registry.js';
import { WELL_KNOWN_IDS } from '../src/store/ids.js';

/** The README with table cells trimmed, so a formatter's column padding does not matter. */
const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8')
  .split('\n')
  .map((line) =>
    line.startsWith('|')
      ? line
          .split('|')
          .map((cell) => cell.trim().replace(/^-+$/, '---'))
          .join(' | ')
          .trim()
      : line,
  )
  .join('\n');

/** The README's scenario table, as the scenario files describe it. */
function scenarioTable(): string {
  const rows = BUILT_IN_SCENARIOS.map(({ name, description, behaviour }) => {
    const headers = Object.entries(behaviour?.headers ?? {}).map(([key, value]) => `\`${key}: ${value}\``);
    const answer = behaviour?.status
      ? `${behaviour.status}${headers.length ? ` with ${headers.join(', ')}` : ''}`
      : 'normal answers';
    return `| \`${name}\` | ${description} | ${answer} |`;
  });
  return ['| scenario | world | API answers |', '| --- | --- | --- |', ...rows].join('\n');
}

describe('README', () => {
  it('its own-scenario example, as a file, loads and answers as it says', async () => {
    const section = readme.split('### Your own scenarios')[1] ?? '';
    const json = /```json\n([\s\S]*?)```/.exec(section)?.[1] ?? '{}';
    const emulator = createEmulator({ scenarios: [JSON.parse(json)] });
    const answer = await emulator.handle({
      method: 'GET',
      path: '/v2/subscriptions/subscriptions/11111111-2222-4333-8444-555555555555',
      query: 'scenario=coffee-paused&include=plans',
      origin: 'http://readme.test',
      header: (name) => (name === 'authorization' ? 'Bearer test' : null),
    });
    const body = JSON.parse(answer.body);
    expect({
      paused: body.data.meta.paused,
      price: body.included.plans[0].meta.display_price.without_tax.formatted,
    }).toEqual({
      paused: true,
      price: '€9.99',
    });
  });

  it('lists every scenario exactly as the scenario files describe it', () => {
    const between = readme.split('<!-- scenarios:start -->')[1]?.split('<!-- scenarios:end -->')[0]?.trim();
    expect(between, `paste this table between the scenarios markers:\n${scenarioTable()}`).toBe(scenarioTable());
  });

  it('documents every well-known id', () => {
    for (const [state, id] of Object.entries(WELL_KNOWN_IDS)) expect(readme).toContain(`| ${state} | \`${id}\``);
  });

  it('keeps the two-command quick start', () => {
    expect(readme).toContain('npm install && npm start');
    expect(readme).toMatch(/^npm test\s/m);
  });
});
