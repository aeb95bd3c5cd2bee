import { pagePaths } from '@hotel/contract/routes';
import { useParams } from 'react-router';
import { OrderWaiting } from '../../features/booking/OrderWaiting.tsx';
import { safeReturnPath } from '../../features/booking/paymentStatus.ts';
import { StatusMessage } from '../../features/errors/StatusMessage.tsx';
import { StayWaiting } from '../../features/stayGroup/StayWaiting.tsx';

/**
 * /orderWaiting/:orderId/:isSplitOrder/:url: the payment result, then on to `url` (the order page). A split
 * order (1) is a reservation of several rooms paid together.
 */
export function OrderWaitingPage() {
  const { orderId = '', isSplitOrder, url } = useParams();
  if (!orderId) return <StatusMessage kind="notFound" />;
  if (isSplitOrder === '1') {
    return <StayWaiting key={orderId} groupId={orderId} returnTo={safeReturnPath(url, pagePaths.stay(orderId))} />;
  }
  return <OrderWaiting key={orderId} orderId={orderId} returnTo={safeReturnPath(url, pagePaths.order(orderId))} />;
}
