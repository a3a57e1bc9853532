/**
 * A block of reference content generated as static HTML at build time
 * (plugins/openapi). React sets it as one string instead of walking thousands of
 * elements, so hydrating an operation page costs almost nothing. Its links still
 * navigate inside the app, and during the build its anchors and links are handed to
 * Docusaurus's broken-link check like any other.
 */
import type {MouseEvent, ReactNode} from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import {useHistory} from '@docusaurus/router';
import {collectReferences} from './references';
import {handleControlClick} from './controls';

export interface Props {
  readonly html: string;
}

/** A click on a same-site link, with no modifier key, that the app can handle itself. */
function internalTarget(event: MouseEvent<HTMLDivElement>): string | undefined {
  if (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey
  ) {
    return undefined;
  }
  const anchor = (event.target as Element).closest?.('a[href]');
  const href = anchor?.getAttribute('href');
  if (!anchor || !href || !href.startsWith('/') || href.startsWith('//') || anchor.hasAttribute('download'))
    return undefined;
  return href;
}

export default function ApiHtml({html}: Props): ReactNode {
  const brokenLinks = useBrokenLinks();
  const history = useHistory();
  if (!ExecutionEnvironment.canUseDOM) {
    const {anchors, links} = collectReferences(html);
    anchors.forEach((anchor) => brokenLinks.collectAnchor(anchor));
    links.forEach((link) => brokenLinks.collectLink(link));
  }
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (handleControlClick(event.target as Element)) return;
    const href = internalTarget(event);
    if (href === undefined) return;
    event.preventDefault();
    history.push(href);
  };
  // The handler only delegates clicks on the links and buttons inside, which keep their own keyboard behaviour.
  return <div className="api-html" onClick={onClick} dangerouslySetInnerHTML={{__html: html}} />;
}
