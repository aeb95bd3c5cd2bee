import { ComingSoon } from '../../features/errors/ComingSoon.tsx';
import { useRouteName } from '../../features/routing/useRouteName.ts';

/** Sign in and register share this screen (placeholder until built). */
export function LoginPage() {
  const route = useRouteName();
  return <ComingSoon page={route === 'register' ? 'register' : 'login'} />;
}
