import { Ajv2020 } from 'ajv/dist/2020.js';
import formats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MONTHLY_RULES } from '../../test/support/plans.js';
import { REQUESTS as REQUEST_BODIES } from './registry.js';
import * as requests from './requests-catalog.js';
import * as v2024 from './v2024.js';
import * as v2026 from './v2026.js';

// Every sample below was checked, with a throwaway script, against the JSON Schema of the matching component or
// request body of the published documents (subscriptions-2026.yaml, subscriptions-2024.yaml): the valid ones pass
// them, the invalid ones fail them (but for the prose rules of BuildSubscription, which only the zod schema checks).
// The test reads no document: it checks the samples against the zod schemas and against the JSON Schema zod makes of
// them (what the emulator's OpenAPI document publishes), with ajv.

// samples:begin
const T = '2026-01-10T11:41:19Z';
const LATER = '2026-02-10T11:41:19Z';
const OFFERING = '8a0c4bde-5d0c-4f1e-9a52-0f4c3c0c7a11';
const PLAN = '2c5e8f0a-3b1d-4c6e-8f2a-1d3b5c7e9f01';
const PLAN_2 = '5f7a9c1e-2d4b-4e6f-8a0c-3e5d7f9b1c02';
const OPTION = '7d9f1b3c-5e7a-4c9e-b1d3-5f7a9c1e3b03';
const FEATURE = '9b1d3f5a-7c9e-4b1d-a3f5-7b9d1f3a5c04';
const FEATURE_2 = 'a3c5e7f9-1b3d-4f5a-87c9-e1a3c5e7f905';
const POLICY = 'c7e9a1b3-d5f7-4a9c-9e1b-3d5f7a9c1e06';
const SUBSCRIPTION = 'e1a3c5e7-f9b1-4d3f-a5c7-e9a1b3d5f707';
const ACCOUNT = '3d5f7a9c-1e3b-4d5f-97a9-c1e3b5d7f908';
const ADDRESS = '5a7c9e1b-3d5f-4a7c-9e1b-3d5f7a9c1e09';
const STATE = '7c9e1b3d-5f7a-4c9e-a1b3-d5f7a9c1e310';
const PRODUCT = '9e1b3d5f-7a9c-4e1b-b3d5-f7a9c1e3b511';
const timestamps = { created_at: T, updated_at: T };
const links = {
  current: 'https://useast.api.elasticpath.com/v2/subscriptions/offerings?page%5Boffset%5D=0&page%5Blimit%5D=25',
  first: 'https://useast.api.elasticpath.com/v2/subscriptions/offerings?page%5Boffset%5D=0&page%5Blimit%5D=25',
  last: 'https://useast.api.elasticpath.com/v2/subscriptions/offerings?page%5Boffset%5D=0&page%5Blimit%5D=25',
  next: null,
  prev: null,
};
const listMeta = { page: { limit: 25, offset: 0, current: 1, total: 1 }, results: { total: 1 } };
const displayPrice = {
  without_tax: { amount: 500, currency: 'USD', formatted: '$5.00' },
  with_tax: { amount: 550, currency: 'USD', formatted: '$5.50' },
};
const itemizedDisplayPrice = { ...displayPrice, tax: { amount: 50, currency: 'USD', formatted: '$0.50' } };

