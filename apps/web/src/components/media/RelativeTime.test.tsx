import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/index.ts';
import { RelativeTime } from './RelativeTime.tsx';

beforeAll(async () => {
  await i18n.changeLanguage('en');
});
afterEach(() => {
  vi.useRealTimers();
});

describe('RelativeTime', () => {
  it('moves on from "just now" as time passes, without being rendered again', () => {
    vi.useFakeTimers({ now: new Date(2024, 0, 17, 8, 30, 10) });
    render(<RelativeTime time={new Date(2024, 0, 17, 8, 30, 0)} />);
    expect(screen.getByText('just now')).toBeTruthy();
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByText('1 min ago')).toBeTruthy();
    act(() => vi.advanceTimersByTime(2 * 3600_000));
    expect(screen.getByText('2 h ago')).toBeTruthy();
    act(() => vi.advanceTimersByTime(24 * 3600_000));
    expect(screen.getByText('1 day ago')).toBeTruthy();
  });

  it('shows the exact time on hover', async () => {
    render(<RelativeTime time={new Date(2024, 0, 17, 8, 30, 0)} />);
    await userEvent.hover(screen.getByText('2024-01-17 08:30'));
    expect(await screen.findByText('2024-01-17 08:30:00')).toBeTruthy();
  });
});
