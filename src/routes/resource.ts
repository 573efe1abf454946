import type { z } from 'zod';
import { Refused } from '../billing/actions.js';
import { changeRecord, makeRecord, type RecordShape, recordIn, removeRecord } from '../catalog/resources.js';
import type { ApiVersion } from '../catalog/types.js';
import type { ApiRequest } from '../http/types.js';
import { type ListStyle, listBody } from '../render/page.js';
import type { Renderer } from '../render/renderer.js';
import { COLLECTION_SHAPE, type CollectionKind, type StoreRecord } from '../store/collections.js';
import type { Session } from '../store/session.js';
import type { View } from '../store/view.js';
import { defineRoute, paths, type Route } from './contract.js';
import { type FilterSpec, filterParam, findWhere } from './filter.js';
import { PAGE_PARAMS, pageWindow } from './params.js';
import { noContent, ok } from './respond.js';

/**
 * The five routes of a plain resource (list, create, get, update, delete), from one description: what the
 * documents name them, where they live, their schemas, and the rules that differ from the shared ones
 * (src/catalog/resources.ts). Adding a resource of this kind is one of these and its tests.
 */
export interface ResourceSpec<C, U> {
  kind: CollectionKind;
  shape: RecordShape;
  /** The versions that have it (default both). */
  versions?: readonly ApiVersion[];
  /** The list's path, with `/v2` (also served without). */
  path: string;
  /** The path parameter of one record (`subscriber_uuid`). */
  param: string;
  /** What a 404 calls it (`subscriber`). */
  noun: string;
  /** The documents' operation ids, lower camel case; an operation left out is not served. */
  operations: { list: string; get: string; create?: string; update?: string; delete?: string };
  /** The list's filter, as its description documents it (none when absent). */
  filter?: FilterSpec;
  schemas: {
    list: z.ZodType;
    one: z.ZodType;
    create?: z.ZodType<C>;
    update?: z.ZodType<U>;
  };
  /**
   * The statuses the rules below may refuse a write with, beyond the shared ones (a 404 for an unknown id, a 409 for a
   * delete): each route declares every status it can answer.
   */
  refuses?: { create?: readonly number[]; update?: readonly number[] };
  /** The success statuses where the resource's document gives others (default: a create 201, a delete 204). */
  statuses?: { create?: 200 | 201; delete?: 200 | 204 };
  /** The status of a body the schema refuses, where the resource's document gives one (default 400). */
  invalidStatus?: 422;
  /** How the list writes its page, where the resource's document differs from the Subscriptions API's. */
  listStyle?: ListStyle;
  /** An example body of a create, for the 400 of one that is not JSON. */
  example?: string;
  /**
   * The attributes (and meta) a create makes, from its body, and its id where the resource's rules give it one (by
   * default a new one of the session's). Default: `data.attributes`. Throws to refuse the create.
   */
  created?(
    body: C,
    session: Session,
  ): { id?: string; attributes: Record<string, unknown>; meta?: Record<string, unknown> };
  /** The attributes an update changes, from its body. Default: `data.attributes`. */
  changed?(
    body: U,
    record: StoreRecord,
    session: Session,
  ): { attributes: Record<string, unknown>; meta?: Record<string, unknown> };
  /** Refuses a delete the rules do not allow (throws), or does what a delete sets off. */
  removing?(record: StoreRecord, session: Session): void;
  /** Runs after a create or update (what it sets off elsewhere), inside the same write. */
  written?(record: StoreRecord, session: Session): void;
  /**
   * A record's JSON as the API answers it, where that is not the record as kept: another version's shape, or what
   * is worked out from the rest of `view` when asked (a subscriber's entitlements), or its links on the request's
   * origin. Default: the record.
   */
  answer?(record: StoreRecord, view: View, render: Renderer, request: ApiRequest): string;
}

const attributesOf = (body: unknown) =>
  ((body as { data?: { attributes?: Record<string, unknown> } }).data?.attributes ?? {}) as Record<string, unknown>;

