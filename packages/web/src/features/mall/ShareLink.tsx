import type { ShareLink as ShareLinkData } from '@hotel/contract/schemas/mall';
import { useState } from 'react';
import { useLanguage } from '../../lib/i18n/useLanguage.ts';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { notices } from '../../lib/notices/noticeStore.ts';
import { Button } from '../../ui/Button.tsx';
import { mallCalls } from './mallApi.ts';
import { mallErrorMessage } from './mallErrors.ts';

/** The full address of a share link. */
export function shareUrl(link: Pick<ShareLinkData, 'path'>): string {
  return new URL(link.path, window.location.origin).toString();
}

/** A copy button for a share link (the address stays selectable for browsers without clipboard access). */
export function CopyLink({ url }: { url: string }) {
  const { t } = useTranslation();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      notices.notify(t('mall.share.copied'), 'success');
    } catch {
      notices.notify(t('mall.share.copyFailed'), 'info');
    }
  };
  return (
    <Button variant="secondary" onClick={copy}>
      {t('mall.share.copy')}
    </Button>
  );
}

/** A member makes a share link of a product carrying their referral; purchases through it earn a commission. */
export function ShareProduct({ goodsCode, commissionRateBp }: { goodsCode: string; commissionRateBp: number }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [link, setLink] = useState<ShareLinkData | null>(null);
  const [busy, setBusy] = useState(false);
  const create = async () => {
    setBusy(true);
    try {
      setLink(await mallCalls.share(language, goodsCode));
    } catch (error) {
      notices.notify(mallErrorMessage(error, t), 'error');
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="flex flex-col gap-2 rounded-md bg-surface p-3" data-testid="share-product">
      <p className="text-sm">
        {commissionRateBp > 0
          ? t('mall.share.earn', { rate: (commissionRateBp / 100).toLocaleString(language) })
          : t('mall.share.intro')}
      </p>
      {link ? (
        <div className="flex flex-wrap items-center gap-2">
          <label className="sr-only" htmlFor="share-url">
            {t('mall.share.link')}
          </label>
          <input
            id="share-url"
            readOnly
            value={shareUrl(link)}
            onFocus={(event) => event.target.select()}
            className="h-10 min-w-0 flex-1 rounded-md border border-border bg-background px-3 text-sm"
            data-testid="share-url"
          />
          <CopyLink url={shareUrl(link)} />
        </div>
      ) : (
        <Button variant="secondary" onClick={create} disabled={busy} className="self-start" data-testid="share-create">
          {t('mall.share.create')}
        </Button>
      )}
    </div>
  );
}
