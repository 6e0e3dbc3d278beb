import { Collapse, Descriptions, Drawer, Space, Tag } from 'antd';
import { canonicalNumberText, DATE_TIME_FORMAT_DAYJS, isBlank } from '@lbo/contracts';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ChangeHistory, type AuditRow } from '../audit/ChangeHistory.tsx';

type FieldKey<Rec> = Extract<keyof Rec, string>;

/** How a value is shown. */
type DetailValue<Rec> =
  | { type: 'text' }
  /** The value's decimal text as stored (never through a float), then the unit: "2.350 kg". */
  | { type: 'decimal'; unit?: string }
  /** Formatted with dayjs tokens (default the spec's yyyy-MM-dd HH:mm:ss). */
  | { type: 'date'; format?: string }
  /** One tag per value (a list gives several), with its label and colour by value. */
  | { type: 'tag'; labels?: Record<string, string>; colors?: Record<string, string> }
  | { type: 'custom'; render: (value: unknown, record: Rec) => ReactNode };

export interface DetailField<Rec> {
  key: FieldKey<Rec>;
  label: string;
  /** Default text. */
  value?: DetailValue<Rec>;
  /** Columns of the group's grid it takes. */
  span?: number;
}

export interface DetailGroup<Rec> {
  key: string;
  title: string;
  fields: readonly DetailField<Rec>[];
  /** Starts collapsed. */
  collapsed?: boolean;
}

export interface DetailViewProps<Rec> {
  groups: readonly DetailGroup<Rec>[];
  record: Rec;
  /** Fields per row: a number, or per screen width as Descriptions takes it (default 1 / 2 / 3). */
  column?: number | Partial<Record<'xs' | 'sm' | 'md' | 'lg' | 'xl' | 'xxl', number>>;
  /** The record's audit rows (`Audits`): shown as the last section, "Change history", with the groups' field labels. */
  history?: readonly AuditRow[];
}

/** Shown for a value nobody filled in. */
const NO_VALUE = '-';

function renderValue<Rec>(field: DetailField<Rec>, record: Rec): ReactNode {
  const raw: unknown = record[field.key];
  const shape = field.value ?? { type: 'text' };
  if (shape.type === 'custom') return shape.render(raw, record);
  if (isBlank(raw)) return NO_VALUE;
  switch (shape.type) {
    case 'decimal': {
      const text = typeof raw === 'string' || typeof raw === 'number' ? canonicalNumberText(raw) : String(raw);
      return shape.unit ? `${text} ${shape.unit}` : text;
    }
    case 'date': {
      const date = dayjs(raw as string | number | Date);
      return date.isValid() ? date.format(shape.format ?? DATE_TIME_FORMAT_DAYJS) : String(raw);
    }
    case 'tag': {
      const values = (Array.isArray(raw) ? raw : [raw]).map(String);
      return (
        <Space size={4} wrap>
          {values.map((v) => (
            <Tag key={v} color={shape.colors?.[v]}>
              {shape.labels?.[v] ?? v}
            </Tag>
          ))}
        </Space>
      );
    }
    default:
      return String(raw);
  }
}

/** A record shown in grouped collapsible sections (Collapse of Descriptions), from a declaration. */
export function DetailView<Rec extends object>({ groups, record, column = { xs: 1, sm: 2, lg: 3 }, history }: DetailViewProps<Rec>) {
  const { t } = useTranslation();
  const items = groups.map((group) => ({
    key: group.key,
    label: group.title,
    children: (
      <Descriptions
        size="small"
        column={column}
        items={group.fields.map((field) => ({ key: field.key, label: field.label, span: field.span, children: renderValue(field, record) }))}
      />
    ),
  }));
  if (history) {
    const labels = Object.fromEntries(groups.flatMap((group) => group.fields.map((field) => [field.key, field.label])));
    items.push({ key: 'history', label: t('audit.history'), children: <ChangeHistory audits={history} labels={labels} /> });
  }
  return <Collapse defaultActiveKey={[...groups.filter((group) => !group.collapsed).map((group) => group.key), 'history']} items={items} />;
}

export interface DetailDrawerProps<Rec> extends DetailViewProps<Rec> {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
}

/** A drawer for extra detail, declared like DetailView. */
export function DetailDrawer<Rec extends object>({ open, onClose, title, ...view }: DetailDrawerProps<Rec>) {
  return (
    <Drawer open={open} onClose={onClose} title={title} size="large" styles={{ wrapper: { maxWidth: '100vw' } }}>
      <DetailView column={1} {...view} />
    </Drawer>
  );
}
