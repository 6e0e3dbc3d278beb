import { Pagination, Select, Typography } from 'antd';
import { type CSSProperties, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DROPDOWN_PICKER_PAGE_SIZE, user } from '@lbo/contracts';
import { CanceledError } from '../../api/request.ts';
import { userPicker } from './definitions.tsx';
import { type RowKey, rowKeyOf } from './PickerDialog.tsx';
import { type Page, type PickerSource, type RowOf, sourceFromCall } from './source.ts';
import './texts.ts';
import { choosesValue } from '../form/placeholders.ts';

export interface PagedSelectProps<Row> {
  /** pages of rows; `Content` carries what the user typed */
  source: PickerSource<Row, { Content?: string }>;
  label: (row: Row) => string;
  /** the row's key field; `Id` unless said */
  rowKey?: string;
  /** sent with every request (the dropdown's scope) */
  query?: object;
  value?: Row | null;
  onChange?: (row: Row | null) => void;
  id?: string;
  placeholder?: string;
  disabled?: boolean;
  style?: CSSProperties;
}

/**
 * A dropdown picker that pages by 6 with a search box: typing asks the source again (Content),
 * the pager under the list moves through the pages. The value is the chosen row.
 */
export function PagedSelect<Row>({ source, label, rowKey, query, value, onChange, id, placeholder, disabled, style }: PagedSelectProps<Row>) {
  const { t } = useTranslation();
  const keyOf = useMemo(() => rowKeyOf<Row>({ rowKey }), [rowKey]);
  const [open, setOpen] = useState(false);
  const [content, setContent] = useState('');
  const [index, setIndex] = useState(1);
  const [result, setResult] = useState<{ page?: Page<Row>; error?: string; loading: boolean }>({ loading: false });
  const scope = JSON.stringify(query ?? {});

  useEffect(() => {
    if (!open) return;
    let current = true;
    setResult((r) => ({ page: r.page, loading: true }));
    source({ ...(JSON.parse(scope) as object), ...(content ? { Content: content } : {}), index, rows: DROPDOWN_PICKER_PAGE_SIZE }).then(
      (page) => current && setResult({ page, loading: false }),
      (error: unknown) => {
        if (!current || error instanceof CanceledError) return;
        setResult({ loading: false, error: error instanceof Error && error.message ? error.message : t('pickers.loadFailed') });
      },
    );
    return () => {
      current = false;
    };
  }, [open, source, scope, content, index, t]);

  const rows = result.page?.Data ?? [];
  const total = result.page?.Total ?? 0;
  return (
    <Select<{ value: RowKey; label: string }>
      id={id}
      labelInValue
      allowClear
      disabled={disabled}
      placeholder={placeholder}
      style={style}
      open={open}
      onOpenChange={setOpen}
      loading={result.loading}
      value={value ? { value: keyOf(value), label: label(value) } : undefined}
      options={rows.map((row) => ({ value: keyOf(row), label: label(row) }))}
      onChange={(chosen) => onChange?.((chosen && rows.find((row) => keyOf(row) === chosen.value)) ?? null)}
      showSearch={{
        filterOption: false,
        onSearch: (text) => {
          setContent(text.trim());
          setIndex(1);
        },
      }}
      notFoundContent={result.error ? <Typography.Text type="danger">{result.error}</Typography.Text> : undefined}
      popupRender={(menu) => (
        <>
          {menu}
          {total > DROPDOWN_PICKER_PAGE_SIZE && (
            // Keep the focus in the select, so paging does not close the list.
            <div onMouseDown={(event) => event.preventDefault()} style={{ display: 'flex', justifyContent: 'center', paddingTop: 8 }}>
              <Pagination simple size="small" current={index} pageSize={DROPDOWN_PICKER_PAGE_SIZE} total={total} onChange={setIndex} />
            </div>
          )}
        </>
      )}
    />
  );
}

type SelectUserRow = RowOf<typeof user.getSelectTableUsers>;
const userSource = sourceFromCall(user.getSelectTableUsers);

/** Users of the caller's site in a paged dropdown (back office); `accountType` 2 limits it to customers. */
export function UserSelect({
  accountType,
  source,
  ...props
}: Omit<PagedSelectProps<SelectUserRow>, 'source' | 'label'> & { accountType?: 1 | 2; source?: PagedSelectProps<SelectUserRow>['source'] }) {
  const { t } = useTranslation();
  return (
    <PagedSelect<SelectUserRow>
      placeholder={t('pickers.titles.user')}
      {...props}
      source={source ?? userSource}
      label={userPicker.label}
      query={accountType ? { ...props.query, AccountTypeCode: accountType } : props.query}
    />
  );
}

choosesValue(PagedSelect, UserSelect);
