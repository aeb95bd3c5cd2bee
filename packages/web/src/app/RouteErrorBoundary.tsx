import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { type StatusKind, StatusMessage } from '../features/errors/StatusMessage.tsx';
import { useSiteTitle } from '../features/site/useSiteTitle.ts';
import { isApiError } from '../lib/api/client.ts';
import { useTranslation } from '../lib/i18n/useTranslation.ts';
import { pageTitleKey } from '../lib/routing/routeTable.ts';
import { BareFrame } from './layouts/BareLayout.tsx';

export function errorKind(error: unknown): StatusKind {
  const status = isRouteErrorResponse(error) ? error.status : isApiError(error) ? error.status : 500;
  if (status === 404) return 'notFound';
  if (status === 403) return 'forbidden';
  return 'serverError';
}

function useErrorPage(): StatusKind {
  const error = useRouteError();
  const kind = errorKind(error);
  const { t } = useTranslation();
  const siteTitle = useSiteTitle();
  useEffect(() => {
    if (import.meta.env.DEV && kind === 'serverError') console.error(error);
    document.title = `${t(pageTitleKey(kind))} | ${siteTitle}`;
  }, [error, kind, t, siteTitle]);
  return kind;
}

/** The router's last resort: the 500 page (or 404/403 when the error says so), never a blank page. */
export function RootErrorBoundary() {
  const kind = useErrorPage();
  return (
    <BareFrame>
      <StatusMessage kind={kind} />
    </BareFrame>
  );
}

/** An error inside the main layout: the header and footer stay, the page shows the error content. */
export function ContentErrorBoundary() {
  const kind = useErrorPage();
  return <StatusMessage kind={kind} />;
}
