import { Col, DatePicker, Form, Input, Row, Select, type FormRule, type SelectProps } from 'antd';
import type { NamePath } from 'antd/es/form/interface';
import { SIMPLE_FORM_MAX_WIDTH_SIZE } from '@lbo/contracts';
import { isValidElement, useEffect, type ReactElement, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { placeholder } from '../../lib/formRules.ts';
import { withPlaceholder } from './placeholders.ts';

/** One declared form field. */
export interface FormField {
  name: NamePath;
  label: string;
  /** The control: a kind, or an element Form.Item feeds with value and onChange. Default 'text'. An element without a placeholder gets the spec's (see placeholders.ts). */
  input?: 'text' | 'textarea' | 'password' | 'select' | 'date' | ReactElement;
  /** Choices of a 'select' field. */
  options?: SelectProps['options'];
  /** From `rules` of lib/formRules.ts, e.g. `[rules.required(), rules.decimal({ cannotBeZero: true })]`. */
  rules?: FormRule[];
  /** Fields whose change re-validates this one (phone code for a mobile number...). */
  dependencies?: NamePath[];
  /** Columns of its row it takes (default 1). */
  span?: number;
  /** Help beside the label. */
  tooltip?: ReactNode;
}

function control(field: FormField): ReactNode {
  const input = field.input ?? 'text';
  if (isValidElement(input)) return withPlaceholder(input, field.label);
  switch (input) {
    case 'textarea':
      return <Input.TextArea placeholder={placeholder.enter(field.label)} autoSize={{ minRows: 2 }} />;
    case 'password':
      return <Input.Password placeholder={placeholder.enter(field.label)} />;
    case 'select':
      return <Select placeholder={placeholder.select(field.label)} options={field.options} allowClear />;
    case 'date':
      return <DatePicker placeholder={placeholder.select(field.label)} style={{ width: '100%' }} />;
    default:
      return <Input placeholder={placeholder.enter(field.label)} />;
  }
}

/** widthSize as used: a whole number from 1 to SIMPLE_FORM_MAX_WIDTH_SIZE (spec §2: above it, 4 is used). */
export function usableWidthSize(widthSize: number): number {
  return Math.min(SIMPLE_FORM_MAX_WIDTH_SIZE, Math.max(1, Math.floor(widthSize)));
}

/** Warns once per value when a form is declared wider than SIMPLE_FORM_MAX_WIDTH_SIZE. */
export function useWidthSizeWarning(widthSize: number) {
  useEffect(() => {
    if (widthSize > SIMPLE_FORM_MAX_WIDTH_SIZE) {
      console.warn(`widthSize ${widthSize} is above ${SIMPLE_FORM_MAX_WIDTH_SIZE}; ${SIMPLE_FORM_MAX_WIDTH_SIZE} is used`);
    }
  }, [widthSize]);
}

/**
 * Declared fields laid out `widthSize` per row on wide screens, two per row on narrow ones and
 * one on phones.
 */
export function FormFields({ fields, widthSize }: { fields: readonly FormField[]; widthSize: number }) {
  // Re-render on a language switch so placeholders follow it.
  useTranslation();
  const size = usableWidthSize(widthSize);
  const columnSpan = 24 / size;
  return (
    <Row gutter={16}>
      {fields.map((field) => {
        const span = Math.min(field.span ?? 1, size);
        return (
          <Col
            key={String(field.name)}
            xs={24}
            sm={size === 1 ? 24 : Math.min(24, 12 * span)}
            lg={Math.round(columnSpan * span)}
          >
            <Form.Item name={field.name} label={field.label} tooltip={field.tooltip} rules={field.rules} dependencies={field.dependencies}>
              {control(field)}
            </Form.Item>
          </Col>
        );
      })}
    </Row>
  );
}
