import { LANGUAGES } from '@hotel/contract/languages';
import { siteConfigSchema } from '@hotel/contract/schemas/site';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/context.ts';

describeEachDatabase('site configuration', (ctx) => {
  it('gives the group site for an unknown host, offering all six languages', async () => {
    const response = await ctx().app.inject({ method: 'GET', url: '/api/v1/booking/hotel-configs' });
    expect(response.statusCode).toBe(200);
    const config = siteConfigSchema.parse(response.json().data);
    expect(config.languages.sort()).toEqual([...LANGUAGES].sort());
    expect(config.hotelCode).toBeNull();
    expect(config.mainColor).toBe('#5f3913');
  });

  it('gives the single-hotel site by host name, with its four languages', async () => {
    const group = (await ctx().app.inject({ method: 'GET', url: '/api/v1/booking/hotel-configs' })).json().data;
    const response = await ctx().app.inject({
      method: 'GET',
      url: '/api/v1/booking/hotel-configs',
      headers: { host: 'kyoto.localhost' },
    });
    const config = siteConfigSchema.parse(response.json().data);
    expect(config.siteCode).not.toBe(group.siteCode);
    expect(config.hotelCode).toMatch(/\w+/);
    expect(config.languages).toHaveLength(4);
  });

  it('translates the site title by the Accept-Language header', async () => {
    const titleIn = async (lang: string) =>
      (
        await ctx().app.inject({
          method: 'GET',
          url: '/api/v1/booking/hotel-configs',
          headers: { 'accept-language': lang },
        })
      ).json().data.title;
    expect(await titleIn('zh-CN')).not.toBe(await titleIn('en-US'));
  });
});
