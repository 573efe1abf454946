import {
  addOfferingFeature,
  attachFeatures,
  createFeature,
  deleteFeature,
  offeringFeatureIn,
  offeringIn,
  removeOfferingFeature,
  updateFeature,
  updateOfferingFeature,
} from '../catalog/rules.js';
import type { FeatureRecord } from '../catalog/types.js';
import { errors } from '../http/errors.js';
import { featureJson } from '../render/catalog.js';
import { listBody } from '../render/page.js';
import type { Renderer } from '../render/renderer.js';
import { isUuid, lowerId } from '../schemas/common.js';
import {
  attachedOfferingFeatures2026Schema,
  attachOfferingFeature2026RequestSchema,
  createFeature2026RequestSchema,
  createOfferingFeature2026RequestSchema,
  featureList2026Schema,
  featureResponse2026Schema,
  offeringFeatureList2026Schema,
  offeringFeatureResponse2026Schema,
  updateFeature2026RequestSchema,
  updateOfferingFeature2026RequestSchema,
} from '../schemas/index.js';
import type { View } from '../store/view.js';
import { defineRoute, paths } from './contract.js';
import { filterParam } from './filter.js';
import { childList, OFFERING } from './offerings.js';
import { PAGE_PARAMS, pageWindow } from './params.js';
import { noContent, ok } from './respond.js';

/**
 * The 2026 features: the store's library (`subscription_feature`, /v2/subscriptions/features) and each offering's own
 * (`subscription_offering_feature`, /v2/subscriptions/offerings/:offering_uuid/features), which are made there or
 * attached from the library as copies with ids of their own.
 */

export const FEATURES = '/v2/subscriptions/features';
export const FEATURE = `${FEATURES}/:feature_uuid`;
const OFFERING_FEATURES = `${OFFERING}/features`;
const OFFERING_FEATURE = `${OFFERING_FEATURES}/:feature_uuid`;

/** ListFeatures documents `eq` and `in` on `external_ref` and `tag`. */
const FILTER = filterParam({ external_ref: ['eq', 'in'], tag: ['eq', 'in'] });

/** The store feature a path names: a 400 for an id that is not a UUID, a 404 for one that is not there. */
function featureIn(view: View, id: string): FeatureRecord {
  if (!isUuid(id)) throw errors.notAUuid('feature_uuid', id);
  const feature = view.features.get(lowerId(id));
  if (feature === undefined) throw errors.notFound('feature', id.toLowerCase());
  return feature;
}

/** The body of one feature of the store or of an offering, as it is now (a write's answer: never cached). */
const featureBody = (render: Renderer, feature: FeatureRecord, of: 'store' | 'offering') =>
  `{"data":${featureJson(render, feature, of)}}`;

// ---------------------------------------------------------------------------------------------------------------
// The store's features

const listFeatures = defineRoute({
  operation: 'listFeatures',
  versions: ['2026'],
  method: 'GET',
  ...paths(FEATURES),
  summary: "List the store's features",
  auth: 'bearer',
  query: [...PAGE_PARAMS, FILTER],
  success: { status: 200, schema: featureList2026Schema, description: 'A page of features' },
  handle({ request, query, render, view }) {
    const filters = FILTER.read(query);
    const current = view();
    return ok(
      listBody(render, current, request, query, {
        key: 'features',
        window: pageWindow(query),
        found: () => current.features.find(filters),
        item: (feature) => featureJson(render, feature, 'store'),
      }),
    );
  },
});

const getFeature = defineRoute({
  operation: 'getFeature',
  versions: ['2026'],
  method: 'GET',
  ...paths(FEATURE),
  summary: "Get one of the store's features",
  auth: 'bearer',
  success: { status: 200, schema: featureResponse2026Schema, description: 'The feature' },
  errors: [404],
  handle({ params, render, view }) {
    const current = view();
    const feature = featureIn(current, params.feature_uuid);
    return ok(render.body(current, `feature ${feature.id}`, () => featureBody(render, feature, 'store')));
  },
});

const featureExample =
  '{"data":{"type":"subscription_feature","attributes":{"name":"Library","configuration":{"type":"access","tag":"library"}}}}';

const createFeatureRoute = defineRoute({
  operation: 'createFeature',
  versions: ['2026'],
  method: 'POST',
  ...paths(FEATURES),
  summary: 'Create a feature in the store',
  auth: 'bearer',
  body: { schema: createFeature2026RequestSchema, example: featureExample },
  success: { status: 201, schema: featureResponse2026Schema, description: 'The new feature' },
  async handle({ body, render, write }) {
    const feature = await write((session) => createFeature(session, body.data.attributes));
    return ok(featureBody(render, feature, 'store'), 201);
  },
});

const updateFeatureRoute = defineRoute({
  operation: 'updateFeature',
  versions: ['2026'],
  method: 'PUT',
  ...paths(FEATURE),
  summary: "Change a store feature's name, description, external_ref or configuration (null clears one)",
  auth: 'bearer',
  body: {
    schema: updateFeature2026RequestSchema,
    example: '{"data":{"id":"FEATURE_ID","type":"subscription_feature","attributes":{"name":"Library+"}}}',
  },
  success: { status: 200, schema: featureResponse2026Schema, description: 'The feature' },
  errors: [404],
  async handle({ params, body, render, view, write }) {
    featureIn(view(), params.feature_uuid);
    const feature = await write((session) => updateFeature(session, params.feature_uuid, body.data.attributes));
    return ok(featureBody(render, feature, 'store'));
  },
});

