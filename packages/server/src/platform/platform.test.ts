import { expect, it } from 'vitest';
import { describeEachDatabase } from '../test/context.ts';

describeEachDatabase('platform', (ctx) => {
  it('answers /healthz after checking the database', async () => {
    const response = await ctx().app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ errorCode: 0, data: { status: 'ok' } });
  });

  it('answers an unknown API path with 404 in the envelope, in the request language', async () => {
    const response = await ctx().app.inject({
      method: 'GET',
      url: '/api/v1/booking/no/such/path',
      headers: { 'accept-language': 'ja' },
    });
    expect(response.statusCode).toBe(404);
    const body = response.json();
    expect(body).toEqual({ errorCode: 404, data: null, message: expect.any(String) });
    const english = (await ctx().app.inject({ method: 'GET', url: '/api/v1/booking/no/such/path' })).json();
    expect(body.message).not.toBe('');
    expect(body.message).not.toBe(english.message);
  });

  it('refuses malformed JSON with a clear error and no stack trace', async () => {
    const response = await ctx().app.inject({
      method: 'POST',
      url: '/api/v1/booking/hotel-configs',
      headers: { 'content-type': 'application/json' },
      payload: '{"broken":',
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.body).not.toMatch(/at .*\.ts:\d+/);
    expect(response.json().errorCode).not.toBe(0);
  });

  it('sends security headers', async () => {
    const response = await ctx().app.inject({ method: 'GET', url: '/api/v1/booking/hotel-configs' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-frame-options']).toBeDefined();
  });

  it('serves the shipped demo pictures', async () => {
    const configs = (await ctx().app.inject({ method: 'GET', url: '/api/v1/booking/en-US/hotels' })).json();
    const url = configs.data.list[0].pictures[0].url as string;
    const response = await ctx().app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('max-age');
  });
});
