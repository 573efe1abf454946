#!/usr/bin/env node
// Checks a running emulator's answers against one of the platform's published OpenAPI documents, operation by
// operation: is the status one the operation lists, and does the JSON body validate against the schema documented for
// that status. A developer tool (it reads ../shared/specs, which the tests must not need), not part of `npm test`.
//
//   node scripts/spec-check.mjs --url http://127.0.0.1:4010 --spec subscriptions-2026 [options]
//
// Run with --help for the options. Exit code: 0 clean, 1 a violation (or, with --strict, an operation not served),
// 2 a usage error or an emulator that cannot be reached.
import { readFileSync } from 'node:fs';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import Ajv from 'ajv';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { parse as parseYaml } from 'yaml';

const HELP = `Usage: node scripts/spec-check.mjs --url URL --spec NAME [options]

  --url URL           the running emulator (e.g. http://127.0.0.1:4010)
  --spec NAME         a document in the specs folder: subscriptions-2026, application-keys-2026.yaml, or a path
  --specs-dir DIR     where the documents are (default: ../shared/specs from the repository root)
  --prefix P          put before every documented path (default: /v2 when the document's paths do not start with
                      /v2 and its server URLs end with /v2, else nothing)
  --only IDS          comma-separated operationIds (or "METHOD /path") to report; GETs outside it still run, quietly,
                      to learn ids; writes outside it do not run
  --session NAME      the emulator session every request is in (default: spec-check); it is dropped first
  --session-header    name the session with X-Emulator-Session instead of ?session=
  --keep-session      do not drop the session before the run
  --scenario NAME     also send ?scenario=NAME (the emulator's own flag, not part of any document)
  --token T           the bearer token (default: spec-check)
  --tries N           how many parent ids a nested list is tried with until one has items (default: 10)
  --sample N          ask each GET with path ids for up to N different ids (nested lists: N that have items;
                      default: 1)
  --errors            also send each operation with path ids an unknown id, and each write an empty body, to check
                      the error answers
  --max-errors N      errors printed per operation (default: 3; all with --verbose)
  --strict            an operation not served fails the run too
  --json              print a machine-readable report instead of lines
  --verbose           print every request and every error
  --dry-run           no emulator: list the operations in the order they would run, with where each write's body
                      comes from, and compile every documented response schema
  --help              this text`;

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'];
const EMULATOR_FLAGS = new Set(['scenario', 'session']);
const UNKNOWN_UUID = 'ffffffff-ffff-4fff-bfff-ffffffffffff';
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

// ---------------------------------------------------------------------------------------------------------------
// Arguments

