import { describe, expect, it } from 'vitest';
import { ADMIN_ENDPOINTS } from '../src/admin-contract.js';
import { createEmulator, openApiDocument } from '../src/index.js';
import { TABLES } from '../src/routes/index.js';

const ROUTES = TABLES['2024'];

type Doc = ReturnType<typeof openApiDocument>;
type SchemaObject = { type?: string; required?: string[]; properties?: Record<string, SchemaObject> };

describe('the OpenAPI document', () => {
  const doc = openApiDocument();

  it('describes every route of the route table, with its method', () => {
    const paths = doc.paths as Record<string, Record<string, unknown>>;
    const every = ROUTES.routes.flatMap((route) => route.paths.map(({ path }) => ({ route, path })));
    for (const { route, path } of every) {
      const at = path.replace(/:(\w+)/g, '{$1}');
      expect(paths[at], `${route.method} ${path}`).toHaveProperty(route.method.toLowerCase());
    }
    const api = Object.keys(paths).filter((path) => !path.startsWith('/__emulator'));
    expect(api).toHaveLength(new Set(every.map(({ path }) => path)).size);
    const ids = Object.values(paths).flatMap((methods) =>
      Object.values(methods).map((op) => (op as { operationId: string }).operationId),
    );
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('carries the zod schemas as JSON Schema, required fields and limits included', () => {
    const schemas = doc.components.schemas as Record<string, SchemaObject>;
    expect(schemas.ApplicationKeyList?.required).toEqual(['data', 'links', 'meta']);
    expect(schemas.SubscriptionResponse?.properties?.data).toEqual({ $ref: '#/components/schemas/Subscription' });
    const attributes = schemas.Subscription?.properties?.attributes;
    expect(attributes?.required).toEqual(['account_id', 'name', 'email', 'offering', 'plan_id', 'currency']);
    const meta = schemas.Subscription?.properties?.meta;
    expect(meta?.required).toEqual(
      expect.arrayContaining(['canceled', 'paused', 'closed', 'suspended', 'invoice_after']),
    );
    expect(schemas.SubscriptionList?.required).toEqual(['data', 'links', 'meta']);
    expect(attributes?.properties?.external_ref).toMatchObject({ type: 'string', maxLength: 2048 });
    expect(schemas.ErrorBody?.required).toEqual(['errors']);
    expect(schemas.TokenResponse?.properties?.expires_in).toMatchObject({ enum: [3600] });
  });

  it('describes the admin API from its contract, which the admin API serves, endpoint for endpoint', async () => {
    const server = await createEmulator().listen();
    try {
      for (const endpoint of ADMIN_ENDPOINTS) {
        const path = `/__emulator${endpoint.path.replace(/:(\w+)/, 'someone')}`;
        const documented = (doc.paths as Record<string, Record<string, unknown>>)[
          `/__emulator${endpoint.path.replace(/:(\w+)/, '{$1}')}`
        ];
        expect(documented, path).toHaveProperty(endpoint.method.toLowerCase());
        const body = endpoint.body === undefined ? undefined : '{"name":"default","advance":"P1D"}';
        const answer = await fetch(`${server.url}${path}`, { method: endpoint.method, body });
        const text = await answer.text();
        // Served: a success, a 400 for the made-up body, a 404 of the endpoint itself (no event "someone"), or the
        // 409 of one that needs a start-up flag (POST save, without --data-dir).
        expect([200, 400, 404, 409], `${endpoint.method} ${path}`).toContain(answer.status);
        expect(text, `${endpoint.method} ${path}`).not.toContain('no admin endpoint');
      }
      const unknown = await (await fetch(`${server.url}/__emulator/nope`)).json();
      const listed = (unknown as { errors: { detail: string }[] }).errors[0]?.detail ?? '';
      for (const endpoint of ADMIN_ENDPOINTS)
        expect(listed).toContain(`${endpoint.method} /__emulator${endpoint.path}`);
    } finally {
      await server.close();
    }
  });

  it('is served by the admin API with the server it was asked on', async () => {
    const server = await createEmulator().listen();
    try {
      const res = await fetch(`${server.url}/__emulator/openapi.json`);
      expect(res.status).toBe(200);
      const served = (await res.json()) as Doc;
      expect(served.servers).toEqual([{ url: server.url }]);
      expect(served.paths).toEqual(JSON.parse(JSON.stringify(doc.paths)));
    } finally {
      await server.close();
    }
  });
});
