import { DATE_TIME_FORMAT_DAYJS, RELATIVE_TIME_THRESHOLDS_S } from '@lbo/contracts';
import { Tooltip } from 'antd';
import dayjs from 'dayjs';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { relativeTime } from '../../lib/relativeTime.ts';

// One clock for every RelativeTime on the screen (a table may show hundreds), running only while one is shown.
// It ticks at the finest step the labels have, so a label is never more than that late.
const TICK_MS = RELATIVE_TIME_THRESHOLDS_S.justNow * 1000;
const listeners = new Set<() => void>();
let now = Date.now();
let timer: ReturnType<typeof setInterval> | undefined;

function subscribe(listener: () => void) {
  if (listeners.size === 0) {
    now = Date.now();
    timer = setInterval(() => {
      now = Date.now();
      listeners.forEach((l) => l());
    }, TICK_MS);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) clearInterval(timer);
  };
}

export interface RelativeTimeProps {
  time: string | Date;
}

/** "just now", "5 min ago"... kept current as time passes, with the exact time on hover. */
export function RelativeTime({ time }: RelativeTimeProps) {
  const { t } = useTranslation();
  // Re-renders at each tick; the label itself is measured against the moment of rendering.
  useSyncExternalStore(subscribe, () => now);
  const at = dayjs(time);
  return (
    <Tooltip title={at.format(DATE_TIME_FORMAT_DAYJS)}>
      <time dateTime={at.toISOString()}>{relativeTime(time, t)}</time>
    </Tooltip>
  );
}
