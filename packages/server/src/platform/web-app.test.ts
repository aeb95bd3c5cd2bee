import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { inlineScriptSources } from './web-app.ts';

it("allows the index page's inline scripts by their hash, and nothing for a missing build", () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'hotel-web-'));
  try {
    const warmUp = 'new Intl.NumberFormat("en-US").format(1)';
    writeFileSync(
      path.join(dist, 'index.html'),
      `<html><head><script>${warmUp}</script><script type="module" src="/assets/index.js"></script>` +
        '<script type="application/json" id="first-paint-data">{}</script></head></html>',
    );
    const hash = createHash('sha256').update(warmUp).digest('base64');
    expect(inlineScriptSources(dist)).toEqual([`'sha256-${hash}'`]);
    expect(inlineScriptSources(path.join(dist, 'nothing-here'))).toEqual([]);
  } finally {
    rmSync(dist, { recursive: true, force: true });
  }
});
