/**
 * Scroll anchoring past sections never laid out (src/css/custom.css). Until the browser lays a section
 * out, its height is an estimate; when it is laid out, it takes its real height. Chrome keeps what the
 * reader looks at in place by anchoring the scroll to an element in view, but it may pick the placeholder
 * of the section above a heading a script or a key jumped to (scrollIntoView, End, a scrollbar drag):
 * that section then grows, and the heading moves down with it (by_helm, `#storage`: 525 px on a Chinese
 * desktop, every time). This module marks each section the browser has laid out
 * (`contentvisibilityautostatechange`, or `checkVisibility` for those laid out before it ran), and the
 * stylesheet leaves the unmarked ones out of anchoring, so Chrome anchors to what does not grow. Where
 * the event is missing, the root is not marked and anchoring stays the browser's own.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import type {ClientModule} from '@docusaurus/types';
import {LAID_OUT_ATTRIBUTE, SECTION_CLASS, TRACKED_ATTRIBUTE} from './names';

function isSection(target: EventTarget | null): target is Element {
  return target instanceof Element && target.classList.contains(SECTION_CLASS);
}

/** Marks the sections the browser has laid out already (the first screen, a page just rendered). */
function markLaidOut(): void {
  for (const section of Array.from(document.querySelectorAll(`.${SECTION_CLASS}:not([${LAID_OUT_ATTRIBUTE}])`))) {
    // The section's own box is always there (its placeholder); its contents are what the browser skips.
    if (section.firstElementChild?.checkVisibility({contentVisibilityAuto: true})) section.setAttribute(LAID_OUT_ATTRIBUTE, '');
  }
}

const tracks =
  ExecutionEnvironment.canUseDOM &&
  'ContentVisibilityAutoStateChangeEvent' in window &&
  typeof Element.prototype.checkVisibility === 'function';

if (tracks) {
  // The event does not bubble: listened to in the capture phase, for every section of every page.
  document.addEventListener(
    'contentvisibilityautostatechange',
    (event) => {
      if (isSection(event.target) && !(event as ContentVisibilityAutoStateChangeEvent).skipped) {
        event.target.setAttribute(LAID_OUT_ATTRIBUTE, '');
      }
    },
    true,
  );
  markLaidOut();
  document.documentElement.setAttribute(TRACKED_ATTRIBUTE, '');
}

const module: ClientModule = {
  onRouteDidUpdate() {
    if (tracks) markLaidOut();
  },
};
export default module;
