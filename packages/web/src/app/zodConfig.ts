/**
 * The site's Content-Security-Policy forbids `eval`, so zod's compiled parsers are off in the browser
 * (`jitless`): zod neither uses them nor probes for them, a blocked probe the browser reports as a policy
 * violation (Lighthouse counts it against best practices). Set on the object zod reads its configuration
 * from (`globalThis.__zod_globalConfig`, zod/v4/core/core.js, shared by every copy of zod) so that the entry
 * does not carry zod; before or after zod has loaded alike. zodConfig.test.ts checks zod sees it.
 */
const shared = globalThis as { __zod_globalConfig?: Record<string, unknown> };
shared.__zod_globalConfig ??= {};
shared.__zod_globalConfig.jitless = true;

export {};
