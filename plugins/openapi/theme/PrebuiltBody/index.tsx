/**
 * The body of a reference page that the generator compiled (../../render/prebuilt.ts):
 * the elements MDX would have made of the page's JSX, rendered as MDX renders them. A name in
 * lower case is an HTML tag; any other is a component the page imported, or one the MDX
 * components provide (`CodeBlock`).
 *
 * In the production browser bundle the elements come without their static HTML, which is a
 * file of its own (../../client/bodyHtml.ts): while React hydrates the page the browser
 * opened, each element's `html` is '' and the HTML already on the page stays as it is (React
 * does not compare what it sets with `dangerouslySetInnerHTML` when it hydrates, and never
 * sets it again while it stays the same); a page reached by a link has loaded the file.
 */
import {createElement, Fragment, useEffect, useState, type ComponentType, type ReactNode} from 'react';
import {useMDXComponents} from '@mdx-js/react';
import type {BodyNode} from '../../client/bodyNode';
import {loadedHtml, preloadBody, withHtml, type CompiledBody} from '../../client/bodyHtml';
import {isHydrating} from '../../../shared/hydration';

export {preloadBody};

/** What an element's component is given: the element's attributes, strings as in the page's JSX. */
type ElementProps = BodyNode[1];

/**
 * A component a page hands over (ApiHtml, CodePanel, …). Each declares props of its own, which
 * neither MDX nor this component checks against the attributes: any component is accepted, and
 * called with the element's attributes and children.
 */
export type PageComponent = ComponentType<never>;

export interface Props {
  readonly nodes: CompiledBody;
  readonly components: Readonly<Record<string, PageComponent>>;
}

export default function PrebuiltBody({nodes: body, components}: Props): ReactNode {
  const provided = useMDXComponents() as Props['components'];
  const nodes = Array.isArray(body) ? (body as readonly BodyNode[]) : (body as {nodes: readonly BodyNode[]}).nodes;
  const [html, setHtml] = useState(() => loadedHtml(body));
  // Decided once: hydrating, the page's own HTML stands; else the body's file is needed.
  const [fromPage] = useState(() => html === undefined && isHydrating());
  const missing = html === undefined && !fromPage;
  useEffect(() => {
    if (!missing) return;
    // The folded route loads the file before it renders the page; this covers any other way in.
    preloadBody(body).then(
      () => setHtml(loadedHtml(body)),
      () => window.location.reload(),
    );
  }, [missing, body]);
  if (missing) return null;
  const render = ([type, props, ...children]: BodyNode): ReactNode => {
    const component = /^[a-z]/.test(type)
      ? type
      : ((components[type] ?? provided[type]) as ComponentType<ElementProps> | undefined);
    if (!component) throw new Error(`Expected component \`${type}\` to be defined: the page does not import it`);
    return createElement(component, withHtml(props, html), ...children.map(render));
  };
  return nodes.length === 1 ? render(nodes[0]) : createElement(Fragment, null, ...nodes.map(render));
}
