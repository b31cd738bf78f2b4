import openapiTS, { astToString } from 'openapi-typescript';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { createDatabase, createPool } from './db/client.js';

const HEADER = "// Generated from the server's OpenAPI document by `npm run api:types`. Do not edit.\n";

/** The OpenAPI document of the API, built without touching a database. */
export async function buildOpenApiDocument(): Promise<Record<string, unknown>> {
  const config = loadConfig({
    AUTH_SECRET: 'openapi-generation-only-secret-000000',
    BASE_URL: 'http://localhost:3000',
    NODE_ENV: 'development',
  });
  // The pool connects lazily; building the document runs no query.
  const pool = createPool('postgres://openapi@127.0.0.1:1/none');
  const queue = { trigger: async () => undefined, ready: async () => undefined, depths: async () => [] };
  const app = await buildApp({ config, db: createDatabase(pool), queue, logger: false });
  await app.ready();
  const document = app.swagger() as unknown as Record<string, unknown>;
  await app.close();
  await pool.end();
  return document;
}

/** The TypeScript the web app's API client is typed with. */
export async function renderApiTypes(): Promise<string> {
  const document = await buildOpenApiDocument();
  const ast = await openapiTS(document as never);
  return HEADER + astToString(ast);
}
