// Headers read off Node's raw [name, value, ...] list (`req.rawHeaders`) without building Node's headers object: the
// Node adapter reads the few the pipeline asks for, and the request journal keeps the list and reads it when read.

/** Headers Node keeps the first of when sent twice; any other sent twice is joined with ", " (as `req.headers`). */
const SINGLE = new Set(['host', 'authorization', 'content-type', 'content-length', 'user-agent', 'referer', 'from']);

/**
 * Whether a header name as sent is `lower` (a lower-case name) in any case, without making its lower-case copy: most
 * clients send `Authorization` and `Host` capitalized, and lowering one costs a new string a request.
 */
function isNamed(key: string, lower: string): boolean {
  if (key.length !== lower.length) return false;
  if (key === lower) return true;
  for (let i = 0; i < key.length; i++) {
    const code = key.charCodeAt(i);
    if ((code >= 65 && code <= 90 ? code + 32 : code) !== lower.charCodeAt(i)) return false;
  }
  return true;
}

/** A header by lower-case name from a raw [name, value, ...] list, as `req.headers` would give it, or null. */
export function rawHeader(raw: readonly string[], name: string): string | null {
  let found: string | null = null;
  for (let i = 0; i < raw.length; i += 2) {
    if (!isNamed(raw[i] as string, name)) continue;
    const value = raw[i + 1] as string;
    if (found === null) found = value;
    else if (SINGLE.has(name)) return found;
    else found = `${found}, ${value}`;
  }
  return found;
}

/** Every header of a raw list by lower-case name, as `req.headers` would give them. */
export function rawHeaderRecord(raw: readonly string[]): Record<string, string> {
  const all: Record<string, string> = {};
  for (let i = 0; i < raw.length; i += 2) {
    const name = (raw[i] as string).toLowerCase();
    if (!(name in all)) all[name] = rawHeader(raw, name) as string;
  }
  return all;
}
