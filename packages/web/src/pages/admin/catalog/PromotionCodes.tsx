import { inLanguage } from '@hotel/contract/localizedText';
import {
  type AdminPromotionCode,
  promotionCodeCreateSchema,
  promotionCodeFieldsSchema,
} from '@hotel/contract/schemas/admin-catalog';
import { useState } from 'react';
import { useStaffMe } from '../../../features/admin/session/staffSession.ts';
import { AdminError } from '../../../features/admin/ui/AdminError.tsx';
import { type Column, DataTable } from '../../../features/admin/ui/DataTable.tsx';
import { emptyLocalizedText } from '../../../features/admin/ui/fields.tsx';
import { useHotelName, useStaffHotels } from '../../../features/admin/ui/HotelField.tsx';
import { type FieldSpec, RecordEditForm } from '../../../features/admin/ui/RecordEditForm.tsx';
import { useAdminQuery } from '../../../lib/api/adminApi.ts';
import { useFormat } from '../../../lib/format/useFormat.ts';
import { useLanguage } from '../../../lib/i18n/useLanguage.ts';
import { useTranslation } from '../../../lib/i18n/useTranslation.ts';
import { Button } from '../../../ui/Button.tsx';
import { smallButtonClass } from '../../../ui/buttonClass.ts';

const PATH = '/promotion-codes';

function useCodeFields(): FieldSpec[] {
  const { t } = useTranslation();
  const language = useLanguage();
  const me = useStaffMe().data;
  const hotels = useStaffHotels().data ?? [];
  return [
    {
      key: 'discountType',
      label: t('admin.catalog.codeType'),
      kind: 'select',
      numeric: true,
      options: [1, 2].map((value) => ({ value: String(value), label: t(`admin.catalog.discountType.${value}`) })),
    },
    {
      key: 'hotelCode',
      label: t('admin.common.hotel'),
      kind: 'select',
      // Only a group administrator may make a code for every hotel (the server refuses others).
      nullLabel: me?.role === 'groupAdmin' ? t('admin.layout.allHotels') : undefined,
      options: hotels.map((hotel) => ({
        value: hotel.hotelCode,
        label: `${inLanguage(hotel.name, language)} (${hotel.hotelCode})`,
      })),
    },
    { key: 'ratePlanCodes', label: t('admin.catalog.ratePlanCodes'), kind: 'list' },
    { key: 'discountPercent', label: t('admin.catalog.discountPercent'), kind: 'number' },
    { key: 'companyName', label: t('admin.catalog.company'), kind: 'localized' },
    { key: 'validFrom', label: t('admin.catalog.validFrom'), kind: 'date' },
    { key: 'validTo', label: t('admin.catalog.validTo'), kind: 'date' },
    { key: 'isActive', label: t('admin.catalog.isActive'), kind: 'checkbox' },
  ];
}

function newCode(hotelCode: string | null): Record<string, unknown> {
  const today = new Date().toISOString().slice(0, 10);
  return {
    code: '',
    discountType: 2,
    hotelCode,
    ratePlanCodes: [],
    discountPercent: 10,
    companyName: emptyLocalizedText(),
    validFrom: today,
    validTo: today,
    isActive: true,
  };
}

/** Promotion, corporate and discount codes: list, create and edit. */
export function PromotionCodes() {
  const { t } = useTranslation();
  const language = useLanguage();
  const format = useFormat({ isFloat: true });
  const me = useStaffMe().data;
  const hotels = useStaffHotels().data ?? [];
  const fields = useCodeFields();
  const codes = useAdminQuery<AdminPromotionCode[]>(PATH);
  const [editing, setEditing] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<string | null>(null);
  const chosen = codes.data?.find((row) => row.code === editing);
  const hotelName = useHotelName();
  const columns: Column<AdminPromotionCode>[] = [
    { key: 'code', header: t('admin.common.code'), render: (row) => row.code },
    {
      key: 'type',
      header: t('admin.catalog.codeType'),
      render: (row) => t(`admin.catalog.discountType.${row.discountType}`),
    },
    {
      key: 'hotel',
      header: t('admin.common.hotel'),
      render: (row) => (row.hotelCode ? hotelName(row.hotelCode) : t('admin.layout.allHotels')),
    },
    { key: 'plans', header: t('admin.catalog.kind.ratePlans'), render: (row) => row.ratePlanCodes.join(', ') },
    { key: 'company', header: t('admin.catalog.company'), render: (row) => inLanguage(row.companyName, language) },
    { key: 'percent', header: '%', numeric: true, render: (row) => row.discountPercent },
    {
      key: 'valid',
      header: t('admin.catalog.valid'),
      render: (row) => `${format.date(row.validFrom)} – ${format.date(row.validTo)}`,
    },
    {
      key: 'active',
      header: t('admin.catalog.isActive'),
      render: (row) => t(row.isActive ? 'admin.common.yes' : 'admin.common.no'),
    },
    {
      key: 'edit',
      header: t('admin.common.actions'),
      render: (row) => (
        <button
          type="button"
          className={smallButtonClass}
          onClick={() => {
            setCreating(false);
            setEditing(row.code);
          }}
        >
          {t('admin.common.edit')}
        </button>
      ),
    },
  ];
  const defaultHotel = me?.role === 'groupAdmin' ? null : (hotels[0]?.hotelCode ?? null);
  return (
    <div className="flex flex-col gap-3">
      <div>
        <Button
          variant="secondary"
          data-testid="code-new"
          onClick={() => {
            setEditing(null);
            setCreated(null);
            setCreating(true);
          }}
        >
          {t('admin.catalog.newCode')}
        </Button>
      </div>
      {created ? (
        <p role="status" data-testid="code-created" className="text-sm text-success">
          {t('admin.catalog.created', { code: created })}
        </p>
      ) : null}
      {creating ? (
        <RecordEditForm
          title={t('admin.catalog.newCode')}
          record={newCode(defaultHotel)}
          schema={promotionCodeCreateSchema}
          fields={[{ key: 'code', label: t('admin.common.code'), kind: 'text' }, ...fields]}
          method="POST"
          path={PATH}
          invalidate={[PATH]}
          onSaved={(saved) => {
            setCreating(false);
            setCreated((saved as AdminPromotionCode).code);
          }}
          onDone={() => setCreating(false)}
          testId="code-create"
        />
      ) : null}
      <AdminError error={codes.error} />
      {codes.data ? (
        <DataTable
          caption={t('admin.catalog.kind.codes')}
          columns={columns}
          rows={codes.data}
          rowKey={(row) => row.code}
          testId="code-table"
        />
      ) : null}
      {chosen ? (
        <RecordEditForm
          key={chosen.code}
          title={t('admin.catalog.editing', { code: chosen.code })}
          record={chosen}
          schema={promotionCodeFieldsSchema}
          fields={fields}
          path={`${PATH}/${encodeURIComponent(chosen.code)}`}
          invalidate={[PATH]}
          onDone={() => setEditing(null)}
          testId="code-edit"
        />
      ) : null}
    </div>
  );
}
