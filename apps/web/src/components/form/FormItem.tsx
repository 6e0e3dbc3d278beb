import { Form, type FormItemProps } from 'antd';
import { withKnownPlaceholder } from './placeholders.ts';

/**
 * Form.Item for hand-written forms: its control gets the spec's placeholder from the label
 * ("Please select …" for a dropdown, cascader, date picker or picker, "Please enter …" for text and
 * numbers) unless it says its own. Pages use it instead of Form.Item (eslint.config.js).
 */
export function FormItem<Values = unknown>(props: FormItemProps<Values>) {
  const { label, children } = props;
  return <Form.Item<Values> {...props}>{typeof label === 'string' && typeof children !== 'function' ? withKnownPlaceholder(children, label) : children}</Form.Item>;
}