const offering2026 = {
  id: OFFERING,
  type: 'subscription_offering',
  attributes: {
    external_ref: 'off-magazine',
    name: 'Magazine',
    description: 'A lovely magazine that is published every month.',
    ...timestamps,
  },
  relationships: {
    proration_policy: {
      data: { type: 'subscription_proration_policy', id: POLICY },
      links: { related: `/v2/subscriptions/proration-policies/${POLICY}` },
    },
    plans: { data: [{ type: 'subscription_offering_plan', id: PLAN }] },
  },
  meta: { external_plan_refs: ['pln-print'], owner: 'store', timestamps },
};
const offeringPlan2026 = {
  id: PLAN,
  type: 'subscription_offering_plan',
  attributes: {
    external_ref: 'pln-print',
    name: 'Print edition',
    description: 'The magazine on paper.',
    sku: 'MAG-PRINT',
    main_image: 'https://images.example.com/print.jpg',
    price: { USD: { amount: 500, includes_tax: false } },
    price_units: { unit: 'month', amount: 1 },
    feature_configurations: {
      [FEATURE]: { type: 'access' },
      [FEATURE_2]: { type: 'usage', default_value: 10 },
    },
    ...timestamps,
  },
  relationships: { pricing_options: { data: [{ type: 'subscription_offering_pricing_option', id: OPTION }] } },
  meta: {
    prices: { [OPTION]: { price: { USD: { amount: 450, includes_tax: false } }, display_price: displayPrice } },
    display_price: displayPrice,
    owner: 'store',
    timestamps,
    active_plan: true,
  },
};
const pricingOption2026 = {
  id: OPTION,
  type: 'subscription_offering_pricing_option',
  attributes: {
    external_ref: 'po-monthly',
    name: 'Monthly',
    description: 'Billed every month.',
    billing_interval_type: 'month',
    billing_frequency: 1,
    trial_period: 0,
    lead_time: { type: 'day', time: 7 },
    notification_schedule: [{ name: 'A week before', unit: 'week', amount: 1 }],
    plan_length: 12,
    end_behavior: 'roll',
    can_pause: true,
    can_resume: true,
    can_cancel: true,
    base_price_percentage: 10,
    fixed_price: { USD: { amount: 450 } },
    ...timestamps,
  },
  meta: {
    prices: { [PLAN]: { price: { USD: { amount: 450 } }, display_price: itemizedDisplayPrice } },
    price: { USD: { amount: 450, includes_tax: false } },
    display_price: displayPrice,
    active_pricing_option: true,
    owner: 'store',
    timestamps,
  },
};
const feature2026 = {
  id: FEATURE,
  type: 'subscription_feature',
  attributes: {
    external_ref: 'feat-library',
    name: 'Digital library',
    description: 'Access to over 100 ebooks via the digital library.',
    configuration: { type: 'access', tag: 'digital_library_access' },
  },
  meta: { owner: 'store', timestamps },
};
const offeringFeature2026 = {
  id: FEATURE_2,
  type: 'subscription_offering_feature',
  attributes: {
    name: 'Downloads',
    configuration: { type: 'usage', tag: 'downloads', label: 'Digital downloads', default_value: 10 },
    ...timestamps,
  },
  relationships: { offering: { data: { type: 'subscription_offering', id: OFFERING } } },
  meta: { owner: 'organization', timestamps },
};
const promotionFeature2026 = {
  type: 'subscription_offering_feature',
  attributes: {
    name: 'Member prices',
    configuration: {
      type: 'promotion',
      promotions: [
        { name: 'Ten percent off', tag: 'ten_off', promotion_id: POLICY },
        { name: 'Free P&P', tag: 'free-pp' },
      ],
    },
  },
  meta: { owner: 'store', timestamps },
};
const state2026 = {
  id: STATE,
  type: 'subscription_state',
  attributes: { action: 'cancel', cancel_immediately: true },
  meta: { created_at: T },
};
const subscription2026 = {
  id: SUBSCRIPTION,
  type: 'subscription',
  attributes: {
    external_ref: 'sub-ada',
    account_id: ACCOUNT,
    address_id: ADDRESS,
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    offering: offering2026,
    pricing_option_id: OPTION,
    plan_id: PLAN,
    currency: 'USD',
    payment_authority: {
      type: 'stripe_payment_intents',
      customer_id: 'cus_OPfKlxWV3hp9h6',
      card_id: 'card_8Diw3FQPhxK27WADPVMeXieP',
    },
  },
  relationships: { plans: { data: [{ type: 'subscription_offering_plan', id: PLAN }] } },
  meta: {
    owner: 'store',
    timestamps: { ...timestamps, end_date: LATER, go_live_after: T, go_live: T },
    status: 'active',
    state: {
      type: 'subscription_state',
      attributes: { action: 'pause' },
      meta: { created_at: T, canceled: false, paused: true, closed: false, suspended: false, invoice_after: T },
    },
    manual_payments: false,
    first_invoice_prepaid: false,
    canceled: false,
    paused: true,
    closed: false,
    suspended: false,
    pending: false,
    invoice_after: LATER,
    pending_price_change: {
      plan_prices: { [PLAN]: { USD: { amount: 600, includes_tax: false } } },
      pricing_option_prices: { [OPTION]: { base_price_percentage: 5, fixed_price: { USD: { amount: 550 } } } },
    },
    price_update_history: [{ price_changes: { plan_prices: { [PLAN]: { USD: { amount: 400 } } } }, valid_until: T }],
  },
  state: {
    type: 'subscription_state',
    attributes: { action: 'pause' },
    meta: { created_at: T },
  },
};
const authorizeNetSubscription2026 = {
  ...subscription2026,
  attributes: {
    ...subscription2026.attributes,
    payment_authority: { type: 'authorize_net', payment_profile_id: '1511660856', customer_profile_id: '1511736979' },
  },
};

