/** The CSGHub release a page's facts hold for: front matter `csghub_version`, such as `v1.10`. */
export const RELEASE_KEY = 'csghub_version';
export const RELEASE_PATTERN = /^v\d+\.\d+(?:\.\d+)?$/;

/** The page's release, or null when it names none. A value of the wrong shape is an error. */
export function releaseOf(frontMatter: Readonly<Record<string, unknown>>): string | null {
  const value = frontMatter[RELEASE_KEY];
  if (value === undefined) return null;
  if (typeof value !== 'string' || !RELEASE_PATTERN.test(value)) {
    throw new Error(`front matter ${RELEASE_KEY} must look like v1.10 or v1.10.0; got ${JSON.stringify(value)}`);
  }
  return value;
}
