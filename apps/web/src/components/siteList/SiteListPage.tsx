import { DATE_TIME_FORMAT_DAYJS, type CallDefinition, type RequestOf, type ResponseOf } from '@lbo/contracts';
import { useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { Alert, App, Button, Card, Flex, Form, Tag, type FormInstance } from 'antd';
import dayjs from 'dayjs';
import type { TFunction } from 'i18next';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi, type RowOf } from '../../api/client.ts';
import { useCallMutation } from '../../api/useCallMutation.ts';
import type { AuditRow } from '../audit/ChangeHistory.tsx';
import { DetailDrawer } from '../form/DetailView.tsx';
import { FormDialog } from '../form/FormDialog.tsx';
import { SiteSelect } from '../site/SiteSelect.tsx';
import { useSiteChoice } from '../site/useSiteChoice.ts';
import type { RowAction } from '../table/actions.tsx';
import { DataTable, dataTableKey } from '../table/DataTable.tsx';
import { CALL_FIELDS } from './callFields.ts';
import { DeclaredFields, type FieldDeclaration, type FieldDeclarations, type FormContext, type ViewOrder } from './fields.tsx';
import './texts.ts';

export type { FormContext } from './fields.tsx';

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

/** A yes/no field shown as a tag, with the area's names for its two states (else enabled / disabled). */
export interface Flag {
  on: string;
  off: string;
  width?: number;
  /** The field names the off state (IsDeactivate): true shows `off`. */
  negated?: boolean;
  /** The switch's label in the form (a translation key; default the page's words for the field). */
  formLabel?: string;
  /** The detail's label (a translation key; default the status). */
  detailLabel?: string;
}

/**
 * The fields every site list shares, declared by the piece: the page places them among its own
 * (`IsEnabled: shared.status`) and may override a part (`CreationTime: { ...shared.createdAt, column: false }`).
 */
export interface SharedFields<Row, Rec, Values, Query> {
  site: FieldDeclaration<Row, Rec, Values, 'SiteName', Query>;
  createdAt: FieldDeclaration<Row, Rec, Values, 'CreationTime', Query>;
  updatedAt: FieldDeclaration<Row, Rec, Values, 'UpdateTime', Query>;
  displayOrder: FieldDeclaration<Row, Rec, Values, 'DisplayOrder', Query>;
  /** Remarks; `span` is its width in the form and the detail. */
  remarks: (span?: { form?: number; detail?: number }) => FieldDeclaration<Row, Rec, Values, 'Remarks', Query>;
  /** IsEnabled: a tag in the list and the detail, a choice in the query form, a switch in the form. */
  status: FieldDeclaration<Row, Rec, Values, 'IsEnabled', Query>;
  /** Another yes/no field shown as the status (EffectiveOrNot, IsDeactivate). */
  flag: <K extends string>(flag: Flag) => FieldDeclaration<Row, Rec, Values, K, Query>;
}

/** The page's controls its own actions use. */
export interface SiteListControls<Values> {
  /** Opens the new-record form, with some values already chosen (a parent...). */
  create: (preset?: Partial<Values>) => void;
  showDetail: (id: number) => void;
  /** Reloads the list (after a change the page's own part made). */
  refresh: () => void;
  /** Whether the caller may change the records: always, except site staff on a siteless list (product-wide records, written by platform staff). */
  mayWrite: boolean;
}

type FormValues<Add extends CallDefinition> = Omit<RequestOf<Add>, 'SiteId'>;
/** A detail answer (an object, which the generic ResponseOf cannot promise). */
type DetailOf<Detail extends CallDefinition> = ResponseOf<Detail> & object;

/** A site list's calls as its contract exports them, the `calls` of the site-list factory (`cargoType.cargoTypeCalls`). */
export interface SiteListCalls<List extends CallDefinition, Add extends CallDefinition, Detail extends CallDefinition> {
  list: List;
  add: Add;
  getEdit: CallDefinition;
  edit: CallDefinition;
  delete: CallDefinition;
  detail: Detail;
}

