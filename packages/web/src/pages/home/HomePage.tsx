import { useQuery } from '@tanstack/react-query';
import { HotelCard } from '../../features/hotels/HotelCard.tsx';
import { ALL_HOTELS_LIMIT, hotelListQuery } from '../../features/hotels/hotelsApi.ts';
import { useLanguage } from '../../features/i18n/useLanguage.ts';
import { useTranslation } from '../../features/i18n/useTranslation.ts';
import { SearchForm } from '../../features/search/SearchForm.tsx';
import { useSiteTitle } from '../../features/site/useSiteTitle.ts';
import { Spinner } from '../../ui/Spinner.tsx';

/** The home page: a welcome, the search form and the group's hotels. */
export function HomePage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const siteTitle = useSiteTitle();
  const hotels = useQuery(hotelListQuery(language, { limit: ALL_HOTELS_LIMIT }));
  const list = hotels.data?.list ?? [];
  return (
    <div className="flex flex-col gap-10">
      <section aria-labelledby="home-title" className="flex flex-col gap-6 rounded-xl bg-main-soft px-4 py-10 sm:px-8">
        <div className="flex flex-col gap-2">
          <h1 id="home-title" className="text-3xl font-bold text-main sm:text-4xl">
            {t('ui.home.title', { name: siteTitle })}
          </h1>
          <p className="text-muted">{t('ui.home.subtitle')}</p>
        </div>
        <SearchForm />
      </section>
      <section aria-labelledby="home-hotels" className="flex flex-col gap-4">
        <h2 id="home-hotels" className="text-2xl font-semibold">
          {t('ui.home.hotels')}
        </h2>
        {hotels.isPending ? <Spinner label={t('ui.common.loading')} /> : null}
        {hotels.isSuccess && list.length === 0 ? <p className="text-muted">{t('ui.home.noHotels')}</p> : null}
        {hotels.isError ? <p className="text-muted">{t('ui.error.loadFailed')}</p> : null}
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {list.map((hotel, index) => (
            <HotelCard key={hotel.hotelCode} hotel={hotel} eager={index < 3} />
          ))}
        </div>
      </section>
    </div>
  );
}