function readArgs(argv) {
  const { values } = parseArgs({
    args: argv,
    options: {
      url: { type: 'string' },
      spec: { type: 'string' },
      'specs-dir': { type: 'string' },
      prefix: { type: 'string' },
      only: { type: 'string' },
      session: { type: 'string', default: 'spec-check' },
      'session-header': { type: 'boolean', default: false },
      'keep-session': { type: 'boolean', default: false },
      scenario: { type: 'string' },
      token: { type: 'string', default: 'spec-check' },
      tries: { type: 'string', default: '10' },
      sample: { type: 'string', default: '1' },
      errors: { type: 'boolean', default: false },
      'max-errors': { type: 'string', default: '3' },
      strict: { type: 'boolean', default: false },
      json: { type: 'boolean', default: false },
      verbose: { type: 'boolean', default: false },
      'dry-run': { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
    strict: true,
  });
  if (values.help) {
    console.log(HELP);
    process.exit(0);
  }
  if (!values.spec) throw new UsageError('--spec is required');
  if (!values.url && !values['dry-run']) throw new UsageError('--url is required (or --dry-run)');
  const tries = Number(values.tries);
  const sample = Number(values.sample);
  if (!Number.isInteger(sample) || sample < 1) throw new UsageError('--sample must be a whole number of at least 1');
  const maxErrors = Number(values['max-errors']);
  if (!Number.isInteger(tries) || tries < 1) throw new UsageError('--tries must be a whole number of at least 1');
  if (!Number.isInteger(maxErrors) || maxErrors < 0) throw new UsageError('--max-errors must be a whole number');
  return {
    url: (values.url ?? '').replace(/\/+$/, ''),
    dryRun: values['dry-run'],
    spec: values.spec,
    specsDir: resolve(values['specs-dir'] ?? join(root, '..', 'shared', 'specs')),
    prefix: values.prefix,
    only: values.only
      ? new Set(
          values.only
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean),
        )
      : undefined,
    session: values.session,
    sessionHeader: values['session-header'],
    keepSession: values['keep-session'],
    scenario: values.scenario,
    token: values.token,
    tries,
    sample,
    probeErrors: values.errors,
    maxErrors: values.verbose ? Number.POSITIVE_INFINITY : maxErrors,
    strict: values.strict,
    json: values.json,
    verbose: values.verbose,
  };
}

class UsageError extends Error {}

function specFile(opts) {
  const name = opts.spec;
  if (isAbsolute(name) || name.includes('/')) return resolve(name);
  return join(opts.specsDir, /\.ya?ml$|\.json$/.test(name) ? name : `${name}.yaml`);
}

// ---------------------------------------------------------------------------------------------------------------
// The document: references, and the copy ajv validates against

const escapePointer = (s) => String(s).replaceAll('~', '~0').replaceAll('/', '~1');
const unescapePointer = (s) => s.replaceAll('~1', '/').replaceAll('~0', '~');

function atPointer(doc, pointer) {
  let node = doc;
  for (const part of pointer.split('/').slice(1)) {
    if (node === undefined || node === null) return undefined;
    let key = part;
    try {
      key = decodeURIComponent(part);
    } catch {
      // a % that is not an escape: the part as written
    }
    node = node[unescapePointer(key)];
  }
  return node;
}

/** Follows local `$ref`s (OpenAPI objects and schemas alike) to the object, keeping the pointer it was found at. */
function deref(doc, value, pointer) {
  let node = value;
  let at = pointer;
  const seen = new Set();
  while (node && typeof node === 'object' && typeof node.$ref === 'string') {
    if (!node.$ref.startsWith('#') || seen.has(node.$ref)) break;
    seen.add(node.$ref);
    at = node.$ref.slice(1);
    node = atPointer(doc, at);
  }
  return { value: node, pointer: at };
}

/**
 * The document as JSON Schema for responses. OpenAPI 3.0: `nullable: true` lets null through (by type, enum, or an
 * anyOf around a schema without type), boolean exclusiveMinimum/Maximum become numbers. Both versions: a property
 * marked writeOnly is not required in an answer, and a oneOf with a discriminator picks its branch by the property's
 * value (as the document says) instead of asking that exactly one branch match.
 */
function responseSchemas(doc) {
  const v30 = String(doc.openapi ?? '').startsWith('3.0');
  const isWriteOnly = (s) => {
    if (!s || typeof s !== 'object') return false;
    if (s.writeOnly === true) return true;
    return typeof s.$ref === 'string' && s.$ref.startsWith('#') && deref(doc, s, '').value?.writeOnly === true;
  };
  const convert = (node) => {
    if (Array.isArray(node)) return node.map(convert);
    if (!node || typeof node !== 'object') return node;
    let out = {};
    for (const [k, v] of Object.entries(node)) out[k] = k === 'example' || k === 'examples' ? v : convert(v);
    if (out.properties && typeof out.properties === 'object' && Array.isArray(out.required)) {
      out.required = out.required.filter((name) => !isWriteOnly(node.properties?.[name]));
    }
    if (v30) {
      for (const [bool, limit] of [
        ['exclusiveMinimum', 'minimum'],
        ['exclusiveMaximum', 'maximum'],
      ]) {
        if (typeof out[bool] === 'boolean') {
          if (out[bool] && typeof out[limit] === 'number') out[bool] = out[limit];
          if (out[bool] === out[limit]) delete out[limit];
          if (typeof out[bool] === 'boolean') delete out[bool];
        }
      }
    }
    if (out.discriminator && typeof out.discriminator.propertyName === 'string') {
      const list = Array.isArray(out.oneOf) ? 'oneOf' : Array.isArray(out.anyOf) ? 'anyOf' : undefined;
      if (list && out[list].every((branch) => typeof branch?.$ref === 'string')) {
        const prop = out.discriminator.propertyName;
        const mapping = { ...(out.discriminator.mapping ?? {}) };
        for (const branch of out[list]) {
          const name = typeof branch.$ref === 'string' ? branch.$ref.split('/').pop() : undefined;
          if (name && !Object.values(mapping).includes(branch.$ref)) mapping[name] = branch.$ref;
        }
        const rules = Object.entries(mapping).map(([value, ref]) => ({
          if: { properties: { [prop]: { const: value } }, required: [prop] },
          // biome-ignore lint/suspicious/noThenProperty: JSON Schema's if/then, never awaited
          then: { $ref: ref },
        }));
        const { [list]: _branches, ...rest } = out;
        out = { ...rest, allOf: [...(rest.allOf ?? []), ...rules] };
      }
    }
    if (v30 && out.nullable === true) {
      delete out.nullable;
      if (Array.isArray(out.enum) && !out.enum.includes(null)) out.enum = [...out.enum, null];
      if (typeof out.type === 'string') out.type = [out.type, 'null'];
      else if (out.type === undefined) out = { anyOf: [{ type: 'null' }, out] };
    }
    return out;
  };
  return convert(doc);
}

function makeAjv(doc) {
  const v31 = String(doc.openapi ?? '').startsWith('3.1');
  const Class = v31 ? Ajv2020 : Ajv;
  const ajv = new Class({ strict: false, allErrors: true, validateSchema: false, logger: false });
  addFormats(ajv);
  // Formats ajv and ajv-formats do not know (`format: string`, `UUID`, `int`) say nothing: accept any value.
  const unknown = new Set();
  const visit = (node) => {
    if (Array.isArray(node)) node.forEach(visit);
    else if (node && typeof node === 'object') {
      if (typeof node.format === 'string' && !ajv.formats[node.format]) unknown.add(node.format);
      for (const [k, v] of Object.entries(node)) if (k !== 'example' && k !== 'examples') visit(v);
    }
  };
  visit(doc);
  for (const f of unknown) ajv.addFormat(f, true);
  ajv.addSchema(responseSchemas(doc), 'spec.json');
  const cache = new Map();
  const validator = (pointer) => {
    if (!cache.has(pointer)) {
      const ref = `spec.json#${pointer.split('/').map(encodeURIComponent).join('/')}`;
      try {
        cache.set(pointer, ajv.compile({ $ref: ref }));
      } catch (error) {
        cache.set(pointer, error);
      }
    }
    return cache.get(pointer);
  };
  return { validator, unknownFormats: [...unknown] };
}

// ---------------------------------------------------------------------------------------------------------------
// Operations and ids

function operationsOf(doc) {
  const ops = [];
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    const pathItem = deref(doc, item, `/paths/${escapePointer(path)}`);
    for (const method of METHODS) {
      const op = pathItem.value?.[method];
      if (!op) continue;
      const params = new Map();
      for (const p of [...(pathItem.value.parameters ?? []), ...(op.parameters ?? [])]) {
        const param = deref(doc, p, '').value;
        if (param?.name) params.set(`${param.in}:${param.name}`, param);
      }
      ops.push({
        method: method.toUpperCase(),
        path,
        op,
        pointer: `${pathItem.pointer}/${method}`,
        id: op.operationId ?? `${method.toUpperCase()} ${path}`,
        params: [...params.values()],
        segments: path.split('/').filter(Boolean),
      });
    }
  }
  return ops;
}

