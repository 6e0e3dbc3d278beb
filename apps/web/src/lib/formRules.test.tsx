import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, ConfigProvider, Form, Input, type FormInstance, type FormRule } from 'antd';
import { checkEmail, formatMessage, type ValidationMessageKey } from '@lbo/contracts';
import { createRef } from 'react';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { useAntdLocale } from '../i18n/antdLocale.ts';
import { i18n, LOCALES } from '../i18n/index.ts';
import { checkRule, placeholder, requiredRule, rules } from './formRules.ts';

/** A message as shown under its labelled field: the rule, without the "Field: " its catalogue form starts with. */
const ruleOnly = (key: ValidationMessageKey, locale: Parameters<typeof formatMessage>[1]) => formatMessage(key, locale, { field: 'FIELD' }).replace(/^FIELD(: |：)/u, '');

// Ant Design forms validate asynchronously; leave room on a busy machine.

/** One field per message key of spec §8 (plus the confirmation): its label, rule, a bad and a good value. */
const CASES: { key: ValidationMessageKey; name: string; label: string; rule: FormRule; bad: string; good: string }[] = [
  { key: 'NumberZeroError', name: 'Pieces', label: 'Pieces', rule: rules.integer({ cannotBeZero: true }), bad: '0', good: '3' },
  { key: 'NumberTypeError', name: 'Boxes', label: 'Boxes', rule: rules.integer(), bad: 'abc', good: '12' },
  { key: 'NumberNegative', name: 'Weight', label: 'Weight kg', rule: rules.decimal(), bad: '-1.5', good: '2.350' },
  { key: 'NumberErrorFormat', name: 'Quantity', label: 'Quantity', rule: rules.integer(), bad: '1.5', good: '0' },
  { key: 'NumberErrorDecimalFormat', name: 'Amount', label: 'Declared value', rule: rules.decimal({ maxDecimal: 2, cannotBeZero: true }), bad: '12.345', good: '12.34' },
  { key: 'PasswordError', name: 'Password', label: 'Password', rule: rules.password(), bad: '123456', good: 'abc123' },
  { key: 'ConfirmPasswordError', name: 'ConfirmPassword', label: 'Confirm password', rule: rules.confirmPassword('Password'), bad: 'abc124', good: 'abc123' },
  { key: 'EmailError', name: 'Email', label: 'Email', rule: rules.email(), bad: 'someone@host', good: 'someone@example.com' },
  { key: 'PhoneError', name: 'Mobile', label: 'Mobile', rule: rules.mobile(), bad: '12345', good: '13812345678' },
  { key: 'FixedTelephoneError', name: 'Landline', label: 'Landline', rule: rules.fixedPhone(), bad: '075512345678', good: '0755-12345678' },
  { key: 'IdCardError', name: 'IdCard', label: 'ID card', rule: rules.idCard(), bad: '12345', good: '11010519491231002X' },
  { key: 'UserNameError', name: 'UserName', label: 'User name', rule: rules.userName(), bad: 'li_lei', good: 'lilei2024' },
  { key: 'SpecialCharacterverification', name: 'ShelfCode', label: 'Shelf code', rule: rules.noSpecialCharacters(), bad: 'A-01#', good: 'A-01-02' },
  { key: 'CannotBeEmpty', name: 'Warehouse', label: 'Warehouse', rule: rules.required(), bad: '   ', good: 'Shenzhen' },
  { key: 'TheTrackingNumberCannotBeInTextFormat', name: 'TrackingNumber', label: 'Tracking number', rule: rules.trackingNumber(), bad: 'SF顺丰123', good: 'SF1234567890' },
];

type Values = Record<string, string>;

function valuesOf(pick: 'bad' | 'good'): Values {
  // The phone code selects the mainland shapes.
  return Object.fromEntries([['PhoneCode', '86'], ...CASES.map((c) => [c.name, c[pick]])]);
}

function RulesForm({ initialValues, onFinish }: { initialValues: Values; onFinish?: (values: Values) => void }) {
  return (
    <Form<Values> initialValues={initialValues} onFinish={onFinish}>
      <Form.Item name="PhoneCode" label="Area code">
        <Input />
      </Form.Item>
      {CASES.map((c) => (
        <Form.Item key={c.name} name={c.name} label={c.label} rules={[c.rule]}>
          <Input />
        </Form.Item>
      ))}
      <Button htmlType="submit">submit</Button>
    </Form>
  );
}

