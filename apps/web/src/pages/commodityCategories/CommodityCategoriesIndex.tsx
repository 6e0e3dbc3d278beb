import { commodityCategories as api, DATE_TIME_FORMAT_DAYJS, type RequestOf } from '@lbo/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Card, Flex, Form, InputNumber, Modal, Switch, Tag, TreeSelect } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../api/client.ts';
import { DetailDrawer } from '../../components/form/DetailView.tsx';
import { SimpleForm } from '../../components/form/SimpleForm.tsx';
import { SiteSelect } from '../../components/site/SiteSelect.tsx';
import { useSiteChoice } from '../../components/site/useSiteChoice.ts';
import { DataTable, dataTableKey } from '../../components/table/DataTable.tsx';
import { rules } from '../../lib/formRules.ts';
import './texts.ts';

type Row = api.CategoryRow;
type Values = Omit<RequestOf<typeof api.addCommodityCategory>, 'SiteId'>;
/** Which form is open: a new category (optionally under a parent) or an existing one. */
type Editing = { mode: 'create'; parentId: number | null } | { mode: 'edit'; id: number } | null;

interface TreeOption {
  value: number;
  title: string;
  children: TreeOption[];
}
const toTreeOptions = (nodes: api.CategoryNode[]): TreeOption[] => nodes.map((n) => ({ value: n.Id, title: n.Name, children: toTreeOptions(n.Children) }));

/** Commodities → commodity categories: the tree commodities are filed under. */
export default function CommodityCategoriesIndex() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const { isPlatform, siteId, setSiteId } = useSiteChoice();
  const [editing, setEditing] = useState<Editing>(null);
  const [detailId, setDetailId] = useState<number | null>(null);
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: dataTableKey(api.getCommodityCategories) });
    void queryClient.invalidateQueries({ queryKey: [api.getCommodityCategoriesByOneAllList.path] });
  };
  const startCreate = (parentId: number | null) => {
    if (isPlatform && siteId === undefined) void message.warning(t('commodityCategories.chooseSiteFirst'));
    else setEditing({ mode: 'create', parentId });
  };

  return (
    <Card>
      {isPlatform && (
        <Flex style={{ marginBottom: 16 }}>
          <SiteSelect value={siteId} onChange={setSiteId} placeholder={t('commodityCategories.allSites')} allowClear />
        </Flex>
      )}
      <DataTable
        call={api.getCommodityCategories}
        params={{ SiteId: siteId }}
        rowKey="Id"
        childrenColumnName="Children"
        fields={[
          { kind: 'text', name: 'Name', label: t('commodityCategories.name') },
          {
            kind: 'select',
            name: 'IsEnabled',
            label: t('commodityCategories.status'),
            options: [
              { value: true, label: t('commodityCategories.enabled') },
              { value: false, label: t('commodityCategories.disabled') },
            ],
          },
        ]}
        toolbar={[{ key: 'add', label: t('commodityCategories.add'), primary: true, permission: 'CommodityCategories.Add', onClick: () => startCreate(null) }]}
        actions={[
          { key: 'detail', label: t('commodityCategories.detail'), permission: 'CommodityCategories.Detail', onClick: (row: Row) => setDetailId(row.Id) },
          { key: 'edit', label: t('commodityCategories.edit'), permission: 'CommodityCategories.Edit', onClick: (row: Row) => setEditing({ mode: 'edit', id: row.Id }) },
          { key: 'addChild', label: t('commodityCategories.addChild'), permission: 'CommodityCategories.AddChild', onClick: (row: Row) => startCreate(row.Id) },
          {
            key: 'delete',
            label: t('commodityCategories.delete'),
            danger: true,
            permission: 'CommodityCategories.Delete',
            confirm: t('commodityCategories.deleteConfirm'),
            onClick: async (row: Row) => {
              await callApi(api.deleteCommodityCategory, { Id: row.Id });
              void message.success(t('commodityCategories.deleted'));
              refresh();
            },
          },
        ]}
        columns={[
          { dataIndex: 'Name', title: t('commodityCategories.name'), render: (name: string, row) => <a onClick={() => setDetailId(row.Id)}>{name}</a> },
          { dataIndex: 'DisplayOrder', title: t('commodityCategories.displayOrder'), width: 110, align: 'right' },
          {
            dataIndex: 'IsEnabled',
            title: t('commodityCategories.status'),
            width: 90,
            render: (on: boolean) => (on ? <Tag color="green">{t('commodityCategories.enabled')}</Tag> : <Tag>{t('commodityCategories.disabled')}</Tag>),
          },
          ...(isPlatform ? [{ dataIndex: 'SiteName' as const, title: t('commodityCategories.site'), width: 160 }] : []),
          { dataIndex: 'Remarks', title: t('commodityCategories.remarks'), ellipsis: true },
          { dataIndex: 'CreationTime', title: t('commodityCategories.createdAt'), width: 170, render: (time: string) => dayjs(time).format(DATE_TIME_FORMAT_DAYJS) },
        ]}
      />
      {editing && (
        <CategoryFormModal
          editing={editing}
          siteId={siteId}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void message.success(t('commodityCategories.saved'));
            refresh();
          }}
        />
      )}
      <CategoryDetailDrawer id={detailId} onClose={() => setDetailId(null)} />
    </Card>
  );
}

