import { RATING_FILTERS } from '@hotel/contract/hotelList';
import type { Language } from '@hotel/contract/languages';
import type { HotelRating } from '@hotel/contract/schemas/stay';
import { useQuery } from '@tanstack/react-query';
import { useLanguage } from '../../lib/i18n/useLanguage.ts';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { PlainSelectField } from '../../ui/form/PlainFields.tsx';
import { formatRating } from './ratingFormat.ts';
import { hotelRatingsQuery } from './stayApi.ts';

/** The hotel list's rating choices as the URL keeps them: `sort=rating`, `minRating=4`. */
export function ratingChoicesOf(search: URLSearchParams) {
  const minRating = RATING_FILTERS.find((value) => String(value) === search.get('minRating'));
  return { sortByRating: search.get('sort') === 'rating', minRating };
}

/**
 * What the rating choices do to the list: the hotels rated high enough (a filter, or undefined) and the
 * order of the rated hotels, best first (the search's `rank`); `ready` once the ratings are in.
 */
export function useHotelRatings(language: Language, search: URLSearchParams) {
  const { sortByRating, minRating } = ratingChoicesOf(search);
  const needed = sortByRating || minRating !== undefined;
  const ratings = useQuery(hotelRatingsQuery(language));
  const byHotel = new Map((ratings.data ?? []).map((rating) => [rating.hotelCode, rating]));
  return {
    ready: !needed || Boolean(ratings.data),
    ratingOf: (hotelCode: string): HotelRating | undefined => byHotel.get(hotelCode),
    allowed:
      minRating === undefined
        ? undefined
        : (ratings.data ?? []).filter((rating) => (rating.overall ?? 0) >= minRating).map((rating) => rating.hotelCode),
    rank: sortByRating && ratings.data?.length ? ratings.data.map((rating) => rating.hotelCode).join(',') : undefined,
  };
}

/** A hotel's guest rating in the list: the average and how many reviews. */
export function RatingBadge({ rating }: { rating: HotelRating | undefined }) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (!rating || rating.overall === null) return null;
  return (
    <span className="rounded-full bg-main-soft px-2 py-0.5 text-xs font-semibold text-main" data-testid="hotel-rating">
      {t('stay.hotelList.rating', { rating: formatRating(rating.overall, language), count: rating.count })}
    </span>
  );
}

/** Sort by guest rating and keep hotels rated at least 3, 4 or 4.5. */
export function HotelRatingControls({
  search,
  onChange,
}: {
  search: URLSearchParams;
  onChange: (changes: Record<string, string | undefined>) => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { sortByRating, minRating } = ratingChoicesOf(search);
  return (
    <div className="flex flex-wrap gap-3" data-testid="rating-controls">
      <PlainSelectField
        label={t('stay.hotelList.sort')}
        value={sortByRating ? 'rating' : ''}
        onChange={(value) => onChange({ sort: value === 'rating' ? 'rating' : undefined, offset: undefined })}
        className="w-44"
        name="sort"
      >
        <option value="">{t('stay.hotelList.sortDefault')}</option>
        <option value="rating">{t('stay.hotelList.sortRating')}</option>
      </PlainSelectField>
      <PlainSelectField
        label={t('stay.hotelList.minRating')}
        value={minRating === undefined ? '' : String(minRating)}
        onChange={(value) => onChange({ minRating: value || undefined, offset: undefined })}
        className="w-44"
        name="minRating"
      >
        <option value="">{t('stay.hotelList.anyRating')}</option>
        {RATING_FILTERS.map((value) => (
          <option key={value} value={String(value)}>
            {t('stay.hotelList.ratingAtLeast', { rating: formatRating(value, language) })}
          </option>
        ))}
      </PlainSelectField>
    </div>
  );
}
