import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { cruise, type ICruiseResult } from 'dependency-cruiser';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from './config.ts';

const config = (await import(path.join(REPO_ROOT, '.dependency-cruiser.cjs'))).default;

/** The rules `npm run lint` applies, run on the given files (paths from the repository root). */
async function violationsOf(files: string[]) {
  const previous = process.cwd();
  process.chdir(REPO_ROOT);
  try {
    const result = await cruise(files, { ruleSet: config, validate: true, ...config.options });
    return (result.output as ICruiseResult).summary.violations.map((v) => `${v.rule.name}: ${v.from} -> ${v.to}`);
  } finally {
    process.chdir(previous);
  }
}

/** Writes a throwaway source file that imports `target`, cruises it, removes it. */
async function probe(at: string, target: string) {
  const file = path.join(REPO_ROOT, at);
  writeFileSync(file, `import * as probe from '${target}';\nexport const used = probe;\n`);
  try {
    return await violationsOf([at]);
  } finally {
    rmSync(file, { force: true });
  }
}

describe('module boundaries (the lint rule)', () => {
  it("fails when a module imports another module's repo, schema or services", async () => {
    const at = 'packages/server/src/modules/booking/lint-probe.ts';
    expect(await probe(at, '../catalog/catalog.repo.ts')).toEqual([
      expect.stringContaining('modules-meet-through-their-faces'),
    ]);
    expect(await probe(at, '../member/member.schema.ts')).toHaveLength(1);
    expect(await probe(at, '../catalog/rooms.service.ts')).toHaveLength(1);
  }, 60_000);

  it("passes when a module uses another module's face, or its own files", async () => {
    const at = 'packages/server/src/modules/booking/lint-probe.ts';
    expect(await probe(at, '../catalog/catalog.module.ts')).toEqual([]);
    expect(await probe(at, './booking.repo.ts')).toEqual([]);
  }, 60_000);

  it('gives routers services, never the database, its tables or a repo', async () => {
    const at = 'packages/server/src/modules/booking/lint-probe.routes.ts';
    expect(await probe(at, '../../db/client.ts')).toEqual([
      expect.stringContaining('routers-get-services-not-the-database'),
    ]);
    expect(await probe(at, './booking.repo.ts')).toEqual([
      expect.stringContaining('routers-get-services-not-the-database'),
    ]);
    expect(await probe(at, './booking.schema.ts')).toHaveLength(1);
    expect(await probe('packages/server/src/platform/lint-probe.routes.ts', './mail.schema.ts')).toHaveLength(1);
    expect(await probe(at, './orders.view.ts')).toEqual([]);
  }, 60_000);

  it('keeps the web layers one way: ui never imports features, features never import pages', async () => {
    expect(await probe('packages/web/src/ui/lint-probe.ts', '../features/hotels/HotelCard.tsx')).toHaveLength(1);
    expect(
      await probe('packages/web/src/features/pricing/lint-probe.ts', '../../pages/home/HomePage.tsx'),
    ).toHaveLength(1);
  }, 60_000);
});
