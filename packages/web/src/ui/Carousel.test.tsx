import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Carousel } from './Carousel.tsx';

const labels = {
  pause: 'Pause',
  play: 'Play',
  previous: 'Previous slide',
  next: 'Next slide',
  slide: (position: number, total: number) => `Slide ${position} of ${total}`,
};

const slides = ['Shanghai', 'Kyoto', 'Bangkok'].map((city) => ({
  key: city,
  content: <a href={`/${city}`}>{city}</a>,
}));

const active = () =>
  screen.getAllByTestId('carousel-slide').findIndex((slide) => slide.getAttribute('data-active') === 'true');

describe('Carousel', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('is a labelled carousel whose hidden slides cannot be reached', () => {
    render(<Carousel label="Highlights" slides={slides} labels={labels} />);
    const region = screen.getByRole('region', { name: 'Highlights' });
    expect(region.getAttribute('aria-roledescription')).toBe('carousel');
    const groups = screen.getAllByRole('group');
    expect(groups.map((group) => group.getAttribute('aria-label'))).toEqual([
      'Slide 1 of 3',
      'Slide 2 of 3',
      'Slide 3 of 3',
    ]);
    expect(groups.map((group) => group.hasAttribute('inert'))).toEqual([false, true, true]);
    // The rotation control comes first in the tab order.
    expect(region.querySelector('button')?.getAttribute('aria-label')).toBe('Pause');
  });

  it('advances by itself, and stops when paused', () => {
    render(<Carousel label="Highlights" slides={slides} labels={labels} intervalMs={5000} />);
    expect(active()).toBe(0);
    act(() => vi.advanceTimersByTime(5000));
    expect(active()).toBe(1);
    act(() => vi.advanceTimersByTime(5000));
    expect(active()).toBe(2);
    act(() => vi.advanceTimersByTime(5000));
    expect(active()).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    act(() => vi.advanceTimersByTime(20_000));
    expect(active()).toBe(0);
    expect(screen.getByRole('button', { name: 'Play' })).toBeTruthy();
  });

  it('moves with the buttons, the slide buttons and the arrow keys, and holds still while focused', () => {
    render(<Carousel label="Highlights" slides={slides} labels={labels} intervalMs={5000} />);
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(active()).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(active()).toBe(2);
    const third = screen.getAllByRole('button', { name: 'Slide 3 of 3' })[0] as HTMLElement;
    expect(third.getAttribute('aria-current')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Slide 1 of 3' }));
    expect(active()).toBe(0);
    const region = screen.getByRole('region', { name: 'Highlights' });
    fireEvent.focus(screen.getByRole('button', { name: 'Next slide' }));
    fireEvent.keyDown(region, { key: 'ArrowRight' });
    expect(active()).toBe(1);
    fireEvent.keyDown(region, { key: 'ArrowLeft' });
    fireEvent.keyDown(region, { key: 'ArrowLeft' });
    expect(active()).toBe(2);
    act(() => vi.advanceTimersByTime(20_000));
    expect(active()).toBe(2);
    // Announced while it does not rotate.
    expect(region.querySelector('[aria-live]')?.getAttribute('aria-live')).toBe('polite');
  });

  it('shows one slide without controls', () => {
    render(<Carousel label="Highlights" slides={slides.slice(0, 1)} labels={labels} />);
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });
});
