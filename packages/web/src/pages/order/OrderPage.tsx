import { ComingSoon } from '../../features/errors/ComingSoon.tsx';

/** Placeholder until the screen is built. */
export function OrderPage() {
  return <ComingSoon page="order" />;
}
