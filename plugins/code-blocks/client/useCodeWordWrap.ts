/**
 * The stock `useCodeWordWrap` (@docusaurus/theme-common, v3.10.2: hooks/useCodeWordWrap.ts), same
 * result, measured at another time. The stock hook reads each block's `scrollWidth` and `clientWidth`
 * in an effect of the render that mounts it: during the hydration of a page with code blocks the
 * first read lays out the whole page, synchronously, inside the hydration task (about 340 ms at 4x CPU
 * slowdown on the English csghub/101/install/by_helm, Nov 2026). This one reads them in a
 * ResizeObserver's callback, which the browser runs right after a layout it does anyway: when the
 * block is first laid out, when its width or its code's width changes (a window resize, the reader's
 * host put into the code, word wrap turned on or off), and when a hidden tab that holds it is shown.
 */
import {useCallback, useEffect, useMemo, useState, type RefObject} from 'react';

type Listener = () => void;

/** One observer for every block of the page; each observed element calls its block back. */
const listeners = new Map<Element, Listener>();
let observer: ResizeObserver | undefined;

function observe(element: Element, listener: Listener): void {
  observer ??= new ResizeObserver((entries) => {
    for (const entry of entries) listeners.get(entry.target)?.();
  });
  listeners.set(element, listener);
  observer.observe(element);
}

function unobserve(element: Element): void {
  listeners.delete(element);
  observer?.unobserve(element);
}

/** Whether a block scrolls sideways, or has word wrap on (then the button stays to turn it off). */
export function isScrollable(pre: HTMLElement): boolean {
  return pre.scrollWidth > pre.clientWidth || Boolean(pre.querySelector('code')?.hasAttribute('style'));
}

export interface CodeWordWrap {
  readonly codeBlockRef: RefObject<HTMLPreElement | null>;
  readonly isEnabled: boolean;
  readonly isCodeScrollable: boolean;
  readonly toggle: () => void;
}

/**
 * What the stock hook returns. `codeBlockRef` is a ref object, as the stock `<pre>` expects, whose
 * setter starts observing the `<pre>` React attaches (and its `<code>`) and stops observing the one it detaches.
 */
export function useCodeWordWrap(): CodeWordWrap {
  const [isEnabled, setIsEnabled] = useState(false);
  const [isCodeScrollable, setIsCodeScrollable] = useState(false);
  const codeBlockRef = useMemo(() => {
    let pre: HTMLPreElement | null = null;
    let code: Element | null = null;
    const measure = () => {
      if (pre) setIsCodeScrollable(isScrollable(pre));
    };
    return {
      get current() {
        return pre;
      },
      set current(node: HTMLPreElement | null) {
        if (node === pre) return;
        if (pre) unobserve(pre);
        if (code) unobserve(code);
        pre = node;
        code = node?.querySelector('code') ?? null;
        if (pre) observe(pre, measure);
        if (code) observe(code, measure);
      },
    };
  }, []);
  // Detach on unmount, whatever React does with the ref.
  useEffect(() => () => void (codeBlockRef.current = null), [codeBlockRef]);
  const toggle = useCallback(() => {
    const code = codeBlockRef.current?.querySelector('code');
    if (!code) return;
    if (isEnabled) {
      code.removeAttribute('style');
    } else {
      code.style.whiteSpace = 'pre-wrap';
      // No scrollbar in any case: very long words, strings or tokens wrap too.
      code.style.overflowWrap = 'anywhere';
    }
    setIsEnabled((value) => !value);
  }, [codeBlockRef, isEnabled]);
  return {codeBlockRef, isEnabled, isCodeScrollable, toggle};
}
