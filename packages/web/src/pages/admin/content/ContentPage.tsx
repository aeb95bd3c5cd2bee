import { inLanguage } from '@hotel/contract/localizedText';
import {
  agreementCreateSchema,
  agreementFieldsSchema,
  articleCreateSchema,
  articleFieldsSchema,
  galleryPictureFieldsSchema,
  homeBlockFieldsSchema,
  pageCreateSchema,
  pageFieldsSchema,
} from '@hotel/contract/schemas/admin-content';
import type {
  AgreementRecord,
  ArticleList,
  ArticleRecord,
  GalleryPictureRecord,
  HomeBlockRecord,
  PageRecord,
} from '@hotel/contract/schemas/admin-content-records';
import { useState } from 'react';
import { useArticles } from '../../../features/admin/content/contentApi.ts';
import { EditableRecords } from '../../../features/admin/ui/EditableRecords.tsx';
import { useLanguage } from '../../../lib/i18n/useLanguage.ts';
import { useTranslation } from '../../../lib/i18n/useTranslation.ts';
import { SectionHeader } from '../SectionHeader.tsx';
import { SectionTabs } from '../SectionTabs.tsx';
import { NEW_CONTENT, useContentFields } from './contentFields.ts';
import { PagePreviewLink } from './PagePreviewLink.tsx';
import { SiteAppearance, SiteBulletin } from './SiteTexts.tsx';

const TABS = ['articles', 'pages', 'homeBlocks', 'gallery', 'agreements', 'bulletin', 'appearance'] as const;
type Tab = (typeof TABS)[number];

/** Content of the site: articles, pages (with preview), home blocks, gallery, agreements, bulletin and themes. */
export function ContentPage() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<Tab>('articles');
  return (
    <section aria-labelledby="admin-section-title" className="flex flex-col gap-4">
      <SectionHeader title={t('admin.nav.content')} />
      <SectionTabs
        tabs={TABS}
        value={tab}
        onChange={setTab}
        label={t('admin.nav.content')}
        labelOf={(item) => t(`admin.content.tabs.${item}`)}
      >
        {tab === 'articles' ? <Articles /> : null}
        {tab === 'pages' ? <Pages /> : null}
        {tab === 'homeBlocks' ? <HomeBlocks /> : null}
        {tab === 'gallery' ? <Gallery /> : null}
        {tab === 'agreements' ? <Agreements /> : null}
        {tab === 'bulletin' ? <SiteBulletin /> : null}
        {tab === 'appearance' ? <SiteAppearance /> : null}
      </SectionTabs>
    </section>
  );
}

const publishedColumn = (t: (key: string) => string) => ({
  key: 'isPublish',
  header: t('admin.content.isPublish'),
  render: (row: { isPublish: boolean }) => t(row.isPublish ? 'admin.common.yes' : 'admin.common.no'),
});

function Articles() {
  const { t } = useTranslation();
  const language = useLanguage();
  const types = useArticles().data?.types ?? [];
  const fields = useContentFields(
    types.map((type) => ({ value: type.typeCode, label: inLanguage(type.name, language) })),
  );
  return (
    <EditableRecords<ArticleRecord>
      path="/content/articles"
      listOf={(data) => (data as ArticleList).list}
      caption={t('admin.content.tabs.articles')}
      columns={[
        { key: 'code', header: t('admin.common.code'), render: (row) => row.articleCode },
        { key: 'title', header: t('admin.content.title'), render: (row) => inLanguage(row.title, language) },
        publishedColumn(t),
      ]}
      codeKey="articleCode"
      codeLabel={t('admin.common.code')}
      fields={fields.articles}
      createSchema={articleCreateSchema}
      editSchema={articleFieldsSchema}
      newRecord={() => NEW_CONTENT.articles(types[0]?.typeCode ?? '')}
      newLabel={t('admin.content.newArticle')}
      testId="articles"
    />
  );
}

