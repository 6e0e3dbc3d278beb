import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { formatMessage, site } from '@lbo/contracts';
import type { FormRule } from 'antd';
import { Button, Card, ColorPicker, Empty, Flex, Input, Space, Tooltip, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { IconPicker } from '../../components/media/IconPicker.tsx';
import { currentLocale } from '../../i18n/index.ts';
import { SingleImage } from './SingleImage.tsx';

type Feature = { Title: string; Description?: string; Icon?: string; Image?: string };
type Slide = { Image: string; Link?: string };

/** An ordered list edited entry by entry: move up, move down, remove, add at the end. */
function OrderedList<T>(props: { value?: T[]; onChange?: (items: T[]) => void; blank: T; max: number; addLabel: string; itemTitle: (n: number) => string; render: (item: T, change: (next: T) => void) => ReactNode }) {
  const { t } = useTranslation();
  const items = props.value ?? [];
  const set = (next: T[]) => props.onChange?.(next);
  const move = (from: number, to: number) => {
    const next = [...items];
    const [item] = next.splice(from, 1);
    next.splice(to, 0, item as T);
    set(next);
  };
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      {items.length === 0 && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('sites.emptyList')} />}
      {items.map((item, i) => (
        <Card
          key={i}
          size="small"
          title={props.itemTitle(i + 1)}
          extra={
            <Space size={0}>
              <Tooltip title={t('sites.moveUp')}>
                <Button type="text" size="small" icon={<ArrowUpOutlined />} aria-label={t('sites.moveUp')} disabled={i === 0} onClick={() => move(i, i - 1)} />
              </Tooltip>
              <Tooltip title={t('sites.moveDown')}>
                <Button type="text" size="small" icon={<ArrowDownOutlined />} aria-label={t('sites.moveDown')} disabled={i === items.length - 1} onClick={() => move(i, i + 1)} />
              </Tooltip>
              <Tooltip title={t('sites.remove')}>
                <Button type="text" size="small" danger icon={<DeleteOutlined />} aria-label={t('sites.remove')} onClick={() => set(items.filter((_, j) => j !== i))} />
              </Tooltip>
            </Space>
          }
        >
          {props.render(item, (next) => set(items.map((x, j) => (j === i ? next : x))))}
        </Card>
      ))}
      {items.length < props.max && (
        <Button type="dashed" block icon={<PlusOutlined />} onClick={() => set([...items, props.blank])}>
          {props.addLabel}
        </Button>
      )}
    </Space>
  );
}

const Labelled = ({ label, children }: { label: string; children: ReactNode }) => (
  <div style={{ flex: 1, minWidth: 200 }}>
    <Typography.Text type="secondary">{label}</Typography.Text>
    <div style={{ marginTop: 4 }}>{children}</div>
  </div>
);

/** "Our services" or "our technology": title, description, icon and image per entry. */
export function FeatureListInput({ value, onChange }: { value?: Feature[]; onChange?: (items: Feature[]) => void }) {
  const { t } = useTranslation();
  return (
    <OrderedList<Feature>
      value={value}
      onChange={onChange}
      blank={{ Title: '', Description: '', Icon: '', Image: '' }}
      max={site.FEATURES_MAX}
      addLabel={t('sites.addItem')}
      itemTitle={(n) => t('sites.entryNumber', { n })}
      render={(item, change) => (
        <Flex gap={16} wrap>
          <Labelled label={t('sites.itemTitle')}>
            <Input value={item.Title} maxLength={site.FEATURE_TITLE_MAX} onChange={(e) => change({ ...item, Title: e.target.value })} />
          </Labelled>
          <Labelled label={t('sites.itemIcon')}>
            <IconPicker value={item.Icon || undefined} onChange={(icon) => change({ ...item, Icon: icon ?? '' })} />
          </Labelled>
          <div style={{ flexBasis: '100%' }}>
            <Labelled label={t('sites.itemDescription')}>
              <Input.TextArea value={item.Description} maxLength={site.FEATURE_DESCRIPTION_MAX} autoSize={{ minRows: 2 }} onChange={(e) => change({ ...item, Description: e.target.value })} />
            </Labelled>
          </div>
          <Labelled label={t('sites.itemImage')}>
            <SingleImage value={item.Image} onChange={(image) => change({ ...item, Image: image })} />
          </Labelled>
        </Flex>
      )}
    />
  );
}

/** The carousel: an image and an optional link per slide, in the order they turn. */
export function CarouselInput({ value, onChange }: { value?: Slide[]; onChange?: (items: Slide[]) => void }) {
  const { t } = useTranslation();
  return (
    <OrderedList<Slide>
      value={value}
      onChange={onChange}
      blank={{ Image: '', Link: '' }}
      max={site.SITE_CAROUSEL_MAX}
      addLabel={t('sites.addSlide')}
      itemTitle={(n) => t('sites.slideNumber', { n })}
      render={(item, change) => (
        <Flex gap={16} wrap>
          <Labelled label={t('sites.slideImage')}>
            <SingleImage value={item.Image} onChange={(image) => change({ ...item, Image: image })} />
          </Labelled>
          <Labelled label={t('sites.slideLink')}>
            <Input value={item.Link} placeholder="https://" onChange={(e) => change({ ...item, Link: e.target.value })} />
          </Labelled>
        </Flex>
      )}
    />
  );
}

/** A colour as "#rrggbb" text with a picker beside it; '' means the standard colour. */
export function ColorInput({ value, onChange }: { value?: string; onChange?: (color: string) => void }) {
  return (
    <Space.Compact style={{ width: '100%' }}>
      <ColorPicker value={value || undefined} disabledAlpha onChangeComplete={(color) => onChange?.(color.toHexString())} />
      <Input value={value} placeholder="#1890ff" maxLength={7} onChange={(e) => onChange?.(e.target.value)} allowClear />
    </Space.Compact>
  );
}

const message = (key: Parameters<typeof formatMessage>[0], field: string) => formatMessage(key, currentLocale(), { field });

/** Every entry of a list needs its title (the server refuses the form otherwise); the message names the entry as the list titles it, not the list above it. */
export function featureListRule(titleLabel: string, entryLabel: (n: number) => string): FormRule {
  return {
    validator: async (_rule, items: Feature[] | undefined) => {
      const missing = (items ?? []).findIndex((item) => !item.Title?.trim());
      if (missing >= 0) throw new Error(message('CannotBeEmpty', `${entryLabel(missing + 1)} · ${titleLabel}`));
    },
  };
}

/** Every slide needs its image; a link, when given, must be an address. */
export function carouselRule(imageLabel: string, linkLabel: string, slideLabel: (n: number) => string): FormRule {
  return {
    validator: async (_rule, items: Slide[] | undefined) => {
      for (const [i, item] of (items ?? []).entries()) {
        if (!item.Image) throw new Error(message('CannotBeEmpty', `${slideLabel(i + 1)} · ${imageLabel}`));
        const link = item.Link?.trim() ?? '';
        if (link && site.checkUrl(link)) throw new Error(message('UrlError', `${slideLabel(i + 1)} · ${linkLabel}`));
      }
    },
  };
}
