import { ORGANIZE_CALLS, organizes, PAGE_SIZES, type OrganizeSide } from '@lbo/contracts';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../api/client.ts';
import { OrganisationTreePicker } from '../../components/pickers/OrganisationTreePicker.tsx';
import { SiteListPage } from '../../components/siteList/SiteListPage.tsx';
import './texts.ts';

type Row = organizes.OrganizeRow;

// A property read, not a destructuring: destructuring an area's namespace would bring its schemas (and zod) into the bundle.
const OrganizeType = organizes.OrganizeType;
type OrganizeType = organizes.OrganizeType;
const TYPE_KEYS = { [OrganizeType.Company]: 'company', [OrganizeType.Branch]: 'branch', [OrganizeType.Department]: 'department', [OrganizeType.Team]: 'team' } as const;

/** The possible parents: the tree of the site the organisation is created in (platform staff's choice). */
const parentsOf = (side: OrganizeSide, siteId: number | undefined) => () =>
  callApi(ORGANIZE_CALLS[side].select, { index: 1, rows: PAGE_SIZES[PAGE_SIZES.length - 1]!, SiteId: siteId }, { silent: true }).then((page) => page.Data);

/** The organisation tree of one side (site users' or back-office staff's): list, create, edit, add child, delete, details. */
export function OrganizesListPage({ side }: { side: OrganizeSide }) {
  const { t } = useTranslation();
  const calls = ORGANIZE_CALLS[side];
  const keyPrefix = side === 'user' ? 'UserOrganizes' : 'BackstageOrganizes';
  const typeOptions = Object.entries(TYPE_KEYS).map(([value, key]) => ({ value: Number(value), label: t(`organizes.types.${key}`) }));
  const typeName = (type: number) => (type in TYPE_KEYS ? t(`organizes.types.${TYPE_KEYS[type as OrganizeType]}`) : String(type));

  return (
    <SiteListPage
      // Both sides' calls have one shape; the staff side's answers a null site (the platform's own organisations).
      calls={calls as typeof ORGANIZE_CALLS.backstage}
      permission={keyPrefix}
      addButton="Establish"
      texts={{ createTitle: t('organizes.createTitle'), editTitle: t('organizes.editTitle'), deleteConfirm: t('organizes.deleteConfirm') }}
      labels="organizes"
      childrenColumnName="Children"
      actions={(s, page) => [
        s.detail,
        s.edit,
        { key: 'addChild', label: t('organizes.addChild'), permission: `${keyPrefix}.Establish`, onClick: (row: Row) => page.create({ ParentId: row.Id }) },
        s.delete,
      ]}
      fields={(shared, { siteId }) => ({
        Name: { query: true },
        Code: { column: { width: 120 }, query: true },
        Type: {
          column: { width: 110, render: typeName },
          query: { kind: 'select', options: typeOptions },
          form: { input: 'select', options: typeOptions, required: true },
          detail: { value: { type: 'custom', render: (_, r) => typeName(r.Type) } },
        },
        IsEnabled: shared.status,
        ParentId: {
          label: 'organizes.parent',
          column: false,
          detail: false,
          form: { input: <OrganisationTreePicker population={side} load={parentsOf(side, siteId)} placeholder={t('organizes.noParent')} /> },
        },
        ParentName: { label: 'organizes.parent' },
        SiteName: shared.site,
        Priority: { column: { width: 90, align: 'right' } },
        UserCount: { label: 'organizes.users', column: { width: 90, align: 'right' } },
        ChildCount: { label: 'organizes.children' },
        CreationTime: { ...shared.createdAt, column: false },
        UpdateTime: shared.updatedAt,
        Description: { column: { ellipsis: true }, form: { input: 'textarea' }, detail: { span: 3 } },
      })}
      order={{ form: ['Name', 'ParentId', 'Type', 'Code', 'Priority', 'IsEnabled', 'Description'] }}
      form={{ name: 'organisation', widthSize: 1, defaults: { ParentId: null }, toBody: (values) => ({ ...values, ParentId: values.ParentId ?? null }) }}
    />
  );
}
