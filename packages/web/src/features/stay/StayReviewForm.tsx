import {
  REVIEW_ASPECTS,
  STAY_REVIEW_MAX_LENGTH,
  STAY_REVIEW_PICTURES_MAX,
  type StayReview,
  stayReviewCreateSchema,
} from '@hotel/contract/schemas/stay';
import { type ChangeEvent, useEffect, useId, useMemo, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useLanguage } from '../../lib/i18n/useLanguage.ts';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { Button } from '../../ui/Button.tsx';
import { useContractForm } from '../../ui/form/contractForm.ts';
import { Form } from '../../ui/form/Form.tsx';
import { FormMessage } from '../../ui/form/FormMessage.tsx';
import { applyServerErrors } from '../../ui/form/messages.ts';
import { TextAreaField } from '../../ui/form/TextAreaField.tsx';
import { addPictures } from '../mall/reviewPictures.ts';
import { stayCalls } from './stayApi.ts';

const SCORES = ['overall', ...REVIEW_ASPECTS] as const;
type Score = (typeof SCORES)[number];
type Values = Record<Score, string> & { content: string; pictureIds: string[] };

/** One score from 1 to 5 as a row of star buttons (radio buttons). */
function ScoreField({ name, label }: { name: Score; label: string }) {
  const { t } = useTranslation();
  const { register } = useFormContext<Values>();
  const value = Number(useWatch<Values>({ name }));
  return (
    <fieldset className="flex flex-wrap items-center gap-x-3 gap-y-1" data-testid={`score-${name}`}>
      <legend className="float-left w-32 text-sm font-medium">{label}</legend>
      <div className="flex gap-1">
        {[1, 2, 3, 4, 5].map((score) => (
          <label
            key={score}
            className={`cursor-pointer rounded px-1 text-2xl leading-none has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-focus ${
              score <= value ? 'text-main' : 'text-border'
            }`}
          >
            <input type="radio" className="sr-only" value={String(score)} {...register(name)} />
            <span aria-hidden="true">★</span>
            <span className="sr-only">{t('stay.review.stars', { score })}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

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

/** The guest's review of the stay: overall and four scores, words, and up to five pictures. */
export function StayReviewForm({
  transactionId,
  onDone,
}: {
  transactionId: string;
  onDone: (review: StayReview) => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const id = useId();
  const form = useContractForm<typeof stayReviewCreateSchema, Values>(stayReviewCreateSchema, {
    overall: '5',
    cleanliness: '5',
    service: '5',
    location: '5',
    value: '5',
    content: '',
    pictureIds: [],
  });
  const [pictures, setPictures] = useState<File[]>([]);
  const [problems, setProblems] = useState<string[]>([]);
  const previews = usePreviews(pictures);
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const result = addPictures(pictures, [...(event.target.files ?? [])]);
    setPictures(result.pictures);
    setProblems(
      result.problems.map((problem) => t(`stay.review.pictureProblem.${problem}`, { max: STAY_REVIEW_PICTURES_MAX })),
    );
    event.target.value = '';
  };
  const submit = async (review: unknown) => {
    try {
      const uploaded = pictures.length
        ? (await stayCalls.uploadPictures(language, transactionId, pictures)).pictures
        : [];
      const body = { ...(review as Values), pictureIds: uploaded.map((picture) => picture.pictureId) };
      onDone(await stayCalls.review(language, transactionId, body));
    } catch (error) {
      applyServerErrors(form, error, t);
    }
  };
  return (
    <Form form={form} onSubmit={submit} className="flex flex-col gap-4" data-testid="stay-review-form">
      <div className="flex flex-col gap-2">
        {SCORES.map((score) => (
          <ScoreField
            key={score}
            name={score}
            label={score === 'overall' ? t('stay.review.overall') : t(`stay.review.aspects.${score}`)}
          />
        ))}
      </div>
      <TextAreaField<Values>
        name="content"
        label={t('stay.review.content')}
        maxLength={STAY_REVIEW_MAX_LENGTH}
        inputClassName="min-h-28"
        data-testid="stay-review-content"
      />
      <div className="flex flex-col gap-2">
        <label htmlFor={`${id}-pictures`} className="text-xs font-semibold uppercase tracking-wide text-muted">
          {t('stay.review.pictures', { max: STAY_REVIEW_PICTURES_MAX })}
        </label>
        <input
          id={`${id}-pictures`}
          type="file"
          accept=".jpg,.jpeg,.png,image/jpeg,image/png"
          multiple
          onChange={choose}
          disabled={pictures.length >= STAY_REVIEW_PICTURES_MAX}
          className="text-sm"
          data-testid="stay-review-pictures"
        />
        {problems.map((problem) => (
          <p key={problem} role="alert" className="text-xs text-danger">
            {problem}
          </p>
        ))}
        {pictures.length ? (
          <ul className="flex flex-wrap gap-2">
            {pictures.map((file, index) => (
              <li key={previews[index]} className="flex flex-col items-center gap-1">
                <img src={previews[index]} alt={file.name} className="size-20 rounded-md object-cover" />
                <button
                  type="button"
                  className="text-xs text-main underline"
                  onClick={() => setPictures((current) => current.filter((_, position) => position !== index))}
                >
                  {t('stay.review.removePicture', { index: index + 1 })}
                </button>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <FormMessage />
      <Button
        type="submit"
        disabled={form.formState.isSubmitting}
        className="self-start"
        data-testid="stay-review-submit"
      >
        {t('stay.review.submit')}
      </Button>
    </Form>
  );
}
