import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/index.ts';
import { IconPicker } from './IconPicker.tsx';

beforeAll(async () => {
  await i18n.changeLanguage('en');
});

describe('IconPicker', () => {
  it('shows the chosen icon at the asked size, never above 150 px', async () => {
    const { rerender } = render(<IconPicker value="TruckOutlined" size={40} />);
    const preview = screen.getByTestId('icon-preview');
    expect(await within(preview).findByRole('img', { name: 'truck' })).toBeTruthy();
    expect(preview.style.fontSize).toBe('40px');
    rerender(<IconPicker value="TruckOutlined" size={200} />);
    expect(screen.getByTestId('icon-preview').style.fontSize).toBe('150px');
  });

  it('lists the outlined icons in a 1000 px dialog, filters them by the search and returns the picked name', async () => {
    const onChange = vi.fn();
    render(<IconPicker onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Choose an icon' }));
    const list = await screen.findByRole('listbox');
    expect((document.querySelector('.ant-modal') as HTMLElement).style.width).toBe('1000px');
    const all = within(list).getAllByRole('option');
    expect(all.length).toBeGreaterThan(300);
    expect(all.every((o) => o.getAttribute('aria-label')!.endsWith('Outlined'))).toBe(true);

    await userEvent.type(screen.getByPlaceholderText('Search icons by name'), 'truck');
    const names = within(screen.getByRole('listbox'))
      .getAllByRole('option')
      .map((o) => o.getAttribute('aria-label'));
    expect(names).toEqual(['TruckOutlined']);

    await userEvent.click(screen.getByRole('option', { name: 'TruckOutlined' }));
    expect(onChange).toHaveBeenCalledWith('TruckOutlined');
    expect(screen.getByRole('button', { name: 'TruckOutlined' })).toBeTruthy();
  });

  it('says so when no icon matches', async () => {
    render(<IconPicker />);
    await userEvent.click(screen.getByRole('button', { name: 'Choose an icon' }));
    await userEvent.type(await screen.findByPlaceholderText('Search icons by name'), 'parcel-xyz');
    expect(screen.getByText('No icon matches')).toBeTruthy();
  });
});
