import { OrderStatus } from '@hotel/contract/enums';
import { adminPaths } from '@hotel/contract/routes';
import type { ReservationListItem } from '@hotel/contract/schemas/admin-reservations';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import {
  type ReservationFilters,
  reservationsCsvUrl,
  useReservations,
} from '../../../features/admin/reservations/reservationsApi.ts';
import { AdminError } from '../../../features/admin/ui/AdminError.tsx';
import { CsvLink } from '../../../features/admin/ui/CsvLink.tsx';
import { type Column, DataTable } from '../../../features/admin/ui/DataTable.tsx';
import { HotelField } from '../../../features/admin/ui/HotelField.tsx';
import { useFormat } from '../../../lib/format/useFormat.ts';
import { useTranslation } from '../../../lib/i18n/useTranslation.ts';
import { Form } from '../../../ui/form/Form.tsx';
import { SelectField } from '../../../ui/form/SelectField.tsx';
import { TextField } from '../../../ui/form/TextField.tsx';
import { Pager } from '../../../ui/Pager.tsx';
import { SectionHeader } from '../SectionHeader.tsx';
import { BookedVia } from './BookedVia.tsx';
import { StatusBadge } from './StatusBadge.tsx';

interface Draft {
  confirmationNumber: string;
  guest: string;
  contact: string;
  stayDate: string;
  status: string;
  hotelCode: string;
}

const EMPTY: Draft = { confirmationNumber: '', guest: '', contact: '', stayDate: '', status: '', hotelCode: '' };

function toFilters(draft: Draft): ReservationFilters {
  return {
    confirmationNumber: draft.confirmationNumber.trim() || undefined,
    guest: draft.guest.trim() || undefined,
    contact: draft.contact.trim() || undefined,
    stayDate: draft.stayDate || undefined,
    status: draft.status === '' ? undefined : Number(draft.status),
    hotelCode: draft.hotelCode || undefined,
  };
}

/** Reservation search: by confirmation number, guest, contact, night in house, status and hotel. */
export function ReservationsPage() {
  const { t } = useTranslation();
  const format = useFormat({ isFloat: true });
  const form = useForm<Draft>({ defaultValues: EMPTY });
  const [filters, setFilters] = useState<ReservationFilters>({});
  const [page, setPage] = useState(1);
  const reservations = useReservations(filters, page);

  const columns: Column<ReservationListItem>[] = [
    {
      key: 'confirmation',
      header: t('admin.reservations.confirmationNumber'),
      render: (row) => (
        <Link to={adminPaths.reservation(row.transactionId)} className="font-semibold text-main underline">
          {row.confirmationNumber}
        </Link>
      ),
    },
    {
      key: 'hotel',
      header: t('admin.common.hotel'),
      // Names staff know; the codes stay in the tooltip.
      render: (row) => (
        <span title={`${row.hotelCode} · ${row.roomTypeCode} · ${row.ratePlanCode}`} data-testid="reservation-names">
          <span className="block">{row.names.hotel}</span>
          <span className="block text-xs text-muted">
            {row.names.roomType} · {row.names.ratePlan}
          </span>
        </span>
      ),
    },
    {
      key: 'stay',
      header: t('admin.reservations.stay'),
      render: (row) => `${format.date(row.checkInDate)} – ${format.date(row.checkOutDate)}`,
    },
    {
      key: 'guest',
      header: t('admin.reservations.guest'),
      render: (row) => row.guestNames[0] ?? row.bookerName,
    },
    { key: 'status', header: t('admin.common.status'), render: (row) => <StatusBadge status={row.status} /> },
    { key: 'channel', header: t('admin.deskBooking.channel'), render: (row) => <BookedVia reservation={row} /> },
    {
      key: 'total',
      header: t('admin.reservations.total'),
      numeric: true,
      render: (row) => format.money(row.totalAmount, row.currency),
    },
  ];

  return (
    <section aria-labelledby="admin-section-title" className="flex flex-col gap-4">
      <SectionHeader title={t('admin.nav.reservations')}>
        <Link
          to={adminPaths.newReservation()}
          className="rounded-md bg-main px-3 py-2 text-sm font-semibold text-on-main"
          data-testid="new-reservation"
        >
          {t('admin.deskBooking.newButton')}
        </Link>
        <CsvLink href={reservationsCsvUrl(filters)} testId="reservations-csv" />
      </SectionHeader>
      <Form
        form={form}
        aria-label={t('admin.reservations.searchLabel')}
        data-testid="reservation-search"
        className="flex flex-wrap items-end gap-3"
        onSubmit={(draft) => {
          setPage(1);
          setFilters(toFilters(draft));
        }}
      >
        <TextField label={t('admin.reservations.confirmationNumber')} name="confirmationNumber" />
        <TextField label={t('admin.reservations.guest')} name="guest" />
        <TextField label={t('admin.reservations.contact')} name="contact" />
        <TextField type="date" label={t('admin.reservations.stayDate')} name="stayDate" />
        <SelectField
          name="status"
          label={t('admin.common.status')}
          placeholder={t('admin.common.all')}
          options={Object.values(OrderStatus).map((status) => ({
            value: String(status),
            label: t(`enums.orderStatus.${status}`),
          }))}
        />
        <HotelField />
        <button type="submit" className="h-10 rounded-md bg-main px-4 text-sm font-semibold text-on-main">
          {t('admin.common.search')}
        </button>
      </Form>
      <AdminError error={reservations.error} />
      {reservations.data ? (
        <>
          <DataTable
            caption={t('admin.nav.reservations')}
            columns={columns}
            rows={reservations.data.list}
            rowKey={(row) => row.transactionId}
            testId="reservation-table"
          />
          <Pager
            page={page}
            size={reservations.data.pageSize}
            total={reservations.data.total}
            onPage={setPage}
            summary={t('admin.pager.total', { total: reservations.data.total })}
            compact
          />
        </>
      ) : null}
    </section>
  );
}
