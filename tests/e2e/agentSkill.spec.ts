/**
 * The agent skill on both production servers (deploy/nginx and workerd as Cloudflare Pages):
 * its SKILL.md and references as Markdown, its folder as a zip, each byte for byte the file
 * the build wrote, linked from the introduction and from llms.txt.
 */
import {readdirSync, readFileSync} from 'node:fs';
import {test, expect, gotoHydrated} from './fixtures';
import {REVALIDATE} from '../../plugins/hosting/rules';
import {AGENT_SKILL_FOLDER} from '../../plugins/agent-skill';

/** The one skill folder the build wrote. */
const [NAME] = readdirSync(`build/${AGENT_SKILL_FOLDER}`).filter((name) => !name.endsWith('.zip'));
const SKILL = `/${AGENT_SKILL_FOLDER}/${NAME}/SKILL.md`;
const ZIP = `/${AGENT_SKILL_FOLDER}/${NAME}.zip`;

test('the skill is served as Markdown and its folder as a zip, as the build wrote them', async ({request}) => {
  expect(SKILL).toMatch(/^\/agent-skill\/[a-z0-9-]+\/SKILL\.md$/);
  const files = {
    [SKILL]: 'text/markdown; charset=utf-8',
    [SKILL.replace(/SKILL\.md$/, 'references/operations.md')]: 'text/markdown; charset=utf-8',
    [ZIP]: 'application/zip',
  };
  for (const [file, type] of Object.entries(files)) {
    const response = await request.get(file);
    expect(response.status(), file).toBe(200);
    expect(response.headers()['content-type'], file).toBe(type);
    expect(response.headers()['cache-control'], file).toBe(REVALIDATE);
    expect(Buffer.compare(await response.body(), readFileSync(`build${file}`)), file).toBe(0);
  }
  expect(await (await request.get(SKILL)).text()).toMatch(/^---\nname: [a-z0-9-]+\ndescription: "/);
});

test('llms.txt links the skill', async ({request}) => {
  expect(await (await request.get('/llms.txt')).text()).toMatch(new RegExp(`\\]\\(https?://[^/)]+${SKILL}\\)`));
});

test('the introduction links the skill and its zip', async ({page, request}) => {
  await gotoHydrated(page, '/docs/introduction');
  const link = page.getByRole('link', {name: 'Agent skill', exact: true});
  await expect(link).toHaveAttribute('href', SKILL);
  await expect(page.getByRole('link', {name: 'as a .zip'})).toHaveAttribute('href', ZIP);
  const response = await request.get((await link.getAttribute('href'))!);
  expect(response.status()).toBe(200);
});
