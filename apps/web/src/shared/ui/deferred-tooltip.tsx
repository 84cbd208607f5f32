/**
 * A tooltip whose code (MUI Tooltip and Popper, about 12 KB gzip, and the menus chunk they reach) loads when the user
 * first moves the pointer, touches or types on the page (issue 18): the element shows at once, alone, and gets its
 * tooltip when the code has arrived. Loading it right after the first paint put its download and a long task (the
 * chunks' evaluation, every tooltip's render) into every page's load although nobody had pointed at anything yet.
 * The pointer resting on the element when the code arrives opens the tooltip as usual: Chromium tells the new
 * element with a mouseover. `needed` false loads nothing (a collapsed-only tooltip). The element's accessible name
 * must not depend on the tooltip: give it its own aria-label.
 */
import type { TooltipProps } from '@mui/material/Tooltip';
import { onDemand, useOnDemand } from '../lib/on-demand';

/** The first pointer move, touch or key press (not a load, a programmatic focus or a scroll by the page). */
const userActs = () =>
  new Promise((acted) => {
    for (const type of ['pointermove', 'pointerdown', 'keydown'])
      addEventListener(type, acted, { capture: true, once: true });
  });

const tooltipModule = onDemand(() => userActs().then(() => import('./deferred-tooltip-chunk')));

export function DeferredTooltip({ needed = true, ...props }: TooltipProps & { needed?: boolean }) {
  const Tooltip = useOnDemand(tooltipModule, needed)?.default;
  return Tooltip ? <Tooltip {...props} /> : props.children;
}
