/** MUI's Tooltip (with Popper) in a chunk of its own, for deferred-tooltip.tsx. */
import Tooltip, { type TooltipProps } from '@mui/material/Tooltip';

export default function TooltipChunk(props: TooltipProps) {
  return <Tooltip {...props} />;
}
