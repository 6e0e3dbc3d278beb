import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/index.ts';
import { StepWizard, type WizardStep } from './StepWizard.tsx';

// The wizard moves after an awaited check; leave room on a busy machine.

const steps = (beforeNext?: () => unknown): WizardStep[] => [
  { key: 'parcel', title: 'Parcel', content: <p>parcel details</p>, beforeNext },
  { key: 'warehouse', title: 'Warehouse', content: <p>choose a warehouse</p> },
  { key: 'confirm', title: 'Confirm', content: <p>check and confirm</p> },
];

describe('StepWizard', () => {
  afterAll(() => i18n.changeLanguage('zh-CN'));

  it('moves step by step and shows the success view with "Finish" after the last step', async () => {
    await i18n.changeLanguage('en');
    const onComplete = vi.fn();
    const onActiveChange = vi.fn();
    render(<StepWizard steps={steps()} onActiveChange={onActiveChange} onComplete={onComplete} />);
    expect(screen.getByText('parcel details')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('choose a warehouse')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByText('parcel details')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('choose a warehouse');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('check and confirm')).toBeTruthy();
    // The button is "loading Confirm" until the move settles.
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('All steps are done')).toBeTruthy();
    expect(onActiveChange.mock.calls.map(([index]) => index as number)).toEqual([1, 0, 1, 2, 3]);
    expect(screen.queryByText('check and confirm')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Finish' }));
    expect(onComplete).toHaveBeenCalledTimes(1);
  });

  it('labels the complete button in the current language, or as told', async () => {
    await i18n.changeLanguage('zh-TW');
    const { unmount } = render(<StepWizard steps={steps()} active={3} />);
    expect(screen.getByRole('button', { name: '完 成' })).toBeTruthy();
    unmount();
    render(<StepWizard steps={steps()} active={3} completeText="Back to parcels" />);
    expect(screen.getByRole('button', { name: 'Back to parcels' })).toBeTruthy();
  });

  it('stays on a step whose check refuses', async () => {
    await i18n.changeLanguage('en');
    const refuse = vi.fn(() => Promise.reject(new Error('invalid')));
    const onActiveChange = vi.fn();
    render(<StepWizard steps={steps(refuse)} onActiveChange={onActiveChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(refuse).toHaveBeenCalledTimes(1));
    await act(async () => undefined);
    expect(screen.getByText('parcel details')).toBeTruthy();
    expect(onActiveChange).not.toHaveBeenCalled();
  });
});
