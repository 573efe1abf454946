import { z } from 'zod';
import type { BodyType, Route } from './routes/contract.js';
import { ROUTES } from './routes/index.js';
import type { RouteTable } from './routes/table.js';
import { errorBodySchema } from './schemas/index.js';
import { ANSWERS, REQUESTS } from './schemas/registry.js';
import { VERSION } from './version.generated.js';

const MEDIA: Record<BodyType, string> = { json: 'application/json', form: 'application/x-www-form-urlencoded' };
const ref = (id: string) => ({ $ref: `#/components/schemas/${id}` });

/** A schema by reference when the registry names it, else written out. */
function schemaOf(schema: z.ZodType, io: 'input' | 'output') {
  const id = (io === 'output' ? ANSWERS : REQUESTS).get(schema)?.id;
  return id === undefined ? z.toJSONSchema(schema, { target: 'openapi-3.0', io }) : ref(id);
}

/** The emulator's own query parameters, which every route takes. */
const OWN_PARAMETERS = [
  {
    name: 'scenario',
    in: 'query',
    required: false,
    description: 'Emulator only: answer from this named scenario (see GET /__emulator/scenarios).',
    schema: { type: 'string' },
  },
  {
    name: 'session',
    in: 'query',
    required: false,
    description: 'Emulator only: read and write in this session (1 to 64 of A-Za-z0-9._-).',
    schema: { type: 'string', pattern: '^[A-Za-z0-9._-]{1,64}$' },
  },
];

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
      ? { description: success.description }
      : {
          description: success.description,
          content: { 'application/json': { schema: schemaOf(success.schema, 'output') } },
        };
  const body = route.body;
  return {
    operationId,
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
      ...Object.fromEntries(route.statuses.map((status) => [String(status), { $ref: '#/components/responses/Error' }])),
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
export function openApiDocument(serverUrl = 'http://127.0.0.1:4010', table: RouteTable = ROUTES) {
  return {
    openapi: '3.0.3',
    info: { title: 'Application keys and subscriptions API (commerce-emulator)', version: VERSION },
    servers: [{ url: serverUrl }],
    security: [{ bearer: [] }],
    paths: paths(table),
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      responses: {
        Error: {
          description: 'An error, in the one envelope every error uses',
          content: { 'application/json': { schema: schemaOf(errorBodySchema, 'output') } },
        },
      },
      schemas: { ...components('output'), ...components('input') },
    },
  };
}
