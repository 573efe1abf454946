import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cli } from './support/cli.js';

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** A fresh folder holding these files. */
function folder(files: Record<string, unknown>): string {
  const dir = mkdtempSync(join(tmpdir(), 'commerce-emulator-scenarios-'));
  dirs.push(dir);
  for (const [name, content] of Object.entries(files))
    writeFileSync(join(dir, name), typeof content === 'string' ? content : JSON.stringify(content));
  return dir;
}

const COFFEE = {
  name: 'coffee',
  description: 'Coffee Club at 9.99 EUR a month, paused',
  records: {
    subscriptions: [
      {
        subscription: {
          id: '11111111-2222-4333-8444-555555555555',
          attributes: { currency: 'EUR' },
          meta: { paused: true },
        },
        plans: [{ meta: { price: { EUR: { amount: 999 } } } }],
      },
    ],
  },
};
const TRIAL = `export default {
  name: 'few-keys',
  description: 'three keys of our own naming, over the empty world',
  extends: 'empty',
  records: { applicationKeys: [{ name: 'one' }, { name: 'two' }, { name: 'three' }] },
};
`;
const auth = { Authorization: 'Bearer cli' };

describe('--scenarios DIR', () => {
  it('serves a JSON and a JS scenario, and lists them with their files and counts', async () => {
    const dir = folder({ 'coffee.json': COFFEE, 'few-keys.mjs': TRIAL, 'notes.txt': 'not a scenario' });
    const { child, exited, listening } = cli('--port', '0', '--scenarios', dir);
    const url = await listening;
    try {
      const coffee = await fetch(
        `${url}/v2/subscriptions/subscriptions/11111111-2222-4333-8444-555555555555?scenario=coffee`,
        { headers: auth },
      );
      expect(coffee.status).toBe(200);
      expect((await coffee.json()).data.meta).toMatchObject({ paused: true });
      const keys = await (await fetch(`${url}/v2/application-keys?scenario=few-keys`, { headers: auth })).json();
      expect(keys.data.map((key: { name: string }) => key.name)).toEqual(['one', 'two', 'three']);
      const listed = (await (await fetch(`${url}/__emulator/scenarios`)).json()) as {
        scenarios: { name: string; origin: string; keys: number; subscriptions: number }[];
      };
      expect(listed.scenarios.find((s) => s.name === 'coffee')).toMatchObject({
        origin: join(dir, 'coffee.json'),
        keys: 30,
        subscriptions: 7,
      });
      expect(listed.scenarios.find((s) => s.name === 'few-keys')).toMatchObject({
        origin: join(dir, 'few-keys.mjs'),
        keys: 3,
        subscriptions: 0,
      });
      expect(listed.scenarios.find((s) => s.name === 'default')).toMatchObject({ origin: 'built-in' });
    } finally {
      child.kill('SIGTERM');
      await exited;
    }
  });

  it('a broken file: one line per problem on stderr, exit 1', async () => {
    const broken = {
      name: 'broken',
      description: 'x',
      records: {
        applicationKeys: [{ name: '' }],
        subscriptions: [{ subscription: { attributes: { currency: 'Euro' } } }],
      },
    };
    const dir = folder({ 'broken.json': broken });
    const { code, stdout, stderr } = await cli('--port', '0', '--scenarios', dir).exited;
    expect(code).toBe(1);
    expect(stdout).toBe('');
    const lines = stderr.trimEnd().split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(
      new RegExp(
        `^commerce-emulator: ${join(dir, 'broken.json').replaceAll('/', '\\/')}: scenario broken: records\\.applicationKeys\\[0\\]\\.name: `,
      ),
    );
    expect(lines[1]).toMatch(/records\.subscriptions\[0\]\.subscription\.attributes\.currency: .*ISO 4217/);
  });

  it('a file that is not JSON, a module without a default export, and a missing folder each get their line', async () => {
    const dir = folder({ 'bad.json': '{"name": ', 'empty.mjs': 'export const x = 1;\n' });
    const { code, stderr } = await cli('--port', '0', '--scenarios', dir, '--scenarios', join(dir, 'nope')).exited;
    expect(code).toBe(1);
    expect(stderr).toContain(`${join(dir, 'bad.json')}: not valid JSON`);
    expect(stderr).toContain(`${join(dir, 'empty.mjs')}: must default-export`);
    expect(stderr).toContain(`--scenarios ${join(dir, 'nope')}: no such folder`);
    expect(stderr.trimEnd().split('\n')).toHaveLength(3);
  });

  it('two files with the same name: exit 1 naming both', async () => {
    const dir = folder({ 'a.json': COFFEE, 'b.json': { ...COFFEE, description: 'the other one' } });
    const { code, stderr } = await cli('--port', '0', '--scenarios', dir).exited;
    expect(code).toBe(1);
    expect(stderr).toContain(join(dir, 'b.json'));
    expect(stderr).toContain(`already taken by ${join(dir, 'a.json')}`);
  });

  it('--watch picks up a change, survives a broken one, and takes the fix', async () => {
    const dir = folder({ 'coffee.json': COFFEE });
    const { child, exited, listening, output } = cli('--port', '0', '--scenarios', dir, '--watch');
    const url = await listening;
    const described = async () => {
      const listed = (await (await fetch(`${url}/__emulator/scenarios`)).json()) as {
        scenarios: { name: string; description: string }[];
      };
      return listed.scenarios.find((s) => s.name === 'coffee')?.description;
    };
    try {
      await fetch(`${url}/v2/application-keys?scenario=coffee&session=mine`, {
        method: 'POST',
        headers: { ...auth, 'Content-Type': 'application/json' },
        body: JSON.stringify({ data: { type: 'application_key', name: 'before' } }),
      });
      writeFileSync(join(dir, 'coffee.json'), JSON.stringify({ ...COFFEE, description: 'changed' }));
      await output(/reloaded .*coffee\.json: coffee/);
      expect(await described()).toBe('changed');
      const keys = await (
        await fetch(`${url}/v2/application-keys?scenario=coffee&session=mine&page[limit]=100`, { headers: auth })
      ).json();
      expect(keys.data.map((key: { name: string }) => key.name)).not.toContain('before');
      writeFileSync(join(dir, 'coffee.json'), '{"name": "coffee", ');
      await output(/coffee\.json not reloaded, the last good scenarios stay:\n {2}.*not valid JSON/);
      writeFileSync(
        join(dir, 'coffee.json'),
        JSON.stringify({ ...COFFEE, records: { applicationKeys: [{ name: '' }] } }),
      );
      await output(/not reloaded[^\n]*\n {2}.*records\.applicationKeys\[0\]\.name/);
      expect(await described()).toBe('changed');
      expect(
        (
          await fetch(`${url}/v2/subscriptions/subscriptions/11111111-2222-4333-8444-555555555555?scenario=coffee`, {
            headers: auth,
          })
        ).status,
      ).toBe(200);
      writeFileSync(join(dir, 'coffee.json'), JSON.stringify({ ...COFFEE, description: 'fixed' }));
      await output(/reloaded .*coffee\.json: coffee\n[\s\S]*reloaded .*coffee\.json: coffee/);
      expect(await described()).toBe('fixed');
    } finally {
      child.kill('SIGTERM');
      await exited;
    }
  });

  it('--watch without --scenarios is a usage error', async () => {
    const { code, stderr } = await cli('--watch').exited;
    expect(code).toBe(1);
    expect(stderr).toMatch(/^commerce-emulator: --watch needs --scenarios DIR[^\n]*\n$/);
  });
});
