import { createImport, errorsOf, MAX_IMPORT_BYTES, readImportFile, runImports } from '../billing/imports.js';
import { recordIn } from '../catalog/resources.js';
import type { ApiVersion } from '../catalog/types.js';
import { foundOf, listBody } from '../render/page.js';
import type { Renderer } from '../render/renderer.js';
import {
  createImportRequestSchema,
  importErrorList2026Schema,
  importList2024Schema,
  importList2026Schema,
  importResponse2024Schema,
  importResponse2026Schema,
} from '../schemas/index.js';
import type { StoreRecord } from '../store/collections.js';
import { defineRoute, paths, type Route } from './contract.js';
import { filterParam } from './filter.js';
import { PAGE_PARAMS, pageWindow } from './params.js';
import { ok } from './respond.js';

/**
 * Subscriptions imports, both versions: CreateImport (a `multipart/form-data` upload of a JSONL file, recorded and run
 * at once: see src/billing/imports.ts), ListImportJobs, GetImport, and the 2026 GetImportErrors.
 */

export const IMPORTS = '/v2/subscriptions/imports';
export const IMPORT = `${IMPORTS}/:import_uuid`;

/** ListImportJobs' filter: the document gives the path a `filter` and names no field; these are the job's own. */
const FILTER = filterParam({ status: ['eq', 'in'], external_ref: ['eq', 'in'] });

/** An import as answered: its record without the errors it keeps beside it. */
function importJson(render: Renderer, record: StoreRecord): string {
  return render.derived(record, 'import', () => {
    const { errors: _errors, ...meta } = record.meta;
    return { id: record.id, type: record.type, attributes: record.attributes, meta };
  });
}

const importIn = (view: Parameters<typeof recordIn>[0], params: { readonly import_uuid: string }) =>
  recordIn(view, 'imports', 'import', 'import_uuid', params.import_uuid);

const schemas = {
  '2024': { one: importResponse2024Schema, list: importList2024Schema },
  '2026': { one: importResponse2026Schema, list: importList2026Schema },
} as const;

function createImportRoute(version: ApiVersion) {
  return defineRoute({
    operation: 'createImport',
    versions: [version],
    method: 'POST',
    ...paths(IMPORTS),
    summary:
      'Import a JSONL file (multipart/form-data, field import_file; up to 50,000 lines and 50 MiB): recorded pending, then run at once',
    auth: 'bearer',
    body: {
      schema: createImportRequestSchema,
      example: 'a multipart/form-data body whose import_file part is a JSONL file',
      types: ['multipart'],
      maxBytes: MAX_IMPORT_BYTES,
    },
    success: { status: 201, schema: schemas[version].one, description: 'The new import job, pending' },
    errors: [409],
    async handle({ body, render, write }) {
      const file = readImportFile(body.import_file, version);
      const record = await write((session) => createImport(session, version, body.external_ref, file));
      await write((session) => runImports(session, version));
      return ok(`{"data":${importJson(render, record)}}`, 201);
    },
  });
}

function listImportJobs(version: ApiVersion) {
  return defineRoute({
    operation: 'listImportJobs',
    versions: [version],
    method: 'GET',
    ...paths(IMPORTS),
    summary: 'List import jobs, oldest first',
    auth: 'bearer',
    query: [...PAGE_PARAMS, FILTER],
    success: { status: 200, schema: schemas[version].list, description: 'A page of import jobs' },
    handle({ request, query, render, view }) {
      const current = view();
      const filters = FILTER.read(query);
      return ok(
        listBody(render, current, request, query, {
          key: 'imports',
          window: pageWindow(query),
          found: () => current.collection('imports').find(filters),
          item: (record) => importJson(render, record),
        }),
      );
    },
  });
}

function getImport(version: ApiVersion) {
  return defineRoute({
    operation: 'getImport',
    versions: [version],
    method: 'GET',
    ...paths(IMPORT),
    summary: 'Get an import job',
    auth: 'bearer',
    // The 2026 document gives GetImport the page parameters (read, and checked, though one job is not a page).
    ...(version === '2026' ? { query: PAGE_PARAMS } : {}),
    success: { status: 200, schema: schemas[version].one, description: 'The import job' },
    errors: [404],
    handle({ params, query, render, view }) {
      if (version === '2026') pageWindow(query);
      const current = view();
      const record = importIn(current, params);
      return ok(render.body(current, `import ${record.id}`, () => `{"data":${importJson(render, record)}}`));
    },
  });
}

const getImportErrors = defineRoute({
  operation: 'getImportErrors',
  versions: ['2026'],
  method: 'GET',
  ...paths(`${IMPORT}/errors`),
  summary: "An import job's errors, by line number",
  auth: 'bearer',
  query: PAGE_PARAMS,
  success: { status: 200, schema: importErrorList2026Schema, description: 'A page of the import errors' },
  errors: [404],
  handle({ request, params, query, render, view }) {
    const current = view();
    const record = importIn(current, params);
    return ok(
      listBody(render, current, request, query, {
        key: `import errors ${record.id}`,
        window: pageWindow(query),
        found: () => foundOf(errorsOf(record)),
        item: (error) => render.json(error),
      }),
    );
  },
});

export const importRoutes: Route[] = [
  createImportRoute('2024'),
  createImportRoute('2026'),
  listImportJobs('2024'),
  listImportJobs('2026'),
  getImport('2024'),
  getImport('2026'),
  getImportErrors,
];
