import {
  DEFAULT_AREA_CODE,
  MAX_ADULTS_PER_ROOM,
  MAX_CHILDREN_PER_ROOM,
  MAX_ROOMS_PER_BOOKING,
} from '@hotel/contract/constants';
import { addonsForMealPlan, SpecialRequest, TITLES } from '@hotel/contract/enums';
import { inLanguage } from '@hotel/contract/localizedText';
import { codeSchema, exchangeNoSchema, languageSchema } from '@hotel/contract/schemas/common';
import { commentMaxLength } from '@hotel/contract/schemas/order';
import {
  type Addon,
  AGREEMENT_KEYS,
  addonListSchema,
  type OrderFillConfig,
  type OrderHotel,
  orderFillConfigSchema,
  orderHotelSchema,
  type PaymentTypeInfo,
  paymentChannelsSchema,
  paymentTypeInfoSchema,
  type TimePeriodPrice,
  timePeriodPriceSchema,
} from '@hotel/contract/schemas/orderFlow';
import { timePeriodPriceQuerySchema } from '@hotel/contract/schemas/search';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../platform/envelope.ts';
import { AppError } from '../../platform/errors.ts';
import type { ExchangeService, HotelReads, RoomService } from '../catalog/catalog.module.ts';
import type { MemberPricing } from '../member/member.module.ts';
import type { SiteService } from '../site/site.module.ts';
import { basisPoints } from './amounts.ts';

const langParams = z.object({ lang: languageSchema });
const hotelQuery = z.object({ hotelCode: codeSchema });

