import { pagePaths } from '@hotel/contract/routes';
import { useQuery } from '@tanstack/react-query';
import { LocaleLink } from '../../../lib/i18n/LocaleLink.tsx';
import { useLanguage } from '../../../lib/i18n/useLanguage.ts';
import { useTranslation } from '../../../lib/i18n/useTranslation.ts';
import { HotelCardSkeleton } from '../../../ui/Skeleton.tsx';
import { useDisplayCurrency } from '../../currency/displayCurrency.ts';
import { HotelCard } from '../../hotels/HotelCard.tsx';
import { allHotelsQuery, citiesQuery } from '../../hotels/hotelsApi.ts';
import { loadSearch, toHotelListQuery } from '../../search/searchState.ts';
import { useSiteConfig } from '../../site/siteConfigApi.ts';
import { SectionHeader } from './SectionHeader.tsx';

/**
 * The site's hotels (content kinds hotHotels and hotelList, and the home page of a site without
 * blocks): the destinations, then every hotel with its lowest price, each linking to its detail.
 */
export function HotelsBlock({
  id,
  title,
  body,
  link,
  testId = 'home-block',
  blockType,
}: {
  id: string;
  title?: string;
  body?: string;
  link?: string | null;
  testId?: string;
  blockType?: number;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const exchangeNo = useDisplayCurrency();
  const byCity = useSiteConfig()?.isFilterByCity !== false;
  const hotels = useQuery(allHotelsQuery(language, exchangeNo));
  const cities = useQuery({ ...citiesQuery(language), enabled: byCity }).data ?? [];
  const list = hotels.data?.list ?? [];
  const stay = () => {
    const { hotelCode: _, cityCode: __, ...rest } = toHotelListQuery(loadSearch());
    return rest;
  };
  return (
    <section aria-labelledby={id} className="flex flex-col gap-6" data-testid={testId} data-block-type={blockType}>
      <SectionHeader
        id={id}
        title={title || t('ui.home.hotels')}
        body={body}
        link={link ?? pagePaths.hotelList()}
        linkLabel={t('ui.home.allHotels')}
      />
      {byCity && cities.length > 1 ? (
        <nav aria-label={t('ui.home.destinations')}>
          <ul className="flex flex-wrap gap-2">
            {cities.map((city) => (
              <li key={city.cityCode}>
                <LocaleLink
                  to={pagePaths.hotelList({ ...stay(), cityCode: city.cityCode })}
                  className="flex items-baseline gap-2 rounded-full border border-border bg-background px-4 py-2 text-sm hover:border-main hover:text-main"
                >
                  <span className="font-medium">{city.name}</span>
                  <span className="text-xs text-muted">{t('ui.home.hotelCount', { count: city.hotelCount })}</span>
                </LocaleLink>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {hotels.isSuccess && list.length === 0 ? <p className="text-muted">{t('ui.home.noHotels')}</p> : null}
      {hotels.isError ? <p className="text-muted">{t('ui.error.loadFailed')}</p> : null}
      <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-busy={hotels.isPending || undefined}>
        {hotels.isPending
          ? [0, 1, 2].map((index) => (
              <HotelCardSkeleton key={index} label={index === 0 ? t('ui.common.loading') : undefined} />
            ))
          : list.map((hotel) => <HotelCard key={hotel.hotelCode} hotel={hotel} />)}
      </div>
    </section>
  );
}
