import { hotelCodeParamsSchema } from '@hotel/contract/schemas/admin';
import {
  agreementCreateSchema,
  agreementFieldsSchema,
  agreementParamsSchema,
  articleCreateSchema,
  articleFieldsSchema,
  articleParamsSchema,
  currencyParamsSchema,
  exchangeRateFieldsSchema,
  galleryParamsSchema,
  galleryPictureFieldsSchema,
  homeBlockFieldsSchema,
  homeBlockParamsSchema,
  pageCreateSchema,
  pageFieldsSchema,
  pageParamsSchema,
  pagePreviewQuerySchema,
  pagePreviewSchema,
  paymentMethodsSchema,
  siteAppearanceSchema,
  siteParamsSchema,
  siteSettingsSchema,
  siteTextsFieldsSchema,
} from '@hotel/contract/schemas/admin-content';
import {
  adminSiteRecordListSchema,
  agreementRecordListSchema,
  agreementRecordSchema,
  articleListSchema,
  articleRecordSchema,
  exchangeRateRecordListSchema,
  exchangeRateRecordSchema,
  galleryPictureRecordListSchema,
  galleryPictureRecordSchema,
  homeBlockRecordListSchema,
  homeBlockRecordSchema,
  type PaymentMethodsRecord,
  pageRecordListSchema,
  pageRecordSchema,
  paymentMethodsRecordSchema,
  type StoredAdminSiteRecord,
  type StoredAgreementRecord,
  type StoredArticleList,
  type StoredArticleRecord,
  type StoredExchangeRateRecord,
  type StoredGalleryPictureRecord,
  type StoredHomeBlockRecord,
  type StoredPageRecord,
  type StoredSiteRecord,
  type StoredSiteSettingsRecord,
  type StoredSiteTextsRecord,
  siteRecordSchema,
  siteSettingsRecordSchema,
  siteTextsRecordSchema,
} from '@hotel/contract/schemas/admin-content-records';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../platform/envelope.ts';
import type { Tx } from '../../platform/transactions.ts';
import type { ExchangeService } from '../catalog/catalog.module.ts';
import { tierThresholdsOf } from '../member/member.module.ts';
import type { AdminDeps } from './admin.routes.ts';
import { recordAudit } from './audit.ts';
import { assertHotel, STAFF_AREAS, type StaffPrincipal } from './staff-access.ts';

