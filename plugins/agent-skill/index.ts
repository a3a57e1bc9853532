/**
 * The agent skill: a folder a partner's coding agent installs to integrate with the API
 * (SKILL.md and references/operations.md, ./skill.ts), published at
 * `/agent-skill/<name>/SKILL.md` and as `/agent-skill/<name>.zip`, written from the spec
 * model after the pages (plugins/site-outputs), for the portal and a reference built alone.
 */
import {existsSync, mkdirSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {SpecModel} from '../openapi/model';
import {linkBase} from '../openapi/descriptionLinks';
import {DOWNLOAD_FILES} from '../openapi/downloads';
import {LLMS_INDEX_PATH} from '../shared/routes';
import {skillLinks, type SkillLinkOptions} from './links';
import {renderSkill, skillName} from './skill';
import {zipFiles} from './zip';

/** The folder of the site that holds the skill. */
export const AGENT_SKILL_FOLDER = 'agent-skill';

/** The site path of the skill's SKILL.md. */
export function agentSkillPath(model: SpecModel): string {
  return `/${AGENT_SKILL_FOLDER}/${skillName(model)}/SKILL.md`;
}

/** The site path of the zip of the skill's folder. */
export function agentSkillZipPath(model: SpecModel): string {
  return `/${AGENT_SKILL_FOLDER}/${skillName(model)}.zip`;
}

/** What the build publishes that the skill points an agent to, when the build has it. */
const PUBLISHED = [
  {label: 'llms.txt: every page of these docs, as Markdown links', path: LLMS_INDEX_PATH},
  {label: 'The OpenAPI description (JSON)', path: `/downloads/${DOWNLOAD_FILES.json}`},
];

/**
 * Where the skill sends a description's links to site paths: the portal's own pages (`checked`,
 * as its reference does), or for a reference built alone the owner's site (`--link-base`, else
 * the origin of the description's `externalDocs`), or nowhere (their text).
 */
export function skillPathBase(
  descriptionLinks: 'checked' | 'external-only',
  option: string | undefined,
  root: unknown,
): SkillLinkOptions['pathBase'] {
  return descriptionLinks === 'checked' ? 'site' : linkBase(option, root)?.url;
}

export interface WriteAgentSkillOptions extends Omit<SkillLinkOptions, 'linkTarget'> {
  outDir: string;
  model: SpecModel;
}

/** Writes the skill's folder and its zip into the build; returns what it wrote, for the log. */
export function writeAgentSkill({outDir, model, ...linkOptions}: WriteAgentSkillOptions): string {
  const links = skillLinks({...linkOptions, linkTarget: model.linkTarget});
  const published = PUBLISHED.filter((item) => existsSync(path.join(outDir, item.path)));
  const files = renderSkill(model, {links, published});
  const name = skillName(model);
  const folder = path.join(outDir, AGENT_SKILL_FOLDER, name);
  rmSync(folder, {recursive: true, force: true});
  for (const file of files) {
    mkdirSync(path.dirname(path.join(folder, file.path)), {recursive: true});
    writeFileSync(path.join(folder, file.path), file.text);
  }
  const zip = zipFiles(files.map((file) => ({name: `${name}/${file.path}`, data: Buffer.from(file.text, 'utf8')})));
  writeFileSync(path.join(outDir, agentSkillZipPath(model)), zip);
  return `agent skill: ${agentSkillPath(model)} (${files.length} files) and ${agentSkillZipPath(model)}`;
}
