import { localizePath } from '@hotel/contract/routes';
import { useCallback } from 'react';
import { useLocation } from 'react-router';
import { splitLanguagePrefix } from './language.ts';

/** Returns a function that puts an app path under the current URL's language prefix (if it has one). */
export function useLocalePath(): (path: string) => string {
  const { pathname } = useLocation();
  const { language } = splitLanguagePrefix(pathname);
  return useCallback((path: string) => localizePath(path, language), [language]);
}
