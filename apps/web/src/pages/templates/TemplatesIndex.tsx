import { templates as api, type RequestOf } from '@lbo/contracts';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Col, Flex, Form, Input, Modal, Row, Space, Tag, Tooltip, Typography, type FormInstance } from 'antd';
import type { TextAreaRef } from 'antd/es/input/TextArea';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../api/client.ts';
import { SiteListPage } from '../../components/siteList/SiteListPage.tsx';
import { rules } from '../../lib/formRules.ts';
import { TemplatePaper, type TemplateLayout } from './TemplatePaper.tsx';
import './texts.ts';
import { FormItem } from '../../components/form/FormItem.tsx';

/** Paper sizes people pick most: thermal labels, shelf labels, A4 and A5. */
const PAPER_PRESETS = [
  { label: '100 × 150', width: 100, height: 150 },
  { label: '100 × 100', width: 100, height: 100 },
  { label: '60 × 40', width: 60, height: 40 },
  { label: 'A4', width: 210, height: 297 },
  { label: 'A5', width: 148, height: 210 },
] as const;

const STARTER_CONTENT = '<div style="padding:3mm">\n  <h3>{{SiteName}}</h3>\n</div>';

type Placeholder = { Name: string; Sample: string; Rows: boolean };

/** The template types with their placeholders, named in the current language. */
function useTemplateTypes() {
  const { i18n } = useTranslation();
  const types = useQuery({ queryKey: [api.getTemplateType.path, i18n.language], queryFn: () => callApi(api.getTemplateType) });
  const list = types.data ?? [];
  return {
    nameOf: (type: number) => list.find((o) => o.Value === type)?.Name ?? String(type),
    options: list.map((o) => ({ value: o.Value, label: o.Name })),
    placeholdersOf: (type: number | undefined): Placeholder[] => list.find((o) => o.Value === type)?.Placeholders ?? [],
  };
}

const layoutOf = (r: { TemplateType: number; Width: number; Height: number; Content: string }): TemplateLayout => ({
  TemplateType: r.TemplateType as api.TemplateType,
  Width: r.Width,
  Height: r.Height,
  Content: r.Content,
});

/** Site and site configuration → templates: the site's print and document layouts. */
export default function TemplatesIndex() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [previewing, setPreviewing] = useState<TemplateLayout | null>(null);
  const types = useTemplateTypes();
  const sizeText = (r: { Width: number; Height: number }) => t('templates.sizeMm', { width: r.Width, height: r.Height });
  return (
    <SiteListPage
      calls={api.templateCalls}
      permission="Templates"
      texts={{ createTitle: t('templates.createTitle'), editTitle: t('templates.editTitle'), deleteConfirm: t('templates.deleteConfirm') }}
      labels="templates"
      fields={(shared) => ({
        Name: { query: true, form: { span: 2 } },
        TemplateType: {
          label: 'templates.type',
          column: { width: 190, render: (type: number) => types.nameOf(type) },
          query: { kind: 'select', options: types.options },
          form: { input: 'select', options: types.options, span: 2 },
          detail: { value: { type: 'custom', render: (_, r) => types.nameOf(r.TemplateType) } },
        },
        // One column and one detail entry show the paper's two edges.
        Width: {
          column: { key: 'paper', label: 'templates.paper', width: 130, render: (_, row) => sizeText(row) },
          form: { rules: [rules.integer({ cannotBeZero: true })] },
          detail: { label: 'templates.paper', value: { type: 'custom', render: (_, r) => sizeText(r) } },
        },
        Height: { column: false, form: { rules: [rules.integer({ cannotBeZero: true })] }, detail: false },
        IsDefault: {
          label: 'templates.isDefault',
          column: { width: 90, render: (on: boolean) => (on ? <Tag color="blue">{t('templates.isDefault')}</Tag> : null) },
          detail: { value: { type: 'custom', render: (_, r) => t(r.IsDefault ? 'templates.yes' : 'templates.no') } },
        },
        IsEnabled: shared.status,
        SiteName: shared.site,
        CreationTime: { ...shared.createdAt, column: false },
        UpdateTime: shared.updatedAt,
        Remarks: { ...shared.remarks(), form: { span: 4 } },
        // Edited beside its placeholders (the form's footer); the detail shows it printed.
        Content: {
          label: 'templates.preview',
          form: false,
          detail: { group: 'preview', value: { type: 'custom', render: (_, r) => <TemplatePaper layout={layoutOf(r)} maxWidth={560} maxHeight={420} /> } },
        },
      })}
      order={{ form: ['Name', 'TemplateType', 'Width', 'Height', 'IsEnabled', 'IsDefault', 'Remarks'] }}
      actions={(standard) => [
        standard.detail,
        standard.edit,
        {
          key: 'preview',
          label: t('templates.preview'),
          permission: 'Templates.Preview',
          onClick: async (row) => setPreviewing(layoutOf(await callApi(api.getEditTemplate, { Id: row.Id }))),
        },
        {
          key: 'setDefault',
          label: t('templates.setDefault'),
          permission: 'Templates.SetDefault',
          hidden: (row) => row.IsDefault || !row.IsEnabled,
          confirm: t('templates.setDefaultConfirm'),
          onClick: async (row) => {
            await callApi(api.setDefaultTemplate, { Id: row.Id });
            void message.success(t('templates.defaultSet'));
          },
        },
        standard.delete,
      ]}
      form={{
        name: 'template',
        width: 1100,
        widthSize: 4,
        defaults: { TemplateType: api.TemplateType.FaceSheet, Width: 100, Height: 150, Content: STARTER_CONTENT },
        footer: <TemplateContent placeholdersOf={types.placeholdersOf} />,
        buttons: (form) => <TemplatePreviewButton form={form} />,
      }}
      detail={{ groups: [{ key: 'preview', title: t('templates.preview') }] }}
    >
      <TemplatePreview layout={previewing} onClose={() => setPreviewing(null)} />
    </SiteListPage>
  );
}

