import { pagePaths } from '@hotel/contract/routes';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useLanguage } from '../../../lib/i18n/useLanguage.ts';
import { useLocalePath } from '../../../lib/i18n/useLocalePath.ts';
import { useTranslation } from '../../../lib/i18n/useTranslation.ts';
import { notices } from '../../../lib/notices/noticeStore.ts';
import { Button } from '../../../ui/Button.tsx';
import { buttonClass } from '../../../ui/buttonClass.ts';
import { ModalDialog } from '../../../ui/ModalDialog.tsx';
import { useSiteFormat } from '../../pricing/useSiteFormat.ts';
import { FormMessage, serverErrors, TextField } from '../formKit.tsx';
import { lockHint } from '../lockHint.ts';
import { exportUrl, memberCalls } from '../memberApi.ts';
import { useForgetMember } from '../useMember.ts';

/** Download everything kept about the member, or delete the account (confirmed by the password). */
export function DataSection() {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const localize = useLocalePath();
  const forget = useForgetMember();
  const { instant } = useSiteFormat();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  async function remove() {
    setBusy(true);
    setError('');
    try {
      await memberCalls.deleteAccount(language, password);
      forget();
      notices.notify(t('member.data.deleted'), 'success');
      void navigate(localize(pagePaths.home()), { replace: true });
    } catch (failure) {
      // Wrong passwords count toward the sign-in lock: say how many attempts are left, or until when it is locked.
      setError([serverErrors(failure, t).form, lockHint(failure, t, instant)].filter(Boolean).join(' '));
      setBusy(false);
    }
  }

  return (
    <div className="flex flex-col gap-6">
      <section className="flex flex-col gap-2">
        <p className="text-sm text-muted">{t('member.data.exportHint')}</p>
        <div>
          <a href={exportUrl()} download className={buttonClass('secondary')} data-testid="export-data">
            {t('member.data.export')}
          </a>
        </div>
      </section>
      <section className="flex flex-col gap-2">
        <p className="text-sm text-muted">{t('member.data.deleteHint')}</p>
        <div>
          <Button variant="secondary" onClick={() => setOpen(true)} className="border-danger text-danger">
            {t('member.data.delete')}
          </Button>
        </div>
      </section>
      <ModalDialog
        isOpen={open}
        onOpenChange={setOpen}
        title={t('member.data.confirmDelete')}
        actions={
          <>
            <Button variant="ghost" onClick={() => setOpen(false)}>
              {t('member.data.keep')}
            </Button>
            <Button onClick={remove} disabled={busy || !password}>
              {t('member.data.delete')}
            </Button>
          </>
        }
      >
        <div className="flex flex-col gap-3">
          <p>{t('member.data.deleteHint')}</p>
          <TextField
            type="password"
            autoComplete="current-password"
            name="password"
            label={t('member.data.password')}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
          <FormMessage>{error}</FormMessage>
        </div>
      </ModalDialog>
    </div>
  );
}
