import { writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildTemplateDump } from './template.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplatePath: string;
  }
}

/** Builds the seeded PGlite template once per test run. */
export default async function setup(project: TestProject) {
  const file = path.join(os.tmpdir(), `hotel-pglite-template-${process.pid}.tar`);
  const dump = await buildTemplateDump();
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplatePath', file);
}
