import { ADMIN_API_ROUTES } from '@hotel/contract/routes';
import { hotelCodeParamsSchema } from '@hotel/contract/schemas/admin';
import {
  addonCreateSchema,
  addonFieldsSchema,
  addonParamsSchema,
  adminAddonListSchema,
  adminAddonSchema,
  adminCityListSchema,
  adminHotelListSchema,
  adminHotelSchema,
  adminPromotionCodeListSchema,
  adminPromotionCodeSchema,
  adminRatePlanListSchema,
  adminRatePlanSchema,
  adminRoomTypeListSchema,
  adminRoomTypeSchema,
  hotelCreateSchema,
  hotelFieldsSchema,
  promotionCodeCreateSchema,
  promotionCodeFieldsSchema,
  promotionCodeParamsSchema,
  ratePlanCreateSchema,
  ratePlanFieldsSchema,
  ratePlanParamsSchema,
  ratePlanRemovalSchema,
  roomTypeCreateSchema,
  roomTypeFieldsSchema,
  roomTypeParamsSchema,
} from '@hotel/contract/schemas/admin-catalog';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, ok } from '../../platform/envelope.ts';
import type { Tx } from '../../platform/transactions.ts';
import type { AdminDeps } from './admin.routes.ts';
import { recordAudit } from './audit.ts';
import { assertHotel, assertRole, hotelScopeOf, STAFF_AREAS, type StaffPrincipal } from './staff-access.ts';