export interface SiteListPageProps<List extends CallDefinition, Add extends CallDefinition, Detail extends CallDefinition> {
  calls: SiteListCalls<List, Add, Detail>;
  /** The buttons' permission keys are `<permission>.Add`, `.Detail`, `.Edit` and `.Delete`. */
  permission: string;
  /** The add button's key when the area names it otherwise than Add (organisations: Establish). */
  addButton?: string;
  /**
   * The area's words for its records; `platformRows` names the platform's own records in the site
   * choice, `platformOnly` tells site staff why a siteless list is theirs to read only.
   */
  texts: { createTitle: string; editTitle: string; deleteConfirm: string; platformRows?: string; platformOnly?: string };
  /** Where the fields' words are: a field's label is `<labels>.<field>` (a leading "Is" dropped) unless it names its own. */
  labels: string;
  /**
   * Each field once, in the order the views show them: the list column, the query field, the form
   * item (its rules from the add call's schema) and the detail entry (see FieldDeclaration). The
   * context is the site listed for the query form and the detail, the form's site for the form.
   */
  fields: (shared: SharedFields<RowOf<List>, DetailOf<Detail>, FormValues<Add>, RequestOf<List>>, context: FormContext) => FieldDeclarations<RowOf<List>, DetailOf<Detail>, FormValues<Add>, RequestOf<List>>;
  /** A view whose order differs from the declaration's. */
  order?: ViewOrder<RowOf<List>, DetailOf<Detail>, FormValues<Add>, RequestOf<List>>;
  /** The first column, which opens the detail; its label is also the detail's, and its value the detail's title (default Name). */
  nameField?: Extract<keyof RowOf<List> & keyof DetailOf<Detail>, string>;
  /** Row actions in their order; default detail, edit, delete. */
  actions?: (standard: Record<'detail' | 'edit' | 'delete', RowAction<RowOf<List>>>, page: SiteListControls<FormValues<Add>>) => RowAction<RowOf<List>>[];
  form: {
    /** Prefix of the fields' element ids (absent: the field names). */
    name?: string;
    /** Values a new record starts with beyond the contract's defaults. */
    defaults?: Partial<FormValues<Add>>;
    widthSize?: number;
    /** The dialog's width, or the drawer's (never wider than the screen). */
    width?: number;
    /** Opens in a wide drawer with Cancel and Save at its foot instead of a dialog: for a long form with tables under its fields. */
    drawer?: boolean;
    /** Under the fields: help, or more of the form (a list of steps; a function when it depends on the site). */
    footer?: ReactNode | ((context: FormContext) => ReactNode);
    /** Buttons between Cancel and Save that work on the values entered (a preview). */
    buttons?: (form: FormInstance<FormValues<Add>>) => ReactNode;
    /** The values as the add and edit calls take them. */
    toBody?: (values: FormValues<Add>) => FormValues<Add>;
  };
  detail?: {
    title?: (record: DetailOf<Detail>) => ReactNode;
    /** Sections after the basic information; a field joins one with `detail: { group }`. */
    groups?: readonly { key: string; title: string; collapsed?: boolean }[];
  };
  /** Remembers the columns a person hides, under this key (the column settings button shows with it). */
  storageKey?: string;
  /** Tree lists: the rows' children. */
  childrenColumnName?: keyof RowOf<List> & string;
  /** What the list call takes besides the query form and the site (a population). */
  params?: Partial<RequestOf<List>>;
  /** Queries that read this list too (a picker's), refreshed after every change. */
  readBy?: readonly QueryKey[];
  /** More of the page (a drawer of its own). */
  children?: ReactNode;
}

type Editing<Values> = { mode: 'create'; preset?: Partial<Values> } | { mode: 'edit'; id: number } | null;

const flagTag = (on: boolean, onText: string, offText: string) => (on ? <Tag color="green">{onText}</Tag> : <Tag>{offText}</Tag>);
const time = (value: string) => dayjs(value).format(DATE_TIME_FORMAT_DAYJS);

const BASICS = 'basics';

