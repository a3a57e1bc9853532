// Side-effect module: registers the Prism grammar on pages whose code uses it.
import {withGlobalPrism} from './withGlobalPrism';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- Prism components are CommonJS side effects
withGlobalPrism(() => require('prismjs/components/prism-csharp'));
