/** Docs the frame (announcement bar, footer) links to, by path under the locale's base URL. */
export const FRAME_DOCS = {
  intro: '/intro',
  csghubIntroduction: '/csghub/101/introduction',
  gettingStarted: '/csghub/101/getting_started',
} as const;
