import { expect, it, vi } from 'vitest';

it('turns zod’s compiled parsers off, so nothing is evaluated under the Content-Security-Policy', async () => {
  const { z } = await import('zod');
  await import('./zodConfig.ts');
  expect(z.config().jitless).toBe(true);
  const compile = vi.spyOn(globalThis, 'Function');
  const schema = z.object({ checkInDate: z.string(), rooms: z.number() });
  expect(schema.safeParse({ checkInDate: '2026-12-08', rooms: 1 }).success).toBe(true);
  expect(compile).not.toHaveBeenCalled();
  compile.mockRestore();
});
