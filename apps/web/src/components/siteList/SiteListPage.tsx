import { DATE_TIME_FORMAT_DAYJS, type CallDefinition, type RequestOf, type ResponseOf } from '@lbo/contracts';
import { useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { Alert, App, Button, Card, Drawer, Flex, Form, InputNumber, Modal, Switch, Tag } from 'antd';
import dayjs from 'dayjs';
import type { TFunction } from 'i18next';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi, type RowOf } from '../../api/client.ts';
import { useCallMutation } from '../../api/useCallMutation.ts';
import { rules } from '../../lib/formRules.ts';
import type { AuditRow } from '../audit/ChangeHistory.tsx';
import { DetailDrawer, type DetailField, type DetailGroup } from '../form/DetailView.tsx';
import type { FormField } from '../form/FormFields.tsx';
import { SimpleForm } from '../form/SimpleForm.tsx';
import { useConfirmDiscard } from '../form/useConfirmDiscard.ts';
import type { QueryField } from '../query/queryRules.ts';
import { SiteSelect } from '../site/SiteSelect.tsx';
import { useSiteChoice } from '../site/useSiteChoice.ts';
import type { RowAction } from '../table/actions.tsx';
import { DataTable, dataTableKey, type DataColumn } from '../table/DataTable.tsx';
import './texts.ts';

/** What every row of a site list carries (the server's platform/siteLists.ts answers it). */
export interface SiteListRow {
  Id: number;
  SiteName: string;
  CreationTime: string;
}

/** What every detail of a site list carries. */
export interface SiteListRecord extends SiteListRow {
  UpdateTime: string;
  Audits: readonly AuditRow[];
}

/** A part that only fits records of the given shape: `never` elsewhere, so a page cannot declare a column its rows lack. */
type When<Rec, Shape, Part> = Rec extends Shape ? Part : never;

/** A yes/no field shown as a tag, with the area's names for its two states (else enabled / disabled). */
export interface Flag<Rec> {
  key: keyof Rec & string;
  on: string;
  off: string;
  width?: number;
  /** The field names the off state (IsDeactivate): true shows `off`. */
  negated?: boolean;
}

export interface SharedColumns<Row> {
  site: DataColumn<Row>;
  createdAt: DataColumn<Row>;
  updatedAt: When<Row, { UpdateTime: string }, DataColumn<Row>>;
  displayOrder: When<Row, { DisplayOrder: number }, DataColumn<Row>>;
  remarks: When<Row, { Remarks: string }, DataColumn<Row>>;
  status: When<Row, { IsEnabled: boolean }, DataColumn<Row>>;
  flag: (flag: Flag<Row>) => DataColumn<Row>;
}

export interface SharedDetailFields<Rec> {
  site: DetailField<Rec>;
  createdAt: DetailField<Rec>;
  updatedAt: DetailField<Rec>;
  displayOrder: When<Rec, { DisplayOrder: number }, DetailField<Rec>>;
  remarks: (span?: number) => When<Rec, { Remarks: string }, DetailField<Rec>>;
  status: When<Rec, { IsEnabled: boolean }, DetailField<Rec>>;
  flag: (flag: Flag<Rec>) => DetailField<Rec>;
}

export interface SharedQueryFields {
  /** The enabled / disabled choice of `IsEnabled` (or of the area's flag), the on state first. */
  status: (flag?: { name: string; on: string; off: string; negated?: boolean }) => QueryField;
}

export interface SharedFormFields {
  displayOrder: (max: number) => FormField;
  enabled: (name?: string) => FormField;
  remarks: (max: number, span?: number) => FormField;
}

/** Where the form works: the site of the record edited, or the site chosen for a new one. */
export interface FormContext {
  siteId: number | undefined;
}

/** The page's controls its own actions use. */
export interface SiteListControls<Values> {
  /** Opens the new-record form, with some values already chosen (a parent...). */
  create: (preset?: Partial<Values>) => void;
  showDetail: (id: number) => void;
}

