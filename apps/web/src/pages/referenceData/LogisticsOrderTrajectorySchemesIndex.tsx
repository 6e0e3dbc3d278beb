import { DATE_TIME_FORMAT_DAYJS, logisticsOrderTrajectoryScheme as api, type RequestOf } from '@lbo/contracts';
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Flex, Form, Input, InputNumber, Space, Switch, Table, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi, type RowOf } from '../../api/client.ts';
import { DetailDrawer } from '../../components/form/DetailView.tsx';
import { SiteSelect } from '../../components/site/SiteSelect.tsx';
import { useSiteChoice } from '../../components/site/useSiteChoice.ts';
import { DataTable, dataTableKey } from '../../components/table/DataTable.tsx';
import { rules } from '../../lib/formRules.ts';
import { ResourceFormModal, type Editing } from './ResourceFormModal.tsx';

type Row = RowOf<typeof api.getLogisticsOrderTrajectorySchemes>;

const enabledTag = (on: boolean, t: (key: string) => string) => (on ? <Tag color="green">{t('referenceData.enabled')}</Tag> : <Tag>{t('referenceData.disabled')}</Tag>);
const NEW_STEP = { Content: '', Location: '', IntervalHours: 0 };

/** Logistics → trajectory schemes: named lists of tracking events a shipment follows. */
export default function LogisticsOrderTrajectorySchemesIndex() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const { isPlatform, siteId, setSiteId } = useSiteChoice();
  const [editing, setEditing] = useState<Editing>(null);
  const [detailId, setDetailId] = useState<number | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: dataTableKey(api.getLogisticsOrderTrajectorySchemes) });

  return (
    <Card>
      {isPlatform && (
        <Flex style={{ marginBottom: 16 }}>
          <SiteSelect value={siteId} onChange={setSiteId} placeholder={t('referenceData.allSites')} allowClear />
        </Flex>
      )}
      <DataTable
        call={api.getLogisticsOrderTrajectorySchemes}
        params={{ SiteId: siteId }}
        rowKey="Id"
        fields={[
          { kind: 'text', name: 'Name', label: t('referenceData.name') },
          {
            kind: 'select',
            name: 'IsEnabled',
            label: t('referenceData.status'),
            options: [
              { value: true, label: t('referenceData.enabled') },
              { value: false, label: t('referenceData.disabled') },
            ],
          },
        ]}
        toolbar={[
          {
            key: 'add',
            label: t('referenceData.add'),
            primary: true,
            permission: 'TrajectorySchemes.Add',
            onClick: () => (isPlatform && siteId === undefined ? void message.warning(t('referenceData.chooseSiteFirst')) : setEditing({ mode: 'create' })),
          },
        ]}
        actions={[
          { key: 'detail', label: t('referenceData.detail'), permission: 'TrajectorySchemes.Detail', onClick: (row: Row) => setDetailId(row.Id) },
          { key: 'edit', label: t('referenceData.edit'), permission: 'TrajectorySchemes.Edit', onClick: (row: Row) => setEditing({ mode: 'edit', id: row.Id }) },
          {
            key: 'delete',
            label: t('referenceData.delete'),
            danger: true,
            permission: 'TrajectorySchemes.Delete',
            confirm: t('referenceData.trajectory.deleteConfirm'),
            onClick: async (row: Row) => {
              await callApi(api.deleteLogisticsOrderTrajectoryScheme, { Id: row.Id });
              void message.success(t('referenceData.deleted'));
            },
          },
        ]}
        columns={[
          { dataIndex: 'Name', title: t('referenceData.name'), render: (name: string, row) => <a onClick={() => setDetailId(row.Id)}>{name}</a> },
          { dataIndex: 'StepCount', title: t('referenceData.trajectory.stepCount'), width: 100, align: 'right' },
          { dataIndex: 'TotalHours', title: t('referenceData.trajectory.totalHours'), width: 110, align: 'right', render: (hours: number) => t('referenceData.trajectory.hours', { count: hours }) },
          { dataIndex: 'IsEnabled', title: t('referenceData.status'), width: 90, render: (on: boolean) => enabledTag(on, t) },
          ...(isPlatform ? [{ dataIndex: 'SiteName' as const, title: t('referenceData.site'), width: 160 }] : []),
          { dataIndex: 'Remarks', title: t('referenceData.remarks'), ellipsis: true },
          { dataIndex: 'UpdateTime', title: t('referenceData.updatedAt'), width: 180, render: (time: string) => dayjs(time).format(DATE_TIME_FORMAT_DAYJS) },
        ]}
      />
      {editing && (
        <ResourceFormModal
          editing={editing}
          width={1000}
          titles={{ create: t('referenceData.trajectory.createTitle'), edit: t('referenceData.trajectory.editTitle') }}
          editInfo={api.getEditLogisticsOrderTrajectoryScheme}
          defaults={{ IsEnabled: true, Steps: [NEW_STEP] }}
          fields={[
            { name: 'Name', label: t('referenceData.name'), rules: [rules.required(), { max: api.TRAJECTORY_SCHEME_NAME_MAX }] },
            { name: 'IsEnabled', label: t('referenceData.enabled'), input: <Switch /> },
            { name: 'Remarks', label: t('referenceData.remarks'), rules: [{ max: api.TRAJECTORY_SCHEME_REMARKS_MAX }], span: 2 },
          ]}
          extra={<StepsEditor />}
          save={(values, id) =>
            id === null
              ? callApi(api.addLogisticsOrderTrajectoryScheme, { ...(values as RequestOf<typeof api.addLogisticsOrderTrajectoryScheme>), SiteId: siteId })
              : callApi(api.editLogisticsOrderTrajectoryScheme, { ...(values as RequestOf<typeof api.editLogisticsOrderTrajectoryScheme>), Id: id })
          }
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void message.success(t('referenceData.saved'));
            void refresh();
          }}
        />
      )}
      <TrajectorySchemeDetailDrawer id={detailId} onClose={() => setDetailId(null)} />
    </Card>
  );
}