describe('form rules', () => {
  afterAll(() => i18n.changeLanguage('zh-CN'));

  it.each(LOCALES)('shows every message key for a bad value in %s, without repeating the field label', async (locale) => {
    await i18n.changeLanguage(locale);
    const onFinish = vi.fn();
    render(<RulesForm initialValues={valuesOf('bad')} onFinish={onFinish} />);
    await userEvent.click(screen.getByRole('button', { name: 'submit' }));
    for (const c of CASES) {
      expect(await screen.findByText(ruleOnly(c.key, locale))).toBeTruthy();
      expect(screen.queryByText(formatMessage(c.key, locale, { field: c.label }))).toBeNull();
    }
    expect(onFinish).not.toHaveBeenCalled();
  });

  it('lets good values through', async () => {
    const onFinish = vi.fn();
    render(<RulesForm initialValues={valuesOf('good')} onFinish={onFinish} />);
    await userEvent.click(screen.getByRole('button', { name: 'submit' }));
    await waitFor(() => expect(onFinish).toHaveBeenCalledWith(valuesOf('good')));
    expect(document.querySelector('.ant-form-item-explain-error')).toBeNull();
  });

  it('judges mobile numbers by the phone code read from the form', async () => {
    await i18n.changeLanguage('en');
    const onFinish = vi.fn();
    // 8 digits starting 6: a Macau mobile, not a mainland one.
    render(
      <Form<Values> initialValues={{ PhoneCode: '853', Mobile: '61234567' }} onFinish={onFinish}>
        <Form.Item name="PhoneCode" label="Area code">
          <Input />
        </Form.Item>
        <Form.Item name="Mobile" label="Mobile" rules={[rules.mobile()]} dependencies={['PhoneCode']}>
          <Input />
        </Form.Item>
        <Button htmlType="submit">submit</Button>
      </Form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'submit' }));
    await waitFor(() => expect(onFinish).toHaveBeenCalledTimes(1));
    await userEvent.clear(screen.getByLabelText('Area code'));
    await userEvent.type(screen.getByLabelText('Area code'), '86');
    expect(await screen.findByText(ruleOnly('PhoneError', 'en'))).toBeTruthy();
  });

  it('overfilling asks for at least one of the fields', async () => {
    await i18n.changeLanguage('en');
    const onFinish = vi.fn();
    const either = rules.overfilling(['Mobile', 'Landline']);
    render(
      <Form<Values> onFinish={onFinish}>
        <Form.Item name="Mobile" label="Mobile" rules={[either]} dependencies={['Landline']}>
          <Input />
        </Form.Item>
        <Form.Item name="Landline" label="Landline" rules={[either]} dependencies={['Mobile']}>
          <Input />
        </Form.Item>
        <Button htmlType="submit">submit</Button>
      </Form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'submit' }));
    expect(await screen.findAllByText('cannot be empty')).toHaveLength(2);
    await userEvent.type(screen.getByLabelText('Landline'), '0755-12345678');
    await userEvent.click(screen.getByRole('button', { name: 'submit' }));
    await waitFor(() => expect(onFinish).toHaveBeenCalledWith({ Mobile: undefined, Landline: '0755-12345678' }));
  });

  it('gives the rule alone on the sign-in panels too, whose phone number is an unlabelled item inside a labelled one', async () => {
    await i18n.changeLanguage('zh-TW');
    const form = createRef<FormInstance>();
    render(
      <Form ref={form}>
        <Form.Item label="手機號碼">
          <Form.Item name="PhoneNumber" noStyle rules={[requiredRule()]}>
            <Input aria-label="phone" />
          </Form.Item>
        </Form.Item>
        <Form.Item name="Email" label="電子郵件" rules={[checkRule(checkEmail)]} initialValue="nobody">
          <Input aria-label="email" />
        </Form.Item>
      </Form>,
    );
    await act(() => form.current?.validateFields().catch(() => undefined));
    expect(form.current?.getFieldError('PhoneNumber')).toEqual(['不能為空']);
    expect(form.current?.getFieldError('Email')).toEqual(['電子郵件格式不正確']);
  });

  it.each([
    ['zh-CN', '最多 8 个字符'],
    ['zh-TW', '最多 8 個字元'],
    ['en', 'at most 8 characters'],
  ] as const)('says Ant Design’s own rules (a maximum length) without the label in %s', async (locale, expected) => {
    await i18n.changeLanguage(locale);
    function MaxForm() {
      return (
        <ConfigProvider locale={useAntdLocale()}>
          <Form initialValues={{ Name: 'Shenzhen Bao’an' }}>
            <Form.Item name="Name" label="Warehouse name" rules={[{ max: 8 }]}>
              <Input />
            </Form.Item>
            <Button htmlType="submit">submit</Button>
          </Form>
        </ConfigProvider>
      );
    }
    render(<MaxForm />);
    await userEvent.click(screen.getByRole('button', { name: 'submit' }));
    await waitFor(() => expect(document.querySelector('.ant-form-item-explain-error')?.textContent).toBe(expected));
  });

  it('makes placeholders from the label in the current language', async () => {
    await i18n.changeLanguage('zh-CN');
    expect([placeholder.enter('快递单号'), placeholder.select('仓库')]).toEqual(['请输入快递单号', '请选择仓库']);
    await i18n.changeLanguage('en');
    expect([placeholder.enter('tracking number'), placeholder.select('warehouse')]).toEqual(['Please enter tracking number', 'Please select warehouse']);
  });
});
