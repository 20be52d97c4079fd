/**
 * The options of a plugin that writes generated pages before the docs plugin reads them
 * (plugins/api-reference, plugins/config-reference): `{enabled?: boolean}`. Off, the plugin itself
 * removes its earlier output when Docusaurus creates it, so that reading the configuration has no
 * file-system side effect.
 */
export interface EnabledOptions {
  readonly id: string;
  readonly enabled: boolean;
}

/** The options as written in the configuration (`enabled` defaults to true); anything else stops the build. */
export function parseEnabledOptions(plugin: string, options: unknown): EnabledOptions {
  const given = options ?? {};
  const fail = (): never => {
    throw new Error(`[${plugin}] options: expected {enabled?: boolean}, got ${JSON.stringify(options)}`);
  };
  if (typeof given !== 'object' || Array.isArray(given)) return fail();
  const {id = 'default', enabled = true, ...rest} = given as Record<string, unknown>;
  if (Object.keys(rest).length > 0 || typeof enabled !== 'boolean' || typeof id !== 'string') return fail();
  return {id, enabled};
}
