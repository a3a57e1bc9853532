/**
 * Client module of the API reference: a link to a field inside collapsed `<details>`
 * (`#request.items.amount`) opens every ancestor and scrolls the field into view, on
 * page load, on client-side navigation and when the hash changes on the page.
 */
import type {ClientModule} from '@docusaurus/types';

/** Opens the `<details>` around `element` (and the element itself, when it is one). */
export function openAncestors(element: Element): void {
  if (element instanceof HTMLDetailsElement) element.open = true;
  for (
    let details = element.parentElement?.closest('details');
    details;
    details = details.parentElement?.closest('details')
  ) {
    details.open = true;
  }
}

function revealHash(): void {
  const id = decodeURIComponent(window.location.hash.slice(1));
  if (!id) return;
  const target = document.getElementById(id);
  if (!target || !target.closest('.api-html')) return;
  const hidden =
    target.closest('details:not([open])') !== null || (target instanceof HTMLDetailsElement && !target.open);
  openAncestors(target);
  if (hidden) target.scrollIntoView({block: 'start'});
}

if (typeof window !== 'undefined') window.addEventListener('hashchange', revealHash);

const clientModule: ClientModule = {
  onRouteDidUpdate({location}) {
    // After Docusaurus has rendered the route and tried its own scroll to the hash.
    if (location.hash) window.requestAnimationFrame(revealHash);
  },
};

export default clientModule;
