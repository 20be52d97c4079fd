// Stands in for the classic theme's `prism-include-languages` client module (see index.ts): the
// languages are registered by client/HighlightedContent.tsx, with Prism, when a page needs them.
export {};
