const encoder = new TextEncoder();
const decoder = new TextDecoder();

/**
 * A copy of a string that holds its own characters, in one piece. A slice of a longer string (a path cut out of a
 * request's URL, a segment split off the path) keeps the whole of it alive, and the engine compares or hashes one
 * only through a slow path: kept for long, or compared often, a slice is better copied once.
 */
export function owned(text: string): string {
  return text === '' ? text : decoder.decode(encoder.encode(text));
}
