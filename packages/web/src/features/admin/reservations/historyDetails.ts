import type { HistoryDetails, HistoryStay } from '@hotel/contract/schemas/history';

/** What wording a history line needs: the translator and the reader's money and day formats. */
export interface HistoryWords {
  t: (key: string, values?: Record<string, string | number>) => string;
  money: (amount: number, currency: string) => string;
  /** A hotel-local day (`yyyy-MM-dd`) as the reader writes it. */
  date: (day: string) => string;
}

function stayText(stay: HistoryStay, currency: string, { t, money, date }: HistoryWords): string {
  return t('admin.reservations.historyDetails.stay', {
    checkIn: date(stay.checkInDate),
    checkOut: date(stay.checkOutDate),
    roomType: stay.roomTypeName ?? stay.roomTypeCode,
    ratePlan: stay.ratePlanName ?? stay.ratePlanCode,
    adults: stay.adults,
    children: stay.children,
    total: money(stay.totalAmount, currency),
  });
}

/**
 * A history line's values in the reader's language: dates as the hotel's days, amounts in the stay's
 * currency. Lines written before the values were stored have none (the screen shows their note as written).
 */
export function historyDetailsText(details: HistoryDetails, words: HistoryWords): string {
  const { t, money, date } = words;
  switch (details.kind) {
    case 'earlyDeparture': {
      const days = { from: date(details.from), to: date(details.to) };
      if (details.amount === null) return t('admin.reservations.historyDetails.earlyDeparture', days);
      return t('admin.reservations.historyDetails.earlyDepartureRefund', {
        ...days,
        amount: money(details.amount, details.currency),
        refunds: details.refundIds.join(', '),
      });
    }
    case 'partRefund': {
      const values = { amount: money(details.amount, details.currency), refunds: details.refundIds.join(', ') };
      return details.reason === 'priceLowered'
        ? t('admin.reservations.historyDetails.partRefundLowered', values)
        : t('admin.reservations.historyDetails.partRefund', values);
    }
    case 'modified':
      return t('admin.reservations.historyDetails.modified', {
        from: stayText(details.from, details.currency, words),
        to: stayText(details.to, details.currency, words),
      });
    case 'changePaid':
      return t('admin.reservations.historyDetails.changePaid', {
        amount: money(details.amount, details.currency),
        payment: details.paymentId,
      });
  }
}
