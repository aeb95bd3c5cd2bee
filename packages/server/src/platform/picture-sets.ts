import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ITEM_PICTURES_MAX } from '@hotel/contract/pictures';
import type { PictureArrangement } from '@hotel/contract/schemas/admin-catalog';
import { V } from '@hotel/contract/validation';
import sharp from 'sharp';
import type { Db } from '../db/client.ts';
import type { LocalizedText, StoredPicture } from '../db/columns.ts';
import { type AuditWriter, saveAudited } from './audited.ts';
import { AppError, fieldError } from './errors.ts';
import { inspectImage } from './pictures.ts';

/** The longest side a stored picture keeps; the image route resizes it further for each screen. */
const STORED_PICTURE_WIDTH = 2400;

/**
 * A checked picture as the site keeps it: turned upright, at most 2,400 px wide, JPEG, and without its
 * metadata (a phone's picture carries where it was taken).
 */
export async function storedCopy(buffer: Buffer) {
  await inspectImage(buffer);
  const { data, info } = await sharp(buffer)
    .rotate()
    .resize({ width: STORED_PICTURE_WIDTH, withoutEnlargement: true })
    .jpeg({ quality: 85, mozjpeg: true })
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/**
 * Something that owns an ordered list of pictures (a hotel, a room type, goods): how its row is locked
 * for the change (throwing its own "not found"), how its pictures are saved, where its files go and how a
 * new picture is described until staff write what it shows.
 */
export interface PictureOwner<Row extends { pictures: StoredPicture[] }> {
  /** The folder under the media folder's `uploads/` (`hotels`, `room-types`, `goods`). */
  folder: string;
  /** The start of each file's name (the item's code), letters, digits, `-` and `_` only. */
  filePrefix: string;
  lock(tx: Db): Promise<Row>;
  save(tx: Db, pictures: StoredPicture[]): Promise<Row>;
  describe(row: Row): LocalizedText;
}

const safePrefix = (prefix: string) => prefix.replace(/[^\w-]/g, '_');

/**
 * One picture service for every owner. `add` puts uploaded pictures at the end of the owner's pictures:
 * each is checked by content and re-encoded before anything is written; a refused picture writes nothing.
 * `arrange` orders, describes and removes them, naming only pictures the owner already has (never an
 * address from elsewhere); each keeps its stored size. Both write the owner's audit row in the change's
 * transaction.
 */
export function createPictureSets(mediaDir: string) {
  async function add<Row extends { pictures: StoredPicture[] }>(
    db: Db,
    owner: PictureOwner<Row>,
    uploads: Buffer[],
    audit: AuditWriter<Row>,
  ): Promise<Row> {
    const copies: Awaited<ReturnType<typeof storedCopy>>[] = [];
    for (const upload of uploads) copies.push(await storedCopy(upload));
    const folder = path.join(mediaDir, 'uploads', owner.folder);
    await mkdir(folder, { recursive: true });
    return saveAudited(
      db,
      async (tx) => {
        const before = await owner.lock(tx);
        if (before.pictures.length + copies.length > ITEM_PICTURES_MAX)
          throw new AppError('tooManyPictures', { max: ITEM_PICTURES_MAX });
        const added: StoredPicture[] = [];
        for (const copy of copies) {
          const file = `${safePrefix(owner.filePrefix)}-${randomBytes(9).toString('base64url')}.jpg`;
          await writeFile(path.join(folder, file), copy.data);
          added.push({
            url: `/media/uploads/${owner.folder}/${file}`,
            alt: owner.describe(before),
            width: copy.width,
            height: copy.height,
          });
        }
        const after = await owner.save(tx, [...before.pictures, ...added]);
        return { before, after };
      },
      audit,
    );
  }

  async function arrange<Row extends { pictures: StoredPicture[] }>(
    db: Db,
    owner: PictureOwner<Row>,
    arrangement: PictureArrangement,
    audit: AuditWriter<Row>,
  ): Promise<Row> {
    return saveAudited(
      db,
      async (tx) => {
        const before = await owner.lock(tx);
        const stored = new Map(before.pictures.map((picture) => [picture.url, picture]));
        const pictures = arrangement.pictures.map((picture, index) => {
          const known = stored.get(picture.url);
          if (!known) throw fieldError(`pictures.${index}.url`, V.invalid);
          return { ...known, alt: picture.alt };
        });
        if (new Set(pictures.map((picture) => picture.url)).size !== pictures.length)
          throw fieldError('pictures', V.invalid);
        const after = await owner.save(tx, pictures);
        return { before, after };
      },
      audit,
    );
  }

  return { add, arrange };
}
export type PictureSets = ReturnType<typeof createPictureSets>;
