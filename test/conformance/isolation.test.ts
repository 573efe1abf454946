import { describe, expect, it } from 'vitest';
import { WELL_KNOWN_IDS } from '../../src/index.js';
import { ADAPTERS, type Target, useTarget } from '../support/adapters.js';
import { call } from '../support/inprocess.js';

const KEYS = '/v2/application-keys';
const PATH = '/subscriptions/subscriptions';

interface Probe {
  scenario: string;
  via: 'query' | 'header';
  path: string;
}

interface Answer {
  status: number;
  scenario: string | null;
  body: string;
}

/** Every scenario, through both switches, on every kind of endpoint: 220 requests. */
function probes(scenarios: string[], keyId: string): Probe[] {
  const paths = [
    `${KEYS}?page[offset]=5&page[limit]=10`,
    `${KEYS}?page[limit]=3`,
    `${KEYS}/${keyId}`,
    `${PATH}/${WELL_KNOWN_IDS.active}?include=products,plans`,
    `/v2${PATH}/${WELL_KNOWN_IDS.active}`,
    `${PATH}/${WELL_KNOWN_IDS.canceled}?include=plans`,
    `${PATH}/${WELL_KNOWN_IDS.closed}/?include=products`,
    `${KEYS}?page[offset]=20&page[limit]=25`,
    `${KEYS}/${keyId}/`,
    `/v2${PATH}/${WELL_KNOWN_IDS.paused}`,
  ];
  const all: Probe[] = [];
  for (const scenario of scenarios) {
    for (const path of paths) {
      for (const via of ['query', 'header'] as const) all.push({ scenario, via, path });
    }
  }
  // Interleave: a fixed shuffle, so neighbours are in different worlds.
  return all
    .map((probe, index) => ({ probe, order: (index * 7919) % all.length }))
    .sort((a, b) => a.order - b.order)
    .map(({ probe }) => probe);
}

async function ask(api: Target, { scenario, via, path }: Probe): Promise<Answer> {
  const separator = path.includes('?') ? '&' : '?';
  const response =
    via === 'query'
      ? await api.get(`${path}${separator}scenario=${scenario}`)
      : await api.get(path, { 'X-Emulator-Scenario': scenario });
  return {
    status: response.status,
    scenario: response.headers.get('x-emulator-scenario'),
    body: await response.text(),
  };
}

const FAILING: Record<string, number> = { 'rate-limited': 429, 'server-error': 500 };
const TOTALS: Record<string, number> = { empty: 0, 'many-keys': 10_000 };
/** What ...001 shows in each lifecycle scenario: its latest action, or the flag dunning set. */
const MARKS: Record<string, string> = {
  paused: 'pause',
  canceled: 'cancel',
  resumed: 'resume',
  closed: 'closed',
  suspended: 'suspended',
};

/** What each scenario's world must show, whatever else is asked at the same time. */
function expectOwnWorld(probe: Probe, answer: Answer): void {
  const label = `${probe.scenario} ${probe.via} ${probe.path}`;
  expect(answer.scenario, label).toBe(probe.scenario);
  const failing = FAILING[probe.scenario];
  if (failing !== undefined) {
    expect(answer.status, label).toBe(failing);
  } else if (probe.path.includes('?page')) {
    const body = JSON.parse(answer.body);
    expect(answer.status, label).toBe(200);
    // edge-cases has as many keys as it takes to reach every limit; the others are fixed by DESIGN.md.
    if (probe.scenario !== 'edge-cases') expect(body.meta.results.total, label).toBe(TOTALS[probe.scenario] ?? 30);
    if (probe.via === 'query') expect(body.links.first, label).toContain(`scenario=${probe.scenario}`);
  } else if (probe.path.includes(WELL_KNOWN_IDS.active)) {
    expect(answer.status, label).toBe(probe.scenario === 'empty' ? 404 : 200);
    if (probe.scenario !== 'empty') {
      const { meta, state } = JSON.parse(answer.body).data;
      const mark = meta.closed ? 'closed' : meta.suspended ? 'suspended' : state?.attributes.action;
      expect(mark, label).toBe(MARKS[probe.scenario]);
    }
  }
}

describe.each(ADAPTERS)('isolation via %s', (adapter) => {
  const api = useTarget(adapter);

  it('~200 interleaved concurrent requests across every scenario each answer from their own world', async () => {
    const first = await api.get(`${KEYS}?page[limit]=1`);
    const keyId = (await first.json()).data[0].id as string;
    const all = probes(api.emulator.scenarios, keyId);
    expect(all.length).toBeGreaterThanOrEqual(200);
    // Worlds are built lazily: the burst comes first, while most are still unbuilt.
    const concurrent = await Promise.all(all.map((probe) => ask(api, probe)));
    const sequential: Answer[] = [];
    for (const probe of all) sequential.push(await ask(api, probe));
    for (const [index, probe] of all.entries()) {
      expectOwnWorld(probe, concurrent[index] as Answer);
      expect(concurrent[index], `${probe.scenario} ${probe.via} ${probe.path}`).toEqual(sequential[index]);
    }
    // The switch never changes the data: query and header give the same records.
    for (let index = 0; index < all.length; index++) {
      const probe = all[index] as Probe;
      const twin = all.findIndex(
        (other) => other.scenario === probe.scenario && other.path === probe.path && other.via !== probe.via,
      );
      const strip = (body: string) => body.replace(/"links":\{[^}]*\}/, '');
      expect(strip((sequential[index] as Answer).body)).toBe(strip((sequential[twin] as Answer).body));
    }
  });

  it('requests never change a world: the same request before and after gives the same bytes', async () => {
    const paths = [
      `${KEYS}?page[limit]=100`,
      `${PATH}/${WELL_KNOWN_IDS.active}?include=products,plans`,
      `${PATH}/${WELL_KNOWN_IDS.suspended}`,
    ];
    const before = await Promise.all(paths.map(async (path) => (await api.get(path)).text()));
    await Promise.all(
      api.emulator.scenarios.flatMap((scenario) => [
        api.get(`${KEYS}?scenario=${scenario}&page[offset]=1&page[limit]=2&extra=1`),
        api.get(`${PATH}/${WELL_KNOWN_IDS.active}?include=plans&scenario=${scenario}`),
        api.token({ grant_type: 'implicit', client_id: scenario }),
        api.fetch(KEYS, { method: 'DELETE' }),
      ]),
    );
    const after = await Promise.all(paths.map(async (path) => (await api.get(path)).text()));
    expect(after).toEqual(before);
  });

  it('two emulators with the same seed answer byte-identical bodies; another seed differs', async () => {
    const { createEmulator } = await import('../../src/index.js');
    const twin = createEmulator();
    const other = createEmulator({ seed: 2 });
    const url = `${api.base}${KEYS}?page[limit]=5`;
    const read = async (emulator: typeof twin) => (await call(emulator, url)).text();
    const mine = await (await api.get(`${KEYS}?page[limit]=5`)).text();
    expect(await read(twin)).toBe(mine);
    expect(await read(other)).not.toBe(mine);
  });
});
