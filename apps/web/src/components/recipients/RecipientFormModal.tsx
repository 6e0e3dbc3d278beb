import { RECIPIENT_CALLS, recipientInformation as api, type MessageKey, type RequestOf, type selfPickupAddress } from '@lbo/contracts';
import { App, Checkbox, Col, Form, Input, Radio, Row } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi, type RowOf } from '../../api/client.ts';
import { SelfPickupAddressPicker } from '../pickers/pickers.tsx';
import { RegionInput } from '../pickers/RegionInput.tsx';
import { judged } from '../../lib/checkRules.ts';
import { rules } from '../../lib/formRules.ts';
import type { Recipient } from './recipientWords.tsx';
import './texts.ts';
import { FormDialog } from '../form/FormDialog.tsx';
import { FormItem } from '../form/FormItem.tsx';

export type RecipientSide = keyof typeof RECIPIENT_CALLS;
type Fields = RequestOf<typeof api.addUserRecipientInformation>;
type PickupRow = RowOf<typeof selfPickupAddress.getAvailableSelfPickupAddress>;
type Values = Omit<Fields, 'SelfPickupAddressId'> & { SelfPickup?: PickupRow | null };

const { RealNameStatus, RecipientInformationType } = api;

/** The destination's rule a field breaks with the other values as they are (contracts `recipientIssues`), for the form. */
function destinationRule(field: string) {
  return ({ getFieldsValue }: { getFieldsValue: () => Values }) => ({
    validator: judged((): MessageKey | null => {
      const v = getFieldsValue();
      const issues = api.recipientIssues({
        RecipientInformationType: v.RecipientInformationType ?? RecipientInformationType.HomeDelivery,
        PhoneCode: v.PhoneCode ?? '',
        Phone: v.Phone ?? '',
        Tel: v.Tel ?? '',
        IdentityNumber: v.IdentityNumber ?? '',
        Regions: (v.Regions ?? []).map((r) => ({ Code: r.Code ?? '' })),
        DetailedAddress: v.DetailedAddress ?? '',
        MailboxCode: v.MailboxCode ?? '',
        SelfPickupAddressId: v.SelfPickup?.Id ?? null,
      });
      const mine = issues.find((i) => i.path[0] === (field === 'SelfPickup' ? 'SelfPickupAddressId' : field));
      return mine?.message ?? null;
    }),
  });
}
const RULED_BY = ['PhoneCode', 'Regions', 'RecipientInformationType'];

/**
 * Adds or edits a recipient: the customer their own, staff correcting a customer's. The country
 * chosen first decides the calling code and the rules of the numbers, the ID and the postal code;
 * a self-pickup recipient names a self-pickup point instead of a street address. Used by the
 * address book and by the order wizard (`onSaved`: the order takes the recipient just added).
 */
