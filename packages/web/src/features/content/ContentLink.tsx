import type { ReactNode } from 'react';
import { LocaleLink } from '../../lib/i18n/LocaleLink.tsx';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { linkTarget } from './links.ts';

/** A link of content (a block's `link`): an app path in the app, an outside address in a new window, else nothing. */
export function ContentLink({
  link,
  className,
  children,
}: {
  link: string | null | undefined;
  className?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const target = linkTarget(link);
  if (!target) return null;
  if (target.kind === 'app') {
    return (
      <LocaleLink to={target.href} className={className}>
        {children}
      </LocaleLink>
    );
  }
  return (
    <a href={target.href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      <span className="sr-only"> {t('ui.common.opensNewWindow')}</span>
    </a>
  );
}
