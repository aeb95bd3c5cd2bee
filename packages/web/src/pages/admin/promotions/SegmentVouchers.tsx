import {
  type AdminCouponTemplate,
  type VoucherSegmentIssued,
  type VoucherSegmentPreview,
  voucherSegmentIssueSchema,
} from '@hotel/contract/schemas/admin-promotions';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { AdminError } from '../../../features/admin/ui/AdminError.tsx';
import { CheckboxListField } from '../../../features/admin/ui/fields.tsx';
import { HotelField } from '../../../features/admin/ui/HotelField.tsx';
import { useAdminMutation } from '../../../lib/api/adminApi.ts';
import { useTranslation } from '../../../lib/i18n/useTranslation.ts';
import { Button } from '../../../ui/Button.tsx';
import { useContractForm } from '../../../ui/form/contractForm.ts';
import { Form } from '../../../ui/form/Form.tsx';
import { applyServerErrors } from '../../../ui/form/messages.ts';
import { TextField } from '../../../ui/form/TextField.tsx';

interface SegmentDraft {
  segment: {
    tiers: number[];
    stayedAt: { hotelCode: string; from: string; to: string };
    notStayedSince: string;
  };
  validDays: string;
  requestKey: string;
}

const newKey = () => crypto.randomUUID();

/** The request of the form: criteria left empty are not part of the segment. */
function requestOf(draft: SegmentDraft) {
  const { tiers, stayedAt, notStayedSince } = draft.segment;
  const stayed = stayedAt.from || stayedAt.to || stayedAt.hotelCode;
  return {
    segment: {
      tiers,
      stayedAt: stayed ? { hotelCode: stayedAt.hotelCode || null, from: stayedAt.from, to: stayedAt.to } : null,
      notStayedSince: notStayedSince || null,
    },
    requestKey: draft.requestKey,
    ...(draft.validDays.trim() ? { validDays: Number(draft.validDays) } : {}),
  };
}

/**
 * Vouchers of a template to a segment of members (group administrators): tier, a stay at a hotel in a
 * date range, no stay since a date. The count comes first; issuing is confirmed with it and sent with the
 * form's idempotency key, so a repeated click or a retry never issues twice.
 */
export function SegmentVouchers({ template }: { template: AdminCouponTemplate }) {
  const { t } = useTranslation();
  const base = `/coupon-templates/${encodeURIComponent(template.templateCode)}/segment-vouchers`;
  const preview = useAdminMutation<unknown, VoucherSegmentPreview>('POST', () => `${base}/preview`);
  const issue = useAdminMutation<unknown, VoucherSegmentIssued>('POST', () => base, {
    invalidate: ['/vouchers', '/audit'],
  });
  const form = useContractForm<typeof voucherSegmentIssueSchema, SegmentDraft>(
    voucherSegmentIssueSchema,
    {
      segment: { tiers: [], stayedAt: { hotelCode: '', from: '', to: '' }, notStayedSince: '' },
      validDays: '',
      requestKey: newKey(),
    },
    { toRequest: requestOf },
  );
  const watched = JSON.stringify(useWatch({ control: form.control, name: 'segment' }));
  const [counted, setCounted] = useState<{ segment: string; count: number } | null>(null);
  const current = counted && counted.segment === watched ? counted : null;

  const count = form.handleSubmit((request) => {
    issue.reset();
    preview.mutate(
      { segment: request.segment },
      {
        onSuccess: (answer) => setCounted({ segment: watched, count: answer.count }),
        onError: (error) => applyServerErrors(form, error, t),
      },
    );
  });
  const confirm = (request: unknown) =>
    issue.mutate(request, {
      onSuccess: () => {
        setCounted(null);
        form.setValue('requestKey', newKey());
      },
      onError: (error) => applyServerErrors(form, error, t),
    });

  return (
    <Form
      form={form}
      onSubmit={confirm}
      aria-labelledby={`segment-title-${template.templateCode}`}
      data-testid="segment-vouchers"
      className="flex flex-col gap-3 rounded-md border border-border bg-background p-4"
    >
      <h2 id={`segment-title-${template.templateCode}`} className="font-semibold">
        {t('admin.segmentVouchers.title', { code: template.templateCode })}
      </h2>
      <p className="text-sm text-muted">{t('admin.segmentVouchers.intro')}</p>
      <CheckboxListField
        name="segment.tiers"
        legend={t('admin.segmentVouchers.tiers')}
        options={[1, 2, 3, 4].map((tier) => ({ value: tier, label: t(`enums.tier.${tier}`) }))}
      />
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium">{t('admin.segmentVouchers.stayedAt')}</legend>
        <div className="flex flex-wrap items-start gap-3">
          <HotelField name="segment.stayedAt.hotelCode" label={t('admin.segmentVouchers.stayedHotel')} />
          <TextField type="date" name="segment.stayedAt.from" label={t('admin.segmentVouchers.stayedFrom')} />
          <TextField type="date" name="segment.stayedAt.to" label={t('admin.segmentVouchers.stayedTo')} />
        </div>
      </fieldset>
      <div className="flex flex-wrap items-start gap-3">
        <TextField type="date" name="segment.notStayedSince" label={t('admin.segmentVouchers.notStayedSince')} />
        <TextField
          name="validDays"
          type="number"
          min={1}
          max={3650}
          label={t('admin.segmentVouchers.validDays', { days: template.validDays })}
        />
      </div>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={count} disabled={preview.isPending} data-testid="segment-count">
          {t('admin.segmentVouchers.count')}
        </Button>
        {current ? (
          <Button type="submit" disabled={issue.isPending || current.count === 0} data-testid="segment-issue">
            {t('admin.segmentVouchers.confirm', { count: current.count })}
          </Button>
        ) : null}
      </div>
      {current ? (
        <p role="status" className="text-sm" data-testid="segment-preview">
          {t('admin.segmentVouchers.preview', { count: current.count })}
        </p>
      ) : null}
      <AdminError error={preview.error ?? issue.error} />
      {issue.data ? (
        <p role="status" data-testid="segment-issued" className="text-sm text-success">
          {t(issue.data.replayed ? 'admin.segmentVouchers.replayed' : 'admin.segmentVouchers.issued', {
            count: issue.data.count,
          })}
        </p>
      ) : null}
    </Form>
  );
}
