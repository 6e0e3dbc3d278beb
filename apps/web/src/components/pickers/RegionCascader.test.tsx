import { configure, render, screen, waitFor } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { REGION_CASCADE_MAX_LEVELS } from '@lbo/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/index.ts';
import { RegionCascader, type RegionLoader, type RegionNode } from './RegionCascader.tsx';

configure({ defaultHidden: true });
const clicker = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

const region = (Id: number, Name: string, HasChildren = true): RegionNode => ({ Id, Name, HasChildren, PhoneCode: '86', Code: String(Id) });
/** Children by parent Id. The town (level 5) still claims children: the cascade must stop there anyway. */
const CHILDREN: Record<number, RegionNode[]> = {
  0: [region(1, 'China'), region(2, 'Macau', false)],
  1: [region(11, 'Guangdong')],
  11: [region(111, 'Shenzhen'), region(112, 'Guangzhou')],
  111: [region(1111, 'Nanshan'), region(1112, 'Futian')],
  1111: [region(11111, 'Yuehai', true)],
  11111: [region(111111, 'Below the last level')],
};
const fakeRegions = () => vi.fn<RegionLoader>(async (parentId) => CHILDREN[parentId ?? 0] ?? []);
const item = (name: string) => screen.getByTitle(name);

describe('RegionCascader', { timeout: 30_000 }, () => {
  beforeAll(() => i18n.changeLanguage('en'));
  afterAll(() => i18n.changeLanguage('zh-CN'));

  it('loads each level by its parent’s Id and stops at level 5', async () => {
    const load = fakeRegions();
    const onChange = vi.fn();
    render(<RegionCascader load={load} onChange={onChange} />);
    await waitFor(() => expect(load).toHaveBeenCalledWith());
    await clicker.click(screen.getByRole('combobox'));
    for (const name of ['China', 'Guangdong', 'Shenzhen', 'Nanshan']) {
      await waitFor(() => item(name));
      await clicker.click(item(name));
    }
    await waitFor(() => item('Yuehai'));
    await clicker.click(item('Yuehai'));
    expect(onChange).toHaveBeenLastCalledWith([1, 11, 111, 1111, 11111], [1, 11, 111, 1111, 11111].map((id) => expect.objectContaining({ Id: id })));
    expect(load.mock.calls.map((args) => args[0])).toEqual([undefined, 1, 11, 111, 1111]);
    expect(REGION_CASCADE_MAX_LEVELS).toBe(5);
    expect(screen.queryByTitle('Below the last level')).toBeNull();
  });

  it('treats a region without children as the end of the cascade', async () => {
    const load = fakeRegions();
    const onChange = vi.fn();
    render(<RegionCascader load={load} onChange={onChange} />);
    await clicker.click(screen.getByRole('combobox'));
    await waitFor(() => item('Macau'));
    await clicker.click(item('Macau'));
    expect(onChange).toHaveBeenLastCalledWith([2], [expect.objectContaining({ Name: 'Macau' })]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads the path of a given value so its names show', async () => {
    const load = fakeRegions();
    const { container } = render(<RegionCascader load={load} value={[1, 11, 111]} />);
    await waitFor(() => expect(container.querySelector('.ant-select-content')?.textContent).toBe('China / Guangdong / Shenzhen'));
    expect(load.mock.calls.map((args) => args[0])).toEqual([undefined, 1, 11]);
  });
});
