import { pagePaths } from '@hotel/contract/routes';
import { useQuery } from '@tanstack/react-query';
import { AvatarUpload } from '../../features/mall/AvatarUpload.tsx';
import { MallNav } from '../../features/mall/MallNav.tsx';
import { distributionQuery } from '../../features/mall/mallApi.ts';
import { CopyLink, shareUrl } from '../../features/mall/ShareLink.tsx';
import { SharePoster } from '../../features/mall/SharePoster.tsx';
import { WithdrawCommission } from '../../features/mall/WithdrawCommission.tsx';
import { RequireMember } from '../../features/member/RequireMember.tsx';
import { useSessionGuard } from '../../features/member/useSessionGuard.ts';
import { useSiteFormat } from '../../features/pricing/useSiteFormat.ts';
import { LocaleLink } from '../../lib/i18n/LocaleLink.tsx';
import { useLanguage } from '../../lib/i18n/useLanguage.ts';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { buttonClass } from '../../ui/buttonClass.ts';
import { Card } from '../../ui/Card.tsx';
import { Spinner } from '../../ui/Spinner.tsx';

/** Distribution (spec section 2): my share links, the orders they brought, earnings pending and payable. */
export function MallDistributionPage() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-semibold">{t('ui.pageTitle.mallDistribution')}</h1>
        <MallNav />
      </div>
      <RequireMember>{() => <DistributionContent />}</RequireMember>
    </div>
  );
}

function DistributionContent() {
  const { t } = useTranslation();
  const language = useLanguage();
  const format = useSiteFormat();
  const query = useQuery(distributionQuery(language));
  useSessionGuard(query.error);
  if (query.isLoading) return <Spinner label={t('ui.common.loading')} />;
  const data = query.data;
  if (!data) return null;
  const money = (amount: number) => format.money(amount, data.earnings.currency);
  return (
    <div className="flex flex-col gap-6" data-testid="distribution">
      <AvatarUpload avatarUrl={data.avatarUrl} />
      <p className="text-sm">
        {t('mall.distribution.code')}: <span className="font-mono font-semibold">{data.referralCode}</span>
      </p>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5" data-testid="earnings">
        {(['pending', 'payable', 'requested', 'withdrawn', 'cancelled'] as const).map((status) => (
          <Card key={status} className="flex flex-col gap-1 p-4">
            <dt className="text-sm text-muted">{t(`mall.commissionStatus.${status}`)}</dt>
            <dd className="text-2xl font-semibold" data-testid={`earnings-${status}`}>
              {money(data.earnings[status])}
            </dd>
          </Card>
        ))}
      </dl>
      <p className="text-xs text-muted">{t('mall.distribution.explain')}</p>
      <WithdrawCommission data={data} />
      <section aria-labelledby="links-title" className="flex flex-col gap-3">
        <h2 id="links-title" className="text-xl font-semibold">
          {t('mall.distribution.links')}
        </h2>
        {data.links.length === 0 ? (
          <div className="flex flex-col items-start gap-2">
            <p className="text-muted">{t('mall.distribution.noLinks')}</p>
            <LocaleLink to={pagePaths.mallSearch()} className={buttonClass('secondary')}>
              {t('mall.cart.continue')}
            </LocaleLink>
          </div>
        ) : (
          <ul className="flex flex-col gap-2" data-testid="share-links">
            {data.links.map((link) => (
              <Card as="li" key={link.linkId} className="flex flex-wrap items-center gap-3 p-3">
                <div className="min-w-0 flex-1 text-sm">
                  <LocaleLink to={pagePaths.mallProduct(link.goodsCode)} className="font-semibold hover:underline">
                    {link.goodsName}
                  </LocaleLink>
                  <p className="break-all text-muted">{shareUrl(link)}</p>
                  <p className="text-xs text-muted">
                    {t('mall.distribution.rate', { rate: (link.commissionRateBp / 100).toLocaleString(language) })}
                  </p>
                </div>
                <CopyLink url={shareUrl(link)} />
                <SharePoster link={link} />
              </Card>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="referred-title" className="flex flex-col gap-3">
        <h2 id="referred-title" className="text-xl font-semibold">
          {t('mall.distribution.orders')}
        </h2>
        {data.orders.length === 0 ? (
          <p className="text-muted">{t('mall.distribution.noOrders')}</p>
        ) : (
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a table wider than a phone scrolls sideways; keyboard users focus the region to scroll it (WCAG 2.1.1, axe scrollable-region-focusable).
          <div className="overflow-x-auto" tabIndex={0}>
            <table className="w-full min-w-[32rem] text-left text-sm" data-testid="referred-orders">
              <thead className="border-b border-border text-muted">
                <tr>
                  <th scope="col" className="py-2 pr-3">
                    {t('mall.distribution.goods')}
                  </th>
                  <th scope="col" className="py-2 pr-3">
                    {t('mall.distribution.date')}
                  </th>
                  <th scope="col" className="py-2 pr-3 text-right">
                    {t('mall.distribution.paid')}
                  </th>
                  <th scope="col" className="py-2 pr-3 text-right">
                    {t('mall.distribution.commission')}
                  </th>
                  <th scope="col" className="py-2">
                    {t('mall.distribution.status')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.orders.map((order) => (
                  <tr key={order.orderId} className="border-b border-border">
                    <td className="py-2 pr-3">{order.goodsName}</td>
                    <td className="py-2 pr-3">{format.date(order.createdAt)}</td>
                    <td className="py-2 pr-3 text-right">{format.money(order.paidAmount, order.currency)}</td>
                    <td className="py-2 pr-3 text-right font-semibold">
                      {format.money(order.commission, order.currency)}
                    </td>
                    <td className="py-2">
                      {t(`mall.commissionStatus.${order.status}`)}
                      {order.status === 'pending' && order.payableAt ? (
                        <span className="block text-xs text-muted">
                          {t('mall.distribution.payableFrom', { date: format.date(order.payableAt) })}
                        </span>
                      ) : null}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </div>
  );
}
