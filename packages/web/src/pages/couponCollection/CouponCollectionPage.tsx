import { ComingSoon } from '../../features/errors/ComingSoon.tsx';

/** Placeholder until the screen is built. */
export function CouponCollectionPage() {
  return <ComingSoon page="couponCollection" />;
}
