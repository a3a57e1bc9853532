// postman-code-generators ships no types; this is the one function the build uses.
declare module 'postman-code-generators' {
  const codegen: {
    convert(
      language: string,
      variant: string,
      request: unknown,
      options: Record<string, unknown>,
      callback: (error: unknown, snippet: string) => void,
    ): void;
  };
  export default codegen;
}

// postman-collection's package.json points at no typings; the build only constructs a Request.
declare module 'postman-collection' {
  export class Request {
    constructor(options: {url: string; method: string; header?: {key: string; value: string}[]; body?: unknown});
  }
}

// openapi-to-postmanv2 ships no types; the downloads use its callback-style convert().
declare module 'openapi-to-postmanv2' {
  const converter: {
    convert(
      input: {type: 'json'; data: unknown},
      options: Record<string, unknown>,
      callback: (error: unknown, result: {result: boolean; reason?: string; output: {data: unknown}[]}) => void,
    ): void;
  };
  export default converter;
}
