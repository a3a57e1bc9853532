/**
 * The body of a reference page that the generator compiled (plugins/openapi/render/prebuilt.ts):
 * the elements MDX would have made of the page's JSX, rendered as MDX renders them. A name in
 * lower case is an HTML tag; any other is a component the page imported, or one the MDX
 * components provide (`CodeBlock`).
 */
import {createElement, Fragment, type ComponentType, type ReactNode} from 'react';
import {useMDXComponents} from '@mdx-js/react';
import type {BodyNode} from '@site/plugins/openapi/client/bodyNode';

export interface Props {
  readonly nodes: readonly BodyNode[];
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each component has its own props
  readonly components: Readonly<Record<string, ComponentType<any>>>;
}

export default function PrebuiltBody({nodes, components}: Props): ReactNode {
  const provided = useMDXComponents() as Props['components'];
  const render = ([type, props, ...children]: BodyNode): ReactNode => {
    const component = /^[a-z]/.test(type) ? type : (components[type] ?? provided[type]);
    if (!component) throw new Error(`Expected component \`${type}\` to be defined: the page does not import it`);
    return createElement(component, props, ...children.map(render));
  };
  return nodes.length === 1 ? render(nodes[0]) : createElement(Fragment, null, ...nodes.map(render));
}
