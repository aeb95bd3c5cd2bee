import { StatusMessage } from '../../features/errors/StatusMessage.tsx';

export function NotFoundPage() {
  return <StatusMessage kind="notFound" />;
}
