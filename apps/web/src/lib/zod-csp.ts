// zod compiles each object schema with `new Function` unless its global config says `jitless`, and it probes
// for eval as the schema is built, which our Content-Security-Policy reports as a violation. zod keeps that
// config on globalThis and keeps one that already exists, so setting it here, before any schema module is
// evaluated, costs nothing in the bundle. The end-to-end tests fail on any CSP violation should this change.
const scope = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
scope.__zod_globalConfig = { ...scope.__zod_globalConfig, jitless: true };

export {};
