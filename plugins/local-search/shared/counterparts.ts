/**
 * Counterparts: the self-hosted CSGHub docs repeat the community feature pages under `csghub/101/function/`
 * (`/docs/en/model/model_upload` ↔ `/docs/en/csghub/101/function/model/model_upload`); both import the
 * same body. Search shows a pair as one result, the reader's side first.
 */
const SELF_HOSTED = '/csghub/101/function/';
/** Pages under this path are the self-hosted docs: their readers prefer self-hosted counterparts. */
const SELF_HOSTED_AREA = '/csghub/101/';

export type Side = 'community' | 'self-hosted';

/** The path of a page's counterpart by the naming rule (the counterpart may not exist), for a path under `localeBase`. */
export function counterpartPathOf(path: string, localeBase: string): string {
  const rest = path.slice(localeBase.length);
  const prefix = SELF_HOSTED.slice(1);
  return rest.startsWith(prefix) ? `${localeBase}${rest.slice(prefix.length)}` : `${localeBase}${prefix}${rest}`;
}

export function sideOf(path: string): Side {
  return path.includes(SELF_HOSTED) ? 'self-hosted' : 'community';
}

/** The side a reader on `pathname` is on: the self-hosted docs, or anywhere else. */
export function readerSide(pathname: string): Side {
  return pathname.includes(SELF_HOSTED_AREA) ? 'self-hosted' : 'community';
}
