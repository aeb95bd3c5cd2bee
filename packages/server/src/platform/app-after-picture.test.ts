import { createHash } from 'node:crypto';
import { expect, it } from 'vitest';
import { APP_AFTER_PICTURE_SOURCE, appAfterPicture } from './app-after-picture.ts';

it('is allowed by the Content-Security-Policy by the hash of exactly the script it writes', () => {
  const element = appAfterPicture('/assets/index-1.js', ['/assets/a.js', '/assets/b.js']);
  const [, code] = /<script [^>]*>([\s\S]*)<\/script>/.exec(element) ?? [];
  expect(
    `'sha256-${createHash('sha256')
      .update(code ?? '')
      .digest('base64')}'`,
  ).toBe(APP_AFTER_PICTURE_SOURCE);
  expect(element).toContain('data-app="/assets/index-1.js" data-preload="/assets/a.js /assets/b.js"');
});
