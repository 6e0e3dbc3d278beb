import { render } from '@testing-library/react';
import { ConfigProvider, DatePicker } from 'antd';
import dayjs from 'dayjs';
import { afterAll, describe, expect, it } from 'vitest';
import { useAntdLocale } from './antdLocale.ts';
import { i18n } from './index.ts';

/** A date picker opened on March 2026, under the locale the app gives Ant Design. */
function OpenPicker() {
  return (
    <ConfigProvider locale={useAntdLocale()} theme={{ token: { motion: false } }}>
      <DatePicker open defaultPickerValue={dayjs('2026-03-10')} />
    </ConfigProvider>
  );
}

async function pickerIn(language: string) {
  await i18n.changeLanguage(language);
  const { unmount } = render(<OpenPicker />);
  const panel = document.querySelector('.ant-picker-date-panel')!;
  const shown = {
    header: panel.querySelector('.ant-picker-header-view')!.textContent,
    weekdays: [...panel.querySelectorAll('thead th')].map((th) => th.textContent),
    formatted: dayjs('2026-03-10').format('MMMM dddd'),
  };
  unmount();
  return shown;
}

afterAll(() => i18n.changeLanguage('zh-CN'));

describe('date pickers in the chosen language', () => {
  it('names months and weekdays in Simplified Chinese, starting the week on Monday', async () => {
    expect(await pickerIn('zh-CN')).toEqual({ header: '2026年3月', weekdays: ['一', '二', '三', '四', '五', '六', '日'], formatted: '三月 星期二' });
  });

  it('names months and weekdays in Traditional Chinese', async () => {
    const shown = await pickerIn('zh-TW');
    expect(shown.header).toBe('2026年3月');
    expect(shown.weekdays).toEqual(['日', '一', '二', '三', '四', '五', '六']);
    expect(shown.formatted).toBe('三月 星期二');
  });

  it('stays English in English', async () => {
    expect(await pickerIn('en')).toEqual({ header: 'Mar2026', weekdays: ['Su', 'Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa'], formatted: 'March Tuesday' });
  });
});
