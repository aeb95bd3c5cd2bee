import { inLanguage } from '@hotel/contract/localizedText';
import { adminApiPaths } from '@hotel/contract/routes';
import type { AdminRatePlan, RatePlanRemoval } from '@hotel/contract/schemas/admin-catalog';
import { type ReactNode, useState } from 'react';
import { AdminError } from '../../../features/admin/ui/AdminError.tsx';
import { useAdminMutation } from '../../../lib/api/adminApi.ts';
import { useLanguage } from '../../../lib/i18n/useLanguage.ts';
import { useTranslation } from '../../../lib/i18n/useTranslation.ts';
import { Button } from '../../../ui/Button.tsx';
import { smallButtonClass } from '../../../ui/buttonClass.ts';
import { ModalDialog } from '../../../ui/ModalDialog.tsx';

/** Which rate plans the list shows: those on sale, or those archived (ADR 0026, 0027). */
export type Shelf = 'onSale' | 'archived';
const SHELVES: readonly Shelf[] = ['onSale', 'archived'];

/** The shelf's toggle: two pressed-or-not buttons in a labelled group. */
function ShelfToggle({ shelf, onChange }: { shelf: Shelf; onChange: (shelf: Shelf) => void }) {
  const { t } = useTranslation();
  const labels: Record<Shelf, string> = {
    onSale: t('admin.catalog.shelf.onSale'),
    archived: t('admin.catalog.shelf.archived'),
  };
  return (
    <fieldset
      aria-label={t('admin.catalog.shelf.label')}
      className="inline-flex w-fit overflow-hidden rounded-md border border-border"
      data-testid="plan-shelf"
    >
      {SHELVES.map((item) => (
        <button
          key={item}
          type="button"
          aria-pressed={shelf === item}
          data-testid={`plan-shelf-${item}`}
          onClick={() => onChange(item)}
          className={`min-h-11 px-4 text-sm font-medium ${shelf === item ? 'bg-main text-on-main' : 'bg-background text-text hover:bg-main-soft'}`}
        >
          {labels[item]}
        </button>
      ))}
    </fieldset>
  );
}

/**
 * The rate plans' shelves and actions: a plan on sale can be removed (deleted, or archived when it has
 * reservations), an archived one restored; each after a confirmation, each told in a status line.
 */
export function useRatePlanShelf(hotelCode: string, path: string, onGone: (code: string) => void) {
  const { t } = useTranslation();
  const language = useLanguage();
  const nameOf = (plan: AdminRatePlan) => inLanguage(plan.name, language) || plan.ratePlanCode;
  const [shelf, setShelf] = useState<Shelf>('onSale');
  const [removing, setRemoving] = useState<AdminRatePlan | null>(null);
  const [restoring, setRestoring] = useState<AdminRatePlan | null>(null);
  const [done, setDone] = useState<{ testId: 'plan-removed' | 'plan-restored'; text: string } | null>(null);
  const invalidate = [path, `/hotels/${encodeURIComponent(hotelCode)}/calendar`];
  const remove = useAdminMutation<string, RatePlanRemoval>('DELETE', (code) => `${path}/${encodeURIComponent(code)}`, {
    invalidate,
  });
  const restore = useAdminMutation<string, AdminRatePlan>(
    'POST',
    (code) => adminApiPaths.ratePlanRestore(hotelCode, code),
    { invalidate, body: () => ({}) },
  );
  const start = (open: () => void) => {
    remove.reset();
    restore.reset();
    setDone(null);
    open();
  };
  const confirmRemove = (plan: AdminRatePlan) =>
    remove.mutate(plan.ratePlanCode, {
      onSuccess: (result) => {
        setDone({
          testId: 'plan-removed',
          text: t(`admin.catalog.remove.${result.outcome}`, { code: result.ratePlanCode, count: result.reservations }),
        });
        setRemoving(null);
        onGone(plan.ratePlanCode);
      },
    });
  const confirmRestore = (plan: AdminRatePlan) =>
    restore.mutate(plan.ratePlanCode, {
      onSuccess: () => {
        setDone({ testId: 'plan-restored', text: t('admin.catalog.restore.done', { code: plan.ratePlanCode }) });
        setRestoring(null);
        onGone(plan.ratePlanCode);
      },
    });

  const actions = (plan: AdminRatePlan): ReactNode =>
    plan.archivedAt ? (
      <button
        type="button"
        className={smallButtonClass}
        data-testid={`plan-restore-${plan.ratePlanCode}`}
        onClick={() => start(() => setRestoring(plan))}
      >
        {t('admin.catalog.restore.button')}
      </button>
    ) : (
      <button
        type="button"
        className={smallButtonClass}
        data-testid={`plan-remove-${plan.ratePlanCode}`}
        onClick={() => start(() => setRemoving(plan))}
      >
        {t('admin.catalog.remove.button')}
      </button>
    );

  const panel = (
    <>
      <ShelfToggle shelf={shelf} onChange={setShelf} />
      {done ? (
        <p role="status" data-testid={done.testId} className="text-sm text-success">
          {done.text}
        </p>
      ) : null}
      <ModalDialog
        isOpen={removing !== null}
        onOpenChange={(open) => (open ? null : setRemoving(null))}
        role="alertdialog"
        testId="plan-remove-dialog"
        title={t('admin.catalog.remove.title', { name: removing ? nameOf(removing) : '' })}
        actions={
          <>
            <Button variant="ghost" onClick={() => setRemoving(null)}>
              {t('admin.catalog.remove.cancel')}
            </Button>
            <Button
              onClick={() => (removing ? confirmRemove(removing) : undefined)}
              disabled={remove.isPending}
              data-testid="plan-remove-confirm"
            >
              {t('admin.catalog.remove.confirm')}
            </Button>
          </>
        }
      >
        <p>{t('admin.catalog.remove.text', { code: removing?.ratePlanCode ?? '' })}</p>
        <AdminError error={remove.error} testId="plan-remove-error" />
      </ModalDialog>
      <ModalDialog
        isOpen={restoring !== null}
        onOpenChange={(open) => (open ? null : setRestoring(null))}
        role="alertdialog"
        testId="plan-restore-dialog"
        title={t('admin.catalog.restore.title', { name: restoring ? nameOf(restoring) : '' })}
        actions={
          <>
            <Button variant="ghost" onClick={() => setRestoring(null)}>
              {t('admin.catalog.restore.cancel')}
            </Button>
            <Button
              onClick={() => (restoring ? confirmRestore(restoring) : undefined)}
              disabled={restore.isPending}
              data-testid="plan-restore-confirm"
            >
              {t('admin.catalog.restore.confirm')}
            </Button>
          </>
        }
      >
        <p>{t('admin.catalog.restore.text', { code: restoring?.ratePlanCode ?? '' })}</p>
        <AdminError error={restore.error} testId="plan-restore-error" />
      </ModalDialog>
    </>
  );

  return {
    shelf,
    actions,
    panel,
    /** The plans of the shelf shown. */
    shown: (plans: readonly AdminRatePlan[]) =>
      plans.filter((plan) => Boolean(plan.archivedAt) === (shelf === 'archived')),
    empty: shelf === 'archived' ? t('admin.catalog.shelf.noneArchived') : t('admin.catalog.shelf.noneOnSale'),
  };
}
