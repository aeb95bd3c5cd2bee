import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../test/context.ts';

describeEachDatabase('compressed answers', (ctx) => {
  const hotels = (encoding: string) =>
    ctx().app.inject({
      method: 'GET',
      url: '/api/v1/booking/en-US/hotels?limit=100',
      headers: { 'accept-encoding': encoding },
    });

  it('compresses a large answer for a client that accepts it, to the same JSON', async () => {
    const plain = await hotels('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const gzip = await hotels('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
    const brotli = await hotels('br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(brotli.rawPayload).toString())).toEqual(plain.json());
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length);
  });

  it('leaves a small answer as it is', async () => {
    const small = await ctx().app.inject({ method: 'GET', url: '/healthz', headers: { 'accept-encoding': 'gzip' } });
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});
