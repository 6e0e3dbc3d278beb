import type { FormRule } from 'antd';
import type { RuleObject, RuleRender } from 'antd/es/form';
import type { NamePath } from 'antd/es/form/interface';
import {
  checkConfirmPassword,
  checkDecimal,
  checkEmail,
  checkFixedPhone,
  checkIdCard,
  checkInteger,
  checkMobile,
  checkNoSpecialCharacters,
  checkOverfilling,
  checkPassword,
  checkTrackingNumber,
  checkUserName,
  type DecimalOptions,
  type IntegerOptions,
  type TextInput,
  type ValidationResult,
} from '@lbo/contracts';
import { i18n } from '../i18n/index.ts';
import { checkRule, judged, requiredRule } from './checkRules.ts';
import '../components/form/texts.ts';

/** A form value as the contracts' checks take it: text and numbers as they are, anything else as "nothing entered". */
function asInput(value: unknown): TextInput {
  return typeof value === 'string' || typeof value === 'number' ? value : undefined;
}

/** The check of a field that depends on another field of the same form (phone code, password). */
function withField(field: NamePath, judge: (value: unknown, other: unknown) => ValidationResult): RuleRender {
  return ({ getFieldValue }) => ({ validator: judged((value) => judge(value, getFieldValue(field))) });
}

/** The phone code field read by the mobile, fixed-phone and ID-card rules unless told otherwise. */
const PHONE_CODE_FIELD = 'PhoneCode';

/**
 * The spec's validation rules (shell §5) as Ant Design form rules; each calls the contracts' check
 * and shows its message key in the current language, the rule alone (the field's label is above
 * it). Empty values pass every rule but `required` and `overfilling`. A rule reading another field (`confirmPassword`,
 * `mobile`, `fixedPhone`, `idCard`, `overfilling`) re-runs when that field changes only if the
 * Form.Item lists it in `dependencies`.
 */
export const rules = {
  /** CannotBeEmpty for nothing entered (blank text, empty list); marks the field required. */
  required: requiredRule,
  /** Non-negative integer; NumberTypeError, NumberNegative, NumberErrorFormat, NumberZeroError. */
  integer: (opts: IntegerOptions = {}): RuleObject => ({ validator: judged((v) => checkInteger(asInput(v), opts)) }),
  /** Non-negative decimal with at most `maxDecimal` (default 3) decimals; adds NumberErrorDecimalFormat. */
  decimal: (opts: DecimalOptions = {}): RuleObject => ({ validator: judged((v) => checkDecimal(asInput(v), opts)) }),
  password: (): RuleObject => ({ validator: judged((v) => checkPassword(asInput(v))) }),
  /** Must equal the password field. */
  confirmPassword: (passwordField: NamePath): RuleRender =>
    withField(passwordField, (v, password) => checkConfirmPassword(asInput(password), asInput(v))),
  email: (): RuleObject => ({ validator: judged((v) => checkEmail(asInput(v))) }),
  /** Mobile number judged by the form's phone code. */
  mobile: (phoneCodeField: NamePath = PHONE_CODE_FIELD): RuleRender =>
    withField(phoneCodeField, (v, code) => checkMobile(asInput(v), asInput(code))),
  /** Landline number judged by the form's phone code. */
  fixedPhone: (phoneCodeField: NamePath = PHONE_CODE_FIELD): RuleRender =>
    withField(phoneCodeField, (v, code) => checkFixedPhone(asInput(v), asInput(code))),
  /** ID card number judged by the form's phone code. */
  idCard: (phoneCodeField: NamePath = PHONE_CODE_FIELD): RuleRender =>
    withField(phoneCodeField, (v, code) => checkIdCard(asInput(v), asInput(code))),
  userName: (): RuleObject => ({ validator: judged((v) => checkUserName(asInput(v))) }),
  noSpecialCharacters: (): RuleObject => ({ validator: judged((v) => checkNoSpecialCharacters(asInput(v))) }),
  trackingNumber: (): RuleObject => ({ validator: judged((v) => checkTrackingNumber(asInput(v))) }),
  /** "Overfilling": at least one of `fields` is filled in; put it on each of them. */
  overfilling: (fields: readonly NamePath[]): RuleRender =>
    ({ getFieldValue }) => ({ validator: judged(() => checkOverfilling(fields.map((field) => getFieldValue(field) as unknown))) }),
} satisfies Record<string, (...args: never[]) => FormRule>;

/** Placeholders of the spec (§5): "Please enter" plus the label for text, "Please select" plus the label for choices. */
export const placeholder = {
  enter: (label: string): string => i18n.t('form.pleaseEnter', { label }),
  select: (label: string): string => i18n.t('form.pleaseSelect', { label }),
};

export { checkRule, requiredRule };
