import type { Calendar } from '@hotel/contract/schemas/admin-inventory';
import { useLastCalendarEdit, useUndoCalendarEdit } from '../../../features/admin/rates/calendarApi.ts';
import { AdminError } from '../../../features/admin/ui/AdminError.tsx';
import { ConfirmButton } from '../../../features/admin/ui/ConfirmButton.tsx';
import { useFormat } from '../../../lib/format/useFormat.ts';
import { useTranslation } from '../../../lib/i18n/useTranslation.ts';
import { nightsTouched, operationOf, planLabel } from './BulkEditForm.tsx';

/**
 * The hotel's last bulk change and a button that undoes it (after a confirmation): the server puts back the values
 * its audit row kept, and refuses when someone changed the calendar since or rooms are now sold.
 */
export function UndoLastEdit({ calendar }: { calendar: Calendar }) {
  const { t } = useTranslation();
  const format = useFormat({ isFloat: true });
  const last = useLastCalendarEdit(calendar.hotelCode);
  const undo = useUndoCalendarEdit(calendar.hotelCode);
  const edit = last.data?.edit;
  const summary = edit
    ? t(`admin.rates.preview.${operationOf(edit)}`, {
        nights: nightsTouched(edit),
        rooms: edit.roomTypeCodes.length,
        from: format.date(edit.from),
        to: format.date(edit.to),
        percent: edit.priceChanges?.[0]?.percent ?? 0,
        plan: planLabel(calendar, edit.priceChanges?.[0]?.ratePlanCode ?? edit.restrictions?.[0]?.ratePlanCode),
      })
    : '';

  return (
    <section
      aria-labelledby="undo-title"
      data-testid="undo-last-edit"
      className="flex flex-col gap-2 rounded-md border border-border bg-background p-4"
    >
      <h2 id="undo-title" className="font-semibold">
        {t('admin.rates.undo.title')}
      </h2>
      {last.data ? (
        <>
          <p className="text-sm" data-testid="last-edit-text">
            {t('admin.rates.undo.last', { staff: last.data.staffName, at: format.instant(last.data.at), summary })}
          </p>
          <div>
            <ConfirmButton
              label={t('admin.rates.undo.button')}
              title={t('admin.rates.undo.confirmTitle')}
              confirmLabel={t('admin.rates.undo.confirm')}
              testId="undo-button"
              disabled={undo.isPending}
              onConfirm={() => undo.mutate({ auditId: last.data!.auditId })}
            >
              <p data-testid="undo-preview">{t('admin.rates.undo.question', { summary })}</p>
            </ConfirmButton>
          </div>
        </>
      ) : last.isSuccess ? (
        <p className="text-sm text-muted" data-testid="nothing-to-undo">
          {t('admin.rates.undo.none')}
        </p>
      ) : null}
      <AdminError error={undo.error} />
      {undo.isSuccess && !undo.isPending ? (
        <p role="status" className="text-sm text-success" data-testid="undo-result">
          {t('admin.rates.undo.done', { count: undo.data.changedNights })}
        </p>
      ) : null}
    </section>
  );
}