export function RecipientFormModal({ side, record, onClose, onSaved }: { side: RecipientSide; record: Recipient | null; onClose: () => void; onSaved?: (saved: Recipient) => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const calls = RECIPIENT_CALLS[side];
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const type = Form.useWatch('RecipientInformationType', form) ?? record?.RecipientInformationType ?? RecipientInformationType.HomeDelivery;
  const selfPickup = type === RecipientInformationType.SelfPickup;

  const save = async ({ SelfPickup, ...values }: Values) => {
    setSaving(true);
    try {
      const body = { ...values, SelfPickupAddressId: SelfPickup?.Id ?? null };
      const saved = record ? await callApi(calls.edit, { ...body, Id: record.Id }) : await callApi(api.addUserRecipientInformation, body);
      void message.success(t('recipients.saved'));
      onSaved?.(saved);
      onClose();
    } finally {
      setSaving(false);
    }
  };

  const initial: Partial<Values> = record
    ? {
        RecipientInformationType: record.RecipientInformationType,
        RecipientName: record.RecipientName,
        PhoneCode: record.PhoneCode,
        Phone: record.Phone,
        Tel: record.Tel,
        IdentityNumber: record.IdentityNumber,
        Regions: record.Regions,
        DetailedAddress: record.DetailedAddress,
        MailboxCode: record.MailboxCode,
        SelfPickup: record.SelfPickupAddressId === null ? null : { Id: record.SelfPickupAddressId, SiteName: record.SiteName, Address: record.SelfPickupAddress },
        IsDefault: record.IsDefault,
      }
    : { RecipientInformationType: RecipientInformationType.HomeDelivery, IsDefault: false };

  return (
    <FormDialog
      form={form}
      name="recipient"
      width={720}
      title={record ? t('recipients.editTitle') : t('recipients.createTitle')}
      onClose={onClose}
      onFinish={(values) => void save(values).catch(() => undefined)}
      pending={saving}
      formProps={{ initialValues: initial, 'data-testid': 'recipient-form' }}
    >
      <FormItem name="RecipientInformationType" label={t('recipients.type')}>
        <Radio.Group
          optionType="button"
          buttonStyle="solid"
          options={[
            { value: RecipientInformationType.HomeDelivery, label: t('recipients.homeDelivery') },
            { value: RecipientInformationType.SelfPickup, label: t('recipients.selfPickup') },
          ]}
        />
      </FormItem>
      <Row gutter={12}>
        <Col xs={24} md={12}>
          <FormItem name="RecipientName" label={t('recipients.name')} rules={[rules.required(), { max: api.RECIPIENT_NAME_MAX }]} extra={record && record.AuditStatus !== RealNameStatus.NotAudited ? t('recipients.realNameHint') : undefined}>
            <Input autoComplete="name" />
          </FormItem>
        </Col>
        <Col xs={24} md={12}>
          <FormItem name="Regions" label={t('recipients.regions')} rules={[rules.required()]}>
            <RegionInput
              onChosen={(regions) => {
                // The country's (first) calling code, which the numbers are judged by.
                const code = regions[0]?.PhoneCode.split(',')[0]?.trim().replace(/^\+/, '');
                if (code) form.setFieldValue('PhoneCode', code);
                void form.validateFields(['Phone', 'Tel', 'IdentityNumber', 'MailboxCode', 'SelfPickup']).catch(() => undefined);
              }}
            />
          </FormItem>
        </Col>
        <Col xs={8} md={4}>
          <FormItem name="PhoneCode" label={t('recipients.phoneCode')} rules={[rules.required()]}>
            <Input prefix="+" inputMode="numeric" maxLength={5} />
          </FormItem>
        </Col>
        <Col xs={16} md={8}>
          <FormItem name="Phone" label={t('recipients.phone')} dependencies={RULED_BY} rules={[rules.required(), { max: api.RECIPIENT_PHONE_MAX }, destinationRule('Phone')]}>
            <Input inputMode="tel" autoComplete="tel-national" />
          </FormItem>
        </Col>
        <Col xs={24} md={12}>
          <FormItem name="Tel" label={t('recipients.tel')} dependencies={RULED_BY} rules={[{ max: api.RECIPIENT_PHONE_MAX }, destinationRule('Tel')]}>
            <Input inputMode="tel" />
          </FormItem>
        </Col>
        <Col xs={24}>
          <FormItem name="IdentityNumber" label={t('recipients.identityNumber')} dependencies={RULED_BY} rules={[{ max: api.RECIPIENT_IDENTITY_MAX }, destinationRule('IdentityNumber')]} extra={t('recipients.identityHint')}>
            <Input />
          </FormItem>
        </Col>
        {selfPickup ? (
          <Col xs={24}>
            <FormItem name="SelfPickup" label={t('recipients.selfPickupPoint')} dependencies={RULED_BY} rules={[destinationRule('SelfPickup')]} extra={t('recipients.selfPickupHint')}>
              <SelfPickupAddressPicker />
            </FormItem>
          </Col>
        ) : (
          <>
            <Col xs={24} md={16}>
              <FormItem name="DetailedAddress" label={t('recipients.detailedAddress')} dependencies={RULED_BY} rules={[{ max: api.RECIPIENT_ADDRESS_MAX }, destinationRule('DetailedAddress')]}>
                <Input autoComplete="street-address" />
              </FormItem>
            </Col>
            <Col xs={24} md={8}>
              <FormItem name="MailboxCode" label={t('recipients.mailboxCode')} dependencies={RULED_BY} rules={[{ max: api.RECIPIENT_MAILBOX_CODE_MAX }, destinationRule('MailboxCode')]}>
                <Input autoComplete="postal-code" />
              </FormItem>
            </Col>
          </>
        )}
      </Row>
      {side === 'user' && (
        <FormItem name="IsDefault" valuePropName="checked">
          <Checkbox disabled={record?.IsDefault}>{t('recipients.isDefault')}</Checkbox>
        </FormItem>
      )}
    </FormDialog>
  );
}
