/**
 * Shows and hides its content by sliding its height, as MUI's vertical Collapse does (the same three nested divs and
 * transition, an 'auto' duration from the content's height, hidden once closed), without its module: it was part of
 * the products gallery's first paint through the alerts and the navigation's groups (issue 18).
 */
import { styled, useTheme } from '@mui/material/styles';
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';

type Phase = 'entering' | 'entered' | 'exiting' | 'exited';

const Root = styled('div')(({ theme }) => ({
  height: 0,
  overflow: 'hidden',
  transition: theme.transitions.create('height'),
  '&[data-phase="entered"]': { height: 'auto', overflow: 'visible' },
  '&[data-phase="hidden"]': { visibility: 'hidden' },
}));
const Wrapper = styled('div')({ display: 'flex', width: '100%' });
const WrapperInner = styled('div')({ width: '100%' });

export interface CollapseProps {
  in: boolean;
  /** 'auto': the duration follows the content's height (the theme's getAutoHeightDuration); a number: ms. */
  timeout?: number | 'auto';
  /** Closed, the content leaves the page (instead of staying hidden). */
  unmountOnExit?: boolean;
  children: ReactNode;
}

export function Collapse({ in: open, timeout, unmountOnExit = false, children }: CollapseProps) {
  const theme = useTheme();
  const [phase, setPhase] = useState<Phase>(open ? 'entered' : 'exited');
  const node = useRef<HTMLDivElement>(null);
  const wrapper = useRef<HTMLDivElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const mounted = useRef(false);
  useEffect(() => () => clearTimeout(timer.current), []);

  useLayoutEffect(() => {
    const el = node.current;
    if (!mounted.current || !el) {
      mounted.current = true;
      return;
    }
    clearTimeout(timer.current);
    const contentHeight = () => wrapper.current?.clientHeight ?? 0;
    // From where the slide starts; reading the height lays it out, so the browser transitions from there.
    el.style.height = open ? '0px' : `${contentHeight()}px`;
    const height = contentHeight();
    const ms =
      timeout === 'auto'
        ? theme.transitions.getAutoHeightDuration(height)
        : (timeout ?? theme.transitions.duration.standard);
    el.style.transitionDuration = `${ms}ms`;
    el.style.height = open ? `${height}px` : '0px';
    setPhase(open ? 'entering' : 'exiting');
    timer.current = setTimeout(() => {
      if (open) el.style.height = 'auto';
      setPhase(open ? 'entered' : 'exited');
    }, ms);
    // A slide starts when `in` changes, nothing else.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  if (unmountOnExit && phase === 'exited' && !open) return null;
  return (
    <Root
      ref={node}
      data-phase={phase === 'entered' ? 'entered' : phase === 'exited' && !open ? 'hidden' : undefined}
      style={{ minHeight: '0px' }}
    >
      <Wrapper ref={wrapper}>
        <WrapperInner>{children}</WrapperInner>
      </Wrapper>
    </Root>
  );
}
