import type { MallPicture } from '@hotel/contract/schemas/mall';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { Picture } from '../../ui/Picture.tsx';

/**
 * The product's pictures: a large one and thumbnails that choose it. `focus` (a picture's address, the chosen
 * SKU's first picture) is shown large whenever it changes.
 */
export function ProductGallery({
  pictures,
  name,
  focus,
}: {
  pictures: readonly MallPicture[];
  name: string;
  focus?: string | null;
}) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (!focus) return;
    const at = pictures.findIndex((picture) => picture.url === focus);
    if (at >= 0) setIndex(at);
  }, [focus, pictures]);
  const shown = pictures[Math.min(index, pictures.length - 1)];
  return (
    <div className="flex flex-col gap-2">
      <div data-testid="product-picture" data-url={shown?.url ?? ''}>
        <Picture
          src={shown?.url}
          alt={shown?.alt || name}
          width={640}
          height={480}
          eager
          sizes="(min-width: 768px) 50vw, 100vw"
          className="aspect-[4/3] w-full rounded-lg"
        />
      </div>
      {pictures.length > 1 ? (
        <ul className="flex flex-wrap gap-2" aria-label={t('mall.goods.pictures')}>
          {pictures.map((picture, position) => (
            <li key={picture.url}>
              <button
                type="button"
                onClick={() => setIndex(position)}
                aria-pressed={position === index}
                aria-label={t('mall.goods.showPicture', { number: position + 1 })}
                className={`overflow-hidden rounded-md border-2 ${position === index ? 'border-main' : 'border-transparent'}`}
              >
                <Picture src={picture.url} alt="" width={80} height={60} className="h-15 w-20" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
