import { pagePaths } from '@hotel/contract/routes';
import type { GoodsDetail } from '@hotel/contract/schemas/mall';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { formatInstant } from '../../lib/format/dates.ts';
import { useLanguage } from '../../lib/i18n/useLanguage.ts';
import { useLocalePath } from '../../lib/i18n/useLocalePath.ts';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { notices } from '../../lib/notices/noticeStore.ts';
import { Button } from '../../ui/Button.tsx';
import { Notice } from '../../ui/Notice.tsx';
import { loginPathWithRedirect } from '../member/forcedSignIn.ts';
import { useMember } from '../member/useMember.ts';
import { useSiteFormat } from '../pricing/useSiteFormat.ts';
import { checkoutQuery } from './checkoutSource.ts';
import { saleWindowState } from './countdown.ts';
import { FlashCountdown } from './FlashCountdown.tsx';
import { GoodsPrice, withPoints } from './GoodsPrice.tsx';
import { goodsAllowanceQuery, MALL_KEY, mallCalls } from './mallApi.ts';
import { cappedMessage, mallErrorMessage } from './mallErrors.ts';
import { clampQuantity, quantityBounds, skuFor } from './purchaseLimits.ts';
import { QuantityInput } from './QuantityInput.tsx';
import { SpecPicker } from './SpecPicker.tsx';
import { TierPrices } from './TierPrices.tsx';
import { useNow } from './useNow.ts';

/** The choice that starts selected: the first available specification's values. */
function initialChoice(goods: GoodsDetail): Record<string, string> {
  const first = goods.skus.find((sku) => sku.available && sku.stock > 0) ?? goods.skus[0];
  return Object.fromEntries((first?.specs ?? []).map((spec) => [spec.spec, spec.value]));
}

/**
 * Choosing and buying: specifications with their price and stock, quantity within the minimum
 * purchase and the limits, the sale window and flash sale with countdowns, add to cart and buy now.
 */
