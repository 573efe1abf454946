import { describe, expect, it } from 'vitest';
import {
  type ApplicationKeyList,
  applicationKeyListSchema,
  applicationKeyResponseSchema,
  createdApplicationKeySchema,
} from '../../src/index.js';
import { ADAPTERS, AUTH, type Target, useTarget } from '../support/adapters.js';
import { expectCreated, expectError, expectJson, expectOk } from './expect.js';

const KEYS = '/v2/application-keys';
const JSON_HEADERS = { ...AUTH, 'Content-Type': 'application/json' };

/** A write: JSON body (or raw text), in a session of the test's own unless `session` says otherwise. */
function send(
  api: Target,
  method: string,
  path: string,
  body: unknown,
  session: string,
  headers: Record<string, string> = JSON_HEADERS,
) {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return api.fetch(path, { method, headers: { ...headers, 'X-Emulator-Session': session }, body: text });
}

async function list(api: Target, session: string): Promise<ApplicationKeyList> {
  return expectOk(
    await api.get(`${KEYS}?page[limit]=100`, { 'X-Emulator-Session': session }),
    applicationKeyListSchema,
  );
}

describe.each(ADAPTERS)('application key writes via %s', (adapter) => {
  const api = useTarget(adapter);
  const create = (session: string, data: Record<string, unknown>) =>
    send(api, 'POST', KEYS, { data: { type: 'application_key', ...data } }, session);

  it('POST creates a key: 201, the secret shown this once, at the end of the list, totals following', async () => {
    const before = await list(api, 'create');
    const response = await create('create', { name: 'Storefront (test)', reserved_rate_limit: 0 });
    expect(response.headers.get('x-emulator-session')).toBe('create');
    const { data, links } = await expectCreated(response, createdApplicationKeySchema);
    expect(data).toMatchObject({ type: 'application_key', name: 'Storefront (test)', reserved_rate_limit: 0 });
    expect(data.client_secret).toMatch(/^[A-Za-z0-9]{40}$/);
    expect(data.client_id).toMatch(/^[A-Za-z0-9]{40}$/);
    expect(data.meta.timestamps).toEqual({
      created_at: '2026-01-01T00:00:00Z',
      updated_at: '2026-01-01T00:00:00Z',
      last_used_at: '2026-01-01T00:00:00Z',
    });
    expect(links.self).toBe(`${api.base}${KEYS}/${data.id}`);
    const after = await list(api, 'create');
    expect(after.meta.results.total).toBe(before.meta.results.total + 1);
    const { client_secret: _secret, links: _links, ...key } = data;
    expect(after.data.at(-1)).toEqual(key);
    const one = await expectOk(
      await api.get(`${KEYS}/${data.id}`, { 'X-Emulator-Session': 'create' }),
      applicationKeyResponseSchema,
    );
    expect(one.data).not.toHaveProperty('client_secret');
    expect(JSON.stringify(after)).not.toContain(data.client_secret);
  });

  it('reserved_rate_limit defaults to 0, and the total follows creates, updates and deletes', async () => {
    const total = (await list(api, 'totals')).meta.total_reserved_rate_limit;
    const { data } = await expectCreated(await create('totals', { name: 'zero' }), createdApplicationKeySchema);
    expect(data.reserved_rate_limit).toBe(0);
    const room = 100 - total;
    await expectOk(
      await send(
        api,
        'PUT',
        `${KEYS}/${data.id}`,
        { data: { type: 'application_key', reserved_rate_limit: room } },
        'totals',
      ),
      applicationKeyResponseSchema,
    );
    expect((await list(api, 'totals')).meta.total_reserved_rate_limit).toBe(100);
    expect((await send(api, 'DELETE', `${KEYS}/${data.id}`, '', 'totals')).status).toBe(204);
    expect((await list(api, 'totals')).meta.total_reserved_rate_limit).toBe(total);
  });

  it('PUT changes name and share, moves updated_at, keeps the rest; the list shows it in place', async () => {
    const [first] = (await list(api, 'update')).data;
    const id = first?.id as string;
    const body = { data: { type: 'application_key', name: 'Renamed' } };
    const { data, links } = await expectOk(
      await send(api, 'PUT', `${KEYS}/${id}`, body, 'update'),
      applicationKeyResponseSchema,
    );
    expect(data).toMatchObject({
      id,
      name: 'Renamed',
      client_id: first?.client_id,
      reserved_rate_limit: first?.reserved_rate_limit,
    });
    expect(data.meta.timestamps.updated_at).toBe('2026-01-01T00:00:00Z');
    expect(data.meta.timestamps.created_at).toBe(first?.meta.timestamps.created_at);
    expect(links.self).toBe(`${api.base}${KEYS}/${id}`);
    const again = await list(api, 'update');
    expect(again.data[0]?.name).toBe('Renamed');
    expect(again.data.map((key) => key.id)).toEqual((await list(api, 'default')).data.map((key) => key.id));
  });

  it('DELETE is a 204 with no body; the key is gone from the list and by id; a second DELETE is a 404', async () => {
    const keys = (await list(api, 'delete')).data;
    const gone = keys[3]?.id as string;
    const response = await send(api, 'DELETE', `${KEYS}/${gone}`, '', 'delete');
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
    expect(response.headers.get('x-emulator-scenario')).toBe('default');
    const after = await list(api, 'delete');
    expect(after.data.map((key) => key.id)).toEqual(keys.map((key) => key.id).filter((id) => id !== gone));
    expect(after.meta.results.total).toBe(keys.length - 1);
    await expectError(await api.get(`${KEYS}/${gone}`, { 'X-Emulator-Session': 'delete' }), 404, gone);
    await expectError(await send(api, 'DELETE', `${KEYS}/${gone}`, '', 'delete'), 404, gone);
    await expectError(await send(api, 'PUT', `${KEYS}/${gone}`, { data: { type: 'application_key' } }, 'delete'), 404);
  });

  it('a created key can be changed and deleted too, and pages stay cut by position after deletes', async () => {
    const { data } = await expectCreated(await create('mixed', { name: 'temporary' }), createdApplicationKeySchema);
    const keys = (await list(api, 'mixed')).data;
    for (const id of [keys[0]?.id, keys[10]?.id, keys[11]?.id])
      expect((await send(api, 'DELETE', `${KEYS}/${id}`, '', 'mixed')).status).toBe(204);
    await expectOk(
      await send(api, 'PUT', `${KEYS}/${data.id}`, { data: { type: 'application_key', name: 'kept' } }, 'mixed'),
      applicationKeyResponseSchema,
    );
    const all = (await list(api, 'mixed')).data;
    expect(all).toHaveLength(28);
    expect(all.at(-1)?.name).toBe('kept');
    const page = await expectOk(
      await api.get(`${KEYS}?page[offset]=9&page[limit]=3`, { 'X-Emulator-Session': 'mixed' }),
      applicationKeyListSchema,
    );
    expect(page.data).toEqual(all.slice(9, 12));
    expect(page.meta.results.total).toBe(28);
  });

  it.each([
    [{}, ['data: ']],
    [{ data: { name: 'x' } }, ['data.type: ']],
    [{ data: { type: 'application_key' } }, ['data.name: ']],
    [{ data: { type: 'application_key', name: '' } }, ['data.name: ']],
    [{ data: { type: 'application_key', name: 'x'.repeat(256) } }, ['data.name: ']],
    [{ data: { type: 'application_key', name: 'x', reserved_rate_limit: -1 } }, ['data.reserved_rate_limit: ']],
    [{ data: { type: 'application_key', name: 'x', reserved_rate_limit: 1.5 } }, ['data.reserved_rate_limit: ']],
    [
      { data: { type: 'key', name: 7, reserved_rate_limit: 'ten' } },
      ['data.type: ', 'data.name: ', 'data.reserved_rate_limit: '],
    ],
  ])('POST %j is a 400 naming every problem', async (body, problems) => {
    const error = await expectError(
      await create('invalid', {}).then(() => send(api, 'POST', KEYS, body, 'invalid')),
      400,
    );
    for (const problem of problems) expect(error.errors[0]?.detail).toContain(problem);
  });

  it('a body that is not JSON is a 400; another content type a 415; over 16 KiB a 413', async () => {
    await expectError(await send(api, 'POST', KEYS, '{"data":', 'bad'), 400, 'not valid JSON');
    await expectError(await send(api, 'POST', KEYS, '', 'bad'), 400, 'empty');
    const form = { ...AUTH, 'Content-Type': 'application/x-www-form-urlencoded' };
    await expectError(await send(api, 'POST', KEYS, 'name=x', 'bad', form), 415, 'application/json');
    const big = { data: { type: 'application_key', name: 'x', padding: 'p'.repeat(17_000) } };
    await expectError(await send(api, 'POST', KEYS, big, 'bad'), 413);
    expect((await list(api, 'bad')).meta.results.total).toBe(30);
  });

  it('unknown attributes are ignored', async () => {
    const { data } = await expectCreated(
      await create('extra', { name: 'x', colour: 'red' }),
      createdApplicationKeySchema,
    );
    expect(data).not.toHaveProperty('colour');
  });

  it('a share that takes the sum over the store limit is a 409 on create and on update', async () => {
    const total = (await list(api, 'limit')).meta.total_reserved_rate_limit;
    await expectError(
      await create('limit', { name: 'greedy', reserved_rate_limit: 101 - total }),
      409,
      'exceed the maximum',
    );
    const { data } = await expectCreated(
      await create('limit', { name: 'fits', reserved_rate_limit: 100 - total }),
      createdApplicationKeySchema,
    );
    const more = { data: { type: 'application_key', reserved_rate_limit: 101 - total } };
    await expectError(
      await send(api, 'PUT', `${KEYS}/${data.id}`, more, 'limit'),
      409,
      'requested reserved rate limit',
    );
    expect((await list(api, 'limit')).meta.total_reserved_rate_limit).toBe(100);
  });

  it('the body check comes before the record check, and both after auth', async () => {
    await expectError(await send(api, 'PUT', `${KEYS}/nope`, { data: {} }, 'order'), 400, 'data.type');
    await expectError(await send(api, 'PUT', `${KEYS}/nope`, { data: { type: 'application_key' } }, 'order'), 404);
    const noAuth = { 'Content-Type': 'application/json' };
    await expectError(await send(api, 'POST', KEYS, {}, 'order', noAuth), 401);
  });

  it('scenario behaviour applies to writes too', async () => {
    const response = await send(api, 'POST', `${KEYS}?scenario=rate-limited`, { data: {} }, 'behaviour');
    await expectError(response, 429, undefined, { scenario: 'rate-limited' });
  });

  it('writes are dated by the session clock, one second apart, and the same writes make the same keys', async () => {
    const made = async (session: string) => {
      const a = await expectCreated(await create(session, { name: 'a' }), createdApplicationKeySchema);
      const b = await expectCreated(await create(session, { name: 'b' }), createdApplicationKeySchema);
      return [a.data, b.data];
    };
    const [a, b] = await made('clock-1');
    expect(a?.meta.timestamps.created_at).toBe('2026-01-01T00:00:00Z');
    expect(b?.meta.timestamps.created_at).toBe('2026-01-01T00:00:01Z');
    const again = await made('clock-2');
    expect(again.map((key) => key?.id)).not.toEqual([a?.id, b?.id]);
    api.emulator.reset();
    expect(await made('clock-1')).toEqual([a, b]);
  });
});

