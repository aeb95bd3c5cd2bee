import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ContentPicture } from '@hotel/contract/schemas/admin-content';
import sharp from 'sharp';
import type { Db } from '../../db/client.ts';
import { type AuditWriter, saveAudited } from '../../platform/audited.ts';
import { inspectImage } from '../../platform/pictures.ts';
import { sanitizeRichText, withResizedPictures } from '../../platform/sanitize.ts';

/** The widest a stored content picture is kept; the image route resizes it further for each screen. */
const STORED_PICTURE_WIDTH = 2400;

/**
 * Keeps a picture put into rich text (an article, a page, a block): checked by content (magic bytes and
 * a decode of the header must agree, bounded pixels), turned upright, at most 2,400 px wide, JPEG,
 * metadata dropped; written under `media/uploads/content/` and served at `/media/…` and `/images/…`.
 */
export async function storeContentPicture(
  db: Db,
  mediaDir: string,
  upload: Buffer,
  audit: AuditWriter<ContentPicture>,
): Promise<ContentPicture> {
  await inspectImage(upload);
  const { data, info } = await sharp(upload)
    .rotate()
    .resize({ width: STORED_PICTURE_WIDTH, withoutEnlargement: true })
    .jpeg({ quality: 85, mozjpeg: true })
    .toBuffer({ resolveWithObject: true });
  const folder = path.join(mediaDir, 'uploads', 'content');
  await mkdir(folder, { recursive: true });
  const file = `${randomBytes(12).toString('base64url')}.jpg`;
  await writeFile(path.join(folder, file), data);
  const picture = { url: `/media/uploads/content/${file}`, width: info.width, height: info.height };
  return saveAudited(db, async () => ({ before: null, after: picture }), audit);
}

/** Rich text as a guest page shows it: the sanitiser's rules, then the pictures resized (the editor's preview). */
export const guestRichText = (html: string) => withResizedPictures(sanitizeRichText(html));
