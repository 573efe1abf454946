import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { generatedFiles, openApiTypes } from '../scripts/generate.js';

// The registries are static so that no module scans a folder at import time; they must follow the folders.
describe('generated registries', () => {
  it.each(generatedFiles())('%s is up to date (run `npm run generate`)', (path, text) => {
    expect(readFileSync(new URL(`../${path}`, import.meta.url), 'utf8')).toBe(text);
  });

  it('the generated client types follow the OpenAPI document (run `npm run generate`)', async () => {
    const [path, text] = await openApiTypes();
    expect(readFileSync(new URL(`../${path}`, import.meta.url), 'utf8')).toBe(text);
  });
});