/** Hotels, room types, rate plans, add-ons and codes: group admins everywhere, hotel managers in their hotels. */
export const adminCatalogRoutes =
  (deps: AdminDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const catalogue = { onRequest: deps.access.guard(STAFF_AREAS.catalogue) };
    const staffOf = (request: FastifyRequest) => deps.access.staffOf(request);
    /** The staff member, after checking the hotel of the path. */
    const inHotel = (request: FastifyRequest, hotelCode: string) => {
      const principal = staffOf(request);
      assertHotel(principal, hotelCode);
      return principal;
    };
    const audited =
      (principal: StaffPrincipal, action: string, entityType: string, entityId: string, hotelCode: string | null) =>
      async (tx: Tx, before: unknown, after: unknown) => {
        await recordAudit(tx, { staff: principal, action, entityType, entityId, hotelCode, before, after });
      };
    /** Guest pages read the catalogue through caches: drop them in every process. */
    const changed = <T>(value: T) => {
      deps.onCatalogChanged();
      return ok(value);
    };

    app.get(
      '/cities',
      { ...catalogue, schema: { response: { 200: envelope(adminCityListSchema) } } },
      async (request) => ok(await deps.catalogAdmin.listCitiesForAdmin(request.lang)),
    );

    // Hotels: the list also serves reservation filters, so front desk may read its own hotels.
    app.get(
      '/hotels',
      {
        onRequest: deps.access.guard(STAFF_AREAS.reservations),
        schema: { response: { 200: envelope(adminHotelListSchema) } },
      },
      async (request) => ok(await deps.catalogAdmin.listHotelsForAdmin(hotelScopeOf(staffOf(request)))),
    );

    app.post(
      '/hotels',
      {
        onRequest: deps.access.guard(STAFF_AREAS.group),
        schema: { body: hotelCreateSchema, response: { 200: envelope(adminHotelSchema) } },
      },
      async (request) => {
        const input = request.body;
        const principal = staffOf(request);
        return changed(
          await deps.catalogAdmin.createHotel(
            input,
            audited(principal, 'hotel.create', 'hotel', input.hotelCode, input.hotelCode),
          ),
        );
      },
    );

    app.put(
      '/hotels/:hotelCode',
      {
        ...catalogue,
        schema: {
          params: hotelCodeParamsSchema,
          body: hotelFieldsSchema,
          response: { 200: envelope(adminHotelSchema) },
        },
      },
      async (request) => {
        const { hotelCode } = request.params;
        const principal = inHotel(request, hotelCode);
        return changed(
          await deps.catalogAdmin.updateHotel(
            hotelCode,
            request.body,
            audited(principal, 'hotel.update', 'hotel', hotelCode, hotelCode),
          ),
        );
      },
    );

    // Room types ---------------------------------------------------------------------------------
    app.get(
      '/hotels/:hotelCode/room-types',
      { ...catalogue, schema: { params: hotelCodeParamsSchema, response: { 200: envelope(adminRoomTypeListSchema) } } },
      async (request) => {
        inHotel(request, request.params.hotelCode);
        return ok(await deps.catalogAdmin.listRoomTypesForAdmin(request.params.hotelCode));
      },
    );
    app.post(
      '/hotels/:hotelCode/room-types',
      {
        ...catalogue,
        schema: {
          params: hotelCodeParamsSchema,
          body: roomTypeCreateSchema,
          response: { 200: envelope(adminRoomTypeSchema) },
        },
      },
      async (request) => {
        const { hotelCode } = request.params;
        const principal = inHotel(request, hotelCode);
        const id = `${hotelCode}:${request.body.roomTypeCode}`;
        return changed(
          await deps.catalogAdmin.createRoomType(
            hotelCode,
            request.body,
            audited(principal, 'roomType.create', 'roomType', id, hotelCode),
          ),
        );
      },
    );
    app.put(
      '/hotels/:hotelCode/room-types/:roomTypeCode',
      {
        ...catalogue,
        schema: {
          params: roomTypeParamsSchema,
          body: roomTypeFieldsSchema,
          response: { 200: envelope(adminRoomTypeSchema) },
        },
      },
      async (request) => {
        const { hotelCode, roomTypeCode } = request.params;
        const principal = inHotel(request, hotelCode);
        const id = `${hotelCode}:${roomTypeCode}`;
        return changed(
          await deps.catalogAdmin.updateRoomType(
            hotelCode,
            roomTypeCode,
            request.body,
            audited(principal, 'roomType.update', 'roomType', id, hotelCode),
          ),
        );
      },
    );

    // Rate plans ---------------------------------------------------------------------------------
    app.get(
      '/hotels/:hotelCode/rate-plans',
      { ...catalogue, schema: { params: hotelCodeParamsSchema, response: { 200: envelope(adminRatePlanListSchema) } } },
      async (request) => {
        inHotel(request, request.params.hotelCode);
        return ok(await deps.catalogAdmin.listRatePlansForAdmin(request.params.hotelCode));
      },
    );
    app.post(
      '/hotels/:hotelCode/rate-plans',
      {
        ...catalogue,
        schema: {
          params: hotelCodeParamsSchema,
          body: ratePlanCreateSchema,
          response: { 200: envelope(adminRatePlanSchema) },
        },
      },
      async (request) => {
        const { hotelCode } = request.params;
        const principal = inHotel(request, hotelCode);
        const id = `${hotelCode}:${request.body.ratePlanCode}`;
        return changed(
          await deps.catalogAdmin.createRatePlan(
            hotelCode,
            request.body,
            audited(principal, 'ratePlan.create', 'ratePlan', id, hotelCode),
          ),
        );
      },
    );
    app.put(
      '/hotels/:hotelCode/rate-plans/:ratePlanCode',
      {
        ...catalogue,
        schema: {
          params: ratePlanParamsSchema,
          body: ratePlanFieldsSchema,
          response: { 200: envelope(adminRatePlanSchema) },
        },
      },
      async (request) => {
        const { hotelCode, ratePlanCode } = request.params;
        const principal = inHotel(request, hotelCode);
        const id = `${hotelCode}:${ratePlanCode}`;
        return changed(
          await deps.catalogAdmin.updateRatePlan(
            hotelCode,
            ratePlanCode,
            request.body,
            audited(principal, 'ratePlan.update', 'ratePlan', id, hotelCode),
          ),
        );
      },
    );
    /** Removes a plan: deleted without reservations, else archived (ADR 0026); audited either way. */
    app.delete(
      '/hotels/:hotelCode/rate-plans/:ratePlanCode',
      { ...catalogue, schema: { params: ratePlanParamsSchema, response: { 200: envelope(ratePlanRemovalSchema) } } },
      async (request) => {
        const { hotelCode, ratePlanCode } = request.params;
        const principal = inHotel(request, hotelCode);
        const id = `${hotelCode}:${ratePlanCode}`;
        const removal = await deps.catalogAdmin.removeRatePlan(
          hotelCode,
          ratePlanCode,
          deps.now(),
          deps.bookingAdmin.ratePlanReservations,
          (tx, outcome, before, after) =>
            audited(
              principal,
              outcome === 'deleted' ? 'ratePlan.delete' : 'ratePlan.archive',
              'ratePlan',
              id,
              hotelCode,
            )(tx, before, after),
        );
        deps.onInventoryChanged();
        return changed(removal);
      },
    );
    /** Puts an archived plan on sale again (ADR 0027); audited. */
    app.post(
      ADMIN_API_ROUTES.ratePlanRestore,
      { ...catalogue, schema: { params: ratePlanParamsSchema, response: { 200: envelope(adminRatePlanSchema) } } },
      async (request) => {
        const { hotelCode, ratePlanCode } = request.params;
        const principal = inHotel(request, hotelCode);
        const id = `${hotelCode}:${ratePlanCode}`;
        const restored = await deps.catalogAdmin.restoreRatePlan(
          hotelCode,
          ratePlanCode,
          audited(principal, 'ratePlan.restore', 'ratePlan', id, hotelCode),
        );
        deps.onInventoryChanged();
        return changed(restored);
      },
    );

    // Add-ons ------------------------------------------------------------------------------------
    app.get(
      '/hotels/:hotelCode/addons',
      { ...catalogue, schema: { params: hotelCodeParamsSchema, response: { 200: envelope(adminAddonListSchema) } } },
      async (request) => {
        inHotel(request, request.params.hotelCode);
        return ok(await deps.catalogAdmin.listAddonsForAdmin(request.params.hotelCode));
      },
    );
    app.post(
      '/hotels/:hotelCode/addons',
      {
        ...catalogue,
        schema: {
          params: hotelCodeParamsSchema,
          body: addonCreateSchema,
          response: { 200: envelope(adminAddonSchema) },
        },
      },
      async (request) => {
        const { hotelCode } = request.params;
        const principal = inHotel(request, hotelCode);
        const id = `${hotelCode}:${request.body.addonCode}`;
        return changed(
          await deps.catalogAdmin.createAddon(
            hotelCode,
            request.body,
            audited(principal, 'addon.create', 'addon', id, hotelCode),
          ),
        );
      },
    );
    app.put(
      '/hotels/:hotelCode/addons/:addonCode',
      {
        ...catalogue,
        schema: { params: addonParamsSchema, body: addonFieldsSchema, response: { 200: envelope(adminAddonSchema) } },
      },
      async (request) => {
        const { hotelCode, addonCode } = request.params;
        const principal = inHotel(request, hotelCode);
        const id = `${hotelCode}:${addonCode}`;
        return changed(
          await deps.catalogAdmin.updateAddon(
            hotelCode,
            addonCode,
            request.body,
            audited(principal, 'addon.update', 'addon', id, hotelCode),
          ),
        );
      },
    );

    // Promotion, corporate and discount codes: group-wide codes (no hotel) are the group's.
    const assertCodeScope = (principal: StaffPrincipal, hotelCode: string | null) => {
      if (hotelCode === null) assertRole(principal, STAFF_AREAS.group);
      else assertHotel(principal, hotelCode);
    };
    app.get(
      '/promotion-codes',
      { ...catalogue, schema: { response: { 200: envelope(adminPromotionCodeListSchema) } } },
      async (request) => ok(await deps.promotionsAdmin.listPromotionCodes(hotelScopeOf(staffOf(request)))),
    );
    app.post(
      '/promotion-codes',
      {
        ...catalogue,
        schema: { body: promotionCodeCreateSchema, response: { 200: envelope(adminPromotionCodeSchema) } },
      },
      async (request) => {
        const principal = staffOf(request);
        const input = request.body;
        assertCodeScope(principal, input.hotelCode);
        const id = input.code.toUpperCase();
        return changed(
          await deps.promotionsAdmin.createPromotionCode(
            input,
            audited(principal, 'promotionCode.create', 'promotionCode', id, input.hotelCode),
          ),
        );
      },
    );
    app.put(
      '/promotion-codes/:code',
      {
        ...catalogue,
        schema: {
          params: promotionCodeParamsSchema,
          body: promotionCodeFieldsSchema,
          response: { 200: envelope(adminPromotionCodeSchema) },
        },
      },
      async (request) => {
        const principal = staffOf(request);
        const current = await deps.promotionsAdmin.findPromotionCode(request.params.code);
        assertCodeScope(principal, current.hotelCode);
        assertCodeScope(principal, request.body.hotelCode);
        return changed(
          await deps.promotionsAdmin.updatePromotionCode(
            current.code,
            request.body,
            audited(principal, 'promotionCode.update', 'promotionCode', current.code, request.body.hotelCode),
          ),
        );
      },
    );
  };