function sharedFields<Row, Rec, Values, Query>(t: TFunction): SharedFields<Row, Rec, Values, Query> {
  const flag = ({ on, off, width = 90, negated = false, formLabel, detailLabel }: Flag) => ({
    label: 'siteList.status',
    shared: true,
    column: { width, render: (value: boolean) => flagTag(value !== negated, on, off) },
    query: { kind: 'select' as const, options: [{ value: !negated, label: on }, { value: negated, label: off }] },
    form: formLabel ? { label: formLabel } : true,
    detail: { label: detailLabel, value: { type: 'custom' as const, render: (value: unknown) => flagTag((value === true) !== negated, on, off) } },
  });
  // Built for any record; the declarations' keys let a page use only those its records have.
  type Shared = SharedFields<Row, Rec, Values, Query>;
  return {
    site: { label: 'siteList.site', shared: true, column: { width: 160 }, platformOnly: true } as unknown as Shared['site'],
    createdAt: { label: 'siteList.createdAt', shared: true, trailing: true, column: { width: 170, render: time }, detail: { value: { type: 'date' } } } as unknown as Shared['createdAt'],
    updatedAt: { label: 'siteList.updatedAt', shared: true, trailing: true, column: { width: 170, render: time }, detail: { value: { type: 'date' } } } as unknown as Shared['updatedAt'],
    displayOrder: { label: 'siteList.displayOrder', shared: true, column: { width: 110, align: 'right' } } as unknown as Shared['displayOrder'],
    remarks: (span = {}) => ({ label: 'siteList.remarks', shared: true, column: { ellipsis: true }, form: { input: 'textarea', span: span.form }, detail: { span: span.detail } }) as unknown as ReturnType<Shared['remarks']>,
    status: flag({ on: t('siteList.enabled'), off: t('siteList.disabled'), formLabel: 'siteList.enabled' }) as unknown as Shared['status'],
    flag: <K extends string>(f: Flag) => flag(f) as unknown as FieldDeclaration<Row, Rec, Values, K, Query>,
  };
}

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
  // Platform staff naming no site work on the platform's own rows where the list keeps them (the contract's `platformRows`), else on every site's.
  const platformRows = CALL_FIELDS[calls.detail.path]?.platformRows === true;
  const siteless = isSiteless(calls);
  // Product-wide records: no site to choose, and only platform staff change them.
  const choosesSite = isPlatform && !siteless;
  const mayWrite = !siteless || isPlatform;
  const refresh = () => {
    for (const queryKey of [dataTableKey(calls.list), ...(props.readBy ?? [])]) void queryClient.invalidateQueries({ queryKey });
  };
  const controls: SiteListControls<Values> = {
    create: (preset) => (choosesSite && siteId === undefined && !platformRows ? void message.warning(t('siteList.chooseSiteFirst')) : setEditing({ mode: 'create', preset })),
    showDetail: setDetailId,
    refresh,
    mayWrite,
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
        await callApi(calls.delete, { Id: idOf(row) });
        void message.success(t('siteList.deleted'));
        refresh();
      },
    },
  };
  const actions = (props.actions ? props.actions(standard, controls) : [standard.detail, standard.edit, standard.delete]).filter((action) => mayWrite || (action !== standard.edit && action !== standard.delete));
  const declared = declaredFields(props, t, { siteId });
  const nameKey = nameOf(props);
  // The name comes first and opens the detail (shown as the page renders it).
  const columns = declared.columns(isPlatform).map((column) =>
    column.dataIndex === nameKey
      ? { ...column, render: (name: never, row: Row, index: number) => <a onClick={() => setDetailId(idOf(row))}>{column.render ? column.render(name, row, index) : name}</a> }
      : column,
  );
  columns.sort((a, b) => Number(b.dataIndex === nameKey) - Number(a.dataIndex === nameKey));

  return (
    <Card>
      {choosesSite && (
        <Flex style={{ marginBottom: 16 }}>
          <SiteSelect value={siteId} onChange={setSiteId} placeholder={platformRows ? (texts.platformRows ?? t('siteList.platformRows')) : t('siteList.allSites')} allowClear />
        </Flex>
      )}
      {!mayWrite && texts.platformOnly && <Alert type="info" showIcon title={texts.platformOnly} style={{ marginBottom: 12 }} />}
      <DataTable
        call={calls.list}
        // Every site list call takes the site platform staff chose (SiteId); a siteless one takes none.
        params={{ ...props.params, ...(siteless ? {} : { SiteId: siteId }) } as Partial<RequestOf<List>>}
        rowKey={idOf}
        storageKey={props.storageKey}
        childrenColumnName={props.childrenColumnName}
        fields={declared.queryFields()}
        toolbar={mayWrite ? [{ key: 'add', label: t('siteList.add'), primary: true, permission: `${permission}.${props.addButton ?? 'Add'}`, onClick: () => controls.create() }] : []}
        actions={actions}
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

/** A list of product-wide records (menus, views): its detail has no site. */
const isSiteless = (calls: { detail: CallDefinition }) => CALL_FIELDS[calls.detail.path]?.answers.includes('SiteId') === false;

/** Every list row has its Id (SiteListRow); the contract's row type is what the page names. */
const idOf = (row: unknown): number => (row as SiteListRow).Id;

const nameOf = (props: { nameField?: string }) => props.nameField ?? 'Name';

/** The page's declarations as the views read them, in the given context. */
function declaredFields<List extends CallDefinition, Add extends CallDefinition, Detail extends CallDefinition>(props: SiteListPageProps<List, Add, Detail>, t: TFunction, context: FormContext) {
  const of = (call: CallDefinition) => CALL_FIELDS[call.path] ?? { takes: {}, answers: [] };
  const shapes = { row: of(props.calls.list).answers, values: of(props.calls.add).takes, detail: of(props.calls.detail).answers };
  return new DeclaredFields(props.fields(sharedFields(t), context), shapes, props.labels, t, props.order);
}

/**
 * The form's fields as stored: a list's rows whole, with what no cell edits (a view's button keeps
 * its Id), where the values a form submits hold only the cells.
 */
function storedValues<Values>(form: FormInstance<Values>, values: Values): Values {
  const stored = form.getFieldsValue(true) as Record<string, unknown>;
  return Object.fromEntries(Object.keys(values as object).map((key) => [key, stored[key]])) as Values;
}

/** The create and edit form, in a dialog or (`form.drawer`) a drawer. */
function SiteListForm<List extends CallDefinition, Add extends CallDefinition, Detail extends CallDefinition>(
  props: SiteListPageProps<List, Add, Detail> & { editing: NonNullable<Editing<FormValues<Add>>>; siteId: number | undefined; onClose: () => void; onSaved: () => void },
) {
  type Values = FormValues<Add>;
  const { calls, form: declared, editing } = props;
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const editId = editing.mode === 'edit' ? editing.id : null;
  const info = useQuery({
    queryKey: [calls.getEdit.path, editId],
    queryFn: () => callApi(calls.getEdit, { Id: editId! }) as Promise<Partial<Values> & { SiteId: number }>,
    enabled: editId !== null,
  });
  const context: FormContext = { siteId: editId === null ? props.siteId : info.data?.SiteId, id: editId ?? undefined };
  const fields = declaredFields(props, t, context);
  const initialValues = editing.mode === 'create' ? { ...fields.formDefaults(), ...declared.defaults, ...editing.preset } : info.data;

  // A failed save leaves the form open with its changes; the request layer has shown the server's message (naming the field and the rule).
  const save = useCallMutation(
    (values: Values) => {
      const body = declared.toBody ? declared.toBody(values) : values;
      return editId === null ? callApi(calls.add, (isSiteless(calls) ? body : { ...body, SiteId: props.siteId }) as RequestOf<Add>) : callApi(calls.edit, { ...body, Id: editId });
    },
    { onSuccess: props.onSaved },
  );

  const title = editId === null ? props.texts.createTitle : props.texts.editTitle;
  return (
    <FormDialog<Values>
      form={form}
      name={declared.name}
      title={title}
      drawer={declared.drawer}
      width={declared.width}
      loading={initialValues === undefined && !info.isError}
      pending={save.isPending}
      okButtonProps={{ disabled: !initialValues }}
      buttons={declared.buttons?.(form)}
      onClose={props.onClose}
      onFinish={(values) => save.mutate(storedValues(form, values))}
      formProps={{ initialValues }}
      fields={initialValues && fields.formFields()}
      widthSize={declared.widthSize}
    >
      {info.isError ? (
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
        typeof declared.footer === 'function' ? declared.footer(context) : declared.footer
      )}
    </FormDialog>
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
  const nameKey = nameOf(props);
  const fields = declaredFields(props, t, { siteId: (record as { SiteId?: number }).SiteId });
  const [basics, ...groups] = fields.detailGroups({ key: BASICS, title: t('siteList.basics'), fields: [] }, declared?.groups ?? []);
  // The name leads the basic information.
  basics!.fields = [...basics!.fields].sort((a, b) => Number(b.key === nameKey) - Number(a.key === nameKey));
  return (
    <DetailDrawer<Rec>
      open={props.id !== null}
      onClose={props.onClose}
      title={declared?.title ? declared.title(record) : (record as Record<string, ReactNode>)[nameKey]}
      record={record}
      history={record.Audits}
      groups={[basics!, ...groups]}
    />
  );
}