type FormValues<Add extends CallDefinition> = Omit<RequestOf<Add>, 'SiteId'>;
/** A detail answer (an object, which the generic ResponseOf cannot promise). */
type DetailOf<Detail extends CallDefinition> = ResponseOf<Detail> & object;

export interface SiteListPageProps<List extends CallDefinition, Add extends CallDefinition, Detail extends CallDefinition> {
  calls: { list: List; add: Add; getEdit: CallDefinition; edit: CallDefinition; remove: CallDefinition; detail: Detail };
  /** The buttons' permission keys are `<permission>.Add`, `.Detail`, `.Edit` and `.Delete`. */
  permission: string;
  /** The area's words for its records. */
  texts: { createTitle: string; editTitle: string; deleteConfirm: string };
  /** The first column, which opens the detail; its label is also the detail's, and its value the detail's title. `key` is the field (default Name). */
  name: { title: string; width?: number; key?: keyof RowOf<List> & keyof DetailOf<Detail> & string };
  /** The query fields; `context.siteId` is the site listed (platform staff's choice), for pickers that depend on it. */
  queryFields: (shared: SharedQueryFields, context: FormContext) => QueryField[];
  /** The columns after the name; the site column shows to platform staff only. */
  columns: (shared: SharedColumns<RowOf<List>>) => DataColumn<RowOf<List>>[];
  /** Row actions in their order; default detail, edit, delete. */
  actions?: (standard: Record<'detail' | 'edit' | 'delete', RowAction<RowOf<List>>>, page: SiteListControls<FormValues<Add>>) => RowAction<RowOf<List>>[];
  form: {
    /** Prefix of the fields' element ids. */
    name: string;
    fields: (shared: SharedFormFields, context: FormContext) => FormField[];
    defaults: Partial<FormValues<Add>>;
    widthSize?: number;
    /** The dialog's width, or the drawer's (never wider than the screen). */
    width?: number;
    /** Opens in a wide drawer with Cancel and Save at its foot instead of a dialog: for a long form with tables under its fields. */
    drawer?: boolean;
    /** Under the fields: help, or more of the form (a list of steps; a function when it depends on the site). */
    footer?: ReactNode | ((context: FormContext) => ReactNode);
    /** The values as the add and edit calls take them. */
    toBody?: (values: FormValues<Add>) => FormValues<Add>;
  };
  detail: {
    title?: (record: DetailOf<Detail>) => ReactNode;
    /** The basic information after the name. */
    fields: (shared: SharedDetailFields<DetailOf<Detail>>) => DetailField<DetailOf<Detail>>[];
    /** Sections after the basic information. */
    groups?: DetailGroup<DetailOf<Detail>>[];
  };
  /** Remembers the columns a person hides, under this key (the column settings button shows with it). */
  storageKey?: string;
  /** Tree lists: the rows' children. */
  childrenColumnName?: keyof RowOf<List> & string;
  /** Queries that read this list too (a picker's), refreshed after every change. */
  readBy?: readonly QueryKey[];
  /** More of the page (a drawer of its own). */
  children?: ReactNode;
}

type Editing<Values> = { mode: 'create'; preset?: Partial<Values> } | { mode: 'edit'; id: number } | null;

const flagTag = (on: boolean, onText: string, offText: string) => (on ? <Tag color="green">{onText}</Tag> : <Tag>{offText}</Tag>);
const time = (value: string) => dayjs(value).format(DATE_TIME_FORMAT_DAYJS);

