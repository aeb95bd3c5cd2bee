import { MALL_IMAGES_PER_UPLOAD } from '@hotel/contract/constants';
import { type ReviewCreate, reviewCreateSchema } from '@hotel/contract/schemas/mall';
import { type ChangeEvent, useEffect, useId, useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useLanguage } from '../../lib/i18n/useLanguage.ts';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { Button } from '../../ui/Button.tsx';
import { useContractForm } from '../../ui/form/contractForm.ts';
import { Form } from '../../ui/form/Form.tsx';
import { applyServerErrors } from '../../ui/form/messages.ts';
import { TextAreaField } from '../../ui/form/TextAreaField.tsx';
import { useFieldError } from '../../ui/form/useFieldError.ts';
import { Notice } from '../../ui/Notice.tsx';
import { mallCalls } from './mallApi.ts';
import { mallErrorMessage } from './mallErrors.ts';
import { addPictures } from './reviewPictures.ts';

const RATINGS = [1, 2, 3, 4, 5] as const;

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
  const form = useContractForm(
    reviewCreateSchema,
    { rating: '5', content: '', pictureIds: [] as string[] },
    { toRequest: (values) => ({ ...values, orderId, goodsCode }) },
  );
  const rating = Number(useWatch({ control: form.control, name: 'rating' }));
  const [pictures, setPictures] = useState<File[]>([]);
  const [pictureProblems, setPictureProblems] = useState<string[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const previews = usePreviews(pictures);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const result = addPictures(pictures, [...(event.target.files ?? [])]);
    setPictures(result.pictures);
    setPictureProblems(
      result.problems.map((problem) => t(`mall.review.pictureProblem.${problem}`, { max: MALL_IMAGES_PER_UPLOAD })),
    );
    event.target.value = '';
  };
  const submit = async (review: ReviewCreate) => {
    setFailure(null);
    try {
      const uploaded = pictures.length > 0 ? (await mallCalls.upload(language, pictures)).pictures : [];
      await mallCalls.review(language, { ...review, pictureIds: uploaded.map((picture) => picture.pictureId) });
      onDone();
    } catch (error) {
      applyServerErrors(form, error, t);
      setFailure(mallErrorMessage(error, t));
    }
  };

  return (
    <Form
      form={form}
      onSubmit={submit}
      className="flex flex-col gap-4"
      data-testid="review-form"
      data-goods-code={goodsCode}
    >
      <h2 className="text-lg font-semibold">{name}</h2>
      <fieldset>
        <legend className="mb-1 text-xs font-semibold uppercase tracking-wide text-muted">
          {t('mall.review.rating')}
        </legend>
        {/* Stars left to right, 1 to 5: the chosen one and those before it are filled. */}
        <div className="flex gap-1" data-testid="review-stars">
          {RATINGS.map((value) => (
            <label
              key={value}
              className="cursor-pointer rounded-md p-1 text-2xl leading-none has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-focus"
            >
              <input
                type="radio"
                className="sr-only"
                value={String(value)}
                data-testid="review-rating"
                {...form.register('rating')}
              />
              <span aria-hidden="true" className={value <= rating ? 'text-main' : 'text-border'}>
                ★
              </span>
              <span className="sr-only">{t('mall.reviews.stars', { count: value })}</span>
            </label>
          ))}
          <span className="self-center text-sm text-muted" aria-hidden="true">
            {t('mall.reviews.stars', { count: rating })}
          </span>
        </div>
      </fieldset>
      <TextAreaField
        name="content"
        label={t('mall.review.content')}
        maxLength={1000}
        inputClassName="min-h-28"
        data-testid="review-content"
      />
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
        <PicturesError />
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
      <Button type="submit" disabled={form.formState.isSubmitting} className="self-start" data-testid="review-submit">
        {form.formState.isSubmitting ? t('mall.review.sending') : t('mall.review.submit')}
      </Button>
    </Form>
  );
}

/** What the server said of the pictures (too many, or one it could not take). */
function PicturesError() {
  const error = useFieldError('pictureIds');
  return error ? (
    <p role="alert" className="text-xs text-danger">
      {error}
    </p>
  ) : null;
}
