import {
  buildOffering,
  createOffering,
  deleteOffering,
  offeringIn,
  type PlanInput,
  type ProductInput,
  updateOffering,
} from '../catalog/rules.js';
import type { ApiVersion, OfferingRecord } from '../catalog/types.js';
import { OFFERING_INCLUDES, offeringIncluded, offeringJson } from '../render/catalog.js';
import { foundOf, listBody } from '../render/page.js';
import type { Renderer } from '../render/renderer.js';
import { includeKey } from '../render/subscriptions.js';
import {
  buildOffering2024RequestSchema,
  buildOffering2026RequestSchema,
  createOffering2024RequestSchema,
  createOffering2026RequestSchema,
  manageProrationsOnOffering2024RequestSchema,
  offeringList2026Schema,
  offeringListSchema,
  offeringResponse2026Schema,
  offeringResponseSchema,
  prorationPolicyRelationshipSchema,
  updateOffering2024RequestSchema,
  updateOffering2026RequestSchema,
} from '../schemas/index.js';
import type { View } from '../store/view.js';
import { defineRoute, paths, type Route, type Success } from './contract.js';
import { filterParam } from './filter.js';
import { includeParam, PAGE_PARAMS, pageWindow } from './params.js';
import { noContent, ok } from './respond.js';

export const OFFERINGS = '/v2/subscriptions/offerings';
export const OFFERING = `${OFFERINGS}/:offering_uuid`;

const FILTERS = {
  '2024': filterParam({ external_ref: ['eq'], proration_policy_id: ['eq'], external_product_refs: ['in'] }),
  '2026': filterParam({
    external_ref: ['eq', 'in'],
    'plans.external_ref': ['eq', 'in'],
    proration_policy_id: ['eq', 'in'],
  }),
} as const;
const INCLUDES = { '2024': includeParam(OFFERING_INCLUDES['2024']), '2026': includeParam(OFFERING_INCLUDES['2026']) };

/** An offering's body: `data`, and `included` when asked for. */
export function offeringBody(
  render: Renderer,
  view: View,
  version: ApiVersion,
  record: OfferingRecord,
  include: ReadonlySet<string>,
): string {
  // In parts the engine has hashed already (the offering's id, the include's kept key): no key string made per read.
  const kind = version === '2026' ? 'offering 2026' : 'offering 2024';
  return render.body(view, kind, record.offering.id ?? '', includeKey(include), () => {
    const included = offeringIncluded(render, version, [record], include);
    return `{"data":${offeringJson(render, version, record)}${included === undefined ? '' : `,"included":${included}`}}`;
  });
}

/** The body of a write's answer: the offering as it is now (never cached: the session moved on). */
function writtenBody(render: Renderer, version: ApiVersion, record: OfferingRecord): string {
  return `{"data":${offeringJson(render, version, record)}}`;
}

function listOfferings(version: ApiVersion) {
  const filter = FILTERS[version];
  const include = INCLUDES[version];
  return defineRoute({
    operation: 'listOfferings',
    versions: [version],
    method: 'GET',
    ...paths(OFFERINGS),
    summary: 'List offerings',
    auth: 'bearer',
    query: [...PAGE_PARAMS, filter, include],
    success: {
      status: 200,
      schema: version === '2024' ? offeringListSchema : offeringList2026Schema,
      description: 'A page of offerings',
    },
    handle({ request, query, strictParams, render, view }) {
      const filters = filter.read(query);
      const wanted = include.wanted(query, strictParams);
      const current = view();
      return ok(
        listBody(render, current, request, query, {
          key: `offerings ${version}`,
          window: pageWindow(query),
          found: () => current.offerings.find(filters),
          item: (record) => offeringJson(render, version, record),
          included: (records) => offeringIncluded(render, version, records, wanted),
        }),
      );
    },
  });
}

function getOffering(version: ApiVersion) {
  const include = INCLUDES[version];
  return defineRoute({
    operation: 'getOffering',
    versions: [version],
    method: 'GET',
    ...paths(OFFERING),
    summary: 'Get an offering',
    auth: 'bearer',
    query: [include],
    success: {
      status: 200,
      schema: version === '2024' ? offeringResponseSchema : offeringResponse2026Schema,
      description: 'The offering',
    },
    errors: [404],
    handle({ params, query, strictParams, render, view }) {
      const current = view();
      const record = offeringIn(current, params.offering_uuid);
      return ok(offeringBody(render, current, version, record, include.wanted(query, strictParams)));
    },
  });
}

const example = '{"data":{"type":"subscription_offering","attributes":{"name":"Coffee Club"}}}';

