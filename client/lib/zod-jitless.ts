/**
 * Zod compiles fast object parsers with `new Function` and probes for that when the first schema is
 * built. The server's Content-Security-Policy (script-src 'self') forbids eval, so the probe would show
 * as a violation in every browser console. Parsing without it is fast enough for forms.
 *
 * Zod keeps its global config on `globalThis.__zod_globalConfig` and adopts an existing object when it
 * loads (zod/v4/core/core.js), so seeding it here keeps zod itself out of the landing page's initial
 * JavaScript. main.tsx imports this first, before any chunk that defines a schema; zod-jitless.test.ts
 * checks that zod still honours it.
 */
const scope = globalThis as { __zod_globalConfig?: Record<string, unknown> };
scope.__zod_globalConfig = Object.assign(scope.__zod_globalConfig ?? {}, { jitless: true });

export {};
