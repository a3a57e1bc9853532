/**
 * The body of a reference page that the generator compiled (../../render/prebuilt.ts):
 * the elements MDX would have made of the page's JSX, rendered as MDX renders them. A name in
 * lower case is an HTML tag; any other is a component the page imported, or one the MDX
 * components provide (`CodeBlock`).
 */
import {createElement, Fragment, type ComponentType, type ReactNode} from 'react';
import {useMDXComponents} from '@mdx-js/react';
import type {BodyNode} from '../../client/bodyNode';

/** What an element's component is given: the element's attributes, strings as in the page's JSX. */
type ElementProps = BodyNode[1];

/**
 * A component a page hands over (ApiHtml, CodePanel, …). Each declares props of its own, which
 * neither MDX nor this component checks against the attributes: any component is accepted, and
 * called with the element's attributes and children.
 */
export type PageComponent = ComponentType<never>;

export interface Props {
  readonly nodes: readonly BodyNode[];
  readonly components: Readonly<Record<string, PageComponent>>;
}

export default function PrebuiltBody({nodes, components}: Props): ReactNode {
  const provided = useMDXComponents() as Props['components'];
  const render = ([type, props, ...children]: BodyNode): ReactNode => {
    const component = /^[a-z]/.test(type)
      ? type
      : ((components[type] ?? provided[type]) as ComponentType<ElementProps> | undefined);
    if (!component) throw new Error(`Expected component \`${type}\` to be defined: the page does not import it`);
    return createElement(component, props, ...children.map(render));
  };
  return nodes.length === 1 ? render(nodes[0]) : createElement(Fragment, null, ...nodes.map(render));
}
