/**
 * Links are real anchors: a plain left click navigates in the page, any other (a modifier, the middle button, a
 * target) is left to the browser, so Ctrl or Cmd-click opens a new tab. Navigate moves once it has rendered.
 */
import {
  forwardRef,
  useEffect,
  type AnchorHTMLAttributes,
  type CSSProperties,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { useLocation, useRouter } from './context';
import { createPath, type Location } from './history';
import { resolveTo, type NavigateOptions, type To } from './router';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'>, NavigateOptions {
  to: To;
}

const isPlainClick = (event: MouseEvent<HTMLAnchorElement>, target: string | undefined) =>
  !event.defaultPrevented &&
  event.button === 0 &&
  (!target || target === '_self') &&
  !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey);

function useLinkClick({ to, replace, state, target, onClick }: LinkProps, location: Location) {
  const router = useRouter();
  const path = createPath(resolveTo(to, location));
  const handle = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!isPlainClick(event, target)) return;
    event.preventDefault();
    // Following a link to the page already shown does not add a history entry.
    void router.navigate(path, { replace: replace ?? createPath(location) === path, state });
  };
  return { path, handle };
}

export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(props, ref) {
  const { to: _to, replace: _replace, state: _state, onClick: _onClick, ...anchor } = props;
  const { path, handle } = useLinkClick(props, useLocation());
  return <a {...anchor} ref={ref} href={path} onClick={handle} />;
});

export interface NavLinkProps extends Omit<LinkProps, 'className' | 'style' | 'children'> {
  className?: string | ((active: { isActive: boolean }) => string | undefined);
  style?: CSSProperties | ((active: { isActive: boolean }) => CSSProperties | undefined);
  children?: ReactNode | ((active: { isActive: boolean }) => ReactNode);
  /** Active only on its own path, not below it. */
  end?: boolean;
}

/** A Link that knows it leads to the page shown (or one below it): aria-current="page" and the class 'active'. */
export const NavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(function NavLink(props, ref) {
  const { to, replace, state, onClick, className, style, children, end, ...anchor } = props;
  const location = useLocation();
  const { path, handle } = useLinkClick({ to, replace, state, onClick, target: anchor.target }, location);
  const own = resolveTo(to, location).pathname.toLowerCase().replace(/(.)\/+$/, '$1');
  const here = location.pathname.toLowerCase();
  const isActive = here === own || (!end && own !== '/' && here.startsWith(`${own}/`)) || (!end && own === '/');
  const active = { isActive };
  const classes = typeof className === 'function' ? className(active) : [className, isActive && 'active'];
  return (
    <a
      {...anchor}
      ref={ref}
      href={path}
      onClick={handle}
      aria-current={isActive ? 'page' : undefined}
      className={(Array.isArray(classes) ? classes.filter(Boolean).join(' ') : classes) || undefined}
      style={typeof style === 'function' ? style(active) : style}
    >
      {typeof children === 'function' ? children(active) : children}
    </a>
  );
});

/** Navigates once rendered: a redirect (with `replace`, it takes the place of the URL that led here). */
export function Navigate({ to, replace, state }: { to: To } & NavigateOptions) {
  const router = useRouter();
  const location = useLocation();
  const path = createPath(resolveTo(to, location));
  useEffect(() => {
    void router.navigate(path, { replace, state });
    // Once per target: a re-render at the same place must not navigate again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [router, path, replace]);
  return null;
}
