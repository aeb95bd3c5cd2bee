/*
 * The content calls of spec section 7, as the contract describes their answers. Texts come in the asked language;
 * rich text (`body`) is HTML the server sanitised when it was saved and again when it was served.
 */
export type {
  Agreement,
  Article,
  ArticlePage as ArticleList,
  ArticleSummary,
  Bulletin,
  ContentPage,
  ContentPicture,
  GalleryPicture,
  HomeBlock,
  SiteFooter,
} from '@hotel/contract/schemas/site';
