/**
 * A full page load of one of our own server paths (a download), for what the router cannot show.
 * An object so tests can watch it: jsdom does not navigate.
 */
export const pageLoad = {
  open(path: string): void {
    window.location.assign(path);
  },
};