const storeProduct = {
  id: PRODUCT,
  type: 'subscription_product',
  attributes: {
    external_ref: 'prd-magazine',
    name: 'Magazine',
    description: 'A lovely magazine that is published every month.',
    sku: 'MAGAZINE1',
    main_image: 'https://magazine.com/cover.jpg',
    price: { USD: { amount: 100, includes_tax: false }, GBP: { amount: 90, includes_tax: true } },
    price_units: { unit: 'day', amount: 7 },
    ...timestamps,
  },
  meta: { display_price: displayPrice, owner: 'store', timestamps },
};
const billing2024 = {
  external_ref: 'pln-monthly',
  name: 'Monthly',
  description: 'A monthly subscription.',
  billing_interval_type: 'month',
  billing_frequency: 1,
  trial_period: 7,
  plan_length: 12,
  end_behavior: 'close',
  can_pause: false,
  can_resume: false,
  can_cancel: true,
  base_price_percentage: 90,
  fixed_price: { USD: { amount: 100, includes_tax: false } },
};
const storePlan = {
  id: PLAN,
  type: 'subscription_plan',
  attributes: { ...billing2024, ...timestamps },
  meta: { owner: 'store', timestamps },
};
const offering2024 = {
  id: OFFERING,
  type: 'subscription_offering',
  attributes: { external_ref: 'off-magazine', name: 'Magazine', ...timestamps },
  relationships: { products: { data: [{ type: 'subscription_offering_product', id: PRODUCT }] } },
  meta: { external_product_refs: ['prd-magazine'], owner: 'store', timestamps },
};
const offeringProduct2024 = {
  ...storeProduct,
  type: 'subscription_offering_product',
  relationships: { offering: { data: { type: 'subscription_offering', id: OFFERING } } },
};
const offeringPlan2024 = {
  id: PLAN,
  type: 'subscription_offering_plan',
  attributes: { ...billing2024, ...timestamps },
  meta: {
    price: { USD: { amount: 100, includes_tax: false } },
    display_price: displayPrice,
    active_plan: true,
    owner: 'store',
    timestamps,
  },
};
const state2024 = {
  id: STATE,
  type: 'subscription_state',
  attributes: { action: 'pause' },
  meta: { created_at: T, canceled: false, paused: true, closed: false, suspended: false, invoice_after: T },
};

/** An answer schema, its valid samples (each also valid for the document's component or body). */
const ANSWERS: [string, z.ZodType, unknown[]][] = [
  ['Offering2026', v2026.offering2026Schema, [offering2026]],
  ['OfferingPlan2026', v2026.offeringPlan2026Schema, [offeringPlan2026]],
  ['PricingOption2026', v2026.pricingOption2026Schema, [pricingOption2026]],
  ['Feature', v2026.feature2026Schema, [feature2026]],
  ['OfferingFeature', v2026.offeringFeature2026Schema, [offeringFeature2026, promotionFeature2026]],
  [
    'OfferingIncluded2026',
    v2026.offeringIncludes2026Schema,
    [{ features: [offeringFeature2026], plans: [offeringPlan2026], pricing_options: [pricingOption2026] }, {}],
  ],
  ['SubscriptionIncluded2026', v2026.subscriptionIncludes2026Schema, [{ plans: [offeringPlan2026] }]],
  ['SubscriptionState2026', v2026.subscriptionState2026Schema, [state2026]],
  ['Subscription2026', v2026.subscription2026Schema, [subscription2026, authorizeNetSubscription2026]],
  [
    'OfferingResponse2026',
    v2026.offeringResponse2026Schema,
    [{ data: offering2026, included: { plans: [offeringPlan2026] } }, { data: offering2026 }],
  ],
  [
    'OfferingList2026',
    v2026.offeringList2026Schema,
    [{ data: [offering2026], included: { pricing_options: [pricingOption2026] }, links, meta: listMeta }],
  ],
  ['OfferingPlanList2026', v2026.offeringPlanList2026Schema, [{ data: [offeringPlan2026], links, meta: listMeta }]],
  ['OfferingPlanResponse2026', v2026.offeringPlanResponse2026Schema, [{ data: offeringPlan2026 }]],
  ['PricingOptionList2026', v2026.pricingOptionList2026Schema, [{ data: [pricingOption2026], links, meta: listMeta }]],
  ['PricingOptionResponse2026', v2026.pricingOptionResponse2026Schema, [{ data: pricingOption2026 }]],
  ['FeatureList2026', v2026.featureList2026Schema, [{ data: [feature2026], links, meta: listMeta }]],
  ['FeatureResponse2026', v2026.featureResponse2026Schema, [{ data: feature2026 }]],
  [
    'OfferingFeatureList2026',
    v2026.offeringFeatureList2026Schema,
    [{ data: [offeringFeature2026, promotionFeature2026], links, meta: listMeta }],
  ],
  ['OfferingFeatureResponse2026', v2026.offeringFeatureResponse2026Schema, [{ data: offeringFeature2026 }]],
  ['AttachedOfferingFeatures2026', v2026.attachedOfferingFeatures2026Schema, [{ data: [offeringFeature2026] }]],
  [
    'OfferingPlanPricingOptions2026',
    v2026.offeringPlanPricingOptions2026Schema,
    [{ data: [{ type: 'subscription_offering_pricing_option', id: OPTION }] }],
  ],
  [
    'SubscriptionResponse2026',
    v2026.subscriptionResponse2026Schema,
    [{ data: subscription2026, included: { plans: [offeringPlan2026], pricing_options: [pricingOption2026] } }],
  ],
  ['SubscriptionList2026', v2026.subscriptionList2026Schema, [{ data: [subscription2026], links, meta: listMeta }]],
  ['SubscriptionPlanList2026', v2026.subscriptionPlanList2026Schema, [{ data: [offeringPlan2026] }]],
  ['SubscriptionPricingOptionList2026', v2026.subscriptionPricingOptionList2026Schema, [{ data: [pricingOption2026] }]],
  ['SubscriptionStateList2026', v2026.subscriptionStateList2026Schema, [{ data: [state2026] }]],
  ['SubscriptionStateResponse2026', v2026.subscriptionStateResponse2026Schema, [{ data: state2026 }]],
  ['StoreProduct', v2024.storeProductSchema, [storeProduct]],
  ['StorePlan', v2024.storePlanSchema, [storePlan]],
  ['StoreProductResponse', v2024.storeProductResponseSchema, [{ data: storeProduct }]],
  ['StoreProductList', v2024.storeProductListSchema, [{ data: [storeProduct], links, meta: listMeta }]],
  ['StorePlanResponse', v2024.storePlanResponseSchema, [{ data: storePlan }]],
  ['StorePlanList', v2024.storePlanListSchema, [{ data: [storePlan], links, meta: listMeta }]],
  [
    'OfferingResponse',
    v2024.offeringResponseSchema,
    [{ data: offering2024, included: { products: [offeringProduct2024], plans: [offeringPlan2024] } }],
  ],
  ['OfferingList', v2024.offeringListSchema, [{ data: [offering2024], links, meta: listMeta }]],
  ['OfferingProductList', v2024.offeringProductListSchema, [{ data: [offeringProduct2024], links, meta: listMeta }]],
  ['OfferingPlanList', v2024.offeringPlanListSchema, [{ data: [offeringPlan2024], links, meta: listMeta }]],
  ['OfferingPlanResponse', v2024.offeringPlanResponseSchema, [{ data: offeringPlan2024 }]],
  ['SubscriptionProductList', v2024.subscriptionProductListSchema, [{ data: [offeringProduct2024] }]],
  ['SubscriptionPlanList', v2024.subscriptionPlanListSchema, [{ data: [offeringPlan2024] }]],
  ['SubscriptionStateResponse', v2024.subscriptionStateResponseSchema, [{ data: state2024 }]],
];

