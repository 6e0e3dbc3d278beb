import { globalCountries as api, REGION_CASCADE_MAX_LEVELS } from '@lbo/contracts';
import { Alert, Breadcrumb, Card, Flex, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RowOf } from '../../api/client.ts';
import { RegionCascader } from '../../components/pickers/RegionCascader.tsx';
import { DataTable } from '../../components/table/DataTable.tsx';

type Row = RowOf<typeof api.getGlobalCountries>;
/** The regions from a country down to the one whose children are listed. */
type Trail = { Id: number; Name: string }[];

const LEVELS = Array.from({ length: REGION_CASCADE_MAX_LEVELS }, (_, i) => i + 1) as (1 | 2 | 3 | 4 | 5)[];

/**
 * Warehouses → countries and regions: the national data, read-only. It lists a region's children
 * (the countries at first); a row with children opens them, the breadcrumb goes back up, the cascade
 * jumps to any region, and the query searches every level by name or code.
 */
export default function GlobalCountriesIndex() {
  const { t } = useTranslation();
  const [trail, setTrail] = useState<Trail>([]);
  // The cascade loads the names of its value when it mounts: it starts anew when the trail changes elsewhere.
  const [cascade, setCascade] = useState(0);
  /** What the cascade shows: the trail, or a region without children picked in it. */
  const [picked, setPicked] = useState<number[]>([]);
  const goTo = (next: Trail) => {
    setTrail(next);
    setPicked(next.map((r) => r.Id));
    setCascade((n) => n + 1);
  };
  const parentId = trail.at(-1)?.Id;
  const levelName = (level: number) => (LEVELS.includes(level as 1) ? t(`referenceData.regions.levels.${level as 1}`) : String(level));
  const open = (row: Row) => goTo(row.PathIds.map((Id, i) => ({ Id, Name: row.Path[i] ?? '' })));

  return (
    <Card>
      <Alert type="info" showIcon message={t('referenceData.regions.readOnly')} style={{ marginBottom: 16 }} />
      <Flex gap={16} wrap align="center" style={{ marginBottom: 16 }}>
        <RegionCascader
          key={cascade}
          value={picked}
          changeOnSelect
          // Room for a path of several levels, within a phone's width.
          style={{ minWidth: 'min(360px, 100%)', maxWidth: '100%' }}
          onChange={(ids, regions) => {
            // A region without children is shown among its siblings.
            const last = regions.at(-1);
            const keep = last && !last.HasChildren ? ids.length - 1 : ids.length;
            setPicked(ids);
            setTrail(ids.slice(0, keep).map((Id, i) => ({ Id, Name: regions[i]?.Name ?? '' })));
          }}
        />
        <Breadcrumb
          data-testid="region-trail"
          items={[
            { key: 0, title: <a onClick={() => goTo([])}>{t('referenceData.regions.all')}</a> },
            ...trail.map((r, i) => ({ key: r.Id, title: i === trail.length - 1 ? r.Name : <a onClick={() => goTo(trail.slice(0, i + 1))}>{r.Name}</a> })),
          ]}
        />
      </Flex>
      <DataTable
        call={api.getGlobalCountries}
        params={{ ParentId: parentId }}
        rowKey="Id"
        fields={[
          { kind: 'text', name: 'Keyword', label: t('referenceData.regions.search') },
          { kind: 'select', name: 'Level', label: t('referenceData.regions.level'), options: LEVELS.map((level) => ({ value: level, label: levelName(level) })) },
        ]}
        actions={[{ key: 'children', label: t('referenceData.regions.children'), hidden: (row: Row) => !row.HasChildren, onClick: open }]}
        columns={[
          {
            dataIndex: 'Name',
            title: t('referenceData.name'),
            width: 220,
            render: (name: string, row) => (row.HasChildren ? <a onClick={() => open(row)}>{name}</a> : name),
          },
          { dataIndex: 'Code', title: t('referenceData.code'), width: 140 },
          { dataIndex: 'Level', title: t('referenceData.regions.level'), width: 130, render: (level: number) => levelName(level) },
          { dataIndex: 'PhoneCode', title: t('referenceData.regions.phoneCode'), width: 110 },
          { dataIndex: 'Alpha3', title: t('referenceData.regions.alpha3'), width: 110 },
          { dataIndex: 'NameZhCn', title: t('referenceData.regions.nameZhCn'), width: 180 },
          { dataIndex: 'NameZhTw', title: t('referenceData.regions.nameZhTw'), width: 180 },
          { dataIndex: 'NameEn', title: t('referenceData.regions.nameEn'), width: 200 },
          {
            dataIndex: 'Path',
            title: t('referenceData.regions.path'),
            render: (path: string[]) => <Typography.Text type="secondary">{path.slice(0, -1).join(' / ')}</Typography.Text>,
          },
        ]}
      />
    </Card>
  );
}
