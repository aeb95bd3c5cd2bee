import { pagePaths } from '@hotel/contract/routes';
import { useParams } from 'react-router';
import { OrderWaiting } from '../../features/booking/OrderWaiting.tsx';
import { safeReturnPath } from '../../features/booking/paymentStatus.ts';
import { StatusMessage } from '../../features/errors/StatusMessage.tsx';

/** /orderWaiting/:orderId/:isSplitOrder/:url: the payment result, then on to `url` (the order page). */
export function OrderWaitingPage() {
  const { orderId = '', url } = useParams();
  if (!orderId) return <StatusMessage kind="notFound" />;
  return <OrderWaiting key={orderId} orderId={orderId} returnTo={safeReturnPath(url, pagePaths.order(orderId))} />;
}
