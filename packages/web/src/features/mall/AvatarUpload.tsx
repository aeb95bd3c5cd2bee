import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useLanguage } from '../../lib/i18n/useLanguage.ts';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { Notice } from '../../ui/Notice.tsx';
import { MALL_KEY, mallCalls } from './mallApi.ts';
import { mallErrorMessage } from './mallErrors.ts';
import { avatarProblem } from './reviewPictures.ts';

/**
 * The member's avatar (spec section 5: jpg, jpeg or png, at most 1 MB), shown beside their reviews:
 * the current picture and a file chooser that sends a new one at once. The browser refuses a file
 * over 1 MB before sending it; the server checks again, by content.
 */
export function AvatarUpload({ avatarUrl }: { avatarUrl: string | null }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const client = useQueryClient();
  const id = useId();
  const [shown, setShown] = useState(avatarUrl);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const choose = async (file: File | undefined) => {
    if (!file) return;
    setError(null);
    const problem = avatarProblem(file);
    if (problem) return setError(t(`mall.avatar.problem.${problem}`));
    setBusy(true);
    try {
      setShown((await mallCalls.avatar(language, file)).avatarUrl);
      await client.invalidateQueries({ queryKey: MALL_KEY });
    } catch (failure) {
      setError(mallErrorMessage(failure, t));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="flex flex-wrap items-center gap-4" data-testid="avatar-upload">
      {shown ? (
        <img
          src={shown}
          alt={t('mall.avatar.current')}
          width={64}
          height={64}
          className="size-16 rounded-full object-cover"
          data-testid="avatar-image"
        />
      ) : (
        <span
          aria-hidden="true"
          className="flex size-16 items-center justify-center rounded-full bg-main-soft text-2xl"
        >
          ☺
        </span>
      )}
      <div className="flex flex-col gap-1 text-sm">
        <label htmlFor={id} className="font-semibold">
          {t('mall.avatar.choose')}
        </label>
        <input
          id={id}
          type="file"
          accept="image/jpeg,image/png,.jpg,.jpeg,.png"
          disabled={busy}
          onChange={(event) => {
            void choose(event.target.files?.[0]);
            event.target.value = '';
          }}
          data-testid="avatar-input"
        />
        <p className="text-xs text-muted">{t('mall.avatar.hint')}</p>
      </div>
      {error ? (
        <div role="alert" className="w-full">
          <Notice tone="error">{error}</Notice>
        </div>
      ) : null}
    </div>
  );
}
