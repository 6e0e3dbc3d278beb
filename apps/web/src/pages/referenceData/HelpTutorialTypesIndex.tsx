import { expenseType, helpTutorialType as api } from '@lbo/contracts';
import { useTranslation } from 'react-i18next';
import { SiteListPage } from '../../components/siteList/SiteListPage.tsx';
import { rules } from '../../lib/formRules.ts';

/** Site and site configuration → help tutorial types: the sections the site's help tutorials are grouped in. */
export default function HelpTutorialTypesIndex() {
  const { t } = useTranslation();
  return (
    <SiteListPage
      calls={{
        list: api.getHelpTutorialTypes,
        add: api.addHelpTutorialType,
        getEdit: api.getEditHelpTutorialType,
        edit: api.editHelpTutorialType,
        remove: api.deleteHelpTutorialType,
        detail: api.getHelpTutorialTypeById,
      }}
      permission="HelpTutorialTypes"
      texts={{ createTitle: t('referenceData.helpTutorialType.createTitle'), editTitle: t('referenceData.helpTutorialType.editTitle'), deleteConfirm: t('referenceData.helpTutorialType.deleteConfirm') }}
      name={{ title: t('referenceData.name') }}
      queryFields={(q) => [{ kind: 'text', name: 'Name', label: t('referenceData.name') }, q.status()]}
      columns={(c) => [c.displayOrder, c.status, c.site, c.remarks, c.updatedAt]}
      form={{
        name: 'resource',
        width: 760,
        defaults: { DisplayOrder: 0, IsEnabled: true },
        fields: (f) => [
          { name: 'Name', label: t('referenceData.name'), rules: [rules.required(), { max: api.HELP_TUTORIAL_TYPE_NAME_MAX }] },
          f.displayOrder(expenseType.DISPLAY_ORDER_MAX),
          f.remarks(api.HELP_TUTORIAL_TYPE_REMARKS_MAX, 2),
          f.enabled(),
        ],
      }}
      detail={{ fields: (d) => [d.displayOrder, d.status, d.site, d.createdAt, d.updatedAt, d.remarks(3)] }}
    />
  );
}
