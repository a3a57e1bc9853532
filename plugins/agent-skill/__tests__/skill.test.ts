import {mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import {afterAll, describe, expect, it} from 'vitest';
import {loadSpec, type SpecModel} from '../../openapi/model';
import {agentSkillPath, agentSkillZipPath, writeAgentSkill} from '..';
import {skillLinks} from '../links';
import {renderSkill, skillName} from '../skill';
import {zipFiles} from '../zip';

const linkTarget: SpecModel['linkTarget'] = (href) =>
  href === '#operation/listPets' ? {page: 'list-pets'} : href.startsWith('#operation/') ? null : undefined;

describe('skillLinks', () => {
  const links = (pathBase: string | undefined, twins = true) =>
    skillLinks({siteUrl: 'https://docs.test', twins, pathBase, linkTarget});

  it('links a reference page and a guide by its Markdown twin, and a file as it is', () => {
    expect(links('site').page('void-card')).toBe('https://docs.test/docs/api/partner-api/void-card.md');
    expect(links('site').sitePath('/docs/introduction#rate-limits')).toBe('https://docs.test/docs/introduction.md');
    expect(links('site').sitePath('/llms.txt')).toBe('https://docs.test/llms.txt');
    expect(links('site', false).page('void-card')).toBe('https://docs.test/docs/api/partner-api/void-card');
  });

  it("rewrites a description's links: absolute, by page, against the owner's site, or as text", () => {
    const text =
      '[a](https://x.test/a) [b](#operation/listPets) [c](#operation/gone) [d](/guides/d) [e](../e) ![i](/i.png)';
    expect(links('site').rewrite(text)).toBe(
      '[a](https://x.test/a) [b](https://docs.test/docs/api/partner-api/list-pets.md) c [d](https://docs.test/guides/d) e ![i](/i.png)',
    );
    expect(links('https://owner.test/docs/').rewrite('[d](/guides/d)')).toBe('[d](https://owner.test/guides/d)');
    expect(links(undefined).rewrite('[d](/guides/d)')).toBe('d');
  });
});

describe('skillName', () => {
  it('is the API page slug in the letters, digits and single hyphens a skill name allows', () => {
    const named = (infoId: string) => skillName({infoId} as SpecModel);
    expect(named('gcm-api')).toBe('gcm-api');
    expect(named('Ünïcode--API_')).toBe('unicode-api');
    expect(named('заказ')).toBe('api');
    expect(named('a'.repeat(70))).toHaveLength(64);
  });
});

describe('zipFiles', () => {
  it('writes entries a zip reader finds, inflates and checks by their CRC', () => {
    const entries = [
      {name: 'skill/SKILL.md', data: Buffer.from('---\nname: skill\n---\n# Skill ✓\n')},
      {name: 'skill/references/operations.md', data: Buffer.from('# Operations\n'.repeat(50))},
    ];
    const zip = zipFiles(entries);
    const end = zip.length - 22;
    expect(zip.readUInt32LE(end)).toBe(0x06054b50);
    expect(zip.readUInt16LE(end + 10)).toBe(entries.length);
    let central = zip.readUInt32LE(end + 16);
    for (const entry of entries) {
      expect(zip.readUInt32LE(central)).toBe(0x02014b50);
      const nameLength = zip.readUInt16LE(central + 28);
      expect(zip.subarray(central + 46, central + 46 + nameLength).toString('utf8')).toBe(entry.name);
      const local = zip.readUInt32LE(central + 42);
      expect(zip.readUInt32LE(local)).toBe(0x04034b50);
      const dataStart = local + 30 + zip.readUInt16LE(local + 26);
      const data = zlib.inflateRawSync(zip.subarray(dataStart, dataStart + zip.readUInt32LE(local + 18)));
      expect(data).toEqual(entry.data);
      expect(zip.readUInt32LE(local + 14)).toBe(zlib.crc32(data));
      central += 46 + nameLength;
    }
    expect(zipFiles(entries)).toEqual(zip);
  });
});

describe('the skill of a description that is not GCM’s', () => {
  const out = mkdtempSync(path.join(tmpdir(), 'agent-skill-'));
  afterAll(() => rmSync(out, {recursive: true, force: true}));

  it('is made of its own servers, schemes, operations and errors, with nothing of GCM’s', async () => {
    const model = await loadSpec('tests/fixtures/openapi/constructs-3.0.yaml');
    const message = writeAgentSkill({
      outDir: out,
      model,
      siteUrl: 'https://ref.test',
      twins: false,
      pathBase: undefined,
    });
    expect(message).toContain(agentSkillPath(model));
    const skill = readFileSync(path.join(out, agentSkillPath(model)), 'utf8');
    const [, front] = /^---\n([\s\S]*?)\n---\n/.exec(skill) ?? [];
    expect(front).toMatch(new RegExp(`^name: ${skillName(model)}$`, 'm'));
    expect(front).toMatch(/^description: ".{20,1024}"$/m);
    expect(skill).not.toMatch(/gcm|X-Partner-Id|x-gcm/i);
    for (const server of model.root.servers ?? []) {
      expect(skill).toContain(`\`${server.url}\``);
      for (const [name, v] of Object.entries(server.variables ?? {}))
        expect(skill).toContain(`\`${name}\` (default \`${v.default}\``);
    }
    expect(skill).not.toContain('Markdown version');
    for (const name of model.securitySchemes.keys()) expect(skill).toContain(`### ${name}: `);
    const operations = readFileSync(
      path.join(out, path.dirname(agentSkillPath(model)), 'references/operations.md'),
      'utf8',
    );
    for (const op of model.operations) expect(operations).toContain(`https://ref.test/docs/api/partner-api/${op.id})`);
    const zip = path.join(out, agentSkillZipPath(model));
    expect(readFileSync(zip).readUInt32LE(0)).toBe(0x04034b50);
  });

  it('keeps the SKILL.md of the portal short enough to load whole', async () => {
    const model = await loadSpec('api/openapi.json');
    const links = skillLinks({
      siteUrl: 'https://docs.test',
      twins: true,
      pathBase: 'site',
      linkTarget: model.linkTarget,
    });
    const [skill] = renderSkill(model, {links, published: []});
    expect(skill.text.split('\n').length).toBeLessThan(500);
  });
});

describe('the introduction', () => {
  it('links the skill and its zip where the build writes them', async () => {
    const model = await loadSpec('api/openapi.json');
    const links = [
      ...readFileSync('docs/introduction.mdx', 'utf8').matchAll(/\(pathname:\/\/(\/agent-skill\/[^)]+)\)/g),
    ];
    expect(links.map((m) => m[1])).toEqual([agentSkillPath(model), agentSkillZipPath(model)]);
  });
});
