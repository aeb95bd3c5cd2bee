import type { MultipartFile } from '@fastify/multipart';
import { PICTURE_MAX_PIXELS } from '@hotel/contract/constants';
import type { ErrorCodeName } from '@hotel/contract/errors';
import type { FastifyRequest } from 'fastify';
import sharp from 'sharp';
import { AppError } from './errors.ts';

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

/** How many pictures one request may carry, how large each may be, and the error for one too large. */
export interface PictureLimits {
  maxFiles: number;
  maxBytes: number;
  tooLarge: ErrorCodeName;
}

/** Reads the files of a multipart request within the limits (count and bytes each); none is an error. */
export async function readPictures(request: FastifyRequest, limits: PictureLimits): Promise<Buffer[]> {
  if (!request.isMultipart()) throw new AppError('illegalRequest');
  const buffers: Buffer[] = [];
  try {
    const files = request.files({ limits: { fileSize: limits.maxBytes, files: limits.maxFiles, fields: 5 } });
    for await (const file of files as AsyncIterableIterator<MultipartFile>) buffers.push(await file.toBuffer());
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(limits.tooLarge);
    if (code === 'FST_FILES_LIMIT') throw new AppError('tooManyPictures', { max: limits.maxFiles });
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw new AppError('illegalRequest');
    throw error;
  }
  if (!buffers.length) throw new AppError('pictureTypeNotAllowed');
  return buffers;
}