describe.each(ADAPTERS)('application key writes with strictParams via %s', (adapter) => {
  const api = useTarget(adapter, { strictParams: true });

  it('unknown attributes are a 400 naming them', async () => {
    const body = { data: { type: 'application_key', name: 'x', colour: 'red' } };
    await expectError(await send(api, 'POST', KEYS, body, 'strict'), 400, 'colour');
    expect(
      (await send(api, 'POST', `${KEYS}?session=strict`, { data: { type: 'application_key', name: 'x' } }, 'strict'))
        .status,
    ).toBe(201);
  });
});

describe.each(ADAPTERS)('application keys in strict auth via %s', (adapter) => {
  const api = useTarget(adapter, { auth: 'strict' });

  it('a created key’s credentials get a token of its session, not another; its tokens stop when it is deleted', async () => {
    const store = await expectJson(
      await api.token({
        grant_type: 'client_credentials',
        client_id: 'commerce-emulator',
        client_secret: 'commerce-emulator-secret',
      }),
      200,
    );
    const admin = {
      Authorization: `Bearer ${(store as { access_token: string }).access_token}`,
      'Content-Type': 'application/json',
    };
    const created = await expectCreated(
      await send(api, 'POST', KEYS, { data: { type: 'application_key', name: 'app' } }, 'alice', admin),
      createdApplicationKeySchema,
    );
    const credentials = {
      grant_type: 'client_credentials',
      client_id: created.data.client_id,
      client_secret: created.data.client_secret,
    };
    // Named elsewhere, the key is not there; named nowhere, the token is of the session the key was made in.
    await expectError(await api.token(credentials, '/oauth/access_token?session=bob'), 401, 'session bob');
    const remembered = (await expectJson(await api.token(credentials), 200)) as { access_token: string };
    const onlyToken = { Authorization: `Bearer ${remembered.access_token}` };
    const read = (await expectJson(await api.get(`${KEYS}?page[limit]=100`, onlyToken), 200)) as {
      data: { id: string }[];
    };
    expect(read.data.map((key) => key.id)).toContain(created.data.id);
    const token = await expectJson(await api.token(credentials, '/oauth/access_token?session=alice'), 200);
    const mine = {
      Authorization: `Bearer ${(token as { access_token: string }).access_token}`,
      'X-Emulator-Session': 'alice',
    };
    expect((await api.get(KEYS, mine)).status).toBe(200);
    await expectError(
      await api.token({ ...credentials, client_secret: 'wrong' }, '/oauth/access_token?session=alice'),
      401,
    );
    expect((await send(api, 'DELETE', `${KEYS}/${created.data.id}`, '', 'alice', admin)).status).toBe(204);
    await expectError(await api.get(KEYS, mine), 401, 'deleted');
  });
});
