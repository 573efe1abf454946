/** The largest request body the token endpoint reads (its form has three short fields); past this: 413. */
export const MAX_BODY_BYTES = 16 * 1024;
