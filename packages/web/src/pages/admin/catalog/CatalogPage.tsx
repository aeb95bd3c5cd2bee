import { type AdminHotel, hasServableCalendar, hotelFieldsSchema } from '@hotel/contract/schemas/admin-catalog';
import { useState } from 'react';
import { AdminError } from '../../../features/admin/ui/AdminError.tsx';
import { HotelChooser, useStaffHotels } from '../../../features/admin/ui/HotelField.tsx';
import { RecordEditForm } from '../../../features/admin/ui/RecordEditForm.tsx';
import { useTranslation } from '../../../lib/i18n/useTranslation.ts';
import { SectionHeader } from '../SectionHeader.tsx';
import { useFieldSpecs } from './catalogFields.ts';
import { HotelItems } from './HotelItems.tsx';
import { HotelPictures } from './HotelPictures.tsx';
import { NewHotelForm } from './NewHotelForm.tsx';
import { PromotionCodes } from './PromotionCodes.tsx';

const TABS = ['hotel', 'roomTypes', 'ratePlans', 'addons', 'codes'] as const;
type Tab = (typeof TABS)[number];

/** The catalogue: a hotel's texts and facts, its room types, rate plans and add-ons, and the codes. */
export function CatalogPage() {
  const { t } = useTranslation();
  const specs = useFieldSpecs();
  const hotels = useStaffHotels();
  const [chosen, setChosen] = useState('');
  const hotelCode = chosen || hotels.data?.[0]?.hotelCode || '';
  const hotel = hotels.data?.find((item) => item.hotelCode === hotelCode);
  const [tab, setTab] = useState<Tab>('hotel');
  return (
    <section aria-labelledby="admin-section-title" className="flex flex-col gap-4">
      <SectionHeader title={t('admin.nav.catalog')} />
      <HotelChooser value={hotelCode} onChange={setChosen} allowAll={false} />
      {tab === 'hotel' ? <NewHotelForm onCreated={setChosen} /> : null}
      <div role="tablist" aria-label={t('admin.nav.catalog')} className="flex flex-wrap gap-1 border-b border-border">
        {TABS.map((item) => (
          <button
            key={item}
            type="button"
            role="tab"
            aria-selected={tab === item}
            onClick={() => setTab(item)}
            className={`rounded-t-md px-3 py-2 text-sm ${tab === item ? 'bg-main text-on-main' : 'hover:bg-main-soft'}`}
          >
            {t(`admin.catalog.kind.${item}`)}
          </button>
        ))}
      </div>
      <AdminError error={hotels.error} />
      <div role="tabpanel" aria-label={t(`admin.catalog.kind.${tab}`)}>
        {tab === 'hotel' && hotel && hotel.isActive && !hasServableCalendar(hotel) ? (
          <p
            role="alert"
            className="rounded-md border-l-4 border-danger p-3 text-sm"
            data-testid="hotel-hidden-warning"
          >
            {t('admin.catalog.hiddenFromGuests')}
          </p>
        ) : null}
        {tab === 'hotel' && hotel ? (
          <RecordEditForm<AdminHotel>
            key={hotel.hotelCode}
            title={t('admin.catalog.editing', { code: hotel.hotelCode })}
            record={hotel}
            schema={hotelFieldsSchema}
            fields={specs.hotel}
            path={`/hotels/${encodeURIComponent(hotel.hotelCode)}`}
            invalidate={['/hotels']}
          />
        ) : null}
        {tab === 'hotel' && hotel ? <HotelPictures key={`pictures-${hotel.hotelCode}`} hotel={hotel} /> : null}
        {tab !== 'hotel' && tab !== 'codes' && hotelCode ? (
          <HotelItems key={`${hotelCode}-${tab}`} hotelCode={hotelCode} kind={tab} />
        ) : null}
        {tab === 'codes' ? <PromotionCodes /> : null}
      </div>
    </section>
  );
}
