// react-router-config's ES module, imported by its file (./matchRoutes.ts replaces the package's entry).
declare module 'react-router-config/esm/react-router-config.js' {
  export {renderRoutes} from 'react-router-config';
}
