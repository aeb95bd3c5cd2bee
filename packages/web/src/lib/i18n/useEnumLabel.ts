import { enumLabelKey, type LabelledEnum } from '@hotel/contract/enums';
import { useCallback } from 'react';
import { useTranslation } from './useTranslation.ts';

/** Label of an enum value (`enums.<name>.<value>`); the value itself when the catalogue has no label. */
export function useEnumLabel(): (name: LabelledEnum, value: string | number) => string {
  const { t, i18n } = useTranslation();
  return useCallback(
    (name: LabelledEnum, value: string | number) => {
      const key = enumLabelKey(name, value);
      return i18n.exists(key) ? t(key) : String(value);
    },
    [t, i18n],
  );
}
