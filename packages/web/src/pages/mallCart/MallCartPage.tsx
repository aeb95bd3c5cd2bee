import { pagePaths } from '@hotel/contract/routes';
import type { Cart, CartLine } from '@hotel/contract/schemas/mall';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { checkoutQuery } from '../../features/mall/checkoutSource.ts';
import { withPoints } from '../../features/mall/GoodsPrice.tsx';
import { MallNav } from '../../features/mall/MallNav.tsx';
import { cartQuery, MALL_KEY, mallCalls } from '../../features/mall/mallApi.ts';
import { cappedMessage, mallErrorMessage } from '../../features/mall/mallErrors.ts';
import { QuantityInput } from '../../features/mall/QuantityInput.tsx';
import { RequireMember } from '../../features/member/RequireMember.tsx';
import { useSessionGuard } from '../../features/member/useSessionGuard.ts';
import { useSiteFormat } from '../../features/pricing/useSiteFormat.ts';
import { LocaleLink } from '../../lib/i18n/LocaleLink.tsx';
import { useLanguage } from '../../lib/i18n/useLanguage.ts';
import { useLocalePath } from '../../lib/i18n/useLocalePath.ts';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { notices } from '../../lib/notices/noticeStore.ts';
import { Button } from '../../ui/Button.tsx';
import { buttonClass } from '../../ui/buttonClass.ts';
import { Card } from '../../ui/Card.tsx';
import { Picture } from '../../ui/Picture.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { selectedPoints, selectedTotal } from './cartSelection.ts';

/** The member's cart (spec section 2), kept on the server: quantities, removal, selection, totals. */
export function MallCartPage() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-semibold">{t('ui.pageTitle.mallCart')}</h1>
        <MallNav />
      </div>
      <RequireMember>{() => <CartContent />}</RequireMember>
    </div>
  );
}

function CartContent() {
  const { t } = useTranslation();
  const language = useLanguage();
  const client = useQueryClient();
  const navigate = useNavigate();
  const localize = useLocalePath();
  const format = useSiteFormat();
  const query = useQuery(cartQuery(language));
  useSessionGuard(query.error);
  const [unselected, setUnselected] = useState<ReadonlySet<string>>(new Set());
  const [busyLine, setBusyLine] = useState<string | null>(null);

  const apply = async (lineId: string, change: () => Promise<Cart>) => {
    setBusyLine(lineId);
    try {
      const cart = await change();
      client.setQueryData(cartQuery(language).queryKey, cart);
      if (cart.capped) notices.notify(cappedMessage(cart.capped, t), 'info');
    } catch (error) {
      notices.notify(mallErrorMessage(error, t), 'error');
      await client.invalidateQueries({ queryKey: [...MALL_KEY, 'cart'] });
    } finally {
      setBusyLine(null);
    }
  };

  if (query.isLoading) return <Spinner label={t('ui.common.loading')} />;
  const cart = query.data;
  if (!cart || cart.lines.length === 0)
    return (
      <div className="flex flex-col items-start gap-3" data-testid="cart-empty">
        <p className="text-muted">{t('mall.cart.empty')}</p>
        <LocaleLink to={pagePaths.mallSearch()} className={buttonClass('primary')}>
          {t('mall.cart.continue')}
        </LocaleLink>
      </div>
    );
  const selected = cart.lines.filter((line) => line.available && !unselected.has(line.lineId));
  const toggle = (lineId: string, on: boolean) =>
    setUnselected((current) => {
      const next = new Set(current);
      if (on) next.delete(lineId);
      else next.add(lineId);
      return next;
    });
  const checkout = () =>
    navigate(localize(pagePaths.mallCheckout(checkoutQuery({ cartLineIds: selected.map((line) => line.lineId) }))));

  return (
    <div className="flex flex-col gap-4 lg:flex-row lg:items-start">
      <ul className="flex flex-1 flex-col gap-3" data-testid="cart-lines">
        {cart.lines.map((line) => (
          <CartRow
            key={line.lineId}
            line={line}
            selected={line.available && !unselected.has(line.lineId)}
            busy={busyLine === line.lineId}
            onSelect={(on) => toggle(line.lineId, on)}
            onQuantity={(quantity) => apply(line.lineId, () => mallCalls.setQuantity(language, line.lineId, quantity))}
            onRemove={() => apply(line.lineId, () => mallCalls.removeLine(language, line.lineId))}
          />
        ))}
      </ul>
      <Card className="flex flex-col gap-3 p-4 lg:sticky lg:top-4 lg:w-72" data-testid="cart-summary">
        <p className="text-sm">{t('mall.cart.selected', { count: selected.length })}</p>
        <p className="flex items-baseline justify-between gap-2">
          <span className="font-semibold">{t('mall.cart.total')}</span>
          <span className="text-xl font-semibold text-main" data-testid="cart-total">
            {withPoints(
              format.money(selectedTotal(cart.lines, selected), cart.currency),
              selectedTotal(cart.lines, selected),
              selectedPoints(cart.lines, selected),
              t,
              format.number,
            )}
          </span>
        </p>
        <Button onClick={checkout} disabled={selected.length === 0} data-testid="cart-checkout">
          {t('mall.cart.checkout')}
        </Button>
      </Card>
    </div>
  );
}

