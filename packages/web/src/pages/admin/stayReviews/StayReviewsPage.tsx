import { REVIEW_ASPECTS } from '@hotel/contract/reviews';
import { useState } from 'react';
import {
  type AdminStayReview,
  STAY_ADMIN_PAGE_SIZE,
  useModerateReview,
  useStayReviews,
} from '../../../features/admin/stay/stayAdminApi.ts';
import { AdminError } from '../../../features/admin/ui/AdminError.tsx';
import { type Column, DataTable } from '../../../features/admin/ui/DataTable.tsx';
import { HotelChooser, useHotelName } from '../../../features/admin/ui/HotelField.tsx';
import { useFormat } from '../../../lib/format/useFormat.ts';
import { useTranslation } from '../../../lib/i18n/useTranslation.ts';
import { smallButtonClass } from '../../../ui/buttonClass.ts';
import { controlClass } from '../../../ui/Field.tsx';
import { PlainSelectField } from '../../../ui/form/PlainFields.tsx';
import { Pager } from '../../../ui/Pager.tsx';
import { SectionHeader } from '../SectionHeader.tsx';

/** The hotel's reply to one review: written, saved (an empty reply removes it). */
function ReplyForm({ review }: { review: AdminStayReview }) {
  const { t } = useTranslation();
  const moderate = useModerateReview();
  const [reply, setReply] = useState(review.reply?.content ?? '');
  return (
    <form
      className="flex flex-col gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        moderate.mutate({ reviewId: review.reviewId, reply: reply.trim() });
      }}
    >
      <textarea
        className={`${controlClass} min-h-16 w-64`}
        value={reply}
        maxLength={2000}
        onChange={(event) => setReply(event.target.value)}
        aria-label={t('stay.admin.reviews.replyFor', { confirmation: review.confirmationNumber })}
        data-testid="review-reply-input"
      />
      <button
        type="submit"
        className={`${smallButtonClass} self-start`}
        disabled={moderate.isPending}
        data-testid="review-reply-save"
      >
        {t('stay.admin.reviews.saveReply')}
      </button>
      <AdminError error={moderate.error} />
    </form>
  );
}

function VisibilityButton({ review }: { review: AdminStayReview }) {
  const { t } = useTranslation();
  const moderate = useModerateReview();
  return (
    <button
      type="button"
      className={smallButtonClass}
      disabled={moderate.isPending}
      onClick={() => moderate.mutate({ reviewId: review.reviewId, hidden: !review.hidden })}
      data-testid="review-visibility"
    >
      {t(review.hidden ? 'stay.admin.reviews.show' : 'stay.admin.reviews.hide')}
    </button>
  );
}

/** Review moderation for the staff's hotels: hide or show a review and answer it (audited). */
export function StayReviewsPage() {
  const { t } = useTranslation();
  const format = useFormat({ isFloat: true });
  const [hotelCode, setHotelCode] = useState('');
  const [hidden, setHidden] = useState<'' | 'true' | 'false'>('');
  const [page, setPage] = useState(1);
  const reviews = useStayReviews(hotelCode, hidden || undefined, page);
  const hotelName = useHotelName();
  const columns: Column<AdminStayReview>[] = [
    {
      key: 'at',
      header: t('stay.admin.reviews.at'),
      render: (row) => (
        <div>
          <p>{format.instant(row.createdAt)}</p>
          <p className="text-xs text-muted">
            {hotelName(row.hotelCode)} · {row.confirmationNumber}
          </p>
        </div>
      ),
    },
    { key: 'author', header: t('stay.admin.reviews.author'), render: (row) => row.author },
    {
      key: 'scores',
      header: t('stay.admin.reviews.scores'),
      render: (row) => (
        <dl className="grid grid-cols-[auto_auto] gap-x-2 text-xs">
          <dt className="font-semibold">{t('stay.review.overall')}</dt>
          <dd className="font-semibold">{row.overall}</dd>
          {REVIEW_ASPECTS.map((aspect) => (
            <div key={aspect} className="contents">
              <dt className="text-muted">{t(`stay.review.aspects.${aspect}`)}</dt>
              <dd>{row[aspect]}</dd>
            </div>
          ))}
        </dl>
      ),
    },
    {
      key: 'content',
      header: t('stay.admin.reviews.content'),
      render: (row) => (
        <p className="max-w-md whitespace-pre-line" lang={row.language}>
          {row.content}
        </p>
      ),
    },
    {
      key: 'state',
      header: t('stay.admin.reviews.visibility'),
      render: (row) => (
        <div className="flex flex-col items-start gap-1">
          <span>{t(row.hidden ? 'stay.admin.reviews.hiddenState' : 'stay.admin.reviews.shown')}</span>
          <VisibilityButton review={row} />
        </div>
      ),
    },
    { key: 'reply', header: t('stay.admin.reviews.reply'), render: (row) => <ReplyForm review={row} /> },
  ];
  return (
    <section aria-labelledby="admin-section-title" className="flex flex-col gap-4">
      <SectionHeader title={t('admin.nav.reviews')} />
      <p className="text-sm text-muted">{t('stay.admin.reviews.intro')}</p>
      <div className="flex flex-wrap items-end gap-3" data-testid="stay-review-filters">
        <HotelChooser
          value={hotelCode}
          onChange={(value) => {
            setPage(1);
            setHotelCode(value);
          }}
        />
        <PlainSelectField
          label={t('stay.admin.reviews.visibility')}
          value={hidden}
          onChange={(value) => {
            setPage(1);
            setHidden(value === 'true' || value === 'false' ? value : '');
          }}
          className="max-w-xs"
        >
          <option value="">{t('stay.admin.reviews.all')}</option>
          <option value="false">{t('stay.admin.reviews.shown')}</option>
          <option value="true">{t('stay.admin.reviews.hiddenState')}</option>
        </PlainSelectField>
      </div>
      <AdminError error={reviews.error} />
      {reviews.data ? (
        <>
          <DataTable
            caption={t('admin.nav.reviews')}
            columns={columns}
            rows={reviews.data.list}
            rowKey={(row) => row.reviewId}
            empty={t('stay.admin.reviews.empty')}
            testId="stay-reviews"
          />
          <Pager
            page={page}
            size={STAY_ADMIN_PAGE_SIZE}
            total={reviews.data.total}
            onPage={setPage}
            summary={t('admin.pager.total', { total: reviews.data.total })}
            compact
          />
        </>
      ) : null}
    </section>
  );
}
