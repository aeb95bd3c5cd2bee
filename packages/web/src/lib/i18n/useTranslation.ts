import { useSyncExternalStore } from 'react';
import { i18n } from './i18n.ts';

/** The translator of the active language; components re-render when the language or a catalogue changes. */
export function useTranslation() {
  useSyncExternalStore(i18n.subscribe, i18n.snapshot, i18n.snapshot);
  return { t: i18n.t, i18n };
}