const monthly = { name: 'Monthly', ...MONTHLY_RULES };
const monthly2026 = {
  ...monthly,
  external_ref: 'po-monthly',
  lead_time: { type: 'week', time: 1 },
  notification_schedule: [{ name: 'Daily billing run.', unit: 'day', amount: 1 }],
  fixed_price: { USD: { amount: 0 } },
};
const createSubscription2026 = {
  data: {
    account_id: ACCOUNT,
    offering_id: OFFERING,
    plan_id: PLAN,
    pricing_option_id: OPTION,
    currency: 'USD',
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    manual_payments: false,
    payment_authority: {
      type: 'elastic_path_payments_stripe',
      customer_id: 'cus_OPfKlxWV3hp9h6',
      card_id: 'card_8Diw',
    },
  },
};
const inlineSubscription2026 = {
  data: {
    external_ref: 'sub-ada',
    account_id: ACCOUNT,
    address_id: ADDRESS,
    currency: 'GBP',
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    manual_payments: true,
    pending: false,
    first_invoice_paid: true,
    started_at: T,
    override_first_period_end_date: LATER,
    offering: { name: 'Magazine', external_ref: 'off-magazine' },
    features: [
      'feat-library',
      FEATURE,
      { name: 'Downloads', configuration: { type: 'usage', tag: 'dl', label: 'Downloads', default_value: 3 } },
    ],
    plans: [
      { name: 'Print edition', external_ref: 'pln-print', price: { GBP: { amount: 500 } }, meta: { selected: true } },
    ],
    pricing_options: [{ ...monthly2026, meta: { selected: true } }],
    configured_features: {
      'pln-print': { 'feat-library': { type: 'access' }, dl: { type: 'usage', default_value: 5 } },
    },
    pricing_option_associations: { 'pln-print': ['po-monthly'] },
    selected_plan: 'pln-print',
    selected_pricing_option: 'po-monthly',
    order: { order_id: OFFERING, order_item_id: PLAN },
  },
};

