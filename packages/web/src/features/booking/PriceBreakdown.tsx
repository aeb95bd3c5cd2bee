import type { OrderQuote } from '@hotel/contract/schemas/orderFlow';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { ChargedIn } from '../currency/ChargedIn.tsx';
import { useSiteFormat } from '../pricing/useSiteFormat.ts';

/** The amounts of an order, as a quote (and an order's detail) gives them. */
export type BreakdownAmounts = Pick<
  OrderQuote,
  | 'roomAmount'
  | 'discountAmount'
  | 'serviceAmount'
  | 'taxAmount'
  | 'addonAmount'
  | 'pointDiscount'
  | 'voucherDiscount'
  | 'totalAmount'
  | 'payAmount'
> &
  Partial<Pick<OrderQuote, 'childAmount'>>;

/** The party's children: how many pay (at or over the free-bed age) and how many stay free. */
export interface ChildrenLine {
  paying: number;
  free: number;
  freeAge: number;
}

function Row({ label, value, strong, testId }: { label: ReactNode; value: string; strong?: boolean; testId?: string }) {
  return (
    <div className={`flex items-baseline justify-between gap-4 ${strong ? 'font-semibold' : ''}`}>
      <dt className={strong ? '' : 'text-muted'}>{label}</dt>
      <dd className="tabular-nums" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

/** The children's part of the room amount: who pays and who stays free, or the charge alone. */
function ChildrenRows({
  line,
  amount,
  money,
}: {
  line?: ChildrenLine | null;
  amount: number;
  money: (amount: number) => string;
}) {
  const { t } = useTranslation();
  if (!line) {
    return amount > 0 ? (
      <Row label={t('booking.price.children')} value={money(amount)} testId="children-amount" />
    ) : null;
  }
  return (
    <>
      {line.paying > 0 ? (
        <Row
          label={t('booking.price.childrenPaying', { count: line.paying, age: line.freeAge })}
          value={money(amount)}
          testId="children-amount"
        />
      ) : null}
      {line.free > 0 ? (
        <Row
          label={t('booking.price.childrenFree', { count: line.free, age: line.freeAge })}
          value={t('booking.price.free')}
          testId="children-free"
        />
      ) : null}
    </>
  );
}

/**
 * The price breakdown: nightly prices, room amount, discount, service charge, tax, add-ons, total,
 * deductions and the amount to pay, all in the hotel's currency. `estimate` marks amounts not yet
 * confirmed by the server.
 */
export function PriceBreakdown({
  currency,
  nightly,
  roomCount,
  amounts,
  estimate = false,
  payLabel,
  pointsUsed = 0,
  childrenLine,
}: {
  currency: string;
  nightly: readonly { night: string; amount: number }[];
  roomCount: number;
  amounts: BreakdownAmounts;
  estimate?: boolean;
  /** The label of the amount paid or due ("Amount to pay" by default); null: no such amount is shown. */
  payLabel?: string | null;
  /** The points behind the points deduction, named beside it when known. */
  pointsUsed?: number;
  childrenLine?: ChildrenLine | null;
}) {
  const { t } = useTranslation();
  const format = useSiteFormat();
  const money = (amount: number) => format.money(amount, currency);
  const minus = (amount: number) => t('booking.price.deduction', { amount: money(amount) });
  const childAmount = amounts.childAmount ?? 0;
  return (
    <div className="flex flex-col gap-3 text-sm" data-testid="price-breakdown">
      {nightly.length > 0 ? (
        <details className="group" open={nightly.length <= 7}>
          <summary className="cursor-pointer text-xs font-semibold uppercase tracking-wide text-muted">
            {roomCount > 1 ? t('booking.price.nightlyPerRoom', { rooms: roomCount }) : t('booking.price.nightly')}
          </summary>
          <dl className="mt-2 flex flex-col gap-1">
            {nightly.map((night) => (
              <Row key={night.night} label={format.date(night.night, 'full')} value={money(night.amount)} />
            ))}
          </dl>
        </details>
      ) : null}
      <dl className="flex flex-col gap-1 border-t border-border pt-3">
        <Row
          label={t('booking.price.room', { rooms: roomCount })}
          value={money(amounts.roomAmount - childAmount)}
          testId="room-amount"
        />
        <ChildrenRows line={childrenLine} amount={childAmount} money={money} />
        {amounts.discountAmount > 0 ? (
          <Row label={t('booking.price.discount')} value={minus(amounts.discountAmount)} />
        ) : null}
        <Row label={t('booking.price.service')} value={money(amounts.serviceAmount)} />
        <Row label={t('booking.price.tax')} value={money(amounts.taxAmount)} />
        <Row label={t('booking.price.addons')} value={money(amounts.addonAmount)} testId="addon-amount-total" />
        <Row label={t('booking.price.total')} value={money(amounts.totalAmount)} strong testId="total-amount" />
        {amounts.pointDiscount > 0 ? (
          <Row
            label={
              pointsUsed > 0 ? t('booking.price.pointsUsed', { points: pointsUsed }) : t('booking.price.pointDiscount')
            }
            value={minus(amounts.pointDiscount)}
            testId="point-discount"
          />
        ) : null}
        {amounts.voucherDiscount > 0 ? (
          <Row
            label={t('booking.price.voucherDiscount')}
            value={minus(amounts.voucherDiscount)}
            testId="voucher-discount"
          />
        ) : null}
      </dl>
      {payLabel === null ? null : (
        <div className="flex items-baseline justify-between gap-4 border-t border-border pt-3">
          <span className="font-semibold" data-testid="pay-label">
            {payLabel ?? t('booking.price.payAmount')}
          </span>
          <span className="text-xl font-bold text-main tabular-nums" data-testid="pay-amount">
            {money(amounts.payAmount)}
          </span>
        </div>
      )}
      <ChargedIn amount={amounts.payAmount} currency={currency} />
      {estimate ? <p className="text-xs text-muted">{t('booking.price.estimateNote')}</p> : null}
    </div>
  );
}
