import { isLanguage, LANGUAGES } from '@hotel/contract/languages';
import { localizePath } from '@hotel/contract/routes';
import { useId } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { splitLanguagePrefix } from '../../lib/i18n/language.ts';
import { LANGUAGE_NAMES } from '../../lib/i18n/languageNames.ts';
import { useLanguage } from '../../lib/i18n/useLanguage.ts';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { useSiteConfig } from './siteConfigApi.ts';

/**
 * The languages the site offers; choosing one shows the same page under the new language prefix at
 * once (the prefix's route loader loads the catalogue and keeps the choice for the session).
 */
export function LanguageSwitcher() {
  const { t } = useTranslation();
  const language = useLanguage();
  const offered = useSiteConfig()?.languages.filter(isLanguage) ?? [];
  const navigate = useNavigate();
  const location = useLocation();
  const id = useId();
  const base = offered.length > 0 ? offered : LANGUAGES;
  const options = base.includes(language) ? base : [language, ...base];

  const change = (value: string) => {
    if (!isLanguage(value) || value === language) return;
    const { rest } = splitLanguagePrefix(location.pathname);
    navigate(`${localizePath(rest, value)}${location.search}${location.hash}`);
  };

  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="sr-only">
        {t('ui.header.language')}
      </label>
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="size-5 fill-none stroke-current text-muted"
        strokeWidth="1.6"
      >
        <circle cx="12" cy="12" r="9" />
        <path d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z" />
      </svg>
      <select
        id={id}
        data-testid="language-switcher"
        value={language}
        onChange={(event) => change(event.target.value)}
        className="h-9 w-28 rounded-md border border-border bg-background px-2 text-sm"
      >
        {options.map((option) => (
          <option key={option} value={option} lang={option}>
            {LANGUAGE_NAMES[option]}
          </option>
        ))}
      </select>
    </div>
  );
}
