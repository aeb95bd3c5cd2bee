import { INVOICE_TITLES_MAX, invoiceTitleInputSchema } from '@hotel/contract/schemas/stay';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLanguage } from '../../lib/i18n/useLanguage.ts';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { notices } from '../../lib/notices/noticeStore.ts';
import { Button } from '../../ui/Button.tsx';
import { useContractForm } from '../../ui/form/contractForm.ts';
import { Form } from '../../ui/form/Form.tsx';
import { FormMessage } from '../../ui/form/FormMessage.tsx';
import { applyServerErrors, serverMessage } from '../../ui/form/messages.ts';
import { Spinner } from '../../ui/Spinner.tsx';
import { invoiceTitlesQuery, stayCalls } from './stayApi.ts';
import { TitleFields } from './TitleFields.tsx';

interface Values {
  kind: 'personal' | 'company';
  name: string;
  taxNumber: string;
}
const EMPTY: Values = { kind: 'personal', name: '', taxNumber: '' };

/** The personal center's invoice titles (发票抬头): the saved ones, removable, and a form to add one. */
export function InvoiceTitlesSection() {
  const { t } = useTranslation();
  const language = useLanguage();
  const client = useQueryClient();
  const titles = useQuery(invoiceTitlesQuery(language));
  const form = useContractForm<typeof invoiceTitleInputSchema, Values>(invoiceTitleInputSchema, EMPTY);
  const remove = useMutation({
    mutationFn: (titleId: string) => stayCalls.removeTitle(language, titleId),
    onSuccess: () => client.invalidateQueries({ queryKey: invoiceTitlesQuery(language).queryKey }),
    onError: (error) => notices.notify(serverMessage(error, t), 'error'),
  });
  if (titles.isPending) return <Spinner label={t('ui.common.loading')} />;
  const list = titles.data ?? [];
  return (
    <div className="flex flex-col gap-6" data-testid="invoice-titles">
      <p className="text-sm text-muted">{t('stay.titles.intro')}</p>
      {list.length ? (
        <ul className="flex flex-col divide-y divide-border rounded-md border border-border">
          {list.map((title) => (
            <li
              key={title.titleId}
              className="flex flex-wrap items-center justify-between gap-2 p-3"
              data-testid="invoice-title"
            >
              <div className="min-w-0">
                <p className="font-medium break-words">{title.name}</p>
                <p className="text-xs text-muted">
                  {t(`stay.invoice.kinds.${title.kind}`)}
                  {title.taxNumber ? ` · ${title.taxNumber}` : ''}
                </p>
              </div>
              <Button
                variant="ghost"
                aria-label={t('stay.titles.removeLabel', { name: title.name })}
                disabled={remove.isPending}
                onClick={() => remove.mutate(title.titleId)}
              >
                {t('stay.titles.remove')}
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm">{t('stay.titles.empty')}</p>
      )}
      {list.length < INVOICE_TITLES_MAX ? (
        <Form
          form={form}
          className="flex flex-col gap-3 rounded-md bg-surface p-4"
          data-testid="invoice-title-form"
          onSubmit={async (title) => {
            try {
              await stayCalls.addTitle(language, title);
              await client.invalidateQueries({ queryKey: invoiceTitlesQuery(language).queryKey });
              notices.notify(t('stay.titles.added'), 'success');
              form.reset(EMPTY);
            } catch (error) {
              applyServerErrors(form, error, t);
            }
          }}
        >
          <TitleFields<Values> />
          <FormMessage />
          <Button
            type="submit"
            disabled={form.formState.isSubmitting}
            className="self-start"
            data-testid="invoice-title-save"
          >
            {t('stay.titles.add')}
          </Button>
        </Form>
      ) : (
        <p className="text-sm text-muted">{t('stay.titles.limit', { max: INVOICE_TITLES_MAX })}</p>
      )}
    </div>
  );
}
