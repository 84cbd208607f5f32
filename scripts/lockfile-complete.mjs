// Is package-lock.json complete? `npm ci` refuses a lockfile in which some declared dependency has no entry
// ("Missing: @rollup/rollup-android-arm-eabi ..."), and `npm install` then quietly adds the entries, rewriting a
// tracked file. This finds those holes offline, the way npm resolves: from the dependent's folder up to the root.

/** Where npm would look for `name` when `where` (a lockfile key) requires it, nearest first. */
function candidates(where, name) {
  const out = [];
  let dir = where;
  for (;;) {
    out.push(dir ? `${dir}/node_modules/${name}` : `node_modules/${name}`);
    if (!dir) return out;
    const i = dir.lastIndexOf('/node_modules/');
    dir = i >= 0 ? dir.slice(0, i) : '';
  }
}

/** The declared dependencies of each lockfile entry that no entry satisfies, as `dependent -> name`. */
export function missingEntries(lock) {
  const packages = lock.packages ?? {};
  const missing = [];
  for (const [where, entry] of Object.entries(packages)) {
    if (entry.link) continue;
    // Workspaces and the root install their development dependencies too; installed packages do not.
    const own = !where.includes('node_modules/');
    const names = {
      ...entry.dependencies,
      ...entry.optionalDependencies,
      ...(own ? entry.devDependencies : {}),
    };
    for (const name of Object.keys(names)) {
      if (!candidates(where, name).some((c) => packages[c])) missing.push(`${where || '(root)'} -> ${name}`);
    }
  }
  return missing;
}
