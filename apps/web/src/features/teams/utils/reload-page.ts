/** A page reload (after removing oneself or changing one's own role); a seam for tests. */
export const reloadPage = () => window.location.reload();
