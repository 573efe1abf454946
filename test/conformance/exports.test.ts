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
      'SessionGoneError',
      'ValidationError',
      'WELL_KNOWN_IDS',
      'accessTokenRequestSchema',
      'addOfferingPlanPricingOptions2026RequestSchema',
      'apiErrorSchema',
      'applicationKeyListSchema',
      'applicationKeyResponseSchema',
      'applicationKeySchema',
      'attachOfferingFeature2026RequestSchema',
      'attachOfferingPlan2024RequestSchema',
      'attachOfferingProduct2024RequestSchema',
      'attachedOfferingFeatures2026Schema',
      'billingRunReportSchema',
      'buildOffering2024RequestSchema',
      'buildOffering2026RequestSchema',
      'changeState2024RequestSchema',
      'changeState2026RequestSchema',
      'createApplicationKeyRequestSchema',
      'createDunningRuleRequestSchema',
      'createEmulator',
      'createFeature2026RequestSchema',
      'createImportRequestSchema',
      'createInvoicePaymentRefund2026RequestSchema',
      'createJob2024RequestSchema',
      'createJob2026RequestSchema',
      'createOffering2024RequestSchema',
      'createOffering2026RequestSchema',
      'createOfferingFeature2026RequestSchema',
      'createOfferingPlan2026RequestSchema',
      'createOfferingPricingOption2026RequestSchema',
      'createPlan2024RequestSchema',
      'createProduct2024RequestSchema',
      'createProrationPolicyRequestSchema',
      'createSchedule2024RequestSchema',
      'createSchedule2026RequestSchema',
      'createSubscriber2024RequestSchema',
      'createSubscriber2026RequestSchema',
      'createSubscription2024RequestSchema',
      'createSubscription2026RequestSchema',
      'createdApplicationKeySchema',
      'currencyCodeSchema',
      'defineScenario',
      'displayPrice2026Schema',
      'displayPriceSchema',
      'dunningRuleListSchema',
      'dunningRuleResponseSchema',
      'dunningRuleSchema',
      'errorBodySchema',
      'feature2026Schema',
      'featureConfigurationSchema',
      'featureList2026Schema',
      'featurePlanConfigurationSchema',
      'featureResponse2026Schema',
      'import2024Schema',
      'import2026Schema',
      'importError2026Schema',
      'importErrorList2026Schema',
      'importList2024Schema',
      'importList2026Schema',
      'importResponse2024Schema',
      'importResponse2026Schema',
      'includedSchema',
      'invoice2026Schema',
      'invoiceList2026Schema',
      'invoiceListSchema',
      'invoicePaymentListSchema',
      'invoicePaymentRefund2026Schema',
      'invoicePaymentRefundList2026Schema',
      'invoicePaymentRefundResponse2026Schema',
      'invoicePaymentResponseSchema',
      'invoicePaymentSchema',
      'invoiceResponse2026Schema',
      'invoiceResponseSchema',
      'invoiceSchema',
      'job2026Schema',
      'jobList2026Schema',
      'jobListSchema',
      'jobResponse2026Schema',
      'jobResponseSchema',
      'jobSchema',
      'leadTimeSchema',
      'manageProrationsOnOffering2024RequestSchema',
      'manageSubscriptionPlans2026RequestSchema',
      'manageSubscriptionProducts2024RequestSchema',
      'notificationRunReportSchema',
      'notificationScheduleSchema',
      'offering2026Schema',
      'offeringFeature2026Schema',
      'offeringFeatureList2026Schema',
      'offeringFeatureResponse2026Schema',
      'offeringIncludes2026Schema',
      'offeringList2026Schema',
      'offeringListSchema',
      'offeringPlan2026Schema',
      'offeringPlanList2026Schema',
      'offeringPlanListSchema',
      'offeringPlanPricingOptions2026Schema',
      'offeringPlanResponse2026Schema',
      'offeringPlanResponseSchema',
      'offeringProductListSchema',
      'offeringResponse2026Schema',
      'offeringResponseSchema',
      'offeringSchema',
      'openApiDocument',
      'paymentAuthority2026Schema',
      'paymentAuthoritySchema',
      'paymentRunReportSchema',
      'planSchema',
      'priceFormattingSchema',
      'priceMap2026Schema',
      'priceMapSchema',
      'priceSchema',
      'pricingOption2026Schema',
      'pricingOptionList2026Schema',
      'pricingOptionResponse2026Schema',
      'productSchema',
      'prorationPolicyListSchema',
      'prorationPolicyRelationshipSchema',
      'prorationPolicyResponseSchema',
      'prorationPolicySchema',
      'relationshipsSchema',
      'removeOfferingPlanPricingOptions2026RequestSchema',
      'replaceOfferingProduct2024RequestSchema',
      'schedule2026Schema',
      'scheduleList2026Schema',
      'scheduleListSchema',
      'scheduleResponse2026Schema',
      'scheduleResponseSchema',
      'scheduleSchema',
      'storePlanListSchema',
      'storePlanResponseSchema',
      'storePlanSchema',
      'storeProductListSchema',
      'storeProductResponseSchema',
      'storeProductSchema',
      'subscriber2026Schema',
      'subscriberList2026Schema',
      'subscriberListSchema',
      'subscriberResponse2026Schema',
      'subscriberResponseSchema',
      'subscriberSchema',
      'subscription2026Schema',
      'subscriptionIncludes2026Schema',
      'subscriptionList2026Schema',
      'subscriptionListSchema',
      'subscriptionPlanList2026Schema',
      'subscriptionPlanListSchema',
      'subscriptionPriceChangesSchema',
      'subscriptionPriceUpdateHistoryEntrySchema',
      'subscriptionPricingOptionList2026Schema',
      'subscriptionProductListSchema',
      'subscriptionResponse2026Schema',
      'subscriptionResponseSchema',
      'subscriptionSchema',
      'subscriptionState2026Schema',
      'subscriptionStateList2026Schema',
      'subscriptionStateListSchema',
      'subscriptionStateRequestSchema',
      'subscriptionStateResponse2026Schema',
      'subscriptionStateResponseSchema',
      'subscriptionStateSchema',
      'subscriptionUpdateReportSchema',
      'taxItemSchema',
      'taxRunReportSchema',
      'timestampSchema',
      'tokenResponseSchema',
      'updateApplicationKeyRequestSchema',
      'updateDunningRuleRequestSchema',
      'updateFeature2026RequestSchema',
      'updateInvoicePaymentRequestSchema',
      'updateOffering2024RequestSchema',
      'updateOffering2026RequestSchema',
      'updateOfferingFeature2026RequestSchema',
      'updateOfferingPlan2024RequestSchema',
      'updateOfferingPlan2026RequestSchema',
      'updateOfferingPricingOption2026RequestSchema',
      'updateOfferingProduct2024RequestSchema',
      'updatePlan2024RequestSchema',
      'updateProduct2024RequestSchema',
      'updateProrationPolicyRequestSchema',
      'updateSchedule2024RequestSchema',
      'updateSchedule2026RequestSchema',
      'updateSubscriber2024RequestSchema',
      'updateSubscriber2026RequestSchema',
      'updateSubscription2024RequestSchema',
      'updateSubscription2026RequestSchema',
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
