/**
 * A tooltip whose code (MUI Tooltip and Popper, about 12 KB gzip) loads after the first paint (issue 18): the element
 * shows at once, alone, and gets its tooltip when the code has arrived. `needed` false loads nothing (a collapsed-only
 * tooltip). The element's accessible name must not depend on the tooltip: give it its own aria-label.
 */
import type { TooltipProps } from '@mui/material/Tooltip';
import { onDemand, useOnDemand } from '../lib/on-demand';

const tooltipModule = onDemand(() => import('./deferred-tooltip-chunk'));

export function DeferredTooltip({ needed = true, ...props }: TooltipProps & { needed?: boolean }) {
  const Tooltip = useOnDemand(tooltipModule, needed)?.default;
  return Tooltip ? <Tooltip {...props} /> : props.children;
}
