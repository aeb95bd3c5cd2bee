import { useMemo, useRef } from 'react';
import type { z } from 'zod';
import { useAdminMutation } from '../../../lib/api/adminApi.ts';
import { useTranslation } from '../../../lib/i18n/useTranslation.ts';
import { Button } from '../../../ui/Button.tsx';
import { CheckboxField } from '../../../ui/form/CheckboxField.tsx';
import { useContractForm } from '../../../ui/form/contractForm.ts';
import { Form } from '../../../ui/form/Form.tsx';
import { applyServerErrors, messageText } from '../../../ui/form/messages.ts';
import { SelectField } from '../../../ui/form/SelectField.tsx';
import { TextAreaField } from '../../../ui/form/TextAreaField.tsx';
import { TextField } from '../../../ui/form/TextField.tsx';
import { LocalizedRichTextField } from '../content/LocalizedRichTextField.tsx';
import { SaveOutcome } from './AdminError.tsx';
import { draftSchema } from './draftForm.ts';
import { CheckboxListField, LocalizedTextFields } from './fields.tsx';
import {
  type FieldSpec,
  optionsTicked,
  optionsWith,
  otherErrors,
  type RecordDraft,
  recordBodyOf,
  recordDraftOf,
  recordFieldOf,
} from './recordDraft.ts';

export type { FieldSpec } from './recordDraft.ts';

const isEmpty = (value: unknown) => value === null || value === undefined || value === '';

/** One field of the record, by its kind, with the kit's fields. */
function RecordField({ field, stored }: { field: FieldSpec; stored: unknown }) {
  const { t } = useTranslation();
  switch (field.kind) {
    case 'localized':
      return <LocalizedTextFields name={field.key} label={field.label} multiline={field.multiline} />;
    case 'richText':
      return <LocalizedRichTextField name={field.key} label={field.label} />;
    case 'checkbox':
      return <CheckboxField name={field.key} label={field.label} />;
    case 'checkboxes':
      return <CheckboxListField name={field.key} legend={field.label} options={optionsTicked(field.options, stored)} />;
    case 'percent':
      return <TextField name={field.key} label={field.label} type="number" step={0.01} min={0} className="max-w-sm" />;
    case 'select':
      return (
        <SelectField
          // Mounted again when the options arrive (e.g. the hotels), so the stored choice shows.
          key={field.options.length}
          name={field.key}
          label={field.label}
          options={optionsWith(field.options, stored)}
          // A new record whose options came after it (its choice empty) says so, rather than seem to hold the first.
          placeholder={field.nullLabel ?? (isEmpty(stored) ? t('admin.common.choose') : undefined)}
          className="max-w-sm"
        />
      );
    case 'textarea':
      return <TextAreaField name={field.key} label={field.label} rows={6} inputClassName="font-mono" />;
    case 'list':
    case 'numberList':
      return <TextField name={field.key} label={field.label} className="max-w-sm" />;
    default:
      return (
        <TextField
          name={field.key}
          label={field.label}
          type={field.kind === 'text' ? 'text' : field.kind}
          className="max-w-sm"
        />
      );
  }
}

/**
 * Edits a stored record (`PUT path`) or creates one (`method="POST"`) with the contract's schema of its
 * fields: the form shows the fields named, every other field is sent as it was; checked before sending.
 * The server's refusals (per field) show under the fields.
 */
export function RecordEditForm<T extends Record<string, unknown>>({
  title,
  record,
  schema,
  fields,
  path,
  invalidate,
  onDone,
  onSaved,
  method = 'PUT',
  testId,
}: {
  title: string;
  record: T;
  schema: z.ZodType;
  fields: readonly FieldSpec[];
  path: string;
  invalidate: readonly string[];
  onDone?: () => void;
  /** Called with the stored record after a successful save. */
  onSaved?: (saved: unknown) => void;
  method?: 'PUT' | 'POST';
  testId?: string;
}) {
  const { t } = useTranslation();
  // The fields' options and choices may arrive after the first render; the check uses the latest.
  const shown = useRef(fields);
  shown.current = fields;
  const checked = useMemo(
    () =>
      draftSchema<RecordDraft, z.ZodType<RecordDraft>>(
        schema as z.ZodType<RecordDraft>,
        (draft) => recordBodyOf(draft, shown.current),
        (path) => recordFieldOf(shown.current)(path),
      ),
    [schema],
  );
  const form = useContractForm(checked, recordDraftOf(record, fields));
  const save = useAdminMutation<unknown>(method, () => path, { invalidate });
  const values = form.getValues();
  const others = otherErrors(form.formState.errors, fields);

  const submit = (body: unknown) =>
    save.mutate(body, {
      onSuccess: (saved) => {
        // Show what the server stored (rich text comes back sanitised).
        if (saved && typeof saved === 'object' && !Array.isArray(saved))
          form.reset(recordDraftOf({ ...form.getValues(), ...saved }, shown.current));
        if (onSaved) onSaved(saved);
        else onDone?.();
      },
      onError: (error) => applyServerErrors(form, error, t),
    });

  return (
    <Form
      form={form}
      onSubmit={submit}
      data-testid={testId}
      aria-label={title}
      className="flex flex-col gap-4 rounded-md border border-border bg-background p-4"
    >
      <h2 className="font-semibold">{title}</h2>
      {fields.map((field) => (
        <RecordField key={field.key} field={field} stored={values[field.key]} />
      ))}
      <div className="flex gap-2">
        <Button type="submit" disabled={save.isPending}>
          {t('admin.common.save')}
        </Button>
        {onDone ? (
          <Button variant="secondary" onClick={onDone}>
            {t('admin.common.close')}
          </Button>
        ) : null}
      </div>
      {others.length > 0 ? (
        <ul role="alert" className="list-inside list-disc text-sm text-danger">
          {others.map(([key, message]) => (
            <li key={key}>{`${key}: ${messageText(message, t)}`}</li>
          ))}
        </ul>
      ) : null}
      <SaveOutcome save={save} />
    </Form>
  );
}
