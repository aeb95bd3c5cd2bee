import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { initI18n } from '../../../lib/i18n/i18n.ts';
import { useContractForm } from '../../../ui/form/contractForm.ts';
import { Form } from '../../../ui/form/Form.tsx';
import { SelectField } from '../../../ui/form/SelectField.tsx';
import { Choosers } from './Choosers.tsx';
import { CheckboxListField, emptyLocalizedText, LocalizedTextFields, WeekdayPicker } from './fields.tsx';

const editSchema = z.object({
  roomTypeCodes: z.array(z.string()).min(1, { error: 'validation.required' }),
  weekdays: z.array(z.number()).min(1, { error: 'validation.required' }),
});
type Edit = z.output<typeof editSchema>;

function EditForm({ onSave }: { onSave: (edit: Edit) => void }) {
  const form = useContractForm(editSchema, { roomTypeCodes: ['KNG'], weekdays: [0, 6] });
  return (
    <Form form={form} onSubmit={onSave}>
      <CheckboxListField
        name="roomTypeCodes"
        legend="Room types"
        options={[
          { value: 'KNG', label: 'King' },
          { value: 'TWN', label: 'Twin' },
        ]}
      />
      <WeekdayPicker name="weekdays" />
      <button type="submit">Apply</button>
    </Form>
  );
}

const namedSchema = z.object({ name: z.record(z.string(), z.string()) });

function NameForm() {
  const form = useContractForm(namedSchema, { name: { ...emptyLocalizedText(), 'en-US': 'Harbour suite' } });
  return (
    <Form form={form} onSubmit={() => undefined}>
      <LocalizedTextFields name="name" label="Name" />
    </Form>
  );
}

function StatusFilter() {
  const [status, setStatus] = useState('');
  return (
    <>
      <Choosers values={{ status }} onChange={(chosen) => setStatus(chosen.status)}>
        <SelectField
          name="status"
          label="Status"
          placeholder="All"
          options={[
            { value: 'paid', label: 'Paid' },
            { value: 'held', label: 'Held' },
          ]}
        />
      </Choosers>
      <output>{status || 'all'}</output>
    </>
  );
}

describe('the back office composite fields', () => {
  beforeAll(() => initI18n('en-US', ['admin', 'validation', 'ui']));
  afterEach(cleanup);

  it('ticks values into lists in their own order, and says when a list needs one', async () => {
    const saved: Edit[] = [];
    render(<EditForm onSave={(edit) => void saved.push(edit)} />);
    fireEvent.click(screen.getByLabelText('Twin'));
    fireEvent.click(screen.getByLabelText('Monday'));
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(saved).toEqual([{ roomTypeCodes: ['KNG', 'TWN'], weekdays: [0, 1, 6] }]));

    fireEvent.click(screen.getByLabelText('King'));
    fireEvent.click(screen.getByLabelText('Twin'));
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('This field is required.')).toBeTruthy();
    expect(saved).toHaveLength(1);
  });

  it('applies a choice at once', () => {
    render(<StatusFilter />);
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'held' } });
    expect(screen.getByRole('status').textContent).toBe('held');
  });

  it('marks the languages beyond the default optional and shows, while one is empty, what its guests read', async () => {
    render(<NameForm />);
    expect(screen.getByLabelText('Name · English *')).toHaveProperty('value', 'Harbour suite');
    const japanese = screen.getByLabelText('Name · 日本語 (optional)');
    expect(screen.getByTestId('fallback-name-ja').textContent).toBe('Guests reading 日本語 now see:Harbour suite');
    fireEvent.change(japanese, { target: { value: 'ハーバースイート' } });
    await waitFor(() => expect(screen.queryByTestId('fallback-name-ja')).toBeNull());
    // The default language has no fallback of its own: it is the fallback.
    expect(screen.queryByTestId('fallback-name-en-US')).toBeNull();
    expect(screen.getByTestId('fallback-name-th-TH')).toBeTruthy();
  });

  it('shows the default language as placeholder of an empty language, and none on the default language', () => {
    render(<NameForm />);
    expect(screen.getByLabelText('Name · 日本語 (optional)')).toHaveProperty('placeholder', 'Harbour suite');
    expect(screen.getByLabelText('Name · English *')).toHaveProperty('placeholder', '');
  });
});
