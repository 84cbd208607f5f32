/**
 * The side navigation over the page on narrow screens (a modal drawer that traps focus), in a chunk of its own: it
 * loads when first opened, not before the shell's first paint (issue 18: Drawer and its Slide transition).
 */
import Drawer from '@mui/material/Drawer';
import { SIDEBAR_WIDTH } from '@dc/contracts';
import { NavList } from './nav-list';

export default function NavDrawer({ open, onClose }: { open: boolean; onClose(): void }) {
  return (
    <Drawer open={open} onClose={onClose} slotProps={{ paper: { sx: { width: SIDEBAR_WIDTH, maxWidth: '85vw' } } }}>
      <NavList collapsed={false} onToggle={onClose} onNavigate={onClose} />
    </Drawer>
  );
}