/** Content (editors and group admins), site settings, languages and currencies (group), payment methods (hotel). */
export const adminContentRoutes =
  (deps: AdminDeps & { exchange: ExchangeService; previewKey: string }): FastifyPluginAsyncZod =>
  async (app) => {
    const content = { onRequest: deps.access.guard(STAFF_AREAS.content) };
    const group = { onRequest: deps.access.guard(STAFF_AREAS.group) };
    const audited =
      (
        principal: StaffPrincipal,
        action: string,
        entityType: string,
        entityId: string,
        hotelCode: string | null = null,
      ) =>
      async (tx: Tx, before: unknown, after: unknown) => {
        await recordAudit(tx, { staff: principal, action, entityType, entityId, hotelCode, before, after });
      };
    const siteQuery = z.object({ siteCode: siteParamsSchema.shape.siteCode.optional() });

    // Home blocks ---------------------------------------------------------------------------------
    app.get(
      '/content/home-blocks',
      { ...content, schema: { querystring: siteQuery, response: { 200: envelope(homeBlockRecordListSchema) } } },
      async (request) =>
        ok<StoredHomeBlockRecord[]>(await deps.contentAdmin.listHomeBlocksForAdmin(request.query.siteCode)),
    );
    app.post(
      '/content/home-blocks',
      { ...content, schema: { body: homeBlockFieldsSchema, response: { 200: envelope(homeBlockRecordSchema) } } },
      async (request) => {
        const principal = deps.access.staffOf(request);
        return ok<StoredHomeBlockRecord>(
          await deps.contentAdmin.saveHomeBlock(null, request.body, async (tx, before, after) =>
            audited(principal, 'homeBlock.create', 'homeBlock', String(after.id))(tx, before, after),
          ),
        );
      },
    );
    app.put(
      '/content/home-blocks/:id',
      {
        ...content,
        schema: {
          params: homeBlockParamsSchema,
          body: homeBlockFieldsSchema,
          response: { 200: envelope(homeBlockRecordSchema) },
        },
      },
      async (request) => {
        const principal = deps.access.staffOf(request);
        const id = request.params.id;
        return ok<StoredHomeBlockRecord>(
          await deps.contentAdmin.saveHomeBlock(
            id,
            request.body,
            audited(principal, 'homeBlock.update', 'homeBlock', String(id)),
          ),
        );
      },
    );

    // Articles ------------------------------------------------------------------------------------
    app.get('/content/articles', { ...content, schema: { response: { 200: envelope(articleListSchema) } } }, async () =>
      ok<StoredArticleList>({
        types: await deps.contentAdmin.listArticleTypesForAdmin(),
        list: await deps.contentAdmin.listArticlesForAdmin(),
      }),
    );
    app.post(
      '/content/articles',
      { ...content, schema: { body: articleCreateSchema, response: { 200: envelope(articleRecordSchema) } } },
      async (request) => {
        const principal = deps.access.staffOf(request);
        const code = request.body.articleCode;
        return ok<StoredArticleRecord>(
          await deps.contentAdmin.saveArticle(
            code,
            request.body,
            audited(principal, 'article.create', 'article', code),
            'create',
          ),
        );
      },
    );
    app.put(
      '/content/articles/:articleCode',
      {
        ...content,
        schema: {
          params: articleParamsSchema,
          body: articleFieldsSchema,
          response: { 200: envelope(articleRecordSchema) },
        },
      },
      async (request) => {
        const principal = deps.access.staffOf(request);
        const code = request.params.articleCode;
        return ok<StoredArticleRecord>(
          await deps.contentAdmin.saveArticle(
            code,
            request.body,
            audited(principal, 'article.update', 'article', code),
            'update',
          ),
        );
      },
    );

    // Pages, with preview -------------------------------------------------------------------------
    app.get('/content/pages', { ...content, schema: { response: { 200: envelope(pageRecordListSchema) } } }, async () =>
      ok<StoredPageRecord[]>(await deps.contentAdmin.listPagesForAdmin()),
    );
    app.post(
      '/content/pages',
      { ...content, schema: { body: pageCreateSchema, response: { 200: envelope(pageRecordSchema) } } },
      async (request) => {
        const principal = deps.access.staffOf(request);
        const id = request.body.pageId;
        return ok<StoredPageRecord>(
          await deps.contentAdmin.savePage(id, request.body, audited(principal, 'page.create', 'page', id), 'create'),
        );
      },
    );
    app.put(
      '/content/pages/:pageId',
      {
        ...content,
        schema: { params: pageParamsSchema, body: pageFieldsSchema, response: { 200: envelope(pageRecordSchema) } },
      },
      async (request) => {
        const principal = deps.access.staffOf(request);
        const id = request.params.pageId;
        return ok<StoredPageRecord>(
          await deps.contentAdmin.savePage(id, request.body, audited(principal, 'page.update', 'page', id), 'update'),
        );
      },
    );
    app.get(
      '/content/pages/:pageId/preview',
      {
        ...content,
        schema: {
          params: pageParamsSchema,
          querystring: pagePreviewQuerySchema,
          response: { 200: envelope(pagePreviewSchema) },
        },
      },
      async (request) =>
        ok(await deps.contentAdmin.previewPage(request.params.pageId, request.query.lang, deps.previewKey)),
    );

    // Gallery -------------------------------------------------------------------------------------
    app.get(
      '/content/gallery',
      { ...content, schema: { response: { 200: envelope(galleryPictureRecordListSchema) } } },
      async () => ok<StoredGalleryPictureRecord[]>(await deps.contentAdmin.listGalleryForAdmin()),
    );
    app.post(
      '/content/gallery',
      {
        ...content,
        schema: { body: galleryPictureFieldsSchema, response: { 200: envelope(galleryPictureRecordSchema) } },
      },
      async (request) => {
        const principal = deps.access.staffOf(request);
        return ok<StoredGalleryPictureRecord>(
          await deps.contentAdmin.saveGalleryPicture(null, request.body, async (tx, before, after) =>
            audited(principal, 'gallery.create', 'galleryPicture', String(after.id))(tx, before, after),
          ),
        );
      },
    );
    app.put(
      '/content/gallery/:id',
      {
        ...content,
        schema: {
          params: galleryParamsSchema,
          body: galleryPictureFieldsSchema,
          response: { 200: envelope(galleryPictureRecordSchema) },
        },
      },
      async (request) => {
        const principal = deps.access.staffOf(request);
        const id = request.params.id;
        return ok<StoredGalleryPictureRecord>(
          await deps.contentAdmin.saveGalleryPicture(
            id,
            request.body,
            audited(principal, 'gallery.update', 'galleryPicture', String(id)),
          ),
        );
      },
    );

    // Agreements ----------------------------------------------------------------------------------
    app.get(
      '/content/agreements',
      { ...content, schema: { response: { 200: envelope(agreementRecordListSchema) } } },
      async () => ok<StoredAgreementRecord[]>(await deps.contentAdmin.listAgreementsForAdmin()),
    );
    app.post(
      '/content/agreements',
      { ...content, schema: { body: agreementCreateSchema, response: { 200: envelope(agreementRecordSchema) } } },
      async (request) => {
        const principal = deps.access.staffOf(request);
        const code = request.body.code;
        return ok<StoredAgreementRecord>(
          await deps.contentAdmin.saveAgreement(
            code,
            request.body,
            audited(principal, 'agreement.create', 'agreement', code),
            'create',
          ),
        );
      },
    );
    app.put(
      '/content/agreements/:code',
      {
        ...content,
        schema: {
          params: agreementParamsSchema,
          body: agreementFieldsSchema,
          response: { 200: envelope(agreementRecordSchema) },
        },
      },
      async (request) => {
        const principal = deps.access.staffOf(request);
        const code = request.params.code;
        return ok<StoredAgreementRecord>(
          await deps.contentAdmin.saveAgreement(
            code,
            request.body,
            audited(principal, 'agreement.update', 'agreement', code),
            'update',
          ),
        );
      },
    );

    // Sites: bulletin and footer, appearance (content); settings (group) ----------------------------
    app.get('/sites', { ...content, schema: { response: { 200: envelope(adminSiteRecordListSchema) } } }, async () => {
      const sites = await deps.siteAdmin.listSitesForAdmin();
      return ok<StoredAdminSiteRecord[]>(
        await Promise.all(
          sites.map(async (site) => ({
            ...site,
            ...(await tierThresholdsOf(deps.loyalty, site.siteCode)),
            texts: await deps.contentAdmin.findSiteTextsForAdmin(site.siteCode),
          })),
        ),
      );
    });
    app.put(
      '/sites/:siteCode/texts',
      {
        ...content,
        schema: {
          params: siteParamsSchema,
          body: siteTextsFieldsSchema,
          response: { 200: envelope(siteTextsRecordSchema) },
        },
      },
      async (request) => {
        const principal = deps.access.staffOf(request);
        const { siteCode } = request.params;
        await deps.siteAdmin.lockSite(siteCode);
        return ok<StoredSiteTextsRecord>(
          await deps.contentAdmin.saveSiteTexts(
            siteCode,
            request.body,
            audited(principal, 'site.texts', 'site', siteCode),
          ),
        );
      },
    );
    app.put(
      '/sites/:siteCode/appearance',
      {
        ...content,
        schema: { params: siteParamsSchema, body: siteAppearanceSchema, response: { 200: envelope(siteRecordSchema) } },
      },
      async (request) => {
        const principal = deps.access.staffOf(request);
        const { siteCode } = request.params;
        const saved = await deps.records.saveSiteAppearance(
          siteCode,
          request.body,
          audited(principal, 'site.appearance', 'site', siteCode),
        );
        deps.sites.clearCache();
        return ok<StoredSiteRecord>(saved);
      },
    );
    app.put(
      '/sites/:siteCode/settings',
      {
        ...group,
        schema: {
          params: siteParamsSchema,
          body: siteSettingsSchema,
          response: { 200: envelope(siteSettingsRecordSchema) },
        },
      },
      async (request) => {
        const principal = deps.access.staffOf(request);
        const { siteCode } = request.params;
        const before = await tierThresholdsOf(deps.loyalty, siteCode);
        const saved = await deps.records.saveSiteSettings(
          siteCode,
          request.body,
          before,
          audited(principal, 'site.settings', 'site', siteCode),
        );
        deps.sites.clearCache();
        deps.loyalty.clearSettingsCache();
        return ok<StoredSiteSettingsRecord>(saved);
      },
    );

    // Currencies and exchange rates (group); payment methods per hotel ------------------------------
    app.get(
      '/exchange-rates',
      {
        onRequest: deps.access.guard(STAFF_AREAS.catalogue),
        schema: { response: { 200: envelope(exchangeRateRecordListSchema) } },
      },
      async () => ok<StoredExchangeRateRecord[]>(await deps.catalogAdmin.listExchangeRates()),
    );
    app.put(
      '/exchange-rates/:currency',
      {
        ...group,
        schema: {
          params: currencyParamsSchema,
          body: exchangeRateFieldsSchema,
          response: { 200: envelope(exchangeRateRecordSchema) },
        },
      },
      async (request) => {
        const principal = deps.access.staffOf(request);
        const { currency } = request.params;
        const saved = await deps.catalogAdmin.saveExchangeRate(
          currency,
          request.body,
          audited(principal, 'exchangeRate.save', 'exchangeRate', currency),
        );
        deps.exchange.clearCache();
        deps.onCatalogChanged();
        return ok<StoredExchangeRateRecord>(saved);
      },
    );
    app.put(
      '/hotels/:hotelCode/payment-methods',
      {
        onRequest: deps.access.guard(STAFF_AREAS.catalogue),
        schema: {
          params: hotelCodeParamsSchema,
          body: paymentMethodsSchema,
          response: { 200: envelope(paymentMethodsRecordSchema) },
        },
      },
      async (request) => {
        const principal = deps.access.staffOf(request);
        const { hotelCode } = request.params;
        assertHotel(principal, hotelCode);
        const saved = await deps.catalogAdmin.savePaymentChannels(
          hotelCode,
          request.body.paymentChannels,
          audited(principal, 'hotel.paymentMethods', 'hotel', hotelCode, hotelCode),
        );
        deps.onCatalogChanged();
        return ok<PaymentMethodsRecord>(saved);
      },
    );
  };
