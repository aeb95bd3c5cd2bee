import { describe, expect, it } from 'vitest';
import { ApiError } from './client.ts';
import { decideErrorAction } from './errorPolicy.ts';

const translate = (key: string) => (key.startsWith('errors.7') || key.startsWith('ui.') ? `T(${key})` : undefined);

describe('decideErrorAction', () => {
  it('sends 403 to /403 and 5xx to /500', () => {
    expect(decideErrorAction(new ApiError(403, 90026, 'no'), { translate })).toEqual({ kind: 'redirect', to: '/403' });
    expect(decideErrorAction(new ApiError(503, 'pc0000', 'busy'), { translate })).toEqual({
      kind: 'redirect',
      to: '/500',
    });
  });

  it('leaves the 404 of a page main resource to the page', () => {
    expect(decideErrorAction(new ApiError(404, 90009, 'x'), { translate, mainResource: true })).toEqual({
      kind: 'none',
    });
    expect(decideErrorAction(new ApiError(404, 90009, 'x'), { translate })).toEqual({ kind: 'notice', message: 'x' });
  });

  it('shows the server message, else the translated code, else a generic text', () => {
    expect(decideErrorAction(new ApiError(409, 703, 'Sold out'), { translate })).toEqual({
      kind: 'notice',
      message: 'Sold out',
    });
    expect(decideErrorAction(new ApiError(409, 703, ''), { translate })).toEqual({
      kind: 'notice',
      message: 'T(errors.703)',
    });
    expect(decideErrorAction(new ApiError(400, 12345, ''), { translate })).toEqual({
      kind: 'notice',
      message: 'T(ui.error.generic)',
    });
    expect(decideErrorAction(new ApiError(0, null, ''), { translate })).toEqual({
      kind: 'notice',
      message: 'T(ui.error.network)',
    });
  });

  it('stays quiet for code 21 and silent calls', () => {
    expect(decideErrorAction(new ApiError(400, 21, 'x'), { translate })).toEqual({ kind: 'none' });
    expect(decideErrorAction(new ApiError(400, 1, 'x'), { translate, silent: true })).toEqual({ kind: 'none' });
  });
});
