/**
 * A detail page's tabs with the open tab in the URL, so a reload or a shared link keeps it (spec 2 sections 2.2,
 * 2.3, 2.4): the tab bar (scrollable on a phone) and the panel, labelled by each other for screen readers.
 */
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useCallback, type ReactNode } from 'react';
import { useSearchParams } from '../router';

export interface UrlTabOptions<T extends string> {
  /** The query parameter that holds the open tab. */
  param: string;
  /** The tabs that can be open. */
  tabs: readonly T[];
  /** The tab shown when the parameter names none of them. */
  fallback: T;
  /** Opening the fallback tab takes the parameter out of the URL. */
  omitFallback?: boolean;
  /** Switching tabs replaces the history entry instead of adding one. */
  replace?: boolean;
}

/** The tab a parameter value names, or the fallback. */
export const readTab = <T extends string>(value: string | null, tabs: readonly T[], fallback: T): T =>
  (tabs as readonly string[]).includes(value ?? '') ? (value as T) : fallback;

export function useUrlTab<T extends string>(options: UrlTabOptions<T>): [T, (tab: T) => void] {
  const { param, tabs, fallback, omitFallback, replace } = options;
  const [search, setSearch] = useSearchParams();
  const select = useCallback(
    (next: T) =>
      setSearch(
        (prev) => {
          const out = new URLSearchParams(prev);
          if (omitFallback && next === fallback) out.delete(param);
          else out.set(param, next);
          return out;
        },
        { replace },
      ),
    [setSearch, param, fallback, omitFallback, replace],
  );
  return [readTab(search.get(param), tabs, fallback), select];
}

const tabId = (id: string, tab: string) => `${id}-tab-${tab}`;
const panelId = (id: string, tab: string) => `${id}-panel-${tab}`;

export interface UrlTabsProps<T extends string> {
  /** Prefix of the tabs' and panels' element ids. */
  id: string;
  /** The tab list's accessible name. */
  label: string;
  tabs: readonly T[];
  tab: T;
  labelOf(tab: T): string;
  onSelect(tab: T): void;
  disabled?: readonly T[];
  sx?: SxProps<Theme>;
  /** Shown under the tab bar, such as why some tabs are disabled. */
  children?: ReactNode;
}

export function UrlTabs<T extends string>(props: UrlTabsProps<T>) {
  const { id, label, tabs, tab, labelOf, onSelect, disabled, sx, children } = props;
  return (
    <Box sx={[{ borderBottom: 1, borderColor: 'divider' }, ...(Array.isArray(sx) ? sx : [sx])]}>
      <Tabs
        value={tab}
        onChange={(_, next: T) => onSelect(next)}
        aria-label={label}
        variant="scrollable"
        allowScrollButtonsMobile
      >
        {tabs.map((value) => (
          <Tab
            key={value}
            value={value}
            label={labelOf(value)}
            id={tabId(id, value)}
            aria-controls={panelId(id, value)}
            disabled={disabled?.includes(value)}
          />
        ))}
      </Tabs>
      {children}
    </Box>
  );
}

export function UrlTabPanel({
  id,
  tab,
  children,
  sx,
}: {
  id: string;
  tab: string;
  children: ReactNode;
  sx?: SxProps<Theme>;
}) {
  return (
    <Box role="tabpanel" id={panelId(id, tab)} aria-labelledby={tabId(id, tab)} sx={sx}>
      {children}
    </Box>
  );
}
