import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { MultipartFile } from '@fastify/multipart';
import {
  AVATAR_MAX_BYTES,
  MALL_IMAGE_MAX_BYTES,
  MALL_IMAGES_PER_UPLOAD,
  PICTURE_MAX_PIXELS,
} from '@hotel/contract/constants';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import sharp from 'sharp';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { mallMemberProfiles, mallUploads } from './mall.schema.ts';
import { ensureProfile } from './profiles.ts';

export type UploadPurpose = 'review' | 'avatar';

/** The picture's real type from its first bytes (a PNG named .png that holds text is refused). */
export function sniffImage(buffer: Buffer): 'jpeg' | 'png' | null {
  if (buffer.length >= 8 && buffer.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'png';
  if (buffer.length >= 3 && buffer[0] === 0xff && buffer[1] === 0xd8 && buffer[2] === 0xff) return 'jpeg';
  return null;
}

/** Checks a picture by content: the magic bytes and a full decode of its header by sharp must agree. */
export async function inspectImage(buffer: Buffer) {
  const sniffed = sniffImage(buffer);
  if (!sniffed) throw new AppError('pictureTypeNotAllowed');
  // metadata() reads the header only; the pixel count is checked before anything decodes the picture.
  const meta = await sharp(buffer)
    .metadata()
    .catch(() => null);
  if (!meta || meta.format !== sniffed || !meta.width || !meta.height) throw new AppError('pictureTypeNotAllowed');
  if (meta.width * meta.height > PICTURE_MAX_PIXELS) throw new AppError('pictureTooManyPixels');
  return { format: sniffed, width: meta.width, height: meta.height };
}

const FILE_ERRORS: Record<string, (purpose: UploadPurpose) => AppError> = {
  FST_REQ_FILE_TOO_LARGE: (purpose) => new AppError(purpose === 'avatar' ? 'avatarTooLarge' : 'pictureTooLarge'),
  FST_FILES_LIMIT: () => new AppError('tooManyPictures', { max: MALL_IMAGES_PER_UPLOAD }),
  FST_INVALID_MULTIPART_CONTENT_TYPE: () => new AppError('illegalRequest'),
};

/** Reads the files of a multipart request within the purpose's limits (count and bytes each). */
export async function readPictures(request: FastifyRequest, purpose: UploadPurpose): Promise<Buffer[]> {
  if (!request.isMultipart()) throw new AppError('illegalRequest');
  const maxFiles = purpose === 'avatar' ? 1 : MALL_IMAGES_PER_UPLOAD;
  const buffers: Buffer[] = [];
  try {
    const files = request.files({
      limits: { fileSize: purpose === 'avatar' ? AVATAR_MAX_BYTES : MALL_IMAGE_MAX_BYTES, files: maxFiles, fields: 5 },
    });
    for await (const file of files as AsyncIterableIterator<MultipartFile>) buffers.push(await file.toBuffer());
  } catch (error) {
    const code = (error as { code?: string }).code;
    const mapped = code ? FILE_ERRORS[code] : undefined;
    if (mapped) throw mapped(purpose);
    throw error;
  }
  if (!buffers.length) throw new AppError('pictureTypeNotAllowed');
  return buffers;
}

/** Stores checked pictures under the media folder (served by `/images/...`), recorded as the member's uploads. */
export function createMallUploads(deps: { db: Db; mediaDir: string }) {
  async function save(memberId: string, buffers: Buffer[], purpose: UploadPurpose) {
    const inspected = [];
    for (const buffer of buffers) inspected.push({ buffer, ...(await inspectImage(buffer)) });
    const folder = path.join(deps.mediaDir, 'uploads', 'mall');
    await mkdir(folder, { recursive: true });
    const saved = [];
    for (const picture of inspected) {
      const pictureId = `pic_${randomBytes(12).toString('base64url')}`;
      const relative = `uploads/mall/${pictureId}.${picture.format === 'jpeg' ? 'jpg' : 'png'}`;
      await writeFile(path.join(deps.mediaDir, relative), picture.buffer);
      await deps.db.insert(mallUploads).values({
        pictureId,
        memberId,
        purpose,
        path: relative,
        width: picture.width,
        height: picture.height,
        bytes: picture.buffer.length,
      });
      saved.push({
        pictureId,
        url: `/images/${relative}?w=800`,
        width: picture.width,
        height: picture.height,
        path: relative,
      });
    }
    return saved;
  }

  async function setAvatar(memberId: string, buffer: Buffer) {
    const [saved] = await save(memberId, [buffer], 'avatar');
    await ensureProfile(deps.db, memberId);
    await deps.db
      .update(mallMemberProfiles)
      .set({ avatarPath: saved!.path })
      .where(eq(mallMemberProfiles.memberId, memberId));
    return { avatarUrl: `/images/${saved!.path}?w=160` };
  }

  return { save, setAvatar };
}
export type MallUploads = ReturnType<typeof createMallUploads>;