/** A request schema, its valid bodies (each also valid for the document's request body). */
const REQUESTS: [string, z.ZodType, unknown[]][] = [
  [
    'CreateOffering2026',
    requests.createOffering2026RequestSchema,
    [
      { data: { type: 'subscription_offering', attributes: { name: 'Magazine' } } },
      {
        data: {
          type: 'subscription_offering',
          attributes: { name: 'Magazine', description: 'Monthly.', external_ref: 'off-magazine' },
          relationships: { proration_policy: { type: 'subscription_proration_policy', id: POLICY } },
        },
      },
    ],
  ],
  [
    'UpdateOffering2026',
    requests.updateOffering2026RequestSchema,
    [
      {
        data: {
          id: OFFERING,
          type: 'subscription_offering',
          attributes: { name: 'Magazine+', description: null, external_ref: null },
        },
      },
      { data: { id: OFFERING, type: 'subscription_offering', relationships: { proration_policy: null } } },
    ],
  ],
  [
    'BuildOffering2026',
    requests.buildOffering2026RequestSchema,
    [
      {
        data: {
          name: 'Magazine',
          proration_policy_id: 'main-policy',
          features: [
            FEATURE,
            'feat-library',
            {
              name: 'Member prices',
              configuration: { type: 'promotion', promotions: [{ name: 'Ten off', tag: 'ten' }] },
            },
          ],
          plans: [
            {
              name: 'Print edition',
              external_ref: 'pln-print',
              feature_configurations: { [FEATURE]: { type: 'access' } },
            },
          ],
          pricing_options: [monthly2026],
          configured_features: { 'pln-print': { 'feat-library': { type: 'promotion', tag: 'ten' } } },
          pricing_option_associations: { 'pln-print': ['po-monthly'] },
        },
      },
    ],
  ],
  [
    'CreateOfferingPlan2026',
    requests.createOfferingPlan2026RequestSchema,
    [
      {
        data: {
          type: 'subscription_offering_plan',
          attributes: {
            name: 'Print edition',
            sku: 'MAG-PRINT',
            main_image: 'https://images.example.com/print.jpg',
            price: { USD: { amount: 500, includes_tax: false } },
            price_units: { unit: 'month', amount: 1 },
            feature_configurations: { [FEATURE]: { type: 'usage', default_value: 10 } },
          },
          relationships: { pricing_options: { data: [{ type: 'subscription_offering_pricing_option', id: OPTION }] } },
        },
      },
    ],
  ],
  [
    'UpdateOfferingPlan2026',
    requests.updateOfferingPlan2026RequestSchema,
    [
      {
        data: {
          id: PLAN,
          type: 'subscription_offering_plan',
          attributes: {
            external_ref: null,
            description: null,
            sku: null,
            main_image: null,
            price: { USD: null, GBP: { amount: 400 } },
            price_units: null,
            feature_configurations: { [FEATURE]: null, [FEATURE_2]: { type: 'access' } },
          },
        },
      },
      { data: { id: PLAN, type: 'subscription_offering_plan', attributes: { price: null } } },
    ],
  ],
  [
    'CreateOfferingPricingOption2026',
    requests.createOfferingPricingOption2026RequestSchema,
    [
      {
        data: {
          type: 'subscription_offering_pricing_option',
          attributes: { ...monthly2026, base_price_percentage: 0 },
        },
      },
    ],
  ],
  [
    'UpdateOfferingPricingOption2026',
    requests.updateOfferingPricingOption2026RequestSchema,
    [
      {
        data: {
          id: OPTION,
          type: 'subscription_offering_pricing_option',
          attributes: {
            external_ref: null,
            description: null,
            trial_period: null,
            lead_time: null,
            base_price_percentage: null,
            fixed_price: null,
            notification_schedule: [],
            billing_interval_type: 'year',
          },
        },
      },
    ],
  ],
  [
    'AddOfferingPlanPricingOptions2026',
    requests.addOfferingPlanPricingOptions2026RequestSchema,
    [{ data: [{ type: 'subscription_offering_pricing_option', id: OPTION }] }],
  ],
  [
    'RemoveOfferingPlanPricingOptions2026',
    requests.removeOfferingPlanPricingOptions2026RequestSchema,
    [{ data: [{ type: 'subscription_offering_pricing_option', id: OPTION }] }],
  ],
  [
    'CreateFeature2026',
    requests.createFeature2026RequestSchema,
    [
      {
        data: {
          type: 'subscription_feature',
          attributes: { name: 'Library', configuration: { type: 'access', tag: 'library' } },
        },
      },
    ],
  ],
  [
    'UpdateFeature2026',
    requests.updateFeature2026RequestSchema,
    [{ data: { id: FEATURE, type: 'subscription_feature', attributes: { description: null, external_ref: null } } }],
  ],
  [
    'CreateOfferingFeature2026',
    requests.createOfferingFeature2026RequestSchema,
    [
      {
        data: {
          type: 'subscription_offering_feature',
          attributes: {
            name: 'Downloads',
            configuration: { type: 'usage', tag: 'dl', label: 'Downloads', default_value: 0 },
          },
        },
      },
    ],
  ],
  [
    'UpdateOfferingFeature2026',
    requests.updateOfferingFeature2026RequestSchema,
    [{ data: { id: FEATURE, type: 'subscription_offering_feature', attributes: { name: 'Library+' } } }],
  ],
  ['AttachOfferingFeature2026', requests.attachOfferingFeature2026RequestSchema, [{ data: { features: [FEATURE] } }]],
  [
    'CreateSubscription2026',
    requests.createSubscription2026RequestSchema,
    [createSubscription2026, inlineSubscription2026],
  ],
  [
    'UpdateSubscription2026',
    requests.updateSubscription2026RequestSchema,
    [
      { data: { id: SUBSCRIPTION, type: 'subscription', attributes: { pricing_option_id: OPTION, plan_id: PLAN } } },
      {
        data: {
          id: SUBSCRIPTION,
          type: 'subscription',
          attributes: { address_id: null, go_live_after: null, payment_authority: { type: 'authorize_net' } },
        },
      },
    ],
  ],
  [
    'ManageSubscriptionPlans2026',
    requests.manageSubscriptionPlans2026RequestSchema,
    [{ data: [{ type: 'detach', plans: [PLAN, PLAN_2] }] }],
  ],
  [
    'ChangeState2026',
    requests.changeState2026RequestSchema,
    [
      { data: { type: 'subscription_state', attributes: { action: 'cancel', cancel_immediately: true } } },
      { data: { type: 'subscription_state', attributes: { action: 'pending' } } },
    ],
  ],
  [
    'CreateProduct2024',
    requests.createProduct2024RequestSchema,
    [{ data: { type: 'subscription_product', attributes: { name: 'Magazine', price: { USD: { amount: -100 } } } } }],
  ],
  [
    'UpdateProduct2024',
    requests.updateProduct2024RequestSchema,
    [{ data: { id: PRODUCT, type: 'subscription_product', attributes: { main_image: null, price: { USD: null } } } }],
  ],
  [
    'CreatePlan2024',
    requests.createPlan2024RequestSchema,
    [{ data: { type: 'subscription_plan', attributes: billing2024 } }],
  ],
  [
    'UpdatePlan2024',
    requests.updatePlan2024RequestSchema,
    [{ data: { id: PLAN, type: 'subscription_plan', attributes: { trial_period: null, fixed_price: null } } }],
  ],
  [
    'CreateOffering2024',
    requests.createOffering2024RequestSchema,
    [
      {
        data: {
          type: 'subscription_offering',
          attributes: { name: 'Magazine' },
          relationships: { products: { data: [{ type: 'subscription_product', id: PRODUCT }] } },
        },
      },
    ],
  ],
  [
    'UpdateOffering2024',
    requests.updateOffering2024RequestSchema,
    [
      {
        data: {
          id: OFFERING,
          type: 'subscription_offering',
          attributes: { description: null, proration_policy_id: POLICY },
        },
      },
    ],
  ],
  [
    'BuildOffering2024',
    requests.buildOffering2024RequestSchema,
    [
      {
        data: { name: 'Magazine', products: [PRODUCT, { name: 'Print edition' }], plans: ['pln-monthly', billing2024] },
      },
    ],
  ],
  ['AttachOfferingPlan2024', requests.attachOfferingPlan2024RequestSchema, [{ data: { plans: [PLAN] } }]],
  ['AttachOfferingProduct2024', requests.attachOfferingProduct2024RequestSchema, [{ data: { products: [PRODUCT] } }]],
  ['ReplaceOfferingProduct2024', requests.replaceOfferingProduct2024RequestSchema, [{ data: { products: [PRODUCT] } }]],
  [
    'UpdateOfferingPlan2024',
    requests.updateOfferingPlan2024RequestSchema,
    [
      {
        data: {
          id: PLAN,
          type: 'subscription_offering_plan',
          attributes: { can_pause: false, base_price_percentage: null },
        },
      },
    ],
  ],
  [
    'UpdateOfferingProduct2024',
    requests.updateOfferingProduct2024RequestSchema,
    [{ data: { id: PRODUCT, type: 'subscription_offering_product', attributes: { sku: null, price_units: null } } }],
  ],
  [
    'ManageProrationsOnOffering2024',
    requests.manageProrationsOnOffering2024RequestSchema,
    [{ data: { type: 'subscription_proration_policy', id: POLICY } }],
  ],
  [
    'CreateSubscription2024',
    requests.createSubscription2024RequestSchema,
    [
      {
        data: {
          account_id: ACCOUNT,
          offering_id: OFFERING,
          plan_id: PLAN,
          currency: 'USD',
          name: 'Ada Lovelace',
          email: 'ada@example.com',
          manual_payments: false,
          payment_authority: { type: 'elastic_path_payments_stripe', customer_id: 'cus_OPfKlxWV3hp9h6' },
        },
      },
      {
        data: {
          account_id: ACCOUNT,
          currency: 'USD',
          name: 'Ada Lovelace',
          email: 'ada@example.com',
          manual_payments: true,
          offering: { name: 'Magazine' },
          products: [{ name: 'Print edition', price: { USD: { amount: 500 } } }],
          plans: [{ ...billing2024, meta: { selected: true } }],
          selected_plan: 'pln-monthly',
        },
      },
    ],
  ],
  [
    'UpdateSubscription2024',
    requests.updateSubscription2024RequestSchema,
    [
      {
        data: {
          id: SUBSCRIPTION,
          type: 'subscription',
          attributes: { plan_id: PLAN, address_id: null, go_live_after: T },
        },
      },
    ],
  ],
  [
    'ManageSubscriptionProducts2024',
    requests.manageSubscriptionProducts2024RequestSchema,
    [
      {
        data: [
          { type: 'attach', products: [PRODUCT] },
          { type: 'replace', products: [PRODUCT] },
        ],
      },
    ],
  ],
  [
    'ChangeState2024',
    requests.changeState2024RequestSchema,
    [{ data: { type: 'subscription_state', attributes: { action: 'pending' } } }],
  ],
];

