import type { RedemptionUseAnswer } from '@hotel/contract/schemas/admin-content-records';
import { redemptionUseSchema } from '@hotel/contract/schemas/mall';
import { useState } from 'react';
import { AdminError } from '../../../features/admin/ui/AdminError.tsx';
import { TextField } from '../../../features/admin/ui/fields.tsx';
import { useAdminMutation } from '../../../lib/api/adminApi.ts';
import { useTranslation } from '../../../lib/i18n/useTranslation.ts';
import { Button } from '../../../ui/Button.tsx';

/** Marks uses of a voucher's redemption code as used (at the hotel); never more than the code allows. */
export function RedeemCodeForm() {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [uses, setUses] = useState('1');
  const [invalid, setInvalid] = useState<string | undefined>();
  const redeem = useAdminMutation<{ code: string; uses: number }, RedemptionUseAnswer>(
    'POST',
    () => '/mall/redemptions/use',
    { invalidate: ['/mall/orders', '/audit'] },
  );
  const done = redeem.data;
  return (
    <form
      className="flex flex-wrap items-end gap-3 rounded-md border border-border p-4"
      aria-label={t('admin.mall.redeemTitle')}
      data-testid="mall-redeem"
      onSubmit={(event) => {
        event.preventDefault();
        const parsed = redemptionUseSchema.safeParse({ code, uses: Number(uses) });
        if (!parsed.success) return setInvalid(t(parsed.error.issues[0]?.message ?? 'validation.invalid'));
        setInvalid(undefined);
        redeem.mutate(parsed.data);
      }}
    >
      <TextField label={t('admin.mall.redeemCode')} value={code} onChange={setCode} error={invalid} />
      <TextField
        label={t('admin.mall.redeemUses')}
        type="number"
        min={1}
        value={uses}
        onChange={setUses}
        className="w-24"
      />
      <Button type="submit" disabled={redeem.isPending}>
        {t('admin.mall.redeemTitle')}
      </Button>
      <AdminError error={redeem.error} />
      {done ? (
        <p role="status" className="w-full text-sm text-success">
          {t('admin.mall.redeemDone', { left: done.usesTotal - done.usesUsed })}
        </p>
      ) : null}
    </form>
  );
}
