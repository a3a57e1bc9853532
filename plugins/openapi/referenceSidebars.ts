/** The sidebars of a reference-only build (its `sidebarPath`): the API sidebar alone. */
import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import {apiSidebarCategory} from './sidebar';
import {referenceRunFiles} from './referenceSite';
import {REFERENCE_FOLDER} from '../shared/routes';
import {siteSwitches} from '../../siteSwitches';

const sidebars: SidebarsConfig = {
  apiSidebar: [apiSidebarCategory(`${referenceRunFiles(siteSwitches.referenceRunDir).docsDir}/${REFERENCE_FOLDER}`)],
};

export default sidebars;
