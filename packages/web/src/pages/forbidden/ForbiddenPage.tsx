import { StatusMessage } from '../../features/errors/StatusMessage.tsx';

export function ForbiddenPage() {
  return <StatusMessage kind="forbidden" />;
}
