import { useCallback, useMemo } from 'react';
import { useMemberFormat } from '../member/useMemberFormat.ts';
import { usePrice } from '../pricing/usePrice.ts';

/** Money ("CNY 1,280", as the rest of the site), dates and instants in the display language. */
export function useMallFormat() {
  const price = usePrice();
  const format = useMemberFormat();
  const money = useCallback((amount: number, currency: string) => price({ amount, currency }), [price]);
  return useMemo(() => ({ ...format, money }), [format, money]);
}
