import type { ShareLink } from '@hotel/contract/schemas/mall';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { encode } from 'uqr';
import { useLanguage } from '../../lib/i18n/useLanguage.ts';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { notices } from '../../lib/notices/noticeStore.ts';
import { Button } from '../../ui/Button.tsx';
import { useSiteFormat } from '../pricing/useSiteFormat.ts';
import { withPoints } from './GoodsPrice.tsx';
import { goodsDetailQuery } from './mallApi.ts';
import { mallErrorMessage } from './mallErrors.ts';
import { shareUrl } from './ShareLink.tsx';

const WIDTH = 720;
const HEIGHT = 1080;
const QR_SIZE = 300;

function loadPicture(url: string): Promise<HTMLImageElement | null> {
  return new Promise((resolve) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => resolve(null);
    image.src = url;
  });
}

/** Draws the QR code of `value` as dark squares on white, `size` pixels wide, at (x, y). */
function drawQr(context: CanvasRenderingContext2D, value: string, x: number, y: number, size: number) {
  const { data, size: modules } = encode(value, { ecc: 'M', border: 2 });
  const cell = size / modules;
  context.fillStyle = '#ffffff';
  context.fillRect(x, y, size, size);
  context.fillStyle = '#000000';
  for (const [row, line] of data.entries())
    for (const [column, dark] of line.entries())
      if (dark) context.fillRect(x + column * cell, y + row * cell, Math.ceil(cell), Math.ceil(cell));
}

/** Wraps `text` into lines no wider than `width` (by character, so CJK and Thai wrap too). */
function linesOf(context: CanvasRenderingContext2D, text: string, width: number, most: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const character of text) {
    if (context.measureText(line + character).width > width && line) {
      lines.push(line);
      line = character.trimStart();
      if (lines.length === most) return lines;
    } else line += character;
  }
  if (line) lines.push(line);
  return lines.slice(0, most);
}

/**
 * A poster of a share link as a PNG, drawn in the browser: the product's picture, name and price, the QR
 * code of the distributor's link (uqr, as on the payment and redemption screens), "scan to buy" and the
 * referral code; shown, and offered for download or printing.
 */
export function SharePoster({ link }: { link: ShareLink }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const format = useSiteFormat();
  const client = useQueryClient();
  const [poster, setPoster] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const make = async () => {
    setBusy(true);
    try {
      const goods = await client.fetchQuery(goodsDetailQuery(language, link.goodsCode));
      const canvas = document.createElement('canvas');
      canvas.width = WIDTH;
      canvas.height = HEIGHT;
      const context = canvas.getContext('2d');
      if (!context) throw new Error('canvas');
      context.fillStyle = '#f7f4f1';
      context.fillRect(0, 0, WIDTH, HEIGHT);
      const picture = goods.pictures[0] ? await loadPicture(goods.pictures[0].url) : null;
      if (picture) {
        const scale = Math.max(WIDTH / picture.width, 480 / picture.height);
        const w = picture.width * scale;
        const h = picture.height * scale;
        context.save();
        context.beginPath();
        context.rect(0, 0, WIDTH, 480);
        context.clip();
        context.drawImage(picture, (WIDTH - w) / 2, (480 - h) / 2, w, h);
        context.restore();
      }
      context.fillStyle = '#1f1b17';
      context.font = '600 40px sans-serif';
      const title = linesOf(context, goods.name, WIDTH - 80, 2);
      for (const [index, line] of title.entries()) context.fillText(line, 40, 545 + index * 50);
      context.fillStyle = '#5f3913';
      context.font = '600 34px sans-serif';
      const price = withPoints(format.money(goods.price, goods.currency), goods.price, goods.points, t, format.number);
      context.fillText(price, 40, 560 + title.length * 50);
      drawQr(context, shareUrl(link), 40, HEIGHT - QR_SIZE - 60, QR_SIZE);
      context.fillStyle = '#1f1b17';
      context.font = '600 36px sans-serif';
      context.fillText(t('mall.poster.scan'), 380, HEIGHT - 230);
      context.fillStyle = '#6a6159';
      context.font = '26px sans-serif';
      context.fillText(t('mall.poster.sharedBy', { code: link.referralCode }), 380, HEIGHT - 180);
      setPoster(canvas.toDataURL('image/png'));
    } catch (error) {
      notices.notify(mallErrorMessage(error, t), 'error');
    } finally {
      setBusy(false);
    }
  };

  if (!poster)
    return (
      <Button variant="secondary" onClick={make} disabled={busy} data-testid="poster-make">
        {t('mall.poster.make')}
      </Button>
    );
  return (
    <div className="flex w-full flex-col items-start gap-2" data-testid="poster">
      <img
        src={poster}
        alt={t('mall.poster.alt', { name: link.goodsName })}
        width={WIDTH / 3}
        height={HEIGHT / 3}
        className="rounded-md border border-border"
        data-testid="poster-image"
      />
      <a
        href={poster}
        download={`poster-${link.goodsCode}-${link.referralCode}.png`}
        className="text-sm font-semibold text-main underline"
      >
        {t('mall.poster.download')}
      </a>
    </div>
  );
}
