import { DEFAULT_AREA_CODE } from '@hotel/contract/constants';
import { personName } from '@hotel/contract/memberName';
import { frequentContactSchema } from '@hotel/contract/schemas/member';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLanguage } from '../../../lib/i18n/useLanguage.ts';
import { useTranslation } from '../../../lib/i18n/useTranslation.ts';
import { notices } from '../../../lib/notices/noticeStore.ts';
import { Button } from '../../../ui/Button.tsx';
import { Card } from '../../../ui/Card.tsx';
import { useContractForm } from '../../../ui/form/contractForm.ts';
import { Form } from '../../../ui/form/Form.tsx';
import { FormMessage } from '../../../ui/form/FormMessage.tsx';
import { applyServerErrors, serverMessage } from '../../../ui/form/messages.ts';
import { TextField } from '../../../ui/form/TextField.tsx';
import { ModalDialog } from '../../../ui/ModalDialog.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
import { type Contact, contactsQuery, memberCalls } from '../memberApi.ts';
import { useSessionGuard } from '../useSessionGuard.ts';

const EMPTY = { firstName: '', lastName: '', mobileCountryNumber: DEFAULT_AREA_CODE, mobile: '', email: '' };

function ContactForm({ contact, onDone }: { contact: Contact | null; onDone: () => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const client = useQueryClient();
  const form = useContractForm(
    frequentContactSchema,
    contact
      ? {
          firstName: contact.firstName,
          lastName: contact.lastName,
          mobileCountryNumber: contact.mobileCountryNumber,
          mobile: contact.mobile,
          email: contact.email,
        }
      : EMPTY,
  );

  return (
    <Form
      form={form}
      className="grid gap-3 rounded-md bg-surface p-4 sm:grid-cols-2"
      data-testid="contact-form"
      onSubmit={async (values) => {
        try {
          await memberCalls.saveContact(language, { ...values, ...(contact ? { id: contact.id } : {}) });
          await client.invalidateQueries({ queryKey: contactsQuery(language).queryKey });
          notices.notify(t('member.contacts.saved'), 'success');
          onDone();
        } catch (error) {
          applyServerErrors(form, error, t);
        }
      }}
    >
      <TextField name="lastName" label={t('member.contacts.lastName')} />
      <TextField name="firstName" label={t('member.contacts.firstName')} />
      <div className="grid grid-cols-[6rem_1fr] gap-2">
        <TextField
          name="mobileCountryNumber"
          inputMode="numeric"
          autoComplete="tel-country-code"
          label={t('member.contacts.countryCode')}
        />
        <TextField name="mobile" type="tel" autoComplete="tel-national" label={t('member.contacts.mobile')} />
      </div>
      <TextField name="email" type="email" label={t('member.contacts.email')} />
      <div className="flex gap-2 sm:col-span-2">
        <FormMessage />
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {t('member.contacts.save')}
        </Button>
        <Button variant="ghost" onClick={onDone}>
          {t('member.contacts.cancel')}
        </Button>
      </div>
    </Form>
  );
}

/** Frequent contacts: the people a member often books for, to fill guest names quickly. */
export function ContactsSection() {
  const { t } = useTranslation();
  const language = useLanguage();
  const client = useQueryClient();
  const query = useQuery(contactsQuery(language));
  useSessionGuard(query.error);
  const [editing, setEditing] = useState<Contact | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Contact | null>(null);

  async function remove(contact: Contact) {
    try {
      await memberCalls.deleteContact(language, contact.id);
      await client.invalidateQueries({ queryKey: contactsQuery(language).queryKey });
      notices.notify(t('member.contacts.deleted'), 'success');
    } catch (error) {
      notices.notify(serverMessage(error, t), 'error');
    } finally {
      setDeleting(null);
    }
  }

  if (query.isLoading) return <Spinner label={t('ui.common.loading')} />;
  const contacts = query.data ?? [];
  return (
    <div className="flex flex-col gap-4">
      {contacts.length === 0 && editing === null ? <p className="text-muted">{t('member.contacts.empty')}</p> : null}
      <ul className="grid gap-3 sm:grid-cols-2" data-testid="contacts">
        {contacts.map((contact) =>
          editing !== 'new' && editing?.id === contact.id ? (
            <li key={contact.id} className="sm:col-span-2">
              <ContactForm contact={contact} onDone={() => setEditing(null)} />
            </li>
          ) : (
            <Card as="li" key={contact.id} className="flex flex-col gap-1 p-4">
              <p className="font-medium">{personName(contact, language)}</p>
              <p className="text-sm text-muted" data-testid="contact-mobile">
                +{contact.mobileCountryNumber} {contact.mobile}
              </p>
              <p className="text-sm text-muted">{contact.email}</p>
              <div className="mt-2 flex gap-2">
                <Button variant="secondary" onClick={() => setEditing(contact)}>
                  {t('member.contacts.edit')}
                </Button>
                <Button variant="ghost" onClick={() => setDeleting(contact)}>
                  {t('member.contacts.delete')}
                </Button>
              </div>
            </Card>
          ),
        )}
      </ul>
      {editing === 'new' ? (
        <ContactForm contact={null} onDone={() => setEditing(null)} />
      ) : (
        <div>
          <Button variant="secondary" onClick={() => setEditing('new')} data-testid="contact-add">
            {t('member.contacts.add')}
          </Button>
        </div>
      )}
      <ModalDialog
        isOpen={deleting !== null}
        onOpenChange={(open) => (open ? null : setDeleting(null))}
        title={deleting ? t('member.contacts.confirmDelete', { name: personName(deleting, language) }) : ''}
        role="alertdialog"
        actions={
          <>
            <Button variant="ghost" onClick={() => setDeleting(null)}>
              {t('member.contacts.cancel')}
            </Button>
            <Button onClick={() => deleting && remove(deleting)}>{t('member.contacts.delete')}</Button>
          </>
        }
      />
    </div>
  );
}