const createOffering2024 = defineRoute({
  operation: 'createOffering',
  versions: ['2024'],
  method: 'POST',
  ...paths(OFFERINGS),
  summary: 'Create an offering (no products or plans yet)',
  auth: 'bearer',
  body: { schema: createOffering2024RequestSchema, example },
  success: { status: 201, schema: offeringResponseSchema, description: 'The new offering' },
  async handle({ body, render, write }) {
    const record = await write((session) => createOffering(session, body.data.attributes));
    return ok(writtenBody(render, '2024', record), 201);
  },
});

const createOffering2026 = defineRoute({
  operation: 'createOffering',
  versions: ['2026'],
  method: 'POST',
  ...paths(OFFERINGS),
  summary: 'Create an offering (no plans or pricing options yet)',
  auth: 'bearer',
  body: { schema: createOffering2026RequestSchema, example },
  success: { status: 201, schema: offeringResponse2026Schema, description: 'The new offering' },
  async handle({ body, render, write }) {
    const { attributes, relationships } = body.data;
    const prorationPolicyId = relationships?.proration_policy?.id;
    const record = await write((session) => createOffering(session, { ...attributes, prorationPolicyId }));
    return ok(writtenBody(render, '2026', record), 201);
  },
});

const updateExample =
  '{"data":{"id":"OFFERING_ID","type":"subscription_offering","attributes":{"name":"Coffee Club"}}}';

const updateOffering2024 = defineRoute({
  operation: 'updateOffering',
  versions: ['2024'],
  method: 'PUT',
  ...paths(OFFERING),
  summary: "Change an offering's name, description, external_ref or proration policy",
  auth: 'bearer',
  body: { schema: updateOffering2024RequestSchema, example: updateExample },
  success: { status: 200, schema: offeringResponseSchema, description: 'The offering' },
  errors: [404],
  async handle({ params, body, render, view, write }) {
    offeringIn(view(), params.offering_uuid);
    const { proration_policy_id, ...attributes } = body.data.attributes;
    const record = await write((session) =>
      updateOffering(
        session,
        params.offering_uuid,
        { ...attributes, prorationPolicyId: proration_policy_id },
        'data.attributes.proration_policy_id',
      ),
    );
    return ok(writtenBody(render, '2024', record));
  },
});

const updateOffering2026 = defineRoute({
  operation: 'updateOffering',
  versions: ['2026'],
  method: 'PUT',
  ...paths(OFFERING),
  summary: "Change an offering's name, description, external_ref or proration policy (null clears one)",
  auth: 'bearer',
  body: { schema: updateOffering2026RequestSchema, example: updateExample },
  success: { status: 200, schema: offeringResponse2026Schema, description: 'The offering' },
  errors: [404],
  async handle({ params, body, render, view, write }) {
    offeringIn(view(), params.offering_uuid);
    const policy = body.data.relationships?.proration_policy;
    const record = await write((session) =>
      updateOffering(session, params.offering_uuid, {
        ...(body.data.attributes ?? {}),
        prorationPolicyId: policy === undefined ? undefined : (policy?.id ?? null),
      }),
    );
    return ok(writtenBody(render, '2026', record));
  },
});

/**
 * 2024 ManageProrationsOnOffering: attaches one of the store's proration policies to the offering (200, the policy it
 * now uses), or with `data: null` takes its policy away (204, as the document answers a removal).
 */
const manageProrationsOnOffering2024 = defineRoute({
  operation: 'manageProrationsOnOffering',
  versions: ['2024'],
  method: 'PUT',
  ...paths(`${OFFERING}/relationships/proration-policies`),
  summary: 'Attach a proration policy to an offering, or with data null take it away (a 204)',
  auth: 'bearer',
  body: {
    schema: manageProrationsOnOffering2024RequestSchema,
    example: '{"data":{"type":"subscription_proration_policy","id":"PRORATION_POLICY_ID"}}',
  },
  success: {
    status: 200,
    schema: prorationPolicyRelationshipSchema,
    description: 'The policy the offering uses',
    noContent: 'The offering uses no proration policy any more (`data: null`)',
  },
  errors: [404],
  async handle({ params, body, view, write }) {
    offeringIn(view(), params.offering_uuid);
    const record = await write((session) =>
      updateOffering(session, params.offering_uuid, { prorationPolicyId: body.data?.id ?? null }, 'data.id'),
    );
    const policy = record.extras.prorationPolicyId;
    if (policy === undefined) return noContent();
    return ok(JSON.stringify({ data: { type: 'subscription_proration_policy', id: policy } }));
  },
});

