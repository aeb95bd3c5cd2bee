import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { summariseBrowser } from '../../platform/user-agent.ts';
import { DEMO_MEMBER } from '../../seed/members.ts';
import { describeEachDatabase } from '../../test/context.ts';
import { quickLogins } from './member.schema.ts';
import { ASKED_AT_FORMAT } from './quicklogin.page.ts';

const API = '/api/v1/booking';
const CHROME_ON_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

describe('browser summary', () => {
  it('names the browser, its major version and the system in a few words', () => {
    expect(summariseBrowser(CHROME_ON_WINDOWS)).toBe('Chrome 131 on Windows');
    expect(
      summariseBrowser(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      ),
    ).toBe('Safari 17 on iPhone');
    expect(
      summariseBrowser(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36 Edg/130.0.2849.68',
      ),
    ).toBe('Edge 130 on Windows');
    expect(summariseBrowser('Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0')).toBe(
      'Firefox 133 on Linux',
    );
    expect(summariseBrowser('curl/8.5.0')).toBe('');
  });
});

describeEachDatabase(
  'QR quick login shows who is asking',
  (ctx) => {
    const start = async () => {
      const response = await ctx().app.inject({
        method: 'GET',
        url: `${API}/member/quicklogin/getunionid`,
        headers: { 'user-agent': CHROME_ON_WINDOWS },
        remoteAddress: '203.0.113.7',
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data as { token: string; secret: string };
    };
    const status = async (token: string) =>
      (await ctx().database.db.select().from(quickLogins).where(eq(quickLogins.token, token)))[0]!;
    const post = (token: string, fields: Record<string, string>) =>
      ctx().app.inject({
        method: 'POST',
        url: `/quicklogin/${token}?lang=en-US`,
        payload: new URLSearchParams(fields).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });

    it('records the asking browser, address and time when the code is made', async () => {
      const { token } = await start();
      expect(await status(token)).toMatchObject({
        requesterBrowser: 'Chrome 131 on Windows',
        requesterAddress: '203.0.113.7',
        createdAt: ctx().clock.now,
        status: 'pending',
      });
    });

    it('shows them on the approval page, which approves only on an explicit Approve', async () => {
      const { token } = await start();
      const page = await ctx().app.inject({ method: 'GET', url: `/quicklogin/${token}?lang=ja` });
      expect(page.statusCode, page.body).toBe(200);
      expect(page.headers['cache-control']).toBe('no-store');
      expect(page.body).toContain('サインインを求めている端末');
      expect(page.body).toContain('<dd data-requester="browser">Chrome 131 on Windows</dd>');
      expect(page.body).toContain('<dd data-requester="address">203.0.113.7</dd>');
      const askedAt = new Intl.DateTimeFormat('ja', ASKED_AT_FORMAT).format(ctx().clock.now);
      expect(page.body).toContain(`<dd data-requester="time">${askedAt}</dd>`);
      // The default button (the one Enter uses) is disabled: only a click on Approve approves.
      const buttons = [...page.body.matchAll(/<button[^>]*>/g)].map((match) => match[0]);
      expect(buttons[0]).toMatch(/disabled/);
      expect(buttons.slice(1).map((b) => /value="(\w+)"/.exec(b)?.[1])).toEqual(['approve', 'decline']);

      // Without a click on Approve (no decision, or Enter) nothing is approved; Deny declines.
      const noDecision = await post(token, { account: DEMO_MEMBER.email, password: DEMO_MEMBER.password });
      expect(noDecision.statusCode).toBe(400);
      const enter = await post(token, { account: DEMO_MEMBER.email, password: DEMO_MEMBER.password, decision: '' });
      expect(enter.statusCode).toBe(400);
      expect((await status(token)).status).toBe('scanned');
      const denied = await post(token, { decision: 'decline' });
      expect(denied.statusCode).toBe(200);
      expect((await status(token)).status).toBe('declined');

      const other = await start();
      const approved = await post(other.token, {
        account: DEMO_MEMBER.email,
        password: DEMO_MEMBER.password,
        decision: 'approve',
      });
      expect(approved.statusCode, approved.body).toBe(200);
      expect(await status(other.token)).toMatchObject({ status: 'approved', memberId: DEMO_MEMBER.memberId });
    });

    it('shows the phone-page link outside production only (the site tells the web app)', async () => {
      const config = await ctx().app.inject({ method: 'GET', url: `${API}/hotel-configs` });
      expect(config.json().data.production).toBe(false);
    });
  },
  { AUTH_RATE_LIMIT_PER_MINUTE: '10000' },
);
