/**
 * The filter editor's rules (spec 2 sections 4, 5 "Filter condition"), on the contracts' parser: Apply keeps a
 * valid filter (shown read-only with Edit and Remove); an invalid or empty condition keeps the editor, says why,
 * and clears the stored filter. Edit returns the condition to the editor, where it must be applied again.
 */
import { formatFilterCondition, parseFilterCondition, type EventFilter, type FilterMessage } from '@dc/contracts';

export interface FilterEditorState {
  condition: string;
  applied: EventFilter | null;
  error: FilterMessage | null;
}

export const EMPTY_FILTER_EDITOR: FilterEditorState = { condition: '', applied: null, error: null };

export function applyCondition(condition: string): FilterEditorState {
  const result = parseFilterCondition(condition);
  return result.ok
    ? { condition, applied: result.filter, error: null }
    : { condition, applied: null, error: result.message };
}

export const typeCondition = (condition: string): FilterEditorState => ({ condition, applied: null, error: null });

export const editApplied = (state: FilterEditorState): FilterEditorState => ({
  condition: state.applied ? formatFilterCondition(state.applied) : state.condition,
  applied: null,
  error: null,
});

/**
 * The filter edit of an existing subscription: the filter is saved only if valid, otherwise sent as null; Save is
 * disabled while the condition says the same as the stored one (spaces do not count).
 */
export function filterToSave(condition: string): EventFilter | null {
  const result = parseFilterCondition(condition);
  return result.ok ? result.filter : null;
}

export const isUnchangedCondition = (condition: string, stored: EventFilter | null) =>
  condition.replace(/\s+/g, '') === (stored?.criteria ?? '');
