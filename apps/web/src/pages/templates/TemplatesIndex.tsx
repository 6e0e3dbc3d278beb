import { DATE_TIME_FORMAT_DAYJS, templates as api, type RequestOf } from '@lbo/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Col, Flex, Form, Input, InputNumber, Modal, Row, Space, Switch, Tag, Tooltip, Typography } from 'antd';
import type { TextAreaRef } from 'antd/es/input/TextArea';
import dayjs from 'dayjs';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi, type RowOf } from '../../api/client.ts';
import { useCallMutation } from '../../api/useCallMutation.ts';
import { DetailDrawer } from '../../components/form/DetailView.tsx';
import { useConfirmDiscard } from '../../components/form/useConfirmDiscard.ts';
import { SimpleForm } from '../../components/form/SimpleForm.tsx';
import { DataTable, dataTableKey } from '../../components/table/DataTable.tsx';
import { rules } from '../../lib/formRules.ts';
import { SiteSelect } from '../../components/site/SiteSelect.tsx';
import { useSiteChoice } from '../../components/site/useSiteChoice.ts';
import { TemplatePaper, type TemplateLayout } from './TemplatePaper.tsx';

type Row = RowOf<typeof api.getTemplates>;
type Values = Omit<RequestOf<typeof api.addTemplate>, 'SiteId'>;
/** Which form is open: a new template or an existing one. */
type Editing = { mode: 'create' } | { mode: 'edit'; id: number } | null;

/** Paper sizes people pick most: thermal labels, shelf labels, A4 and A5. */
const PAPER_PRESETS = [
  { label: '100 × 150', width: 100, height: 150 },
  { label: '100 × 100', width: 100, height: 100 },
  { label: '60 × 40', width: 60, height: 40 },
  { label: 'A4', width: 210, height: 297 },
  { label: 'A5', width: 148, height: 210 },
] as const;

const STARTER_CONTENT = '<div style="padding:3mm">\n  <h3>{{SiteName}}</h3>\n</div>';

/** The template types with their placeholders, named in the current language. */
function useTemplateTypes() {
  const { i18n } = useTranslation();
  const types = useQuery({ queryKey: [api.getTemplateType.path, i18n.language], queryFn: () => callApi(api.getTemplateType) });
  const list = types.data ?? [];
  return { list, nameOf: (type: number) => list.find((o) => o.Value === type)?.Name ?? String(type), options: list.map((o) => ({ value: o.Value, label: o.Name })) };
}

