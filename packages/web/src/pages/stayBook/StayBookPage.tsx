import { SpecialRequest, TITLES } from '@hotel/contract/enums';
import { pagePaths } from '@hotel/contract/routes';
import type { StayGroupCreate, StayGroupForm } from '@hotel/contract/schemas/stayGroup';
import { stayGroupFormSchema } from '@hotel/contract/schemas/stayGroup';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { describeBookingError } from '../../features/booking/bookingErrors.ts';
import { useSiteFormat } from '../../features/pricing/useSiteFormat.ts';
import { SelectedRoomLine } from '../../features/stayGroup/SelectionBasket.tsx';
import { type SelectedRoom, staySelection, useStaySelection } from '../../features/stayGroup/selection.ts';
import { createStayGroup, quoteStayGroup } from '../../features/stayGroup/stayGroupApi.ts';
import { LocaleLink } from '../../lib/i18n/LocaleLink.tsx';
import { useEnumLabel } from '../../lib/i18n/useEnumLabel.ts';
import { useLanguage } from '../../lib/i18n/useLanguage.ts';
import { useLocalePath } from '../../lib/i18n/useLocalePath.ts';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { usePageTitle } from '../../lib/routing/pageTitle.ts';
import { Button } from '../../ui/Button.tsx';
import { buttonClass } from '../../ui/buttonClass.ts';
import { Card } from '../../ui/Card.tsx';
import { CheckboxField } from '../../ui/form/CheckboxField.tsx';
import { useContractForm } from '../../ui/form/contractForm.ts';
import { Form } from '../../ui/form/Form.tsx';
import { SelectField } from '../../ui/form/SelectField.tsx';
import { TextField } from '../../ui/form/TextField.tsx';
import { Notice } from '../../ui/Notice.tsx';

/** The create request of the selection with the form's guests, requests and booker. */
function requestOf(rooms: SelectedRoom[], form: StayGroupForm): StayGroupCreate {
  return {
    verifyAmount: 0,
    orders: rooms.map((room, index) => {
      const guest = form.rooms[index]!;
      const party = { adultCount: room.adults, childCount: 0 };
      return {
        hotelCode: room.hotelCode,
        roomTypeCode: room.roomTypeCode,
        ratePlanCode: room.ratePlanCode,
        checkInDate: room.checkInDate,
        checkOutDate: room.checkOutDate,
        roomCount: 1,
        guestsNumber: party,
        roomInfo: [
          {
            checkInInfo: {
              guestsNumber: party,
              customer: [{ title: guest.title, firstName: guest.firstName, lastName: guest.lastName }],
            },
            otherRequires: guest.requests as SpecialRequest[],
            otherComment: guest.comment,
            comment: '',
            addOns: [],
          },
        ],
        booker: form.booker,
        point: 0,
        verifyAmount: 0,
      };
    }),
  };
}

/**
 * /stayBook: the rooms of the selection booked together, with one form (each room's guest and requests,
 * one contact), one payment and one confirmation number. The server prices each room again and holds
 * all of them or none.
 */
