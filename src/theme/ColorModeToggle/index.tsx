/**
 * Original source (wrapped through @theme-original, not copied):
 * https://github.com/facebook/docusaurus/blob/v3.10.2/packages/docusaurus-theme-classic/src/theme/ColorModeToggle/index.tsx
 * Reason for overriding: The site wants light by default and a three-state light / dark / system toggle; 3.10 offers the
 * system state only with `respectPrefersColorScheme: true`. This cycles light → dark → system and stores
 * "system", which plugins/color-mode-system applies before the first paint.
 * src/theme/README.md gives the whole reason.
 */
import React, {useCallback, useEffect, useSyncExternalStore, type ReactNode} from 'react';
import ColorModeToggle from '@theme-original/ColorModeToggle';
import type {Props} from '@theme/ColorModeToggle';
import {useColorMode, type ColorMode} from '@docusaurus/theme-common';

// Keep in step with plugins/color-mode-system (the inline script that applies a stored "system").
const SYSTEM_CHOICE = 'system';
const THEME_STORAGE_KEY = 'theme';
const DARK_QUERY = '(prefers-color-scheme: dark)';

function systemColorMode(): ColorMode {
  return window.matchMedia(DARK_QUERY).matches ? 'dark' : 'light';
}

function subscribeToChoice(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, {attributes: true, attributeFilter: ['data-theme-choice']});
  return () => observer.disconnect();
}

function isSystemChoice(): boolean {
  return document.documentElement.getAttribute('data-theme-choice') === SYSTEM_CHOICE;
}

function storeChoice(value: string): void {
  try {
    window.localStorage.setItem(THEME_STORAGE_KEY, value);
  } catch (error) {
    console.error('[color mode] could not save the color mode choice; it lasts until the page is left', error);
  }
}

/**
 * The navbar toggle cycles light → dark → system even though the site config does not follow the
 * system preference by default (see plugins/color-mode-system for why and how "system" is stored).
 */
export default function ColorModeToggleWrapper(props: Props): ReactNode {
  const {setColorMode} = useColorMode();
  const system = useSyncExternalStore(subscribeToChoice, isSystemChoice, () => false);

  // setColorMode stores the effective mode; the stored choice is then put back to "system".
  const followSystem = useCallback(() => {
    setColorMode(systemColorMode());
    storeChoice(SYSTEM_CHOICE);
    document.documentElement.setAttribute('data-theme-choice', SYSTEM_CHOICE);
  }, [setColorMode]);

  useEffect(() => {
    if (!system) return undefined;
    const query = window.matchMedia(DARK_QUERY);
    query.addEventListener('change', followSystem);
    return () => query.removeEventListener('change', followSystem);
  }, [system, followSystem]);

  const onChange = useCallback(
    (next: ColorMode | null) => {
      if (next === null) {
        followSystem();
      } else {
        props.onChange(next);
      }
    },
    [followSystem, props],
  );

  return <ColorModeToggle {...props} respectPrefersColorScheme value={system ? null : props.value} onChange={onChange} />;
}
