import { RELATIVE_TIME_THRESHOLDS_S } from '@lbo/contracts';
import dayjs from 'dayjs';
import type { TFunction } from 'i18next';

/** "just now" under 30 s, minutes under an hour, hours under a day, "1 day ago" under two days, then the date. */
export function relativeTime(time: string | Date, t: TFunction, now: Date = new Date()): string {
  const seconds = Math.max(0, (now.getTime() - new Date(time).getTime()) / 1000);
  if (seconds < RELATIVE_TIME_THRESHOLDS_S.justNow) return t('time.justNow');
  if (seconds < RELATIVE_TIME_THRESHOLDS_S.minutes) return t('time.minutesAgo', { count: Math.max(1, Math.floor(seconds / 60)) });
  if (seconds < RELATIVE_TIME_THRESHOLDS_S.hours) return t('time.hoursAgo', { count: Math.floor(seconds / 3600) });
  if (seconds < RELATIVE_TIME_THRESHOLDS_S.oneDay) return t('time.oneDayAgo');
  return dayjs(time).format('YYYY-MM-DD HH:mm');
}
