import { pagePaths } from '@hotel/contract/routes';
import { deleteAccountSchema } from '@hotel/contract/schemas/member';
import { useId, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useLanguage } from '../../../lib/i18n/useLanguage.ts';
import { useTranslation } from '../../../lib/i18n/useTranslation.ts';
import { notices } from '../../../lib/notices/noticeStore.ts';
import { Button } from '../../../ui/Button.tsx';
import { buttonClass } from '../../../ui/buttonClass.ts';
import { useContractForm } from '../../../ui/form/contractForm.ts';
import { Form } from '../../../ui/form/Form.tsx';
import { FormMessage } from '../../../ui/form/FormMessage.tsx';
import { TextField } from '../../../ui/form/TextField.tsx';
import { ModalDialog } from '../../../ui/ModalDialog.tsx';
import { exportUrl, memberCalls } from '../memberApi.ts';
import { leaving, useForgetMember, useLeaveMemberArea } from '../useMember.ts';
import { useMemberErrors } from '../useMemberErrors.ts';

/** Download everything kept about the member, or delete the account (confirmed by the password). */
export function DataSection() {
  const { t } = useTranslation();
  const language = useLanguage();
  const leave = useLeaveMemberArea();
  const forget = useForgetMember();
  const showError = useMemberErrors();
  const formId = useId();
  const [open, setOpen] = useState(false);
  const form = useContractForm(deleteAccountSchema, { password: '' });
  const password = useWatch({ control: form.control, name: 'password' });

  async function remove({ password }: { password: string }) {
    try {
      leaving.active = true;
      await memberCalls.deleteAccount(language, password);
      // Leave first: the member page's guard must not send a deleted account to sign in and come back.
      await leave(pagePaths.home());
      forget();
      notices.notify(t('member.data.deleted'), 'success');
    } catch (failure) {
      leaving.active = false;
      // Wrong passwords count toward the sign-in lock: say how many attempts are left, or until when it is locked.
      showError(form, failure);
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
            <Button type="submit" form={formId} disabled={form.formState.isSubmitting || !password}>
              {t('member.data.delete')}
            </Button>
          </>
        }
      >
        <Form form={form} id={formId} onSubmit={remove} className="flex flex-col gap-3">
          <p>{t('member.data.deleteHint')}</p>
          <TextField
            type="password"
            autoComplete="current-password"
            name="password"
            label={t('member.data.password')}
          />
          <FormMessage />
        </Form>
      </ModalDialog>
    </div>
  );
}
