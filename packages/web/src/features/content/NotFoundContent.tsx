import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { usePageTitle } from '../../lib/routing/pageTitle.ts';
import { StatusMessage } from '../errors/StatusMessage.tsx';

/** The app's not-found content for content that does not exist (an API 404), titled as such. */
export function NotFoundContent() {
  const { t } = useTranslation();
  usePageTitle(t('ui.error.notFound.title'));
  return (
    <div data-testid="not-found">
      <StatusMessage kind="notFound" />
    </div>
  );
}
