import { ComingSoon } from '../../features/errors/ComingSoon.tsx';

/** Placeholder until the screen is built. */
export function ResetPasswordPage() {
  return <ComingSoon page="resetPassword" />;
}