const isParam = (segment) => /^\{[^}]+\}$/.test(segment);
const paramCount = (op) => op.segments.filter(isParam).length;
const isCollection = (op) => op.segments.length > 0 && !isParam(op.segments.at(-1));

/** `offering_uuid`, `application-key-id` and `offerings`, `pricing_options` to one singular stem. */
function stem(name) {
  const s = name
    .replace(/[{}]/g, '')
    .replace(/[_-]?(uuid|id)$/i, '')
    .replace(/_/g, '-')
    .toLowerCase();
  if (s.endsWith('ies')) return `${s.slice(0, -3)}y`;
  if (s.endsWith('s') && !s.endsWith('ss')) return s.slice(0, -1);
  return s;
}

class Ids {
  constructor() {
    this.byCollection = new Map(); // concrete collection path -> { listed: [], created: [] }
    this.byStem = new Map(); // stem -> ids from any collection of that name
    this.servedLists = new Set(); // collection templates whose GET answered
  }
  record(template, concrete, ids, kind = 'listed') {
    const entry = this.byCollection.get(concrete) ?? { listed: [], created: [] };
    for (const id of ids) if (!entry[kind].includes(id)) entry[kind].push(id);
    this.byCollection.set(concrete, entry);
    const key = stem(template.split('/').at(-1));
    const all = this.byStem.get(key) ?? [];
    for (const id of ids) if (!all.includes(id)) all.push(id);
    this.byStem.set(key, all);
  }
  /** Ids a path parameter may take, given the concrete path before it and the template it stands in. */
  candidates(templateBefore, concreteBefore, name, preferCreated) {
    const entry = this.byCollection.get(concreteBefore);
    if (entry) return preferCreated ? [...entry.created, ...entry.listed] : [...entry.listed, ...entry.created];
    // The collection was listed for other parents, not this one: a child from elsewhere would only be a 404.
    if (this.servedLists.has(templateBefore)) return [];
    return [...(this.byStem.get(stem(name)) ?? [])];
  }
  /**
   * Ways to fill the template's path parameters (at most `limit`): only parents whose children are known, and spread
   * over parents (one child of each parent before a second child of any). `missing` names the first parameter no id
   * was found for.
   */
  fill(template, { preferCreated = false, limit = 1 } = {}) {
    const segments = template.split('/');
    const results = [];
    const cap = limit === 1 ? 1 : Math.max(limit * 10, 100);
    let missing;
    const walk = (i, concrete, values) => {
      if (results.length >= cap) return;
      if (i === segments.length) {
        results.push({ path: concrete.join('/'), values });
        return;
      }
      const segment = segments[i];
      if (!isParam(segment)) {
        walk(i + 1, [...concrete, segment], values);
        return;
      }
      const name = segment.slice(1, -1);
      const found = this.candidates(segments.slice(0, i).join('/'), concrete.join('/'), name, preferCreated);
      if (found.length === 0) missing ??= segment;
      for (const id of found.slice(0, 25))
        walk(i + 1, [...concrete, encodeURIComponent(id)], { ...values, [name]: id });
    };
    walk(0, [], {});
    const rank = new Map();
    const spread = results.map((fill, i) => {
      const parent = JSON.stringify(Object.values(fill.values).slice(0, -1));
      const n = rank.get(parent) ?? 0;
      rank.set(parent, n + 1);
      return { fill, n, i };
    });
    spread.sort((a, b) => a.n - b.n || a.i - b.i);
    return { fills: spread.slice(0, limit).map((x) => x.fill), missing };
  }
}

function concretePath(template, values) {
  return template.replace(/\{([^}]+)\}/g, (_, name) => encodeURIComponent(values[name]));
}

function listedIds(body) {
  if (!body || typeof body !== 'object' || !Array.isArray(body.data)) return [];
  return body.data.map((item) => item?.id).filter((id) => typeof id === 'string' && id !== '');
}

// ---------------------------------------------------------------------------------------------------------------
// Request bodies and parameters

/** The first example the document gives for a media type, or for its schema. */
function exampleOf(doc, media) {
  if (media.example !== undefined) return { value: media.example, from: 'example' };
  const examples = Object.values(media.examples ?? {});
  for (const e of examples) {
    const ex = deref(doc, e, '').value;
    if (ex && ex.value !== undefined) return { value: ex.value, from: 'examples' };
  }
  const schema = deref(doc, media.schema, '').value;
  if (schema?.example !== undefined) return { value: schema.example, from: 'schema example' };
  if (Array.isArray(schema?.examples) && schema.examples.length > 0) {
    return { value: schema.examples[0], from: 'schema examples' };
  }
  return undefined;
}

/** One schema for an allOf (and for a $ref with keywords beside it): properties merged, required joined. */
function merged(doc, schemaIn, depth = 0) {
  let schema = schemaIn;
  if (schema && typeof schema === 'object' && typeof schema.$ref === 'string') {
    // OpenAPI 3.1 (JSON Schema) keeps the keywords beside a $ref: `{ $ref, required: [name] }` asks for both.
    const { $ref, ...siblings } = schema;
    const target = deref(doc, { $ref }, '').value;
    schema = Object.keys(siblings).length > 0 ? { allOf: [target, siblings] } : target;
  }
  if (!schema || typeof schema !== 'object' || !Array.isArray(schema.allOf) || depth > 12) return schema;
  const { allOf, ...own } = schema;
  const out = {};
  for (const part of [...allOf.map((p) => merged(doc, p, depth + 1)), own]) {
    if (!part || typeof part !== 'object') continue;
    const { properties, required, ...rest } = part;
    Object.assign(out, rest);
    if (properties) out.properties = { ...(out.properties ?? {}), ...properties };
    if (required) out.required = [...new Set([...(out.required ?? []), ...required])];
  }
  return out;
}