export function StayBookPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const enumLabel = useEnumLabel();
  const format = useSiteFormat();
  const navigate = useNavigate();
  const localize = useLocalePath();
  const selection = useStaySelection();
  const hotelCode = selection[0]?.hotelCode;
  const rooms = selection.filter((room) => room.hotelCode === hotelCode);
  const [key] = useState(() => crypto.randomUUID());
  const [problem, setProblem] = useState<string | null>(null);
  const form = useContractForm(stayGroupFormSchema, {
    booker: { name: '', email: '', mobile: '' },
    rooms: rooms.map(() => ({ title: '', firstName: '', lastName: '', requests: [], comment: '' })),
  });
  usePageTitle(t('booking.group.pageTitle'));

  if (rooms.length < 2) {
    return (
      <section className="mx-auto flex max-w-xl flex-col items-center gap-4 py-16 text-center">
        <h1 className="text-2xl font-semibold">{t('booking.group.pageTitle')}</h1>
        <p className="text-muted" data-testid="stay-book-empty">
          {rooms.length ? t('booking.group.needTwo') : t('booking.group.empty')}
        </p>
        <LocaleLink to={pagePaths.roomList(undefined, { hotelCode })} className={buttonClass('primary')}>
          {t('booking.group.backToRooms')}
        </LocaleLink>
      </section>
    );
  }

  const submit = async (values: StayGroupForm) => {
    setProblem(null);
    try {
      const request = requestOf(rooms, values);
      const quote = await quoteStayGroup(language, request);
      const created = await createStayGroup(language, { ...request, verifyAmount: quote.payAmount }, key);
      staySelection.clear();
      navigate(localize(pagePaths.stay(created.groupId)));
    } catch (failure) {
      setProblem(describeBookingError(failure, t).message);
    }
  };

  const total = rooms.reduce((sum, room) => sum + room.total, 0);
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <h1 className="text-2xl font-semibold sm:text-3xl">{t('booking.group.pageTitle')}</h1>
      <Card className="p-4">
        <ul className="divide-y divide-border">
          {rooms.map((room) => (
            <SelectedRoomLine key={room.id} room={room} removable={false} />
          ))}
        </ul>
        <p className="mt-2 border-t border-border pt-2 text-right">
          {t('booking.group.total')} <strong className="tabular-nums">{format.money(total, rooms[0]!.currency)}</strong>
        </p>
        <p className="text-right text-xs text-muted">{t('ui.price.excludesCharges')}</p>
        <p className="mt-2 text-sm">
          <LocaleLink to={pagePaths.roomList(undefined, { hotelCode })} className="text-main hover:underline">
            {t('booking.group.backToRooms')}
          </LocaleLink>
        </p>
      </Card>
      <Form form={form} onSubmit={submit} className="flex flex-col gap-6" data-testid="stay-book-form">
        {rooms.map((room, index) => (
          <fieldset
            key={room.id}
            className="flex flex-col gap-3 rounded-lg border border-border bg-background p-4"
            data-testid="stay-book-room"
          >
            <legend className="px-1 font-semibold">
              {t('booking.group.roomHeading', { number: index + 1, room: room.roomName })}
            </legend>
            <p className="text-sm text-muted">
              {room.rateName} ·{' '}
              {t('booking.order.dateRange', {
                checkIn: format.date(room.checkInDate, 'short'),
                checkOut: format.date(room.checkOutDate, 'short'),
              })}
            </p>
            <div className="grid gap-3 sm:grid-cols-[8rem_1fr_1fr]">
              <SelectField
                name={`rooms.${index}.title`}
                label={t('booking.guests.title')}
                placeholder={t('booking.guests.titlePlaceholder')}
                options={TITLES.map((title) => ({ value: title, label: enumLabel('title', title) }))}
              />
              <TextField name={`rooms.${index}.firstName`} label={t('booking.guests.firstName')} autoComplete="off" />
              <TextField name={`rooms.${index}.lastName`} label={t('booking.guests.lastName')} autoComplete="off" />
            </div>
            <fieldset className="flex flex-col gap-2">
              <legend className="text-sm font-medium">{t('booking.group.comment')}</legend>
              {Object.values(SpecialRequest).map((request) => (
                <CheckboxField
                  key={request}
                  name={`rooms.${index}.requests`}
                  value={String(request)}
                  label={enumLabel('specialRequest', request)}
                />
              ))}
              <TextField name={`rooms.${index}.comment`} label={t('booking.order.comment')} />
            </fieldset>
          </fieldset>
        ))}
        <fieldset className="flex flex-col gap-3 rounded-lg border border-border bg-background p-4">
          <legend className="px-1 font-semibold">{t('booking.group.booker')}</legend>
          <TextField name="booker.name" label={t('booking.group.bookerName')} autoComplete="name" />
          <TextField name="booker.email" label={t('booking.group.email')} type="email" autoComplete="email" />
          <TextField
            name="booker.mobile"
            label={t('booking.group.mobile')}
            hint={t('booking.group.mobileHint')}
            type="tel"
            autoComplete="tel"
          />
        </fieldset>
        {problem ? (
          <div role="alert" data-testid="stay-book-error">
            <Notice tone="error">{problem}</Notice>
          </div>
        ) : null}
        <Button type="submit" disabled={form.formState.isSubmitting} data-testid="stay-book-submit">
          {form.formState.isSubmitting
            ? t('booking.group.submitting')
            : t('booking.group.submit', { count: rooms.length })}
        </Button>
      </Form>
    </div>
  );
}
