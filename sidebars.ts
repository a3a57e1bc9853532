import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import {apiSidebarCategory} from './plugins/openapi/sidebar';
import {REFERENCE_FOLDER} from './plugins/shared/routes';
import {guideSidebar} from './guideSidebar';

/** The hand-written guide sidebar (guideSidebar.ts) and the API sidebar, generated with the reference (plugins/openapi). */
const sidebars: SidebarsConfig = {
  guideSidebar,
  apiSidebar: [apiSidebarCategory(`docs/${REFERENCE_FOLDER}`, 'Partner API')],
};

export default sidebars;
