import { Cascader, DatePicker, Select, TimePicker, TreeSelect } from 'antd';
import { cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';
import { placeholder } from '../../lib/formRules.ts';

/** Controls that choose rather than take typing: Ant Design's, and the kit's and pages' marked with `choosesValue`. */
const CHOOSING_CONTROLS = new Set<unknown>([Select, TreeSelect, Cascader, DatePicker, DatePicker.RangePicker, TimePicker, TimePicker.RangePicker]);
// A range takes a placeholder per end: the page or the query form names them (start and end date).
const RANGE_CONTROLS = new Set<unknown>([DatePicker.RangePicker, TimePicker.RangePicker]);

/**
 * Marks controls that wrap a dropdown, cascader, tree or date picker, so that a form or query field
 * built of them says "Please select" (spec shell §5) without the page writing it.
 */
export function choosesValue(...controls: unknown[]) {
  for (const control of controls) CHOOSING_CONTROLS.add(control);
}

/** The spec's placeholder of a field's control: "Please select" plus the label for one that chooses, "Please enter" plus the label otherwise. */
export function placeholderOf(control: unknown, label: string): string {
  return CHOOSING_CONTROLS.has(control) ? placeholder.select(label) : placeholder.enter(label);
}

/** `node` with the spec's placeholder for `label`, unless it is not an element, is a range or says its own. */
export function withPlaceholder(node: ReactNode, label: string): ReactNode {
  if (!isValidElement<{ placeholder?: unknown }>(node) || RANGE_CONTROLS.has(node.type) || node.props.placeholder !== undefined) return node;
  return cloneElement(node as ReactElement<{ placeholder?: unknown }>, { placeholder: placeholderOf(node.type, label) });
}
