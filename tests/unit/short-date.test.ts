import {test} from 'node:test';
import assert from 'node:assert/strict';
import {formatShortDate, SHORT_DATE_OPTIONS} from '../../src/components/global/ShortDate/format';

test('the site locales get the very string Intl gives, every day from 2015 to 2040 and at the ends of a UTC day', () => {
  for (const locale of ['en', 'zh-Hans']) {
    const intl = new Intl.DateTimeFormat(locale, SHORT_DATE_OPTIONS);
    for (let day = Date.UTC(2015, 0, 1); day < Date.UTC(2041, 0, 1); day += 86_400_000) {
      for (const time of [day, day + 86_399_999]) {
        const date = new Date(time);
        assert.equal(formatShortDate(date, locale), intl.format(date), `${locale} ${date.toISOString()}`);
      }
    }
  }
  assert.equal(formatShortDate(new Date('2026-09-03T23:59:59Z'), 'en'), 'Sep 3, 2026');
  assert.equal(formatShortDate(new Date('2026-11-26T00:00:00Z'), 'zh-Hans'), '2026年11月26日');
});

test('another locale, a year Intl writes otherwise, and a date that is none go to Intl as before', () => {
  const intl = (date: Date, locale: string) => new Intl.DateTimeFormat(locale, SHORT_DATE_OPTIONS).format(date);
  const date = new Date('2026-11-26T12:00:00Z');
  for (const locale of ['fr', 'en-GB', 'zh-Hant', 'de']) assert.equal(formatShortDate(date, locale), intl(date, locale), locale);
  for (const odd of [new Date('0999-05-01T00:00:00Z'), new Date(Date.UTC(-50, 0, 1)), new Date(Date.UTC(12000, 0, 1))]) {
    assert.equal(formatShortDate(odd, 'en'), intl(odd, 'en'));
    assert.equal(formatShortDate(odd, 'zh-Hans'), intl(odd, 'zh-Hans'));
  }
  assert.throws(() => formatShortDate(new Date(Number.NaN), 'en'), RangeError, 'an invalid date fails as with Intl');
});
