import { LABELLED_ENUMS } from '@hotel/contract/enums';
import { THEME_IDS } from '@hotel/contract/schemas/admin-content';
import { emptyLocalizedText } from '../../../features/admin/ui/fields.tsx';
import type { FieldSpec } from '../../../features/admin/ui/RecordEditForm.tsx';
import { useTranslation } from '../../../lib/i18n/useTranslation.ts';

/** The form fields of each kind of content, labelled in the active language. */
export function useContentFields(articleTypes: readonly { value: string; label: string }[] = []) {
  const { t } = useTranslation();
  const title: FieldSpec = {
    key: 'title',
    label: t('admin.content.title'),
    kind: 'localized',
  };
  const body: FieldSpec = { key: 'body', label: t('admin.content.body'), kind: 'richText' };
  const isPublish: FieldSpec = { key: 'isPublish', label: t('admin.content.isPublish'), kind: 'checkbox' };
  const theme = (key: string, label: string): FieldSpec => ({
    key,
    label,
    kind: 'select',
    options: THEME_IDS.map((id) => ({ value: id, label: t(`admin.content.themes.${id}`) })),
  });
  return {
    articles: [
      { key: 'typeCode', label: t('admin.content.articleType'), kind: 'select', options: articleTypes },
      title,
      {
        key: 'summary',
        label: t('admin.content.summary'),
        kind: 'localized',
        multiline: true,
      },
      body,
      isPublish,
    ] satisfies FieldSpec[],
    pages: [
      title,
      {
        key: 'description',
        label: t('admin.content.description'),
        kind: 'localized',
        multiline: true,
      },
      body,
      isPublish,
    ] satisfies FieldSpec[],
    homeBlocks: [
      { key: 'siteCode', label: t('admin.content.site'), kind: 'text' },
      {
        key: 'blockType',
        label: t('admin.content.blockType'),
        kind: 'select',
        numeric: true,
        options: LABELLED_ENUMS.homeBlockType.map((value) => ({
          value: String(value),
          label: t(`enums.homeBlockType.${value}`),
        })),
      },
      { key: 'blockLevel', label: t('admin.content.blockLevel'), kind: 'number' },
      {
        key: 'contentKind',
        label: t('admin.content.contentKind'),
        kind: 'select',
        nullLabel: t('admin.content.none'),
        options: LABELLED_ENUMS.homeContentKind.map((value) => ({
          value,
          label: t(`enums.homeContentKind.${value}`),
        })),
      },
      title,
      body,
      { key: 'link', label: t('admin.content.link'), kind: 'text' },
      isPublish,
    ] satisfies FieldSpec[],
    gallery: [
      { key: 'dir', label: t('admin.content.dir'), kind: 'text' },
      { key: 'url', label: t('admin.content.url'), kind: 'text' },
      { key: 'alt', label: t('admin.content.alt'), kind: 'localized' },
      { key: 'sortOrder', label: t('admin.catalog.sortOrder'), kind: 'number' },
    ] satisfies FieldSpec[],
    agreements: [title, body] satisfies FieldSpec[],
    bulletin: [
      { key: 'bulletinTitle', label: t('admin.content.bulletinTitle'), kind: 'localized' },
      { key: 'bulletinBody', label: t('admin.content.bulletinBody'), kind: 'richText' },
      {
        key: 'footerText',
        label: t('admin.content.footerText'),
        kind: 'localized',
        multiline: true,
      },
    ] satisfies FieldSpec[],
    appearance: [
      theme('themeId', t('admin.content.theme')),
      theme('mobileThemeId', t('admin.content.mobileTheme')),
      { key: 'mainColor', label: t('admin.content.mainColor'), kind: 'color' },
      { key: 'backgroundColor', label: t('admin.content.backgroundColor'), kind: 'color' },
      { key: 'customStyles', label: t('admin.content.customStyles'), kind: 'textarea' },
    ] satisfies FieldSpec[],
  };
}

const empty = emptyLocalizedText;
/** Blank records for the "new" forms. */
export const NEW_CONTENT = {
  articles: (typeCode: string) => ({
    articleCode: '',
    typeCode,
    title: empty(),
    summary: empty(),
    body: empty(),
    isPublish: false,
  }),
  pages: () => ({ pageId: '', title: empty(), description: empty(), body: empty(), isPublish: false }),
  homeBlocks: (siteCode: string) => ({
    siteCode,
    blockType: 2,
    blockLevel: 100,
    isPublish: false,
    contentKind: null,
    title: empty(),
    body: empty(),
    link: null,
  }),
  gallery: () => ({ dir: '', url: '', alt: empty(), sortOrder: 0 }),
  agreements: () => ({ code: '', title: empty(), body: empty() }),
  siteTexts: () => ({ bulletinTitle: empty(), bulletinBody: empty(), footerText: empty(), footerLinks: [] }),
};
