import { UploadOutlined } from '@ant-design/icons';
import type { paymentConfiguration } from '@lbo/contracts';
import { Button, Flex, Input, Tag, Typography, Upload } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastError } from '../../api/notify.ts';
import { takesText } from '../../components/form/placeholders.ts';

type CredentialState = paymentConfiguration.CredentialState;

function readText(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsText(file);
  });
}

/** What is stored for a credential: set or not, its masked hint, a certificate's end date. */
export function CredentialStatus({ state }: { state: CredentialState | undefined }) {
  const { t } = useTranslation();
  // A row of its own, so the tags keep their width inside the vertical layout of the inputs.
  if (!state?.IsSet)
    return (
      <Flex>
        <Tag>{t('paymentConfiguration.notSet')}</Tag>
      </Flex>
    );
  return (
    <Flex gap={6} align="center" wrap>
      <Tag color="green">{t('paymentConfiguration.isSet')}</Tag>
      <Typography.Text code>{state.Masked}</Typography.Text>
      {state.ValidTo && <Typography.Text type="secondary">{t('paymentConfiguration.validTo', { date: dayjs(state.ValidTo).format('YYYY-MM-DD') })}</Typography.Text>}
    </Flex>
  );
}

/** A write-only text secret: typing replaces the stored one, leaving it empty keeps it. */
export function SecretInput(props: { state: CredentialState | undefined; value?: string; onChange?: (value: string) => void; id?: string; placeholder?: string }) {
  const { t } = useTranslation();
  return (
    <Flex vertical gap={4}>
      <CredentialStatus state={props.state} />
      <Input.Password
        id={props.id}
        autoComplete="new-password"
        value={props.value}
        onChange={(e) => props.onChange?.(e.target.value)}
        placeholder={props.state?.IsSet ? t('paymentConfiguration.enterNew') : props.placeholder}
      />
    </Flex>
  );
}

takesText(SecretInput);

/** A PEM credential uploaded as a file: read in the browser and sent as text with the form. */
export function PemFileInput(props: { state: CredentialState | undefined; value?: string; onChange?: (value: string | undefined) => void; id?: string }) {
  const { t } = useTranslation();
  const [fileName, setFileName] = useState<string>();
  const chosen = props.value ? fileName : undefined;
  return (
    <Flex vertical gap={4} id={props.id}>
      <CredentialStatus state={props.state} />
      <Flex gap={8} align="center" wrap>
        <Upload
          accept=".pem,.crt,.cer,.key,.txt"
          showUploadList={false}
          maxCount={1}
          beforeUpload={(file) => {
            const refuse = () => toastError(t('paymentConfiguration.notPem', { name: file.name }));
            void readText(file)
              .then((text) => {
                if (!/-----BEGIN [A-Z0-9 ]+-----/.test(text)) return refuse();
                setFileName(file.name);
                props.onChange?.(text);
              })
              .catch(refuse);
            // Nothing is uploaded on its own: the text goes with the form when it is saved.
            return false;
          }}
        >
          <Button icon={<UploadOutlined />}>{t(props.state?.IsSet ? 'paymentConfiguration.replacePem' : 'paymentConfiguration.uploadPem')}</Button>
        </Upload>
        {chosen && (
          <>
            <Typography.Text type="success">{t('paymentConfiguration.chosen', { name: chosen })}</Typography.Text>
            <Button type="link" size="small" onClick={() => props.onChange?.(undefined)}>
              {t('paymentConfiguration.clearChosen')}
            </Button>
          </>
        )}
      </Flex>
    </Flex>
  );
}
