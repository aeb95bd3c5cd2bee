export type { AddonRow } from './addons.repo.ts';
export { listAddons } from './addons.repo.ts';
export {
  createAddon,
  createHotel,
  createRatePlan,
  createRoomType,
  listAddonsForAdmin,
  listCitiesForAdmin,
  listHotelsForAdmin,
  listRatePlansForAdmin,
  listRoomTypesForAdmin,
  updateAddon,
  updateHotel,
  updateRatePlan,
  updateRoomType,
} from './catalog.admin.ts';
export { findHotel, listActiveHotels, listRoomTypes } from './catalog.repo.ts';
export { listExchangeRates, saveExchangeRate, savePaymentChannels } from './exchange.admin.ts';
export type { ExchangeService } from './exchange.ts';
export { bulkEditInventory, inventoryCalendar, occupancyReport } from './inventory.admin.ts';
export type { RoomNights } from './inventory.repo.ts';
export { fewestRoomsLeft, holdRooms, releaseHeldRooms, releaseSoldRooms, sellHeldRooms } from './inventory.repo.ts';
export type { RateDecision } from './pricing.ts';
export { listRatePlans } from './rooms.repo.ts';
export type { RoomService } from './rooms.service.ts';
