import type { PictureArrangement } from '@hotel/contract/schemas/admin-catalog';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { AuditWriter } from '../../platform/audited.ts';
import { AppError } from '../../platform/errors.ts';
import type { PictureOwner, PictureSets } from '../../platform/picture-sets.ts';
import type { AdminHotelRow, AdminRoomTypeRow } from './catalog.admin.ts';
import { hotels, roomTypes } from './catalog.schema.ts';

/** A hotel as the owner of its pictures, described by its name until staff write what each shows. */
function hotelOwner(hotelCode: string): PictureOwner<AdminHotelRow> {
  const key = eq(hotels.hotelCode, hotelCode);
  return {
    folder: 'hotels',
    filePrefix: hotelCode,
    async lock(tx) {
      const [hotel] = await tx.select().from(hotels).where(key).for('update');
      if (!hotel) throw new AppError('hotelNotFound');
      return hotel;
    },
    async save(tx, pictures) {
      const [after] = await tx.update(hotels).set({ pictures }).where(key).returning();
      return after!;
    },
    describe: (hotel) => hotel.name,
  };
}

/** A hotel's room type as the owner of its pictures, described by the room type's name. */
function roomTypeOwner(hotelCode: string, roomTypeCode: string): PictureOwner<AdminRoomTypeRow> {
  const key = and(eq(roomTypes.hotelCode, hotelCode), eq(roomTypes.roomTypeCode, roomTypeCode));
  return {
    folder: 'room-types',
    filePrefix: `${hotelCode}-${roomTypeCode}`,
    async lock(tx) {
      const [room] = await tx.select().from(roomTypes).where(key).for('update');
      if (!room) throw new AppError('roomTypeNotFound');
      return room;
    },
    async save(tx, pictures) {
      const [after] = await tx.update(roomTypes).set({ pictures }).where(key).returning();
      return after!;
    },
    describe: (room) => room.name,
  };
}

/** Hotels' and room types' pictures through the one picture service (see platform/picture-sets.ts). */
export function catalogPicturesOf(db: Db, sets: PictureSets) {
  return {
    addHotelPictures: (hotelCode: string, uploads: Buffer[], audit: AuditWriter<AdminHotelRow>) =>
      sets.add(db, hotelOwner(hotelCode), uploads, audit),
    arrangeHotelPictures: (hotelCode: string, arrangement: PictureArrangement, audit: AuditWriter<AdminHotelRow>) =>
      sets.arrange(db, hotelOwner(hotelCode), arrangement, audit),
    addRoomTypePictures: (
      hotelCode: string,
      roomTypeCode: string,
      uploads: Buffer[],
      audit: AuditWriter<AdminRoomTypeRow>,
    ) => sets.add(db, roomTypeOwner(hotelCode, roomTypeCode), uploads, audit),
    arrangeRoomTypePictures: (
      hotelCode: string,
      roomTypeCode: string,
      arrangement: PictureArrangement,
      audit: AuditWriter<AdminRoomTypeRow>,
    ) => sets.arrange(db, roomTypeOwner(hotelCode, roomTypeCode), arrangement, audit),
  };
}
