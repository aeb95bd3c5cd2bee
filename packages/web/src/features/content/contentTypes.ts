import type { HomeBlockType, HomeContentKind } from '@hotel/contract/enums';

/*
 * The content calls of spec section 7, as the content module of the server answers them
 * (packages/server/src/modules/content/content.service.ts). Texts come in the asked language; rich
 * text (`body`) is HTML the server sanitised when it was saved and again when it was served.
 */

export interface ContentPicture {
  url: string;
  alt: string;
  width: number;
  height: number;
}

/** A home page block (spec section 3): type 0-6, shown in `blockLevel` order. */
export interface HomeBlock {
  id: number;
  blockType: HomeBlockType;
  blockLevel: number;
  isPublish: boolean;
  contentKind: HomeContentKind | null;
  title: string;
  body: string;
  pictures: ContentPicture[];
  link: string | null;
}

export interface ArticleSummary {
  articleCode: string;
  typeCode: string;
  title: string;
  summary: string;
  cover: ContentPicture[];
  publishedAt: string;
}

export interface Article extends ArticleSummary {
  body: string;
}

export interface ArticleList {
  types: { typeCode: string; name: string }[];
  list: ArticleSummary[];
}

export interface ContentPage {
  pageId: string;
  title: string;
  description: string;
  body: string;
  isPublish: boolean;
  updatedAt: string;
}

export interface GalleryPicture {
  dir: string;
  url: string;
  alt: string;
  /** The picture's intrinsic size (null when the server does not know it). */
  width: number | null;
  height: number | null;
}

export interface Agreement {
  code: string;
  version: number;
  title: string;
  body: string;
}

export interface Bulletin {
  title: string;
  body: string;
}

export interface SiteFooter {
  text: string;
  links: { label: string; href: string }[];
}
