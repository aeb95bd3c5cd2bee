import multipart from '@fastify/multipart';
import { languageSchema } from '@hotel/contract/schemas/common';
import {
  addressBookSchema,
  addressSaveSchema,
  avatarResultSchema,
  cancelGoodsOrderSchema,
  cartAddSchema,
  cartQuantitySchema,
  cartSchema,
  checkoutCreateSchema,
  checkoutQuoteResultSchema,
  checkoutQuoteSchema,
  distributionSchema,
  goodsAllowanceSchema,
  goodsCallbackStatusSchema,
  goodsDetailSchema,
  goodsOrderDetailSchema,
  goodsOrderPageSchema,
  goodsOrderPaymentSchema,
  goodsOrderReceiptSchema,
  goodsPageSchema,
  goodsPaymentStartSchema,
  goodsSearchQuerySchema,
  mallCategoryListSchema,
  orderPageListSchema,
  returnRequestCreateSchema,
  reviewCreateSchema,
  reviewListQuerySchema,
  reviewPageSchema,
  reviewSchema,
  shareLinkCreateSchema,
  shareLinkSchema,
  uploadResultSchema,
  withdrawalRequestSchema,
  withdrawalSchema,
} from '@hotel/contract/schemas/mall';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../platform/envelope.ts';
import { AppError } from '../../platform/errors.ts';
import type { MemberAuth } from '../member/member.module.ts';
import { paymentClient } from '../payments/payments.module.ts';
import type { SiteService } from '../site/site.module.ts';
import type { MallAddresses } from './addresses.service.ts';
import type { MallCart } from './cart.service.ts';
import type { MallCatalog } from './catalog.service.ts';
import type { GoodsOrderRow, MallCheckout } from './checkout.service.ts';
import type { MallDistribution } from './distribution.service.ts';
import type { GoodsPayments } from './mall.payments.ts';
import type { MallOrders } from './orders.service.ts';
import type { MallReviews } from './reviews.service.ts';
import type { MallShipping } from './shipping.service.ts';
import { type MallUploads, readPictures } from './uploads.ts';
import type { MallWithdrawals } from './withdrawals.service.ts';

export interface MallRouteDeps {
  catalog: MallCatalog;
  cart: MallCart;
  checkout: MallCheckout;
  orders: MallOrders;
  payments: Pick<GoodsPayments, 'start' | 'status'>;
  reviews: MallReviews;
  uploads: MallUploads;
  distribution: MallDistribution;
  withdrawals: MallWithdrawals;
  shipping: Pick<MallShipping, 'confirmReceipt' | 'requestReturn'>;
  addresses: MallAddresses;
  session: MemberAuth;
  sites: SiteService;
}

const langParams = z.object({ lang: languageSchema });
const code = z.string().trim().min(1).max(64);
const idempotencyKey = z.string().trim().min(8).max(100).optional();
/** The spec's shop calls carry the site's shop id; a site without a mall shop answers 32008. */
const shopBody = { shopId: z.string().trim().max(64).optional() };

const receiptOf = (order: GoodsOrderRow) => ({
  orderId: order.orderId,
  status: order.status,
  payAmount: order.payAmount,
  currency: order.currency,
  paymentDeadline: order.paymentDeadline?.toISOString() ?? null,
});

