import { Button, Result, Space, Steps } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './texts.ts';

export interface WizardStep {
  key: string;
  title: string;
  content: ReactNode;
  /** Runs on "Next"; a rejection (e.g. a failed validateFields) or `false` keeps the step. */
  beforeNext?: () => unknown;
}

export interface StepWizardProps {
  steps: readonly WizardStep[];
  /** The active index when the parent drives it; `steps.length` shows the success view. */
  active?: number;
  onActiveChange?: (index: number) => void;
  /** Label of the last step's button (default "Confirm"), e.g. "Submit order". */
  lastStepText?: ReactNode;
  /** Title of the success view (default "All steps are done"). */
  successTitle?: ReactNode;
  successSubTitle?: ReactNode;
  /** Label of the success view's button (default "Finish"). */
  completeText?: ReactNode;
  onComplete?: () => void;
}

/**
 * Steps moved by an active index (the parent's, or its own); past the last step a success view
 * with a complete button appears.
 */
export function StepWizard({ steps, active, onActiveChange, lastStepText, successTitle, successSubTitle, completeText, onComplete }: StepWizardProps) {
  const { t } = useTranslation();
  const [ownActive, setOwnActive] = useState(0);
  const [moving, setMoving] = useState(false);
  const index = active ?? ownActive;
  const done = index >= steps.length;

  const moveTo = (next: number) => {
    setOwnActive(next);
    onActiveChange?.(next);
  };

  const next = async () => {
    setMoving(true);
    try {
      if ((await steps[index]?.beforeNext?.()) === false) return;
      moveTo(index + 1);
    } catch {
      // The step shows why it refused (its form marks the fields).
    } finally {
      setMoving(false);
    }
  };

  return (
    <div>
      <Steps current={Math.min(index, steps.length)} items={steps.map((step) => ({ key: step.key, title: step.title }))} style={{ marginBottom: 24 }} />
      {done ? (
        <Result
          status="success"
          title={successTitle ?? t('form.stepsDone')}
          subTitle={successSubTitle}
          extra={
            <Button type="primary" onClick={onComplete}>
              {completeText ?? t('form.finish')}
            </Button>
          }
        />
      ) : (
        <>
          <div>{steps[index]?.content}</div>
          <Space style={{ marginTop: 16 }}>
            {index > 0 && <Button onClick={() => moveTo(index - 1)}>{t('form.previous')}</Button>}
            <Button type="primary" loading={moving} onClick={() => void next()}>
              {index === steps.length - 1 ? (lastStepText ?? t('app.confirm')) : t('form.next')}
            </Button>
          </Space>
        </>
      )}
    </div>
  );
}
