import type { CallDefinition } from '@lbo/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Form, Modal, Space } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../api/client.ts';
import type { FormField } from '../../components/form/FormFields.tsx';
import { SimpleForm } from '../../components/form/SimpleForm.tsx';

/** Which form is open: a new record or an existing one. */
export type Editing = { mode: 'create' } | { mode: 'edit'; id: number } | null;

type Values = Record<string, unknown>;

export interface ResourceFormModalProps {
  editing: NonNullable<Editing>;
  titles: { create: string; edit: string };
  /** The call answering an existing record's form values (`GetEdit...`). */
  editInfo: CallDefinition;
  fields: readonly FormField[];
  /** A new record's values. */
  defaults: Values;
  /** Saves: add when `id` is null, else edit. The request layer shows a refusal (naming the field and rule). */
  save: (values: Values, id: number | null) => Promise<unknown>;
  onClose: () => void;
  onSaved: () => void;
  /** More of the form under the fields (a list of steps...). */
  extra?: ReactNode;
  width?: number;
}

/**
 * The create and edit dialog of a site's reference list (currencies, expense types...): the edit
 * values are loaded first, the fields declared like any SimpleForm, saved by the page's own calls.
 */
export function ResourceFormModal({ editing, titles, editInfo, fields, defaults, save, onClose, onSaved, extra, width = 760 }: ResourceFormModalProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const id = editing.mode === 'edit' ? editing.id : null;
  const info = useQuery({ queryKey: [editInfo.path, id], queryFn: () => callApi(editInfo, { Id: id! }) as Promise<Values>, enabled: id !== null });
  const ready = id === null || info.data !== undefined;

  const submit = async (values: Values) => {
    setSaving(true);
    try {
      await save(values, id);
      onSaved();
    } catch {
      // The request layer has shown the server's message.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      width={width}
      title={id === null ? titles.create : titles.edit}
      onCancel={onClose}
      loading={!ready}
      destroyOnHidden
      footer={
        <Space>
          <Button onClick={onClose}>{t('app.cancel')}</Button>
          <Button type="primary" loading={saving} onClick={() => form.submit()} data-testid="resource-save">
            {t('app.save')}
          </Button>
        </Space>
      }
    >
      {ready && <SimpleForm<Values> form={form} name="resource" widthSize={2} initialValues={id === null ? defaults : info.data} onFinish={(v) => void submit(v)} fields={fields} footer={extra} />}
    </Modal>
  );
}
