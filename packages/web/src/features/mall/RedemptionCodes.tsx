import type { RedemptionCode } from '@hotel/contract/schemas/mall';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { QrCode } from '../member/QrCode.tsx';
import { useSiteFormat } from '../pricing/useSiteFormat.ts';

/** The redemption codes of voucher goods, with their uses left and validity. */
export function RedemptionCodes({ codes }: { codes: readonly RedemptionCode[] }) {
  const { t } = useTranslation();
  const format = useSiteFormat();
  if (codes.length === 0) return null;
  return (
    <section aria-labelledby="codes-title" className="flex flex-col gap-2" data-testid="redemption-codes">
      <h2 id="codes-title" className="font-semibold">
        {t('mall.redemption.title')}
      </h2>
      <ul className="flex flex-col gap-2">
        {codes.map((code) => (
          <li
            key={code.code}
            className="flow-root rounded-md border border-border p-3 text-sm"
            data-testid="redemption-code"
          >
            {code.status === 'unused' || code.status === 'partiallyUsed' ? (
              <div className="float-right ml-3" data-testid="redemption-qr">
                <QrCode value={code.code} label={t('mall.redemption.qrLabel', { code: code.code })} size={112} />
              </div>
            ) : null}
            <p className="font-mono text-lg tracking-widest">{code.code}</p>
            <p>
              {code.name} · {t(`mall.redemptionStatus.${code.status}`)}
            </p>
            <p className="text-muted">
              {t('mall.redemption.uses', { used: code.usesUsed, total: code.usesTotal })} ·{' '}
              {t('mall.redemption.validTo', { date: format.date(code.validTo) })}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
