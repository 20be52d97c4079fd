import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {formatShortDate} from './format';

/** Formats a date in the page's locale as the theme's last-updated date does, without Intl where it can (format.ts). */
export function useShortDate(): (date: Date) => string {
  const {
    i18n: {currentLocale},
  } = useDocusaurusContext();
  return (date) => formatShortDate(date, currentLocale);
}
