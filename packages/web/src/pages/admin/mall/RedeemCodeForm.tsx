import type { RedemptionUseAnswer } from '@hotel/contract/schemas/admin-content-records';
import { redemptionUseSchema } from '@hotel/contract/schemas/mall';
import type { z } from 'zod';
import { AdminError } from '../../../features/admin/ui/AdminError.tsx';
import { useAdminMutation } from '../../../lib/api/adminApi.ts';
import { useTranslation } from '../../../lib/i18n/useTranslation.ts';
import { Button } from '../../../ui/Button.tsx';
import { useContractForm } from '../../../ui/form/contractForm.ts';
import { Form } from '../../../ui/form/Form.tsx';
import { applyServerErrors } from '../../../ui/form/messages.ts';
import { TextField } from '../../../ui/form/TextField.tsx';

type RedemptionUse = z.output<typeof redemptionUseSchema>;

/** Marks uses of a voucher's redemption code as used (at the hotel); never more than the code allows. */
export function RedeemCodeForm() {
  const { t } = useTranslation();
  const form = useContractForm(redemptionUseSchema, { code: '', uses: '1' });
  const redeem = useAdminMutation<RedemptionUse, RedemptionUseAnswer>('POST', () => '/mall/redemptions/use', {
    invalidate: ['/mall/orders', '/audit'],
  });
  const done = redeem.data;
  return (
    <Form
      form={form}
      className="flex flex-wrap items-end gap-3 rounded-md border border-border p-4"
      aria-label={t('admin.mall.redeemTitle')}
      data-testid="mall-redeem"
      onSubmit={(use: RedemptionUse) => redeem.mutate(use, { onError: (error) => applyServerErrors(form, error, t) })}
    >
      <TextField name="code" label={t('admin.mall.redeemCode')} />
      <TextField name="uses" label={t('admin.mall.redeemUses')} type="number" min={1} className="w-24" />
      <Button type="submit" disabled={redeem.isPending}>
        {t('admin.mall.redeemTitle')}
      </Button>
      <AdminError error={redeem.error} />
      {done ? (
        <p role="status" className="w-full text-sm text-success">
          {t('admin.mall.redeemDone', { left: done.usesTotal - done.usesUsed })}
        </p>
      ) : null}
    </Form>
  );
}
