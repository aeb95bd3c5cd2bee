import { inLanguage } from '@hotel/contract/localizedText';
import {
  type AdminCouponActivity,
  couponActivityCreateSchema,
  couponActivityFieldsSchema,
} from '@hotel/contract/schemas/admin-promotions';
import { useStaffMe } from '../../../features/admin/session/staffSession.ts';
import type { Column } from '../../../features/admin/ui/DataTable.tsx';
import { EditableRecords } from '../../../features/admin/ui/EditableRecords.tsx';
import { emptyLocalizedText } from '../../../features/admin/ui/fields.tsx';
import type { FieldSpec } from '../../../features/admin/ui/RecordEditForm.tsx';
import { useFormat } from '../../../lib/format/useFormat.ts';
import { useLanguage } from '../../../lib/i18n/useLanguage.ts';
import { useTranslation } from '../../../lib/i18n/useTranslation.ts';

/** Coupon collection activities: members collect coupons of a template while the activity runs. */
export function CouponActivities() {
  const { t } = useTranslation();
  const language = useLanguage();
  const format = useFormat({ isFloat: true });
  const me = useStaffMe().data;
  const fields: FieldSpec[] = [
    { key: 'name', label: t('admin.common.name'), kind: 'localized' },
    { key: 'description', label: t('admin.catalog.description'), kind: 'localized', multiline: true },
    { key: 'templateCode', label: t('admin.promotions.template'), kind: 'text' },
    { key: 'startDate', label: t('admin.promotions.startDate'), kind: 'date' },
    { key: 'endDate', label: t('admin.promotions.endDate'), kind: 'date' },
    { key: 'totalQuantity', label: t('admin.promotions.totalQuantity'), kind: 'number' },
    { key: 'perMemberLimit', label: t('admin.promotions.perMemberLimit'), kind: 'number' },
    { key: 'isActive', label: t('admin.catalog.isActive'), kind: 'checkbox' },
    { key: 'sortOrder', label: t('admin.catalog.sortOrder'), kind: 'number' },
  ];
  const columns: Column<AdminCouponActivity>[] = [
    { key: 'code', header: t('admin.common.code'), render: (row) => row.activityCode },
    { key: 'name', header: t('admin.common.name'), render: (row) => inLanguage(row.name, language) },
    { key: 'template', header: t('admin.promotions.template'), render: (row) => row.templateCode },
    {
      key: 'dates',
      header: t('admin.catalog.valid'),
      render: (row) => `${format.date(row.startDate)} – ${format.date(row.endDate)}`,
    },
    {
      key: 'issued',
      header: t('admin.promotions.collected'),
      numeric: true,
      render: (row) =>
        row.totalQuantity === null
          ? format.number(row.issuedCount)
          : `${format.number(row.issuedCount)} / ${format.number(row.totalQuantity)}`,
    },
    {
      key: 'active',
      header: t('admin.catalog.isActive'),
      render: (row) => t(row.isActive ? 'admin.common.yes' : 'admin.common.no'),
    },
  ];
  const today = new Date().toISOString().slice(0, 10);
  return (
    <EditableRecords<AdminCouponActivity>
      path="/coupon-activities"
      caption={t('admin.promotions.tabs.activities')}
      columns={columns}
      codeKey="activityCode"
      codeLabel={t('admin.common.code')}
      fields={fields}
      createSchema={couponActivityCreateSchema}
      editSchema={couponActivityFieldsSchema}
      newRecord={() => ({
        activityCode: '',
        name: emptyLocalizedText(),
        description: emptyLocalizedText(),
        templateCode: '',
        startDate: today,
        endDate: today,
        totalQuantity: null,
        perMemberLimit: 1,
        isActive: true,
        sortOrder: 0,
      })}
      newLabel={t('admin.promotions.newActivity')}
      // Activities are the group's (the server refuses hotel managers' changes).
      canCreate={me?.role === 'groupAdmin'}
      testId="activities"
    />
  );
}
