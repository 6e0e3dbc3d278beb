import { Alert, Badge, Button, Form, Space, Tabs, type FormInstance } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCallMutation } from '../../api/useCallMutation.ts';
import { FormFields, usableWidthSize, useWidthSizeWarning, type FormField } from './FormFields.tsx';
import { useConfirmDiscard } from './useConfirmDiscard.ts';
import './texts.ts';

/** One tab of a TabsForm: its own fields, validated with the others on save. */
export interface TabsFormSection {
  key: string;
  label: string;
  fields: readonly FormField[];
  /** Fields per row, as SimpleForm's widthSize (default 2). */
  widthSize?: number;
}

export interface TabsFormProps<Values> {
  /** Prefix of the fields' element ids, needed when two forms on a page share field names. */
  name?: string;
  sections: readonly TabsFormSection[];
  initialValues?: Partial<Values>;
  /**
   * Receives the values of every section together; a truthy result (or promise of one) goes back a
   * page, a falsy one stays with the changes saved. A rejection means nothing was saved (the request
   * layer has shown why). Without it there is no Save: a user who may not save sees the values only.
   */
  onSubmit?: (values: Values) => unknown;
  /** Default: back a page. Asked for confirmation first when there are unsaved changes. */
  onCancel?: () => void;
}

/** A ValidateErrorEntity of Ant Design's validateFields rejection. */
function failedFieldCount(error: unknown): number {
  const errorFields = (error as { errorFields?: unknown[] } | null)?.errorFields;
  if (!Array.isArray(errorFields)) throw error;
  return errorFields.length;
}

/**
 * Form sections in tabs with Cancel and Save. Every section stays mounted (hidden tabs too) so that
 * Save validates them all; when one fails, the first failing tab is shown, each failing tab
 * carries its error count, and nothing is submitted.
 */
export function TabsForm<Values extends object>({ name, sections, initialValues, onSubmit, onCancel }: TabsFormProps<Values>) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const forms = useRef(new Map<string, FormInstance>());
  const [activeKey, setActiveKey] = useState(sections[0]?.key);
  const [errorCounts, setErrorCounts] = useState<Record<string, number>>({});
  // Changes typed since the form opened or was last saved.
  const [changed, setChanged] = useState(false);
  const confirmDiscard = useConfirmDiscard();
  const hasErrors = Object.values(errorCounts).some((count) => count > 0);

  const countErrors = (key: string) => {
    const form = forms.current.get(key);
    const count = form ? form.getFieldsError().filter((field) => field.errors.length > 0).length : 0;
    setErrorCounts((counts) => ({ ...counts, [key]: count }));
  };

  // A rejection is not saved: the request layer has shown the server's message; the changes stay.
  const saving = useCallMutation(async (values: Values) => onSubmit?.(values), {
    onSuccess: (done) => {
      setChanged(false);
      if (done) void navigate(-1);
    },
  });

  const save = async () => {
    const results = await Promise.all(
      sections.map(async (section) => {
        try {
          return { key: section.key, values: (await forms.current.get(section.key)?.validateFields()) as object, failed: 0 };
        } catch (error) {
          return { key: section.key, values: {}, failed: failedFieldCount(error) };
        }
      }),
    );
    setErrorCounts(Object.fromEntries(results.map((r) => [r.key, r.failed])));
    const firstFailing = results.find((r) => r.failed > 0);
    if (firstFailing) {
      setActiveKey(firstFailing.key);
      return;
    }
    saving.mutate(Object.assign({}, ...results.map((r) => r.values)) as Values);
  };

  return (
    <div>
      {hasErrors && <Alert type="error" showIcon title={t('form.sectionErrors')} style={{ marginBottom: 12 }} />}
      <Tabs
        activeKey={activeKey}
        onChange={setActiveKey}
        items={sections.map((section) => ({
          key: section.key,
          forceRender: true,
          label: (
            <Badge count={errorCounts[section.key] ?? 0} size="small" offset={[8, -2]}>
              {section.label}
            </Badge>
          ),
          children: (
            <SectionForm
              name={name ? `${name}_${section.key}` : section.key}
              section={section}
              initialValues={initialValues}
              formRef={(form) => {
                if (form) forms.current.set(section.key, form);
                else forms.current.delete(section.key);
              }}
              onFieldsChange={() => countErrors(section.key)}
              onValuesChange={() => setChanged(true)}
            />
          ),
        }))}
      />
      <Space>
        <Button onClick={() => confirmDiscard(changed, onCancel ?? (() => void navigate(-1)))}>{t('app.cancel')}</Button>
        {onSubmit && (
          <Button type="primary" loading={saving.isPending} onClick={() => void save()}>
            {t('app.save')}
          </Button>
        )}
      </Space>
    </div>
  );
}

interface SectionFormProps {
  name: string;
  section: TabsFormSection;
  initialValues?: object;
  formRef: (form: FormInstance | null) => void;
  onFieldsChange: () => void;
  /** Only the user's changes: setting values from code does not call it. */
  onValuesChange: () => void;
}

function SectionForm({ name, section, initialValues, formRef, onFieldsChange, onValuesChange }: SectionFormProps) {
  const widthSize = section.widthSize ?? 2;
  useWidthSizeWarning(widthSize);
  return (
    <Form name={name} ref={formRef} layout="vertical" initialValues={initialValues} onFieldsChange={onFieldsChange} onValuesChange={onValuesChange}>
      <FormFields fields={section.fields} widthSize={usableWidthSize(widthSize)} />
    </Form>
  );
}
