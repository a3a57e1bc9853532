/**
 * A middleware added to `npm start`'s dev server from a plugin's configureWebpack (the client
 * compilation of the dev server only; a build gets nothing).
 */
import type {IncomingMessage, ServerResponse} from 'node:http';
import type {Plugin} from '@docusaurus/types';

export type DevMiddleware = {
  name: string;
  path: string;
  middleware: (request: IncomingMessage, response: ServerResponse, next: (error?: unknown) => void) => void;
};

type ConfigureWebpack = NonNullable<Plugin['configureWebpack']>;

/** configureWebpack that puts `middleware` first in the dev server's list. */
export function withDevMiddleware(middleware: DevMiddleware): ConfigureWebpack {
  return (config, isServer) => {
    if (isServer || config.mode === 'production') return undefined;
    // Docusaurus merges this into its own dev-server config with webpack-merge, which joins two
    // functions into one that calls both with the same arguments and concatenates what they
    // return. Docusaurus's own setupMiddlewares adds to the list it is given and returns that
    // same list, so this one adds to it too and returns nothing more: returning the list as well
    // would register every middleware twice. (webpack's types leave the dev server out.)
    return {
      devServer: {
        setupMiddlewares(middlewares: DevMiddleware[]): DevMiddleware[] {
          middlewares.unshift(middleware);
          return [];
        },
      },
    } as ReturnType<ConfigureWebpack>;
  };
}