/** A minimal value for a request schema: required properties only, valid for type, enum, format and bounds. */
function generate(doc, schemaIn, ids, name = '', depth = 0) {
  const schema = merged(doc, schemaIn);
  if (!schema || typeof schema !== 'object' || depth > 12) return null;
  if (schema.const !== undefined) return schema.const;
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return schema.enum.find((v) => v !== null) ?? null;
  for (const list of ['oneOf', 'anyOf']) {
    if (Array.isArray(schema[list]) && schema[list].length > 0) {
      // The first branch, together with what the schema says beside it (`anyOf: [{ required: [attributes] }]`).
      const { [list]: branches, discriminator: _d, ...rest } = schema;
      const own = rest.properties || rest.required || rest.type === 'object';
      return generate(doc, own ? { allOf: [rest, branches[0]] } : branches[0], ids, name, depth + 1);
    }
  }
  let type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  if (!type) type = schema.properties || schema.required ? 'object' : schema.items ? 'array' : 'string';
  switch (type) {
    case 'object': {
      const out = {};
      for (const key of schema.required ?? []) {
        const raw = schema.properties?.[key];
        if (merged(doc, raw)?.readOnly === true) continue;
        out[key] = raw ? generate(doc, raw, ids, key, depth + 1) : 'spec-check';
      }
      return out;
    }
    case 'array': {
      const n = Math.max(0, schema.minItems ?? 0);
      return Array.from({ length: n }, () => generate(doc, schema.items, ids, name, depth + 1));
    }
    case 'integer':
    case 'number': {
      let v = 1;
      if (typeof schema.minimum === 'number') v = Math.max(v, schema.minimum);
      if (typeof schema.exclusiveMinimum === 'number') v = Math.max(v, schema.exclusiveMinimum + 1);
      if (schema.exclusiveMinimum === true && typeof schema.minimum === 'number') v = schema.minimum + 1;
      if (typeof schema.maximum === 'number') v = Math.min(v, schema.maximum);
      if (typeof schema.exclusiveMaximum === 'number') v = Math.min(v, schema.exclusiveMaximum - 1);
      if (type === 'integer') v = Math.ceil(v);
      if (typeof schema.multipleOf === 'number' && v % schema.multipleOf !== 0) {
        v = Math.ceil(v / schema.multipleOf) * schema.multipleOf;
      }
      return v;
    }
    case 'boolean':
      return false;
    case 'null':
      return null;
    default:
      return stringFor(schema, name, ids);
  }
}

function stringFor(schema, name, ids) {
  const now = new Date();
  switch (schema.format) {
    case 'uuid':
    case 'UUID':
      return ids?.byStem.get(stem(name))?.[0] ?? crypto.randomUUID();
    case 'date-time':
      return now.toISOString().replace(/\.\d+Z$/, 'Z');
    case 'date':
      return now.toISOString().slice(0, 10);
    case 'time':
      return '12:00:00Z';
    case 'email':
      return 'spec-check@example.com';
    case 'uri':
    case 'url':
      return 'https://example.com/spec-check';
    case 'binary':
      return 'spec-check';
    default:
      break;
  }
  if (typeof schema.example === 'string' && fits(schema, schema.example)) return schema.example;
  if (typeof schema.default === 'string' && fits(schema, schema.default)) return schema.default;
  let s = 'spec-check';
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? Number.POSITIVE_INFINITY;
  while (s.length < min) s += '-spec-check';
  return s.slice(0, Math.max(min, Math.min(s.length, max)));
}

function fits(schema, text) {
  if (typeof schema.minLength === 'number' && text.length < schema.minLength) return false;
  if (typeof schema.maxLength === 'number' && text.length > schema.maxLength) return false;
  try {
    return typeof schema.pattern !== 'string' || new RegExp(schema.pattern, 'u').test(text);
  } catch {
    return false;
  }
}

/** Puts known ids into `<stem>_id` / `<stem>_uuid` fields of an example body whose own ids mean nothing here. */
function withKnownIds(value, ids) {
  if (Array.isArray(value)) return value.map((v) => withKnownIds(v, ids));
  if (!value || typeof value !== 'object') return value;
  const out = {};
  for (const [k, v] of Object.entries(value)) {
    const known = /[_-](id|uuid)$/i.test(k) && typeof v === 'string' ? ids.byStem.get(stem(k))?.[0] : undefined;
    out[k] = known ?? withKnownIds(v, ids);
  }
  return out;
}

/**
 * The request bodies to try, in order: the document's example (its ids swapped for known ones), then a minimal body
 * generated from the schema (sent only when the example's answer was a 4xx).
 */
function requestBodiesFor(doc, op, ids) {
  if (!op.op.requestBody) return [undefined];
  const body = deref(doc, op.op.requestBody, '').value;
  const content = body?.content ?? {};
  const types = Object.keys(content);
  const type =
    types.find((t) => /^application\/(.+\+)?json/.test(t)) ??
    types.find((t) => t === 'application/x-www-form-urlencoded') ??
    types.find((t) => t === 'multipart/form-data') ??
    types[0];
  if (!type) return [undefined];
  const media = content[type];
  const props = merged(doc, media.schema)?.properties ?? {};
  const files = Object.keys(props).filter((k) => merged(doc, props[k])?.format === 'binary');
  const bodies = [];
  const example = exampleOf(doc, media);
  if (example) {
    let value = example.value;
    if (typeof value === 'string' && /json/.test(type)) {
      try {
        value = JSON.parse(value);
      } catch {
        // a string example stays a string
      }
    }
    bodies.push({ type, files, value: withKnownIds(value, ids), from: `from the document's ${example.from}` });
  }
  if (media.schema) {
    const value = generate(doc, media.schema, ids);
    if (!bodies.some((b) => JSON.stringify(b.value) === JSON.stringify(value))) {
      bodies.push({ type, files, value, from: 'generated from the schema' });
    }
  }
  return bodies.length > 0 ? bodies : [undefined];
}

