import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { HOTEL_PICTURES_MAX, type HotelPictureArrangement } from '@hotel/contract/schemas/admin-catalog';
import { V } from '@hotel/contract/validation';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db } from '../../db/client.ts';
import type { StoredPicture } from '../../db/columns.ts';
import { type AuditWriter, saveAudited } from '../../platform/audited.ts';
import { AppError, fieldError } from '../../platform/errors.ts';
import { inspectImage } from '../../platform/pictures.ts';
import type { AdminHotelRow } from './catalog.admin.ts';
import { hotels } from './catalog.schema.ts';

/** The longest side a stored hotel picture keeps; the image route resizes it further for each screen. */
const STORED_PICTURE_WIDTH = 2400;

/**
 * A checked picture as the site keeps it: turned upright, at most 2,400 px wide, JPEG, and without its
 * metadata (a phone's picture carries where it was taken).
 */
async function storedCopy(buffer: Buffer) {
  await inspectImage(buffer);
  const { data, info } = await sharp(buffer)
    .rotate()
    .resize({ width: STORED_PICTURE_WIDTH, withoutEnlargement: true })
    .jpeg({ quality: 85, mozjpeg: true })
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

async function lockedHotel(tx: Db, hotelCode: string) {
  const [hotel] = await tx.select().from(hotels).where(eq(hotels.hotelCode, hotelCode)).for('update');
  if (!hotel) throw new AppError('hotelNotFound');
  return hotel;
}

/**
 * Adds uploaded pictures at the end of a hotel's pictures, each described by the hotel's name until staff
 * write what it shows. Files are written before the row changes; a refused picture writes nothing.
 */
export async function addHotelPictures(
  db: Db,
  mediaDir: string,
  hotelCode: string,
  uploads: Buffer[],
  audit: AuditWriter<AdminHotelRow>,
) {
  const copies: Awaited<ReturnType<typeof storedCopy>>[] = [];
  for (const upload of uploads) copies.push(await storedCopy(upload));
  const folder = path.join(mediaDir, 'uploads', 'hotels');
  await mkdir(folder, { recursive: true });
  return saveAudited(
    db,
    async (tx) => {
      const before = await lockedHotel(tx, hotelCode);
      if (before.pictures.length + copies.length > HOTEL_PICTURES_MAX)
        throw new AppError('tooManyPictures', { max: HOTEL_PICTURES_MAX });
      const added: StoredPicture[] = [];
      for (const copy of copies) {
        const file = `${hotelCode}-${randomBytes(9).toString('base64url')}.jpg`;
        await writeFile(path.join(folder, file), copy.data);
        added.push({ url: `/media/uploads/hotels/${file}`, alt: before.name, width: copy.width, height: copy.height });
      }
      const [after] = await tx
        .update(hotels)
        .set({ pictures: [...before.pictures, ...added] })
        .where(eq(hotels.hotelCode, hotelCode))
        .returning();
      return { before, after: after! };
    },
    audit,
  );
}

/**
 * Orders, describes and removes a hotel's pictures: the arrangement may only name pictures the hotel
 * already has (never an address from elsewhere); each keeps its stored size.
 */
export async function arrangeHotelPictures(
  db: Db,
  hotelCode: string,
  arrangement: HotelPictureArrangement,
  audit: AuditWriter<AdminHotelRow>,
) {
  return saveAudited(
    db,
    async (tx) => {
      const before = await lockedHotel(tx, hotelCode);
      const stored = new Map(before.pictures.map((picture) => [picture.url, picture]));
      const pictures = arrangement.pictures.map((picture, index) => {
        const known = stored.get(picture.url);
        if (!known) throw fieldError(`pictures.${index}.url`, V.invalid);
        return { ...known, alt: picture.alt };
      });
      if (new Set(pictures.map((picture) => picture.url)).size !== pictures.length)
        throw fieldError('pictures', V.invalid);
      const [after] = await tx.update(hotels).set({ pictures }).where(eq(hotels.hotelCode, hotelCode)).returning();
      return { before, after: after! };
    },
    audit,
  );
}