/** The paper presets, and the content beside the placeholders of the chosen type, which a click inserts at the cursor. */
function TemplateContent({ placeholdersOf }: { placeholdersOf: (type: number | undefined) => Placeholder[] }) {
  const { t } = useTranslation();
  const form = Form.useFormInstance<api.TemplateFields>();
  const type = Form.useWatch('TemplateType', form);
  const content = useRef<TextAreaRef>(null);

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

  return (
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
          <FormItem name="Content" label={t('templates.content')} extra={t('templates.contentHelp')} rules={[rules.required()]}>
            <Input.TextArea ref={content} rows={16} spellCheck={false} style={{ fontFamily: 'monospace', fontSize: 12 }} maxLength={api.TEMPLATE_CONTENT_MAX} />
          </FormItem>
        </Col>
        <Col xs={24} lg={8}>
          <Typography.Text strong>{t('templates.placeholders')}</Typography.Text>
          <Typography.Paragraph type="secondary" style={{ fontSize: 12, marginBottom: 8 }}>
            {t('templates.placeholdersHelp')}
          </Typography.Paragraph>
          <Flex wrap gap={6} data-testid="template-placeholders" style={{ maxHeight: 330, overflowY: 'auto' }}>
            {placeholdersOf(type).map((ph) => (
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
  );
}

/** The form's Preview: the layout entered, printed with the type's sample values. */
function TemplatePreviewButton({ form }: { form: FormInstance<Omit<RequestOf<typeof api.addTemplate>, 'SiteId'>> }) {
  const { t } = useTranslation();
  const [previewing, setPreviewing] = useState<TemplateLayout | null>(null);
  const preview = async () => {
    const values = await form.validateFields(['TemplateType', 'Width', 'Height', 'Content']).catch(() => null);
    if (values) setPreviewing(layoutOf(values));
  };
  return (
    <>
      <Button onClick={() => void preview()}>{t('templates.preview')}</Button>
      <TemplatePreview layout={previewing} onClose={() => setPreviewing(null)} />
    </>
  );
}

function TemplatePreview({ layout, onClose }: { layout: TemplateLayout | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal open={layout !== null} title={layout && t('templates.previewTitle', { width: layout.Width, height: layout.Height })} footer={null} width={800} onCancel={onClose} destroyOnHidden>
      {layout && <TemplatePaper layout={layout} />}
    </Modal>
  );
}
