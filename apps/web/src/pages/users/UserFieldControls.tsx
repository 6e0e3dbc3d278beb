import { ROLE_CALLS, user, type UserSide } from '@lbo/contracts';
import { useQuery } from '@tanstack/react-query';
import { Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../api/client.ts';
import { PagedSelect } from '../../components/pickers/PagedSelect.tsx';
import { sourceFromCall, type PickerSource } from '../../components/pickers/source.ts';
import type { UserFormValues } from './userForm.ts';
import { choosesValue } from '../../components/form/placeholders.ts';

/** A boolean form field as a switch (Form.Item feeds `value`). */
export function BooleanSwitch({ value, onChange, disabled, id }: { value?: boolean; onChange?: (on: boolean) => void; disabled?: boolean; id?: string }) {
  return <Switch id={id} checked={Boolean(value)} onChange={onChange} disabled={disabled} />;
}

/** The enabled roles of the account's site and side (platform staff name the site); several unless `multiple` is false (a query filter). */
export function RoleSelect({
  side,
  siteId,
  multiple = true,
  value,
  onChange,
  id,
  placeholder,
}: {
  side: UserSide;
  siteId?: number | null;
  multiple?: boolean;
  value?: number | number[];
  onChange?: (value: never) => void;
  id?: string;
  placeholder?: string;
}) {
  const { t } = useTranslation();
  const call = ROLE_CALLS[side].select;
  const roles = useQuery({ queryKey: [call.path, siteId ?? null], queryFn: () => callApi(call, siteId ? { SiteId: siteId } : {}, { silent: true }) });
  return (
    <Select
      id={id}
      mode={multiple ? 'multiple' : undefined}
      allowClear
      placeholder={placeholder}
      loading={roles.isLoading}
      value={value}
      onChange={onChange as (value: unknown) => void}
      options={(roles.data ?? []).map((r) => ({ value: r.Id, label: r.Name }))}
      notFoundContent={roles.isError ? t('users.rolesUnavailable') : undefined}
      optionFilterProp="label"
    />
  );
}

type MainUser = NonNullable<UserFormValues['MainUser']>;
const mainAccounts: PickerSource<MainUser, { Content?: string }> = sourceFromCall(user.getSelectTableUsers);

/** The main account of a sub-account: an account of the same kind, searched by name, number or phone. */
export function MainAccountSelect({ side, value, onChange, id, placeholder }: { side: UserSide; value?: MainUser | null; onChange?: (main: MainUser | null) => void; id?: string; placeholder?: string }) {
  return (
    <PagedSelect<MainUser>
      id={id}
      placeholder={placeholder}
      source={mainAccounts}
      query={{ AccountTypeCode: side === 'user' ? 2 : 1 }}
      label={(row) => (row.NickName && row.NickName !== row.UserName ? `${row.UserName} (${row.NickName})` : row.UserName)}
      value={value ?? null}
      onChange={(row) => onChange?.(row ? { Id: row.Id, UserName: row.UserName, NickName: row.NickName } : null)}
    />
  );
}

choosesValue(RoleSelect, MainAccountSelect);
