import { readFileSync } from 'node:fs';
import { setupServer } from 'msw/node';
import { describe, expect, it } from 'vitest';

// The public surface, pinned: adding or removing an export is a decision, made here on purpose.
describe('public exports', () => {
  it('index.ts exports exactly these names', async () => {
    const index = await import('../../src/index.js');
    expect(Object.keys(index).sort()).toEqual([
      'OptionError',
      'STORE_CREDENTIALS',
      'ValidationError',
      'WELL_KNOWN_IDS',
      'accessTokenRequestSchema',
      'apiErrorSchema',
      'applicationKeyListSchema',
      'applicationKeyResponseSchema',
      'applicationKeySchema',
      'createApplicationKeyRequestSchema',
      'createEmulator',
      'createdApplicationKeySchema',
      'currencyCodeSchema',
      'defineScenario',
      'displayPriceSchema',
      'errorBodySchema',
      'includedSchema',
      'invoiceListSchema',
      'invoicePaymentListSchema',
      'invoicePaymentResponseSchema',
      'invoicePaymentSchema',
      'invoiceResponseSchema',
      'invoiceSchema',
      'offeringSchema',
      'openApiDocument',
      'paymentAuthoritySchema',
      'planSchema',
      'priceFormattingSchema',
      'priceMapSchema',
      'priceSchema',
      'productSchema',
      'relationshipsSchema',
      'subscriptionListSchema',
      'subscriptionResponseSchema',
      'subscriptionSchema',
      'subscriptionStateListSchema',
      'subscriptionStateRequestSchema',
      'subscriptionStateSchema',
      'timestampSchema',
      'tokenResponseSchema',
      'updateApplicationKeyRequestSchema',
    ]);
  });

  it('lists every export by name, once, in public.ts; the entries add only their own createEmulator', () => {
    const read = (file: string) => readFileSync(new URL(`../../src/${file}`, import.meta.url), 'utf8');
    expect(read('public.ts')).not.toMatch(/export\s+(type\s+)?\*/);
    for (const entry of ['index.ts', 'browser.ts']) {
      const stars = read(entry).match(/export\s+(type\s+)?\*[^;]*;/g);
      expect(stars, entry).toEqual(["export * from './public.js';"]);
    }
  });

  it('createEmulator() returns the documented shape', async () => {
    const { createEmulator, WELL_KNOWN_IDS } = await import('../../src/index.js');
    const emulator = createEmulator();
    expect(Object.keys(emulator).sort()).toEqual([
      'clock',
      'handlers',
      'ids',
      'listen',
      'middleware',
      'request',
      'requests',
      'reset',
      'scenarios',
      'session',
      'use',
    ]);
    expect(emulator.ids).toEqual(WELL_KNOWN_IDS);
    expect(emulator.ids).toEqual({
      active: '00000000-0000-4000-8000-000000000001',
      paused: '00000000-0000-4000-8000-000000000002',
      canceled: '00000000-0000-4000-8000-000000000003',
      resumed: '00000000-0000-4000-8000-000000000004',
      closed: '00000000-0000-4000-8000-000000000005',
      suspended: '00000000-0000-4000-8000-000000000006',
    });
    expect(emulator.handlers.length).toBeGreaterThan(0);
    expect(() => setupServer(...emulator.handlers)).not.toThrow();
  });

  it('listen() defaults to a free port on loopback and resolves to { url, close }', async () => {
    const { createEmulator } = await import('../../src/index.js');
    const server = await createEmulator().listen();
    expect(Object.keys(server).sort()).toEqual(['close', 'url']);
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(server.url.endsWith(':0')).toBe(false);
    const response = await fetch(`${server.url}/__emulator/health`);
    expect(response.status).toBe(200);
    await server.close();
    await expect(fetch(`${server.url}/__emulator/health`)).rejects.toThrow();
  });

  it('createEmulator() refuses bad options with a clear TypeError', async () => {
    const { createEmulator } = await import('../../src/index.js');
    expect(() => createEmulator({ scenario: 'nope' })).toThrow(/unknown scenario "nope"/);
    expect(() => createEmulator({ seed: -1 })).toThrow(TypeError);
    expect(() => createEmulator({ now: 'not a date' })).toThrow(TypeError);
    expect(() => createEmulator({ auth: 'maybe' as 'any' })).toThrow(TypeError);
  });
});
