import { ROLE_LIST_CALLS, roles, type RoleSide } from '@lbo/contracts';
import { Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SiteListPage } from '../../components/siteList/SiteListPage.tsx';
import { RolePermissionsDrawer } from './RolePermissionsDrawer.tsx';
import './texts.ts';

type Row = roles.RoleRow;

// A property read, not a destructuring: destructuring an area's namespace would bring its schemas (and zod) into the bundle.
const CYCLES = Object.values(roles.SettlementCycle);

/** The fields only customer groups have: the staff side shows none of their parts. */
const NOT_SHOWN = { column: false, form: false, detail: false } as const;

/**
 * The roles of one side (site users' customer groups or back-office staff's): list, create, edit,
 * delete, details, and the permission tree (the page's own drawer). Platform staff choose the site
 * whose roles they manage; naming none, the staff side works on the platform's own roles.
 */
export function RolesListPage({ side }: { side: RoleSide }) {
  const { t } = useTranslation();
  const keyPrefix = side === 'user' ? 'UserRoles' : 'BackstageRoles';
  const [permissionsOf, setPermissionsOf] = useState<{ id: number; saved: () => void } | null>(null);
  const yesNo = (on: boolean) => (on ? <Tag color="green">{t('roles.yes')}</Tag> : <Tag>{t('roles.no')}</Tag>);
  const cycle = (c: number) => t(`roles.cycles.${c}`);
  const customers = side === 'user';
  const terms = 'terms';
  const flagDetail = { group: terms, value: { type: 'custom' as const, render: (value: unknown) => yesNo(value === true) } };
  return (
    <SiteListPage
      // Both sides' calls have one shape; the staff side's answers a null site (the platform's own roles).
      calls={ROLE_LIST_CALLS[side] as typeof ROLE_LIST_CALLS.backstage}
      permission={keyPrefix}
      addButton="Establish"
      texts={{ createTitle: t('roles.createTitle'), editTitle: t('roles.editTitle'), deleteConfirm: t('roles.deleteConfirm'), platformRows: t('roles.platformRoles') }}
      labels="roles"
      actions={(s, page) => [
        s.detail,
        s.edit,
        { key: 'permissions', label: t('roles.permissions'), permission: `${keyPrefix}.Permissions`, onClick: (row: Row) => setPermissionsOf({ id: row.Id, saved: page.refresh }) },
        s.delete,
      ]}
      fields={(shared) => ({
        Name: { query: true },
        Code: { column: { width: 130 }, query: true },
        IsEnabled: shared.status,
        Priority: { column: { width: 90, align: 'right' } },
        UserCount: { label: 'roles.users', column: { width: 90, align: 'right' } },
        IsCashOnDelivery: customers ? { label: 'roles.cod', column: { width: 110, render: yesNo }, detail: flagDetail } : NOT_SHOWN,
        DefaultCashOnDeliveryAmount: customers ? { label: 'roles.defaultCod', column: false, detail: { group: terms } } : NOT_SHOWN,
        IsCreditAmount: customers ? { label: 'roles.credit', column: false, detail: flagDetail } : NOT_SHOWN,
        DefaultCreditAmount: customers ? { label: 'roles.defaultCredit', column: { width: 140, align: 'right' }, detail: { group: terms } } : NOT_SHOWN,
        SettlementCycle: customers
          ? {
              column: { width: 130, render: cycle },
              form: { input: 'select', options: CYCLES.map((c) => ({ value: c, label: cycle(c) })) },
              detail: { group: terms, value: { type: 'custom', render: (_, r) => cycle(r.SettlementCycle) } },
            }
          : NOT_SHOWN,
        FullBagCharge: customers ? { column: false, form: { tooltip: t('roles.fullBagChargeHelp') }, detail: { group: terms } } : NOT_SHOWN,
        SiteName: shared.site,
        DefaultApis: { column: false, form: { tooltip: t('roles.defaultApisHelp') }, detail: { value: { type: 'custom', render: (_, r) => yesNo(r.DefaultApis) } } },
        CreationTime: { ...shared.createdAt, column: false },
        UpdateTime: { ...shared.updatedAt, column: false },
        Description: { column: { ellipsis: true }, form: { input: 'textarea', span: 2 }, detail: { span: 3 } },
        ApiCount: { detail: { group: 'grants' } },
        MenuCount: { detail: { group: 'grants' } },
        ButtonCount: { detail: { group: 'grants' } },
      })}
      order={{ form: ['Name', 'Code', 'Priority', 'IsEnabled', 'DefaultApis'] }}
      form={{ widthSize: 2, width: 640 }}
      detail={{ groups: [...(customers ? [{ key: terms, title: t('roles.terms') }] : []), { key: 'grants', title: t('roles.grants') }] }}
    >
      {permissionsOf && (
        <RolePermissionsDrawer
          side={side}
          roleId={permissionsOf.id}
          onClose={() => setPermissionsOf(null)}
          onSaved={permissionsOf.saved}
        />
      )}
    </SiteListPage>
  );
}
