import { coupons as api } from '@lbo/contracts';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { DateText, scopeFields } from '../../components/quotations/QuotationControls.tsx';
import { SiteListPage } from '../../components/siteList/SiteListPage.tsx';
import { CouponExpenseTypeSelect } from './couponParts.tsx';
import './texts.ts';

/** Marketing → coupons: the site's coupon definitions (amount, stackable, minimum weight and amount, fee, validity). */
export default function CouponsIndex() {
  const { t } = useTranslation();
  const stackable = { on: t('coupons.stackable'), off: t('coupons.exclusive'), formLabel: 'coupons.superposition', width: 100 };
  return (
    <SiteListPage
      calls={api.couponCalls}
      permission="Coupons"
      texts={{ createTitle: t('coupons.createTitle'), editTitle: t('coupons.editTitle'), deleteConfirm: t('coupons.deleteConfirm') }}
      labels="coupons"
      storageKey="CouponsIndex"
      fields={(shared, { siteId }) => ({
        Name: { column: { width: 180 }, query: true },
        PreferentialAmount: { column: { width: 100, align: 'right' } },
        CurrencyCode: { ...scopeFields(t, siteId).CurrencyCode, label: 'coupons.currencyCode' },
        Superposition: { ...shared.flag(stackable), label: 'coupons.superposition' },
        ExpenseTypeId: { column: false, detail: false, form: { input: <CouponExpenseTypeSelect siteId={siteId} /> } },
        ExpenseType: { column: { width: 140, render: (name: string) => name || t('coupons.rechargeCoupon') } },
        AvailableAmount: { column: { width: 110, align: 'right' } },
        AvailableWeight: { column: { width: 130, align: 'right' } },
        EffectiveDays: { column: { width: 110, align: 'right' } },
        Deadline: { column: { width: 110, render: (date: string) => date || t('coupons.noDeadline') }, form: { input: <DateText placeholder={t('coupons.noDeadline')} /> } },
        GrantedCount: { column: { width: 90, align: 'right' } },
        SiteName: shared.site,
        CreationTime: { ...shared.createdAt, column: false },
        UpdateTime: shared.updatedAt,
        Remarks: shared.remarks({ form: 2 }),
      })}
      readBy={[[api.getSelectCoupons.path]]}
      form={{ name: 'coupon', widthSize: 2, width: 760, footer: <Typography.Paragraph type="secondary">{t('coupons.validityHelp')}</Typography.Paragraph> }}
    />
  );
}
