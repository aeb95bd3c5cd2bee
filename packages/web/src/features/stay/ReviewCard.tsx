import { REVIEW_ASPECTS } from '@hotel/contract/reviews';
import type { StayReview } from '@hotel/contract/schemas/stay';
import { useFormat } from '../../lib/format/useFormat.ts';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { StarRating } from '../../ui/StarRating.tsx';

/** A review as guests read it: scores, words (as plain text), pictures, and the hotel's reply. */
export function ReviewCard({ review }: { review: StayReview }) {
  const { t } = useTranslation();
  const format = useFormat({ isFloat: false });
  const month = new Intl.DateTimeFormat(format.language, { year: 'numeric', month: 'long', timeZone: 'UTC' }).format(
    new Date(`${review.stayMonth}-01T00:00:00Z`),
  );
  return (
    <article
      className="flex flex-col gap-2 border-b border-border pb-4 last:border-b-0"
      data-testid="review-card"
      lang={review.language}
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <StarRating value={review.overall} label={t('stay.review.score', { score: review.overall })} />
        <span className="text-sm font-semibold">{review.author}</span>
        <span className="text-xs text-muted">{t('stay.hotelReviews.stayed', { month })}</span>
      </div>
      <dl className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted">
        {REVIEW_ASPECTS.map((aspect) => (
          <div key={aspect} className="flex gap-1">
            <dt>{t(`stay.review.aspects.${aspect}`)}</dt>
            <dd className="font-semibold text-text">{review[aspect]}</dd>
          </div>
        ))}
      </dl>
      <p className="whitespace-pre-line text-sm">{review.content}</p>
      {review.pictures.length ? (
        <ul className="flex flex-wrap gap-2">
          {review.pictures.map((picture, index) => (
            <li key={picture.pictureId}>
              <img
                src={picture.url}
                alt={t('stay.review.pictureAlt', { index: index + 1 })}
                width={96}
                height={Math.round((96 * picture.height) / picture.width)}
                loading="lazy"
                className="h-20 w-24 rounded-md object-cover"
              />
            </li>
          ))}
        </ul>
      ) : null}
      {review.reply ? (
        <div className="rounded-md bg-main-soft p-3 text-sm" data-testid="review-reply">
          <p className="font-semibold">{t('stay.review.reply')}</p>
          <p className="whitespace-pre-line">{review.reply.content}</p>
        </div>
      ) : null}
    </article>
  );
}