/** A schema, why a sample is refused, the sample (also refused by the document, unless `prose`). */
const REFUSED: [z.ZodType, string, unknown, 'prose'?][] = [
  [
    v2026.offering2026Schema,
    'a name of 2 characters',
    { ...offering2026, attributes: { ...offering2026.attributes, name: 'Mg' } },
  ],
  [
    v2026.pricingOption2026Schema,
    'a negative billing_frequency',
    { ...pricingOption2026, attributes: { ...pricingOption2026.attributes, billing_frequency: -1 } },
  ],
  [
    v2026.pricingOption2026Schema,
    'an unknown billing_interval_type',
    { ...pricingOption2026, attributes: { ...pricingOption2026.attributes, billing_interval_type: 'fortnight' } },
  ],
  [
    v2026.pricingOption2026Schema,
    'a base_price_percentage over 100',
    { ...pricingOption2026, attributes: { ...pricingOption2026.attributes, base_price_percentage: 101 } },
  ],
  [
    v2026.offeringPlan2026Schema,
    'no feature_configurations',
    { ...offeringPlan2026, attributes: { ...offeringPlan2026.attributes, feature_configurations: undefined } },
  ],
  [
    v2026.offeringPlan2026Schema,
    'a negative price (2026 prices are at least 0)',
    { ...offeringPlan2026, attributes: { ...offeringPlan2026.attributes, price: { USD: { amount: -1 } } } },
  ],
  [
    v2026.feature2026Schema,
    'a tag with a space',
    { ...feature2026, attributes: { ...feature2026.attributes, configuration: { type: 'access', tag: 'a tag' } } },
  ],
  [
    v2026.feature2026Schema,
    'an unknown configuration type',
    { ...feature2026, attributes: { ...feature2026.attributes, configuration: { type: 'quota', tag: 'q' } } },
  ],
  [
    v2026.subscription2026Schema,
    'no pricing_option_id',
    { ...subscription2026, attributes: { ...subscription2026.attributes, pricing_option_id: undefined } },
  ],
  [
    v2026.subscription2026Schema,
    'an unknown payment gateway',
    { ...subscription2026, attributes: { ...subscription2026.attributes, payment_authority: { type: 'paypal' } } },
  ],
  [
    v2026.subscription2026Schema,
    'no first_invoice_prepaid',
    { ...subscription2026, meta: { ...subscription2026.meta, first_invoice_prepaid: undefined } },
  ],
  [v2026.subscriptionState2026Schema, 'an unknown action', { ...state2026, attributes: { action: 'stop' } }],
  [v2026.subscriptionState2026Schema, 'no created_at', { ...state2026, meta: {} }],
  [
    v2024.storePlanSchema,
    'a negative base_price_percentage',
    { ...storePlan, attributes: { ...storePlan.attributes, base_price_percentage: -1 } },
  ],
  [
    v2024.storePlanSchema,
    'a plan_length of 0',
    { ...storePlan, attributes: { ...storePlan.attributes, plan_length: 0 } },
  ],
  [
    v2024.storeProductSchema,
    'a name of 2 characters',
    { ...storeProduct, attributes: { ...storeProduct.attributes, name: 'Mg' } },
  ],
  [v2024.storeProductSchema, 'no meta', { ...storeProduct, meta: undefined }],
  [
    requests.createOffering2026RequestSchema,
    'a name of 2 characters',
    { data: { type: 'subscription_offering', attributes: { name: 'Mg' } } },
  ],
  [requests.createOffering2026RequestSchema, 'no data', {}],
  [
    requests.updateOffering2026RequestSchema,
    'neither attributes nor relationships',
    { data: { id: OFFERING, type: 'subscription_offering' } },
  ],
  [
    requests.createOffering2026RequestSchema,
    'a null description on create',
    { data: { type: 'subscription_offering', attributes: { name: 'Magazine', description: null } } },
  ],
  [
    requests.buildOffering2026RequestSchema,
    'no pricing option',
    { data: { name: 'Magazine', plans: [{ name: 'Print' }], pricing_options: [] } },
  ],
  [
    requests.createOfferingPricingOption2026RequestSchema,
    'a negative billing_frequency',
    { data: { type: 'subscription_offering_pricing_option', attributes: { ...monthly2026, billing_frequency: -1 } } },
  ],
  [
    requests.createOfferingPricingOption2026RequestSchema,
    'a lead time in months',
    {
      data: {
        type: 'subscription_offering_pricing_option',
        attributes: { ...monthly2026, lead_time: { type: 'month', time: 1 } },
      },
    },
  ],
  [
    requests.createOfferingPricingOption2026RequestSchema,
    'no can_cancel',
    { data: { type: 'subscription_offering_pricing_option', attributes: { ...monthly2026, can_cancel: undefined } } },
  ],
  [
    requests.createFeature2026RequestSchema,
    'a usage feature without a label',
    {
      data: {
        type: 'subscription_feature',
        attributes: { name: 'Downloads', configuration: { type: 'usage', tag: 'dl', default_value: 1 } },
      },
    },
  ],
  [requests.attachOfferingFeature2026RequestSchema, 'no feature', { data: { features: [] } }],
  [
    requests.manageSubscriptionPlans2026RequestSchema,
    'an attach (2026 only detaches)',
    { data: [{ type: 'attach', plans: [PLAN] }] },
  ],
  [
    requests.createSubscription2026RequestSchema,
    'a payment authority without its card',
    {
      data: {
        ...createSubscription2026.data,
        payment_authority: { type: 'stripe_payment_intents', customer_id: 'cus_1' },
      },
    },
  ],
  [
    requests.createSubscription2026RequestSchema,
    'no manual_payments',
    { data: { ...createSubscription2026.data, manual_payments: undefined } },
  ],
  [
    requests.createSubscription2026RequestSchema,
    'an email of 2 characters',
    { data: { ...createSubscription2026.data, email: 'a@' } },
  ],
  [
    requests.createSubscription2026RequestSchema,
    'started_at without first_invoice_paid',
    { data: { ...createSubscription2026.data, started_at: T } },
    'prose',
  ],
  [
    requests.createSubscription2026RequestSchema,
    'a first period that ends before it starts',
    {
      data: {
        ...createSubscription2026.data,
        first_invoice_paid: true,
        started_at: LATER,
        override_first_period_end_date: T,
      },
    },
    'prose',
  ],
  [
    requests.changeState2026RequestSchema,
    'an unknown action',
    { data: { type: 'subscription_state', attributes: { action: 'stop' } } },
  ],
  [
    requests.createPlan2024RequestSchema,
    'a negative billing_frequency',
    { data: { type: 'subscription_plan', attributes: { ...billing2024, billing_frequency: -1 } } },
  ],
  [
    requests.createPlan2024RequestSchema,
    'an unknown end_behavior',
    { data: { type: 'subscription_plan', attributes: { ...billing2024, end_behavior: 'stop' } } },
  ],
  [requests.buildOffering2024RequestSchema, 'no product', { data: { name: 'Magazine', products: [], plans: [PLAN] } }],
  [
    requests.updateOffering2024RequestSchema,
    'no attributes',
    { data: { id: OFFERING, type: 'subscription_offering' } },
  ],
  [
    requests.manageSubscriptionProducts2024RequestSchema,
    'an unknown action',
    { data: [{ type: 'swap', products: [PRODUCT] }] },
  ],
  [
    requests.createSubscription2024RequestSchema,
    'a stripe_payment_intents authority (2026 only)',
    {
      data: {
        ...createSubscription2026.data,
        pricing_option_id: undefined,
        payment_authority: { type: 'stripe_payment_intents' },
      },
    },
  ],
];
// samples:end

