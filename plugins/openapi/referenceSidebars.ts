/** The sidebars of a reference-only build (its `sidebarPath`): the API sidebar alone. */
import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import {apiSidebarCategory} from './sidebar';
import {REFERENCE_ONLY_DOCS_DIR} from './referenceSite';
import {REFERENCE_FOLDER} from '../shared/routes';

const sidebars: SidebarsConfig = {
  apiSidebar: [apiSidebarCategory(`${REFERENCE_ONLY_DOCS_DIR}/${REFERENCE_FOLDER}`)],
};

export default sidebars;
