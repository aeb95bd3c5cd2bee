import type { SiteConfig } from '@hotel/contract/schemas/site';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../lib/i18n/i18n.ts';
import { ChannelPicker } from '../booking/ChannelPicker.tsx';
import { useSiteConfig } from '../site/siteConfigApi.ts';
import { memberCalls } from './memberApi.ts';
import { QrLogin } from './QrLogin.tsx';

vi.mock('../site/siteConfigApi.ts', () => ({ useSiteConfig: vi.fn() }));

const deployed = (production: boolean, onlinePayments = true) =>
  vi.mocked(useSiteConfig).mockReturnValue({ production, onlinePayments } as SiteConfig);

describe('testing aids and online payment follow the server', () => {
  beforeAll(async () => {
    await initI18n('en-US');
  });
  afterEach(cleanup);

  const showQr = async () => {
    vi.spyOn(memberCalls, 'startQuickLogin').mockResolvedValue({
      token: 't'.repeat(32),
      secret: 's'.repeat(32),
      confirmUrl: `http://localhost:3000/quicklogin/${'t'.repeat(32)}`,
      expiresAt: new Date(Date.now() + 180_000).toISOString(),
    });
    render(<QrLogin onSignedIn={() => undefined} />);
    await screen.findByRole('img', { name: 'QR code for signing in' });
  };

  it('links to the phone page for testing outside production only', async () => {
    deployed(false);
    await showQr();
    expect(screen.getByTestId('qr-phone-link')).toHaveProperty('textContent', 'Open the phone page (for testing)');
    cleanup();
    deployed(true);
    await showQr();
    expect(screen.queryByTestId('qr-phone-link')).toBeNull();
  });

  it('says online payment is not available when the site has no online provider', () => {
    deployed(true, false);
    render(<ChannelPicker channels={[1, 2]} value={1} onChange={() => undefined} />);
    expect(screen.getByTestId('no-online-payment').textContent).toMatch(/Online payment is not available/);
    expect(screen.queryByRole('radio')).toBeNull();
  });
});