function CategoryFormModal(props: { editing: NonNullable<Editing>; siteId: number | undefined; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const editId = props.editing.mode === 'edit' ? props.editing.id : null;
  const info = useQuery({ queryKey: [api.getEditCommodityCategory.path, editId], queryFn: () => callApi(api.getEditCommodityCategory, { Id: editId! }), enabled: editId !== null });
  const treeSite = editId === null ? props.siteId : info.data?.SiteId;
  const tree = useQuery({
    queryKey: [api.getCommodityCategoriesByOneAllList.path, treeSite],
    queryFn: () => callApi(api.getCommodityCategoriesByOneAllList, treeSite === undefined ? {} : { SiteId: treeSite }),
    enabled: editId === null || info.data !== undefined,
  });
  const ready = editId === null || info.data;
  const initialValues: Partial<Values> = editId === null ? { ParentId: props.editing.mode === 'create' ? props.editing.parentId : null, DisplayOrder: 0, IsEnabled: true } : (info.data ?? {});

  const save = async (values: Values) => {
    setSaving(true);
    try {
      const body = { ...values, ParentId: values.ParentId ?? null };
      if (editId === null) await callApi(api.addCommodityCategory, { ...body, SiteId: props.siteId });
      else await callApi(api.editCommodityCategory, { ...body, Id: editId });
      props.onSaved();
    } catch {
      // The request layer has shown the server's message (naming the field and the rule).
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      title={t(editId === null ? 'commodityCategories.createTitle' : 'commodityCategories.editTitle')}
      onCancel={props.onClose}
      onOk={() => form.submit()}
      confirmLoading={saving}
      loading={!ready}
      okText={t('app.save')}
      destroyOnHidden
    >
      {ready && (
        <SimpleForm<Values>
          form={form}
          name="commodityCategory"
          widthSize={1}
          initialValues={initialValues}
          onFinish={(v) => void save(v)}
          fields={[
            { name: 'Name', label: t('commodityCategories.name'), rules: [rules.required(), { max: api.CATEGORY_NAME_MAX }] },
            {
              name: 'ParentId',
              label: t('commodityCategories.parent'),
              input: <TreeSelect allowClear treeDefaultExpandAll loading={tree.isLoading} treeData={toTreeOptions(tree.data ?? [])} placeholder={t('commodityCategories.noParent')} />,
            },
            { name: 'DisplayOrder', label: t('commodityCategories.displayOrder'), input: <InputNumber min={0} max={9999} precision={0} style={{ width: '100%' }} /> },
            { name: 'IsEnabled', label: t('commodityCategories.enabled'), input: <Switch /> },
            { name: 'Remarks', label: t('commodityCategories.remarks'), input: 'textarea', rules: [{ max: api.CATEGORY_REMARKS_MAX }] },
          ]}
        />
      )}
    </Modal>
  );
}

function CategoryDetailDrawer(props: { id: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const detail = useQuery({ queryKey: [api.getCommodityCategoryById.path, props.id], queryFn: () => callApi(api.getCommodityCategoryById, { Id: props.id! }), enabled: props.id !== null });
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
          title: t('commodityCategories.basics'),
          fields: [
            { key: 'Name', label: t('commodityCategories.name') },
            { key: 'Path', label: t('commodityCategories.path'), value: { type: 'custom', render: (_, r) => r.Path.join(' › ') } },
            { key: 'ParentName', label: t('commodityCategories.parent') },
            { key: 'ChildCount', label: t('commodityCategories.children') },
            { key: 'DisplayOrder', label: t('commodityCategories.displayOrder') },
            { key: 'IsEnabled', label: t('commodityCategories.status'), value: { type: 'custom', render: (_, r) => t(r.IsEnabled ? 'commodityCategories.enabled' : 'commodityCategories.disabled') } },
            { key: 'SiteName', label: t('commodityCategories.site') },
            { key: 'CreationTime', label: t('commodityCategories.createdAt'), value: { type: 'date' } },
            { key: 'UpdateTime', label: t('commodityCategories.updatedAt'), value: { type: 'date' } },
            { key: 'Remarks', label: t('commodityCategories.remarks') },
          ],
        },
      ]}
    />
  );
}
