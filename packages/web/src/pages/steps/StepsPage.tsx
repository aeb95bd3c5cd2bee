import { ComingSoon } from '../../features/errors/ComingSoon.tsx';

/** Placeholder until the screen is built. */
export function StepsPage() {
  return <ComingSoon page="steps" />;
}
