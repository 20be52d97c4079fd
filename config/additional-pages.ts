/**
 * Doc pages this site adds to the contract's route table (tests/spec/routes.tsv), with the titles and
 * sidebar positions the content tests hold them to. Generated pages (the API reference) are not
 * listed here: their plugin owns them.
 */
export interface AdditionalPage {
  readonly id: string;
  readonly titleEn: string;
  readonly titleZh: string;
  /** 1-based place among its siblings in the sidebar, after the contract's own items. */
  readonly position: number;
}

export const ADDITIONAL_PAGES: readonly AdditionalPage[] = [
  {id: 'csghub/101/install/docs_offline', titleEn: 'Serve the Docs Inside CSGHub', titleZh: '在 CSGHub 中部署文档中心', position: 9},
  {id: 'csghub/101/install/versions', titleEn: 'Version Compatibility', titleZh: '版本对应关系', position: 10},
];
