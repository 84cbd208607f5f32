/** The reference's code font. */
export const MONO = 'ui-monospace, Menlo, Consolas, monospace';
