import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/index.ts';
import { DetailDrawer } from '../form/DetailView.tsx';
import { auditValueText, changedFields, VALUE_TEXT_MAX, type AuditRow } from './auditRules.ts';
import { ChangeHistory } from './ChangeHistory.tsx';

vi.setConfig({ testTimeout: 30_000 });

const EDITED: AuditRow = {
  Action: 'Edit',
  ActorName: 'admin',
  CreationTime: '2025-03-04T05:06:07.000Z',
  Before: { Name: 'Shenzhen', Code: 'SZ', IsEnabled: true, RoleIds: [1, 2] },
  After: { Name: 'Shenzhen Bao’an', Code: 'SZ', IsEnabled: false, RoleIds: [1, 2] },
};
const CREATED: AuditRow = { Action: 'Establish', ActorName: 'admin', CreationTime: '2025-03-01T00:00:00.000Z', Before: null, After: { Name: 'Shenzhen', Code: '', Sort: 0 } };
const words = { yes: 'Yes', no: 'No', none: '-' };

beforeAll(async () => {
  await i18n.changeLanguage('en');
});

describe('changedFields', () => {
  it('lists the fields an edit changed, with both values', () => {
    expect(changedFields(EDITED.Before, EDITED.After)).toEqual([
      { key: 'Name', before: 'Shenzhen', after: 'Shenzhen Bao’an' },
      { key: 'IsEnabled', before: true, after: false },
    ]);
  });

  it('lists what a creation filled in and what a deletion removed, skipping empty values', () => {
    expect(changedFields(CREATED.Before, CREATED.After).map((c) => c.key)).toEqual(['Name', 'Sort']);
    expect(changedFields({ Name: 'Old', Remarks: '' }, undefined)).toEqual([{ key: 'Name', before: 'Old', after: undefined }]);
    expect(changedFields('not a record', null)).toEqual([]);
  });
});

describe('auditValueText', () => {
  it('writes lists, booleans, missing and long values as one line', () => {
    expect(auditValueText([3, 4], words)).toBe('3, 4');
    expect(auditValueText(false, words)).toBe('No');
    expect(auditValueText(null, words)).toBe('-');
    expect(auditValueText({ IsSet: true, Hint: '••••1234' }, words)).toBe('{"IsSet":true,"Hint":"••••1234"}');
    const long = auditValueText('x'.repeat(VALUE_TEXT_MAX + 50), words);
    expect(long).toHaveLength(VALUE_TEXT_MAX + 1);
    expect(long.endsWith('…')).toBe(true);
  });
});

describe('ChangeHistory', () => {
  it('names the action in the current language and opens a row to show the fields before and after', async () => {
    render(<ChangeHistory audits={[EDITED, { ...CREATED, Action: 'SomethingNew' }]} labels={{ Name: 'Organisation name' }} />);
    const table = screen.getByTestId('change-history');
    expect(within(table).getByText('Edited')).toBeTruthy();
    // An action without a name yet is shown as the server wrote it.
    expect(within(table).getByText('SomethingNew')).toBeTruthy();
    await userEvent.click(within(table).getAllByRole('button', { name: /expand row/i })[0]!);
    expect(screen.getByText('Organisation name')).toBeTruthy();
    expect(screen.getByText('Shenzhen Bao’an')).toBeTruthy();
    // Unlabelled fields keep their wire name; booleans are words.
    expect(screen.getByText('IsEnabled')).toBeTruthy();
    expect(screen.getByText('Yes')).toBeTruthy();

    await i18n.changeLanguage('zh-CN');
    expect(await screen.findByText('编辑')).toBeTruthy();
    await i18n.changeLanguage('en');
  });

  it('names the fields of a batch action (an import) in the current language', async () => {
    const imported: AuditRow = { Action: 'ImportTrackingNumbers', ActorName: 'admin', CreationTime: '2025-03-05T00:00:00.000Z', Before: null, After: { Count: 100, First: 'YT001', Last: 'YT100' } };
    await i18n.changeLanguage('zh-CN');
    render(<ChangeHistory audits={[imported]} />);
    await userEvent.click(screen.getByRole('button', { name: /展开行|expand row/i }));
    expect(screen.getByText('数量')).toBeTruthy();
    expect(screen.getByText('最后一个')).toBeTruthy();
    expect(screen.getByText('YT100')).toBeTruthy();
    await i18n.changeLanguage('en');
  });

  it('says so when nothing was recorded', () => {
    render(<ChangeHistory audits={[]} />);
    expect(screen.getByText('No changes recorded yet')).toBeTruthy();
  });

  it('is the last section of a detail drawer, labelled with the drawer’s own field names', async () => {
    const record = { Name: 'Shenzhen Bao’an', Code: 'SZ', Audits: [EDITED] };
    render(<DetailDrawer open onClose={() => {}} title="Detail" record={record} history={record.Audits} groups={[{ key: 'basics', title: 'Basics', fields: [{ key: 'Name', label: 'Warehouse name' }, { key: 'Code', label: 'Code' }] }]} />);
    const section = await screen.findByRole('button', { name: 'Change history' });
    expect(section.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getAllByText('Warehouse name')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: /expand row/i }));
    expect(within(screen.getByTestId('change-history')).getByText('Warehouse name')).toBeTruthy();
  });
});
