import { defaultCallingCode } from '@hotel/contract/callingCodes';
import { DEFAULT_AREA_CODE } from '@hotel/contract/constants';
import { CARD_TYPES, PaymentType, SpecialRequest, TITLES } from '@hotel/contract/enums';
import { adminPaths } from '@hotel/contract/routes';
import {
  DESK_CHANNELS,
  type DeskBooking,
  type DeskCreated,
  type DeskMember,
  type DeskOffer,
  type DeskOffers,
  type DeskQuote,
  deskBookingSchema,
  deskStaySchema,
} from '@hotel/contract/schemas/admin-desk-booking';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { deskBookingApi, hotelToday, nextDay } from '../../../features/admin/desk/deskBookingApi.ts';
import { AdminError } from '../../../features/admin/ui/AdminError.tsx';
import { type Column, DataTable } from '../../../features/admin/ui/DataTable.tsx';
import { HotelField, useStaffHotels } from '../../../features/admin/ui/HotelField.tsx';
import { useFormat } from '../../../lib/format/useFormat.ts';
import { useLanguage } from '../../../lib/i18n/useLanguage.ts';
import { useTranslation } from '../../../lib/i18n/useTranslation.ts';
import { Button } from '../../../ui/Button.tsx';
import { CheckboxField } from '../../../ui/form/CheckboxField.tsx';
import { useContractForm } from '../../../ui/form/contractForm.ts';
import { Form } from '../../../ui/form/Form.tsx';
import { FormMessage } from '../../../ui/form/FormMessage.tsx';
import { applyServerErrors } from '../../../ui/form/messages.ts';
import { SelectField } from '../../../ui/form/SelectField.tsx';
import { TextField } from '../../../ui/form/TextField.tsx';
import { SectionHeader } from '../SectionHeader.tsx';

interface RoomDraft {
  adults: string;
  childAges: string[];
}

interface DeskDraft {
  hotelCode: string;
  checkInDate: string;
  checkOutDate: string;
  rooms: RoomDraft[];
  memberId: string;
  roomTypeCode: string;
  ratePlanCode: string;
  channel: string;
  title: string;
  firstName: string;
  lastName: string;
  areaCode: string;
  phone: string;
  email: string;
  requests: Record<string, boolean>;
  comment: string;
  card: { cardType: string; number: string; holderName: string; expiry: string };
}

const MAX_ROOMS = 10;
const REQUEST_KEYS = Object.keys(SpecialRequest) as (keyof typeof SpecialRequest)[];

const emptyDraft = (areaCode: string): DeskDraft => ({
  hotelCode: '',
  checkInDate: '',
  checkOutDate: '',
  rooms: [{ adults: '2', childAges: [] }],
  memberId: '',
  roomTypeCode: '',
  ratePlanCode: '',
  channel: 'desk',
  title: TITLES[0],
  firstName: '',
  lastName: '',
  areaCode,
  phone: '',
  email: '',
  requests: {},
  comment: '',
  card: { cardType: '', number: '', holderName: '', expiry: '' },
});

const stayOf = (draft: DeskDraft) => ({
  hotelCode: draft.hotelCode,
  checkInDate: draft.checkInDate,
  checkOutDate: draft.checkOutDate,
  rooms: draft.rooms.map((room) => ({ adults: room.adults, childAges: room.childAges })),
  memberId: draft.memberId || undefined,
});

/** The booking the contract checks, made of the form: the card only for a card-guaranteed rate. */
function requestOf(draft: DeskDraft, guaranteed: boolean) {
  return {
    ...stayOf(draft),
    roomTypeCode: draft.roomTypeCode,
    ratePlanCode: draft.ratePlanCode,
    channel: draft.channel,
    title: draft.title,
    firstName: draft.firstName,
    lastName: draft.lastName,
    areaCode: draft.areaCode,
    phone: draft.phone,
    email: draft.email,
    specialRequests: REQUEST_KEYS.filter((key) => draft.requests[key]).map((key) => SpecialRequest[key]),
    comment: draft.comment,
    card: guaranteed ? draft.card : undefined,
  };
}

const numberOptions = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => ({ value: String(from + index), label: String(from + index) }));

