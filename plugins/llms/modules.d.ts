// Packages without type declarations under their own names.
declare module '@mixmark-io/domino' {
  const domino: {createDocument(html?: string): unknown};
  export default domino;
}

declare module '@joplin/turndown-plugin-gfm' {
  import type TurndownService from 'turndown';
  export const gfm: TurndownService.Plugin;
}
