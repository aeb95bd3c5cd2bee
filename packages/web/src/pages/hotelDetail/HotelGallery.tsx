import type { HotelDetail } from '@hotel/contract/schemas/hotel';
import { Picture } from '../../ui/Picture.tsx';

/** The first pictures of a hotel: a large one and up to four small ones (sized, lazy below the first). */
export function HotelGallery({ hotel }: { hotel: HotelDetail }) {
  const [first, ...rest] = hotel.pictures;
  if (!first) return null;
  return (
    <div className="grid gap-2 md:grid-cols-[2fr_1fr]">
      <Picture
        src={first.url}
        alt={first.alt || hotel.name}
        width={800}
        height={500}
        sizes="(min-width: 768px) 66vw, 100vw"
        eager
        className="aspect-[8/5] w-full rounded-lg"
      />
      {rest.length > 0 ? (
        <div className="grid grid-cols-2 gap-2 md:grid-rows-2">
          {rest.slice(0, 4).map((picture) => (
            <Picture
              key={picture.url}
              src={picture.url}
              alt={picture.alt || hotel.name}
              width={300}
              height={200}
              sizes="(min-width: 768px) 16vw, 50vw"
              className="aspect-[3/2] h-full w-full rounded-lg md:aspect-auto"
            />
          ))}
        </div>
      ) : null}
    </div>
  );
}
