import createClient from 'openapi-fetch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmulator, openApiDocument, type RunningServer, WELL_KNOWN_IDS } from '../src/index.js';
import type { paths } from './support/openapi.generated.js';

// A client generated from the emulator's own OpenAPI document (openapi-typescript's types, openapi-fetch), typed by
// them: it moves a session's clock through the admin API, reads what billing did, and sees the emulator's headers.
let server: RunningServer;
beforeAll(async () => {
  server = await createEmulator().listen();
});
afterAll(() => server.close());

describe('a client generated from the OpenAPI document', () => {
  it('moves the clock, and reads the invoices that billing made', async () => {
    const client = createClient<paths>({ baseUrl: server.url, headers: { Authorization: 'Bearer generated' } });
    const session = { session: 'generated' };
    const before = await client.GET('/__emulator/clock', { params: { query: session } });
    expect(before.data?.now).toBe('2026-01-01T00:00:00Z');
    const invoices = () =>
      client.GET('/v2/subscriptions/subscriptions/{subscription_uuid}/invoices', {
        params: { path: { subscription_uuid: WELL_KNOWN_IDS.active }, query: session },
      });
    const count = (await invoices()).data?.meta.results.total ?? 0;
    const moved = await client.POST('/__emulator/clock', { params: { query: session }, body: { advance: 'P3M' } });
    expect(moved.data).toEqual({ now: '2026-04-01T00:00:00Z', scenario: 'default', session: 'generated' });
    const after = await invoices();
    expect(after.data?.meta.results.total).toBe(count + 3);
    expect(after.response.headers.get('x-emulator-session')).toBe('generated');
    const refused = await client.POST('/__emulator/clock', { params: { query: session }, body: { advance: 'P11Y' } });
    expect(refused.error?.errors[0]?.detail).toContain('at most P10Y');
  });

  it('names every resource, tags the admin API apart, and documents the headers and Retry-After', () => {
    const doc = openApiDocument();
    const schemas = Object.keys(doc.components.schemas);
    for (const name of ['ApplicationKey', 'Subscription', 'Plan', 'Product', 'Offering', 'Invoice', 'InvoicePayment']) {
      expect(schemas).toContain(name);
    }
    const paths = doc.paths as Record<string, Record<string, { tags: string[]; parameters?: unknown[] }>>;
    expect(paths['/__emulator/clock']?.post?.tags).toEqual(['admin']);
    expect(paths['/v2/application-keys']?.get?.tags).toEqual(['api']);
    expect(paths['/v2/application-keys']?.get?.parameters).toContainEqual({
      $ref: '#/components/parameters/ScenarioHeader',
    });
    expect(doc.components.responses.TooManyRequests.headers).toHaveProperty('Retry-After');
  });
});
