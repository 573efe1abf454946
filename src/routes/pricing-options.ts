import { addPlan, attachPlans, offeringIn, type PlanInput, planIn, removePlan, updatePlan } from '../catalog/rules.js';
import type { OfferingRecord } from '../catalog/types.js';
import { planJson } from '../render/catalog.js';
import type { Renderer } from '../render/renderer.js';
import type { Plan } from '../schemas/index.js';
import {
  attachOfferingPlan2024RequestSchema,
  createOfferingPricingOption2026RequestSchema,
  offeringPlanListSchema,
  offeringPlanResponseSchema,
  pricingOptionList2026Schema,
  pricingOptionResponse2026Schema,
  subscriptionPlanListSchema,
  updateOfferingPlan2024RequestSchema,
  updateOfferingPricingOption2026RequestSchema,
} from '../schemas/index.js';
import type { Session } from '../store/session.js';
import { defineRoute, paths } from './contract.js';
import { childList, OFFERING } from './offerings.js';
import { noContent, ok } from './respond.js';

/**
 * An offering's pricing options under 2026 (the internal model's plans, src/catalog/types.ts), and an offering's plans
 * under 2024 (the same records), attached from the store's, changed and taken out. Reads are cached under a key naming
 * the version, the offering and the child; a write's answer is made from the record the rule leaves, never cached.
 */

const OPTIONS = `${OFFERING}/pricing-options`;
const OPTION = `${OPTIONS}/:pricing_option_uuid`;
const PLANS = `${OFFERING}/plans`;
const PLAN = `${PLANS}/:plan_uuid`;

/** `{"data": option}`: one of an offering's plans in the version's shape. */
function oneBody(render: Renderer, version: '2024' | '2026', record: OfferingRecord, plan: Plan): string {
  return `{"data":${planJson(render, version, record, plan)}}`;
}

/** What a rule gives, with the offering record it leaves in the session (what the answer is rendered from). */
function withRecord<T>(session: Session, offeringId: string, made: T): { made: T; record: OfferingRecord } {
  return { made, record: offeringIn(session, offeringId) };
}

// ---------------------------------------------------------------------------------------------------------------
// 2026: an offering's pricing options

const listOptions2026 = childList({
  operation: 'listOfferingPricingOptions',
  version: '2026',
  path: OPTIONS,
  summary: "List an offering's pricing options, each with the price of every plan that takes it",
  schema: pricingOptionList2026Schema,
  description: "A page of the offering's pricing options",
  children: (record) => record.plans,
  item: (render, record, plan) => planJson(render, '2026', record, plan),
});

const getOption2026 = defineRoute({
  operation: 'getOfferingPricingOption',
  versions: ['2026'],
  method: 'GET',
  ...paths(OPTION),
  summary: 'Get a pricing option of an offering',
  auth: 'bearer',
  success: { status: 200, schema: pricingOptionResponse2026Schema, description: 'The pricing option' },
  errors: [404],
  handle({ params, render, view }) {
    const current = view();
    const record = offeringIn(current, params.offering_uuid);
    const plan = planIn(record, params.pricing_option_uuid);
    const key = `offering pricing option 2026 ${record.offering.id} ${plan.id}`;
    return ok(render.body(current, key, () => oneBody(render, '2026', record, plan)));
  },
});

const optionExample =
  '{"data":{"type":"subscription_offering_pricing_option","attributes":{"name":"Monthly","billing_interval_type":"month","billing_frequency":1,"plan_length":12,"end_behavior":"roll","can_pause":true,"can_resume":true,"can_cancel":true}}}';

const createOption2026 = defineRoute({
  operation: 'createOfferingPricingOption',
  versions: ['2026'],
  method: 'POST',
  ...paths(OPTIONS),
  summary: 'Add a new pricing option to an offering (every plan that takes all of them takes it)',
  auth: 'bearer',
  body: { schema: createOfferingPricingOption2026RequestSchema, example: optionExample },
  success: { status: 201, schema: pricingOptionResponse2026Schema, description: 'The new pricing option' },
  errors: [404],
  async handle({ params, body, render, view, write }) {
    offeringIn(view(), params.offering_uuid);
    const { made, record } = await write((session) =>
      withRecord(session, params.offering_uuid, addPlan(session, params.offering_uuid, body.data.attributes)),
    );
    return ok(oneBody(render, '2026', record, made), 201);
  },
});

const updateOptionExample =
  '{"data":{"id":"PRICING_OPTION_ID","type":"subscription_offering_pricing_option","attributes":{"can_pause":false}}}';

