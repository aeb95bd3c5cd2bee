import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { bindDb } from '../../platform/bind-db.ts';
import { utcToday } from '../../platform/clock.ts';
import { createPictureSets } from '../../platform/picture-sets.ts';
import type { ChangeBus } from '../../platform/redis.ts';
import type { MemberPricing } from '../member/member.module.ts';
import type { PromotionService } from '../promotions/promotions.module.ts';
import type { SiteService } from '../site/site.module.ts';
import { listAddons } from './addons.repo.ts';
import {
  createAddon,
  createHotel,
  createRatePlan,
  createRoomType,
  listAddonsForAdmin,
  listCitiesForAdmin,
  listHotelsForAdmin,
  listRatePlansForAdmin,
  listRoomTypesForAdmin,
  removeRatePlan,
  restoreRatePlan,
  updateAddon,
  updateHotel,
  updateRatePlan,
  updateRoomType,
} from './catalog.admin.ts';
import { findHotel } from './catalog.repo.ts';
import { catalogRoutes, hotelFilterRoutes } from './catalog.routes.ts';
import { createCatalogService } from './catalog.service.ts';
import { listExchangeRates, saveExchangeRate, savePaymentChannels } from './exchange.admin.ts';
import type { ExchangeService } from './exchange.ts';
import { catalogPicturesOf } from './hotel-pictures.admin.ts';
import { bulkEditInventory, inventoryCalendar, occupancyReport } from './inventory.admin.ts';
import { undoBulkEdit } from './inventory-undo.admin.ts';
import { rateRoutes } from './rates.routes.ts';
import { listRatePlans } from './rooms.repo.ts';
import { createRoomService } from './rooms.service.ts';
import { tapeChart } from './tape-chart.admin.ts';

/**
 * Hotels, room types, rate plans, prices and inventory: search, room lists, rate calendars. Caches drop what
 * changed when the bus says so (inventory or catalog edits, also in other processes).
 */
export function createCatalogModule(deps: {
  db: Db;
  exchange: ExchangeService;
  promotions: PromotionService;
  sites: SiteService;
  memberPricing: MemberPricing;
  bus: ChangeBus;
  now: () => Date;
  cache: { availabilityMs: number; catalogMs: number };
  onlinePayments: boolean;
  /** Where uploaded hotel pictures are kept (served under `/media/` and `/images/`). */
  mediaDir: string;
}) {
  const { db, exchange, promotions, sites, memberPricing, now, onlinePayments } = deps;
  const today = () => utcToday(now());
  const catalog = createCatalogService(db, promotions, exchange, today, deps.cache, onlinePayments);
  deps.bus.on('inventory', catalog.invalidateAvailability);
  const rooms = createRoomService(db, promotions, exchange, now, { onlinePayments, catalogMs: deps.cache.catalogMs });
  deps.bus.on('catalog', () => {
    catalog.invalidateCatalog();
    rooms.invalidateCatalog();
  });
  const routes: FastifyPluginAsyncZod = async (api) => {
    await api.register(catalogRoutes({ catalog, rooms, sites, memberPricing }));
    await api.register(rateRoutes({ catalog, rooms, sites, exchange, memberPricing }));
  };
  return {
    services: { catalog, rooms, exchange, hotels: hotelReadsOf(db), admin: catalogAdminOf(db, deps.mediaDir) },
    routes,
    /** Served under `/api/v1` rather than the booking API's prefix (spec section 7). */
    filterRoutes: hotelFilterRoutes({ catalog, sites, memberPricing }),
    jobs: [],
  };
}
export type CatalogModule = ReturnType<typeof createCatalogModule>;

export type { AddonRow } from './addons.repo.ts';
export { listAddons } from './addons.repo.ts';
export { findHotel, listActiveHotels, listRoomTypes } from './catalog.repo.ts';
export { recomputeDerivedPrices } from './derived-rates.ts';
export type { ExchangeService } from './exchange.ts';
export { createExchangeService } from './exchange.ts';
export { shownToGuests } from './guest-visible.ts';
export type { RoomNights } from './inventory.repo.ts';
export {
  fewestRoomsLeft,
  holdRooms,
  releaseHeldRooms,
  releaseSoldRooms,
  roomsLeftOfActiveHotel,
  sellHeldRooms,
} from './inventory.repo.ts';
export type { RecordedBulkEdit } from './inventory-undo.admin.ts';
export { listPlansOnSale, lockPlanOnSale } from './plans-on-sale.ts';
export type { RateDecision } from './pricing.ts';
export { zonedTimeToUtc } from './pricing.ts';
export { listRatePlans } from './rooms.repo.ts';
export type { RoomService } from './rooms.service.ts';
export { refusalOf } from './rooms.service.ts';

/** One hotel's row, add-ons and rate plans, the database given: what other modules' routes read of the catalogue. */
export const hotelReadsOf = (db: Db) => bindDb(db, { findHotel, listAddons, listRatePlans });
export type HotelReads = ReturnType<typeof hotelReadsOf>;

/** What the back office does with catalog, the database given. */
export const catalogAdminOf = (db: Db, mediaDir: string) => ({
  ...bindDb(db, {
    bulkEditInventory,
    createAddon,
    createHotel,
    createRatePlan,
    createRoomType,
    inventoryCalendar,
    listAddonsForAdmin,
    listCitiesForAdmin,
    listExchangeRates,
    listHotelsForAdmin,
    listRatePlansForAdmin,
    listRoomTypesForAdmin,
    occupancyReport,
    removeRatePlan,
    restoreRatePlan,
    saveExchangeRate,
    savePaymentChannels,
    tapeChart,
    undoBulkEdit,
    updateAddon,
    updateHotel,
    updateRatePlan,
    updateRoomType,
  }),
  ...catalogPicturesOf(db, createPictureSets(mediaDir)),
});
export type CatalogAdmin = ReturnType<typeof catalogAdminOf>;