/** Site and site configuration → templates: the site's print and document layouts. */
export default function TemplatesIndex() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const { isPlatform, siteId, setSiteId } = useSiteChoice();
  const [editing, setEditing] = useState<Editing>(null);
  const [detailId, setDetailId] = useState<number | null>(null);
  const [previewing, setPreviewing] = useState<TemplateLayout | null>(null);
  const types = useTemplateTypes();
  const refresh = () => queryClient.invalidateQueries({ queryKey: dataTableKey(api.getTemplates) });

  const startCreate = () => {
    if (isPlatform && siteId === undefined) void message.warning(t('templates.chooseSiteFirst'));
    else setEditing({ mode: 'create' });
  };

  return (
    <Card>
      {isPlatform && (
        <Flex style={{ marginBottom: 16 }}>
          <SiteSelect value={siteId} onChange={setSiteId} placeholder={t('templates.allSites')} allowClear />
        </Flex>
      )}
      <DataTable
        call={api.getTemplates}
        params={{ SiteId: siteId }}
        rowKey="Id"
        fields={[
          { kind: 'text', name: 'Name', label: t('templates.name') },
          { kind: 'select', name: 'TemplateType', label: t('templates.type'), options: types.options },
          { kind: 'select', name: 'IsEnabled', label: t('templates.status'), options: [{ value: true, label: t('templates.enabled') }, { value: false, label: t('templates.disabled') }] },
        ]}
        toolbar={[{ key: 'add', label: t('templates.add'), primary: true, permission: 'Templates.Add', onClick: startCreate }]}
        actions={[
          { key: 'detail', label: t('templates.detail'), permission: 'Templates.Detail', onClick: (row: Row) => setDetailId(row.Id) },
          { key: 'edit', label: t('templates.edit'), permission: 'Templates.Edit', onClick: (row: Row) => setEditing({ mode: 'edit', id: row.Id }) },
          {
            key: 'preview',
            label: t('templates.preview'),
            permission: 'Templates.Preview',
            onClick: async (row: Row) => {
              const info = await callApi(api.getEditTemplate, { Id: row.Id });
              setPreviewing({ TemplateType: info.TemplateType as api.TemplateType, Width: info.Width, Height: info.Height, Content: info.Content });
            },
          },
          {
            key: 'setDefault',
            label: t('templates.setDefault'),
            permission: 'Templates.SetDefault',
            hidden: (row: Row) => row.IsDefault || !row.IsEnabled,
            confirm: t('templates.setDefaultConfirm'),
            onClick: async (row: Row) => {
              await callApi(api.setDefaultTemplate, { Id: row.Id });
              void message.success(t('templates.defaultSet'));
            },
          },
          {
            key: 'delete',
            label: t('templates.delete'),
            danger: true,
            permission: 'Templates.Delete',
            confirm: t('templates.deleteConfirm'),
            onClick: async (row: Row) => {
              await callApi(api.deleteTemplate, { Id: row.Id });
              void message.success(t('templates.deleted'));
            },
          },
        ]}
        columns={[
          { dataIndex: 'Name', title: t('templates.name'), render: (name: string, row) => <a onClick={() => setDetailId(row.Id)}>{name}</a> },
          { dataIndex: 'TemplateType', title: t('templates.type'), width: 190, render: (type: number) => types.nameOf(type) },
          { key: 'paper', title: t('templates.paper'), width: 130, render: (_, row) => t('templates.sizeMm', { width: row.Width, height: row.Height }) },
          { dataIndex: 'IsDefault', title: t('templates.isDefault'), width: 90, render: (on: boolean) => (on ? <Tag color="blue">{t('templates.isDefault')}</Tag> : null) },
          { dataIndex: 'IsEnabled', title: t('templates.status'), width: 90, render: (on: boolean) => (on ? <Tag color="green">{t('templates.enabled')}</Tag> : <Tag>{t('templates.disabled')}</Tag>) },
          ...(isPlatform ? [{ dataIndex: 'SiteName' as const, title: t('templates.site'), width: 160 }] : []),
          { dataIndex: 'Remarks', title: t('templates.remarks'), ellipsis: true },
          { dataIndex: 'UpdateTime', title: t('templates.updatedAt'), width: 190, render: (time: string) => dayjs(time).format(DATE_TIME_FORMAT_DAYJS) },
        ]}
      />
      {editing && (
        <TemplateFormModal
          editing={editing}
          siteId={siteId}
          typeOptions={types.options}
          placeholdersOf={(type) => types.list.find((o) => o.Value === type)?.Placeholders ?? []}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void message.success(t('templates.saved'));
            void refresh();
          }}
        />
      )}
      <Modal
        open={previewing !== null}
        title={previewing && t('templates.previewTitle', { width: previewing.Width, height: previewing.Height })}
        footer={null}
        width={800}
        onCancel={() => setPreviewing(null)}
        destroyOnHidden
      >
        {previewing && <TemplatePaper layout={previewing} />}
      </Modal>
      <TemplateDetailDrawer id={detailId} typeName={types.nameOf} onClose={() => setDetailId(null)} />
    </Card>
  );
}

type Placeholder = { Name: string; Sample: string; Rows: boolean };

