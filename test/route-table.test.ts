import * as msw from 'msw';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createMswHandlers } from '../src/adapters/msw.js';
import { createApp } from '../src/app.js';
import { EventBus } from '../src/events/bus.js';
import { openApiDocument } from '../src/openapi.js';
import { Renderer } from '../src/render/renderer.js';
import { defineRoute } from '../src/routes/contract.js';
import { TABLES } from '../src/routes/index.js';

const ROUTES = TABLES['2024'];

import { ok } from '../src/routes/respond.js';
import { RouteTable } from '../src/routes/table.js';
import { BUILT_IN_SCENARIOS } from '../src/scenarios/registry.js';
import { Journal } from '../src/store/journal.js';
import { Store } from '../src/store/store.js';
import { TokenStore } from '../src/store/tokens.js';
import { WorldCache } from '../src/store/worlds.js';
import { classify } from './support/classify.js';

// The route table is the one place that knows the API's paths: a route added to a throwaway table shows in the
// OpenAPI document, in the MSW predicate and in the fuzz suite's classifier, with nothing else written for it.
const widget = defineRoute({
  operation: 'getWidget',
  method: 'GET',
  path: '/v2/widgets/:widget_uuid',
  aliases: ['/widgets/:widget_uuid'],
  summary: 'Get a widget',
  auth: 'bearer',
  query: [{ name: 'shade', description: 'A shade.', schema: { type: 'string' }, read: (query) => query.get('shade') }],
  success: { status: 200, schema: z.strictObject({ widget: z.string() }), description: 'The widget' },
  errors: [404],
  handle: ({ params }) => ok(JSON.stringify({ widget: params.widget_uuid })),
});
const table = new RouteTable([...ROUTES.routes, widget]);

/** A pipeline over `table`, as createEmulator makes one over the real table. */
function pipeline() {
  const worlds = new WorldCache(1, new Date('2026-01-01T00:00:00Z'), 100);
  return createApp({
    table,
    version: '2024',
    auth: 'any',
    strictParams: true,
    latency: 0,
    scenarios: new Map(BUILT_IN_SCENARIOS.map((scenario) => [scenario.name, scenario])),
    store: new Store(worlds, 1, 100),
    tokens: new TokenStore(),
    events: new EventBus({
      version: '2024',
      render: new Renderer(),
      seed: 1,
      retries: 'immediate',
      viewOf: () => undefined,
    }),
    current: () => 'default',
    currentSession: () => 'default',
    journal: new Journal(0),
  });
}

describe('a route added to a throwaway table', () => {
  it('is in the OpenAPI document at its path and alias, with its parameters, answer and errors', () => {
    const doc = openApiDocument('http://x', table);
    const paths = doc.paths as Record<string, Record<string, Record<string, unknown>>>;
    const operation = paths['/v2/widgets/{widget_uuid}']?.get;
    expect(operation?.operationId).toBe('getWidget');
    expect(paths['/widgets/{widget_uuid}']?.get?.operationId).toBe('getWidgetWithoutV2');
    expect(operation?.parameters).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'widget_uuid', in: 'path', schema: { type: 'string', format: 'uuid' } }),
        expect.objectContaining({ name: 'shade', in: 'query' }),
        { $ref: '#/components/parameters/ScenarioFlag' },
        { $ref: '#/components/parameters/ScenarioHeader' },
      ]),
    );
    expect(Object.keys(operation?.responses as object).sort()).toEqual([
      '200',
      '400',
      '401',
      '404',
      '410',
      '429',
      '500',
    ]);
    expect(openApiDocument('http://x').paths).not.toHaveProperty('/v2/widgets/{widget_uuid}');
  });

  it('is answered by the MSW handlers made over it, at its path and alias, through the whole pipeline', async () => {
    const handlers = createMswHandlers(msw, pipeline());
    const get = (path: string, headers: Record<string, string> = { authorization: 'Bearer x' }) =>
      msw.getResponse(handlers, new Request(`http://api.test${path}`, { headers }));
    const answer = await get('/v2/widgets/w1?shade=blue');
    expect(answer?.status).toBe(200);
    expect(await answer?.json()).toEqual({ widget: 'w1' });
    expect((await get('/widgets/w2/'))?.status).toBe(200);
    expect((await get('/v2/widgets/w1', {}))?.status).toBe(401);
    expect((await get('/v2/widgets/w1?colour=red'))?.status).toBe(400);
    expect(await get('/v2/gadgets/w1')).toBeUndefined();
  });

  it('is known to the fuzz classifier', () => {
    expect(classify(table, '/v2/widgets/w1')).toBe(widget);
    expect(classify(table, '/widgets/w1', 'HEAD')).toBe(widget);
    expect(classify(table, '/v2/widgets/w1', 'POST')).toBe('wrong-method');
    expect(classify(ROUTES, '/v2/widgets/w1')).toBe('none');
  });
});
