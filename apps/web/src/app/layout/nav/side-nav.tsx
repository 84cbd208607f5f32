/**
 * Side navigation (spec 1 section 2.2): 256 px, or 64 px collapsed; collapsed below the medium breakpoint,
 * where expanding opens it over the page (a modal drawer that traps focus) instead of pushing the content.
 */
import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useState } from 'react';
import { SIDEBAR_COLLAPSED_WIDTH, SIDEBAR_WIDTH, TOP_BAR_HEIGHT } from '@dc/contracts';
import { onDemand, useOnDemand } from '../../../shared/lib/on-demand';
import { RenderStep } from '../../../shared/ui/render-step';
import { NavList } from './nav-list';

/** The drawer's code loads when it is first opened (nav-drawer.tsx). */
const drawerModule = onDemand(() => import('./nav-drawer'));

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
  // Once opened, the drawer stays mounted, so it closes with its transition like any other.
  const [overlayOpened, setOverlayOpened] = useState(false);
  const NavDrawer = useOnDemand(drawerModule, overlayOpened)?.default;
  const openOverlay = () => {
    setOverlayOpen(true);
    setOverlayOpened(true);
  };

  if (wide) {
    const width = collapsedWide ? SIDEBAR_COLLAPSED_WIDTH : SIDEBAR_WIDTH;
    return (
      <Box sx={{ ...columnSx, width, transition: 'width 150ms' }}>
        <Box sx={railSx}>
          <RenderStep>
            <NavList collapsed={collapsedWide} onToggle={() => setCollapsedWide((c) => !c)} inSteps />
          </RenderStep>
        </Box>
      </Box>
    );
  }
  return (
    <>
      <Box sx={{ ...columnSx, width: SIDEBAR_COLLAPSED_WIDTH }}>
        {/* The rail's list stays until the drawer is there to take over (its code may still be on the way). */}
        <Box sx={railSx}>
          <RenderStep>{!(overlayOpen && NavDrawer) && <NavList collapsed onToggle={openOverlay} inSteps />}</RenderStep>
        </Box>
      </Box>
      {NavDrawer && <NavDrawer open={overlayOpen} onClose={() => setOverlayOpen(false)} />}
    </>
  );
}
