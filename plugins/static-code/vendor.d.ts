// Prism's language catalogue (ids, aliases, dependencies); @types/prismjs does not cover it.
declare module 'prismjs/components.js' {
  const components: {languages: Record<string, unknown>};
  export default components;
}
