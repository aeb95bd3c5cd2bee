import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { AVATAR_MAX_BYTES, MALL_IMAGE_MAX_BYTES, MALL_IMAGES_PER_UPLOAD } from '@hotel/contract/constants';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { inspectImage, type PictureLimits, readPictures as readSharedPictures } from '../../platform/pictures.ts';
import { mallMemberProfiles, mallUploads } from './mall.schema.ts';
import { ensureProfile } from './profiles.ts';

export type UploadPurpose = 'review' | 'avatar';

/** The mall's limits: up to five review pictures of 5 MB each, or one avatar. */
export function pictureLimitsOf(purpose: UploadPurpose): PictureLimits {
  return purpose === 'avatar'
    ? { maxFiles: 1, maxBytes: AVATAR_MAX_BYTES, tooLarge: 'avatarTooLarge' }
    : { maxFiles: MALL_IMAGES_PER_UPLOAD, maxBytes: MALL_IMAGE_MAX_BYTES, tooLarge: 'pictureTooLarge' };
}

/** Reads the files of a multipart request within the purpose's limits (count and bytes each). */
export function readPictures(request: FastifyRequest, purpose: UploadPurpose): Promise<Buffer[]> {
  return readSharedPictures(request, pictureLimitsOf(purpose));
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
