/**
 * Side navigation (spec 1 section 2.2): 256 px, or 64 px collapsed; collapsed below the medium breakpoint,
 * where expanding opens it over the page (a modal drawer that traps focus) instead of pushing the content.
 */
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useState } from 'react';
import { SIDEBAR_COLLAPSED_WIDTH, SIDEBAR_WIDTH, TOP_BAR_HEIGHT } from '@dc/contracts';
import { NavList } from './nav-list';

const railSx = {
  flexShrink: 0,
  position: 'sticky',
  top: TOP_BAR_HEIGHT,
  alignSelf: 'flex-start',
  height: `calc(100vh - ${TOP_BAR_HEIGHT}px)`,
  overflowY: 'auto',
  overflowX: 'hidden',
  bgcolor: 'background.paper',
  borderRight: 1,
  borderColor: 'divider',
} as const;

export function SideNav() {
  const wide = useMediaQuery(useTheme().breakpoints.up('md'), { noSsr: true });
  const [collapsedWide, setCollapsedWide] = useState(false);
  const [overlayOpen, setOverlayOpen] = useState(false);

  if (wide) {
    const width = collapsedWide ? SIDEBAR_COLLAPSED_WIDTH : SIDEBAR_WIDTH;
    return (
      <Box sx={{ ...railSx, width, transition: 'width 150ms' }}>
        <NavList collapsed={collapsedWide} onToggle={() => setCollapsedWide((c) => !c)} />
      </Box>
    );
  }
  return (
    <>
      <Box sx={{ ...railSx, width: SIDEBAR_COLLAPSED_WIDTH }}>
        {!overlayOpen && <NavList collapsed onToggle={() => setOverlayOpen(true)} />}
      </Box>
      <Drawer
        open={overlayOpen}
        onClose={() => setOverlayOpen(false)}
        slotProps={{ paper: { sx: { width: SIDEBAR_WIDTH, maxWidth: '85vw' } } }}
      >
        <NavList collapsed={false} onToggle={() => setOverlayOpen(false)} onNavigate={() => setOverlayOpen(false)} />
      </Drawer>
    </>
  );
}
