import type { GoodsDetail } from '@hotel/contract/schemas/mall';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useLanguage } from '../../lib/i18n/useLanguage.ts';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { PlainCheckboxField } from '../../ui/form/PlainFields.tsx';
import { Pager } from '../../ui/Pager.tsx';
import { Picture } from '../../ui/Picture.tsx';
import { StarRating } from '../../ui/StarRating.tsx';
import { useSiteFormat } from '../pricing/useSiteFormat.ts';
import { goodsReviewsQuery } from './mallApi.ts';

/** The reviews of a product: average rating and count, then the reviews (text and pictures), paged. */
export function ReviewList({ goods }: { goods: Pick<GoodsDetail, 'goodsCode' | 'reviews'> }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const format = useSiteFormat();
  const [page, setPage] = useState(1);
  const [withPictures, setWithPictures] = useState(false);
  const query = useQuery(goodsReviewsQuery(language, goods.goodsCode, page, withPictures));
  const rating = goods.reviews.rating;
  const reviews = query.data?.list ?? (withPictures ? [] : goods.reviews.latest);
  return (
    <section aria-labelledby="reviews-title" className="flex flex-col gap-4" data-testid="goods-reviews">
      <div className="flex flex-wrap items-baseline gap-3">
        <h2 id="reviews-title" className="text-xl font-semibold">
          {t('mall.reviews.title')}
        </h2>
        {rating.count > 0 ? (
          <p className="flex items-center gap-2 text-sm" data-testid="rating-average">
            <StarRating
              value={rating.average}
              label={t('mall.reviews.average', { rating: rating.average.toFixed(1) })}
            />
            <span aria-hidden="true" className="font-semibold">
              {rating.average.toFixed(1)}
            </span>
            <span className="text-muted">{t('mall.reviews.count', { count: rating.count })}</span>
          </p>
        ) : null}
        {rating.count > 0 ? (
          <PlainCheckboxField
            name="with-pictures"
            label={t('mall.reviews.withPictures')}
            checked={withPictures}
            onChange={(on) => {
              setPage(1);
              setWithPictures(on);
            }}
          />
        ) : null}
      </div>
      {reviews.length === 0 ? (
        <p className="text-muted">{t('mall.reviews.empty')}</p>
      ) : (
        <ul className="flex flex-col gap-4">
          {reviews.map((review) => (
            <li key={review.reviewId} className="border-b border-border pb-4" data-testid="review">
              <div className="flex flex-wrap items-center gap-2 text-sm">
                <span className="font-semibold">{review.author}</span>
                <StarRating value={review.rating} label={t('mall.reviews.stars', { count: review.rating })} />
                <span className="text-muted">{format.date(review.createdAt)}</span>
              </div>
              {review.specText ? <p className="text-xs text-muted">{review.specText}</p> : null}
              <p className="mt-1 whitespace-pre-line text-sm" data-testid="review-text">
                {review.content}
              </p>
              {review.pictures.length > 0 ? (
                <ul className="mt-2 flex flex-wrap gap-2">
                  {review.pictures.map((picture, index) => (
                    <li key={picture.url}>
                      <a href={picture.url} target="_blank" rel="noreferrer">
                        <Picture
                          src={picture.url}
                          alt={picture.alt || t('mall.reviews.picture', { number: index + 1 })}
                          width={96}
                          height={96}
                          className="size-24 rounded-md"
                        />
                      </a>
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <Pager page={page} size={query.data?.size ?? 5} total={query.data?.total ?? 0} onPage={setPage} />
    </section>
  );
}
