import { StatusMessage } from '../../features/errors/StatusMessage.tsx';

export function ServerErrorPage() {
  return <StatusMessage kind="serverError" />;
}