export function BuyBox({
  goods,
  offsetMs,
  onSkuChange,
}: {
  goods: GoodsDetail;
  offsetMs: number;
  /** Told the SKU the guest's choice now names (null while incomplete): the page shows its picture. */
  onSkuChange?: (skuCode: string | null) => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const localize = useLocalePath();
  const location = useLocation();
  const client = useQueryClient();
  const { member } = useMember();
  const format = useSiteFormat();
  const now = useNow() + offsetMs;
  const [chosen, setChosen] = useState(() => initialChoice(goods));
  const names = goods.specs.map((spec) => spec.name);
  const sku = skuFor(goods.skus, chosen, names);
  const chosenSkuCode = sku?.skuCode ?? null;
  useEffect(() => onSkuChange?.(chosenSkuCode), [chosenSkuCode, onSkuChange]);
  const allowance = useQuery({ ...goodsAllowanceQuery(language, goods.goodsCode), enabled: Boolean(member) });
  const left = allowance.data?.limit ?? null;
  const bounds = quantityBounds(goods, sku, left);
  const [wanted, setWanted] = useState(goods.minPurchase);
  const quantity = clampQuantity(wanted, bounds);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const sale = saleWindowState({ startsAt: goods.saleStartsAt, endsAt: goods.saleEndsAt }, now);
  const canBuy = sale === 'onSale' && sku !== null && bounds.max > 0 && quantity > 0;

  const signIn = () =>
    navigate(loginPathWithRedirect(localize(pagePaths.login()), `${location.pathname}${location.search}`));

  const addToCart = async () => {
    if (!sku) return;
    if (!member) return signIn();
    setBusy(true);
    setError(null);
    try {
      const cart = await mallCalls.addToCart(language, { skuCode: sku.skuCode, quantity });
      await client.invalidateQueries({ queryKey: [...MALL_KEY, 'cart'] });
      notices.notify(t('mall.cart.added'), 'success');
      if (cart.capped) notices.notify(cappedMessage(cart.capped, t), 'info');
    } catch (failure) {
      setError(mallErrorMessage(failure, t));
    } finally {
      setBusy(false);
    }
  };
  const buyNow = () => {
    if (!sku) return;
    if (!member) return signIn();
    navigate(localize(pagePaths.mallCheckout(checkoutQuery({ items: [{ skuCode: sku.skuCode, quantity }] }))));
  };

  const flash = goods.flashSale;
  // A signed-in member's price comes from the server (their tier's price, with any flash sale).
  const own = sku ? allowance.data?.prices.find((entry) => entry.skuCode === sku.skuCode) : undefined;
  const price = own?.price ?? sku?.price ?? goods.price;
  const points = sku?.points ?? goods.points;
  return (
    <div className="flex flex-col gap-4" data-testid="buy-box">
      <GoodsPrice
        price={price}
        originalPrice={sku?.originalPrice ?? goods.originalPrice}
        currency={goods.currency}
        points={points}
        from={!sku && goods.skus.length > 1}
        size="lg"
      />
      {sku && sku.tierPrices.length > 0 ? (
        <TierPrices sku={sku} currency={goods.currency} memberTier={own?.tierPrice ?? null} />
      ) : null}
      {flash ? (
        <p
          className="flex flex-wrap items-center gap-2 rounded-md bg-danger/10 p-2 text-sm text-danger"
          data-testid="flash-sale"
        >
          <span className="rounded-full bg-danger px-2 py-0.5 text-xs font-semibold text-white">
            {t('mall.flash.badge', { percent: flash.discountPercent })}
          </span>
          <FlashCountdown
            deadline={flash.active ? flash.endsAt : flash.startsAt}
            kind={flash.active ? 'ends' : 'starts'}
            offsetMs={offsetMs}
          />
        </p>
      ) : null}
      {sale === 'upcoming' && goods.saleStartsAt ? (
        <p className="text-sm" data-testid="sale-state">
          <FlashCountdown deadline={goods.saleStartsAt} kind="starts" offsetMs={offsetMs} />
        </p>
      ) : sale === 'ended' ? (
        <p className="text-sm text-danger" data-testid="sale-state">
          {t('mall.saleState.ended')}
        </p>
      ) : goods.saleEndsAt ? (
        <p className="text-sm text-muted" data-testid="sale-state">
          {t('mall.goods.saleEnds', { date: formatInstant(goods.saleEndsAt, language) })}
        </p>
      ) : null}
      {goods.specs.length > 0 ? (
        <SpecPicker
          specs={goods.specs}
          skus={goods.skus}
          chosen={chosen}
          onChoose={(name, value) => setChosen((current) => ({ ...current, [name]: value }))}
        />
      ) : null}
      {sale === 'onSale' && left ? (
        <p
          className={`text-sm ${left.remaining === 0 ? 'text-danger' : 'text-muted'}`}
          data-testid="member-allowance"
          aria-live="polite"
        >
          {t('mall.limits.left', { count: left.remaining, window: t(`mall.limitWindow.${left.period}`) })}
        </p>
      ) : null}
      {sale === 'onSale' ? (
        <p className="text-sm text-muted" data-testid="sku-stock" aria-live="polite">
          {!sku
            ? t('mall.goods.chooseSpecs')
            : sku.stock > 0 && sku.available
              ? t('mall.goods.stock', { count: sku.stock })
              : t('mall.goods.soldOut')}
        </p>
      ) : null}
      <QuantityInput value={quantity} min={bounds.min} max={bounds.max} onChange={setWanted} />
      <ul className="text-xs text-muted" data-testid="purchase-rules">
        {goods.minPurchase > 1 ? <li>{t('mall.limits.minimum', { count: goods.minPurchase })}</li> : null}
        {goods.limits.map((rule) => (
          <li key={`${rule.period}-${rule.scope}`}>
            {t(`mall.limits.${rule.scope}`, { count: rule.quantity, period: t(`mall.limitPeriod.${rule.period}`) })}
          </li>
        ))}
      </ul>
      {error ? (
        <div role="alert">
          <Notice tone="error">{error}</Notice>
        </div>
      ) : null}
      {/* On a phone the buy bar stays at the bottom of the screen while the page scrolls. */}
      <div
        className="fixed inset-x-0 bottom-0 z-20 flex items-center gap-2 border-t border-border bg-background p-3 shadow-lg sm:static sm:z-auto sm:flex-wrap sm:border-0 sm:bg-transparent sm:p-0 sm:shadow-none"
        data-testid="buy-bar"
      >
        <span className="mr-auto font-semibold text-main sm:hidden" aria-hidden="true">
          {withPoints(
            format.money(price * Math.max(1, quantity), goods.currency),
            price,
            points * Math.max(1, quantity),
            t,
            format.number,
          )}
        </span>
        <Button variant="secondary" onClick={addToCart} disabled={!canBuy || busy} data-testid="add-to-cart">
          {t('mall.goods.addToCart')}
        </Button>
        <Button onClick={buyNow} disabled={!canBuy || busy} data-testid="buy-now">
          {t('mall.goods.buyNow')}
        </Button>
      </div>
      {!member ? <p className="text-xs text-muted">{t('mall.goods.signInToBuy')}</p> : null}
    </div>
  );
}
