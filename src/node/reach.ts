// What went wrong asking another server (a running emulator, a real store), in words for one line of stderr.

/** Why a request could not be made at all, in a few words (`ECONNREFUSED`, `ENOTFOUND`). */
export function causeOf(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return cause?.code ?? cause?.message ?? (error as Error).message;
}

/** The error an answer carries, on one line: the API's `errors[].detail` (or title), else its text. */
export function detailOf(text: string): string {
  try {
    const body = JSON.parse(text) as { errors?: { detail?: string; title?: string }[] };
    const details = (body.errors ?? []).map((error) => error.detail ?? error.title).filter(Boolean);
    if (details.length > 0) return details.join('; ');
  } catch {
    // Not the API's envelope: its text, as far as it goes.
  }
  return text.replace(/\s+/g, ' ').trim().slice(0, 300) || 'no detail';
}
