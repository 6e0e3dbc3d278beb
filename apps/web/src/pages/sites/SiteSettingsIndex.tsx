import { site } from '@lbo/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Empty, Form, Skeleton, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../api/client.ts';
import { useCallMutation } from '../../api/useCallMutation.ts';
import { usePermission } from '../../components/usePermission.ts';
import { SiteSelect } from '../../components/site/SiteSelect.tsx';
import { useSiteChoiceInAddress } from '../../components/site/useSiteChoice.ts';
import { formValuesOf, saveSite, SiteForm, SiteFormFields, type SiteValues } from './SiteForm.tsx';

/** The settings of one site on a page: site staff edit their own; platform staff choose the site first. */
export default function SiteSettingsIndex() {
  const { t } = useTranslation();
  const { isPlatform: platform, siteId, setSiteId } = useSiteChoiceInAddress();

  return (
    <Card
      title={t('route.SiteSettingsIndex')}
      extra={platform && <SiteSelect value={siteId} onChange={setSiteId} placeholder={t('sites.chooseSite')} />}
    >
      {siteId === undefined ? <Empty description={t('sites.chooseSite')} /> : <SiteSettingsForm key={siteId} siteId={siteId} platform={platform} />}
    </Card>
  );
}

function SiteSettingsForm({ siteId, platform }: { siteId: number; platform: boolean }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const may = usePermission();
  const [form] = Form.useForm<SiteValues>();
  const save = useCallMutation((values: SiteValues) => saveSite(values, siteId), {
    onSuccess: async () => {
      void message.success(t('sites.saved'));
      await queryClient.invalidateQueries({ queryKey: [site.getSiteById.path] });
      // The shell shows the site's name and logo: let it read them again.
      void queryClient.invalidateQueries({ queryKey: ['site', 'pageConfiguration'] });
    },
  });
  const info = useQuery({ queryKey: [site.getSiteById.path, siteId], queryFn: () => callApi(site.getSiteById, { Id: siteId }) });
  if (info.isLoading) return <Skeleton active paragraph={{ rows: 10 }} />;
  if (!info.data) return <Empty />;

  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      {!platform && <Alert type="info" showIcon title={t('sites.settingsIntro')} />}
      <SiteForm form={form} initialValues={formValuesOf(info.data)} onFinish={(v) => save.mutate(v)}>
        <SiteFormFields siteId={siteId} platform={platform} creating={false} />
        {may('SiteSettings.Edit') && (
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {t('app.save')}
          </Button>
        )}
      </SiteForm>
    </Space>
  );
}
