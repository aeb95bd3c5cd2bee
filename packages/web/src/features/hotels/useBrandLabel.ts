import { useCallback } from 'react';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';

/** "aurora-grand" -> "Aurora Grand": a readable form of a brand code that has no translated name. */
export function brandFromCode(code: string): string {
  return code
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** The name of a brand code (`ui.brand.<code>`), else the code made readable. */
export function useBrandLabel(): (code: string) => string {
  const { t, i18n } = useTranslation();
  return useCallback(
    (code: string) => {
      const key = `ui.brand.${code.replace(/[^A-Za-z0-9]/g, '')}`;
      return i18n.exists(key) ? t(key) : brandFromCode(code);
    },
    [t, i18n],
  );
}
