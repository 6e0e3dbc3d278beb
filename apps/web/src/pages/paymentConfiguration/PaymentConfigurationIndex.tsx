import { DATE_TIME_FORMAT_DAYJS, paymentConfiguration as api, site, type RequestOf, type ResponseOf } from '@lbo/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Col, Divider, Drawer, Empty, Flex, Form, Input, Row, Space, Spin, Switch, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../api/client.ts';
import { useCallMutation } from '../../api/useCallMutation.ts';
import { usePermission } from '../../components/usePermission.ts';
import { ChangeHistory } from '../../components/audit/ChangeHistory.tsx';
import { SiteSelect } from '../../components/site/SiteSelect.tsx';
import { useSiteChoice } from '../../components/site/useSiteChoice.ts';
import { PemFileInput, SecretInput } from './CredentialInputs.tsx';
import { FormItem } from '../../components/form/FormItem.tsx';

type Configurations = ResponseOf<typeof api.getPaymentConfigurations>;
type WeChatValues = Omit<RequestOf<typeof api.editWeChatPayConfiguration>, 'SiteId'>;
type AlipayValues = Omit<RequestOf<typeof api.editAlipayConfiguration>, 'SiteId'>;
type View = Configurations['WeChatPay'] | Configurations['Alipay'];

/**
 * Site and site configuration → online payment configuration: one card per provider. Keys and
 * certificates are write-only; the cards show whether each is set and its masked hint.
 */
export default function PaymentConfigurationIndex() {
  const { t } = useTranslation();
  const { isPlatform, siteId, setSiteId } = useSiteChoice();
  const ready = siteId !== undefined;
  const configurations = useQuery({
    queryKey: [api.getPaymentConfigurations.path, siteId],
    queryFn: () => callApi(api.getPaymentConfigurations, { SiteId: siteId }),
    enabled: ready,
  });
  const data = configurations.data;

  return (
    <Flex vertical gap={16}>
      {isPlatform && (
        <Card size="small">
          <SiteSelect value={siteId} onChange={setSiteId} placeholder={t('paymentConfiguration.chooseSite')} data-testid="payment-site-choice" />
        </Card>
      )}
      {!ready && (
        <Card>
          <Empty description={t('paymentConfiguration.chooseSiteFirst')} />
        </Card>
      )}
      {ready && configurations.isLoading && <Spin />}
      {configurations.isError && <Alert type="error" showIcon title={configurations.error.message} />}
      {data && (
        <Row gutter={[16, 16]}>
          <Col xs={24} xl={12}>
            <WeChatPayCard key={`wechat-${data.SiteId}`} view={data.WeChatPay} siteId={siteId} />
          </Col>
          <Col xs={24} xl={12}>
            <AlipayCard key={`alipay-${data.SiteId}`} view={data.Alipay} siteId={siteId} />
          </Col>
        </Row>
      )}
    </Flex>
  );
}

/**
 * The frame of a provider's card: title, state, history. Each provider's card wraps it in its form
 * and gives it the Save and Remove buttons the caller may use, guarded where their writes are made.
 */
function ProviderCard(props: { title: string; testId: string; view: View; siteId: number | undefined; actions: ReactNode[]; children: ReactNode }) {
  const { t } = useTranslation();
  const [showHistory, setShowHistory] = useState(false);
  const { view } = props;
  return (
    <Card
      data-testid={props.testId}
      title={
        <Space>
          {props.title}
          {view.Configured ? (
            view.IsEnabled ? <Tag color="green">{t('paymentConfiguration.enabled')}</Tag> : <Tag>{t('paymentConfiguration.disabled')}</Tag>
          ) : (
            <Tag>{t('paymentConfiguration.notConfigured')}</Tag>
          )}
          {view.IsSandbox && <Tag color="orange">{t('paymentConfiguration.sandbox')}</Tag>}
        </Space>
      }
      extra={
        <Space>
          {view.UpdateTime && <Typography.Text type="secondary">{t('paymentConfiguration.lastSaved', { time: dayjs(view.UpdateTime).format(DATE_TIME_FORMAT_DAYJS) })}</Typography.Text>}
          <Button type="link" size="small" onClick={() => setShowHistory(true)}>
            {t('paymentConfiguration.history')}
          </Button>
        </Space>
      }
      actions={props.actions}
    >
      {props.children}
      <Drawer open={showHistory} onClose={() => setShowHistory(false)} title={`${props.title} · ${t('paymentConfiguration.history')}`} size="large" destroyOnHidden>
        {showHistory && <ProviderHistory provider={view.Provider as api.PaymentProvider} siteId={props.siteId} />}
      </Drawer>
    </Card>
  );
}

