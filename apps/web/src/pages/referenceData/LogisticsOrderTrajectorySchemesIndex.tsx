import { logisticsOrderTrajectoryScheme as api } from '@lbo/contracts';
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Form, Input, InputNumber, Space, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { SiteListPage } from '../../components/siteList/SiteListPage.tsx';
import '../../components/siteList/texts.ts';
import { rules } from '../../lib/formRules.ts';
import { FormItem } from '../../components/form/FormItem.tsx';

const NEW_STEP = { Content: '', Location: '', IntervalHours: 0 };

/** Logistics → trajectory schemes: named lists of tracking events a shipment follows. */
export default function LogisticsOrderTrajectorySchemesIndex() {
  const { t } = useTranslation();
  return (
    <SiteListPage
      calls={api.trajectorySchemeCalls}
      permission="TrajectorySchemes"
      texts={{ createTitle: t('referenceData.trajectory.createTitle'), editTitle: t('referenceData.trajectory.editTitle'), deleteConfirm: t('referenceData.trajectory.deleteConfirm') }}
      labels="referenceData.trajectory"
      fields={(shared) => ({
        Name: { label: 'referenceData.name', query: true },
        StepCount: { column: { width: 100, align: 'right' } },
        TotalHours: {
          column: { width: 110, align: 'right', render: (hours: number) => t('referenceData.trajectory.hours', { count: hours }) },
          detail: { value: { type: 'custom', render: (_, r) => t('referenceData.trajectory.hours', { count: r.TotalHours }) } },
        },
        IsEnabled: shared.status,
        SiteName: shared.site,
        UpdateTime: shared.updatedAt,
        // A line of text here; the steps below take the room.
        Remarks: { ...shared.remarks({ detail: 3 }), form: { span: 2 } },
        // Edited by the steps editor under the form.
        Steps: {
          column: false,
          form: false,
          detail: {
            group: 'steps',
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
        },
      })}
      form={{ name: 'resource', width: 1000, defaults: { Steps: [NEW_STEP] }, footer: <StepsEditor /> }}
      detail={{ groups: [{ key: 'steps', title: t('referenceData.trajectory.steps') }] }}
    />
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
                <FormItem name={[field.name, 'Content']} rules={[rules.required(), { max: api.TRAJECTORY_STEP_CONTENT_MAX }]} style={{ flex: 3 }}>
                  <Input placeholder={t('referenceData.trajectory.content')} />
                </FormItem>
                <FormItem name={[field.name, 'Location']} rules={[{ max: api.TRAJECTORY_STEP_LOCATION_MAX }]} style={{ flex: 1.5 }}>
                  <Input placeholder={t('referenceData.trajectory.location')} />
                </FormItem>
                <FormItem name={[field.name, 'IntervalHours']} rules={[rules.integer()]} style={{ width: 150 }} tooltip={t('referenceData.trajectory.intervalHours')}>
                  <InputNumber min={0} max={api.TRAJECTORY_INTERVAL_HOURS_MAX} precision={0} addonAfter="h" style={{ width: '100%' }} title={t('referenceData.trajectory.intervalHours')} />
                </FormItem>
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
