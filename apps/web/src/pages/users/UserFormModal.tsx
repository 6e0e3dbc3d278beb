import { organizes, USER_CALLS, type UserSide } from '@lbo/contracts';
import { useQuery } from '@tanstack/react-query';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../api/client.ts';
import { useCallMutation } from '../../api/useCallMutation.ts';
import type { FormField } from '../../components/form/FormFields.tsx';
import { ImageUpload } from '../../components/media/ImageUpload.tsx';
import { OrganisationTreePicker } from '../../components/pickers/OrganisationTreePicker.tsx';
import { placeholder, rules } from '../../lib/formRules.ts';
import { useSession } from '../../stores/session.ts';
import { SiteSelect } from '../../components/site/SiteSelect.tsx';
import { WarehouseSelect } from '../../components/pickers/WarehouseSelect.tsx';
import { BooleanSwitch, MainAccountSelect, RoleSelect } from './UserFieldControls.tsx';
import { editBody, establishBody, formValuesOf, NEW_USER_VALUES, PHONE_CODES, type UserFormValues } from './userForm.ts';
import { FormDialog } from '../../components/form/FormDialog.tsx';

const wholeTree = { index: 1, rows: 100 };

/** The create and edit form of an account of one side, in a dialog. */
export function UserFormModal({ side, editId, onClose, onSaved }: { side: UserSide; editId: number | null; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation();
  const calls = USER_CALLS[side];
  const caller = useSession((s) => s.user);
  const isPlatformStaff = caller?.SiteId === null;
  const isSuperUser = Boolean(caller?.IsSuperUser);
  const [form] = Form.useForm<UserFormValues>();
  const info = useQuery({ queryKey: [calls.editInfo.path, editId], queryFn: () => callApi(calls.editInfo, { Id: editId! }), enabled: editId !== null });
  const chosenSite = Form.useWatch('SiteId', form);
  // Roles and organisations are those of the account's site: its own when editing, the chosen one (platform staff) or the caller's when creating.
  const siteId = editId !== null ? (info.data?.SiteId ?? null) : (chosenSite ?? caller?.SiteId ?? null);
  const ready = editId === null || info.data;

  const save = useCallMutation((values: UserFormValues) => (editId === null ? callApi(calls.establish, establishBody(values, side)) : callApi(calls.edit, editBody(values, editId))), {
    onSuccess: onSaved,
  });

  const organizeLoader = () =>
    callApi(side === 'user' ? organizes.getSelectUserOrganizes : organizes.getSelectBackstageOrganizes, siteId ? { ...wholeTree, SiteId: siteId } : wholeTree, { silent: true }).then((page) => page.Data);
  const label = (key: string) => t(`users.${key}`);
  const fields: FormField[] = [
    ...(editId === null && isPlatformStaff
      ? [{ name: 'SiteId', label: label('site'), input: <SiteSelect allowClear placeholder={side === 'user' ? placeholder.select(label('site')) : t('users.noSite')} />, rules: side === 'user' ? [rules.required()] : [] }]
      : []),
    { name: 'UserName', label: label('userName'), rules: [rules.required(), rules.userName(), { max: 64 }] },
    { name: 'Number', label: label('number'), input: editId === null ? <Input placeholder={t('users.generatedNumber')} /> : 'text', rules: [rules.noSpecialCharacters(), { max: 32 }] },
    { name: 'NickName', label: label('nickName'), rules: [{ max: 64 }] },
    ...(editId === null
      ? [
          { name: 'Password', label: label('password'), input: 'password' as const, rules: [rules.required(), rules.password()] },
          { name: 'ConfirmPassword', label: label('confirmPassword'), input: 'password' as const, rules: [rules.required(), rules.confirmPassword('Password')], dependencies: ['Password'] },
        ]
      : []),
    { name: 'PhoneCode', label: label('phoneCode'), input: 'select', options: PHONE_CODES.map((code) => ({ value: code, label: `+${code}` })) },
    { name: 'PhoneNumber', label: label('phoneNumber'), rules: [rules.mobile()], dependencies: ['PhoneCode'] },
    { name: 'PhoneNumberConfirmed', label: label('phoneNumberConfirmed'), input: <BooleanSwitch /> },
    { name: 'Email', label: label('email'), rules: [rules.email(), { max: 128 }] },
    { name: 'EmailConfirmed', label: label('emailConfirmed'), input: <BooleanSwitch /> },
    {
      name: 'Gender',
      label: label('gender'),
      input: 'select',
      options: [
        { value: 0, label: t('users.genders.unknown') },
        { value: 1, label: t('users.genders.male') },
        { value: 2, label: t('users.genders.female') },
      ],
    },
    { name: 'BirthDate', label: label('birthDate'), input: 'date' },
    { name: 'RoleIds', label: label('roles'), input: <RoleSelect side={side} siteId={siteId} /> },
    { name: 'OrganizeIds', label: label('organizes'), input: <OrganisationTreePicker key={siteId ?? 'none'} multiple population={side} load={organizeLoader} /> },
    { name: 'MainUser', label: label('mainUser'), input: <MainAccountSelect side={side} /> },
    { name: 'Referrer', label: label('referrer'), rules: [{ max: 64 }] },
    { name: 'IsEnabled', label: label('isEnabled'), input: <BooleanSwitch /> },
    { name: 'IsLockoutEnabled', label: label('isLockoutEnabled'), input: <BooleanSwitch /> },
    { name: 'IsSuperUser', label: isSuperUser ? label('superUser') : `${label('superUser')} (${t('users.onlySuperUsers')})`, input: <BooleanSwitch disabled={!isSuperUser} /> },
    { name: 'IsCreditAmount', label: label('isCreditAmount'), input: <BooleanSwitch /> },
    { name: 'CreditAmount', label: label('creditAmount'), rules: [rules.decimal({ maxDecimal: 2 })] },
    ...(side === 'user' ? [{ name: 'CashOnDeliveryAmount', label: label('cashOnDeliveryAmount'), rules: [rules.decimal({ maxDecimal: 2 })], tooltip: t('users.cashOnDeliveryAmountHelp') }] : []),
    ...(side === 'backstage'
      ? [{ name: 'SiteIds', label: isPlatformStaff ? label('availableSites') : `${label('availableSites')} (${t('users.onlyPlatformStaff')})`, input: <SiteSelect multiple disabled={!isPlatformStaff} /> }]
      : []),
    // None chosen: every warehouse of the site.
    { name: 'SiteJoinWarehouseIds', label: label('availableWarehouses'), input: <WarehouseSelect key={siteId ?? 'none'} multiple includeDisabled siteId={siteId} placeholder={t('users.allWarehouses')} />, span: 2 },
    { name: 'Avatar', label: label('avatar'), input: <ImageUpload max={1} />, span: 3 },
  ];
  const title = side === 'user' ? (editId === null ? 'createUserTitle' : 'editUserTitle') : editId === null ? 'createStaffTitle' : 'editStaffTitle';

  return (
    <FormDialog<UserFormValues>
      form={form}
      name="user"
      width={1040}
      title={t(`users.${title}`)}
      onClose={onClose}
      loading={!ready}
      onFinish={(values) => save.mutate(values)}
      pending={save.isPending}
      widthSize={3}
      fields={fields}
      formProps={{ initialValues: editId === null ? NEW_USER_VALUES : info.data && formValuesOf(info.data) }}
    />
  );
}