/** Removes a provider's configuration of the site, once confirmed. */
function RemoveButton({ provider, siteId, onRemoved }: { provider: api.PaymentProvider; siteId: number | undefined; onRemoved: () => Promise<void> }) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const remove = async () => {
    await callApi(api.deletePaymentConfiguration, { Provider: provider, SiteId: siteId });
    await onRemoved();
  };
  return (
    <Button danger type="text" onClick={() => modal.confirm({ title: t('paymentConfiguration.removeConfirm'), okButtonProps: { danger: true }, okText: t('app.confirm'), cancelText: t('app.cancel'), onOk: remove })}>
      {t('paymentConfiguration.remove')}
    </Button>
  );
}

/** Who changed a provider's configuration and when; credentials appear masked only. */
function ProviderHistory({ provider, siteId }: { provider: api.PaymentProvider; siteId: number | undefined }) {
  const { t } = useTranslation();
  const labels = {
    IsEnabled: t('paymentConfiguration.enabled'), IsSandbox: t('paymentConfiguration.sandbox'), NotifyUrl: t('paymentConfiguration.notifyUrl'), AppId: t('paymentConfiguration.appId'), MchId: t('paymentConfiguration.mchId'), MerchantSerialNumber: t('paymentConfiguration.serialNumber'), GatewayUrl: t('paymentConfiguration.gatewayUrl'), SellerId: t('paymentConfiguration.sellerId'), WeChatPayPublicKeyId: t('paymentConfiguration.publicKeyId'), WeChatPayPublicKey: t('paymentConfiguration.weChatPayPublicKey'), PlatformCertificate: t('paymentConfiguration.platformCertificate'),
    ApiV3Key: t('paymentConfiguration.apiV3Key'), MerchantPrivateKey: t('paymentConfiguration.merchantPrivateKey'), MerchantCertificate: t('paymentConfiguration.merchantCertificate'), AppPrivateKey: t('paymentConfiguration.appPrivateKey'),
    AlipayPublicKey: t('paymentConfiguration.alipayPublicKey'), AppCertificate: t('paymentConfiguration.appCertificate'), AlipayCertificate: t('paymentConfiguration.alipayCertificate'), AlipayRootCertificate: t('paymentConfiguration.alipayRootCertificate'),
  };
  const history = useQuery({
    queryKey: [api.getPaymentConfigurationHistory.path, provider, siteId],
    queryFn: () => callApi(api.getPaymentConfigurationHistory, { Provider: provider, SiteId: siteId }),
  });
  return <ChangeHistory audits={history.data ?? []} labels={labels} loading={history.isLoading} />;
}

/** After a save or a removal: say so, and the card shows the stored state again (what was typed or chosen is forgotten). */
function useAfterWrite(siteId: number | undefined, provider: api.PaymentProvider) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const reload = async () => {
    await queryClient.invalidateQueries({ queryKey: [api.getPaymentConfigurationHistory.path, provider, siteId] });
    await queryClient.invalidateQueries({ queryKey: [api.getPaymentConfigurations.path, siteId] });
    // The site's WeChat Pay flag follows the WeChat Pay configuration.
    await queryClient.invalidateQueries({ queryKey: [site.getSiteById.path] });
  };
  return {
    afterSave: async () => {
      void message.success(t('paymentConfiguration.saved'));
      await reload();
    },
    afterRemove: async () => {
      void message.success(t('paymentConfiguration.removed'));
      await reload();
    },
  };
}

const plainFields = (view: View) => ({ IsEnabled: view.IsEnabled, IsSandbox: view.IsSandbox, NotifyUrl: view.NotifyUrl, GatewayUrl: view.GatewayUrl, AppId: view.AppId });

/** `enabledHelp`: what else the switch turns on (WeChat Pay: the site's own WeChat Pay flag follows it). */
function CommonSwitches({ enabledHelp }: { enabledHelp?: string }) {
  const { t } = useTranslation();
  return (
    <Row gutter={16}>
      <Col span={12}>
        <FormItem name="IsEnabled" label={t('paymentConfiguration.enabled')} valuePropName="checked" extra={enabledHelp}>
          <Switch />
        </FormItem>
      </Col>
      <Col span={12}>
        <FormItem name="IsSandbox" label={t('paymentConfiguration.sandbox')} valuePropName="checked">
          <Switch />
        </FormItem>
      </Col>
    </Row>
  );
}

