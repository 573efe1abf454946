// Written by `npm run generate` (scripts/generate.ts): do not edit by hand.
/** The package version, set when the registries are generated. */
export const VERSION = "0.1.0";
