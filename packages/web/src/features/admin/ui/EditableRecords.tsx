import { type ReactNode, useState } from 'react';
import type { z } from 'zod';
import { useAdminQuery } from '../../../lib/api/adminApi.ts';
import { useTranslation } from '../../../lib/i18n/useTranslation.ts';
import { Button } from '../../../ui/Button.tsx';
import { smallButtonClass } from '../../../ui/buttonClass.ts';
import { AdminError } from './AdminError.tsx';
import { type Column, DataTable } from './DataTable.tsx';
import { type FieldSpec, RecordEditForm } from './RecordEditForm.tsx';

/**
 * A list of stored records (`GET path`) with "new" (`POST path`, the code field first) and "edit"
 * (`PUT path/:code`) forms checked with the contract's schemas. `extra` renders more under the
 * record being edited (e.g. issuing vouchers of a template).
 */
export function EditableRecords<Row extends Record<string, unknown>>({
  path,
  caption,
  columns,
  codeKey,
  codeLabel,
  fields,
  createSchema,
  editSchema,
  newRecord,
  newLabel,
  canCreate = true,
  extra,
  testId,
  listOf = (data) => data as Row[],
  codeInCreate = true,
}: {
  path: string;
  caption: string;
  columns: readonly Column<Row>[];
  codeKey: keyof Row & string;
  codeLabel: string;
  fields: readonly FieldSpec[];
  createSchema: z.ZodType;
  editSchema: z.ZodType;
  newRecord: () => Record<string, unknown>;
  newLabel: string;
  canCreate?: boolean;
  extra?: (row: Row) => ReactNode;
  testId: string;
  /** The rows of the list's answer (when it is not the array itself). */
  listOf?: (data: unknown) => Row[];
  /** false: the server gives the key (a generated id); the new form does not ask for it. */
  codeInCreate?: boolean;
}) {
  const { t } = useTranslation();
  const answer = useAdminQuery<unknown>(path);
  const rows = { error: answer.error, data: answer.data === undefined ? undefined : listOf(answer.data) };
  const [editing, setEditing] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<string | null>(null);
  const codeOf = (row: Row) => String(row[codeKey]);
  const chosen = rows.data?.find((row) => codeOf(row) === editing);
  const withEdit: Column<Row>[] = [
    ...columns,
    {
      key: 'edit',
      header: t('admin.common.actions'),
      render: (row) => (
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
      ),
    },
  ];
  return (
    <div className="flex flex-col gap-3">
      {canCreate ? (
        <div>
          <Button
            variant="secondary"
            data-testid={`${testId}-new`}
            onClick={() => {
              setEditing(null);
              setCreated(null);
              setCreating(true);
            }}
          >
            {newLabel}
          </Button>
        </div>
      ) : null}
      {created ? (
        <p role="status" data-testid={`${testId}-created`} className="text-sm text-success">
          {t('admin.catalog.created', { code: created })}
        </p>
      ) : null}
      {creating ? (
        <RecordEditForm
          title={newLabel}
          record={newRecord()}
          schema={createSchema}
          fields={codeInCreate ? [{ key: codeKey, label: codeLabel, kind: 'text' }, ...fields] : fields}
          method="POST"
          path={path}
          invalidate={[path]}
          onSaved={(saved) => {
            setCreating(false);
            setCreated(codeOf(saved as Row));
          }}
          onDone={() => setCreating(false)}
          testId={`${testId}-create`}
        />
      ) : null}
      <AdminError error={rows.error} />
      {rows.data ? (
        <DataTable caption={caption} columns={withEdit} rows={rows.data} rowKey={codeOf} testId={`${testId}-table`} />
      ) : null}
      {chosen ? (
        <>
          <RecordEditForm
            key={codeOf(chosen)}
            title={t('admin.catalog.editing', { code: codeOf(chosen) })}
            record={chosen}
            schema={editSchema}
            fields={fields}
            path={`${path}/${encodeURIComponent(codeOf(chosen))}`}
            invalidate={[path]}
            onDone={() => setEditing(null)}
            testId={`${testId}-edit`}
          />
          {extra ? extra(chosen) : null}
        </>
      ) : null}
    </div>
  );
}