const deleteFeatureRoute = defineRoute({
  operation: 'deleteFeature',
  versions: ['2026'],
  method: 'DELETE',
  ...paths(FEATURE),
  summary: 'Delete a store feature (offerings keep their copies)',
  auth: 'bearer',
  success: { status: 204, schema: null, description: 'Deleted' },
  errors: [404],
  async handle({ params, view, write }) {
    featureIn(view(), params.feature_uuid);
    await write((session) => deleteFeature(session, params.feature_uuid));
    return noContent();
  },
});

// ---------------------------------------------------------------------------------------------------------------
// An offering's features

const listOfferingFeatures = childList({
  operation: 'listOfferingFeatures',
  version: '2026',
  path: OFFERING_FEATURES,
  summary: "List an offering's features",
  schema: offeringFeatureList2026Schema,
  description: "A page of the offering's features",
  children: (record) => record.extras.features,
  item: (render, _record, feature) => featureJson(render, feature, 'offering'),
});

const getOfferingFeature = defineRoute({
  operation: 'getOfferingFeature',
  versions: ['2026'],
  method: 'GET',
  ...paths(OFFERING_FEATURE),
  summary: "Get one of an offering's features",
  auth: 'bearer',
  success: { status: 200, schema: offeringFeatureResponse2026Schema, description: 'The feature' },
  errors: [404],
  handle({ params, render, view }) {
    const current = view();
    const record = offeringIn(current, params.offering_uuid);
    const feature = offeringFeatureIn(record, params.feature_uuid);
    const key = `offering feature ${record.offering.id} ${feature.id}`;
    return ok(render.body(current, key, () => featureBody(render, feature, 'offering')));
  },
});

const createOfferingFeature = defineRoute({
  operation: 'createOfferingFeature',
  versions: ['2026'],
  method: 'POST',
  ...paths(OFFERING_FEATURES),
  summary: 'Make a feature in an offering',
  auth: 'bearer',
  body: {
    schema: createOfferingFeature2026RequestSchema,
    example:
      '{"data":{"type":"subscription_offering_feature","attributes":{"name":"Library","configuration":{"type":"access","tag":"library"}}}}',
  },
  success: { status: 201, schema: offeringFeatureResponse2026Schema, description: 'The new feature' },
  errors: [404],
  async handle({ params, body, render, view, write }) {
    offeringIn(view(), params.offering_uuid);
    const feature = await write((session) => addOfferingFeature(session, params.offering_uuid, body.data.attributes));
    return ok(featureBody(render, feature, 'offering'), 201);
  },
});

const updateOfferingFeatureRoute = defineRoute({
  operation: 'updateOfferingFeature',
  versions: ['2026'],
  method: 'PUT',
  ...paths(OFFERING_FEATURE),
  summary: "Change an offering's feature (null clears an optional field); subscriptions keep theirs",
  auth: 'bearer',
  body: {
    schema: updateOfferingFeature2026RequestSchema,
    example: '{"data":{"id":"FEATURE_ID","type":"subscription_offering_feature","attributes":{"name":"Library+"}}}',
  },
  // The document answers this one with a library Feature (`subscription_feature`, no relationships): so does the
  // emulator, the offering's feature in that shape (README, "Where this differs").
  success: { status: 200, schema: featureResponse2026Schema, description: 'The feature' },
  errors: [404],
  async handle({ params, body, render, view, write }) {
    offeringFeatureIn(offeringIn(view(), params.offering_uuid), params.feature_uuid);
    const feature = await write((session) =>
      updateOfferingFeature(session, params.offering_uuid, params.feature_uuid, body.data.attributes),
    );
    return ok(featureBody(render, feature, 'store'));
  },
});

const deleteOfferingFeature = defineRoute({
  operation: 'deleteOfferingFeature',
  versions: ['2026'],
  method: 'DELETE',
  ...paths(OFFERING_FEATURE),
  summary: 'Take a feature out of an offering, and out of its plans; subscriptions keep theirs',
  auth: 'bearer',
  success: { status: 204, schema: null, description: 'Removed' },
  errors: [404],
  async handle({ params, view, write }) {
    offeringFeatureIn(offeringIn(view(), params.offering_uuid), params.feature_uuid);
    await write((session) => removeOfferingFeature(session, params.offering_uuid, params.feature_uuid));
    return noContent();
  },
});

const attachOfferingFeature = defineRoute({
  operation: 'attachOfferingFeature',
  versions: ['2026'],
  method: 'POST',
  ...paths(`${OFFERING_FEATURES}/attach`),
  summary: 'Attach store features to an offering: the offering gets copies, each with an id of its own',
  auth: 'bearer',
  body: { schema: attachOfferingFeature2026RequestSchema, example: '{"data":{"features":["FEATURE_ID"]}}' },
  success: { status: 200, schema: attachedOfferingFeatures2026Schema, description: 'The copies attached' },
  errors: [404],
  async handle({ params, body, render, view, write }) {
    offeringIn(view(), params.offering_uuid);
    const copies = await write((session) => attachFeatures(session, params.offering_uuid, body.data.features));
    return ok(`{"data":[${copies.map((feature) => featureJson(render, feature, 'offering')).join(',')}]}`);
  },
});

export const featureRoutes = [
  listFeatures,
  getFeature,
  createFeatureRoute,
  updateFeatureRoute,
  deleteFeatureRoute,
  listOfferingFeatures,
  getOfferingFeature,
  createOfferingFeature,
  updateOfferingFeatureRoute,
  deleteOfferingFeature,
  attachOfferingFeature,
];
