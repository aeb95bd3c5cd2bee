import { MALL_IMAGES_PER_UPLOAD } from '@hotel/contract/constants';
import { reviewCreateSchema } from '@hotel/contract/schemas/mall';
import { type ChangeEvent, type FormEvent, useEffect, useId, useMemo, useState } from 'react';
import { useLanguage } from '../../lib/i18n/useLanguage.ts';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { Button } from '../../ui/Button.tsx';
import { Notice } from '../../ui/Notice.tsx';
import { validate } from '../member/formKit.tsx';
import { mallCalls } from './mallApi.ts';
import { mallErrorMessage, mallFieldErrors } from './mallErrors.ts';
import { addPictures } from './reviewPictures.ts';

const RATINGS = [5, 4, 3, 2, 1] as const;

/** Previews of chosen files (object URLs, released when they change). */
function usePreviews(files: readonly File[]): string[] {
  const urls = useMemo(() => files.map((file) => URL.createObjectURL(file)), [files]);
  useEffect(
    () => () => {
      for (const url of urls) URL.revokeObjectURL(url);
    },
    [urls],
  );
  return urls;
}

/**
 * A buyer's review of one product of an order: rating, text and up to 5 pictures (jpg, jpeg or png,
 * 5 MB each: checked here, and by content on the server), uploaded first, then the review.
 */
export function ReviewForm({
  orderId,
  goodsCode,
  name,
  onDone,
}: {
  orderId: string;
  goodsCode: string;
  name: string;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const id = useId();
  const [rating, setRating] = useState(5);
  const [content, setContent] = useState('');
  const [pictures, setPictures] = useState<File[]>([]);
  const [pictureProblems, setPictureProblems] = useState<string[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const previews = usePreviews(pictures);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const result = addPictures(pictures, [...(event.target.files ?? [])]);
    setPictures(result.pictures);
    setPictureProblems(
      result.problems.map((problem) => t(`mall.review.pictureProblem.${problem}`, { max: MALL_IMAGES_PER_UPLOAD })),
    );
    event.target.value = '';
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validate(reviewCreateSchema, { orderId, goodsCode, rating, content, pictureIds: [] }, t);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    setFailure(null);
    try {
      const uploaded = pictures.length > 0 ? (await mallCalls.upload(language, pictures)).pictures : [];
      await mallCalls.review(language, {
        orderId,
        goodsCode,
        rating,
        content: content.trim(),
        pictureIds: uploaded.map((picture) => picture.pictureId),
      });
      onDone();
    } catch (error) {
      setErrors(mallFieldErrors(error));
      setFailure(mallErrorMessage(error, t));
      setBusy(false);
    }
  };

  return (
    <form
      onSubmit={submit}
      className="flex flex-col gap-4"
      data-testid="review-form"
      data-goods-code={goodsCode}
      noValidate
    >
      <h2 className="text-lg font-semibold">{name}</h2>
      <fieldset>
        <legend className="mb-1 text-xs font-semibold uppercase tracking-wide text-muted">
          {t('mall.review.rating')}
        </legend>
        <div className="flex flex-wrap gap-2">
          {RATINGS.map((value) => (
            <label
              key={value}
              className={`flex cursor-pointer items-center gap-1 rounded-md border px-3 py-1.5 text-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-focus ${
                rating === value ? 'border-main bg-main-soft font-semibold text-main' : 'border-border'
              }`}
            >
              <input
                type="radio"
                className="sr-only"
                name={`${id}-rating`}
                value={value}
                checked={rating === value}
                onChange={() => setRating(value)}
                data-testid="review-rating"
              />
              <span aria-hidden="true">{'★'.repeat(value)}</span>
              <span className="sr-only">{t('mall.reviews.stars', { count: value })}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-content`} className="text-xs font-semibold uppercase tracking-wide text-muted">
          {t('mall.review.content')}
        </label>
        <textarea
          id={`${id}-content`}
          maxLength={1000}
          value={content}
          onChange={(event) => setContent(event.target.value)}
          aria-invalid={errors.content ? true : undefined}
          aria-describedby={errors.content ? `${id}-content-error` : undefined}
          className="min-h-28 rounded-md border border-border bg-background p-3 text-sm aria-invalid:border-danger"
          data-testid="review-content"
        />
        {errors.content ? (
          <p id={`${id}-content-error`} role="alert" className="text-xs text-danger">
            {errors.content}
          </p>
        ) : null}
      </div>
      <div className="flex flex-col gap-2">
        <label htmlFor={`${id}-pictures`} className="text-xs font-semibold uppercase tracking-wide text-muted">
          {t('mall.review.pictures', { max: MALL_IMAGES_PER_UPLOAD })}
        </label>
        <input
          id={`${id}-pictures`}
          type="file"
          accept=".jpg,.jpeg,.png,image/jpeg,image/png"
          multiple
          onChange={choose}
          disabled={pictures.length >= MALL_IMAGES_PER_UPLOAD}
          aria-describedby={`${id}-pictures-hint`}
          className="text-sm"
          data-testid="review-pictures"
        />
        <p id={`${id}-pictures-hint`} className="text-xs text-muted">
          {t('mall.review.picturesHint')}
        </p>
        {pictureProblems.map((problem) => (
          <p key={problem} role="alert" className="text-xs text-danger">
            {problem}
          </p>
        ))}
        {errors.pictureIds ? (
          <p role="alert" className="text-xs text-danger">
            {errors.pictureIds}
          </p>
        ) : null}
        {pictures.length > 0 ? (
          <ul className="flex flex-wrap gap-2" data-testid="review-previews">
            {pictures.map((file, index) => (
              <li key={previews[index]} className="flex flex-col items-center gap-1">
                <img src={previews[index]} alt={file.name} className="size-20 rounded-md object-cover" />
                <button
                  type="button"
                  className="text-xs text-main underline"
                  onClick={() => setPictures((current) => current.filter((_, position) => position !== index))}
                >
                  {t('mall.review.removePicture')}
                  <span className="sr-only">: {file.name}</span>
                </button>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      {failure ? (
        <div role="alert">
          <Notice tone="error">{failure}</Notice>
        </div>
      ) : null}
      <Button type="submit" disabled={busy} className="self-start" data-testid="review-submit">
        {busy ? t('mall.review.sending') : t('mall.review.submit')}
      </Button>
    </form>
  );
}
