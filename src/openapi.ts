import { z } from 'zod';
import { ADMIN_ENDPOINTS, type AdminEndpoint } from './admin-contract.js';
import type { BodyType, Route } from './routes/contract.js';
import { TABLES } from './routes/index.js';
import type { RouteTable } from './routes/table.js';
import { errorBodySchema } from './schemas/index.js';
import { ANSWERS, REQUESTS } from './schemas/registry.js';
import { VERSION } from './version.generated.js';

const MEDIA: Record<BodyType, string> = {
  json: 'application/json',
  form: 'application/x-www-form-urlencoded',
  multipart: 'multipart/form-data',
};
const ref = (id: string) => ({ $ref: `#/components/schemas/${id}` });

/** A schema by reference when the registry names it, else written out. */
function schemaOf(schema: z.ZodType, io: 'input' | 'output') {
  const id = (io === 'output' ? ANSWERS : REQUESTS).get(schema)?.id;
  return id === undefined ? z.toJSONSchema(schema, { target: 'openapi-3.0', io }) : ref(id);
}

const SESSION = { type: 'string', pattern: '^[A-Za-z0-9._-]{1,64}$' };
const SCENARIO_TEXT = 'Emulator only: answer from this named scenario (see GET /__emulator/scenarios)';
const SESSION_TEXT = 'Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-)';

/** The emulator's own parameters, which every route takes: the world, as query flags or headers. */
const PARAMETERS = {
  ScenarioFlag: {
    name: 'scenario',
    in: 'query',
    required: false,
    description: `${SCENARIO_TEXT}.`,
    schema: { type: 'string' },
  },
  SessionFlag: { name: 'session', in: 'query', required: false, description: `${SESSION_TEXT}.`, schema: SESSION },
  ScenarioHeader: {
    name: 'X-Emulator-Scenario',
    in: 'header',
    required: false,
    description: `${SCENARIO_TEXT}; the query flag wins.`,
    schema: { type: 'string' },
  },
  SessionHeader: {
    name: 'X-Emulator-Session',
    in: 'header',
    required: false,
    description: `${SESSION_TEXT}; the query flag wins.`,
    schema: SESSION,
  },
};
const OWN_PARAMETERS = Object.keys(PARAMETERS).map((name) => ({ $ref: `#/components/parameters/${name}` }));

/** The headers every API answer carries, and the one a 429 adds. */
const HEADERS = {
  'X-Emulator-Scenario': { description: 'The scenario the answer is from.', schema: { type: 'string' } },
  'X-Emulator-Session': { description: 'The session the answer is from.', schema: SESSION },
  'Retry-After': { description: 'Seconds to wait before trying again.', schema: { type: 'string' } },
};
const WORLD_HEADERS = {
  'X-Emulator-Scenario': { $ref: '#/components/headers/X-Emulator-Scenario' },
  'X-Emulator-Session': { $ref: '#/components/headers/X-Emulator-Session' },
};

/** One operation of the document, all read off the route. */
function operation(route: Route, operationId: string, path: string) {
  const inPath = [...path.matchAll(/:([\w-]+)/g)].map(([, name]) => ({
    name,
    in: 'path',
    required: true,
    schema: /_uuid$/.test(name as string) ? { type: 'string', format: 'uuid' } : { type: 'string' },
  }));
  const inQuery = (route.query ?? []).map(({ name, description, schema }) => ({
    name,
    in: 'query',
    required: false,
    description,
    schema,
  }));
  const { success } = route;
  const answer =
    success.schema === null
      ? { description: success.description, headers: WORLD_HEADERS }
      : {
          description: success.description,
          headers: WORLD_HEADERS,
          content: { 'application/json': { schema: schemaOf(success.schema, 'output') } },
        };
  const body = route.body;
  return {
    operationId,
    tags: ['api'],
    summary: route.summary,
    ...(route.auth === 'none' ? { security: [] } : {}),
    parameters: [...inPath, ...inQuery, ...OWN_PARAMETERS],
    ...(body === undefined
      ? {}
      : {
          requestBody: {
            required: true,
            content: Object.fromEntries(
              (body.types ?? ['json']).map((type) => [MEDIA[type], { schema: schemaOf(body.schema, 'input') }]),
            ),
          },
        }),
    responses: {
      [String(success.status)]: answer,
      ...(success.noContent === undefined ? {} : { 204: { description: success.noContent } }),
      ...errorAnswers(route.statuses),
    },
  };
}

