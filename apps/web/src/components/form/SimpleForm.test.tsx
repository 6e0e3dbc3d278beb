import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from 'antd';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/index.ts';
import { rules } from '../../lib/formRules.ts';
import type { FormField } from './FormFields.tsx';
import { SimpleForm } from './SimpleForm.tsx';

// Ant Design forms validate asynchronously; leave room on a busy machine.

const FIELDS: FormField[] = [
  { name: 'TrackingNumber', label: 'tracking number', rules: [rules.required(), rules.trackingNumber()] },
  { name: 'Weight', label: 'weight', rules: [rules.decimal({ cannotBeZero: true })] },
  { name: 'Warehouse', label: 'warehouse', input: 'select', options: [{ value: 'SZ', label: 'Shenzhen' }] },
  { name: 'Remark', label: 'remark', input: 'textarea', span: 2 },
];

/** The large-screen column class of each field: ant-col-lg-6 is 4 per row, ant-col-lg-8 is 3. */
const largeColumns = () => [...document.querySelectorAll('form > .ant-row > .ant-col')].map((col) => [...col.classList].find((c) => c.startsWith('ant-col-lg-')));

describe('SimpleForm', () => {
  beforeAll(() => i18n.changeLanguage('en'));
  afterAll(() => i18n.changeLanguage('zh-CN'));
  afterEach(() => vi.restoreAllMocks());

  it('lays out widthSize fields per row', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(<SimpleForm fields={FIELDS} widthSize={3} />);
    expect(largeColumns()).toEqual(['ant-col-lg-8', 'ant-col-lg-8', 'ant-col-lg-8', 'ant-col-lg-16']);
    expect(warn).not.toHaveBeenCalled();
  });

  it('warns about widthSize 6 and uses 4', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(<SimpleForm fields={FIELDS} widthSize={6} />);
    expect(largeColumns()).toEqual(['ant-col-lg-6', 'ant-col-lg-6', 'ant-col-lg-6', 'ant-col-lg-12']);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toContain('widthSize 6');
  });

  it('shows "Please enter" / "Please select" placeholders and submits valid values', async () => {
    const onFinish = vi.fn();
    render(<SimpleForm fields={FIELDS} onFinish={onFinish} initialValues={{ Weight: '0' }} footer={<Button htmlType="submit">Submit</Button>} />);
    expect(screen.getByPlaceholderText('Please enter tracking number')).toBeTruthy();
    expect(screen.getByText('Please select warehouse')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('cannot be empty')).toBeTruthy();
    expect(screen.getByText('cannot be zero')).toBeTruthy();
    await userEvent.type(screen.getByPlaceholderText('Please enter tracking number'), 'YT2024001');
    await userEvent.clear(screen.getByPlaceholderText('Please enter weight'));
    await userEvent.type(screen.getByPlaceholderText('Please enter weight'), '1.25');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onFinish).toHaveBeenCalledWith({ TrackingNumber: 'YT2024001', Weight: '1.25', Warehouse: undefined, Remark: undefined }));
  }, 20_000);
});
