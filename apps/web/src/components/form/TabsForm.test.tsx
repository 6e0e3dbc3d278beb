import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/index.ts';
import { rules } from '../../lib/formRules.ts';
import { renderInApp } from '../../test/renderInApp.tsx';
import { TabsForm, type TabsFormSection } from './TabsForm.tsx';

// Ant Design forms validate asynchronously; leave room on a busy machine.

const SECTIONS: TabsFormSection[] = [
  {
    key: 'parcel',
    label: 'Parcel',
    fields: [
      { name: 'TrackingNumber', label: 'Tracking number', rules: [rules.required(), rules.trackingNumber()] },
      { name: 'Weight', label: 'Weight', rules: [rules.required(), rules.decimal({ cannotBeZero: true })] },
    ],
  },
  {
    key: 'consignee',
    label: 'Consignee',
    fields: [
      { name: 'Consignee', label: 'Consignee', rules: [rules.required()] },
      { name: 'PhoneCode', label: 'Area code' },
      { name: 'Mobile', label: 'Mobile', rules: [rules.mobile()], dependencies: ['PhoneCode'] },
    ],
  },
];

const VALID = { TrackingNumber: 'SF1234567890', Weight: '2.35', Consignee: 'Chan Tai Man', PhoneCode: '852', Mobile: '91234567' };

/** The form opened from a parcel list, so that "back" has somewhere to go. */
function renderForm(onSubmit: (values: typeof VALID) => unknown, initialValues: Partial<typeof VALID> = VALID) {
  renderInApp(
    <MemoryRouter initialEntries={['/parcels', '/parcels/edit']} initialIndex={1}>
      <Routes>
        <Route path="/parcels" element={<div>parcel list</div>} />
        <Route path="/parcels/edit" element={<TabsForm sections={SECTIONS} initialValues={initialValues} onSubmit={onSubmit} />} />
      </Routes>
    </MemoryRouter>,
  );
}

const save = () => userEvent.click(screen.getByRole('button', { name: 'Save' }));

describe('TabsForm', () => {
  beforeAll(() => i18n.changeLanguage('en'));
  afterAll(() => i18n.changeLanguage('zh-CN'));

  it('submits the values of every section and goes back when the result is truthy', async () => {
    const onSubmit = vi.fn(async () => true);
    renderForm(onSubmit);
    await save();
    expect(await screen.findByText('parcel list')).toBeTruthy();
    expect(onSubmit).toHaveBeenCalledWith(VALID);
  });

  it('stays when the result is falsy', async () => {
    const onSubmit = vi.fn(() => false);
    renderForm(onSubmit);
    await save();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(screen.queryByText('parcel list')).toBeNull();
    expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy();
  });

  it('stays and shows the failing hidden tab with its errors', async () => {
    const onSubmit = vi.fn(() => true);
    renderForm(onSubmit, { ...VALID, Consignee: '', Mobile: '12345' });
    expect(screen.getByRole('tab', { name: 'Parcel' }).getAttribute('aria-selected')).toBe('true');
    await save();
    await waitFor(() => expect(screen.getByRole('tab', { name: /Consignee/ }).getAttribute('aria-selected')).toBe('true'));
    // Under its labelled field a message gives the rule only, not the label again.
    expect(await screen.findByText('cannot be empty')).toBeTruthy();
    expect(screen.getByText('not a valid mobile number for the area code')).toBeTruthy();
    expect(within(screen.getByRole('tab', { name: /Consignee/ })).getByText('2')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Please correct the fields marked in red');
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.queryByText('parcel list')).toBeNull();
  });

  it('goes back on Cancel without submitting', async () => {
    const onSubmit = vi.fn(() => true);
    renderForm(onSubmit);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('parcel list')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('asks before dropping unsaved changes on Cancel, and stays when the user keeps editing', async () => {
    renderForm(vi.fn(() => true));
    await userEvent.type(screen.getByLabelText('Tracking number'), '9');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect((await screen.findAllByText('Discard your changes?')).length).toBeGreaterThan(0);
    await userEvent.click(screen.getAllByRole('button', { name: 'Keep editing' })[0]!);
    expect(screen.queryByText('parcel list')).toBeNull();
    expect((screen.getByLabelText('Tracking number') as HTMLInputElement).value).toBe('SF12345678909');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryAllByRole('button', { name: 'Discard' }).length).toBeGreaterThan(0));
    await userEvent.click(screen.getAllByRole('button', { name: 'Discard' }).at(-1)!);
    expect(await screen.findByText('parcel list')).toBeTruthy();
  });

  it('does not ask on Cancel once the changes are saved', async () => {
    renderForm(vi.fn(() => false));
    await userEvent.type(screen.getByLabelText('Tracking number'), '9');
    await save();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' }).className).not.toContain('loading'));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('parcel list')).toBeTruthy();
  });
});
