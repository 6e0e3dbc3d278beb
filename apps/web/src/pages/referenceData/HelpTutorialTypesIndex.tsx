import { helpTutorialType as api } from '@lbo/contracts';
import { useTranslation } from 'react-i18next';
import { SiteListPage } from '../../components/siteList/SiteListPage.tsx';

/** Site and site configuration → help tutorial types: the sections the site's help tutorials are grouped in. */
export default function HelpTutorialTypesIndex() {
  const { t } = useTranslation();
  return (
    <SiteListPage
      calls={api.helpTutorialTypeCalls}
      permission="HelpTutorialTypes"
      texts={{ createTitle: t('referenceData.helpTutorialType.createTitle'), editTitle: t('referenceData.helpTutorialType.editTitle'), deleteConfirm: t('referenceData.helpTutorialType.deleteConfirm') }}
      labels="referenceData.helpTutorialType"
      fields={(shared) => ({
        Name: { label: 'referenceData.name', query: true },
        DisplayOrder: shared.displayOrder,
        IsEnabled: shared.status,
        SiteName: shared.site,
        CreationTime: { ...shared.createdAt, column: false },
        UpdateTime: shared.updatedAt,
        Remarks: shared.remarks({ form: 2, detail: 3 }),
      })}
      order={{ form: ['Name', 'DisplayOrder', 'Remarks'] }}
      form={{ name: 'resource', width: 760 }}
    />
  );
}
