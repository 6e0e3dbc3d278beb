import { templates as api, type RequestOf } from '@lbo/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Flex, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../api/client.ts';

/** CSS pixels per millimetre (96 px per inch). */
const PX_PER_MM = 96 / 25.4;

export type TemplateLayout = RequestOf<typeof api.previewTemplate>;

/** The printable page: the server's cleaned HTML in a sandboxed frame (no scripts, no same origin) at the paper's size. */
function documentOf(html: string, width: number, height: number): string {
  return `<!doctype html><html><head><meta charset="utf-8"><style>html,body{margin:0;padding:0;background:#fff;overflow:hidden}body{width:${width}mm;height:${height}mm;box-sizing:border-box;font-family:sans-serif;font-size:12px;color:#000}table{border-collapse:collapse}</style></head><body>${html}</body></html>`;
}

/**
 * A template rendered with its type's sample values at its paper size, scaled down to fit
 * `maxWidth` × `maxHeight` pixels when the paper is larger.
 */
export function TemplatePaper({ layout, maxWidth = 720, maxHeight = 560 }: { layout: TemplateLayout; maxWidth?: number; maxHeight?: number }) {
  const { t } = useTranslation();
  const preview = useQuery({
    queryKey: [api.previewTemplate.path, layout],
    queryFn: () => callApi(api.previewTemplate, layout, { silent: true }),
    retry: false,
  });
  if (preview.isLoading) return <Spin />;
  if (preview.error) return <Alert type="error" showIcon title={preview.error.message} />;
  if (!preview.data) return null;
  const { Html, Width, Height } = preview.data;
  const widthPx = Width * PX_PER_MM;
  const heightPx = Height * PX_PER_MM;
  const scale = Math.min(1, maxWidth / widthPx, maxHeight / heightPx);
  return (
    <Flex vertical align="center" gap={8}>
      <div style={{ width: widthPx * scale, height: heightPx * scale, boxShadow: '0 1px 6px rgba(0,0,0,0.25)', overflow: 'hidden', background: '#fff' }}>
        <iframe
          data-testid="template-paper"
          title={t('templates.preview')}
          sandbox=""
          srcDoc={documentOf(Html, Width, Height)}
          style={{ width: widthPx, height: heightPx, border: 0, transform: `scale(${scale})`, transformOrigin: '0 0' }}
        />
      </div>
      <Typography.Text type="secondary">{t('templates.sizeMm', { width: Width, height: Height })}</Typography.Text>
    </Flex>
  );
}
