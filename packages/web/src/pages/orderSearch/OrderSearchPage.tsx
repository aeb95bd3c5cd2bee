import { OrderLookup } from '../../features/orders/OrderLookup.tsx';

/** /orderSearch: look a reservation up by confirmation number plus phone or e-mail. */
export function OrderSearchPage() {
  return <OrderLookup />;
}