function WeChatPayCard({ view, siteId }: { view: Configurations['WeChatPay']; siteId: number | undefined }) {
  const { t } = useTranslation();
  const can = usePermission();
  const [form] = Form.useForm<WeChatValues>();
  const values = { ...plainFields(view), MchId: view.MchId, MerchantSerialNumber: view.MerchantSerialNumber, WeChatPayPublicKeyId: view.WeChatPayPublicKeyId };
  const { afterSave, afterRemove } = useAfterWrite(siteId, api.PaymentProvider.WeChatPay);
  const saveWeChatPay = useCallMutation((v: WeChatValues) => callApi(api.editWeChatPayConfiguration, { ...v, SiteId: siteId }), { onSuccess: afterSave });
  // A save answers the stored state: the form shows it, typed secrets and chosen files are dropped.
  useEffect(() => form.resetFields(), [view, form]);
  return (
    <Form<WeChatValues> form={form} name="wechat" layout="vertical" initialValues={values} onFinish={(v) => saveWeChatPay.mutate(v)}>
      <ProviderCard
        title={t('paymentConfiguration.weChatPay')}
        testId="wechat-pay"
        view={view}
        siteId={siteId}
        actions={[
          ...(can('PaymentConfiguration.Delete') && view.Configured ? [<RemoveButton key="remove" provider={api.PaymentProvider.WeChatPay} siteId={siteId} onRemoved={afterRemove} />] : []),
          ...(can('PaymentConfiguration.Edit')
            ? [
                <Button key="save" type="primary" htmlType="submit" loading={saveWeChatPay.isPending}>
                  {t('paymentConfiguration.save')}
                </Button>,
              ]
            : []),
        ]}
      >
        <CommonSwitches enabledHelp={t('paymentConfiguration.weChatSiteFlag')} />
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <FormItem name="AppId" label={t('paymentConfiguration.appId')}>
              <Input placeholder="wx0123456789abcdef" maxLength={18} />
            </FormItem>
          </Col>
          <Col xs={24} md={12}>
            <FormItem name="MchId" label={t('paymentConfiguration.mchId')}>
              <Input placeholder="1900000109" maxLength={12} />
            </FormItem>
          </Col>
        </Row>
        <FormItem name="MerchantSerialNumber" label={t('paymentConfiguration.serialNumber')}>
          <Input maxLength={64} />
        </FormItem>
        <FormItem name="NotifyUrl" label={t('paymentConfiguration.notifyUrl')} extra={t('paymentConfiguration.notifyUrlHelp', { path: '/PaymentNotify/WeChatPay/', site: siteId ?? '' })}>
          <Input placeholder="https://" maxLength={api.NOTIFY_URL_MAX} />
        </FormItem>
        <FormItem name="GatewayUrl" label={t('paymentConfiguration.gatewayUrl')} extra={t('paymentConfiguration.gatewayUrlHelp')}>
          <Input placeholder="https://api.mch.weixin.qq.com" maxLength={api.NOTIFY_URL_MAX} />
        </FormItem>
        <FormItem name="WeChatPayPublicKeyId" label={t('paymentConfiguration.publicKeyId')}>
          <Input placeholder="PUB_KEY_ID_…" maxLength={64} />
        </FormItem>
        <Divider titlePlacement="start" plain>
          {t('paymentConfiguration.secretsTitle')}
        </Divider>
        <Typography.Paragraph type="secondary">{t('paymentConfiguration.keepHint')}</Typography.Paragraph>
        <FormItem name="ApiV3Key" label={t('paymentConfiguration.apiV3Key')}>
          <SecretInput state={view.ApiV3Key} />
        </FormItem>
        <FormItem name="MerchantPrivateKey" label={t('paymentConfiguration.merchantPrivateKey')}>
          <PemFileInput state={view.MerchantPrivateKey} />
        </FormItem>
        <FormItem name="MerchantCertificate" label={t('paymentConfiguration.merchantCertificate')}>
          <PemFileInput state={view.MerchantCertificate} />
        </FormItem>
        <Typography.Paragraph type="secondary">{t('paymentConfiguration.weChatKeyOrCertificate')}</Typography.Paragraph>
        <FormItem name="WeChatPayPublicKey" label={t('paymentConfiguration.weChatPayPublicKey')}>
          <PemFileInput state={view.WeChatPayPublicKey} />
        </FormItem>
        <FormItem name="PlatformCertificate" label={t('paymentConfiguration.platformCertificate')}>
          <PemFileInput state={view.PlatformCertificate} />
        </FormItem>
      </ProviderCard>
    </Form>
  );
}

