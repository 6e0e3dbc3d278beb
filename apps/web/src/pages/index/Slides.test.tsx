import { CAROUSEL_INTERVAL_MS } from '@lbo/contracts';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/index.ts';
import { Slides } from './Slides.tsx';

const SLIDES = [
  { Image: '/home/a.svg', Link: '' },
  { Image: '/home/b.svg', Link: 'https://demo.example/offer' },
  { Image: '/home/c.svg', Link: '' },
];
const shown = () => screen.getByTestId('home-carousel').querySelector('[aria-roledescription=slide]:not([aria-hidden=true])')?.getAttribute('aria-label');

beforeAll(async () => {
  await i18n.changeLanguage('en');
});
beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('home carousel', () => {
  it('turns every interval, round to the first, and not while the pointer is over it', () => {
    render(<Slides slides={SLIDES} height={240} />);
    expect(shown()).toBe('Slide 1');
    act(() => vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS));
    expect(shown()).toBe('Slide 2');
    fireEvent.mouseEnter(screen.getByTestId('home-carousel'));
    act(() => vi.advanceTimersByTime(3 * CAROUSEL_INTERVAL_MS));
    expect(shown()).toBe('Slide 2');
    fireEvent.mouseLeave(screen.getByTestId('home-carousel'));
    act(() => vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS));
    expect(shown()).toBe('Slide 3');
    act(() => vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS));
    expect(shown()).toBe('Slide 1');
  });

  it('goes to a slide by its dot or the arrows, and opens a slide’s link', () => {
    render(<Slides slides={SLIDES} height={240} />);
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(shown()).toBe('Slide 3');
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(shown()).toBe('Slide 1');
    fireEvent.click(screen.getByRole('button', { name: 'Slide 2' }));
    expect(shown()).toBe('Slide 2');
    expect(screen.getByRole('group', { name: 'Slide 2' }).querySelector('a')?.getAttribute('href')).toBe('https://demo.example/offer');
  });

  it('shows a single slide without arrows or dots', () => {
    render(<Slides slides={SLIDES.slice(0, 1)} height={240} />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
