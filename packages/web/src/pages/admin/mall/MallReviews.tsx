import type { Review } from '@hotel/contract/schemas/mall';
import { useState } from 'react';
import { useMallReviews, useReviewVisibility } from '../../../features/admin/mall/mallAdminApi.ts';
import { AdminError } from '../../../features/admin/ui/AdminError.tsx';
import { type Column, DataTable } from '../../../features/admin/ui/DataTable.tsx';
import { useFormat } from '../../../lib/format/useFormat.ts';
import { useTranslation } from '../../../lib/i18n/useTranslation.ts';
import { smallButtonClass } from '../../../ui/buttonClass.ts';
import { PlainSelectField } from '../../../ui/form/PlainFields.tsx';
import { Pager } from '../../../ui/Pager.tsx';

/** The review's text without markup (moderators read what was written). */
function plainText(html: string): string {
  return new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
}

/** Review moderation: all, shown or hidden reviews; hide or show each (written to the audit log). */
export function MallReviews() {
  const { t } = useTranslation();
  const format = useFormat({ isFloat: true });
  const [hidden, setHidden] = useState<'' | 'true' | 'false'>('');
  const [page, setPage] = useState(1);
  const reviews = useMallReviews(hidden || undefined, page);
  const visibility = useReviewVisibility();
  const columns: Column<Review>[] = [
    { key: 'at', header: t('admin.audit.at'), render: (row) => format.instant(row.createdAt) },
    { key: 'goods', header: t('admin.mall.goods'), render: (row) => `${row.goodsCode} ${row.specText}` },
    { key: 'author', header: t('admin.mall.author'), render: (row) => row.author },
    { key: 'rating', header: t('admin.mall.rating'), numeric: true, render: (row) => `${row.rating} / 5` },
    {
      key: 'content',
      header: t('admin.mall.review'),
      render: (row) => <p className="max-w-md">{plainText(row.content)}</p>,
    },
    {
      key: 'state',
      header: t('admin.common.status'),
      render: (row) => t(row.hidden ? 'admin.mall.hidden' : 'admin.mall.shown'),
    },
    {
      key: 'toggle',
      header: t('admin.common.actions'),
      render: (row) => (
        <button
          type="button"
          className={smallButtonClass}
          disabled={visibility.isPending}
          onClick={() => visibility.mutate({ reviewId: row.reviewId, hidden: !row.hidden })}
        >
          {t(row.hidden ? 'admin.mall.show' : 'admin.mall.hide')}
        </button>
      ),
    },
  ];
  return (
    <div className="flex flex-col gap-3">
      <PlainSelectField
        label={t('admin.mall.visibility')}
        value={hidden}
        onChange={(value) => {
          setPage(1);
          setHidden(value === 'true' || value === 'false' ? value : '');
        }}
        className="max-w-xs"
      >
        <option value="">{t('admin.common.all')}</option>
        <option value="false">{t('admin.mall.shown')}</option>
        <option value="true">{t('admin.mall.hidden')}</option>
      </PlainSelectField>
      <AdminError error={reviews.error ?? visibility.error} />
      {reviews.data ? (
        <>
          <DataTable
            caption={t('admin.mall.tabs.reviews')}
            columns={columns}
            rows={reviews.data.list}
            rowKey={(row) => row.reviewId}
            testId="mall-reviews"
          />
          <Pager
            page={page}
            size={reviews.data.size}
            total={reviews.data.total}
            onPage={setPage}
            summary={t('admin.pager.total', { total: reviews.data.total })}
            compact
          />
        </>
      ) : null}
    </div>
  );
}
