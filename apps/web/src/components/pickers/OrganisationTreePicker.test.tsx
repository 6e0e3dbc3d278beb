import { configure, render, screen, waitFor } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { organizes, PAGE_SIZES } from '@lbo/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { callApi } from '../../api/client.ts';
import { i18n } from '../../i18n/index.ts';
import { OrganisationTreePicker, type OrganizeNode } from './OrganisationTreePicker.tsx';

vi.mock('../../api/client.ts', () => ({ callApi: vi.fn(async () => ({ Data: [], Total: 0 })) }));

configure({ defaultHidden: true });
const clicker = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

const node = (Id: number, Name: string, Children: OrganizeNode[] = []): OrganizeNode => ({ Id, Name, HasChildren: Children.length > 0, Children });
const TREE = [node(1, 'Head office', [node(2, 'Shenzhen warehouse', [node(3, 'Receiving team'), node(4, 'Packing team')]), node(5, 'Customer service')])];

describe('OrganisationTreePicker', { timeout: 30_000 }, () => {
  beforeAll(() => i18n.changeLanguage('en'));
  afterAll(() => i18n.changeLanguage('zh-CN'));

  it('loads the tree once and returns the chosen organisations', async () => {
    const load = vi.fn(async () => TREE);
    const onChange = vi.fn();
    render(<OrganisationTreePicker population="backstage" multiple load={load} onChange={onChange} />);
    await clicker.click(screen.getByRole('combobox'));
    await waitFor(() => screen.getByTitle('Packing team'));
    await clicker.click(screen.getByTitle('Packing team'));
    expect(onChange).toHaveBeenLastCalledWith([4]);
    await clicker.click(screen.getByTitle('Customer service'));
    expect(onChange).toHaveBeenLastCalledWith([4, 5]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('asks the whole tree of the population it is for', async () => {
    const api = vi.mocked(callApi);
    const { unmount } = render(<OrganisationTreePicker population="user" />);
    await waitFor(() => expect(api).toHaveBeenLastCalledWith(organizes.getSelectUserOrganizes, { index: 1, rows: PAGE_SIZES.at(-1) }, { silent: true }));
    unmount();
    render(<OrganisationTreePicker population="backstage" />);
    await waitFor(() => expect(api).toHaveBeenLastCalledWith(organizes.getSelectBackstageOrganizes, { index: 1, rows: PAGE_SIZES.at(-1) }, { silent: true }));
  });
});