/** The routes of one plain resource. */
export function resourceRoutes<C, U>(spec: ResourceSpec<C, U>): Route[] {
  const one = `${spec.path}/:${spec.param}`;
  const versions = spec.versions === undefined ? {} : { versions: spec.versions };
  const filter = spec.filter === undefined ? undefined : filterParam(spec.filter);
  const find = (view: Parameters<typeof recordIn>[0], params: Readonly<Record<string, string>>) =>
    recordIn(view, spec.kind, spec.noun, spec.param, params[spec.param] as string);
  const json = (record: StoreRecord, view: View, render: Renderer, request: ApiRequest) =>
    spec.answer === undefined ? render.json(record) : spec.answer(record, view, render, request);
  const body = (record: StoreRecord, view: View, render: Renderer, request: ApiRequest) =>
    `{"data":${json(record, view, render, request)}}`;
  const bodyRules = spec.invalidStatus === undefined ? {} : { invalidStatus: spec.invalidStatus };
  const created = spec.statuses?.create ?? 201;
  const deleted = spec.statuses?.delete ?? 204;
  // Bodies are cached per view; one emulator answers as one version, but the key says which all the same.
  const cacheKey = `${spec.kind} ${spec.versions?.join(',') ?? 'all'}`;
  const routes: Route[] = [
    defineRoute({
      operation: spec.operations.list,
      ...versions,
      method: 'GET',
      ...paths(spec.path),
      summary: `List ${spec.noun}s`,
      auth: 'bearer',
      query: filter === undefined ? PAGE_PARAMS : [...PAGE_PARAMS, filter],
      success: { status: 200, schema: spec.schemas.list, description: `A page of ${spec.noun}s` },
      handle({ request, query, render, view }) {
        const current = view();
        const filters = filter?.read(query) ?? [];
        return ok(
          listBody(render, current, request, query, {
            key: cacheKey,
            window: pageWindow(query),
            found: () => findWhere(current.collection(spec.kind), filters, COLLECTION_SHAPE.field),
            item: (record) => json(record, current, render, request),
            ...(spec.listStyle === undefined ? {} : { style: spec.listStyle }),
          }),
        );
      },
    }),
    defineRoute({
      operation: spec.operations.get,
      ...versions,
      method: 'GET',
      ...paths(one),
      summary: `Get a ${spec.noun}`,
      auth: 'bearer',
      success: { status: 200, schema: spec.schemas.one, description: `The ${spec.noun}` },
      errors: [404],
      handle({ params, render, request, view }) {
        const current = view();
        const record = find(current, params);
        const key = `${cacheKey} ${record.id} ${request.origin}`;
        return ok(render.body(current, key, () => body(record, current, render, request)));
      },
    }),
  ];
  if (spec.operations.create !== undefined && spec.schemas.create !== undefined) {
    routes.push(
      defineRoute({
        operation: spec.operations.create,
        ...versions,
        method: 'POST',
        ...paths(spec.path),
        summary: `Create a ${spec.noun}`,
        auth: 'bearer',
        body: {
          schema: spec.schemas.create,
          example: spec.example ?? '{"data":{"type":"...","attributes":{}}}',
          ...bodyRules,
        },
        success: { status: created, schema: spec.schemas.one, description: `The new ${spec.noun}` },
        ...(spec.refuses?.create === undefined ? {} : { errors: [...spec.refuses.create] }),
        async handle({ body: given, render, request, write }) {
          const answer = await write((session) => {
            const { id, attributes, meta } = spec.created?.(given as C, session) ?? {
              attributes: attributesOf(given),
            };
            const made = makeRecord(session, spec.kind, spec.shape, attributes, meta, id);
            spec.written?.(made, session);
            return body(made, session, render, request);
          });
          return ok(answer, created);
        },
      }),
    );
  }
  if (spec.operations.update !== undefined && spec.schemas.update !== undefined) {
    routes.push(
      defineRoute({
        operation: spec.operations.update,
        ...versions,
        method: 'PUT',
        ...paths(one),
        summary: `Change a ${spec.noun} (null clears an optional attribute)`,
        auth: 'bearer',
        body: {
          schema: spec.schemas.update,
          example: spec.example ?? '{"data":{"type":"...","attributes":{}}}',
          ...bodyRules,
        },
        success: { status: 200, schema: spec.schemas.one, description: `The ${spec.noun}` },
        errors: [404, 409, ...(spec.refuses?.update ?? [])],
        async handle({ params, body: given, render, request, view, write }) {
          find(view(), params);
          // The body names the record it changes: another than the path's is a conflict (the documents' 409).
          const named = (given as { data?: { id?: unknown } }).data?.id;
          const id = (params as Readonly<Record<string, string>>)[spec.param] as string;
          if (typeof named === 'string' && named.toLowerCase() !== id.toLowerCase()) {
            throw new Refused(`data.id is ${named.slice(0, 100)}, but the path names ${spec.noun} ${id.toLowerCase()}`);
          }
          const answer = await write((session) => {
            const before = find(session, params);
            const { attributes, meta } = spec.changed?.(given as U, before, session) ?? {
              attributes: attributesOf(given),
            };
            const after = changeRecord(session, spec.kind, before, attributes, meta);
            spec.written?.(after, session);
            return body(after, session, render, request);
          });
          return ok(answer);
        },
      }),
    );
  }
  if (spec.operations.delete !== undefined) {
    routes.push(
      defineRoute({
        operation: spec.operations.delete,
        ...versions,
        method: 'DELETE',
        ...paths(one),
        summary: `Delete a ${spec.noun}`,
        auth: 'bearer',
        success: { status: deleted, schema: null, description: 'Deleted' },
        errors: [404, 409],
        async handle({ params, view, write }) {
          find(view(), params);
          await write((session) => {
            const record = find(session, params);
            spec.removing?.(record, session);
            removeRecord(session, spec.kind, record);
          });
          return deleted === 204 ? noContent() : { status: 200, headers: {}, body: '' };
        },
      }),
    );
  }
  return routes;
}
