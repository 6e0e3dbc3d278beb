import type { FormRule, SelectProps } from 'antd';
import { Input, InputNumber, Switch } from 'antd';
import type { NamePath } from 'antd/es/form/interface';
import type { TFunction } from 'i18next';
import { rules } from '../../lib/formRules.ts';
import { rulesOf } from '../../lib/schemaRules.ts';
import type { CallFields, FieldSchema } from './shapes.ts';
import type { DetailField, DetailGroup } from '../form/DetailView.tsx';
import type { FormField } from '../form/FormFields.tsx';
import type { QueryField } from '../query/queryRules.ts';
import type { DataColumn } from '../table/DataTable.tsx';

/** Where the form works: the site of the record edited, or the site chosen for a new one; and the record edited (none: a new one). */
export interface FormContext {
  siteId: number | undefined;
  id?: number;
}

type Key<T> = Extract<keyof T, string>;
type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/** Every part takes the field's words unless it names its own (a translation key). */
interface Labelled {
  label?: string;
}

export type ColumnPart<Row> = Omit<DataColumn<Row>, 'dataIndex' | 'title'> & Labelled;
/** A query-form field; a text box unless it says otherwise. */
export type QueryPart = (DistributiveOmit<QueryField, 'name' | 'label'> | { kind?: undefined }) & Labelled;
export interface FormPart extends Labelled {
  /** The control; by default from the schema (a switch, a whole-number box, a decimal box, a text box). */
  input?: FormField['input'];
  options?: SelectProps['options'];
  /** Refused empty even where the contract gives a default (the form starts with it shown). */
  required?: boolean;
  /** Rules beyond those of the schema (a pattern with the area's words, one field against another). */
  rules?: FormRule[];
  dependencies?: NamePath[];
  span?: number;
  /** Help beside the label (what a flag means). */
  tooltip?: string;
}
export type DetailPart<Rec> = Omit<DetailField<Rec>, 'key' | 'label'> & Labelled & { /** The detail section (a key of `detail.groups`); default the basic information. */ group?: string };

/**
 * One field of a site list, declared once: its words (one translation key gives the column's
 * title, the form's label and the detail's label), and what differs from the default of each part.
 * A part is shown when the call carries the field (the list's rows, the add call's body, the detail)
 * unless it is `false`; the query form shows only fields with `query`. A part the field's record
 * lacks cannot be declared (`never`).
 */
export interface FieldDeclaration<Row, Rec, Values, K extends string, Query = Record<string, unknown>> extends Labelled {
  column?: K extends keyof Row ? boolean | ColumnPart<Row> : false;
  query?: K extends keyof Query ? boolean | QueryPart : false;
  form?: K extends keyof Values ? boolean | FormPart : false;
  detail?: K extends keyof Rec ? boolean | DetailPart<Rec> : false;
  /** The site column: platform staff only (they see every site's rows). */
  platformOnly?: boolean;
  /** The times: the list's last columns, wherever they are declared. */
  trailing?: boolean;
  /** One of the kit's shared fields: each part shows only where the call carries the field (a tree's rows have no site name). */
  shared?: boolean;
}

/** A page's fields: those of its rows, its detail, its form, and those it is searched by (the list call's body). */
export type FieldDeclarations<Row, Rec, Values, Query = Record<string, unknown>> = {
  [K in Key<Row> | Key<Rec> | Key<Values> | Key<Query>]?: FieldDeclaration<Row, Rec, Values, K, Query>;
};

/** The order of one view when it differs from the declaration's: these fields first, in this order, then the others. */
export interface ViewOrder<Row, Rec, Values, Query = Record<string, unknown>> {
  columns?: readonly Key<Row>[];
  query?: readonly Key<Query>[];
  form?: readonly Key<Values>[];
  detail?: readonly Key<Rec>[];
}

/** What the page's calls carry: the list's rows, the add call's body, the detail. */
export interface CallShapes {
  row: CallFields['answers'];
  values: CallFields['takes'];
  detail: CallFields['answers'];
}

/** A declaration as the views read it, whatever its record. */
interface AnyDeclaration extends Labelled {
  column?: boolean | ColumnPart<unknown>;
  query?: boolean | QueryPart;
  form?: boolean | FormPart;
  detail?: boolean | DetailPart<unknown>;
  platformOnly?: boolean;
  trailing?: boolean;
  shared?: boolean;
}
type Part = 'column' | 'query' | 'form' | 'detail';

/** The key of a field's words: `<prefix>.<name>` with a leading "Is" dropped (IsCashOnDelivery → carriers.cashOnDelivery). */
export function labelKey(prefix: string, field: string): string {
  const name = /^Is[A-Z]/.test(field) ? field.slice(2) : field;
  return `${prefix}.${name.charAt(0).toLowerCase()}${name.slice(1)}`;
}

