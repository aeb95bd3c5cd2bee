import { PREFERENCES } from '@hotel/contract/enums';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { useLanguage } from '../../../lib/i18n/useLanguage.ts';
import { useTranslation } from '../../../lib/i18n/useTranslation.ts';
import { Button } from '../../../ui/Button.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
import { useSiteFormat } from '../../pricing/useSiteFormat.ts';
import { FormMessage, serverErrors } from '../formKit.tsx';
import { memberCalls, preferencesQuery } from '../memberApi.ts';
import { useSessionGuard } from '../useSessionGuard.ts';

/** Communication preferences (M member offers, C corporate offers, N none) under the consent text. */
export function PreferencesSection() {
  const { t } = useTranslation();
  const language = useLanguage();
  const format = useSiteFormat();
  const client = useQueryClient();
  const query = useQuery(preferencesQuery(language));
  useSessionGuard(query.error);
  const [choice, setChoice] = useState<string>('N');
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  useEffect(() => {
    if (query.data) setChoice(query.data.preference);
  }, [query.data]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    try {
      await memberCalls.savePreference(language, choice);
      await client.invalidateQueries({ queryKey: preferencesQuery(language).queryKey });
      setMessage({ tone: 'success', text: t('member.preferences.saved') });
    } catch (error) {
      setMessage({ tone: 'error', text: serverErrors(error, t).form ?? '' });
    }
  }

  if (query.isLoading) return <Spinner label={t('ui.common.loading')} />;
  return (
    <form className="flex flex-col gap-4" onSubmit={submit} data-testid="preferences-form">
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 text-sm leading-relaxed">{t('member.preferences.consent')}</legend>
        {PREFERENCES.map((value) => (
          <label key={value} className="flex items-center gap-3 text-sm">
            <input
              type="radio"
              name="preference"
              value={value}
              className="accent-main"
              checked={choice === value}
              onChange={() => setChoice(value)}
            />
            {t(`enums.preference.${value}`)}
          </label>
        ))}
      </fieldset>
      {query.data?.updatedAt ? (
        <p className="text-xs text-muted">
          {t('member.preferences.updated', { date: format.date(query.data.updatedAt) })}
        </p>
      ) : null}
      <FormMessage tone={message?.tone}>{message?.text}</FormMessage>
      <div>
        <Button type="submit">{t('member.preferences.save')}</Button>
      </div>
    </form>
  );
}