function Pages() {
  const { t } = useTranslation();
  const language = useLanguage();
  const fields = useContentFields();
  return (
    <EditableRecords<PageRecord>
      path="/content/pages"
      caption={t('admin.content.tabs.pages')}
      columns={[
        { key: 'code', header: t('admin.common.code'), render: (row) => row.pageId },
        { key: 'title', header: t('admin.content.title'), render: (row) => inLanguage(row.title, language) },
        publishedColumn(t),
      ]}
      codeKey="pageId"
      codeLabel={t('admin.common.code')}
      fields={fields.pages}
      createSchema={pageCreateSchema}
      editSchema={pageFieldsSchema}
      newRecord={NEW_CONTENT.pages}
      newLabel={t('admin.content.newPage')}
      extra={(row) => <PagePreviewLink pageId={row.pageId} />}
      testId="pages"
    />
  );
}

function HomeBlocks() {
  const { t } = useTranslation();
  const language = useLanguage();
  const fields = useContentFields();
  return (
    <EditableRecords<HomeBlockRecord>
      path="/content/home-blocks"
      caption={t('admin.content.tabs.homeBlocks')}
      columns={[
        { key: 'site', header: t('admin.content.site'), render: (row) => row.siteCode },
        { key: 'level', header: t('admin.content.blockLevel'), render: (row) => row.blockLevel },
        {
          key: 'type',
          header: t('admin.content.blockType'),
          render: (row) => t(`enums.homeBlockType.${row.blockType}`),
        },
        { key: 'title', header: t('admin.content.title'), render: (row) => inLanguage(row.title, language) },
        publishedColumn(t),
      ]}
      codeKey="id"
      codeLabel="id"
      codeInCreate={false}
      fields={fields.homeBlocks}
      createSchema={homeBlockFieldsSchema}
      editSchema={homeBlockFieldsSchema}
      newRecord={() => NEW_CONTENT.homeBlocks('')}
      newLabel={t('admin.content.newHomeBlock')}
      testId="home-blocks"
    />
  );
}

function Gallery() {
  const { t } = useTranslation();
  const language = useLanguage();
  const fields = useContentFields();
  return (
    <EditableRecords<GalleryPictureRecord>
      path="/content/gallery"
      caption={t('admin.content.tabs.gallery')}
      columns={[
        {
          key: 'picture',
          header: t('admin.content.url'),
          render: (row) => (
            <img src={row.url} alt={inLanguage(row.alt, language)} className="h-12 w-20 rounded object-cover" />
          ),
        },
        { key: 'dir', header: t('admin.content.dir'), render: (row) => row.dir },
        { key: 'alt', header: t('admin.content.alt'), render: (row) => inLanguage(row.alt, language) },
      ]}
      codeKey="id"
      codeLabel="id"
      codeInCreate={false}
      fields={fields.gallery}
      createSchema={galleryPictureFieldsSchema}
      editSchema={galleryPictureFieldsSchema}
      newRecord={NEW_CONTENT.gallery}
      newLabel={t('admin.content.newPicture')}
      testId="gallery"
    />
  );
}

function Agreements() {
  const { t } = useTranslation();
  const language = useLanguage();
  const fields = useContentFields();
  return (
    <EditableRecords<AgreementRecord>
      path="/content/agreements"
      caption={t('admin.content.tabs.agreements')}
      columns={[
        { key: 'code', header: t('admin.common.code'), render: (row) => row.code },
        { key: 'title', header: t('admin.content.title'), render: (row) => inLanguage(row.title, language) },
        { key: 'version', header: t('admin.content.version'), render: (row) => row.version },
      ]}
      codeKey="code"
      codeLabel={t('admin.common.code')}
      fields={fields.agreements}
      createSchema={agreementCreateSchema}
      editSchema={agreementFieldsSchema}
      newRecord={NEW_CONTENT.agreements}
      newLabel={t('admin.content.newAgreement')}
      testId="agreements"
    />
  );
}
