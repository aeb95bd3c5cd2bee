import { FormProvider, useForm } from 'react-hook-form';
import { canCancelGoodsOrders } from '../../../features/admin/access.ts';
import {
  type MallOrderRow,
  useCancelMallOrder,
  useDeliverMallOrder,
} from '../../../features/admin/mall/mallAdminApi.ts';
import { useStaffMe } from '../../../features/admin/session/staffSession.ts';
import { AdminError } from '../../../features/admin/ui/AdminError.tsx';
import { ConfirmButton } from '../../../features/admin/ui/ConfirmButton.tsx';
import { useTranslation } from '../../../lib/i18n/useTranslation.ts';
import { TextField } from '../../../ui/form/TextField.tsx';

/** Cancels an order (refund through the payment module when paid); asks first, with an optional reason. */
export function CancelOrder({ order }: { order: MallOrderRow }) {
  const { t } = useTranslation();
  const cancel = useCancelMallOrder();
  const form = useForm({ defaultValues: { reason: '' } });
  const role = useStaffMe().data?.role;
  if (!role || !canCancelGoodsOrders(role) || (!order.canCancel && !order.refundable)) return null;
  return (
    <div className="flex flex-col gap-1">
      <ConfirmButton
        label={t('admin.mall.cancelOrder')}
        title={t('admin.mall.cancelTitle')}
        disabled={cancel.isPending}
        onConfirm={() =>
          cancel.mutate({ orderId: order.orderId, reason: form.getValues('reason').trim() || undefined })
        }
        testId={`mall-cancel-${order.orderId}`}
      >
        <p>{t('admin.mall.cancelText', { order: order.orderId })}</p>
        <FormProvider {...form}>
          <TextField name="reason" label={t('admin.common.reason')} maxLength={200} />
        </FormProvider>
      </ConfirmButton>
      <AdminError error={cancel.error} />
    </div>
  );
}

/** Hands paid physical goods over: the order becomes used and reviewable, its commission payable. */
export function DeliverOrder({ order }: { order: MallOrderRow }) {
  const { t } = useTranslation();
  const deliver = useDeliverMallOrder();
  const form = useForm({ defaultValues: { note: '' } });
  if (!order.canDeliver) return null;
  return (
    <div className="flex flex-col gap-1">
      <ConfirmButton
        label={t('admin.mall.deliver')}
        title={t('admin.mall.deliverTitle')}
        disabled={deliver.isPending}
        onConfirm={() => deliver.mutate({ orderId: order.orderId, note: form.getValues('note').trim() || undefined })}
        testId={`mall-deliver-${order.orderId}`}
      >
        <p>{t('admin.mall.deliverText', { order: order.orderId })}</p>
        <FormProvider {...form}>
          <TextField name="note" label={t('admin.mall.deliveryNote')} maxLength={200} />
        </FormProvider>
      </ConfirmButton>
      <AdminError error={deliver.error} />
    </div>
  );
}
