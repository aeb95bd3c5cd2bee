import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { HotelListItem } from '../../features/hotels/HotelListItem.tsx';
import { hotelListQuery } from '../../features/hotels/hotelsApi.ts';
import { useLanguage } from '../../features/i18n/useLanguage.ts';
import { useTranslation } from '../../features/i18n/useTranslation.ts';
import { Spinner } from '../../ui/Spinner.tsx';
import { Pagination } from './Pagination.tsx';
import { hotelListParams } from './useHotelListParams.ts';

const STAY_KEYS = ['checkInDate', 'checkOutDate', 'roomCount', 'adultsNumber', 'childNumber'];

/** The hotel list: hotels matching the URL's search, ten a page. */
export function HotelListPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { search } = useLocation();
  const searchParams = new URLSearchParams(search);
  const params = hotelListParams(searchParams);
  const hotels = useQuery(hotelListQuery(language, params));
  const stay = new URLSearchParams();
  for (const key of STAY_KEYS) {
    const value = searchParams.get(key);
    if (value) stay.set(key, value);
  }
  const staySearch = stay.size > 0 ? `?${stay.toString()}` : '';
  const data = hotels.data;
  return (
    <section aria-labelledby="hotel-list-title" className="flex flex-col gap-6">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 id="hotel-list-title" className="text-2xl font-semibold">
          {t('ui.pageTitle.hotelList')}
        </h1>
        {data ? (
          <p className="text-sm text-muted" aria-live="polite">
            {t('ui.hotelList.count', { count: data.total })}
          </p>
        ) : null}
      </div>
      {hotels.isPending ? <Spinner label={t('ui.common.loading')} /> : null}
      {hotels.isError ? <p className="text-muted">{t('ui.error.loadFailed')}</p> : null}
      {data?.companyHint ? <p className="rounded-md bg-main-soft p-3 text-sm">{data.companyHint}</p> : null}
      {data?.otherData.isAllFull && data.list.length > 0 ? (
        <p className="text-sm font-semibold text-danger">{t('ui.hotelList.allFull')}</p>
      ) : null}
      {data && data.list.length === 0 ? <p className="text-muted">{t('ui.hotelList.empty')}</p> : null}
      <ul className="flex flex-col gap-4" aria-busy={hotels.isFetching || undefined}>
        {data?.list.map((hotel, index) => (
          <HotelListItem key={hotel.hotelCode} hotel={hotel} search={staySearch} eager={index < 2} />
        ))}
      </ul>
      {data ? <Pagination offset={data.offset} limit={data.limit} total={data.total} /> : null}
    </section>
  );
}
