import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Pager } from './Pager.tsx';

describe('the pager', () => {
  afterEach(cleanup);

  it('is not there for one page, unless it has a summary to say', () => {
    const { container, rerender } = render(<Pager page={1} size={10} total={7} onPage={() => {}} />);
    expect(container.querySelector('nav')).toBeNull();
    rerender(<Pager page={1} size={10} total={7} onPage={() => {}} summary="7 results" />);
    expect(screen.getByRole('navigation').textContent).toContain('7 results');
  });

  it('steps with buttons, each side disabled at its end', () => {
    const onPage = vi.fn();
    render(<Pager page={1} size={10} total={25} onPage={onPage} />);
    const [previous, next] = screen.getAllByRole('button');
    expect(previous).toHaveProperty('disabled', true);
    fireEvent.click(next as HTMLElement);
    expect(onPage).toHaveBeenCalledWith(2);
  });

  it('links to the other pages of a crawlable list', () => {
    render(
      <MemoryRouter>
        <Pager page={2} size={10} total={25} hrefOf={(page) => `/list?page=${page}`} />
      </MemoryRouter>,
    );
    const links = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(links).toEqual(['/list?page=1', '/list?page=3']);
  });
});
