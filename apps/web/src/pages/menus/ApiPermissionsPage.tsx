import { apiPermissions } from '@lbo/contracts';
import { Alert, Card, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePermissionNames } from '../../components/access/permissionNames.ts';
import { DataTable } from '../../components/table/DataTable.tsx';

/** The table shows area rows with their calls as children; a call row has the call's fields. */
type AreaRow = apiPermissions.ApiPermissionArea;
type Row = AreaRow & Partial<apiPermissions.ApiPermissionRow>;
const fieldsOf = (row: AreaRow) => row as Row;

const ACCESS_COLORS: Record<string, string> = { public: 'default', session: 'blue', granted: 'gold' };

/** The API permission registry of one population, grouped by area; read-only (it follows the product's calls). */
export function ApiPermissionsPage({ population }: { population: 'backstage' | 'user' }) {
  const { t } = useTranslation();
  const names = usePermissionNames();
  const isArea = (row: AreaRow) => fieldsOf(row).Key === undefined;
  return (
    <Card>
      <Alert type="info" showIcon title={t('menus.apis.readOnly')} style={{ marginBottom: 12 }} />
      <DataTable
        call={apiPermissions.getApiPermissions}
        params={{ Population: population }}
        rowKey={(row: AreaRow) => fieldsOf(row).Key ?? `area:${row.Area}`}
        childrenColumnName="Children"
        fields={[
          { kind: 'text', name: 'Content', label: t('menus.apis.content') },
          { kind: 'text', name: 'Area', label: t('menus.apis.area') },
          {
            kind: 'select',
            name: 'Access',
            label: t('menus.apis.access'),
            options: (['public', 'session', 'granted'] as const).map((a) => ({ value: a, label: t(`menus.apis.accessKinds.${a}`) })),
          },
        ]}
        columns={[
          {
            // An area row names the area and its count; a call row (its child) shows the call's path.
            dataIndex: 'Area',
            title: `${t('menus.apis.area')} / ${t('menus.apis.key')}`,
            width: 360,
            render: (area: string, row) =>
              isArea(row) ? <Typography.Text strong title={area}>{`${names.area(area)} · ${t('menus.apis.calls', { count: row.Count })}`}</Typography.Text> : <Typography.Text code>{fieldsOf(row).Key}</Typography.Text>,
          },
          { key: 'Summary', title: t('menus.apis.summary'), width: 300, ellipsis: true, render: (_, row) => fieldsOf(row).Summary },
          {
            key: 'Access',
            title: t('menus.apis.access'),
            width: 140,
            render: (_, row) => {
              const access = fieldsOf(row).Access;
              return access ? <Tag color={ACCESS_COLORS[access]}>{t(`menus.apis.accessKinds.${access}`)}</Tag> : null;
            },
          },
          {
            key: 'Populations',
            title: t('menus.apis.populations'),
            width: 180,
            render: (_, row) => (
              <Space size={4} wrap>
                {(fieldsOf(row).Populations ?? []).map((p) => (
                  <Tag key={p}>{t(`menus.apis.populationNames.${p}`)}</Tag>
                ))}
              </Space>
            ),
          },
          { key: 'RoleCount', title: t('menus.apis.roles'), width: 110, align: 'right', render: (_, row) => fieldsOf(row).RoleCount },
        ]}
      />
    </Card>
  );
}