/** The mall's public and member API under `/api/v1/booking`. */
export const mallRoutes =
  (deps: MallRouteDeps): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(multipart, { limits: { fileSize: 5 * 1024 * 1024, files: 5, fields: 5, parts: 10 } });
    const member = async (request: FastifyRequest) => (await deps.session.requireMember(request)).member;
    const context = async (request: FastifyRequest, idempotency?: string) => {
      const signedIn = await member(request);
      const site = await deps.sites.siteForHost(request.hostname);
      return {
        memberId: signedIn.memberId,
        siteCode: site.siteCode,
        paymentDeadlineMinutes: site.paymentDeadlineMinutes,
        lang: request.lang,
        idempotencyKey: idempotency,
      };
    };
    const requireShop = async (request: FastifyRequest, shopId: string | undefined) => {
      const site = await deps.sites.siteForHost(request.hostname);
      if (!(shopId || site.shopId)) throw new AppError('shopIdRequired');
    };

    // Catalogue
    app.get(
      '/:lang/mall/categories',
      { schema: { params: langParams, response: { 200: envelope(mallCategoryListSchema) } } },
      async (request) => ok(await deps.catalog.categories(request.lang)),
    );
    app.get(
      '/:lang/mall/goods',
      {
        schema: {
          params: langParams,
          querystring: goodsSearchQuerySchema,
          response: { 200: envelope(goodsPageSchema) },
        },
      },
      async (request) => ok(await deps.catalog.search(request.query, request.lang)),
    );
    const goodsParams = langParams.extend({ goodsCode: code });
    app.get(
      '/:lang/mall/goods/:goodsCode',
      { schema: { params: goodsParams, response: { 200: envelope(goodsDetailSchema) } } },
      async (request) => ok(await deps.catalog.detail(request.params.goodsCode, request.lang)),
    );
    app.get(
      '/:lang/mall/goods/:goodsCode/allowance',
      { schema: { params: goodsParams, response: { 200: envelope(goodsAllowanceSchema) } } },
      async (request) => ok(await deps.cart.allowance(await context(request), request.params.goodsCode)),
    );
    app.get(
      '/:lang/mall/goods/:goodsCode/reviews',
      {
        schema: {
          params: goodsParams,
          querystring: reviewListQuerySchema,
          response: { 200: envelope(reviewPageSchema) },
        },
      },
      async (request) =>
        ok(
          await deps.catalog.reviews(
            request.params.goodsCode,
            request.query.page,
            request.query.size,
            request.lang,
            request.query.withPictures === 'true',
          ),
        ),
    );

    // Cart
    app.get(
      '/:lang/mall/cart',
      { schema: { params: langParams, response: { 200: envelope(cartSchema) } } },
      async (request) => ok(await deps.cart.list(await context(request), request.lang)),
    );
    app.post(
      '/:lang/mall/cart',
      { schema: { params: langParams, body: cartAddSchema, response: { 200: envelope(cartSchema) } } },
      async (request) => {
        const viewer = await context(request);
        const capped = await deps.cart.add(viewer.memberId, request.body.skuCode, request.body.quantity, request.lang);
        return ok(await deps.cart.list(viewer, request.lang, capped));
      },
    );
    const lineParams = langParams.extend({ lineId: code });
    app.put(
      '/:lang/mall/cart/:lineId',
      { schema: { params: lineParams, body: cartQuantitySchema, response: { 200: envelope(cartSchema) } } },
      async (request) => {
        const viewer = await context(request);
        const capped = await deps.cart.setQuantity(
          viewer.memberId,
          request.params.lineId,
          request.body.quantity,
          request.lang,
        );
        return ok(await deps.cart.list(viewer, request.lang, capped));
      },
    );
    app.delete(
      '/:lang/mall/cart/:lineId',
      { schema: { params: lineParams, response: { 200: envelope(cartSchema) } } },
      async (request) => {
        const viewer = await context(request);
        await deps.cart.remove(viewer.memberId, request.params.lineId);
        return ok(await deps.cart.list(viewer, request.lang));
      },
    );

    // Address book
    app.get(
      '/:lang/mall/addresses',
      { schema: { params: langParams, response: { 200: envelope(addressBookSchema) } } },
      async (request) => ok(await deps.addresses.list((await member(request)).memberId)),
    );
    app.post(
      '/:lang/mall/addresses',
      { schema: { params: langParams, body: addressSaveSchema, response: { 200: envelope(addressBookSchema) } } },
      async (request) => ok(await deps.addresses.save((await member(request)).memberId, request.body)),
    );
    const addressParams = langParams.extend({ addressId: code });
    app.put(
      '/:lang/mall/addresses/:addressId',
      { schema: { params: addressParams, body: addressSaveSchema, response: { 200: envelope(addressBookSchema) } } },
      async (request) =>
        ok(await deps.addresses.save((await member(request)).memberId, request.body, request.params.addressId)),
    );
    app.delete(
      '/:lang/mall/addresses/:addressId',
      { schema: { params: addressParams, response: { 200: envelope(addressBookSchema) } } },
      async (request) => ok(await deps.addresses.remove((await member(request)).memberId, request.params.addressId)),
    );

    // Checkout and payment
    app.post(
      '/:lang/mall/checkout/quote',
      {
        schema: {
          params: langParams,
          body: checkoutQuoteSchema,
          response: { 200: envelope(checkoutQuoteResultSchema) },
        },
      },
      async (request) => ok(await deps.checkout.quote(request.body, await context(request))),
    );
    app.post(
      '/:lang/mall/checkout',
      {
        schema: {
          params: langParams,
          body: checkoutCreateSchema,
          headers: z.object({ 'idempotency-key': idempotencyKey }),
          response: { 200: envelope(goodsOrderReceiptSchema) },
        },
      },
      async (request) => {
        const order = await deps.checkout.create(
          request.body,
          await context(request, request.headers['idempotency-key']),
        );
        return ok(receiptOf(order));
      },
    );
    app.post(
      '/:lang/mall/orders/payment',
      {
        schema: {
          params: langParams,
          body: goodsOrderPaymentSchema,
          response: { 200: envelope(goodsPaymentStartSchema) },
        },
      },
      async (request) => {
        const { memberId } = await member(request);
        const { orderId, channel } = request.body;
        // The shop's own choice of channels (a site setting); accounts and currency are the pipeline's checks.
        const site = await deps.sites.siteForHost(request.hostname);
        if (site.mallChannels.length > 0 && !site.mallChannels.includes(channel))
          throw new AppError('mallChannelNotOffered', { field: 'channel' });
        return ok(
          await deps.payments.start(orderId, {
            channel,
            language: request.lang,
            payer: memberId,
            ...paymentClient(request),
          }),
        );
      },
    );
    const orderParams = langParams.extend({ orderId: code });
    app.get(
      '/:lang/mall/orders/:orderId/callbackStatus',
      { schema: { params: orderParams, response: { 200: envelope(goodsCallbackStatusSchema) } } },
      async (request) => {
        const order = await deps.orders.ownOrder(request.params.orderId, (await member(request)).memberId);
        return ok(await deps.payments.status(order.orderId));
      },
    );
    app.get(
      '/:lang/mall/orders/:orderId',
      { schema: { params: orderParams, response: { 200: envelope(goodsOrderDetailSchema) } } },
      async (request) =>
        ok(await deps.orders.detail(request.params.orderId, (await member(request)).memberId, request.lang)),
    );
    app.post(
      '/:lang/mall/orders/:orderId/receipt',
      { schema: { params: orderParams, response: { 200: envelope(goodsOrderDetailSchema) } } },
      async (request) => {
        const { memberId } = await member(request);
        await deps.shipping.confirmReceipt(request.params.orderId, memberId);
        return ok(await deps.orders.detail(request.params.orderId, memberId, request.lang));
      },
    );
    app.post(
      '/:lang/mall/orders/:orderId/return',
      {
        schema: {
          params: orderParams,
          body: returnRequestCreateSchema,
          response: { 200: envelope(goodsOrderDetailSchema) },
        },
      },
      async (request) => {
        const { memberId } = await member(request);
        await deps.shipping.requestReturn(request.params.orderId, memberId, request.body.reason);
        return ok(await deps.orders.detail(request.params.orderId, memberId, request.lang));
      },
    );

    // The spec's shop-order calls
    app.post(
      '/pc/ORDER/shopmallorder/orderPageList',
      { schema: { body: orderPageListSchema.extend(shopBody), response: { 200: envelope(goodsOrderPageSchema) } } },
      async (request) => {
        const { memberId } = await member(request);
        await requireShop(request, request.body.shopId);
        const { page, size, status } = request.body;
        return ok(await deps.orders.page({ memberId, status }, page, size, request.lang));
      },
    );
    app.post(
      '/pc/ORDER/shopmallorderstatus/cancelOrder',
      {
        schema: { body: cancelGoodsOrderSchema.extend(shopBody), response: { 200: envelope(goodsOrderDetailSchema) } },
      },
      async (request) => {
        const { memberId } = await member(request);
        await requireShop(request, request.body.shopId);
        return ok(await deps.orders.cancel(request.body.orderId, { memberId }, request.body.reason));
      },
    );

    // Reviews, pictures and avatar
    app.post(
      '/:lang/mall/uploads',
      { schema: { params: langParams, response: { 200: envelope(uploadResultSchema) } } },
      async (request) => {
        const { memberId } = await member(request);
        const saved = await deps.uploads.save(memberId, await readPictures(request, 'review'), 'review');
        return ok({ pictures: saved.map(({ path: _path, ...picture }) => picture) });
      },
    );
    app.post(
      '/:lang/mall/avatar',
      { schema: { params: langParams, response: { 200: envelope(avatarResultSchema) } } },
      async (request) => {
        const { memberId } = await member(request);
        const [picture] = await readPictures(request, 'avatar');
        return ok(await deps.uploads.setAvatar(memberId, picture!));
      },
    );
    app.post(
      '/:lang/mall/reviews',
      { schema: { params: langParams, body: reviewCreateSchema, response: { 200: envelope(reviewSchema) } } },
      async (request) => ok(await deps.reviews.create((await member(request)).memberId, request.body, request.lang)),
    );

    // Distribution
    app.post(
      '/:lang/mall/distribution/links',
      { schema: { params: langParams, body: shareLinkCreateSchema, response: { 200: envelope(shareLinkSchema) } } },
      async (request) =>
        ok(await deps.distribution.createLink((await member(request)).memberId, request.body.goodsCode, request.lang)),
    );
    app.get(
      '/:lang/mall/distribution',
      { schema: { params: langParams, response: { 200: envelope(distributionSchema) } } },
      async (request) => ok(await deps.distribution.overview((await member(request)).memberId, request.lang)),
    );
    app.post(
      '/:lang/mall/distribution/withdrawals',
      { schema: { params: langParams, body: withdrawalRequestSchema, response: { 200: envelope(withdrawalSchema) } } },
      async (request) => ok(await deps.withdrawals.request((await member(request)).memberId, request.body.amount)),
    );
  };
