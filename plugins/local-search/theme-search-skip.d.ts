// The theme module of plugins/local-search that browser code elsewhere imports (`@theme/SearchSkip`).
declare module '@theme/SearchSkip' {
  export {SEARCH_SKIP_ATTRIBUTE} from '@site/plugins/local-search/shared/format';
}
