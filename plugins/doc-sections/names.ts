/** The class of a section's block (global: the stylesheet's rules, the client module, the e2e tests). */
export const SECTION_CLASS = 'doc-section';

/** Set on a section once the browser has laid it out: from then on its placeholder keeps its real height. */
export const LAID_OUT_ATTRIBUTE = 'data-laid-out';

/** Set on the root element where the browser reports sections being laid out (client.ts). */
export const TRACKED_ATTRIBUTE = 'data-sections-tracked';
