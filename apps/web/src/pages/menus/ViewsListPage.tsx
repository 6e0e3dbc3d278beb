import { views } from '@lbo/contracts';
import { Divider, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePermissionNames } from '../../components/access/permissionNames.ts';
import { EditableTable } from '../../components/form/EditableTable.tsx';
import { SiteListPage } from '../../components/siteList/SiteListPage.tsx';
import { rules } from '../../lib/formRules.ts';
import type { Population } from './MenusListPage.tsx';
import './texts.ts';

type Row = views.ViewRow;
type ButtonRow = { Id?: number; Key: string; Name: string };

/** One population's views (pages) with their buttons. Views are product-wide: only platform staff change them (the server enforces it). */
export function ViewsListPage({ population }: { population: Population }) {
  const { t } = useTranslation();
  const names = usePermissionNames();
  const prefix = population === 1 ? 'BackstageViews' : 'UserViews';

  return (
    <SiteListPage
      calls={views.viewCalls}
      permission={prefix}
      addButton="Establish"
      params={{ Population: population }}
      texts={{ createTitle: t('menus.views.createTitle'), editTitle: t('menus.views.editTitle'), deleteConfirm: t('menus.views.deleteConfirm'), platformOnly: t('menus.platformOnly') }}
      labels="menus.views"
      fields={(shared) => ({
        Name: { column: { width: 220, render: (_: string, row: Row) => names.view(row) }, query: true },
        Code: { column: { width: 240 }, query: true },
        Key: { query: true },
        Buttons: {
          column: {
            render: (buttons: Row['Buttons']) => (
              <Space size={[4, 4]} wrap>
                {buttons.map((b) => (
                  <Tag key={b.Id} title={b.Key}>
                    {names.button(b)}
                  </Tag>
                ))}
              </Space>
            ),
          },
          // Edited in the table under the form.
          form: false,
          detail: {
            span: 3,
            value: {
              type: 'custom',
              render: (_, r) => (
                <Space orientation="vertical" size={2}>
                  {r.Buttons.map((b) => (
                    <span key={b.Id}>
                      {names.button(b)} <Typography.Text code>{b.Key}</Typography.Text>
                    </span>
                  ))}
                </Space>
              ),
            },
          },
        },
        RoleCount: { label: 'menus.views.roles' },
        CreationTime: { ...shared.createdAt, column: false },
        // Chosen by the page (the add call's body), never edited.
        Population: { column: false, form: false, detail: false },
      })}
      order={{ detail: ['Name', 'Code', 'RoleCount', 'CreationTime'] }}
      form={{
        widthSize: 1,
        width: 760,
        defaults: { Buttons: [] },
        toBody: (values) => ({ ...values, Buttons: (values.Buttons as ButtonRow[]).map((b) => ({ Id: b.Id, Key: b.Key, Name: b.Name })), Population: population }),
        footer: (
          <>
            <Divider titlePlacement="start">{t('menus.views.buttons')}</Divider>
            <EditableTable<ButtonRow>
              name="Buttons"
              columns={[
                { key: 'Key', title: t('menus.views.buttonKey'), rules: [rules.required()] },
                { key: 'Name', title: t('menus.views.buttonName'), rules: [rules.required()] },
              ]}
              newRow={() => ({ Key: '', Name: '' })}
            />
          </>
        ),
      }}
      detail={{ title: (record) => names.view(record) }}
    />
  );
}