/** What the booking form needs to know before an order exists. */
export const bookingInfoRoutes =
  (deps: {
    hotels: HotelReads;
    sites: SiteService;
    rooms: RoomService;
    exchange: ExchangeService;
    memberPricing?: MemberPricing;
    /** The hotel's channels a guest may pay with now (none without an online provider or its credentials). */
    usableChannels(hotelCode: string, channels: number[]): Promise<number[]>;
  }): FastifyPluginAsyncZod =>
  async (app) => {
    const channelsOf = (hotel: { hotelCode: string; paymentChannels: number[] }) =>
      deps.usableChannels(hotel.hotelCode, hotel.paymentChannels);
    const hotelOf = async (hotelCode: string) => {
      const row = await deps.hotels.findHotel(hotelCode);
      if (!row) throw new AppError('hotelNotFound');
      return row.hotel;
    };

    app.get(
      '/:lang/orders/addons',
      {
        schema: {
          params: langParams,
          querystring: hotelQuery.extend({
            exchangeNo: exchangeNoSchema.optional(),
            ratePlanCode: codeSchema.optional(),
          }),
          response: { 200: envelope(addonListSchema) },
        },
      },
      async (request) => {
        const hotel = await hotelOf(request.query.hotelCode);
        const convert = await deps.exchange.converterTo(request.query.exchangeNo);
        const all = await deps.hotels.listAddons(hotel.hotelCode);
        const { ratePlanCode } = request.query;
        const rate = ratePlanCode
          ? (await deps.hotels.listRatePlans(hotel.hotelCode)).find((plan) => plan.ratePlanCode === ratePlanCode)
          : undefined;
        if (ratePlanCode && !rate) throw new AppError('ratePlanNotFound');
        // With a rate, only the add-ons it can take (no breakfast to buy on a breakfast rate).
        const addons = rate ? addonsForMealPlan(all, rate.mealPlan) : all;
        return ok(
          addons.map(
            (addon): Addon => ({
              addonCode: addon.addonCode,
              addonType: addon.addonType,
              name: inLanguage(addon.name, request.lang),
              description: inLanguage(addon.description, request.lang),
              pricingUnit: addon.pricingUnit,
              price: addon.price,
              currency: hotel.currency,
              exchangePrice: convert(addon.price, hotel.currency) ?? null,
            }),
          ),
        );
      },
    );

    app.get(
      '/:lang/orders/hotel',
      { schema: { params: langParams, querystring: hotelQuery, response: { 200: envelope(orderHotelSchema) } } },
      async (request) => {
        const hotel = await hotelOf(request.query.hotelCode);
        return ok<OrderHotel>({
          hotelCode: hotel.hotelCode,
          name: inLanguage(hotel.name, request.lang),
          address: inLanguage(hotel.address, request.lang),
          phone: hotel.phone,
          currency: hotel.currency,
          timeZone: hotel.timeZone,
          checkInTime: hotel.checkInTime,
          checkOutTime: hotel.checkOutTime,
          reservationNotice: inLanguage(hotel.reservationNotice, request.lang),
          taxRateBp: hotel.taxRateBp,
          serviceChargeBp: hotel.serviceChargeBp,
        });
      },
    );

    app.get(
      '/:lang/orders/payment-type',
      {
        schema: {
          params: langParams,
          querystring: hotelQuery.extend({ ratePlanCode: codeSchema }),
          response: { 200: envelope(paymentTypeInfoSchema) },
        },
      },
      async (request) => {
        const hotel = await hotelOf(request.query.hotelCode);
        const rate = (await deps.hotels.listRatePlans(hotel.hotelCode)).find(
          (r) => r.ratePlanCode === request.query.ratePlanCode,
        );
        if (!rate) throw new AppError('ratePlanNotFound');
        return ok<PaymentTypeInfo>({ paymentType: rate.paymentType, channels: await channelsOf(hotel) });
      },
    );

    app.get(
      '/payments',
      { schema: { querystring: hotelQuery, response: { 200: envelope(paymentChannelsSchema) } } },
      async (request) => {
        const hotel = await hotelOf(request.query.hotelCode);
        return ok({ channels: await channelsOf(hotel) });
      },
    );

    app.get(
      '/hotel-configs/order-fill',
      { schema: { response: { 200: envelope(orderFillConfigSchema) } } },
      async (request) => {
        const site = await deps.sites.siteForHost(request.hostname);
        return ok<OrderFillConfig>({
          minPersonNum: site.minPersonNum,
          defaultAdultsNum: site.defaultAdultsNum,
          defaultAreaCode: DEFAULT_AREA_CODE,
          maxRooms: MAX_ROOMS_PER_BOOKING,
          maxAdultsPerRoom: MAX_ADULTS_PER_ROOM,
          maxChildrenPerRoom: MAX_CHILDREN_PER_ROOM,
          commentMaxLength: commentMaxLength(request.lang),
          titles: [...TITLES],
          specialRequests: Object.values(SpecialRequest),
          childFreeBedAge: site.childFreeBedAge,
          paymentDeadlineMinutes: site.paymentDeadlineMinutes,
          agreements: [...AGREEMENT_KEYS],
        });
      },
    );

    /** The price of a room and rate over the stay, with the hotel's service charge and tax. */
    app.get(
      '/:lang/hotels/:hotelCode/rooms/:roomTypeCode/time-period-price',
      {
        schema: {
          params: langParams.extend({ hotelCode: codeSchema, roomTypeCode: codeSchema }),
          querystring: timePeriodPriceQuerySchema,
          response: { 200: envelope(timePeriodPriceSchema) },
        },
      },
      async (request) => {
        const { hotelCode, roomTypeCode } = request.params;
        const site = await deps.sites.siteForHost(request.hostname);
        const member = deps.memberPricing
          ? await deps.memberPricing(request, site.siteCode)
          : { isMember: false, memberDiscountPercent: 0 };
        // A full rate is answered with its reason (isFull, unavailableReason); one not offered is refused with why.
        const rate = await deps.rooms.stayRate(hotelCode, roomTypeCode, request.query.ratePlanCode, request.query, {
          lang: request.lang,
          ...member,
          minGuestsPerRoom: site.minPersonNum,
          childFreeBedAge: site.childFreeBedAge,
        });
        const hotel = await hotelOf(hotelCode);
        const serviceAmount = basisPoints(rate.total.amount, hotel.serviceChargeBp);
        const taxAmount = basisPoints(rate.total.amount + serviceAmount, hotel.taxRateBp);
        return ok<TimePeriodPrice>({
          ...rate,
          serviceAmount,
          taxAmount,
          totalWithCharges: rate.total.amount + serviceAmount + taxAmount,
        });
      },
    );
  };
