import { organizes, PAGE_SIZES, roles, site, type RequestOf } from '@lbo/contracts';
import { useQuery } from '@tanstack/react-query';
import { Col, Divider, Form, Input, Row, Select, Switch, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../api/client.ts';
import { useCallMutation } from '../../api/useCallMutation.ts';
import { ImageUpload } from '../../components/media/ImageUpload.tsx';
import { OrganisationTreePicker } from '../../components/pickers/OrganisationTreePicker.tsx';
import { placeholder, requiredRule } from '../../lib/formRules.ts';
import { SingleImage } from './SingleImage.tsx';
import { siteRule } from './siteRules.ts';
import { FormDialog } from '../../components/form/FormDialog.tsx';
import { FormItem } from '../../components/form/FormItem.tsx';

export type SiteValues = Omit<RequestOf<typeof site.editSite>, 'Id'> & { Host?: string; HostApiBaseUrl?: string };

/** What a new site starts with. */
const NEW_SITE: Partial<SiteValues> = { DatabaseType: site.DatabaseType.PostgreSql, ConnectionChannel: 'default', OpenSms: false, OpenCashOnDelivery: false, RequireCaptcha: false, ParcelPhotosRequired: false, TimeZone: site.DEFAULT_SITE_TIME_ZONE, CarouselImages: [] };

const wholeTree = { index: 1, rows: PAGE_SIZES[PAGE_SIZES.length - 1] };

/** The zone's offset from UTC now, as "UTC+08:00" (empty when the browser cannot tell). */
function offsetOf(timeZone: string, at: Date): string {
  try {
    const name = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' }).formatToParts(at).find((p) => p.type === 'timeZoneName')?.value ?? '';
    return name === 'GMT' ? 'UTC+00:00' : name.replace('GMT', 'UTC');
  } catch {
    return '';
  }
}

let zoneOptions: { value: string; label: string }[] | undefined;
/** Every zone the server accepts (site.siteTimeZones), with its offset now; made once. */
const timeZoneOptions = () =>
  (zoneOptions ??= site.siteTimeZones().map((zone) => {
    const offset = offsetOf(zone, new Date());
    return { value: zone, label: offset ? `${zone} (${offset})` : zone };
  }));

/**
 * Every field of a site, in sections. `siteId` (an existing site) lets the default organisation and
 * role be chosen from that site's own; `platform` staff may also set the code and the database
 * placement, which site staff only see.
 */
export function SiteFormFields({ siteId, platform, creating }: { siteId: number | null; platform: boolean; creating: boolean }) {
  const { t } = useTranslation();
  const s = (key: string) => t(`sites.${key}`);
  const form = Form.useFormInstance<SiteValues>();
  const openSms = Form.useWatch('OpenSms', form);
  // Shown, not edited: it follows the WeChat Pay configuration's switch (the one truth).
  const weChatPay = Form.useWatch('OpenWeChatPay' as never, { form, preserve: true }) as boolean | undefined;
  const userRoles = useQuery({
    queryKey: [roles.getSelectUserRoles.path, siteId],
    queryFn: () => callApi(roles.getSelectUserRoles, { SiteId: siteId! }, { silent: true }),
    enabled: siteId !== null,
    retry: false,
  });
  const half = { xs: 24, md: 12 };
  const third = { xs: 24, md: 8 };

  return (
    <>
      <Divider titlePlacement="start" plain>{s('sectionBasics')}</Divider>
      <Row gutter={16}>
        <Col {...half}>
          <FormItem name="SiteName" label={s('siteName')} rules={[requiredRule()]}>
            <Input placeholder={placeholder.enter(s('siteName'))} maxLength={site.SITE_NAME_MAX} />
          </FormItem>
        </Col>
        <Col {...half}>
          <FormItem name="Code" label={s('code')} rules={[requiredRule()]} extra={platform ? undefined : s('platformOnlyField')}>
            <Input placeholder={placeholder.enter(s('code'))} maxLength={site.SITE_CODE_MAX} disabled={!platform} />
          </FormItem>
        </Col>
        <Col {...half}>
          <FormItem name="TimeZone" label={s('timeZone')} extra={s('timeZoneHint')} rules={[requiredRule(), siteRule(site.checkTimeZone)]}>
            <Select showSearch options={timeZoneOptions()} placeholder={placeholder.select(s('timeZone'))} data-testid="site-time-zone" />
          </FormItem>
        </Col>
        <Col {...half}>
          <FormItem name="Logo" label={s('logo')} rules={[siteRule(site.checkImageAddress)]}>
            <SingleImage />
          </FormItem>
        </Col>
        <Col {...half}>
          <FormItem name="CarouselImages" label={s('carouselImages')} extra={s('imageHint')}>
            <ImageUpload max={site.SITE_CAROUSEL_MAX} />
          </FormItem>
        </Col>
      </Row>
      {creating && (
        <Row gutter={16}>
          <Col {...half}>
            <FormItem name="Host" label={s('firstHost')} extra={s('firstHostHint')} rules={[requiredRule(), siteRule(site.checkHost)]}>
              <Input placeholder="shop.example.com" maxLength={site.HOST_MAX} />
            </FormItem>
          </Col>
          <Col {...half}>
            <FormItem name="HostApiBaseUrl" label={s('hostApiBaseUrl')} extra={s('hostApiHint')} rules={[siteRule(site.checkUrl)]}>
              <Input placeholder="https://api.example.com" />
            </FormItem>
          </Col>
        </Row>
      )}
      <Divider titlePlacement="start" plain>{s('sectionAddresses')}</Divider>
      <Row gutter={16}>
        <Col {...third}>
          <FormItem name="UserUrl" label={s('userUrl')} rules={[requiredRule(), siteRule(site.checkUrl)]}>
            <Input placeholder="https://www.example.com" maxLength={site.SITE_URL_MAX} />
          </FormItem>
        </Col>
        <Col {...third}>
          <FormItem name="BackstagePath" label={s('backstagePath')} rules={[requiredRule()]}>
            <Input placeholder="https://admin.example.com" maxLength={site.SITE_URL_MAX} />
          </FormItem>
        </Col>
        <Col {...third}>
          <FormItem name="ApiUrl" label={s('apiUrl')} extra={s('apiUrlHint')} rules={[siteRule(site.checkUrl)]}>
            <Input placeholder="https://api.example.com" maxLength={site.SITE_URL_MAX} />
          </FormItem>
        </Col>
      </Row>
      {!creating && siteId !== null && (
        <>
          <Divider titlePlacement="start" plain>{s('sectionCustomers')}</Divider>
          <Row gutter={16}>
            <Col {...half}>
              <FormItem name="DefaultOrganizationId" label={s('defaultOrganization')} extra={s('defaultsHint')}>
                <OrganisationTreePicker
                  population="user"
                  placeholder={placeholder.select(s('defaultOrganization'))}
                  load={() => callApi(organizes.getSelectUserOrganizes, { ...wholeTree, SiteId: siteId }, { silent: true }).then((page) => page.Data)}
                />
              </FormItem>
            </Col>
            <Col {...half}>
              <FormItem name="DefaultRoleId" label={s('defaultRole')}>
                <Select
                  allowClear
                  loading={userRoles.isLoading}
                  placeholder={placeholder.select(s('defaultRole'))}
                  options={(userRoles.data ?? []).map((r) => ({ value: r.Id, label: r.Name }))}
                />
              </FormItem>
            </Col>
          </Row>
        </>
      )}
      <Divider titlePlacement="start" plain>{s('sectionServices')}</Divider>
      <Row gutter={16}>
        <Col xs={12} md={6}>
          <FormItem name="OpenSms" label={s('openSms')} valuePropName="checked">
            <Switch />
          </FormItem>
        </Col>
        <Col xs={12} md={6}>
          <FormItem label={s('openWeChatPay')} extra={s('openWeChatPayFollows')}>
            <Switch checked={Boolean(weChatPay)} disabled data-testid="site-wechat-pay" />
          </FormItem>
        </Col>
        <Col xs={12} md={6}>
          <FormItem name="OpenCashOnDelivery" label={s('openCashOnDelivery')} valuePropName="checked">
            <Switch />
          </FormItem>
        </Col>
        <Col xs={12} md={6}>
          <FormItem name="RequireCaptcha" label={s('requireCaptcha')} valuePropName="checked">
            <Switch />
          </FormItem>
        </Col>
        <Col xs={12} md={6}>
          <FormItem name="ParcelPhotosRequired" label={s('parcelPhotosRequired')} valuePropName="checked">
            <Switch />
          </FormItem>
        </Col>
        <Col {...half}>
          <FormItem name="SmsSign" label={s('smsSign')} dependencies={['OpenSms']} rules={openSms ? [requiredRule()] : []}>
            <Input placeholder={placeholder.enter(s('smsSign'))} maxLength={site.SMS_SIGN_MAX} />
          </FormItem>
        </Col>
      </Row>
      <Divider titlePlacement="start" plain>{s('sectionData')}</Divider>
      <Row gutter={16}>
        <Col {...third}>
          <FormItem name="DatabaseType" label={s('databaseType')} rules={[requiredRule()]}>
            <Select disabled={!platform} options={[{ value: site.DatabaseType.PostgreSql, label: s('postgreSql') }]} />
          </FormItem>
        </Col>
        <Col {...third}>
          <FormItem name="ConnectionChannel" label={s('connectionChannel')} rules={[requiredRule()]} extra={platform ? undefined : s('platformOnlyField')}>
            <Input disabled={!platform} maxLength={site.CONNECTION_CHANNEL_MAX} />
          </FormItem>
        </Col>
        <Col {...third}>
          <FormItem name="ResourceServerPath" label={s('resourceServerPath')} rules={[siteRule(site.checkUrl)]}>
            <Input placeholder="https://static.example.com" maxLength={site.SITE_URL_MAX} />
          </FormItem>
        </Col>
      </Row>
    </>
  );
}

/** The values of a stored site as the form holds them. */
export const formValuesOf = (info: site.SiteEditInfo): SiteValues => ({ ...info, DatabaseType: site.DatabaseType.PostgreSql });

/** Save the form: a new site (with its first host) or an existing one. */
export async function saveSite(values: SiteValues, id: number | null) {
  if (id === null) {
    const { Host = '', ...rest } = values;
    return callApi(site.establishSite, { ...rest, Host });
  }
  const { Host: _host, HostApiBaseUrl: _api, ...fields } = values;
  return callApi(site.editSite, { ...fields, Id: id });
}

/** Create or edit a site in a dialog (the list page). */
export function SiteFormModal(props: { id: number | null; platform: boolean; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<SiteValues>();
  const info = useQuery({ queryKey: [site.getSiteById.path, props.id], queryFn: () => callApi(site.getSiteById, { Id: props.id! }), enabled: props.id !== null });
  const ready = props.id === null || info.data;

  const save = useCallMutation((values: SiteValues) => saveSite(values, props.id), { onSuccess: props.onSaved });

  return (
    <FormDialog<SiteValues>
      form={form}
      name="site"
      width={960}
      title={t(props.id === null ? 'sites.createTitle' : 'sites.editTitle')}
      onClose={props.onClose}
      loading={!ready}
      onFinish={(v) => save.mutate(v)}
      pending={save.isPending}
      formProps={{ initialValues: info.data ? formValuesOf(info.data) : NEW_SITE }}
    >
      <SiteFormFields siteId={props.id} platform={props.platform} creating={props.id === null} />
    </FormDialog>
  );
}

export function SiteForm(props: { form: FormInstance<SiteValues>; initialValues: Partial<SiteValues>; onFinish: (values: SiteValues) => void; children: React.ReactNode }) {
  return (
    <Form<SiteValues> form={props.form} layout="vertical" initialValues={props.initialValues} onFinish={props.onFinish} scrollToFirstError>
      {props.children}
    </Form>
  );
}