/** The scheme's events in order: each a row of text, place and hours after the previous one; rows move up and down. */
function StepsEditor() {
  const { t } = useTranslation();
  return (
    <>
      <Typography.Title level={5}>{t('referenceData.trajectory.steps')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('referenceData.trajectory.stepsHelp')}</Typography.Paragraph>
      <Form.List
        name="Steps"
        rules={[{ validator: async (_, steps: unknown[] | undefined) => (steps && steps.length > 0 ? undefined : Promise.reject(new Error(t('referenceData.trajectory.noSteps')))) }]}
      >
        {(fields, { add, remove, move }, { errors }) => (
          <>
            {fields.map((field, index) => (
              <Flex key={field.key} gap={8} align="start" data-testid="trajectory-step">
                <Typography.Text style={{ width: 24, lineHeight: '32px' }}>{index + 1}.</Typography.Text>
                <Form.Item name={[field.name, 'Content']} rules={[rules.required(), { max: api.TRAJECTORY_STEP_CONTENT_MAX }]} style={{ flex: 3 }}>
                  <Input placeholder={t('referenceData.trajectory.content')} />
                </Form.Item>
                <Form.Item name={[field.name, 'Location']} rules={[{ max: api.TRAJECTORY_STEP_LOCATION_MAX }]} style={{ flex: 1.5 }}>
                  <Input placeholder={t('referenceData.trajectory.location')} />
                </Form.Item>
                <Form.Item name={[field.name, 'IntervalHours']} rules={[rules.integer()]} style={{ width: 150 }} tooltip={t('referenceData.trajectory.intervalHours')}>
                  <InputNumber min={0} max={api.TRAJECTORY_INTERVAL_HOURS_MAX} precision={0} addonAfter="h" style={{ width: '100%' }} title={t('referenceData.trajectory.intervalHours')} />
                </Form.Item>
                <Space size={0}>
                  <Button type="text" icon={<ArrowUpOutlined />} disabled={index === 0} onClick={() => move(index, index - 1)} aria-label={t('referenceData.trajectory.moveUp')} />
                  <Button type="text" icon={<ArrowDownOutlined />} disabled={index === fields.length - 1} onClick={() => move(index, index + 1)} aria-label={t('referenceData.trajectory.moveDown')} />
                  <Button type="text" danger icon={<DeleteOutlined />} onClick={() => remove(field.name)} aria-label={t('referenceData.trajectory.removeStep')} />
                </Space>
              </Flex>
            ))}
            <Form.ErrorList errors={errors} />
            <Button type="dashed" icon={<PlusOutlined />} disabled={fields.length >= api.TRAJECTORY_STEPS_MAX} onClick={() => add(NEW_STEP)} block>
              {t('referenceData.trajectory.addStep')}
            </Button>
          </>
        )}
      </Form.List>
    </>
  );
}

function TrajectorySchemeDetailDrawer(props: { id: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const detail = useQuery({
    queryKey: [api.getLogisticsOrderTrajectorySchemeById.path, props.id],
    queryFn: () => callApi(api.getLogisticsOrderTrajectorySchemeById, { Id: props.id! }),
    enabled: props.id !== null,
  });
  const record = detail.data;
  if (!record) return null;
  return (
    <DetailDrawer
      open={props.id !== null}
      onClose={props.onClose}
      title={record.Name}
      record={record}
      history={record.Audits}
      groups={[
        {
          key: 'basics',
          title: t('referenceData.basics'),
          fields: [
            { key: 'Name', label: t('referenceData.name') },
            { key: 'StepCount', label: t('referenceData.trajectory.stepCount') },
            { key: 'TotalHours', label: t('referenceData.trajectory.totalHours'), value: { type: 'custom', render: (_, r) => t('referenceData.trajectory.hours', { count: r.TotalHours }) } },
            { key: 'IsEnabled', label: t('referenceData.status'), value: { type: 'custom', render: (_, r) => enabledTag(r.IsEnabled, t) } },
            { key: 'SiteName', label: t('referenceData.site') },
            { key: 'UpdateTime', label: t('referenceData.updatedAt'), value: { type: 'date' } },
            { key: 'Remarks', label: t('referenceData.remarks'), span: 3 },
          ],
        },
        {
          key: 'steps',
          title: t('referenceData.trajectory.steps'),
          fields: [
            {
              key: 'Steps',
              label: t('referenceData.trajectory.steps'),
              span: 3,
              value: {
                type: 'custom',
                render: (_, r) => (
                  <Table
                    size="small"
                    pagination={false}
                    rowKey={(_step, i) => String(i)}
                    dataSource={r.Steps}
                    columns={[
                      { key: 'n', title: '#', width: 40, render: (_v, _s, i) => i + 1 },
                      { dataIndex: 'Content', title: t('referenceData.trajectory.content') },
                      { dataIndex: 'Location', title: t('referenceData.trajectory.location'), width: 180 },
                      { dataIndex: 'IntervalHours', title: t('referenceData.trajectory.intervalHours'), width: 170, align: 'right' },
                    ]}
                  />
                ),
              },
            },
          ],
        },
      ]}
    />
  );
}