// The shared parts are built for any row; `When` lets a page use only those its rows fit, hence the casts.
function sharedColumns<Row>(t: TFunction): SharedColumns<Row> {
  const flag = ({ key, on, off, width = 90, negated = false }: Flag<Row>): DataColumn<Row> => ({ dataIndex: key, title: t('siteList.status'), width, render: (value: boolean) => flagTag(value !== negated, on, off) });
  const column = (dataIndex: string, rest: Omit<DataColumn<Row>, 'dataIndex'>) => ({ dataIndex, ...rest }) as DataColumn<Row>;
  type Fitting<Shape> = When<Row, Shape, DataColumn<Row>>;
  return {
    site: column('SiteName', { title: t('siteList.site'), width: 160 }),
    createdAt: column('CreationTime', { title: t('siteList.createdAt'), width: 170, render: time }),
    updatedAt: column('UpdateTime', { title: t('siteList.updatedAt'), width: 170, render: time }) as Fitting<{ UpdateTime: string }>,
    displayOrder: column('DisplayOrder', { title: t('siteList.displayOrder'), width: 110, align: 'right' }) as Fitting<{ DisplayOrder: number }>,
    remarks: column('Remarks', { title: t('siteList.remarks'), ellipsis: true }) as Fitting<{ Remarks: string }>,
    status: flag({ key: 'IsEnabled' as keyof Row & string, on: t('siteList.enabled'), off: t('siteList.disabled') }) as Fitting<{ IsEnabled: boolean }>,
    flag,
  };
}

function sharedDetailFields<Rec>(t: TFunction): SharedDetailFields<Rec> {
  const flag = ({ key, on, off, negated = false }: Flag<Rec>): DetailField<Rec> => ({
    key: key as Extract<keyof Rec, string>,
    label: t('siteList.status'),
    value: { type: 'custom', render: (value) => flagTag((value === true) !== negated, on, off) },
  });
  const field = (key: string, rest: Omit<DetailField<Rec>, 'key'>) => ({ key, ...rest }) as DetailField<Rec>;
  type Fitting<Shape> = When<Rec, Shape, DetailField<Rec>>;
  return {
    site: field('SiteName', { label: t('siteList.site') }),
    createdAt: field('CreationTime', { label: t('siteList.createdAt'), value: { type: 'date' } }),
    updatedAt: field('UpdateTime', { label: t('siteList.updatedAt'), value: { type: 'date' } }),
    displayOrder: field('DisplayOrder', { label: t('siteList.displayOrder') }) as Fitting<{ DisplayOrder: number }>,
    remarks: (span) => field('Remarks', { label: t('siteList.remarks'), span }) as Fitting<{ Remarks: string }>,
    status: flag({ key: 'IsEnabled' as keyof Rec & string, on: t('siteList.enabled'), off: t('siteList.disabled') }) as Fitting<{ IsEnabled: boolean }>,
    flag,
  };
}

const sharedQueryFields = (t: TFunction): SharedQueryFields => ({
  status: ({ name, on, off, negated = false } = { name: 'IsEnabled', on: t('siteList.enabled'), off: t('siteList.disabled') }) => ({
    kind: 'select',
    name,
    label: t('siteList.status'),
    options: [
      { value: !negated, label: on },
      { value: negated, label: off },
    ],
  }),
});

const sharedFormFields = (t: TFunction): SharedFormFields => ({
  displayOrder: (max) => ({ name: 'DisplayOrder', label: t('siteList.displayOrder'), input: <InputNumber min={0} max={max} precision={0} style={{ width: '100%' }} />, rules: [rules.integer()] }),
  enabled: (name = 'IsEnabled') => ({ name, label: t('siteList.enabled'), input: <Switch /> }),
  remarks: (max, span) => ({ name: 'Remarks', label: t('siteList.remarks'), input: 'textarea', rules: [{ max }], span }),
});

/**
 * A page of a site-owned named list (cargo types, currencies, clearance companies...) from a
 * declaration: platform staff choose the site (and must before adding), a DataTable with the query
 * fields, Add, and detail / edit / delete (confirmed) per row, the create and edit dialog, and the
 * detail drawer with the record's change history.
 */
