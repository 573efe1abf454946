// Secrets kept out of the journal by what they mean, not by how they are written.

/** Fields whose values are secrets, wherever they are in a body, request or answer. */
const SECRET_FIELDS = new Set([
  'client_secret',
  'access_token',
  'refresh_token',
  'password',
  'secret_key',
  'aws_secret_access_key',
]);
/** Headers whose values are secrets: shown as `***` (the authorization header keeps its scheme). */
const SECRET_HEADERS = new Set(['ep-account-management-authentication-token', 'x-moltin-secret-key', 'cookie']);
const HIDDEN = '***';

/** `value` with every secret field's value hidden, at any depth; `found` says whether there was one. */
function hideIn(value: unknown, found: { any: boolean }): unknown {
  if (Array.isArray(value)) return value.map((item) => hideIn(item, found));
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    // A secret is hidden whole, whatever it holds (`{"password":["hunter2"]}` too); a null one says there is none.
    if (SECRET_FIELDS.has(key) && item !== null) {
      found.any = true;
      out[key] = HIDDEN;
    } else out[key] = hideIn(item, found);
  }
  return out;
}

function decodeForm(text: string): string {
  try {
    return decodeURIComponent(text.replaceAll('+', ' '));
  } catch {
    return text;
  }
}

/** A field name in any encoding the server reads it in: `_` raw, percent-encoded or as a JSON escape. */
const anyEncoding = (name: string) => name.replaceAll('_', '(?:_|%5[fF]|\\\\u005[fF])');
const LOOSE = new RegExp(
  `((?:${[...SECRET_FIELDS].map(anyEncoding).join('|')})["']?\\s*[:=]\\s*["']?)[^"'&\\s,}]*`,
  'gi',
);

/** A body read the way the server reads it: JSON (any escapes), or a form (any percent-encoding); else undefined. */
function read(text: string): unknown {
  const trimmed = text.trimStart();
  if (trimmed.startsWith('{') || trimmed.startsWith('[')) {
    try {
      return JSON.parse(text);
    } catch {
      return undefined;
    }
  }
  if (!/^[^=&\s]+=/.test(text)) return undefined;
  const fields: Record<string, string> = Object.create(null);
  for (const pair of text.split('&')) {
    const at = pair.indexOf('=');
    if (at > 0) fields[decodeForm(pair.slice(0, at))] = decodeForm(pair.slice(at + 1));
  }
  return { ...fields };
}

/**
 * A body with its secrets hidden by what it means, not by how it is written: read the way the server reads it, every
 * secret field's value hidden, and written out again (a form keeps its pairs as sent, but for the hidden values). A
 * body the server could not read either is masked by its text, in every encoding of a field's name. Gives the text and
 * what was read (null when nothing could be).
 */
export function hide(text: string): { text: string; json: unknown } {
  const parsed = read(text);
  if (parsed === undefined) return { text: text.replace(LOOSE, `$1${HIDDEN}`), json: null };
  const found = { any: false };
  const json = hideIn(parsed, found);
  if (!found.any) return { text, json };
  if (text.trimStart().startsWith('{') || text.trimStart().startsWith('[')) return { text: JSON.stringify(json), json };
  const pairs = text.split('&').map((pair) => {
    const at = pair.indexOf('=');
    return at > 0 && SECRET_FIELDS.has(decodeForm(pair.slice(0, at))) ? `${pair.slice(0, at)}=${HIDDEN}` : pair;
  });
  return { text: pairs.join('&'), json };
}

/** Headers by lower-case name, with secrets hidden. */
export function redactHeaders(headers: Record<string, string>): Record<string, string> {
  const out = { ...headers };
  const { authorization } = out;
  // The scheme is kept when there is one (`Bearer ***`); a value without one is all secret.
  if (authorization !== undefined)
    out.authorization = /^\S+\s+\S/.test(authorization) ? `${authorization.split(/\s/)[0]} ${HIDDEN}` : HIDDEN;
  for (const name of SECRET_HEADERS) if (out[name] !== undefined) out[name] = HIDDEN;
  return out;
}