/** One room's party: adults, children and each child's age. */
function RoomParty({
  index,
  room,
  onChildren,
  onRemove,
}: {
  index: number;
  room: RoomDraft;
  onChildren: (count: number) => void;
  onRemove?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset
      className="flex flex-wrap items-end gap-3 rounded-md border border-border p-3"
      data-testid={`desk-room-${index}`}
    >
      <legend className="px-1 text-sm font-semibold">{t('admin.deskBooking.room', { index: index + 1 })}</legend>
      <SelectField
        name={`rooms.${index}.adults`}
        label={t('admin.deskBooking.adults')}
        options={numberOptions(1, 4)}
        className="w-24"
      />
      <label className="flex flex-col gap-1 text-sm">
        <span className="font-medium">{t('admin.deskBooking.children')}</span>
        <select
          className="h-10 rounded-md border border-border bg-background px-2"
          value={String(room.childAges.length)}
          onChange={(event) => onChildren(Number(event.target.value))}
          data-testid={`desk-children-${index}`}
        >
          {numberOptions(0, 3).map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </label>
      {room.childAges.map((_, child) => (
        <SelectField
          // biome-ignore lint/suspicious/noArrayIndexKey: a child is its place in the room
          key={child}
          name={`rooms.${index}.childAges.${child}`}
          label={t('admin.deskBooking.childAge', { index: child + 1 })}
          placeholder={t('admin.common.choose')}
          options={numberOptions(0, 17)}
          className="w-32"
        />
      ))}
      {onRemove ? (
        <Button variant="secondary" onClick={onRemove}>
          {t('admin.deskBooking.removeRoom')}
        </Button>
      ) : null}
    </fieldset>
  );
}

/** The room types and rates not offered for the stay, each with why (sold out, minimum stay, paid online…). */
function RefusedOffers({ offers }: { offers: DeskOffer[] }) {
  const { t } = useTranslation();
  if (!offers.length) return null;
  return (
    <details className="rounded-md border border-border p-3 text-sm" data-testid="desk-refused">
      <summary className="cursor-pointer font-medium">
        {t('admin.deskBooking.notOffered', { count: offers.length })}
      </summary>
      <ul className="mt-2 flex flex-col gap-1">
        {offers.map((offer) => (
          <li key={`${offer.roomTypeCode}|${offer.ratePlanCode}`}>
            <span className="font-medium">{`${offer.roomTypeName} · ${offer.ratePlanName}`}</span>
            <span className="text-muted"> — {offer.refusal?.message}</span>
          </li>
        ))}
      </ul>
    </details>
  );
}

/**
 * "New reservation" (ADR 0021): the front desk books a phone or walk-in guest with the guest site's
 * prices and rules, picks a room type and rate from the live list, optionally for a member found by
 * card number, phone or e-mail; the booking is confirmed at once and the staff member recorded.
 */
export function DeskBookingPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const format = useFormat({ isFloat: true });
  const client = useQueryClient();
  const hotels = useStaffHotels().data ?? [];
  const [offers, setOffers] = useState<DeskOffers | null>(null);
  const [quote, setQuote] = useState<DeskQuote | null>(null);
  const [member, setMember] = useState<DeskMember | null>(null);
  const [reference, setReference] = useState('');
  const [lookupError, setLookupError] = useState<unknown>(null);
  const [created, setCreated] = useState<DeskCreated | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useContractForm(deskBookingSchema, emptyDraft(DEFAULT_AREA_CODE), {
    toRequest: (draft: DeskDraft) => requestOf(draft, chosen?.paymentType === PaymentType.creditCardGuarantee),
  });
  const draft = useWatch({ control: form.control }) as DeskDraft;
  const hotel = hotels.find((h) => h.hotelCode === draft.hotelCode);
  const chosen = offers?.offers.find(
    (offer) => offer.roomTypeCode === draft.roomTypeCode && offer.ratePlanCode === draft.ratePlanCode,
  );
  const rooms = draft.rooms ?? [];

  // A hotel chosen: tonight in its time zone, and its country's calling code, unless already typed.
  useEffect(() => {
    if (!hotel) return;
    const today = hotelToday(hotel.timeZone);
    if (!form.getValues('checkInDate')) form.setValue('checkInDate', today);
    if (!form.getValues('checkOutDate')) form.setValue('checkOutDate', nextDay(form.getValues('checkInDate') || today));
    if (!form.getValues('phone')) {
      form.setValue('areaCode', defaultCallingCode(language, hotel.timeZone, DEFAULT_AREA_CODE));
    }
  }, [hotel, form, language]);

  // Another stay asks for the list again.
  const stayKey = JSON.stringify([draft.hotelCode, draft.checkInDate, draft.checkOutDate, rooms, draft.memberId]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the stay's key is what matters
  useEffect(() => {
    setOffers(null);
    setQuote(null);
    form.setValue('roomTypeCode', '');
    form.setValue('ratePlanCode', '');
  }, [stayKey]);

  const setChildren = (index: number, count: number) => {
    const ages = form.getValues(`rooms.${index}.childAges`) ?? [];
    form.setValue(
      `rooms.${index}.childAges`,
      Array.from({ length: count }, (_, child) => ages[child] ?? ''),
    );
  };

  async function findRooms() {
    form.clearErrors();
    const stay = stayOf(form.getValues());
    const parsed = deskStaySchema.safeParse(stay);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        form.setError(issue.path.join('.') as never, { type: 'schema', message: issue.message });
      }
      return;
    }
    setBusy(true);
    try {
      setOffers(await deskBookingApi.offers(parsed.data));
    } catch (error) {
      applyServerErrors(form, error, t);
    } finally {
      setBusy(false);
    }
  }

  async function choose(offer: DeskOffer) {
    form.setValue('roomTypeCode', offer.roomTypeCode);
    form.setValue('ratePlanCode', offer.ratePlanCode);
    setQuote(null);
    const stay = deskStaySchema.safeParse(stayOf(form.getValues()));
    if (!stay.success) return;
    try {
      setQuote(
        await deskBookingApi.quote({
          ...stay.data,
          roomTypeCode: offer.roomTypeCode,
          ratePlanCode: offer.ratePlanCode,
        }),
      );
    } catch (error) {
      applyServerErrors(form, error, t);
    }
  }

  async function findMember() {
    setLookupError(null);
    try {
      const found = await deskBookingApi.member(reference.trim());
      setMember(found);
      form.setValue('memberId', found.memberId);
      if (!form.getValues('phone') && found.phone) {
        form.setValue('phone', found.phone);
        if (found.mobileCountryNumber) form.setValue('areaCode', found.mobileCountryNumber.replace(/\D/g, ''));
      }
      if (!form.getValues('email') && found.email) form.setValue('email', found.email);
    } catch (error) {
      setLookupError(error);
    }
  }

  async function book(booking: DeskBooking) {
    if (!quote) {
      form.setError('root.server' as never, { type: 'server', message: 'validation.deskRate' });
      return;
    }
    setBusy(true);
    try {
      const done = await deskBookingApi.create({ ...booking, verifyAmount: quote.verifyAmount });
      setCreated(done);
      await client.invalidateQueries({ predicate: (query) => query.queryKey[0] === 'admin' });
    } catch (error) {
      applyServerErrors(form, error, t);
    } finally {
      setBusy(false);
    }
  }

  const money = (amount: number) => format.money(amount, offers?.currency || chosen?.currency || 'CNY');
  const columns: Column<DeskOffer>[] = [
    { key: 'room', header: t('admin.deskBooking.roomType'), render: (row) => row.roomTypeName },
    {
      key: 'rate',
      header: t('admin.deskBooking.rate'),
      render: (row) => (
        <>
          {row.ratePlanName}
          <span className="block text-xs text-muted">
            {t(`enums.paymentType.${row.paymentType}`)}
            {row.memberRate ? ` · ${t('admin.deskBooking.memberRate')}` : ''}
          </span>
        </>
      ),
    },
    {
      key: 'price',
      header: t('admin.deskBooking.price'),
      numeric: true,
      render: (row) => (row.refusal && row.totalAmount === 0 ? '—' : money(row.totalAmount)),
    },
    {
      key: 'state',
      header: t('admin.deskBooking.availability'),
      render: (row) =>
        row.refusal ? <span className="text-muted">{row.refusal.message}</span> : t('admin.deskBooking.bookable'),
    },
    {
      key: 'choose',
      header: t('admin.deskBooking.choose'),
      render: (row) =>
        row.refusal ? null : row === chosen ? (
          <span className="font-semibold text-main">{t('admin.deskBooking.chosen')}</span>
        ) : (
          <Button
            variant="secondary"
            onClick={() => void choose(row)}
            data-testid={`desk-choose-${row.roomTypeCode}-${row.ratePlanCode}`}
          >
            {t('admin.deskBooking.choose')}
          </Button>
        ),
    },
  ];

  if (created) {
    return (
      <section aria-labelledby="admin-section-title" className="flex flex-col gap-4" data-testid="desk-booked">
        <SectionHeader title={t('admin.deskBooking.title')} />
        <p
          role="status"
          className="text-lg font-semibold text-success"
          data-testid="desk-confirmation"
          data-confirmation={created.confirmationNumber}
        >
          {t('admin.deskBooking.booked', { number: created.confirmationNumber })}
        </p>
        <p className="text-sm">{created.mailed ? t('admin.deskBooking.mailed') : t('admin.deskBooking.notMailed')}</p>
        {created.pointsEarnedEstimate > 0 ? (
          <p className="text-sm">{t('admin.deskBooking.pointsEstimate', { points: created.pointsEarnedEstimate })}</p>
        ) : null}
        <div className="flex flex-wrap gap-3">
          <Link
            to={adminPaths.reservation(created.transactionId)}
            className="rounded-md bg-main px-4 py-2 text-sm font-semibold text-on-main"
            data-testid="desk-open-reservation"
          >
            {t('admin.deskBooking.openReservation')}
          </Link>
          <Button
            variant="secondary"
            onClick={() => {
              setCreated(null);
              setOffers(null);
              setQuote(null);
              setMember(null);
              form.reset(emptyDraft(form.getValues('areaCode')));
            }}
          >
            {t('admin.deskBooking.another')}
          </Button>
        </div>
      </section>
    );
  }

  return (
    <section aria-labelledby="admin-section-title" className="flex flex-col gap-4">
      <Link to={adminPaths.section('reservations')} className="text-sm text-main underline">
        {t('admin.reservations.backToList')}
      </Link>
      <SectionHeader title={t('admin.deskBooking.title')} />
      <p className="text-sm text-muted">{t('admin.deskBooking.intro')}</p>
      <Form form={form} onSubmit={book} data-testid="desk-booking" className="flex flex-col gap-6">
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-2 text-base font-semibold">{t('admin.deskBooking.stay')}</legend>
          <div className="flex flex-wrap items-end gap-3">
            <HotelField allowAll={false} />
            <TextField type="date" name="checkInDate" label={t('admin.deskBooking.checkIn')} />
            <TextField type="date" name="checkOutDate" label={t('admin.deskBooking.checkOut')} />
          </div>
          {rooms.map((room, index) => (
            <RoomParty
              // biome-ignore lint/suspicious/noArrayIndexKey: a room is its place in the booking
              key={index}
              index={index}
              room={room}
              onChildren={(count) => setChildren(index, count)}
              onRemove={
                rooms.length > 1
                  ? () =>
                      form.setValue(
                        'rooms',
                        form.getValues('rooms').filter((_, other) => other !== index),
                      )
                  : undefined
              }
            />
          ))}
          {rooms.length < MAX_ROOMS ? (
            <div>
              <Button
                variant="secondary"
                onClick={() => form.setValue('rooms', [...form.getValues('rooms'), { adults: '2', childAges: [] }])}
                data-testid="desk-add-room"
              >
                {t('admin.deskBooking.addRoom')}
              </Button>
            </div>
          ) : null}
          <div className="flex flex-wrap items-end gap-3" data-testid="desk-member">
            <label className="flex min-w-56 flex-col gap-1 text-sm">
              <span className="font-medium">{t('admin.deskBooking.member')}</span>
              <input
                className="h-10 rounded-md border border-border bg-background px-3"
                value={reference}
                placeholder={t('admin.deskBooking.memberReference')}
                aria-label={t('admin.deskBooking.memberReference')}
                onChange={(event) => setReference(event.target.value)}
              />
            </label>
            <Button variant="secondary" onClick={() => void findMember()} disabled={reference.trim().length < 3}>
              {t('admin.deskBooking.findMember')}
            </Button>
            {member ? (
              <p className="text-sm" data-testid="desk-member-found">
                {t('admin.deskBooking.memberFound', {
                  name: member.name,
                  card: member.cardNumber,
                  tier: t(`enums.tier.${member.tier}`),
                })}{' '}
                · {t('admin.deskBooking.memberPricing')}{' '}
                <button
                  type="button"
                  className="text-main underline"
                  onClick={() => {
                    setMember(null);
                    form.setValue('memberId', '');
                  }}
                >
                  {t('admin.deskBooking.removeMember')}
                </button>
              </p>
            ) : null}
            <AdminError error={lookupError} />
          </div>
          <div>
            <Button onClick={() => void findRooms()} disabled={busy} data-testid="desk-find-rooms">
              {t('admin.deskBooking.findRooms')}
            </Button>
          </div>
        </fieldset>

        {offers ? (
          <section aria-labelledby="desk-offers" className="flex flex-col gap-2">
            <h2 id="desk-offers" className="text-base font-semibold">
              {t('admin.deskBooking.offers')}
            </h2>
            <DataTable
              caption={t('admin.deskBooking.offers')}
              columns={columns}
              rows={offers.offers.filter((offer) => !offer.refusal)}
              rowKey={(row) => `${row.roomTypeCode}|${row.ratePlanCode}`}
              empty={t('admin.deskBooking.noOffers')}
              testId="desk-offers"
            />
            <RefusedOffers offers={offers.offers.filter((offer) => offer.refusal)} />
          </section>
        ) : null}

        {quote && chosen ? (
          <dl
            className="grid gap-3 rounded-md border border-border bg-background p-4 sm:grid-cols-3"
            data-testid="desk-quote"
          >
            <div>
              <dt className="text-xs font-semibold uppercase text-muted">{t('admin.deskBooking.offers')}</dt>
              <dd className="text-sm">{`${chosen.roomTypeName} · ${chosen.ratePlanName}`}</dd>
            </div>
            <div>
              <dt className="text-xs font-semibold uppercase text-muted">{t('admin.deskBooking.total')}</dt>
              <dd className="text-sm font-semibold">{format.money(quote.totalAmount, quote.currency)}</dd>
            </div>
            <div>
              <dt className="text-xs font-semibold uppercase text-muted">{t('admin.deskBooking.toPay')}</dt>
              <dd className="text-sm">
                {format.money(quote.payAmount, quote.currency)} · {t(`enums.paymentType.${quote.paymentType}`)}
              </dd>
            </div>
            {quote.pointsEarnedEstimate > 0 ? (
              <p className="text-sm sm:col-span-3" data-testid="desk-points">
                {t('admin.deskBooking.pointsEstimate', { points: quote.pointsEarnedEstimate })}
              </p>
            ) : null}
          </dl>
        ) : null}

        {quote ? (
          <fieldset className="flex flex-col gap-3">
            <legend className="mb-2 text-base font-semibold">{t('admin.deskBooking.guest')}</legend>
            <div className="flex flex-wrap items-end gap-3">
              <SelectField
                name="channel"
                label={t('admin.deskBooking.channel')}
                options={DESK_CHANNELS.map((channel) => ({
                  value: channel,
                  label: t(`admin.deskBooking.channels.${channel}`),
                }))}
                className="w-36"
              />
              <SelectField
                name="title"
                label={t('admin.deskBooking.titleField')}
                options={TITLES.map((title) => ({ value: title, label: t(`enums.title.${title}`) }))}
                className="w-28"
              />
              <TextField name="lastName" label={t('admin.deskBooking.lastName')} maxLength={50} />
              <TextField name="firstName" label={t('admin.deskBooking.firstName')} maxLength={50} />
            </div>
            <div className="flex flex-wrap items-end gap-3">
              <TextField name="areaCode" label={t('admin.deskBooking.areaCode')} inputMode="tel" className="w-28" />
              <TextField name="phone" label={t('admin.deskBooking.phone')} inputMode="tel" />
              <TextField name="email" type="email" label={t('admin.deskBooking.email')} className="min-w-56 flex-1" />
            </div>
            <fieldset className="flex flex-wrap gap-4">
              <legend className="mb-1 text-sm font-medium">{t('admin.deskBooking.requests')}</legend>
              {REQUEST_KEYS.map((key) => (
                <CheckboxField
                  key={key}
                  name={`requests.${key}`}
                  label={t(`enums.specialRequest.${SpecialRequest[key]}`)}
                />
              ))}
            </fieldset>
            <TextField name="comment" label={t('admin.deskBooking.comment')} maxLength={200} />
            {chosen?.paymentType === PaymentType.creditCardGuarantee ? (
              <div className="flex flex-wrap items-end gap-3" data-testid="desk-card">
                <p className="w-full text-sm">{t('admin.deskBooking.card')}</p>
                <SelectField
                  name="card.cardType"
                  label={t('admin.deskBooking.cardType')}
                  placeholder={t('admin.common.choose')}
                  options={CARD_TYPES.map((type) => ({ value: type, label: t(`enums.cardType.${type}`) }))}
                />
                <TextField name="card.number" label={t('admin.deskBooking.cardNumber')} inputMode="numeric" />
                <TextField name="card.holderName" label={t('admin.deskBooking.cardHolder')} />
                <TextField name="card.expiry" label={t('admin.deskBooking.cardExpiry')} className="w-32" />
              </div>
            ) : null}
            <FormMessage />
            <div>
              <Button type="submit" disabled={busy} data-testid="desk-book">
                {t('admin.deskBooking.book')}
              </Button>
            </div>
          </fieldset>
        ) : (
          <FormMessage />
        )}
      </Form>
    </section>
  );
}
