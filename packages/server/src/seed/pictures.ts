/**
 * Draws the demo pictures into packages/server/media (served at /media/...). Deterministic: the
 * same code always writes the same files, so they are committed and a test checks they match.
 *
 *   node --import tsx packages/server/src/seed/pictures.ts
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { DEMO_HOTELS } from './content/hotels.ts';
import { roomPictureFiles } from './content/rooms.ts';
import { hash } from './plan.ts';
import { HOTEL_SCENES, roomScene } from './scenes.ts';
import { PALETTES, Rng } from './svg.ts';

export const MEDIA_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../media');

export interface RenderedPicture {
  /** Path under the media directory, e.g. `hotels/SHA001-1.svg`. */
  file: string;
  svg: string;
}

/** Every demo picture, rendered in memory. */
export function renderPictures(): RenderedPicture[] {
  const pictures: RenderedPicture[] = [];
  DEMO_HOTELS.forEach((hotel, hotelIndex) => {
    hotel.scenes.forEach((scene, index) => {
      const file = `hotels/${hotel.hotelCode}-${index + 1}.svg`;
      const palette = PALETTES[(hotelIndex * 2 + index) % PALETTES.length]!;
      pictures.push({ file, svg: HOTEL_SCENES[scene](new Rng(hash(file)), palette) });
    });
  });
  roomPictureFiles().forEach((entry, index) => {
    const file = `rooms/${entry.file}`;
    const palette = PALETTES[(index * 5 + 1) % PALETTES.length]!;
    pictures.push({ file, svg: roomScene(entry.scene, new Rng(hash(file)), palette, entry.kind.bedType) });
  });
  return pictures;
}

function main() {
  let bytes = 0;
  for (const picture of renderPictures()) {
    const target = path.join(MEDIA_DIR, picture.file);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, picture.svg);
    bytes += Buffer.byteLength(picture.svg);
    console.log(`${picture.file.padEnd(40)} ${(Buffer.byteLength(picture.svg) / 1024).toFixed(1)} KB`);
  }
  console.log(`wrote ${renderPictures().length} pictures, ${(bytes / 1024).toFixed(0)} KB, to ${MEDIA_DIR}`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
