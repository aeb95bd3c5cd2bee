import { useQuery } from '@tanstack/react-query';
import { paths } from '../../app/paths.ts';
import { useDisplayCurrency } from '../../features/currency/displayCurrency.ts';
import { HotelCard } from '../../features/hotels/HotelCard.tsx';
import { allHotelsQuery, citiesQuery } from '../../features/hotels/hotelsApi.ts';
import { LocaleLink } from '../../features/i18n/LocaleLink.tsx';
import { useLanguage } from '../../features/i18n/useLanguage.ts';
import { useTranslation } from '../../features/i18n/useTranslation.ts';
import { SearchForm } from '../../features/search/SearchForm.tsx';
import { loadSearch, toHotelListQuery } from '../../features/search/searchState.ts';
import { useSiteTitle } from '../../features/site/useSiteTitle.ts';
import { HotelCardSkeleton } from '../../ui/Skeleton.tsx';

/** The home page: a welcome with the search form, the group's destinations and its hotels. */
export function HomePage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const siteTitle = useSiteTitle();
  const exchangeNo = useDisplayCurrency();
  const hotels = useQuery(allHotelsQuery(language, exchangeNo));
  const cities = useQuery(citiesQuery(language)).data ?? [];
  const list = hotels.data?.list ?? [];
  const stay = () => {
    const { hotelCode: _, cityCode: __, ...rest } = toHotelListQuery(loadSearch());
    return rest;
  };
  return (
    <div className="-mt-8 flex flex-col gap-12">
      <section
        aria-labelledby="home-title"
        className="relative -mx-4 flex flex-col gap-6 bg-main px-4 pb-10 pt-12 text-on-main sm:mx-0 sm:rounded-b-2xl sm:px-8 sm:pt-16"
        style={{
          backgroundImage:
            'radial-gradient(circle at 85% 15%, rgb(255 255 255 / 0.14), transparent 45%), linear-gradient(160deg, rgb(0 0 0 / 0) 40%, rgb(0 0 0 / 0.25))',
        }}
      >
        <div className="flex max-w-2xl flex-col gap-3">
          <h1 id="home-title" className="text-3xl font-bold leading-tight sm:text-5xl">
            {t('ui.home.title', { name: siteTitle })}
          </h1>
          <p className="text-base opacity-90 sm:text-lg">{t('ui.home.subtitle')}</p>
        </div>
        <SearchForm />
      </section>
      {cities.length > 0 ? (
        <section aria-labelledby="home-destinations" className="flex flex-col gap-4">
          <h2 id="home-destinations" className="text-2xl font-semibold">
            {t('ui.home.destinations')}
          </h2>
          <ul className="flex flex-wrap gap-2">
            {cities.map((city) => (
              <li key={city.cityCode}>
                <LocaleLink
                  to={paths.hotelList({ ...stay(), cityCode: city.cityCode })}
                  className="flex items-baseline gap-2 rounded-full border border-border bg-background px-4 py-2 text-sm hover:border-main hover:text-main"
                >
                  <span className="font-medium">{city.name}</span>
                  <span className="text-xs text-muted">{t('ui.home.hotelCount', { count: city.hotelCount })}</span>
                </LocaleLink>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section aria-labelledby="home-hotels" className="flex flex-col gap-4">
        <h2 id="home-hotels" className="text-2xl font-semibold">
          {t('ui.home.hotels')}
        </h2>
        {hotels.isSuccess && list.length === 0 ? <p className="text-muted">{t('ui.home.noHotels')}</p> : null}
        {hotels.isError ? <p className="text-muted">{t('ui.error.loadFailed')}</p> : null}
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-busy={hotels.isPending || undefined}>
          {hotels.isPending
            ? [0, 1, 2].map((index) => <HotelCardSkeleton key={index} label={index === 0 ? t('ui.common.loading') : undefined} />)
            : list.map((hotel, index) => <HotelCard key={hotel.hotelCode} hotel={hotel} eager={index < 3} />)}
        </div>
      </section>
    </div>
  );
}
