import type { InvoiceRequest, InvoiceTitle } from '@hotel/contract/schemas/stay';
import { invoiceRequestInputSchema } from '@hotel/contract/schemas/stay';
import { useWatch } from 'react-hook-form';
import { useLanguage } from '../../lib/i18n/useLanguage.ts';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { Button } from '../../ui/Button.tsx';
import { CheckboxField } from '../../ui/form/CheckboxField.tsx';
import { useContractForm } from '../../ui/form/contractForm.ts';
import { RadioGroupField } from '../../ui/form/FieldGroup.tsx';
import { Form } from '../../ui/form/Form.tsx';
import { FormMessage } from '../../ui/form/FormMessage.tsx';
import { applyServerErrors } from '../../ui/form/messages.ts';
import { SelectField } from '../../ui/form/SelectField.tsx';
import { TextField } from '../../ui/form/TextField.tsx';
import { stayCalls } from './stayApi.ts';
import { TitleFields } from './TitleFields.tsx';

interface Values {
  source: 'saved' | 'new';
  titleId: string;
  title: { kind: 'personal' | 'company'; name: string; taxNumber: string };
  saveTitle: boolean;
  email: string;
}

/** The request of an invoice for a stay: a saved title (members) or a new one, and where to send it. */
export function InvoiceRequestForm({
  transactionId,
  email,
  titles,
  member,
  onDone,
}: {
  transactionId: string;
  email: string;
  titles: readonly InvoiceTitle[];
  member: boolean;
  onDone: (request: InvoiceRequest) => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const form = useContractForm<typeof invoiceRequestInputSchema, Values>(
    invoiceRequestInputSchema,
    {
      source: titles.length ? 'saved' : 'new',
      titleId: titles[0]?.titleId ?? '',
      title: { kind: 'personal', name: '', taxNumber: '' },
      saveTitle: false,
      email,
    },
    {
      toRequest: (values) =>
        values.source === 'saved'
          ? { titleId: values.titleId, email: values.email }
          : { title: values.title, saveTitle: values.saveTitle, email: values.email },
    },
  );
  const source = useWatch({ control: form.control, name: 'source' });
  const submit = async (request: unknown) => {
    try {
      onDone(await stayCalls.requestInvoice(language, transactionId, request as never));
    } catch (error) {
      applyServerErrors(form, error, t);
    }
  };
  return (
    <Form form={form} onSubmit={submit} className="flex flex-col gap-4" data-testid="invoice-form">
      {titles.length ? (
        <RadioGroupField<Values>
          name="source"
          legend={t('stay.invoice.title')}
          className="flex flex-wrap gap-4"
          options={[
            { value: 'saved', label: t('stay.invoice.saved') },
            { value: 'new', label: t('stay.invoice.newTitle') },
          ]}
        />
      ) : null}
      {source === 'saved' && titles.length ? (
        <SelectField<Values>
          name="titleId"
          label={t('stay.invoice.saved')}
          options={titles.map((title) => ({
            value: title.titleId,
            label: title.taxNumber ? `${title.name} · ${title.taxNumber}` : title.name,
          }))}
          data-testid="invoice-saved-title"
        />
      ) : (
        <>
          <TitleFields<Values> prefix="title." />
          {member ? <CheckboxField<Values> name="saveTitle" label={t('stay.invoice.saveTitle')} /> : null}
        </>
      )}
      <TextField<Values> name="email" type="email" label={t('stay.invoice.email')} autoComplete="email" />
      <FormMessage />
      <Button type="submit" disabled={form.formState.isSubmitting} className="self-start" data-testid="invoice-submit">
        {t('stay.invoice.submit')}
      </Button>
    </Form>
  );
}