/** A declared field as each view reads it. */
export class DeclaredFields<Row, Rec, Values, Query> {
  private readonly entries: [string, AnyDeclaration][];

  constructor(
    declarations: FieldDeclarations<Row, Rec, Values, Query>,
    private readonly shapes: CallShapes,
    private readonly labels: string,
    private readonly t: TFunction,
    private readonly order: ViewOrder<Row, Rec, Values, Query> = {},
  ) {
    this.entries = Object.entries(declarations as Record<string, AnyDeclaration>);
  }

  private label(field: string, declaration: AnyDeclaration, part?: Labelled | boolean) {
    const key = (typeof part === 'object' && part.label) || declaration.label || labelKey(this.labels, field);
    return this.t(key);
  }

  /** The declared fields with the part, in the view's order. */
  private having<P extends Part>(part: P, carried: readonly string[] | null, order: readonly string[] = []) {
    // Undeclared parts, and those of the shared fields, show where the call carries the field (the query form's: only declared).
    const isCarried = (field: string) => carried === null || carried.includes(field);
    const found = this.entries.filter(([field, d]) => d[part] !== false && (d[part] === undefined ? carried !== null && carried.includes(field) : !d.shared || isCarried(field)));
    const rank = (field: string) => (order.includes(field) ? order.indexOf(field) : order.length);
    return found
      .map(([field, d], index) => ({ field, d, part: (typeof d[part] === 'object' ? d[part] : {}) as Exclude<AnyDeclaration[P], boolean | undefined>, index }))
      .sort((a, b) => rank(a.field) - rank(b.field) || a.index - b.index);
  }

  /** The words of a field (the name column's title). */
  labelOf(field: string): string {
    return this.label(field, this.entries.find(([key]) => key === field)?.[1] ?? {});
  }

  columns(isPlatform: boolean): DataColumn<Row>[] {
    return this.having('column', this.shapes.row, this.order.columns)
      .filter(({ d }) => isPlatform || !d.platformOnly)
      .sort((a, b) => Number(a.d.trailing ?? false) - Number(b.d.trailing ?? false))
      .map(({ field, d, part }) => {
        const { label: _label, ...column } = part;
        return { dataIndex: field, title: this.label(field, d, part), ...column } as DataColumn<Row>;
      });
  }

  queryFields(): QueryField[] {
    return this.having('query', null, this.order.query).map(({ field, d, part }) => {
      const { label: _label, kind, ...rest } = part as QueryPart & { kind?: QueryField['kind'] };
      return { kind: kind ?? 'text', name: field, label: this.label(field, d, part), ...rest } as QueryField;
    });
  }

  formFields(): FormField[] {
    return this.having('form', Object.keys(this.shapes.values), this.order.form).map(({ field, d, part }) => {
      const facts = this.shapes.values[field];
      const derived = facts ? rulesOf(facts) : [];
      // The schema's default fills an absent value, but this form shows it and wants it kept.
      const required = part.required === true && !facts?.required;
      return {
        name: field,
        label: this.label(field, d, part),
        input: part.input ?? (facts && inputFor(facts)),
        options: part.options,
        rules: [...(required ? [rules.required()] : []), ...derived, ...(part.rules ?? [])],
        dependencies: part.dependencies,
        span: part.span,
        tooltip: part.tooltip,
      };
    });
  }

  /** The schema's defaults of the form's fields (a new record starts with them). */
  formDefaults(): Partial<Values> {
    const defaults: Record<string, unknown> = {};
    for (const { field } of this.having('form', Object.keys(this.shapes.values))) {
      const value = this.shapes.values[field]?.defaultValue;
      if (value !== undefined) defaults[field] = value;
    }
    return defaults as Partial<Values>;
  }

  detailGroups(basics: DetailGroup<Rec>, groups: readonly { key: string; title: string; collapsed?: boolean }[]): DetailGroup<Rec>[] {
    const fields = this.having('detail', this.shapes.detail, this.order.detail).map(({ field, d, part }) => {
      const { label: _label, group, ...rest } = part;
      return { group: group ?? basics.key, field: { key: field, label: this.label(field, d, part), ...rest } as DetailField<Rec> };
    });
    const of = (key: string) => fields.filter((f) => f.group === key).map((f) => f.field);
    return [{ ...basics, fields: [...basics.fields, ...of(basics.key)] }, ...groups.map((g) => ({ ...g, fields: of(g.key) }))];
  }
}

/** The control a field's schema suggests: a switch, a whole-number box with its range, a decimal box, else a text box. */
function inputFor({ type }: FieldSchema): FormField['input'] {
  switch (type.kind) {
    case 'boolean':
      return <Switch />;
    case 'integer':
      return <InputNumber min={type.min} max={type.max} precision={0} style={{ width: '100%' }} />;
    case 'decimal':
      return <Input inputMode="decimal" />;
    default:
      return undefined;
  }
}
