import { createContext, useContext } from 'react';
import type { ShellState } from './shell-state';

export const ShellStateContext = createContext<ShellState>('checking');

export const useShellState = (): ShellState => useContext(ShellStateContext);
