import { promotions as api } from '@lbo/contracts';
import { DatePicker, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ImageUpload } from '../../components/media/ImageUpload.tsx';
import { RichTextEditor } from '../../components/media/RichTextEditor.tsx';
import { SiteListPage } from '../../components/siteList/SiteListPage.tsx';
import { choosesValue } from '../../components/form/placeholders.ts';
import { GiftsEditor } from './GiftsEditor.tsx';
import './texts.ts';

const DATE_TIME = 'YYYY-MM-DD HH:mm:ss';

/** A date and time picker whose form value is the text the contract takes (yyyy-MM-dd HH:mm:ss). */
function DateTimeText({ value, onChange, id }: { value?: string; onChange?: (text: string | undefined) => void; id?: string }) {
  return <DatePicker id={id} showTime style={{ width: '100%' }} value={value ? dayjs(value, DATE_TIME) : null} onChange={(day) => onChange?.(day ? day.format(DATE_TIME) : undefined)} />;
}
choosesValue(DateTimeText);

/** One cover image as the form holds it (the upload control holds a list). */
function CoverImage({ value, onChange }: { value?: string; onChange?: (address: string) => void }) {
  return <ImageUpload max={1} value={value ? [value] : []} onChange={(list) => onChange?.(list[0] ?? '')} />;
}

/** Marketing → promotion activities: the page (cover, rich text), time, stock, per-customer limit and gifts; preview and claim records per row. */
export default function PromotionActivitiesIndex() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const enabled = { on: t('coupons.enabled'), off: t('coupons.disabled'), formLabel: 'coupons.isEnabled', width: 90 };
  return (
    <SiteListPage
      calls={api.promotionActivityCalls}
      permission="PromotionActivities"
      texts={{ createTitle: t('coupons.activityCreate'), editTitle: t('coupons.activityEdit'), deleteConfirm: t('coupons.activityDelete') }}
      labels="coupons"
      storageKey="PromotionActivitiesIndex"
      fields={(shared, { siteId }) => ({
        Name: { column: { width: 180 }, query: true, form: { span: 2 } },
        StartTime: { column: { width: 170 }, form: { input: <DateTimeText /> } },
        EndTime: { column: { width: 170 }, form: { input: <DateTimeText /> } },
        MaxDistribution: { column: { width: 120, align: 'right' } },
        IssuedQuantity: { column: { width: 90, align: 'right' } },
        ClaimCount: { column: { width: 90, align: 'right' } },
        LimitTimes: { column: { width: 120, align: 'right' } },
        ResetDays: { column: false },
        Gifts: { column: false, detail: false, form: { span: 2, input: <GiftsEditor siteId={siteId} /> } },
        IsEnabled: shared.flag(enabled),
        CoverImage: { column: false, detail: false, form: { span: 2, input: <CoverImage /> } },
        PageContent: { column: false, detail: false, form: { span: 2, input: <RichTextEditor minHeight={200} /> } },
        SiteName: shared.site,
        CreationTime: { ...shared.createdAt, column: false },
        UpdateTime: { ...shared.updatedAt, column: false },
        Remarks: shared.remarks({ form: 2 }),
      })}
      actions={(standard) => [
        standard.detail,
        standard.edit,
        { key: 'preview', label: t('coupons.preview'), onClick: (row) => void navigate(`/PreviewPromotionActivitiesIndex?id=${row.Id}`) },
        { key: 'claims', label: t('coupons.claims'), onClick: (row) => void navigate(`/PromotionClaimsIndex?ActivityId=${row.Id}`) },
        standard.delete,
      ]}
      form={{
        name: 'promotionActivity',
        widthSize: 2,
        width: 900,
        drawer: true,
        defaults: { LimitTimes: 1, ResetDays: 0, Gifts: [] },
        footer: <Typography.Paragraph type="secondary">{t('coupons.resetHelp')}</Typography.Paragraph>,
      }}
    />
  );
}
