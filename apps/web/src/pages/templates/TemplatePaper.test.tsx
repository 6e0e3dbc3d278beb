import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { templates as api } from '@lbo/contracts';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { callApi } from '../../api/client.ts';
import { i18n } from '../../i18n/index.ts';
import { TemplatePaper } from './TemplatePaper.tsx';

vi.mock('../../api/client.ts', () => ({ callApi: vi.fn() }));
const preview = vi.mocked(callApi);

beforeAll(async () => {
  await i18n.changeLanguage('en');
});

const paper = (maxWidth?: number) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <TemplatePaper layout={{ TemplateType: api.TemplateType.Invoice, Width: 210, Height: 297, Content: '<p>{{InvoiceNumber}}</p>' }} maxWidth={maxWidth} />
    </QueryClientProvider>,
  );

describe('TemplatePaper', () => {
  it('shows the server’s rendering in a sandboxed frame at the paper size, scaled down to fit', async () => {
    preview.mockResolvedValue({ Html: '<p>INV-2026-000042</p>', Width: 210, Height: 297 });
    paper(300);
    const frame = (await screen.findByTestId('template-paper')) as HTMLIFrameElement;
    expect(preview).toHaveBeenCalledWith(api.previewTemplate, expect.objectContaining({ Content: '<p>{{InvoiceNumber}}</p>' }), { silent: true });
    // No scripts and no access to the app's origin, whatever the content holds.
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(frame.getAttribute('srcdoc')).toContain('<body><p>INV-2026-000042</p></body>');
    expect(frame.getAttribute('srcdoc')).toContain('width:210mm;height:297mm');
    // 210 mm is about 794 px wide: scaled to 300 px.
    expect(Number(/scale\((.+)\)/.exec(frame.style.transform)?.[1])).toBeCloseTo(300 / 793.7, 3);
    expect(screen.getByText('210 × 297 mm')).toBeTruthy();
  });

  it('says why when the content is refused', async () => {
    preview.mockRejectedValue(new Error('Content: this template type has no placeholder {{ShelfCode}}'));
    paper();
    expect(await screen.findByText('Content: this template type has no placeholder {{ShelfCode}}')).toBeTruthy();
  });
});