function TemplateFormModal(props: {
  editing: NonNullable<Editing>;
  siteId: number | undefined;
  typeOptions: { value: number; label: string }[];
  placeholdersOf: (type: number | undefined) => Placeholder[];
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const confirmDiscard = useConfirmDiscard();
  const [previewing, setPreviewing] = useState<TemplateLayout | null>(null);
  const content = useRef<TextAreaRef>(null);
  const editId = props.editing.mode === 'edit' ? props.editing.id : null;
  const info = useQuery({ queryKey: [api.getEditTemplate.path, editId], queryFn: () => callApi(api.getEditTemplate, { Id: editId! }), enabled: editId !== null });
  const type = Form.useWatch('TemplateType', form);
  const ready = editId === null || info.data;
  const initialValues: Partial<Values> =
    editId === null
      ? { TemplateType: api.TemplateType.FaceSheet, Width: 100, Height: 150, IsEnabled: true, IsDefault: false, Content: STARTER_CONTENT }
      : { ...info.data, TemplateType: info.data?.TemplateType as api.TemplateType | undefined };

  /** Puts `{{Name}}` where the cursor is in the content. */
  const insert = (name: string) => {
    const area = content.current?.resizableTextArea?.textArea;
    const current = form.getFieldValue('Content') ?? '';
    const at = area ? area.selectionStart : current.length;
    const end = area ? area.selectionEnd : current.length;
    const token = `{{${name}}}`;
    // Touched, as typing would: closing the dialog then asks before dropping it.
    form.setFields([{ name: 'Content', value: current.slice(0, at) + token + current.slice(end), touched: true }]);
    requestAnimationFrame(() => {
      area?.focus();
      area?.setSelectionRange(at + token.length, at + token.length);
    });
  };

  const save = useCallMutation((values: Values) => (editId === null ? callApi(api.addTemplate, { ...values, SiteId: props.siteId }) : callApi(api.editTemplate, { ...values, Id: editId })), {
    onSuccess: props.onSaved,
  });
  const close = () => confirmDiscard(form.isFieldsTouched(), props.onClose);

  const preview = async () => {
    const values = await form.validateFields(['TemplateType', 'Width', 'Height', 'Content']).catch(() => null);
    if (values) setPreviewing({ TemplateType: values.TemplateType, Width: values.Width, Height: values.Height, Content: values.Content });
  };

  return (
    <Modal
      open
      width={1100}
      title={t(editId === null ? 'templates.createTitle' : 'templates.editTitle')}
      onCancel={close}
      loading={!ready}
      destroyOnHidden
      footer={
        <Space>
          <Button onClick={close}>{t('app.cancel')}</Button>
          <Button onClick={() => void preview()}>{t('templates.preview')}</Button>
          <Button type="primary" loading={save.isPending} onClick={() => form.submit()}>
            {t('app.save')}
          </Button>
        </Space>
      }
    >
      {ready && (
        <SimpleForm<Values>
          form={form}
          name="template"
          widthSize={4}
          initialValues={initialValues}
          onFinish={(v) => save.mutate(v)}
          fields={[
            { name: 'Name', label: t('templates.name'), rules: [rules.required(), { max: api.TEMPLATE_NAME_MAX }], span: 2 },
            { name: 'TemplateType', label: t('templates.type'), input: 'select', options: props.typeOptions, rules: [rules.required()], span: 2 },
            { name: 'Width', label: t('templates.width'), input: <InputNumber min={api.TEMPLATE_PAPER_MIN_MM} max={api.TEMPLATE_PAPER_MAX_MM} precision={0} style={{ width: '100%' }} />, rules: [rules.required(), rules.integer({ cannotBeZero: true })] },
            { name: 'Height', label: t('templates.height'), input: <InputNumber min={api.TEMPLATE_PAPER_MIN_MM} max={api.TEMPLATE_PAPER_MAX_MM} precision={0} style={{ width: '100%' }} />, rules: [rules.required(), rules.integer({ cannotBeZero: true })] },
            { name: 'IsEnabled', label: t('templates.enabled'), input: <Switch /> },
            { name: 'IsDefault', label: t('templates.isDefault'), input: <Switch /> },
            { name: 'Remarks', label: t('templates.remarks'), rules: [{ max: api.TEMPLATE_REMARKS_MAX }], span: 4 },
          ]}
          footer={
            <>
              <Space size={4} wrap style={{ marginBottom: 12 }}>
                <Typography.Text type="secondary">{t('templates.paperPresets')}:</Typography.Text>
                {PAPER_PRESETS.map((p) => (
                  <Button key={p.label} size="small" onClick={() => form.setFieldsValue({ Width: p.width, Height: p.height })}>
                    {p.label}
                  </Button>
                ))}
              </Space>
              <Row gutter={16}>
                <Col xs={24} lg={16}>
                  <Form.Item name="Content" label={t('templates.content')} extra={t('templates.contentHelp')} rules={[rules.required()]}>
                    <Input.TextArea ref={content} rows={16} spellCheck={false} style={{ fontFamily: 'monospace', fontSize: 12 }} maxLength={api.TEMPLATE_CONTENT_MAX} />
                  </Form.Item>
                </Col>
                <Col xs={24} lg={8}>
                  <Typography.Text strong>{t('templates.placeholders')}</Typography.Text>
                  <Typography.Paragraph type="secondary" style={{ fontSize: 12, marginBottom: 8 }}>
                    {t('templates.placeholdersHelp')}
                  </Typography.Paragraph>
                  <Flex wrap gap={6} data-testid="template-placeholders" style={{ maxHeight: 330, overflowY: 'auto' }}>
                    {props.placeholdersOf(type).map((ph) => (
                      <Tooltip key={ph.Name} title={ph.Rows ? t('templates.rowsHelp') : `${t('templates.sample')}: ${ph.Sample}`}>
                        <Tag color={ph.Rows ? 'purple' : 'blue'} style={{ cursor: 'pointer', marginInlineEnd: 0 }} onClick={() => insert(ph.Name)}>
                          {`{{${ph.Name}}}`}
                        </Tag>
                      </Tooltip>
                    ))}
                  </Flex>
                </Col>
              </Row>
            </>
          }
        />
      )}
      <Modal
        open={previewing !== null}
        title={previewing && t('templates.previewTitle', { width: previewing.Width, height: previewing.Height })}
        footer={null}
        width={800}
        onCancel={() => setPreviewing(null)}
        destroyOnHidden
      >
        {previewing && <TemplatePaper layout={previewing} />}
      </Modal>
    </Modal>
  );
}

function TemplateDetailDrawer(props: { id: number | null; typeName: (type: number) => string; onClose: () => void }) {
  const { t } = useTranslation();
  const detail = useQuery({ queryKey: [api.getTemplateById.path, props.id], queryFn: () => callApi(api.getTemplateById, { Id: props.id! }), enabled: props.id !== null });
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
          title: t('templates.basics'),
          fields: [
            { key: 'Name', label: t('templates.name') },
            { key: 'TemplateType', label: t('templates.type'), value: { type: 'custom', render: (_, r) => props.typeName(r.TemplateType) } },
            { key: 'Width', label: t('templates.paper'), value: { type: 'custom', render: (_, r) => t('templates.sizeMm', { width: r.Width, height: r.Height }) } },
            { key: 'IsDefault', label: t('templates.isDefault'), value: { type: 'custom', render: (_, r) => t(r.IsDefault ? 'templates.yes' : 'templates.no') } },
            { key: 'IsEnabled', label: t('templates.status'), value: { type: 'custom', render: (_, r) => t(r.IsEnabled ? 'templates.enabled' : 'templates.disabled') } },
            { key: 'SiteName', label: t('templates.site') },
            { key: 'CreationTime', label: t('templates.createdAt'), value: { type: 'date' } },
            { key: 'UpdateTime', label: t('templates.updatedAt'), value: { type: 'date' } },
            { key: 'Remarks', label: t('templates.remarks') },
          ],
        },
        {
          key: 'preview',
          title: t('templates.preview'),
          fields: [
            {
              key: 'Content',
              label: t('templates.preview'),
              value: {
                type: 'custom',
                render: (_, r) => <TemplatePaper layout={{ TemplateType: r.TemplateType as api.TemplateType, Width: r.Width, Height: r.Height, Content: r.Content }} maxWidth={560} maxHeight={420} />,
              },
            },
          ],
        },
      ]}
    />
  );
}
