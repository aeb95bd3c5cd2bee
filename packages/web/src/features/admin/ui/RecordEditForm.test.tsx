import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { initI18n } from '../../../lib/i18n/i18n.ts';
import { draftSchema } from './draftForm.ts';
import { RecordEditForm } from './RecordEditForm.tsx';
import type { FieldSpec } from './recordDraft.ts';

const codeSchema = z.object({
  code: z.string().min(2, { error: 'validation.tooShort' }),
  discountPercent: z.number({ error: 'validation.required' }).int().min(1, { error: 'validation.tooSmall' }),
  ratePlanCodes: z.array(z.string().regex(/^[A-Z]+$/, { error: 'validation.invalid' })),
  hotelCode: z.string().nullable(),
  isActive: z.boolean(),
});

const fields: FieldSpec[] = [
  { key: 'discountPercent', label: 'Percent', kind: 'number' },
  { key: 'ratePlanCodes', label: 'Plans', kind: 'list' },
  {
    key: 'hotelCode',
    label: 'Hotel',
    kind: 'select',
    nullLabel: 'All hotels',
    options: [{ value: 'SHA01', label: 'Shanghai' }],
  },
  { key: 'isActive', label: 'Active', kind: 'checkbox' },
];

const stored = { code: 'SPRING', discountPercent: 10, ratePlanCodes: ['BAR', 'PKG'], hotelCode: null, isActive: true };

/** Answers every fetch with the body given, and keeps what was sent. */
function answer(status: number, body: unknown): unknown[] {
  const sent: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      sent.push(JSON.parse(String(init.body)));
      return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    }),
  );
  return sent;
}

function renderForm() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RecordEditForm
        title="Edit SPRING"
        record={stored}
        schema={codeSchema}
        fields={fields}
        path="/promotion-codes/SPRING"
        invalidate={[]}
      />
    </QueryClientProvider>,
  );
}

const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));

describe('the record editor', () => {
  beforeAll(() => initI18n('en-US', ['admin', 'validation', 'ui']));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('sends the record with typed numbers and lists turned back into values, the rest as stored', async () => {
    const sent = answer(200, { errorCode: 0, data: stored, message: '' });
    renderForm();
    expect((screen.getByLabelText('Plans') as HTMLInputElement).value).toBe('BAR, PKG');
    fireEvent.change(screen.getByLabelText('Percent'), { target: { value: '15' } });
    fireEvent.change(screen.getByLabelText('Plans'), { target: { value: 'BAR, , FLEX ' } });
    save();
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({ ...stored, discountPercent: 15, ratePlanCodes: ['BAR', 'FLEX'] });
    expect(await screen.findByText('Saved.')).toBeTruthy();
  });

  it("shows the schema's refusals under the fields, translated, and sends nothing", async () => {
    const sent = answer(200, { errorCode: 0, data: stored, message: '' });
    renderForm();
    fireEvent.change(screen.getByLabelText('Percent'), { target: { value: '0' } });
    fireEvent.change(screen.getByLabelText('Plans'), { target: { value: 'BAR, bad' } });
    save();
    await waitFor(() => expect(screen.getByLabelText('Percent').getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByLabelText('Plans').getAttribute('aria-invalid')).toBe('true');
    expect(sent).toHaveLength(0);
  });

  it("puts the server's refused fields under them", async () => {
    answer(400, {
      errorCode: 'pc1009',
      data: { fields: [{ field: 'discountPercent', message: 'Too generous' }] },
      message: 'Too generous',
    });
    renderForm();
    save();
    await waitFor(() => expect(screen.getByLabelText('Percent').getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText('Too generous').length).toBeGreaterThan(0);
  });
});

describe('a draft checked with a contract schema', () => {
  const schema = draftSchema(
    z.object({ commissionRateBp: z.number().max(5000, { error: 'validation.tooBig' }) }),
    (draft: { commissionPercent: string }) => ({ commissionRateBp: Math.round(Number(draft.commissionPercent) * 100) }),
    (path) => (path === 'commissionRateBp' ? 'commissionPercent' : path),
  );

  it('gives the body to the form when it passes', () => {
    expect(schema.parse({ commissionPercent: '12.5' })).toEqual({ commissionRateBp: 1250 });
  });

  it("names the draft's field in a refusal", () => {
    const issues = schema.safeParse({ commissionPercent: '80' }).error?.issues ?? [];
    expect(issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['commissionPercent', 'validation.tooBig'],
    ]);
  });
});
