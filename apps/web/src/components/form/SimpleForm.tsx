import { Form, type FormInstance } from 'antd';
import type { ReactNode } from 'react';
import { FormFields, useWidthSizeWarning, type FormField } from './FormFields.tsx';

export interface SimpleFormProps<Values> {
  /** Prefix of the fields' element ids, needed when two forms on a page share field names. */
  name?: string;
  fields: readonly FormField[];
  /** Fields per row on wide screens, 1 to 4 (default 2); above 4 a warning is logged and 4 is used. */
  widthSize?: number;
  form?: FormInstance<Values>;
  initialValues?: Partial<Values>;
  /** Called with the values once every field rule passes. */
  onFinish?: (values: Values) => void;
  /** Buttons under the fields (an `htmlType="submit"` button submits). */
  footer?: ReactNode;
}

/** A form from a declaration of fields, laid out `widthSize` per row. */
export function SimpleForm<Values extends object>({ name, fields, widthSize = 2, form, initialValues, onFinish, footer }: SimpleFormProps<Values>) {
  useWidthSizeWarning(widthSize);
  return (
    // A refused Save brings the first wrong field into view, even far down a long form in a drawer.
    <Form<Values> name={name} form={form} layout="vertical" initialValues={initialValues} onFinish={onFinish} scrollToFirstError={{ focus: true }}>
      <FormFields fields={fields} widthSize={widthSize} />
      {footer}
    </Form>
  );
}
