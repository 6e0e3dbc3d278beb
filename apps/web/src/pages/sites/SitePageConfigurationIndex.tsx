import { EyeOutlined } from '@ant-design/icons';
import { DATE_TIME_FORMAT_DAYJS, site, SITE_PAGE_CONFIG_UPLOAD_TIMEOUT } from '@lbo/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Empty, Input, Skeleton, Space, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../api/client.ts';
import type { FormField } from '../../components/form/FormFields.tsx';
import { TabsForm, type TabsFormSection } from '../../components/form/TabsForm.tsx';
import { RichTextEditor } from '../../components/media/RichTextEditor.tsx';
import { usePermission } from '../../components/usePermission.ts';
import { SiteSelect } from '../../components/site/SiteSelect.tsx';
import { useSiteChoiceInAddress } from '../../components/site/useSiteChoice.ts';
import { carouselRule, ColorInput, CarouselInput, FeatureListInput, featureListRule } from './ListInputs.tsx';
import { SingleImage } from './SingleImage.tsx';
import { siteRule } from './siteRules.ts';

type Info = site.PageConfigurationInfo;
const LANGUAGES = Object.keys(site.PAGE_LANGUAGES) as site.PageLanguage[];

/**
 * The site's home page configuration: appearance (colours, background, filing), the carousel, and
 * per language the title, logo, agreement, our services and our technology. Saved as one multipart
 * form; a preview link opens the public home.
 */
export default function SitePageConfigurationIndex() {
  const { t } = useTranslation();
  const { isPlatform: platform, siteId, setSiteId } = useSiteChoiceInAddress();

  return (
    <Card
      title={t('route.SitePageConfigurationIndex')}
      extra={platform && <SiteSelect value={siteId} onChange={setSiteId} placeholder={t('sites.chooseSite')} />}
    >
      {siteId === undefined ? <Empty description={t('sites.chooseSite')} /> : <PageConfigurationForm key={siteId} siteId={siteId} platform={platform} />}
    </Card>
  );
}

function PageConfigurationForm({ siteId, platform }: { siteId: number; platform: boolean }) {
  const { t } = useTranslation();
  const s = (key: string, params?: Record<string, unknown>) => t(`sites.${key}`, params);
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const may = usePermission();
  const queryKey = [site.getEditSitePageConfiguration.path, siteId];
  const info = useQuery({ queryKey, queryFn: () => callApi(site.getEditSitePageConfiguration, platform ? { SiteId: siteId } : {}) });
  const siteInfo = useQuery({ queryKey: [site.getSiteById.path, siteId], queryFn: () => callApi(site.getSiteById, { Id: siteId }, { silent: true }) });
  if (info.isLoading) return <Skeleton active paragraph={{ rows: 12 }} />;
  if (!info.data) return <Empty />;

  const previewUrl = `${siteInfo.data?.UserUrl || ''}/index?activeIndex=0`;

  // A refusal rejects: TabsForm keeps the changes as unsaved (the request layer has shown the server's message).
  const save = async (values: Omit<site.PageConfigurationForm, 'SiteId'>) => {
    const saved = await callApi(site.editSitePageConfiguration, site.encodePageConfigurationForm({ ...values, ...(platform ? { SiteId: siteId } : {}) }), {
      timeout: SITE_PAGE_CONFIG_UPLOAD_TIMEOUT,
    });
    queryClient.setQueryData(queryKey, saved);
    // The shell and the public home show the title and logo: let them read them again.
    void queryClient.invalidateQueries({ queryKey: ['site', 'pageConfiguration'] });
    void message.success(s('saved'));
    // Stay on the page after saving.
    return false;
  };

  const languageSection = (language: site.PageLanguage): TabsFormSection => {
    const fields: FormField[] = [
      { name: [language, 'Title'], label: s('title'), input: <Input maxLength={site.PAGE_TITLE_MAX} /> },
      { name: [language, 'Logo'], label: s('logo'), input: <SingleImage /> },
      { name: [language, 'Agreement'], label: s('agreement'), input: <RichTextEditor minHeight={160} />, span: 2 },
      { name: [language, 'Services'], label: s('services'), input: <FeatureListInput />, rules: [featureListRule(s('itemTitle'), (n) => s('entryNumber', { n }))] },
      { name: [language, 'Technologies'], label: s('technologies'), input: <FeatureListInput />, rules: [featureListRule(s('itemTitle'), (n) => s('entryNumber', { n }))] },
    ];
    return { key: language, label: s(`languages.${language}`), fields, widthSize: 2 };
  };

  const sections: TabsFormSection[] = [
    {
      key: 'appearance',
      label: s('tabAppearance'),
      widthSize: 2,
      fields: [
        { name: 'PrimaryColor', label: s('primaryColor'), input: <ColorInput />, rules: [siteRule(site.checkColor)] },
        { name: 'SecondaryColor', label: s('secondaryColor'), input: <ColorInput />, rules: [siteRule(site.checkColor)] },
        { name: 'FilingNumber', label: s('filingNumber'), input: <Input maxLength={site.FILING_NUMBER_MAX} /> },
        { name: 'FilingLink', label: s('filingLink'), input: <Input placeholder="https://beian.miit.gov.cn/" />, rules: [siteRule(site.checkUrl)] },
        { name: 'BackgroundImage', label: `${s('backgroundImage')} (${s('imageHint')})`, input: <SingleImage />, span: 2 },
      ],
    },
    {
      key: 'carousel',
      label: s('tabCarousel'),
      widthSize: 1,
      fields: [{ name: 'Carousel', label: `${s('tabCarousel')} (${s('imageHint')})`, input: <CarouselInput />, rules: [carouselRule(s('slideImage'), s('slideLink'), (n) => s('slideNumber', { n }))] }],
    },
    ...LANGUAGES.map(languageSection),
  ];

  const { SiteId: _site, SiteName: _name, UpdateTime, ...initialValues } = info.data satisfies Info;
  return (
    <Space orientation="vertical" style={{ width: '100%' }} size="middle">
      <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
        {s('pageIntro')}
      </Typography.Paragraph>
      <Space wrap>
        <Typography.Text type="secondary">{UpdateTime ? s('lastSaved', { time: dayjs(UpdateTime).format(DATE_TIME_FORMAT_DAYJS) }) : s('neverSaved')}</Typography.Text>
        <Button icon={<EyeOutlined />} href={previewUrl} target="_blank">
          {s('preview')}
        </Button>
      </Space>
      <TabsForm name="sitePage" sections={sections} initialValues={initialValues} onSubmit={may('SitePageConfiguration.Edit') ? save : undefined} />
    </Space>
  );
}