const updateOption2026 = defineRoute({
  operation: 'updateOfferingPricingOption',
  versions: ['2026'],
  method: 'PUT',
  ...paths(OPTION),
  summary: 'Change a pricing option of an offering (null clears an optional field, the lead time or the fixed price)',
  auth: 'bearer',
  body: { schema: updateOfferingPricingOption2026RequestSchema, example: updateOptionExample },
  success: { status: 200, schema: pricingOptionResponse2026Schema, description: 'The pricing option' },
  errors: [404],
  async handle({ params, body, render, view, write }) {
    planIn(offeringIn(view(), params.offering_uuid), params.pricing_option_uuid);
    // `lead_time: null` clears the lead time: the rule lays the input over the option with `null` taking a field
    // away, though PlanInput's type (shared with creates) does not name the null.
    const input = body.data.attributes as PlanInput;
    const { made, record } = await write((session) =>
      withRecord(
        session,
        params.offering_uuid,
        updatePlan(session, params.offering_uuid, params.pricing_option_uuid, input),
      ),
    );
    return ok(oneBody(render, '2026', record, made));
  },
});

const deleteOption2026 = defineRoute({
  operation: 'deleteOfferingPricingOption',
  versions: ['2026'],
  method: 'DELETE',
  ...paths(OPTION),
  summary: 'Take a pricing option out of an offering and out of every plan (subscriptions keep theirs)',
  auth: 'bearer',
  success: { status: 204, schema: null, description: 'Removed' },
  errors: [404],
  async handle({ params, view, write }) {
    planIn(offeringIn(view(), params.offering_uuid), params.pricing_option_uuid);
    await write((session) => removePlan(session, params.offering_uuid, params.pricing_option_uuid));
    return noContent();
  },
});

// ---------------------------------------------------------------------------------------------------------------
// 2024: an offering's plans

const listPlans2024 = childList({
  operation: 'listOfferingPlans',
  version: '2024',
  path: PLANS,
  summary: "List an offering's plans, each priced over all the offering's products",
  schema: offeringPlanListSchema,
  description: "A page of the offering's plans",
  children: (record) => record.plans,
  item: (render, record, plan) => planJson(render, '2024', record, plan),
});

const attachPlans2024 = defineRoute({
  operation: 'attachOfferingPlan',
  versions: ['2024'],
  method: 'POST',
  ...paths(`${PLANS}/attach`),
  summary: 'Attach store plans to an offering: copies of them, each naming its store plan in relationships.origin',
  auth: 'bearer',
  body: { schema: attachOfferingPlan2024RequestSchema, example: '{"data":{"plans":["PLAN_ID"]}}' },
  success: { status: 200, schema: subscriptionPlanListSchema, description: 'The copies attached' },
  errors: [404],
  async handle({ params, body, render, view, write }) {
    offeringIn(view(), params.offering_uuid);
    const { made, record } = await write((session) =>
      withRecord(session, params.offering_uuid, attachPlans(session, params.offering_uuid, body.data.plans)),
    );
    return ok(`{"data":[${made.map((plan) => planJson(render, '2024', record, plan)).join(',')}]}`);
  },
});

const updatePlanExample =
  '{"data":{"id":"PLAN_ID","type":"subscription_offering_plan","attributes":{"can_pause":false}}}';

const updatePlan2024 = defineRoute({
  operation: 'updateOfferingPlan',
  versions: ['2024'],
  method: 'PUT',
  ...paths(PLAN),
  summary: "Change an offering's copy of a plan (null clears an optional field or the fixed price)",
  auth: 'bearer',
  body: { schema: updateOfferingPlan2024RequestSchema, example: updatePlanExample },
  success: { status: 200, schema: offeringPlanResponseSchema, description: 'The plan' },
  errors: [404],
  async handle({ params, body, render, view, write }) {
    planIn(offeringIn(view(), params.offering_uuid), params.plan_uuid, 'plan_uuid');
    const { made, record } = await write((session) =>
      withRecord(
        session,
        params.offering_uuid,
        updatePlan(session, params.offering_uuid, params.plan_uuid, body.data.attributes, 'plan_uuid'),
      ),
    );
    return ok(oneBody(render, '2024', record, made));
  },
});

const deletePlan2024 = defineRoute({
  operation: 'deleteOfferingPlan',
  versions: ['2024'],
  method: 'DELETE',
  ...paths(PLAN),
  summary: 'Take a plan out of an offering (subscriptions keep theirs)',
  auth: 'bearer',
  success: { status: 204, schema: null, description: 'Removed' },
  errors: [404],
  async handle({ params, view, write }) {
    planIn(offeringIn(view(), params.offering_uuid), params.plan_uuid, 'plan_uuid');
    await write((session) => removePlan(session, params.offering_uuid, params.plan_uuid, 'plan_uuid'));
    return noContent();
  },
});

/** `attach` before `:plan_uuid`: the table takes the first route whose path fits. */
export const pricingOptionRoutes = [
  listOptions2026,
  createOption2026,
  getOption2026,
  updateOption2026,
  deleteOption2026,
  listPlans2024,
  attachPlans2024,
  updatePlan2024,
  deletePlan2024,
];