export function SiteListPage<List extends CallDefinition, Add extends CallDefinition, Detail extends CallDefinition>(props: SiteListPageProps<List, Add, Detail>) {
  type Row = RowOf<List>;
  type Values = FormValues<Add>;
  const { calls, permission, texts } = props;
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const { isPlatform, siteId, setSiteId } = useSiteChoice();
  const [editing, setEditing] = useState<Editing<Values>>(null);
  const [detailId, setDetailId] = useState<number | null>(null);
  const refresh = () => {
    for (const queryKey of [dataTableKey(calls.list), ...(props.readBy ?? [])]) void queryClient.invalidateQueries({ queryKey });
  };
  const controls: SiteListControls<Values> = {
    create: (preset) => (isPlatform && siteId === undefined ? void message.warning(t('siteList.chooseSiteFirst')) : setEditing({ mode: 'create', preset })),
    showDetail: setDetailId,
  };
  const standard: Record<'detail' | 'edit' | 'delete', RowAction<Row>> = {
    detail: { key: 'detail', label: t('siteList.detail'), permission: `${permission}.Detail`, onClick: (row: Row) => setDetailId(idOf(row)) },
    edit: { key: 'edit', label: t('siteList.edit'), permission: `${permission}.Edit`, onClick: (row: Row) => setEditing({ mode: 'edit', id: idOf(row) }) },
    delete: {
      key: 'delete',
      label: t('siteList.delete'),
      danger: true,
      permission: `${permission}.Delete`,
      confirm: texts.deleteConfirm,
      onClick: async (row: Row) => {
        await callApi(calls.remove, { Id: idOf(row) });
        void message.success(t('siteList.deleted'));
        refresh();
      },
    },
  };
  const shared = sharedColumns<Row>(t);
  const nameColumn: DataColumn<Row> = {
    dataIndex: props.name.key ?? ('Name' as keyof Row & string),
    title: props.name.title,
    width: props.name.width,
    render: (name: string, row) => <a onClick={() => setDetailId(idOf(row))}>{name}</a>,
  };
  const columns = [nameColumn, ...props.columns(shared)].filter((column) => isPlatform || column !== shared.site);

  return (
    <Card>
      {isPlatform && (
        <Flex style={{ marginBottom: 16 }}>
          <SiteSelect value={siteId} onChange={setSiteId} placeholder={t('siteList.allSites')} allowClear />
        </Flex>
      )}
      <DataTable
        call={calls.list}
        // Every site list call takes the site platform staff chose (SiteId).
        params={{ SiteId: siteId } as unknown as Partial<RequestOf<List>>}
        rowKey={idOf}
        storageKey={props.storageKey}
        childrenColumnName={props.childrenColumnName}
        fields={props.queryFields(sharedQueryFields(t), { siteId })}
        toolbar={[{ key: 'add', label: t('siteList.add'), primary: true, permission: `${permission}.Add`, onClick: () => controls.create() }]}
        actions={props.actions ? props.actions(standard, controls) : [standard.detail, standard.edit, standard.delete]}
        columns={columns}
      />
      {editing && (
        <SiteListForm
          {...props}
          editing={editing}
          siteId={siteId}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void message.success(t('siteList.saved'));
            refresh();
          }}
        />
      )}
      <SiteListDetailDrawer {...props} id={detailId} onClose={() => setDetailId(null)} />
      {props.children}
    </Card>
  );
}

/** Every list row has its Id (SiteListRow); the contract's row type is what the page names. */
const idOf = (row: unknown): number => (row as SiteListRow).Id;

