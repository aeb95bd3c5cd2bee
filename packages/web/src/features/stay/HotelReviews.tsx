import { REVIEW_ASPECTS } from '@hotel/contract/reviews';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useLanguage } from '../../lib/i18n/useLanguage.ts';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { Button } from '../../ui/Button.tsx';
import { StarRating } from '../../ui/StarRating.tsx';
import { ReviewCard } from './ReviewCard.tsx';
import { formatRating } from './ratingFormat.ts';
import { hotelReviewsQuery } from './stayApi.ts';

const PAGE = 5;

/** The hotel page's reviews: the averages (overall and by aspect) and the reviews, the reader's language first. */
export function HotelReviews({ hotelCode }: { hotelCode: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [size, setSize] = useState(PAGE);
  const reviews = useQuery({ ...hotelReviewsQuery(language, hotelCode, size), placeholderData: keepPreviousData });
  if (!reviews.data) return null;
  const { rating, list, total } = reviews.data;
  return (
    <section aria-labelledby="hotel-reviews" className="flex flex-col gap-4" data-testid="hotel-reviews">
      <div className="flex flex-wrap items-baseline gap-x-4 gap-y-1">
        <h2 id="hotel-reviews" className="text-xl font-semibold">
          {t('stay.hotelReviews.title')}
        </h2>
        <p className="text-sm text-muted" data-testid="hotel-review-count">
          {t('stay.hotelReviews.count', { count: rating.count })}
        </p>
      </div>
      {rating.overall !== null ? (
        <div className="flex flex-wrap items-center gap-6 rounded-lg bg-surface p-4">
          <div className="flex flex-col items-start">
            <span className="text-xs text-muted">{t('stay.hotelReviews.average')}</span>
            <span className="text-3xl font-semibold" data-testid="hotel-rating-overall">
              {formatRating(rating.overall, language)}
            </span>
            <StarRating
              value={rating.overall}
              label={t('stay.review.score', { score: formatRating(rating.overall, language) })}
            />
          </div>
          <dl className="grid grid-cols-2 gap-x-6 gap-y-1 text-sm">
            {REVIEW_ASPECTS.map((aspect) => (
              <div key={aspect} className="flex justify-between gap-3">
                <dt className="text-muted">{t(`stay.review.aspects.${aspect}`)}</dt>
                <dd className="font-semibold" data-testid={`hotel-rating-${aspect}`}>
                  {rating[aspect] === null ? '–' : formatRating(rating[aspect], language)}
                </dd>
              </div>
            ))}
          </dl>
        </div>
      ) : null}
      {list.length ? (
        <div className="flex flex-col gap-4">
          {list.map((review) => (
            <ReviewCard key={review.reviewId} review={review} />
          ))}
        </div>
      ) : null}
      {total > list.length ? (
        <Button
          variant="secondary"
          className="self-start"
          onClick={() => setSize(size + PAGE)}
          disabled={reviews.isFetching}
        >
          {t('stay.hotelReviews.more')}
        </Button>
      ) : null}
    </section>
  );
}
