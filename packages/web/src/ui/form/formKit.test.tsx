import { passwordLoginSchema } from '@hotel/contract/schemas/member';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError } from '../../lib/api/client.ts';
import { initI18n } from '../../lib/i18n/i18n.ts';
import { CheckboxField } from './CheckboxField.tsx';
import { useContractForm } from './contractForm.ts';
import { FieldGroup, RadioGroupField } from './FieldGroup.tsx';
import { Form } from './Form.tsx';
import { FormMessage } from './FormMessage.tsx';
import { applyServerErrors } from './messages.ts';
import { SelectField } from './SelectField.tsx';
import { TextAreaField } from './TextAreaField.tsx';
import { TextField } from './TextField.tsx';

const stayNote = z.object({
  name: z.string().trim().min(1, 'validation.required'),
  note: z.string().max(5),
  room: z.enum(['king', 'twin'], { message: 'validation.invalid' }),
  agree: z.literal(true, { message: 'validation.agreementRequired' }),
  via: z.enum(['email', 'phone']),
});

function NoteForm({ onSave }: { onSave: (values: z.output<typeof stayNote>) => Promise<void> | void }) {
  const form = useContractForm(stayNote, { name: '', note: '', room: '', agree: false, via: 'email' });
  const t = (key: string) => key;
  return (
    <Form
      form={form}
      onSubmit={async (values) => {
        try {
          await onSave(values);
        } catch (error) {
          applyServerErrors(form, error, t, { guestName: 'name' });
        }
      }}
    >
      <TextField name="name" label="Name" hint="As on the ID" />
      <TextAreaField name="note" label="Note" />
      <SelectField name="room" label="Room" placeholder="Choose" options={[{ value: 'king', label: 'King' }]} />
      <CheckboxField name="agree" label="I agree" />
      <RadioGroupField
        name="via"
        legend="Via"
        options={[
          { value: 'email', label: 'E-mail' },
          { value: 'phone', label: 'Phone' },
        ]}
      />
      <FieldGroup legend="More">
        <span>inside</span>
      </FieldGroup>
      <FormMessage />
      <button type="submit">Save</button>
    </Form>
  );
}

function Login() {
  const form = useContractForm(passwordLoginSchema, { account: '', password: '' });
  return (
    <Form form={form} onSubmit={() => {}}>
      <TextField name="account" label="Account" />
      <button type="submit">Save</button>
    </Form>
  );
}

const pickup = z.object({ password: z.string().min(8, 'validation.passwordLength'), code: z.string() });

/** A form whose values are not the request: the field `newPassword` is the request's `password`. */
function PickupForm({ onSave }: { onSave: (values: z.output<typeof pickup>) => void }) {
  const form = useContractForm(
    pickup,
    { newPassword: '', code: ' 12 ' },
    {
      toRequest: (values) => ({ password: values.newPassword, code: values.code.trim() }),
      fieldNames: { password: 'newPassword' },
    },
  );
  return (
    <Form form={form} onSubmit={onSave}>
      <TextField name="newPassword" label="New password" />
      <button type="submit">Save</button>
    </Form>
  );
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));

describe('the form kit', () => {
  beforeAll(() => initI18n('en-US', ['validation', 'ui']));
  afterEach(cleanup);

  it('labels each control and links its translated error and hint to it', async () => {
    render(<NoteForm onSave={() => {}} />);
    fireEvent.change(screen.getByLabelText('Note'), { target: { value: 'far too long' } });
    submit();
    const name = screen.getByLabelText('Name');
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    const [errorId, hintId] = (name.getAttribute('aria-describedby') ?? '').split(' ');
    expect(document.getElementById(errorId ?? '')?.textContent).toBe('This field is required.');
    expect(document.getElementById(hintId ?? '')?.textContent).toBe('As on the ID');
    // A message the schema did not word (zod's own) is the contract's key, translated.
    expect(screen.getByText('This is above the maximum allowed.')).toBeTruthy();
    expect(screen.getByLabelText('Room').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Please read and accept the terms.')).toBeTruthy();
    expect(screen.getByRole('group', { name: 'More' }).textContent).toContain('inside');
  });

  it('hands the schema output to the submit handler', async () => {
    const saved: unknown[] = [];
    render(<NoteForm onSave={(values) => void saved.push(values)} />);
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: '  Lin  ' } });
    fireEvent.change(screen.getByLabelText('Room'), { target: { value: 'king' } });
    fireEvent.click(screen.getByLabelText('I agree'));
    fireEvent.click(screen.getByLabelText('Phone'));
    submit();
    await waitFor(() => expect(saved).toEqual([{ name: 'Lin', note: '', room: 'king', agree: true, via: 'phone' }]));
  });

  it("puts the server's refused fields on the form, and what has no field as the form's message", async () => {
    const refused = new ApiError(400, 'pc1009', 'Check the form', {
      fields: [
        { field: 'guestName', message: 'Name refused' },
        { field: 'elsewhere', message: 'Something else' },
      ],
    });
    render(
      <NoteForm
        onSave={() => {
          throw refused;
        }}
      />,
    );
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Lin' } });
    fireEvent.change(screen.getByLabelText('Room'), { target: { value: 'king' } });
    fireEvent.click(screen.getByLabelText('I agree'));
    submit();
    expect(await screen.findByText('Name refused')).toBeTruthy();
    expect(screen.getByTestId('form-error').textContent).toBe('Something else');
  });

  it("shows a refused call's message for the whole form", async () => {
    render(
      <NoteForm
        onSave={() => {
          throw new ApiError(409, 'pc2001', 'This room is gone');
        }}
      />,
    );
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Lin' } });
    fireEvent.change(screen.getByLabelText('Room'), { target: { value: 'king' } });
    fireEvent.click(screen.getByLabelText('I agree'));
    submit();
    expect((await screen.findByTestId('form-error')).textContent).toBe('This room is gone');
    expect(screen.getByRole('alert').textContent).toBe('This room is gone');
  });

  it('checks a contract schema with its own message keys', async () => {
    render(<Login />);
    submit();
    await waitFor(() => expect(screen.getByLabelText('Account').getAttribute('aria-invalid')).toBe('true'));
  });

  it('checks the request made of the values and shows its errors on the fields they came from', async () => {
    const saved: unknown[] = [];
    render(<PickupForm onSave={(values) => void saved.push(values)} />);
    submit();
    const field = screen.getByLabelText('New password');
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByRole('alert').textContent).toBe('Password must be 8 to 16 characters.');
    fireEvent.change(field, { target: { value: 'Fresh@2026' } });
    submit();
    await waitFor(() => expect(saved).toEqual([{ password: 'Fresh@2026', code: '12' }]));
  });

  it('shows a given message outside any form', () => {
    render(<FormMessage tone="info">Code sent</FormMessage>);
    expect(screen.getByRole('status').textContent).toBe('Code sent');
  });
});
