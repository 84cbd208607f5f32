/**
 * Stands in for `hoist-non-react-statics` in the browser build. Only Emotion's `withTheme` uses it, and the console
 * never calls `withTheme`; but Emotion imports the CommonJS package for its side effects, so Rollup kept it and the
 * old react-is it needs in the entry every page loads (about 1.3 KB gzip, issue 18). This ES module has none, and
 * still copies a wrapped component's own statics (not React's) should anything call it.
 */
const REACT_STATICS = new Set<string | symbol>([
  '$$typeof',
  'arguments',
  'arity',
  'callee',
  'caller',
  'childContextTypes',
  'compare',
  'contextType',
  'contextTypes',
  'defaultProps',
  'displayName',
  'getDefaultProps',
  'getDerivedStateFromError',
  'getDerivedStateFromProps',
  'length',
  'mixins',
  'name',
  'propTypes',
  'prototype',
  'render',
  'type',
]);

export default function hoistNonReactStatics<T extends object>(target: T, source: object): T {
  for (const key of Reflect.ownKeys(source)) {
    if (REACT_STATICS.has(key) || key in target) continue;
    const descriptor = Object.getOwnPropertyDescriptor(source, key);
    if (descriptor) Object.defineProperty(target, key, descriptor);
  }
  return target;
}
