import { inLanguage } from '@hotel/contract/localizedText';
import {
  type AdminAddon,
  type AdminRatePlan,
  type AdminRoomType,
  addonCreateSchema,
  addonFieldsSchema,
  ratePlanCreateSchema,
  ratePlanFieldsSchema,
  roomTypeCreateSchema,
  roomTypeFieldsSchema,
} from '@hotel/contract/schemas/admin-catalog';
import { useState } from 'react';
import { PictureManager } from '../../../features/admin/pictures/PictureManager.tsx';
import { AdminError } from '../../../features/admin/ui/AdminError.tsx';
import { type Column, DataTable } from '../../../features/admin/ui/DataTable.tsx';
import { type FieldSpec, RecordEditForm } from '../../../features/admin/ui/RecordEditForm.tsx';
import { useAdminQuery } from '../../../lib/api/adminApi.ts';
import { useLanguage } from '../../../lib/i18n/useLanguage.ts';
import { useTranslation } from '../../../lib/i18n/useTranslation.ts';
import { Button } from '../../../ui/Button.tsx';
import { smallButtonClass } from '../../../ui/buttonClass.ts';
import { CODE_KEYS, type ItemKind, newItem, useFieldSpecs } from './catalogFields.ts';
import { useRatePlanShelf } from './RatePlanShelf.tsx';

const KIND_PATHS: Record<ItemKind, string> = { roomTypes: 'room-types', ratePlans: 'rate-plans', addons: 'addons' };
type Row = AdminRoomType | AdminRatePlan | AdminAddon;
const codeOf = (row: Row): string =>
  'roomTypeCode' in row ? row.roomTypeCode : 'ratePlanCode' in row ? row.ratePlanCode : row.addonCode;

const EDIT_SCHEMAS = { roomTypes: roomTypeFieldsSchema, ratePlans: ratePlanFieldsSchema, addons: addonFieldsSchema };
const CREATE_SCHEMAS = { roomTypes: roomTypeCreateSchema, ratePlans: ratePlanCreateSchema, addons: addonCreateSchema };

/** Room types, rate plans or add-ons of a hotel: a list, the edit form of the one chosen, and "new". */
export function HotelItems({ hotelCode, kind }: { hotelCode: string; kind: ItemKind }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const specs = useFieldSpecs();
  const path = `/hotels/${encodeURIComponent(hotelCode)}/${KIND_PATHS[kind]}`;
  const items = useAdminQuery<Row[]>(path);
  const [editing, setEditing] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<string | null>(null);
  const chosen = items.data?.find((row) => codeOf(row) === editing);
  const nameOf = (row: Row) => inLanguage(row.name, language) || codeOf(row);
  // Rate plans are shown on sale or archived; removed (ADR 0026) and restored (ADR 0027) after a confirmation.
  const plans = useRatePlanShelf(hotelCode, path, (code) => (editing === code ? setEditing(null) : undefined));
  const isPlans = kind === 'ratePlans';
  const rows = items.data && isPlans ? plans.shown(items.data as AdminRatePlan[]) : items.data;
  const codeField: FieldSpec = { key: CODE_KEYS[kind], label: t('admin.common.code'), kind: 'text' };
  // A rate plan may follow another plan's prices of the hotel by a percentage (ADR 0024).
  const derivedFields = (own: string | null): FieldSpec[] =>
    kind === 'ratePlans'
      ? [
          {
            key: 'derivedFromRatePlanCode',
            label: t('admin.catalog.derivedFrom'),
            kind: 'select',
            nullLabel: t('admin.catalog.derivedNone'),
            options: (items.data ?? [])
              .filter((row) => codeOf(row) !== own && !('archivedAt' in row && row.archivedAt))
              .map((row) => ({ value: codeOf(row), label: `${nameOf(row)} (${codeOf(row)})` })),
          },
          { key: 'derivedPercent', label: t('admin.catalog.derivedPercent'), kind: 'number' },
        ]
      : [];
  const columns: Column<Row>[] = [
    { key: 'code', header: t('admin.common.code'), render: codeOf },
    {
      key: 'name',
      header: t('admin.common.name'),
      render: (row) => (
        <>
          {nameOf(row)}
          {'archivedAt' in row && row.archivedAt ? (
            <span className="ms-2 rounded bg-muted/10 px-1.5 py-0.5 text-xs text-muted" data-testid="plan-archived">
              {t('admin.catalog.archived')}
            </span>
          ) : null}
        </>
      ),
    },
    {
      key: 'edit',
      header: t('admin.common.actions'),
      render: (row) => (
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            className={smallButtonClass}
            onClick={() => {
              setCreating(false);
              setEditing(codeOf(row));
            }}
          >
            {t('admin.common.edit')}
          </button>
          {'ratePlanCode' in row ? plans.actions(row) : null}
        </div>
      ),
    },
  ];
  return (
    <div className="flex flex-col gap-3">
      <div>
        <Button
          variant="secondary"
          data-testid="catalog-new"
          onClick={() => {
            setEditing(null);
            setCreated(null);
            setCreating(true);
          }}
        >
          {t(`admin.catalog.new.${kind}`)}
        </Button>
      </div>
      {created ? (
        <p role="status" data-testid="catalog-created" className="text-sm text-success">
          {t('admin.catalog.created', { code: created })}
        </p>
      ) : null}
      {creating ? (
        <RecordEditForm
          key={`new-${kind}`}
          title={t(`admin.catalog.new.${kind}`)}
          record={newItem(kind)}
          schema={CREATE_SCHEMAS[kind]}
          fields={[codeField, ...specs[kind], ...derivedFields(null)]}
          method="POST"
          path={path}
          invalidate={[path]}
          onSaved={(saved) => {
            setCreating(false);
            setCreated(codeOf(saved as Row));
          }}
          onDone={() => setCreating(false)}
          testId="catalog-create"
        />
      ) : null}
      {isPlans ? plans.panel : null}
      <AdminError error={items.error} />
      {rows ? (
        <DataTable
          caption={t(`admin.catalog.kind.${kind}`)}
          columns={columns}
          rows={rows}
          rowKey={codeOf}
          empty={isPlans ? plans.empty : undefined}
          testId="catalog-items"
        />
      ) : null}
      {chosen ? (
        <RecordEditForm
          key={codeOf(chosen)}
          title={t('admin.catalog.editing', { code: codeOf(chosen) })}
          record={chosen as unknown as Record<string, unknown>}
          schema={EDIT_SCHEMAS[kind]}
          fields={[...specs[kind], ...derivedFields(codeOf(chosen))]}
          path={`${path}/${encodeURIComponent(codeOf(chosen))}`}
          invalidate={[path]}
          onDone={() => setEditing(null)}
          testId="catalog-edit"
        />
      ) : null}
      {chosen && 'roomTypeCode' in chosen ? (
        <PictureManager
          key={`pictures-${chosen.roomTypeCode}`}
          owner={chosen}
          path={`${path}/${encodeURIComponent(chosen.roomTypeCode)}/pictures`}
          invalidate={[path]}
          title={t('admin.catalog.pictures.roomTypeTitle', { name: nameOf(chosen) })}
          testId="room-type"
        />
      ) : null}
    </div>
  );
}