/** A JSON:API body names the record it changes: `data.id` is the path's last id. */
function withPathId(body, op, fill) {
  const last = op.segments.filter(isParam).at(-1)?.slice(1, -1);
  const data = body?.value?.data;
  if (!last || !data || typeof data !== 'object' || Array.isArray(data) || !('id' in data)) return body;
  return { ...body, value: { ...body.value, data: { ...data, id: fill.values[last] } } };
}

function encodeBody(body) {
  if (!body) return {};
  if (/json/.test(body.type)) return { headers: { 'Content-Type': body.type }, body: JSON.stringify(body.value) };
  if (body.type === 'application/x-www-form-urlencoded') {
    const form = new URLSearchParams();
    for (const [k, v] of Object.entries(body.value ?? {}))
      form.append(k, typeof v === 'string' ? v : JSON.stringify(v));
    return { headers: { 'Content-Type': body.type }, body: form.toString() };
  }
  if (body.type === 'multipart/form-data') {
    const form = new FormData();
    for (const [k, v] of Object.entries(body.value ?? {})) {
      const text = typeof v === 'string' ? v : JSON.stringify(v);
      if (body.files?.includes(k)) form.append(k, new Blob([text], { type: 'text/csv' }), `${k}.csv`);
      else form.append(k, text);
    }
    return { body: form };
  }
  return { headers: { 'Content-Type': body.type }, body: String(body.value ?? '') };
}

function paramValue(doc, param) {
  if (param.example !== undefined) return param.example;
  const ex = Object.values(param.examples ?? {})
    .map((e) => deref(doc, e, '').value)
    .find((e) => e?.value !== undefined);
  if (ex) return ex.value;
  const schema = deref(doc, param.schema, '').value ?? {};
  if (schema.example !== undefined) return schema.example;
  if (schema.default !== undefined) return schema.default;
  return generate(doc, schema, undefined, param.name);
}

/** The value that asks for every documented include (or the documented example of one). */
function includeValue(doc, op) {
  const param = op.params.find((p) => p.in === 'query' && p.name === 'include');
  if (!param) return undefined;
  const schema = deref(doc, param.schema, '').value ?? {};
  const items = deref(doc, schema.items, '').value;
  if (Array.isArray(items?.enum) && items.enum.length > 0) return items.enum.join(',');
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return schema.enum.join(',');
  const ex = param.example ?? schema.example;
  return ex === undefined ? undefined : Array.isArray(ex) ? ex.join(',') : String(ex);
}

// ---------------------------------------------------------------------------------------------------------------
// Calls and checks

async function call(ctx, op, path, { body, query = {} } = {}) {
  const url = new URL(`${ctx.url}${ctx.prefix}${path}`);
  for (const p of op.params) {
    if (p.in === 'query' && p.required && !(p.name in query)) query[p.name] = paramValue(ctx.doc, p);
  }
  for (const [k, v] of Object.entries(query)) url.searchParams.set(k, Array.isArray(v) ? v.join(',') : String(v));
  if (!ctx.opts.sessionHeader) url.searchParams.set('session', ctx.opts.session);
  if (ctx.opts.scenario) url.searchParams.set('scenario', ctx.opts.scenario);
  const headers = { Authorization: `Bearer ${ctx.opts.token}`, Accept: 'application/json' };
  if (ctx.opts.sessionHeader) headers['X-Emulator-Session'] = ctx.opts.session;
  for (const p of op.params) if (p.in === 'header' && p.required) headers[p.name] = String(paramValue(ctx.doc, p));
  const encoded = encodeBody(body);
  Object.assign(headers, encoded.headers);
  const started = Date.now();
  const res = await fetch(url, { method: op.method, headers, body: encoded.body });
  const text = await res.text();
  let json;
  let parseError;
  if (text.length > 0) {
    try {
      json = JSON.parse(text);
    } catch (error) {
      parseError = error.message;
    }
  }
  const shown = new URL(url);
  for (const flag of EMULATOR_FLAGS) shown.searchParams.delete(flag);
  return {
    method: op.method,
    url: `${shown.pathname}${shown.search}`,
    status: res.status,
    contentType: res.headers.get('content-type') ?? '',
    text,
    json,
    parseError,
    ms: Date.now() - started,
    body: body?.value,
    bodyFrom: body?.from,
  };
}

/** The emulator's own 404 for a path it has no route for, or 405 for a method it does not serve on a path it has. */
function notServed(res) {
  const detail = res.json?.errors?.[0]?.detail;
  if (typeof detail !== 'string') return false;
  return (
    (res.status === 404 && detail.startsWith('no endpoint at ')) ||
    (res.status === 405 && / is not allowed on /.test(detail))
  );
}

function documentedResponse(doc, op, status) {
  const responses = op.op.responses ?? {};
  const key = [String(status), `${String(status)[0]}XX`, `${String(status)[0]}xx`, 'default'].find(
    (k) => responses[k] !== undefined,
  );
  if (key === undefined) return undefined;
  const { value, pointer } = deref(doc, responses[key], `${op.pointer}/responses/${escapePointer(key)}`);
  return { key, value: value ?? {}, pointer };
}

const mediaBase = (t) => t.split(';')[0].trim().toLowerCase();

function pickMedia(content, contentType) {
  const got = mediaBase(contentType);
  const types = Object.keys(content ?? {});
  return (
    types.find((t) => mediaBase(t) === got) ??
    types.find((t) => mediaBase(t) === `${got.split('/')[0]}/*`) ??
    types.find((t) => mediaBase(t) === '*/*') ??
    (/json/.test(got) ? types.find((t) => /json/.test(t)) : undefined)
  );
}