function deleteOfferingRoute(version: ApiVersion) {
  return defineRoute({
    operation: 'deleteOffering',
    versions: [version],
    method: 'DELETE',
    ...paths(OFFERING),
    summary: 'Delete an offering (its subscriptions keep their snapshot of it)',
    auth: 'bearer',
    success: { status: 204, schema: null, description: 'Deleted' },
    errors: [404],
    async handle({ params, view, write }) {
      offeringIn(view(), params.offering_uuid);
      await write((session) => deleteOffering(session, params.offering_uuid));
      return noContent();
    },
  });
}

const buildExample2024 = '{"data":{"name":"Coffee Club","products":["PRODUCT_ID"],"plans":["PLAN_ID"]}}';
const buildExample2026 =
  '{"data":{"name":"Coffee Club","plans":[{"name":"Beans"}],"pricing_options":[{"name":"Monthly","billing_interval_type":"month","billing_frequency":1,"plan_length":12,"end_behavior":"roll","can_pause":true,"can_resume":true,"can_cancel":true}]}}';

const buildOffering2024 = defineRoute({
  operation: 'buildOffering',
  versions: ['2024'],
  method: 'POST',
  ...paths(`${OFFERINGS}/build`),
  summary: "Build an offering in one call: the store's products and plans (by id or external_ref) or new ones",
  auth: 'bearer',
  body: { schema: buildOffering2024RequestSchema, example: buildExample2024 },
  success: { status: 201, schema: offeringResponseSchema, description: 'The new offering' },
  async handle({ body, render, write }) {
    const { products, plans, ...rest } = body.data;
    const record = await write((session) =>
      buildOffering(session, {
        ...rest,
        products: products as (string | ProductInput)[],
        plans: plans as (string | PlanInput)[],
      }),
    );
    return ok(writtenBody(render, '2024', record), 201);
  },
});

const buildOffering2026 = defineRoute({
  operation: 'buildOffering',
  versions: ['2026'],
  method: 'POST',
  ...paths(`${OFFERINGS}/build`),
  summary:
    'Build an offering in one call: its plans, pricing options and features, which plan takes which pricing option and configures which feature',
  auth: 'bearer',
  body: { schema: buildOffering2026RequestSchema, example: buildExample2026 },
  success: { status: 201, schema: offeringResponse2026Schema, description: 'The new offering' },
  async handle({ body, render, write }) {
    const { plans, pricing_options, features, configured_features, pricing_option_associations, ...rest } = body.data;
    const record = await write((session) =>
      buildOffering(session, {
        ...rest,
        prorationPolicyId: rest.proration_policy_id,
        products: plans,
        plans: pricing_options,
        features,
        configured: configured_features,
        associations: pricing_option_associations,
      }),
    );
    return ok(writtenBody(render, '2026', record), 201);
  },
});

export const offeringRoutes = [
  listOfferings('2024'),
  listOfferings('2026'),
  getOffering('2024'),
  getOffering('2026'),
  createOffering2024,
  createOffering2026,
  updateOffering2024,
  updateOffering2026,
  deleteOfferingRoute('2024'),
  deleteOfferingRoute('2026'),
  buildOffering2024,
  buildOffering2026,
  manageProrationsOnOffering2024,
];

/** One of an offering's lists of children (its products, plans, pricing options, features), as a route. */
export interface ChildList<T> {
  operation: string;
  version: ApiVersion;
  path: `${typeof OFFERING}/${string}`;
  summary: string;
  schema: NonNullable<Success['schema']>;
  description: string;
  /** The children of the offering, in list order. */
  children(record: OfferingRecord): readonly T[];
  /** A child's JSON in the version's shape. */
  item(render: Renderer, record: OfferingRecord, child: T): string;
}

/** A paginated list of an offering's children: a 404 for an unknown offering, the page cached under the view. */
export function childList<T>(list: ChildList<T>): Route {
  return defineRoute({
    operation: list.operation,
    versions: [list.version],
    method: 'GET',
    ...paths(list.path),
    summary: list.summary,
    auth: 'bearer',
    query: PAGE_PARAMS,
    success: { status: 200, schema: list.schema, description: list.description },
    errors: [404],
    handle({ request, params, query, render, view }) {
      const current = view();
      const record = offeringIn(current, (params as { offering_uuid: string }).offering_uuid);
      return ok(
        listBody(render, current, request, query, {
          key: `${list.operation} ${list.version} ${record.offering.id}`,
          window: pageWindow(query),
          found: () => foundOf(list.children(record)),
          item: (child) => list.item(render, record, child),
        }),
      );
    },
  });
}
