import { errors } from '../http/errors.js';
import { applicationKeyBody, createdKeyBody, keyListBody } from '../render/keys.js';
import {
  applicationKeyListSchema,
  applicationKeyResponseSchema,
  createApplicationKeyRequestSchema,
  createdApplicationKeySchema,
  updateApplicationKeyRequestSchema,
} from '../schemas/index.js';
import { defineRoute } from './contract.js';
import { PAGE_PARAMS, pageWindow } from './params.js';
import { noContent, ok } from './respond.js';

const KEYS = '/v2/application-keys';
const auth = 'bearer-client-credentials';
const example = '{"data":{"type":"application_key","name":"Storefront","reserved_rate_limit":0}}';
const notFound = (id: string) => errors.notFound('application key', id);

const listApplicationKeys = defineRoute({
  operation: 'listApplicationKeys',
  method: 'GET',
  path: KEYS,
  summary: 'List application keys',
  auth,
  query: PAGE_PARAMS,
  success: { status: 200, schema: applicationKeyListSchema, description: 'A page of keys' },
  handle({ request, query, render, view }) {
    return ok(keyListBody(render, view(), request, query, pageWindow(query)));
  },
});

const createApplicationKey = defineRoute({
  operation: 'createApplicationKey',
  method: 'POST',
  path: KEYS,
  summary: 'Create an application key (its client_secret is shown in this answer only)',
  auth,
  body: { schema: createApplicationKeyRequestSchema, example },
  success: { status: 201, schema: createdApplicationKeySchema, description: 'The new key' },
  errors: [409],
  async handle({ request, body, write }) {
    const { key, secret } = await write((session) =>
      session.createKey(body.data.name, body.data.reserved_rate_limit ?? 0),
    );
    return ok(createdKeyBody(request, key, secret), 201);
  },
});

const getApplicationKey = defineRoute({
  operation: 'getApplicationKey',
  method: 'GET',
  path: `${KEYS}/:id`,
  summary: 'Get an application key',
  auth,
  success: { status: 200, schema: applicationKeyResponseSchema, description: 'The key' },
  errors: [404],
  handle({ request, params, render, view }) {
    const current = view();
    const key = current.keys.get(params.id);
    if (key === undefined) throw notFound(params.id);
    return ok(applicationKeyBody(render, current, request, key));
  },
});

const updateApplicationKey = defineRoute({
  operation: 'updateApplicationKey',
  method: 'PUT',
  path: `${KEYS}/:id`,
  summary: 'Change the name and/or reserved_rate_limit of an application key',
  auth,
  body: { schema: updateApplicationKeyRequestSchema, example },
  success: { status: 200, schema: applicationKeyResponseSchema, description: 'The key' },
  errors: [404, 409],
  async handle({ request, params, body, render, view, write }) {
    if (view().keys.get(params.id) === undefined) throw notFound(params.id);
    const key = await write((session) => session.updateKey(params.id, body.data));
    if (key === undefined) throw notFound(params.id);
    return ok(applicationKeyBody(render, view(), request, key));
  },
});

const deleteApplicationKey = defineRoute({
  operation: 'deleteApplicationKey',
  method: 'DELETE',
  path: `${KEYS}/:id`,
  summary: 'Delete an application key',
  auth,
  success: { status: 204, schema: null, description: 'Deleted' },
  errors: [404],
  async handle({ params, view, write }) {
    if (view().keys.get(params.id) === undefined) throw notFound(params.id);
    await write((session) => session.deleteKey(params.id));
    return noContent();
  },
});

export const applicationKeyRoutes = [
  listApplicationKeys,
  createApplicationKey,
  getApplicationKey,
  updateApplicationKey,
  deleteApplicationKey,
];