const cut = (v, n = 100) => {
  const s = v === undefined ? 'undefined' : JSON.stringify(v);
  return s.length > n ? `${s.slice(0, n - 1)}…` : s;
};

function valueAt(body, instancePath) {
  let node = body;
  for (const part of instancePath.split('/').slice(1)) {
    if (node === null || node === undefined) return undefined;
    node = node[unescapePointer(part)];
  }
  return node;
}

function describeAjvError(e) {
  const p = e.params ?? {};
  let detail = '';
  if (p.additionalProperty !== undefined) detail = ` (${p.additionalProperty})`;
  else if (p.allowedValues !== undefined) detail = `: ${cut(p.allowedValues, 80)}`;
  else if (p.allowedValue !== undefined) detail = `: ${cut(p.allowedValue, 80)}`;
  return `${e.message}${detail}`;
}

/** Checks one answer; returns problems ({ where, message, value, count }) grouped by path pattern and message. */
function check(ctx, op, res) {
  const problems = [];
  const documented = documentedResponse(ctx.doc, op, res.status);
  if (!documented) {
    const listed = Object.keys(op.op.responses ?? {}).join(', ');
    problems.push({
      where: '(status)',
      message: `status ${res.status} is not documented (documented: ${listed})`,
      value: res.json ?? res.text.slice(0, 100),
    });
    return problems;
  }
  const content = documented.value.content;
  const hasBody = res.text.length > 0;
  if (!content || Object.keys(content).length === 0) {
    if (hasBody) res.note = `status ${res.status} documents no body; the answer has ${res.text.length} bytes`;
    return problems;
  }
  if (!hasBody) {
    if (res.method !== 'HEAD') {
      problems.push({ where: '(body)', message: `no body, the document gives ${Object.keys(content).join(', ')}` });
    }
    return problems;
  }
  const media = pickMedia(content, res.contentType);
  if (!media) {
    problems.push({
      where: '(content-type)',
      message: `${res.contentType || 'no content type'} is not documented (documented: ${Object.keys(content).join(', ')})`,
    });
    return problems;
  }
  const schema = content[media]?.schema;
  if (!schema) return problems;
  if (!/json/.test(media)) return problems;
  if (res.parseError) {
    problems.push({ where: '(body)', message: `not JSON: ${res.parseError}`, value: res.text.slice(0, 100) });
    return problems;
  }
  const pointer = `${documented.pointer}/content/${escapePointer(media)}/schema`;
  const validate = ctx.ajv.validator(pointer);
  if (validate instanceof Error) {
    problems.push({ where: '(schema)', message: `the documented schema does not compile: ${validate.message}` });
    return problems;
  }
  if (validate(res.json)) return problems;
  const groups = new Map();
  // An if/then (a discriminator) fails with the errors of its branch plus one that only says "then" failed.
  const errors = (validate.errors ?? []).filter((e) => e.keyword !== 'if');
  for (const e of errors.length > 0 ? errors : (validate.errors ?? [])) {
    const where = e.instancePath.replace(/\/\d+(?=\/|$)/g, '/*') || '/';
    const message = describeAjvError(e);
    const key = `${where}\u0000${message}`;
    const g = groups.get(key);
    if (g) g.count += 1;
    else
      groups.set(key, {
        where,
        message,
        path: e.instancePath || '/',
        value: valueAt(res.json, e.instancePath),
        keyword: e.keyword,
        count: 1,
      });
  }
  problems.push(...groups.values());
  return problems;
}

// ---------------------------------------------------------------------------------------------------------------
// The walk

function phaseOf(op) {
  const i = { GET: 0, HEAD: 0, POST: 1, PATCH: 1, PUT: 2, OPTIONS: 3, TRACE: 3, DELETE: 4 }[op.method];
  return i ?? 3;
}

function order(ops) {
  const indexed = ops.map((op, i) => ({ op, i }));
  indexed.sort((a, b) => {
    const pa = phaseOf(a.op);
    const pb = phaseOf(b.op);
    if (pa !== pb) return pa - pb;
    const depth = paramCount(a.op) - paramCount(b.op);
    if (depth !== 0) return a.op.method === 'DELETE' ? -depth : depth;
    const list = Number(!isCollection(a.op)) - Number(!isCollection(b.op));
    if (list !== 0) return list;
    return a.i - b.i;
  });
  return indexed.map((x) => x.op);
}