function AlipayCard({ view, siteId }: { view: Configurations['Alipay']; siteId: number | undefined }) {
  const { t } = useTranslation();
  const can = usePermission();
  const [form] = Form.useForm<AlipayValues>();
  const { afterSave, afterRemove } = useAfterWrite(siteId, api.PaymentProvider.Alipay);
  const saveAlipay = useCallMutation((v: AlipayValues) => callApi(api.editAlipayConfiguration, { ...v, SiteId: siteId }), { onSuccess: afterSave });
  useEffect(() => form.resetFields(), [view, form]);
  return (
    <Form<AlipayValues> form={form} name="alipay" layout="vertical" initialValues={{ ...plainFields(view), SellerId: view.SellerId }} onFinish={(v) => saveAlipay.mutate(v)}>
      <ProviderCard
        title={t('paymentConfiguration.alipay')}
        testId="alipay"
        view={view}
        siteId={siteId}
        actions={[
          ...(can('PaymentConfiguration.Delete') && view.Configured ? [<RemoveButton key="remove" provider={api.PaymentProvider.Alipay} siteId={siteId} onRemoved={afterRemove} />] : []),
          ...(can('PaymentConfiguration.Edit')
            ? [
                <Button key="save" type="primary" htmlType="submit" loading={saveAlipay.isPending}>
                  {t('paymentConfiguration.save')}
                </Button>,
              ]
            : []),
        ]}
      >
        <CommonSwitches />
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <FormItem name="AppId" label={t('paymentConfiguration.appId')}>
              <Input placeholder="2021000000000000" maxLength={16} />
            </FormItem>
          </Col>
          <Col xs={24} md={12}>
            <FormItem name="SellerId" label={t('paymentConfiguration.sellerId')}>
              <Input placeholder="2088000000000000" maxLength={16} />
            </FormItem>
          </Col>
        </Row>
        <FormItem name="NotifyUrl" label={t('paymentConfiguration.notifyUrl')} extra={t('paymentConfiguration.notifyUrlHelp', { path: '/PaymentNotify/Alipay/', site: siteId ?? '' })}>
          <Input placeholder="https://" maxLength={api.NOTIFY_URL_MAX} />
        </FormItem>
        <FormItem name="GatewayUrl" label={t('paymentConfiguration.gatewayUrl')} extra={t('paymentConfiguration.gatewayUrlHelp')}>
          <Input placeholder="https://openapi.alipay.com/gateway.do" maxLength={api.NOTIFY_URL_MAX} />
        </FormItem>
        <Divider titlePlacement="start" plain>
          {t('paymentConfiguration.secretsTitle')}
        </Divider>
        <Typography.Paragraph type="secondary">
          {t('paymentConfiguration.keepHint')} {t('paymentConfiguration.keyOrCertificates')}
        </Typography.Paragraph>
        <FormItem name="AppPrivateKey" label={t('paymentConfiguration.appPrivateKey')}>
          <PemFileInput state={view.AppPrivateKey} />
        </FormItem>
        <FormItem name="AlipayPublicKey" label={t('paymentConfiguration.alipayPublicKey')}>
          <PemFileInput state={view.AlipayPublicKey} />
        </FormItem>
        <FormItem name="AppCertificate" label={t('paymentConfiguration.appCertificate')}>
          <PemFileInput state={view.AppCertificate} />
        </FormItem>
        <FormItem name="AlipayCertificate" label={t('paymentConfiguration.alipayCertificate')}>
          <PemFileInput state={view.AlipayCertificate} />
        </FormItem>
        <FormItem name="AlipayRootCertificate" label={t('paymentConfiguration.alipayRootCertificate')}>
          <PemFileInput state={view.AlipayRootCertificate} />
        </FormItem>
      </ProviderCard>
    </Form>
  );
}
