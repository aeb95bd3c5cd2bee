import type { Paged } from '@hotel/contract/schemas/loyalty';
import { type ReactNode, useState } from 'react';
import { useSearchParams } from 'react-router';
import { LocaleLink } from '../../lib/i18n/LocaleLink.tsx';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { notices } from '../../lib/notices/noticeStore.ts';
import { Button } from '../../ui/Button.tsx';
import { buttonClass } from '../../ui/buttonClass.ts';
import { PlainSelectField } from '../../ui/form/PlainFields.tsx';
import { ModalDialog } from '../../ui/ModalDialog.tsx';
import { Pager } from '../../ui/Pager.tsx';
import { Spinner } from '../../ui/Spinner.tsx';

/**
 * The status filter and page of an order list, kept in the address (`?status=&page=`): a status
 * outside `statuses` shows every order, a page below 1 is the first.
 */
export function useOrderFilters(statuses: readonly number[]) {
  const [params, setParams] = useSearchParams();
  const statusParam = params.get('status');
  const status =
    statusParam !== null && statusParam !== '' && statuses.includes(Number(statusParam))
      ? Number(statusParam)
      : undefined;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const update = (change: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(change)) {
      if (value === null || value === '') next.delete(key);
      else next.set(key, value);
    }
    setParams(next);
  };
  return { status, page, update };
}

/** The texts and test ids of one kind of order list (room reservations, shop orders). */
export interface OrderHistoryTexts {
  filterName: string;
  filterLabel: string;
  all: string;
  empty: string;
  emptyAction: { to: string; label: string };
  listTestId: string;
  cancel: {
    title: string;
    keep: string;
    confirm: string;
    done: string;
    dialogTestId: string;
    confirmTestId: string;
  };
}

interface OrderHistoryProps<Order> {
  texts: OrderHistoryTexts;
  statuses: readonly number[];
  statusLabel: (status: number) => string;
  filters: ReturnType<typeof useOrderFilters>;
  orders: { data: Paged<Order> | undefined; isLoading: boolean };
  pageSize: number;
  renderOrder: (order: Order, askCancel: (order: Order) => void) => ReactNode;
  /** What the confirmation asks about the order. */
  cancelQuestion: (order: Order) => string;
  /** Cancels on the server; a thrown error shows as `cancelError` says. */
  cancelOrder: (order: Order) => Promise<unknown>;
  cancelError: (error: unknown) => string;
}

/**
 * A member's list of orders: status filter, the orders (or a way to the first one), paging, and
 * cancelling one after a confirmation.
 */
export function OrderHistory<Order>(props: OrderHistoryProps<Order>) {
  const { t } = useTranslation();
  const { texts, filters, orders } = props;
  const [cancelling, setCancelling] = useState<Order | null>(null);
  const [busy, setBusy] = useState(false);

  async function cancel(order: Order) {
    setBusy(true);
    try {
      await props.cancelOrder(order);
      notices.notify(texts.cancel.done, 'success');
    } catch (error) {
      notices.notify(props.cancelError(error), 'error');
    } finally {
      setBusy(false);
      setCancelling(null);
    }
  }

  const list = orders.data?.list ?? [];
  return (
    <>
      <PlainSelectField
        name={texts.filterName}
        className="max-w-xs"
        label={texts.filterLabel}
        value={filters.status === undefined ? '' : String(filters.status)}
        onChange={(value) => filters.update({ status: value, page: null })}
      >
        <option value="">{texts.all}</option>
        {props.statuses.map((value) => (
          <option key={value} value={String(value)}>
            {props.statusLabel(value)}
          </option>
        ))}
      </PlainSelectField>
      {orders.isLoading ? (
        <Spinner label={t('ui.common.loading')} />
      ) : list.length === 0 ? (
        <div className="flex flex-col items-start gap-3">
          <p className="text-muted">{texts.empty}</p>
          <LocaleLink to={texts.emptyAction.to} className={buttonClass('primary')}>
            {texts.emptyAction.label}
          </LocaleLink>
        </div>
      ) : (
        <ul className="flex flex-col gap-3" data-testid={texts.listTestId}>
          {list.map((order) => props.renderOrder(order, setCancelling))}
        </ul>
      )}
      <Pager
        page={filters.page}
        size={orders.data?.size ?? props.pageSize}
        total={orders.data?.total ?? 0}
        onPage={(next) => filters.update({ page: String(next) })}
      />
      <ModalDialog
        isOpen={cancelling !== null}
        onOpenChange={(open) => (open ? null : setCancelling(null))}
        role="alertdialog"
        testId={texts.cancel.dialogTestId}
        title={texts.cancel.title}
        actions={
          <>
            <Button variant="ghost" onClick={() => setCancelling(null)}>
              {texts.cancel.keep}
            </Button>
            <Button
              onClick={() => cancelling !== null && cancel(cancelling)}
              disabled={busy}
              data-testid={texts.cancel.confirmTestId}
            >
              {texts.cancel.confirm}
            </Button>
          </>
        }
      >
        {cancelling !== null ? props.cancelQuestion(cancelling) : null}
      </ModalDialog>
    </>
  );
}
