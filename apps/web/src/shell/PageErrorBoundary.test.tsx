import { fireEvent, render, screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../i18n/index.ts';
import { useApp } from '../stores/app.ts';
import { PageErrorBoundary } from './PageErrorBoundary.tsx';

let broken = true;
function HomePageConfiguration() {
  if (broken) throw new TypeError("Cannot read properties of null (reading 'cached')");
  return <p>Home page configuration</p>;
}

beforeAll(async () => {
  await i18n.changeLanguage('zh-CN');
  // React reports the caught error on the console; the test expects it.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterAll(() => vi.restoreAllMocks());

describe('a page that throws', () => {
  it('shows its own error view beside a working shell, logs the error and comes back on retry', async () => {
    const onRetry = vi.fn(() => {
      broken = false;
    });
    render(
      <>
        <nav>menu</nav>
        <PageErrorBoundary onRetry={onRetry}>
          <HomePageConfiguration />
        </PageErrorBoundary>
      </>,
    );
    expect(screen.getByText('页面出错了')).toBeTruthy();
    expect(screen.getByText('menu')).toBeTruthy();
    expect(useApp.getState().errorLog[0]?.message).toBe("Cannot read properties of null (reading 'cached')");
    fireEvent.click(screen.getByRole('button', { name: '重 试' }));
    expect(onRetry).toHaveBeenCalledOnce();
    expect(await screen.findByText('Home page configuration')).toBeTruthy();
  });
});
