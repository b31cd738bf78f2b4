import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { renderApiTypes } from '../apps/server/src/openapi.js';

export const API_TYPES_FILE = path.join(import.meta.dirname, '../apps/web/src/lib/api-types.ts');

await writeFile(API_TYPES_FILE, await renderApiTypes());
console.log(`wrote ${path.relative(process.cwd(), API_TYPES_FILE)}`);
