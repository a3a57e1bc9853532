/**
 * Whether React is still hydrating the page the browser opened: Docusaurus marks the end of
 * it on `<html>` (`data-has-hydrated="true"`). Browser code only. While it is, the page's HTML
 * is already on screen, so nothing needs loading to show it (plugins/lean-client's folded
 * routes, plugins/openapi's compiled bodies).
 */
export const isHydrating = (): boolean => document.documentElement.dataset.hasHydrated !== 'true';
