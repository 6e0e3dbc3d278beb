import type { FormRule } from 'antd';
import { fieldSchema, type FieldSchema, type Schema } from '../components/siteList/shapes.ts';
import { rules } from './formRules.ts';

export { fieldSchema, type FieldSchema, type Schema };

/**
 * The form rules a field's contract schema implies, so the browser refuses what the server would:
 * required, the most characters of a text, a whole number, a decimal's scale (and "not zero").
 * Rules the schema keeps in a refinement (a pattern, one field against another) stay the page's.
 */
export function rulesFrom(schema: Schema): FormRule[] {
  return rulesOf(fieldSchema(schema));
}

/** The form rules of a field's facts (as `fieldSchema` read them; the browser has the facts, not the schemas). */
export function rulesOf(field: FieldSchema): FormRule[] {
  const found: FormRule[] = field.required ? [rules.required()] : [];
  switch (field.type.kind) {
    case 'text':
      if (field.type.max !== undefined) found.push({ max: field.type.max });
      break;
    case 'integer':
      found.push(rules.integer());
      break;
    case 'decimal':
      found.push(rules.decimal({ maxDecimal: field.type.maxDecimal, ...(field.type.cannotBeZero && { cannotBeZero: true }) }));
      break;
  }
  return found;
}
