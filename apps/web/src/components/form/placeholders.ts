import { AutoComplete, Cascader, DatePicker, Input, InputNumber, Select, TimePicker, TreeSelect } from 'antd';
import { cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';
import { placeholder } from '../../lib/formRules.ts';

/** Controls that choose rather than take typing: Ant Design's, and the kit's and pages' marked with `choosesValue`. */
const CHOOSING_CONTROLS = new Set<unknown>([Select, TreeSelect, Cascader, DatePicker, DatePicker.RangePicker, TimePicker, TimePicker.RangePicker]);
/** Controls that take typing: Ant Design's, and the kit's and pages' marked with `takesText`. */
const TYPING_CONTROLS = new Set<unknown>([Input, Input.TextArea, Input.Password, Input.Search, InputNumber, AutoComplete]);
// A range takes a placeholder per end: the page or the query form names them (start and end date).
const RANGE_CONTROLS = new Set<unknown>([DatePicker.RangePicker, TimePicker.RangePicker]);

/**
 * Marks controls that wrap a dropdown, cascader, tree or date picker, so that a form or query field
 * built of them says "Please select" (spec shell §5) without the page writing it.
 */
export function choosesValue(...controls: unknown[]) {
  for (const control of controls) CHOOSING_CONTROLS.add(control);
}

/** Marks controls that take typing, so that a hand-written `FormItem` of them says "Please enter" without the page writing it. */
export function takesText(...controls: unknown[]) {
  for (const control of controls) TYPING_CONTROLS.add(control);
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

/**
 * `withPlaceholder` for the child of a hand-written form item: only a control known to choose or
 * take typing gets one (a switch, an upload or a group of controls has none).
 */
export function withKnownPlaceholder(node: ReactNode, label: string): ReactNode {
  if (!isValidElement(node) || !(CHOOSING_CONTROLS.has(node.type) || TYPING_CONTROLS.has(node.type))) return node;
  return withPlaceholder(node, label);
}
