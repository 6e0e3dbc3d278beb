import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, Form } from 'antd';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/index.ts';
import { WithNotifier } from '../../test/WithNotifier.tsx';
import { CredentialStatus, PemFileInput, SecretInput } from './CredentialInputs.tsx';

const PEM = '-----BEGIN CERTIFICATE-----\nMIIBszCCAVmgAwIBAgIJAJ\n-----END CERTIFICATE-----\n';
const user = () => userEvent.setup({ applyAccept: false });
const fileInput = (container: HTMLElement) => container.querySelector('input[type="file"]') as HTMLInputElement;

beforeAll(async () => {
  await i18n.changeLanguage('en');
});

/** A form with one credential field, as the payment cards hold them; submits what the field holds. */
function CredentialForm({ onFinish, pem }: { onFinish: (values: { Credential?: string }) => void; pem: boolean }) {
  const state = { IsSet: true, Masked: pem ? 'RSA 2048' : '••••••••wXyZ', ValidTo: null };
  return (
    <WithNotifier>
      <Form onFinish={onFinish}>
        <Form.Item name="Credential" label="Credential">
          {pem ? <PemFileInput state={state} /> : <SecretInput state={state} />}
        </Form.Item>
        <Button htmlType="submit">Submit</Button>
      </Form>
    </WithNotifier>
  );
}

describe('credential inputs of the payment configuration', () => {
  it('shows what is stored: set or not, the masked hint and a certificate’s end date', () => {
    const { rerender } = render(<CredentialStatus state={{ IsSet: true, Masked: 'CN=1900000109 · 3F9A', ValidTo: '2126-10-30T14:17:46.000Z' }} />);
    expect(screen.getByText('Set')).toBeTruthy();
    expect(screen.getByText('CN=1900000109 · 3F9A')).toBeTruthy();
    expect(screen.getByText('valid until 2126-10-30')).toBeTruthy();
    rerender(<CredentialStatus state={{ IsSet: false, Masked: '', ValidTo: null }} />);
    expect(screen.getByText('Not set')).toBeTruthy();
  });

  it('leaves a secret out of the form until something is typed, so the stored one is kept', async () => {
    const onFinish = vi.fn();
    render(<CredentialForm onFinish={onFinish} pem={false} />);
    expect(screen.getByText('••••••••wXyZ')).toBeTruthy();
    await user().click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onFinish).toHaveBeenCalledWith({ Credential: undefined }));
    await user().type(screen.getByPlaceholderText('Enter a new value to replace it'), 'NewKey');
    await user().click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onFinish).toHaveBeenLastCalledWith({ Credential: 'NewKey' }));
  });

  it('reads a chosen PEM file into the field, refuses a file that is not PEM, and can undo the choice', async () => {
    const onFinish = vi.fn();
    const { container } = render(<CredentialForm onFinish={onFinish} pem />);
    await user().upload(fileInput(container), new File(['just text'], 'notes.txt', { type: 'text/plain' }));
    await screen.findByText('notes.txt is not a PEM file');
    await user().click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onFinish).toHaveBeenCalledWith({ Credential: undefined }));

    await user().upload(fileInput(container), new File([PEM], 'apiclient_cert.pem', { type: 'application/x-pem-file' }));
    await screen.findByText('Chosen: apiclient_cert.pem (saved with the form)');
    await user().click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onFinish).toHaveBeenLastCalledWith({ Credential: PEM }));

    await user().click(screen.getByRole('button', { name: 'Undo' }));
    expect(screen.queryByText(/Chosen:/)).toBeNull();
    await user().click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onFinish).toHaveBeenLastCalledWith({ Credential: undefined }));
  });
});
