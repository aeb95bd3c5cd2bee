import { pagePaths } from '@hotel/contract/routes';
import { useQuery } from '@tanstack/react-query';
import { LocaleLink } from '../../lib/i18n/LocaleLink.tsx';
import { useLanguage } from '../../lib/i18n/useLanguage.ts';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { buttonClass } from '../../ui/buttonClass.ts';
import { useMember } from '../member/useMember.ts';
import { cartQuery } from './mallApi.ts';

/** The mall's own links: the shop, the cart with its count (members), distribution and shop orders. */
export function MallNav() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { member } = useMember();
  const cart = useQuery({ ...cartQuery(language), enabled: member !== null, meta: { silent: true } });
  return (
    <nav aria-label={t('mall.nav.label')} className="flex flex-wrap items-center gap-2">
      <LocaleLink to={pagePaths.mallSearch()} className={buttonClass('ghost')}>
        {t('mall.nav.shop')}
      </LocaleLink>
      <LocaleLink to={pagePaths.mallCart()} className={buttonClass('ghost')} data-testid="mall-cart-link">
        {t('mall.nav.cart')}
        {cart.data && cart.data.count > 0 ? (
          <span className="rounded-full bg-main px-2 text-xs text-on-main" data-testid="cart-count">
            <span className="sr-only">{t('mall.nav.cartCount', { count: cart.data.count })}</span>
            <span aria-hidden="true">{cart.data.count}</span>
          </span>
        ) : null}
      </LocaleLink>
      {member ? (
        <>
          <LocaleLink to={pagePaths.orderList({ tab: 'shop' })} className={buttonClass('ghost')}>
            {t('mall.nav.orders')}
          </LocaleLink>
          <LocaleLink to={pagePaths.mallDistribution()} className={buttonClass('ghost')}>
            {t('mall.nav.distribution')}
          </LocaleLink>
        </>
      ) : null}
    </nav>
  );
}
