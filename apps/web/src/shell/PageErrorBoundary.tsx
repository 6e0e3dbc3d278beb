import { Button, Result } from 'antd';
import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useApp } from '../stores/app.ts';

function PageFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Result
      status="error"
      title={t('errors.pageFailed')}
      subTitle={t('errors.pageFailedHint')}
      extra={
        <Button type="primary" onClick={onRetry}>
          {t('app.retry')}
        </Button>
      }
      data-testid="page-failed"
    />
  );
}

/**
 * One page's failure stays in that page: the shell (menu, tags, other open views) keeps working, the
 * page shows what happened with a retry, and the error joins the navbar's error log.
 */
export class PageErrorBoundary extends Component<{ children: ReactNode; onRetry: () => void }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    useApp.getState().logError(error instanceof Error ? error.message : String(error));
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <PageFailed
        onRetry={() => {
          this.setState({ failed: false });
          this.props.onRetry();
        }}
      />
    );
  }
}
