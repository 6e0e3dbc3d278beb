import type { RequestOf, user, UserSide } from '@lbo/contracts';
import dayjs, { type Dayjs } from 'dayjs';

type EditInfo = user.UserEditInfo;
type EstablishBody = RequestOf<typeof user.establishSiteUser>;
type EditBody = RequestOf<typeof user.editSiteUser>;

/** The form's own shape: dates as dayjs, the avatar as ImageUpload's list, the main account as the picker's row. */
export interface UserFormValues {
  SiteId?: number | null;
  Number?: string;
  UserName?: string;
  NickName?: string;
  Avatar?: string[];
  Email?: string;
  EmailConfirmed?: boolean;
  PhoneCode?: string;
  PhoneNumber?: string;
  PhoneNumberConfirmed?: boolean;
  Gender?: number;
  BirthDate?: Dayjs | null;
  Password?: string;
  ConfirmPassword?: string;
  IsLockoutEnabled?: boolean;
  IsEnabled?: boolean;
  IsSuperUser?: boolean;
  Referrer?: string;
  MainUser?: { Id: number; UserName: string; NickName: string } | null;
  RoleIds?: number[];
  OrganizeIds?: number[];
  SiteIds?: number[];
  SiteJoinWarehouseIds?: number[];
  IsCreditAmount?: boolean;
  CreditAmount?: string;
  /** empty: the customer group's default COD limit */
  CashOnDeliveryAmount?: string | null;
}

/** The phone codes of the spec's mobile rule (shell §5). */
export const PHONE_CODES = ['86', '852', '853', '886'] as const;

export const NEW_USER_VALUES: UserFormValues = {
  PhoneCode: '86',
  Gender: 0,
  EmailConfirmed: false,
  PhoneNumberConfirmed: false,
  IsLockoutEnabled: true,
  IsEnabled: true,
  IsSuperUser: false,
  IsCreditAmount: false,
  CreditAmount: '0',
  RoleIds: [],
  OrganizeIds: [],
  SiteIds: [],
  SiteJoinWarehouseIds: [],
};

/** The edit form's values from the server's. */
export function formValuesOf(info: EditInfo): UserFormValues {
  return {
    ...info,
    PhoneCode: info.PhoneCode || '86',
    Avatar: info.Avatar ? [info.Avatar] : [],
    BirthDate: info.BirthDate ? dayjs(info.BirthDate) : null,
    MainUser: info.MainUserId === null ? null : { Id: info.MainUserId, UserName: info.MainUserName, NickName: '' },
  };
}

/** The fields both calls share, from the form's values (a phone code without a number is not sent). */
function commonBody(v: UserFormValues) {
  return {
    Number: v.Number,
    UserName: v.UserName ?? '',
    NickName: v.NickName,
    Avatar: v.Avatar?.[0],
    Email: v.Email,
    EmailConfirmed: v.EmailConfirmed,
    PhoneCode: v.PhoneNumber ? v.PhoneCode : undefined,
    PhoneNumber: v.PhoneNumber,
    PhoneNumberConfirmed: v.PhoneNumberConfirmed,
    Gender: v.Gender as 0 | 1 | 2 | undefined,
    BirthDate: v.BirthDate ? v.BirthDate.format('YYYY-MM-DD') : null,
    IsLockoutEnabled: v.IsLockoutEnabled,
    IsEnabled: v.IsEnabled,
    IsSuperUser: v.IsSuperUser,
    Referrer: v.Referrer,
    MainUserId: v.MainUser?.Id ?? null,
    RoleIds: v.RoleIds ?? [],
    OrganizeIds: v.OrganizeIds ?? [],
    SiteIds: v.SiteIds ?? [],
    SiteJoinWarehouseIds: v.SiteJoinWarehouseIds ?? [],
    IsCreditAmount: v.IsCreditAmount,
    CreditAmount: v.CreditAmount,
    CashOnDeliveryAmount: v.CashOnDeliveryAmount || null,
  };
}

export function establishBody(v: UserFormValues, side: UserSide): EstablishBody {
  return {
    ...commonBody(v),
    // A site user belongs to a site; platform staff leave it empty to create platform staff.
    SiteId: v.SiteId ?? undefined,
    SiteIds: side === 'backstage' ? (v.SiteIds ?? []) : [],
    Password: v.Password ?? '',
    ConfirmPassword: v.ConfirmPassword ?? '',
  };
}

export function editBody(v: UserFormValues, id: number): EditBody {
  return { ...commonBody(v), Id: id };
}
