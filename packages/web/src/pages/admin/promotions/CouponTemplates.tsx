import { DEFAULT_CURRENCY } from '@hotel/contract/constants';
import { inLanguage } from '@hotel/contract/localizedText';
import {
  type AdminCouponTemplate,
  type AdminVoucher,
  couponTemplateCreateSchema,
  couponTemplateFieldsSchema,
  type VoucherIssue,
  voucherIssueSchema,
} from '@hotel/contract/schemas/admin-promotions';
import { useStaffMe } from '../../../features/admin/session/staffSession.ts';
import { AdminError } from '../../../features/admin/ui/AdminError.tsx';
import type { Column } from '../../../features/admin/ui/DataTable.tsx';
import { EditableRecords } from '../../../features/admin/ui/EditableRecords.tsx';
import { emptyLocalizedText } from '../../../features/admin/ui/fields.tsx';
import { useStaffHotels } from '../../../features/admin/ui/HotelField.tsx';
import type { FieldSpec } from '../../../features/admin/ui/RecordEditForm.tsx';
import { useAdminMutation } from '../../../lib/api/adminApi.ts';
import { useFormat } from '../../../lib/format/useFormat.ts';
import { useLanguage } from '../../../lib/i18n/useLanguage.ts';
import { useTranslation } from '../../../lib/i18n/useTranslation.ts';
import { Button } from '../../../ui/Button.tsx';
import { useContractForm } from '../../../ui/form/contractForm.ts';
import { Form } from '../../../ui/form/Form.tsx';
import { applyServerErrors } from '../../../ui/form/messages.ts';
import { TextField } from '../../../ui/form/TextField.tsx';
import { SegmentVouchers } from './SegmentVouchers.tsx';

const PATH = '/coupon-templates';

/** The vouchers asked for: no member for gift vouchers. */
const issueOf = (draft: { memberId: string; quantity: string }) => ({
  memberId: draft.memberId.trim() || null,
  quantity: Number(draft.quantity),
});

/** Issues vouchers of a template: gift vouchers (no member) or coupons into a member's account. */
function IssueVouchers({ template }: { template: AdminCouponTemplate }) {
  const { t } = useTranslation();
  const issue = useAdminMutation<unknown, AdminVoucher[]>(
    'POST',
    () => `${PATH}/${encodeURIComponent(template.templateCode)}/vouchers`,
    { invalidate: ['/vouchers', '/audit'] },
  );
  const form = useContractForm(voucherIssueSchema, { memberId: '', quantity: '1' }, { toRequest: issueOf });
  const submit = (vouchers: VoucherIssue) =>
    issue.mutate(vouchers, { onError: (error) => applyServerErrors(form, error, t) });
  return (
    <Form
      form={form}
      onSubmit={submit}
      aria-labelledby="issue-title"
      data-testid="voucher-issue"
      className="flex flex-col gap-3 rounded-md border border-border bg-background p-4"
    >
      <h2 id="issue-title" className="font-semibold">
        {t('admin.promotions.issueTitle', { code: template.templateCode })}
      </h2>
      <div className="flex flex-wrap items-start gap-3">
        <TextField name="memberId" label={t('admin.promotions.memberIdOptional')} maxLength={64} />
        <TextField name="quantity" label={t('admin.promotions.quantity')} type="number" min={1} max={200} />
      </div>
      <div>
        <Button type="submit" disabled={issue.isPending}>
          {t('admin.promotions.issue')}
        </Button>
      </div>
      <AdminError error={issue.error} />
      {issue.data ? (
        <p role="status" data-testid="voucher-issued" className="text-sm text-success">
          {t('admin.promotions.issued', {
            count: issue.data.length,
            codes: issue.data.map((voucher) => voucher.couponCode).join(', '),
          })}
        </p>
      ) : null}
    </Form>
  );
}

