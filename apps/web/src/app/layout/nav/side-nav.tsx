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

/** The column runs the page's full height (its background and border too); the list inside stays in view. */
const columnSx = { flexShrink: 0, bgcolor: 'background.paper', borderRight: 1, borderColor: 'divider' } as const;
const railSx = {
  position: 'sticky',
  top: TOP_BAR_HEIGHT,
  height: `calc(100vh - ${TOP_BAR_HEIGHT}px)`,
  overflowY: 'auto',
  overflowX: 'hidden',
} as const;

export function SideNav() {
  const wide = useMediaQuery(useTheme().breakpoints.up('md'), { noSsr: true });
  const [collapsedWide, setCollapsedWide] = useState(false);
  const [overlayOpen, setOverlayOpen] = useState(false);

  if (wide) {
    const width = collapsedWide ? SIDEBAR_COLLAPSED_WIDTH : SIDEBAR_WIDTH;
    return (
      <Box sx={{ ...columnSx, width, transition: 'width 150ms' }}>
        <Box sx={railSx}>
          <NavList collapsed={collapsedWide} onToggle={() => setCollapsedWide((c) => !c)} />
        </Box>
      </Box>
    );
  }
  return (
    <>
      <Box sx={{ ...columnSx, width: SIDEBAR_COLLAPSED_WIDTH }}>
        <Box sx={railSx}>{!overlayOpen && <NavList collapsed onToggle={() => setOverlayOpen(true)} />}</Box>
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
