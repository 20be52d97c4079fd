/**
 * A page's date as the theme shows it ("Nov 26, 2026", "2026年11月26日": day, short month, year, in
 * UTC), without `Intl.DateTimeFormat` for the site's two locales. The first `Intl.DateTimeFormat` a
 * page creates loads the locale's calendar data: 200–320 ms in Chromium with the CPU slowed 4 times
 * (Lighthouse's phone), in the middle of hydration, on every doc page with a last-updated date. The
 * strings are the ones Intl gives (tests/unit/short-date.test.ts compares them day by day); another
 * locale, or a date that is not one, goes to Intl as before.
 */

const ENGLISH_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

const FORMATS: Readonly<Record<string, (year: number, month: number, day: number) => string>> = {
  en: (year, month, day) => `${ENGLISH_MONTHS[month]} ${day}, ${year}`,
  'zh-Hans': (year, month, day) => `${year}年${month + 1}月${day}日`,
};

/** The options of the theme's last-updated date, which the Intl fallback takes. */
export const SHORT_DATE_OPTIONS: Intl.DateTimeFormatOptions = {day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC'};

/** `date` as "Nov 26, 2026" (en) or "2026年11月26日" (zh-Hans), in UTC; other locales through Intl. */
export function formatShortDate(date: Date, locale: string): string {
  const format = FORMATS[locale];
  const time = date.getTime();
  // Four-digit years only: Intl writes others differently (no padding, eras).
  if (format && Number.isFinite(time) && date.getUTCFullYear() >= 1000 && date.getUTCFullYear() <= 9999) {
    return format(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
  }
  return new Intl.DateTimeFormat(locale, SHORT_DATE_OPTIONS).format(date);
}