/** The create and edit form, in a dialog or (`form.drawer`) a drawer. */
function SiteListForm<List extends CallDefinition, Add extends CallDefinition, Detail extends CallDefinition>(
  props: SiteListPageProps<List, Add, Detail> & { editing: NonNullable<Editing<FormValues<Add>>>; siteId: number | undefined; onClose: () => void; onSaved: () => void },
) {
  type Values = FormValues<Add>;
  const { calls, form: declared, editing } = props;
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const confirmDiscard = useConfirmDiscard();
  const editId = editing.mode === 'edit' ? editing.id : null;
  const info = useQuery({
    queryKey: [calls.getEdit.path, editId],
    queryFn: () => callApi(calls.getEdit, { Id: editId! }) as Promise<Partial<Values> & { SiteId: number }>,
    enabled: editId !== null,
  });
  const initialValues = editing.mode === 'create' ? { ...declared.defaults, ...editing.preset } : info.data;
  const context: FormContext = { siteId: editId === null ? props.siteId : info.data?.SiteId };
  // A failed save leaves the form open with its changes; the request layer has shown the server's message (naming the field and the rule).
  const save = useCallMutation(
    (values: Values) => {
      const body = declared.toBody ? declared.toBody(values) : values;
      return editId === null ? callApi(calls.add, { ...body, SiteId: props.siteId } as RequestOf<Add>) : callApi(calls.edit, { ...body, Id: editId });
    },
    { onSuccess: props.onSaved },
  );

  const title = editId === null ? props.texts.createTitle : props.texts.editTitle;
  const close = () => confirmDiscard(form.isFieldsTouched(), props.onClose);
  const loading = initialValues === undefined && !info.isError;
  const content = info.isError ? (
    <Alert
      type="error"
      showIcon
      title={t('siteList.loadFailed')}
      action={
        <Button size="small" onClick={() => void info.refetch()}>
          {t('app.retry')}
        </Button>
      }
    />
  ) : (
    initialValues && (
      <SimpleForm<Values>
        form={form}
        name={declared.name}
        widthSize={declared.widthSize}
        initialValues={initialValues}
        onFinish={(values) => save.mutate(values)}
        fields={declared.fields(sharedFormFields(t), context)}
        footer={typeof declared.footer === 'function' ? declared.footer(context) : declared.footer}
      />
    )
  );

  if (declared.drawer) {
    return (
      <Drawer
        open
        size={declared.width ?? 'large'}
        styles={{ wrapper: { maxWidth: '100vw' } }}
        title={title}
        onClose={close}
        loading={loading}
        destroyOnHidden
        footer={
          <Flex justify="end" gap={8}>
            <Button onClick={close}>{t('app.cancel')}</Button>
            <Button type="primary" loading={save.isPending} disabled={!initialValues} onClick={() => form.submit()}>
              {t('app.save')}
            </Button>
          </Flex>
        }
      >
        {content}
      </Drawer>
    );
  }
  return (
    <Modal
      open
      width={declared.width}
      title={title}
      onCancel={close}
      onOk={() => form.submit()}
      confirmLoading={save.isPending}
      okButtonProps={{ disabled: !initialValues }}
      loading={loading}
      okText={t('app.save')}
      destroyOnHidden
    >
      {content}
    </Modal>
  );
}

function SiteListDetailDrawer<List extends CallDefinition, Add extends CallDefinition, Detail extends CallDefinition>(
  props: SiteListPageProps<List, Add, Detail> & { id: number | null; onClose: () => void },
) {
  type Rec = DetailOf<Detail>;
  const { calls, detail: declared } = props;
  const { t } = useTranslation();
  const detail = useQuery({ queryKey: [calls.detail.path, props.id], queryFn: () => callApi(calls.detail, { Id: props.id! } as RequestOf<Detail>), enabled: props.id !== null });
  const record = detail.data as (Rec & SiteListRecord) | undefined;
  if (!record) return null;
  const nameKey = props.name.key ?? 'Name';
  const nameField = { key: nameKey, label: props.name.title } as DetailField<Rec>;
  return (
    <DetailDrawer<Rec>
      open={props.id !== null}
      onClose={props.onClose}
      title={declared.title ? declared.title(record) : (record as Record<string, ReactNode>)[nameKey]}
      record={record}
      history={record.Audits}
      groups={[{ key: 'basics', title: t('siteList.basics'), fields: [nameField, ...declared.fields(sharedDetailFields<Rec>(t))] }, ...(declared.groups ?? [])]}
    />
  );
}
