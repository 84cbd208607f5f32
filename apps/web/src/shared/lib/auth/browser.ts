/** Page navigations that leave the single-page app, behind one seam so tests can observe them. */
export const browser = {
  assign(url: string): void {
    window.location.assign(url);
  },
  replace(url: string): void {
    window.location.replace(url);
  },
};