/** The error answers by status: every one in the one envelope, a 429 with `Retry-After`. */
function errorAnswers(statuses: readonly number[]) {
  return Object.fromEntries(
    statuses.map((status) => [
      String(status),
      { $ref: `#/components/responses/${status === 429 ? 'TooManyRequests' : 'Error'}` },
    ]),
  );
}

/** One admin endpoint, under `/__emulator`, tagged apart, with no token. */
function adminOperation(endpoint: AdminEndpoint) {
  const inPath = [...endpoint.path.matchAll(/:(\w+)/g)].map(([, name]) => ({
    name,
    in: 'path',
    required: true,
    schema: { type: 'string' },
  }));
  const inQuery = (endpoint.query ?? []).map((param) => ({ ...param, in: 'query', required: false }));
  const { answer } = endpoint;
  const content =
    answer === 'html'
      ? { 'text/html': { schema: { type: 'string' } } }
      : { 'application/json': { schema: answer === 'document' ? { type: 'object' } : schemaOf(answer, 'output') } };
  return {
    operationId: endpoint.operation,
    tags: ['admin'],
    summary: endpoint.summary,
    security: [],
    ...(inPath.length + inQuery.length > 0 ? { parameters: [...inPath, ...inQuery] } : {}),
    ...(endpoint.body === undefined
      ? {}
      : {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: schemaOf(endpoint.body, 'input') } },
          },
        }),
    responses: {
      [String(endpoint.status ?? 200)]: { description: endpoint.summary, content },
      ...errorAnswers(endpoint.errors),
    },
  };
}

/** The OpenAPI paths: each route at its path, and at each alias with the operation id's `WithoutV2` form. */
function paths(table: RouteTable): Record<string, Record<string, object>> {
  const out: Record<string, Record<string, object>> = {};
  for (const route of table.routes) {
    route.paths.forEach(({ path }, index) => {
      const operationId = index === 0 ? route.operation : `${route.operation}WithoutV2`;
      const at = path.replace(/:([\w-]+)/g, '{$1}');
      out[at] ??= {};
      (out[at] as Record<string, object>)[route.method.toLowerCase()] = operation(route, operationId, path);
    });
  }
  for (const endpoint of ADMIN_ENDPOINTS) {
    const at = `/__emulator${endpoint.path}`.replace(/:(\w+)/g, '{$1}');
    out[at] ??= {};
    (out[at] as Record<string, object>)[endpoint.method.toLowerCase()] = adminOperation(endpoint);
  }
  return out;
}

/** Every named schema, without the `$id` zod writes into each. */
function components(io: 'input' | 'output') {
  const uri = (id: string) => `#/components/schemas/${id}`;
  const { schemas } = z.toJSONSchema(io === 'output' ? ANSWERS : REQUESTS, { target: 'openapi-3.0', io, uri });
  return Object.fromEntries(
    Object.entries(schemas).map(([id, schema]) => {
      const { $id: _id, ...rest } = schema as Record<string, unknown>;
      return [id, rest];
    }),
  );
}

/**
 * The emulated API as an OpenAPI 3.0 document, its schemas generated from the zod schemas and its paths from the
 * route table (served by the admin API at `GET /__emulator/openapi.json`), for Postman, code generators and contract
 * tests.
 * @example
 * writeFileSync('openapi.json', JSON.stringify(openApiDocument(), null, 2))
 */
export function openApiDocument(serverUrl = 'http://127.0.0.1:4010', table: RouteTable = TABLES['2024']) {
  return {
    openapi: '3.0.3',
    info: { title: 'Application keys and subscriptions API (commerce-emulator)', version: VERSION },
    servers: [{ url: serverUrl }],
    security: [{ bearer: [] }],
    tags: [
      { name: 'api', description: 'The emulated API, as the platform serves it' },
      { name: 'admin', description: "The emulator's own admin API under /__emulator: no token, never rate-limited" },
    ],
    paths: paths(table),
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      parameters: PARAMETERS,
      headers: HEADERS,
      responses: {
        Error: {
          description: 'An error, in the one envelope every error uses',
          headers: WORLD_HEADERS,
          content: { 'application/json': { schema: schemaOf(errorBodySchema, 'output') } },
        },
        TooManyRequests: {
          description: 'Too many requests (the rate-limited scenario): try again after Retry-After seconds',
          headers: { ...WORLD_HEADERS, 'Retry-After': { $ref: '#/components/headers/Retry-After' } },
          content: { 'application/json': { schema: schemaOf(errorBodySchema, 'output') } },
        },
      },
      schemas: { ...components('output'), ...components('input') },
    },
  };
}
