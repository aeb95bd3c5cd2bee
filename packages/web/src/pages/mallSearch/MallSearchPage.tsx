import { DEFAULT_CURRENCY } from '@hotel/contract/constants';
import { GOODS_KINDS, GOODS_SORTS, MALL_PAGE_SIZE } from '@hotel/contract/mall';
import { openingPictureIndex } from '@hotel/contract/pictures';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { GoodsCard } from '../../features/mall/GoodsCard.tsx';
import { MallNav } from '../../features/mall/MallNav.tsx';
import { categoriesQuery, goodsQuery } from '../../features/mall/mallApi.ts';
import { useLanguage } from '../../lib/i18n/useLanguage.ts';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { Button } from '../../ui/Button.tsx';
import { controlClass } from '../../ui/Field.tsx';
import { PlainCheckboxField, PlainSelectField } from '../../ui/form/PlainFields.tsx';
import { Pager } from '../../ui/Pager.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { filtersOf } from './mallFilters.ts';
import { PriceRange } from './PriceRange.tsx';

/** The mall (spec section 2, mall search): categories, a search box, filters, sort and the goods. */
export function MallSearchPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  const categories = useQuery(categoriesQuery(language));
  const goods = useQuery(goodsQuery(language, filters));
  const openingPicture = openingPictureIndex(goods.data?.list ?? [], (item) => item.picture);
  const [keyword, setKeyword] = useState(filters.keyword ?? '');
  const searchId = useId();

  const update = (change: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(change)) {
      if (value === null || value === '') next.delete(key);
      else next.set(key, value);
    }
    if (!('page' in change)) next.delete('page');
    setParams(next);
  };
  const search = (event: FormEvent) => {
    event.preventDefault();
    update({ q: keyword.trim() || null });
  };

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-semibold">{t('ui.pageTitle.mallSearch')}</h1>
        <MallNav />
      </div>
      <search>
        <form onSubmit={search} className="flex gap-2">
          <label htmlFor={searchId} className="sr-only">
            {t('mall.search.label')}
          </label>
          <input
            id={searchId}
            type="search"
            value={keyword}
            maxLength={100}
            placeholder={t('mall.search.placeholder')}
            onChange={(event) => setKeyword(event.target.value)}
            className={`${controlClass} flex-1`}
            data-testid="mall-search-input"
          />
          <Button type="submit" data-testid="mall-search-submit">
            {t('mall.search.submit')}
          </Button>
        </form>
      </search>
      <div className="flex flex-col gap-6 lg:flex-row">
        <aside className="flex flex-col gap-4 lg:w-60 lg:shrink-0" aria-label={t('mall.filters.label')}>
          <nav aria-label={t('mall.categories.label')}>
            <h2 className="mb-2 text-sm font-semibold">{t('mall.categories.label')}</h2>
            <ul className="flex flex-wrap gap-1 lg:flex-col" data-testid="mall-categories">
              <li>
                <CategoryButton
                  active={!filters.categoryCode}
                  onClick={() => update({ category: null })}
                  label={t('mall.categories.all')}
                />
              </li>
              {(categories.data ?? []).map((category) => (
                <li key={category.categoryCode}>
                  <CategoryButton
                    active={filters.categoryCode === category.categoryCode}
                    onClick={() => update({ category: category.categoryCode })}
                    label={`${category.name} (${category.goodsCount})`}
                  />
                </li>
              ))}
            </ul>
          </nav>
          <PlainSelectField
            name="kind"
            label={t('mall.filters.kind')}
            value={filters.kind ?? ''}
            onChange={(value) => update({ kind: value })}
          >
            <option value="">{t('mall.filters.allKinds')}</option>
            {GOODS_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {t(`mall.goodsKind.${kind}`)}
              </option>
            ))}
          </PlainSelectField>
          <PlainCheckboxField
            name="flash"
            label={t('mall.filters.flashSale')}
            checked={filters.flashSale === 'true'}
            onChange={(checked) => update({ flash: checked ? 'true' : null })}
          />
          <PlainCheckboxField
            name="inStock"
            label={t('mall.filters.inStock')}
            checked={filters.inStock === 'true'}
            onChange={(checked) => update({ inStock: checked ? 'true' : null })}
          />
          <PriceRange
            min={params.get('min') ?? ''}
            max={params.get('max') ?? ''}
            currency={DEFAULT_CURRENCY}
            onApply={(min, max) => update({ min, max })}
          />
          <PlainSelectField
            name="sort"
            label={t('mall.sort.label')}
            value={filters.sort ?? 'recommended'}
            onChange={(value) => update({ sort: value === 'recommended' ? null : value })}
          >
            {GOODS_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {t(`mall.sort.${sort}`)}
              </option>
            ))}
          </PlainSelectField>
        </aside>
        <section className="min-w-0 flex-1" aria-labelledby="mall-results" aria-busy={goods.isFetching}>
          <h2 id="mall-results" className="sr-only">
            {t('mall.search.results')}
          </h2>
          {goods.isLoading ? (
            <Spinner label={t('ui.common.loading')} />
          ) : (goods.data?.list.length ?? 0) === 0 ? (
            <p className="text-muted" data-testid="mall-empty">
              {t('mall.search.empty')}
            </p>
          ) : (
            <>
              <p className="mb-3 text-sm text-muted" aria-live="polite">
                {t('mall.search.count', { count: goods.data?.total ?? 0 })}
              </p>
              <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3" data-testid="goods-list">
                {goods.data?.list.map((item, index) => (
                  <GoodsCard key={item.goodsCode} goods={item} eager={index === openingPicture} />
                ))}
              </ul>
            </>
          )}
          <Pager
            page={filters.page ?? 1}
            size={MALL_PAGE_SIZE}
            total={goods.data?.total ?? 0}
            onPage={(page) => update({ page: String(page) })}
          />
        </section>
      </div>
    </div>
  );
}

function CategoryButton({ active, onClick, label }: { active: boolean; onClick: () => void; label: string }) {
  return (
    <button
      type="button"
      aria-pressed={active}
      onClick={onClick}
      className={`w-full rounded-md px-3 py-1.5 text-left text-sm hover:bg-main-soft ${
        active ? 'bg-main-soft font-semibold text-main' : 'text-text'
      }`}
    >
      {label}
    </button>
  );
}
