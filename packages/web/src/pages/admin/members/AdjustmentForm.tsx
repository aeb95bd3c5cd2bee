import {
  type AdminMemberDetail,
  type MemberAdjustment,
  memberAdjustmentSchema,
} from '@hotel/contract/schemas/admin-members';
import { useMemberAdjustment } from '../../../features/admin/members/membersApi.ts';
import { AdminError } from '../../../features/admin/ui/AdminError.tsx';
import { useFormat } from '../../../lib/format/useFormat.ts';
import { useTranslation } from '../../../lib/i18n/useTranslation.ts';
import { Button } from '../../../ui/Button.tsx';
import { useContractForm } from '../../../ui/form/contractForm.ts';
import { Form } from '../../../ui/form/Form.tsx';
import { applyServerErrors } from '../../../ui/form/messages.ts';
import { SelectField } from '../../../ui/form/SelectField.tsx';
import { TextField } from '../../../ui/form/TextField.tsx';

interface AdjustmentDraft {
  kind: string;
  delta: string;
  reason: string;
}

/** The adjustment sent: the amount as a number (blank is refused as invalid). */
const adjustmentOf = (draft: AdjustmentDraft) => ({
  ...draft,
  delta: draft.delta.trim() === '' ? Number.NaN : Number(draft.delta),
});

/**
 * A points or growth correction: kind, amount (negative takes away) and a reason; checked with the
 * contract's schema before sending. The answer is the member afterwards (balance and ledger refresh).
 */
export function AdjustmentForm({ member }: { member: AdminMemberDetail }) {
  const { t } = useTranslation();
  const format = useFormat({ isFloat: true });
  const adjust = useMemberAdjustment(member.memberId);
  const form = useContractForm<typeof memberAdjustmentSchema, AdjustmentDraft>(
    memberAdjustmentSchema,
    { kind: 'points', delta: '', reason: '' },
    { toRequest: adjustmentOf },
  );

  const submit = (adjustment: MemberAdjustment) =>
    adjust.mutate(adjustment, {
      onSuccess: () => form.reset({ ...form.getValues(), delta: '', reason: '' }),
      onError: (error) => applyServerErrors(form, error, t),
    });

  const done = adjust.isSuccess && adjust.data ? adjust.data : null;
  return (
    <Form
      form={form}
      onSubmit={submit}
      aria-labelledby="member-adjust-title"
      data-testid="member-adjust"
      className="flex flex-col gap-3 rounded-md border border-border bg-background p-4"
    >
      <h2 id="member-adjust-title" className="font-semibold">
        {t('admin.members.adjust.title')}
      </h2>
      <div className="flex flex-wrap items-start gap-3">
        <SelectField
          name="kind"
          label={t('admin.members.adjust.kind')}
          options={[
            { value: 'points', label: t('admin.members.points') },
            { value: 'growth', label: t('admin.members.growth') },
          ]}
          data-testid="adjust-kind"
        />
        <TextField name="delta" label={t('admin.members.adjust.delta')} type="number" step={1} inputMode="numeric" />
        <TextField name="reason" label={t('admin.members.adjust.reason')} maxLength={200} className="min-w-72 flex-1" />
      </div>
      <p className="text-xs text-muted">{t('admin.members.adjust.hint')}</p>
      <div>
        <Button type="submit" disabled={adjust.isPending} data-testid="adjust-submit">
          {t('admin.members.adjust.submit')}
        </Button>
      </div>
      <AdminError error={adjust.error} />
      {done ? (
        <p role="status" data-testid="adjust-result" className="text-sm text-success">
          {done.adjustment.status === 'pending'
            ? t('admin.members.adjust.pending')
            : t('admin.members.adjust.done', {
                points: format.number(done.points),
                growth: format.number(done.growth),
              })}
        </p>
      ) : null}
    </Form>
  );
}
