import { type AdminMemberDetail, memberAdjustmentSchema } from '@hotel/contract/schemas/admin-members';
import { type FormEvent, useState } from 'react';
import { useMemberAdjustment } from '../../../features/admin/members/membersApi.ts';
import { AdminError, fieldErrorsOf } from '../../../features/admin/ui/AdminError.tsx';
import { SelectField, TextField } from '../../../features/admin/ui/fields.tsx';
import { useFormat } from '../../../lib/format/useFormat.ts';
import { useTranslation } from '../../../lib/i18n/useTranslation.ts';
import { Button } from '../../../ui/Button.tsx';

type Kind = 'points' | 'growth';

/**
 * A points or growth correction: kind, amount (negative takes away) and a reason; checked with the
 * contract's schema before sending. The answer is the member afterwards (balance and ledger refresh).
 */
export function AdjustmentForm({ member }: { member: AdminMemberDetail }) {
  const { t } = useTranslation();
  const format = useFormat({ isFloat: true });
  const adjust = useMemberAdjustment(member.memberId);
  const [kind, setKind] = useState<Kind>('points');
  const [delta, setDelta] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const serverErrors = fieldErrorsOf(adjust.error);
  const errorOf = (key: string) => errors[key] ?? (serverErrors[key] ? t(serverErrors[key]) : undefined);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = memberAdjustmentSchema.safeParse({
      kind,
      delta: delta.trim() === '' ? Number.NaN : Number(delta),
      reason,
    });
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) found[issue.path.map(String).join('.')] ??= t(issue.message);
      setErrors(found);
      return;
    }
    setErrors({});
    adjust.mutate(parsed.data, {
      onSuccess: () => {
        setDelta('');
        setReason('');
      },
    });
  };

  const done = adjust.isSuccess && adjust.data ? adjust.data : null;
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby="member-adjust-title"
      data-testid="member-adjust"
      className="flex flex-col gap-3 rounded-md border border-border bg-background p-4"
    >
      <h2 id="member-adjust-title" className="font-semibold">
        {t('admin.members.adjust.title')}
      </h2>
      <div className="flex flex-wrap items-start gap-3">
        <SelectField
          label={t('admin.members.adjust.kind')}
          value={kind}
          onChange={(value) => setKind(value === 'growth' ? 'growth' : 'points')}
          options={[
            { value: 'points', label: t('admin.members.points') },
            { value: 'growth', label: t('admin.members.growth') },
          ]}
          testId="adjust-kind"
        />
        <TextField
          label={t('admin.members.adjust.delta')}
          type="number"
          step={1}
          inputMode="numeric"
          value={delta}
          onChange={setDelta}
          error={errorOf('delta')}
        />
        <TextField
          label={t('admin.members.adjust.reason')}
          value={reason}
          onChange={setReason}
          maxLength={200}
          error={errorOf('reason')}
          className="min-w-72 flex-1"
        />
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
    </form>
  );
}
