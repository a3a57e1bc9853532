// Side-effect module: registers the Prism grammar on pages whose code uses it.
import {withGlobalPrism} from './withGlobalPrism';

withGlobalPrism(() => {
  /* eslint-disable @typescript-eslint/no-require-imports -- Prism components are CommonJS side effects */
  require('prismjs/components/prism-markup-templating');
  require('prismjs/components/prism-php');
  /* eslint-enable @typescript-eslint/no-require-imports */
});
