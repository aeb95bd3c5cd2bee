import { StatusMessage } from '../errors/StatusMessage.tsx';
import { useTranslation } from '../i18n/useTranslation.ts';
import { usePageTitle } from '../routing/pageTitle.ts';

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
