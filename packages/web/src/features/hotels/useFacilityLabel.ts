import { useCallback } from 'react';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';

/** Label of a facility code (`results.facility.<code>`); the code itself when no label exists yet. */
export function useFacilityLabel(): (code: string) => string {
  const { t, i18n } = useTranslation();
  return useCallback(
    (code: string) => {
      const key = `results.facility.${code}`;
      return i18n.exists(key) ? t(key) : code;
    },
    [t, i18n],
  );
}