async function runOperation(ctx, op) {
  const report = { id: op.id, method: op.method, path: op.path, calls: [], problems: [] };
  const isGet = op.method === 'GET' || op.method === 'HEAD';
  const write = !isGet;
  const nested = isGet && isCollection(op) && paramCount(op) > 0;
  const { sample, tries } = ctx.opts;
  const limit = write ? 1 : nested ? sample + tries - 1 : sample;
  const { fills, missing } = ctx.ids.fill(op.path, { preferCreated: write, limit });
  let useful = 0;
  const record = (res, label) => {
    const call = label ?? `${res.method} ${res.url}`;
    const problems = [];
    for (const p of check(ctx, op, res)) {
      // The same problem in another call of this operation (the include variant, the next parent) is counted there.
      const same = report.problems.find((q) => q.where === p.where && q.message === p.message);
      if (same) {
        same.count += p.count ?? 1;
        if (!same.calls.includes(call)) same.calls.push(call);
      } else problems.push({ ...p, count: p.count ?? 1, calls: [call] });
    }
    report.calls.push({
      method: res.method,
      url: res.url,
      status: res.status,
      ms: res.ms,
      body: res.body,
      bodyFrom: res.bodyFrom,
      note: res.note,
      problems: problems.length,
    });
    report.problems.push(...problems);
  };
  const bodies = write ? requestBodiesFor(ctx.doc, op, ctx.ids) : [undefined];
  if (fills.length === 0) {
    // No id to put in the path: ask with a made-up one, to learn whether the emulator serves the operation at all
    // (and to check the answer it gives, a 404 most likely).
    const names = op.segments.filter(isParam).map((s) => s.slice(1, -1));
    const placeholder = Object.fromEntries(names.map((n) => [n, UNKNOWN_UUID]));
    const res = await call(ctx, op, concretePath(op.path, placeholder), { body: bodies[0] });
    if (notServed(res)) {
      report.result = 'NOT SERVED';
      report.reason = `${res.status}: ${res.json.errors[0].detail}`;
      report.calls.push({ method: res.method, url: res.url, status: res.status });
      return report;
    }
    record(res, `${op.method} with a made-up id`);
    report.result = report.problems.length > 0 ? 'VIOLATIONS' : 'SKIPPED';
    report.reason = `no id known for ${missing}; a made-up id answered ${res.status}`;
    return report;
  }
  for (const fill of fills) {
    let res;
    for (const body of bodies) {
      res = await call(ctx, op, fill.path, { body: withPathId(body, op, fill) });
      if (notServed(res)) {
        report.result = 'NOT SERVED';
        report.reason = `${res.status}: ${res.json.errors[0].detail}`;
        report.calls.push({ method: res.method, url: res.url, status: res.status });
        return report;
      }
      record(res);
      if (res.status < 400 || res.status >= 500) break;
    }
    if (isGet && isCollection(op) && res.status >= 200 && res.status < 300) {
      ctx.ids.servedLists.add(op.path);
      ctx.ids.record(op.path, fill.path, listedIds(res.json));
    }
    if (op.method === 'POST' && res.status >= 200 && res.status < 300 && typeof res.json?.data?.id === 'string') {
      ctx.ids.record(op.path, fill.path, [res.json.data.id], 'created');
    }
    if (!nested || listedIds(res.json).length > 0) useful += 1;
    if (useful >= sample) break;
  }
  const first = fills[0];
  const include = isGet ? includeValue(ctx.doc, op) : undefined;
  if (include !== undefined) {
    record(await call(ctx, op, first.path, { query: { include } }), `GET …?include=${include}`);
  }
  if (ctx.opts.probeErrors) {
    // The error answers: an id that is not there, and (for a write) a body with nothing in it.
    if (paramCount(op) > 0) {
      const last = op.segments.filter(isParam).at(-1).slice(1, -1);
      const unknown = concretePath(op.path, { ...first.values, [last]: UNKNOWN_UUID });
      const probe = withPathId(bodies[0], op, { values: { [last]: UNKNOWN_UUID } });
      record(await call(ctx, op, unknown, { body: probe }), `${op.method} with an unknown {${last}}`);
    }
    if (bodies[0]) {
      const empty = { ...bodies[0], value: {}, from: 'empty, to see the error answer' };
      record(await call(ctx, op, first.path, { body: empty }), `${op.method} with an empty body`);
    }
  }
  report.result = report.problems.length > 0 ? 'VIOLATIONS' : 'OK';
  return report;
}

async function dropSession(ctx) {
  try {
    await fetch(`${ctx.url}/__emulator/sessions/${encodeURIComponent(ctx.opts.session)}`, { method: 'DELETE' });
  } catch {
    // not an emulator with an admin API, or not reachable: the first call says which
  }
}

function defaultPrefix(doc) {
  const paths = Object.keys(doc.paths ?? {});
  const inPaths = paths.length > 0 && paths.every((p) => p.startsWith('/v2/') || p === '/v2');
  const servers = (doc.servers ?? []).map((s) => String(s.url ?? '').replace(/\/+$/, ''));
  const inServers = servers.length > 0 && servers.every((u) => u.endsWith('/v2'));
  return !inPaths && inServers ? '/v2' : '';
}

// ---------------------------------------------------------------------------------------------------------------
// Output

/** The offending value, cut; for a missing property, the keys the object does have. */
function shownValue(p) {
  if (p.value === undefined) return '';
  if (p.keyword === 'required' && p.value && typeof p.value === 'object' && !Array.isArray(p.value)) {
    return ` has: ${cut(Object.keys(p.value).join(', ')).slice(1, -1)}`;
  }
  return ` value: ${cut(p.value)}`;
}

function printReport(ctx, reports, summary) {
  const w = Math.max(...reports.map((r) => r.id.length), 10);
  const pw = Math.max(...reports.map((r) => r.path.length), 10);
  for (const r of reports) {
    const statuses = [...new Set(r.calls.map((c) => c.status))].join(',');
    const label = r.result === 'VIOLATIONS' ? `VIOLATIONS (${r.problems.length})` : r.result;
    const calls = r.calls.length > 1 ? ` (${r.calls.length} calls)` : '';
    const tail = r.result === 'SKIPPED' ? ` (${r.reason})` : r.result === 'NOT SERVED' ? '' : ` ${statuses}${calls}`;
    console.log(`${label.padEnd(16)} ${r.method.padEnd(6)} ${r.path.padEnd(pw)}  ${r.id.padEnd(w)}${tail}`);
    if (ctx.opts.verbose) {
      for (const c of r.calls) {
        const from = c.bodyFrom ? ` (body ${c.bodyFrom}: ${cut(c.body, 200)})` : '';
        console.log(`    ${c.method} ${c.url} -> ${c.status}${from}${c.note ? ` (${c.note})` : ''}`);
      }
      if (r.result === 'NOT SERVED') console.log(`    ${r.reason}`);
    }
    for (const p of r.problems.slice(0, ctx.opts.maxErrors)) {
      const times = p.count > 1 ? ` (${p.count}x)` : '';
      const via = r.calls.length > 1 ? ` [in ${p.calls.length} of ${r.calls.length} calls: ${p.calls[0]}]` : '';
      console.log(`    ${p.where} ${p.message}${times}${shownValue(p)}${via}`);
    }
    if (r.problems.length > ctx.opts.maxErrors) console.log(`    … ${r.problems.length - ctx.opts.maxErrors} more`);
  }
  const parts = ['OK', 'VIOLATIONS', 'NOT SERVED', 'SKIPPED'].map((k) => `${summary[k]} ${k}`);
  console.log(`${ctx.specName}: ${reports.length} operations: ${parts.join(', ')}`);
}