const ajv = new Ajv2020({ allErrors: true, strict: false, unicodeRegExp: false });
// ajv-formats is CommonJS: its plugin is `default` of what NodeNext imports.
formats.default(ajv);

/** The JSON Schema zod makes of a schema, as the emulator's OpenAPI document publishes it, compiled by ajv. */
function published(schema: z.ZodType, io: 'input' | 'output') {
  return ajv.compile(z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as object);
}

function accepted(schema: z.ZodType, sample: unknown): string[] {
  const result = schema.safeParse(sample);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

describe('the 2024 and 2026 catalogue answers', () => {
  it.each(ANSWERS)('%s takes samples valid for the published document', (_name, schema, samples) => {
    const validate = published(schema, 'output');
    for (const sample of samples) {
      expect(accepted(schema, sample)).toEqual([]);
      expect(validate(sample), JSON.stringify(validate.errors)).toBe(true);
    }
  });

  it('2026 has no 2024 products, and 2024 no 2026 pricing options', () => {
    expect(accepted(v2026.offeringIncludes2026Schema, { products: [offeringProduct2024] })).not.toEqual([]);
    expect(
      accepted(v2024.offeringResponseSchema, { data: offering2024, included: { pricing_options: [] } }),
    ).not.toEqual([]);
    expect(accepted(v2024.storeProductSchema, offeringProduct2024)).not.toEqual([]);
    expect(accepted(v2024.subscriptionStateResponseSchema, { data: state2026 })).not.toEqual([]);
  });
});

describe('the 2024 and 2026 catalogue request bodies', () => {
  it.each(REQUESTS)('%s takes bodies valid for the published document', (_name, schema, samples) => {
    const validate = published(schema, 'input');
    for (const sample of samples) {
      expect(accepted(schema, sample)).toEqual([]);
      expect(validate(sample), JSON.stringify(validate.errors)).toBe(true);
    }
  });

  it('ignore fields the documents do not name, as the real API does', () => {
    const body = { data: { type: 'subscription_offering', attributes: { name: 'Magazine', colour: 'red' } }, x: 1 };
    expect(requests.createOffering2026RequestSchema.parse(body)).toEqual({
      data: { type: 'subscription_offering', attributes: { name: 'Magazine' } },
    });
  });
});

describe('samples the documents refuse', () => {
  it.each(REFUSED.map(([schema, why, sample, prose]) => [why, schema, sample, prose] as const))(
    '%s is refused',
    (_why, schema, sample, prose) => {
      expect(accepted(schema, sample)).not.toEqual([]);
      // The prose rules are zod refinements, which JSON Schema cannot say.
      if (prose === undefined)
        expect(published(schema, REQUEST_BODIES.has(schema) ? 'input' : 'output')(sample)).toBe(false);
    },
  );
});