/** Coupon templates (cash or discount), their texts in six languages, and issuing vouchers from them. */
export function CouponTemplates() {
  const { t } = useTranslation();
  const language = useLanguage();
  const format = useFormat({ isFloat: true });
  const me = useStaffMe().data;
  const hotels = useStaffHotels().data ?? [];
  const fields: FieldSpec[] = [
    { key: 'name', label: t('admin.common.name'), kind: 'localized' },
    { key: 'terms', label: t('admin.promotions.terms'), kind: 'localized', multiline: true },
    {
      key: 'couponType',
      label: t('admin.promotions.couponType'),
      kind: 'select',
      numeric: true,
      options: [1, 2].map((value) => ({ value: String(value), label: t(`enums.couponType.${value}`) })),
    },
    { key: 'amount', label: t('admin.promotions.amount'), kind: 'number' },
    { key: 'discountPercent', label: t('admin.catalog.discountPercent'), kind: 'number' },
    { key: 'maxDiscount', label: t('admin.promotions.maxDiscount'), kind: 'number' },
    { key: 'minSpend', label: t('admin.promotions.minSpend'), kind: 'number' },
    { key: 'currency', label: t('admin.reports.currency'), kind: 'text' },
    { key: 'hotelCodes', label: t('admin.promotions.hotelCodes'), kind: 'list' },
    { key: 'validDays', label: t('admin.promotions.validDays'), kind: 'number' },
    { key: 'isWelcome', label: t('admin.promotions.isWelcome'), kind: 'checkbox' },
    { key: 'isActive', label: t('admin.catalog.isActive'), kind: 'checkbox' },
  ];
  const columns: Column<AdminCouponTemplate>[] = [
    { key: 'code', header: t('admin.common.code'), render: (row) => row.templateCode },
    { key: 'name', header: t('admin.common.name'), render: (row) => inLanguage(row.name, language) },
    { key: 'type', header: t('admin.promotions.couponType'), render: (row) => t(`enums.couponType.${row.couponType}`) },
    {
      key: 'value',
      header: t('admin.promotions.value'),
      numeric: true,
      render: (row) => (row.couponType === 1 ? format.money(row.amount, row.currency) : `${row.discountPercent}%`),
    },
    {
      key: 'hotels',
      header: t('admin.common.hotel'),
      render: (row) => (row.hotelCodes.length ? row.hotelCodes.join(', ') : t('admin.layout.allHotels')),
    },
    { key: 'days', header: t('admin.promotions.validDays'), numeric: true, render: (row) => row.validDays },
    {
      key: 'active',
      header: t('admin.catalog.isActive'),
      render: (row) => t(row.isActive ? 'admin.common.yes' : 'admin.common.no'),
    },
  ];
  const newTemplate = () => ({
    templateCode: '',
    name: emptyLocalizedText(),
    terms: emptyLocalizedText(),
    couponType: 1,
    amount: 5000,
    discountPercent: 0,
    maxDiscount: null,
    minSpend: 0,
    currency: DEFAULT_CURRENCY,
    hotelCodes: me?.role === 'groupAdmin' ? [] : hotels.map((hotel) => hotel.hotelCode),
    validDays: 90,
    isWelcome: false,
    isActive: true,
  });
  return (
    <EditableRecords<AdminCouponTemplate>
      path={PATH}
      caption={t('admin.promotions.tabs.templates')}
      columns={columns}
      codeKey="templateCode"
      codeLabel={t('admin.common.code')}
      fields={fields}
      createSchema={couponTemplateCreateSchema}
      editSchema={couponTemplateFieldsSchema}
      newRecord={newTemplate}
      newLabel={t('admin.promotions.newTemplate')}
      extra={(row) => (
        <>
          <IssueVouchers key={row.templateCode} template={row} />
          {me?.role === 'groupAdmin' ? <SegmentVouchers key={`segment-${row.templateCode}`} template={row} /> : null}
        </>
      )}
      testId="templates"
    />
  );
}