function CartRow({
  line,
  selected,
  busy,
  onSelect,
  onQuantity,
  onRemove,
}: {
  line: CartLine;
  selected: boolean;
  busy: boolean;
  onSelect: (on: boolean) => void;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const format = useSiteFormat();
  const checkboxId = `cart-line-${line.lineId}`;
  return (
    <Card
      as="li"
      className={`flex flex-wrap items-start gap-3 p-3 ${line.available ? '' : 'opacity-75'}`}
      data-testid="cart-line"
      data-sku-code={line.skuCode}
      data-available={String(line.available)}
    >
      <input
        id={checkboxId}
        type="checkbox"
        className="mt-1 size-5 accent-main"
        checked={selected}
        disabled={!line.available}
        onChange={(event) => onSelect(event.target.checked)}
        data-testid="cart-line-select"
      />
      <Picture src={line.picture?.url} alt="" width={80} height={80} className="size-20 rounded-md" />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <label htmlFor={checkboxId} className="font-semibold">
          <LocaleLink to={pagePaths.mallProduct(line.goodsCode)} className="hover:underline">
            {line.name}
          </LocaleLink>
        </label>
        {line.specText ? <p className="text-sm text-muted">{line.specText}</p> : null}
        <p className="text-sm" data-testid="cart-line-price">
          {withPoints(format.money(line.unitPrice, line.currency), line.unitPrice, line.unitPoints, t, format.number)}
          {line.tierPrice !== null ? (
            <span className="ml-2 text-xs font-semibold text-accent">
              {t('mall.tierPrice.yours', { tier: t(`enums.tier.${line.tierPrice}`) })}
            </span>
          ) : null}
        </p>
        {line.problem ? (
          <p className="text-sm font-semibold text-danger" data-testid="cart-line-problem">
            {t(`mall.cartProblem.${line.problem}`, {
              count: line.problem === 'overLimit' ? (line.limit?.remaining ?? 0) : line.stock,
            })}
          </p>
        ) : (
          <p className="text-xs text-muted" data-testid="cart-line-left">
            {t('mall.cart.lineLeft', { stock: line.stock })}
            {line.limit
              ? ` · ${t('mall.limits.left', { count: line.limit.remaining, window: t(`mall.limitWindow.${line.limit.period}`) })}`
              : null}
          </p>
        )}
        <div className="flex flex-wrap items-end gap-3">
          <QuantityInput
            value={line.quantity}
            min={Math.min(line.minQuantity, Math.max(1, line.maxQuantity))}
            max={Math.max(1, line.maxQuantity)}
            onChange={onQuantity}
            disabled={busy || line.problem === 'removed'}
            itemName={line.name}
            testId="cart-line-quantity"
            onCapped={(max) =>
              notices.notify(
                cappedMessage(
                  {
                    lineId: line.lineId,
                    name: line.name,
                    quantity: max,
                    reason: max === line.stock ? 'stock' : 'limit',
                  },
                  t,
                ),
                'info',
              )
            }
          />
          <Button variant="ghost" onClick={onRemove} disabled={busy} data-testid="cart-line-remove">
            {t('mall.cart.remove')}
            <span className="sr-only">: {line.name}</span>
          </Button>
        </div>
      </div>
      <p className="font-semibold" data-testid="cart-line-amount">
        {withPoints(format.money(line.amount, line.currency), line.amount, line.points, t, format.number)}
      </p>
    </Card>
  );
}
