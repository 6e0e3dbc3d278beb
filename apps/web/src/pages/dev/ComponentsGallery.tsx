import { Anchor, Card, Col, Grid, Row, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CouponSection } from './sections/CouponSection.tsx';
import { FormSection } from './sections/FormSection.tsx';
import { MediaSection } from './sections/MediaSection.tsx';
import { PickersSection } from './sections/PickersSection.tsx';
import { QuerySection } from './sections/QuerySection.tsx';
import { TableSection } from './sections/TableSection.tsx';
import './texts.ts';

const SECTIONS: { id: string; title: 'query' | 'table' | 'form' | 'media' | 'pickers' | 'coupon'; body: () => ReactNode }[] = [
  { id: 'gallery-query', title: 'query', body: () => <QuerySection /> },
  { id: 'gallery-table', title: 'table', body: () => <TableSection /> },
  { id: 'gallery-form', title: 'form', body: () => <FormSection /> },
  { id: 'gallery-media', title: 'media', body: () => <MediaSection /> },
  { id: 'gallery-pickers', title: 'pickers', body: () => <PickersSection /> },
  { id: 'gallery-coupon', title: 'coupon', body: () => <CouponSection /> },
];

/**
 * Every shared part with sample data, for the people building pages (and the e2e screenshots).
 * Reached at /dev/components by a signed-in user; no menu links to it.
 */
export default function ComponentsGallery() {
  const { t } = useTranslation();
  // The section index only where there is room for it beside the parts.
  const wide = Grid.useBreakpoint().xl;
  return (
    <Row gutter={16} wrap={false}>
      <Col flex="auto" style={{ minWidth: 0 }}>
        <Typography.Title level={3}>{t('gallery.title')}</Typography.Title>
        {SECTIONS.map((s) => (
          <Card key={s.id} id={s.id} title={t(`gallery.${s.title}`)} style={{ marginBottom: 16 }}>
            {s.body()}
          </Card>
        ))}
      </Col>
      {wide && (
        <Col flex="180px">
          <Anchor offsetTop={100} items={SECTIONS.map((s) => ({ key: s.id, href: `#${s.id}`, title: t(`gallery.${s.title}`) }))} />
        </Col>
      )}
    </Row>
  );
}
