/**
 * An element of a reference page body the generator compiled (render/prebuilt.ts), which
 * theme/PrebuiltBody renders: its type (a component's name, or an HTML tag when in
 * lower case, as MDX reads a JSX name), its attributes, and its child elements.
 */
export type BodyNode = [type: string, props: Record<string, string>, ...children: BodyNode[]];
