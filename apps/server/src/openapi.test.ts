import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderApiTypes } from './openapi.js';

describe('the web app API types', () => {
  it("match the server's OpenAPI document (run `npm run api:types` after changing a route)", async () => {
    const committed = await readFile(path.join(import.meta.dirname, '../../web/src/lib/api-types.ts'), 'utf8');
    expect(committed).toBe(await renderApiTypes());
  });
});