// ---------------------------------------------------------------------------------------------------------------

/** Lists the run without sending anything; every documented JSON response schema must compile. */
function dryRun(ctx, ops) {
  let broken = 0;
  for (const op of ops) {
    const bodies = op.op.requestBody ? requestBodiesFor(ctx.doc, op, ctx.ids) : [];
    const from = bodies.length > 0 ? `  body: ${bodies.map((b) => b?.from ?? 'none').join(', then ')}` : '';
    console.log(`${op.method.padEnd(6)} ${ctx.prefix}${op.path}  ${op.id}${from}`);
    for (const [status, response] of Object.entries(op.op.responses ?? {})) {
      const documented = deref(ctx.doc, response, `${op.pointer}/responses/${escapePointer(status)}`);
      for (const [media, content] of Object.entries(documented.value?.content ?? {})) {
        if (!content?.schema || !/json/.test(media)) continue;
        const validate = ctx.ajv.validator(`${documented.pointer}/content/${escapePointer(media)}/schema`);
        if (validate instanceof Error) {
          broken += 1;
          console.log(`    ${status} ${media}: the schema does not compile: ${validate.message}`);
        }
      }
    }
  }
  const formats = ctx.ajv.unknownFormats;
  console.log(
    `${ctx.specName}: ${ops.length} operations, prefix '${ctx.prefix}', ${broken} response schemas that do not compile` +
      (formats.length > 0 ? `; formats taken as any value: ${formats.join(', ')}` : ''),
  );
  return broken > 0 ? 1 : 0;
}

async function main() {
  let opts;
  try {
    opts = readArgs(process.argv.slice(2));
  } catch (error) {
    console.error(`spec-check: ${error.message}\n\n${HELP}`);
    process.exit(2);
  }
  const file = specFile(opts);
  let doc;
  try {
    doc = parseYaml(readFileSync(file, 'utf8'), { maxAliasCount: -1 });
  } catch (error) {
    console.error(`spec-check: cannot read ${file}: ${error.message}`);
    process.exit(2);
  }
  const ops = operationsOf(doc);
  const ctx = {
    opts,
    doc,
    url: opts.url,
    specName: file
      .split('/')
      .pop()
      .replace(/\.ya?ml$/, ''),
    prefix: opts.prefix ?? defaultPrefix(doc),
    ajv: makeAjv(doc),
    ids: new Ids(),
  };
  if (opts.only) {
    const known = new Set(ops.flatMap((o) => [o.id, `${o.method} ${o.path}`]));
    const unknown = [...opts.only].filter((id) => !known.has(id));
    if (unknown.length > 0) {
      console.error(`spec-check: not in ${ctx.specName}: ${unknown.join(', ')}`);
      process.exit(2);
    }
  }
  const wanted = (o) => !opts.only || opts.only.has(o.id) || opts.only.has(`${o.method} ${o.path}`);
  if (opts.dryRun) process.exit(dryRun(ctx, order(ops).filter(wanted)));
  if (!opts.keepSession) await dropSession(ctx);
  const reports = [];
  // A read skipped for want of an id (a store with no imports at first) is tried again once the creates have made
  // some, before anything is changed or deleted: the lists are read again, then the reads that were skipped.
  let retried = false;
  const retrySkipped = async () => {
    retried = true;
    if (!reports.some((r) => r.result === 'SKIPPED')) return;
    for (const op of order(ops)) if (op.method === 'GET' && !op.path.includes('{')) await runOperation(ctx, op);
    for (const [index, r] of reports.entries()) {
      if (r.result !== 'SKIPPED') continue;
      const op = ops.find((o) => o.id === r.id && o.method === r.method && o.path === r.path);
      if (op !== undefined) reports[index] = await runOperation(ctx, op);
    }
  };
  for (const op of order(ops)) {
    const isGet = op.method === 'GET' || op.method === 'HEAD';
    if (!wanted(op) && !isGet) continue;
    if (!retried && !isGet && op.method !== 'POST') await retrySkipped();
    let report;
    try {
      report = await runOperation(ctx, op);
    } catch (error) {
      if (error?.message === 'fetch failed') {
        console.error(`spec-check: cannot reach ${opts.url}: ${error.cause?.message ?? error.message}`);
        process.exit(2);
      }
      throw error;
    }
    if (wanted(op)) reports.push(report);
  }
  if (!retried) await retrySkipped();
  const summary = { OK: 0, VIOLATIONS: 0, 'NOT SERVED': 0, SKIPPED: 0 };
  for (const r of reports) summary[r.result] += 1;
  const failed = summary.VIOLATIONS > 0 || (opts.strict && summary['NOT SERVED'] > 0);
  if (opts.json) {
    console.log(
      JSON.stringify(
        {
          spec: ctx.specName,
          file,
          url: opts.url,
          prefix: ctx.prefix,
          session: opts.session,
          scenario: opts.scenario ?? null,
          unknownFormats: ctx.ajv.unknownFormats,
          summary,
          ok: !failed,
          operations: reports.map((r) => ({
            operationId: r.id,
            method: r.method,
            path: r.path,
            result: r.result,
            reason: r.reason,
            calls: r.calls,
            violations: r.problems.map(({ value, ...p }) => ({ ...p, shown: shownValue({ ...p, value }).trim() })),
          })),
        },
        null,
        2,
      ),
    );
  } else {
    printReport(ctx, reports, summary);
  }
  process.exit(failed ? 1 : 0);
}

await main();
